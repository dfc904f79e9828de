import { DiscountBody, DiscountReasonBody, IdParams } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createDiscountsService } from './discounts.service';

/**
 * Discount reasons: read by whoever gives discounts (the Orders screen's scopes), edited in Settings.
 * A discount on an order or a line: whoever works the Orders screen; above the store's limit a
 * manager approves (the service checks). Setting a discount is a PUT: sending it again sets the
 * same discount, so a retried request can never discount twice.
 */
export default async function discountsRoutes(app: AppInstance) {
  const discounts = createDiscountsService(app.deps);
  const floor = { access: access.tenant([...AREA_SCOPES.orders, ...AREA_SCOPES.settings]) };
  const settings = { access: access.tenant(AREA_SCOPES.settings) };
  const orders = { access: access.tenant(AREA_SCOPES.orders) };

  app.get('/discounts/reasons', { config: floor }, (request) =>
    discounts.listReasons(tenantAuth(request).tenantId),
  );
  app.post('/discounts/reasons', { schema: { body: DiscountReasonBody }, config: settings }, (request) =>
    discounts.addReason(tenantAuth(request).tenantId, request.body.title),
  );
  app.put(
    '/discounts/reasons/:id',
    { schema: { params: IdParams, body: DiscountReasonBody }, config: settings },
    (request) => discounts.updateReason(tenantAuth(request).tenantId, request.params.id, request.body.title),
  );
  app.delete('/discounts/reasons/:id', { schema: { params: IdParams }, config: settings }, (request) =>
    discounts.deleteReason(tenantAuth(request).tenantId, request.params.id),
  );

  app.put(
    '/discounts/orders/:id',
    { schema: { params: IdParams, body: DiscountBody }, config: orders },
    (request) => discounts.discountOrder(tenantAuth(request), request.params.id, request.body),
  );
  app.delete('/discounts/orders/:id', { schema: { params: IdParams }, config: orders }, (request) =>
    discounts.removeOrderDiscount(tenantAuth(request).tenantId, request.params.id),
  );
  app.put(
    '/discounts/order-items/:id',
    { schema: { params: IdParams, body: DiscountBody }, config: orders },
    (request) => discounts.discountLine(tenantAuth(request), request.params.id, request.body),
  );
  app.delete('/discounts/order-items/:id', { schema: { params: IdParams }, config: orders }, (request) =>
    discounts.removeLineDiscount(tenantAuth(request).tenantId, request.params.id),
  );
}
