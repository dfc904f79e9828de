import {
  CancelOrdersBody,
  CompleteAndPayBody,
  IdParams,
  OrderIdsBody,
  OrderItemStatusBody,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createOrdersService } from './orders.service';

/** The Orders screen's API (spec 1 section 7): POS, ORDERS, ORDER_STATUS or ORDER_STATUS_DISPLAY. */
export default async function ordersRoutes(app: AppInstance) {
  const orders = createOrdersService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.orders) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/orders', { schema: {}, config }, (request) => orders.listGroups(tenantOf(request)));
  app.get('/orders/init', { schema: {}, config }, (request) => orders.init(tenantOf(request)));
  app.post(
    '/orders/update-status/:id',
    { schema: { params: IdParams, body: OrderItemStatusBody }, config },
    (request) => orders.updateItemStatus(tenantAuth(request), request.params.id, request.body.status),
  );
  app.post('/orders/cancel', { schema: { body: CancelOrdersBody }, config }, (request) =>
    orders.cancel(tenantAuth(request), request.body),
  );
  app.post('/orders/complete', { schema: { body: OrderIdsBody }, config }, (request) =>
    orders.complete(tenantOf(request), request.body.orderIds),
  );
  app.post('/orders/complete-order-payment-summary', { schema: { body: OrderIdsBody }, config }, (request) =>
    orders.paymentSummary(tenantOf(request), request.body.orderIds),
  );
  app.post('/orders/complete-and-pay-order', { schema: { body: CompleteAndPayBody }, config }, (request) =>
    orders.completeAndPay(
      tenantOf(request),
      request.body.orderIds,
      request.body.paymentTypeId,
      tenantAuth(request).userId,
    ),
  );
}
