import { CheckoutSettingsBody, IdParams, OpenBillBody, RefundBody, TakePaymentBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { access, tenantAuth } from '../../plugins/auth';
import { createCheckoutSettingsService } from './checkout-settings.service';
import { createPaymentsService } from './payments.service';
import { createRefundsService } from './refunds.service';

/**
 * Paying a table's bill in parts: whoever may take payment on the Orders screen (its scopes).
 * Refunds on a paid invoice: whoever may see the invoices (INVOICES).
 * Checkout settings (discount limit, tip presets): read where payment is taken, saved in Settings.
 */
export default async function paymentsRoutes(app: AppInstance) {
  const payments = createPaymentsService(app.deps);
  const refunds = createRefundsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.orders) };
  const invoicesConfig = { access: access.tenant(AREA_SCOPES.invoices) };
  const checkoutSettings = createCheckoutSettingsService(app.deps);

  app.post('/payments/bills', { schema: { body: OpenBillBody }, config }, (request) =>
    payments.openBill(tenantAuth(request), request.body.orderIds),
  );
  app.get('/payments/bills/:id', { schema: { params: IdParams }, config }, (request) =>
    payments.getBill(tenantAuth(request).tenantId, request.params.id),
  );
  app.post(
    '/payments/bills/:id/payments',
    { schema: { params: IdParams, body: TakePaymentBody }, config },
    (request) =>
      payments.takePayment(tenantAuth(request), request.params.id, request.body, idempotencyKeyOf(request)),
  );

  app.get(
    '/payments/invoices/:id/refunds',
    { schema: { params: IdParams }, config: invoicesConfig },
    (request) => refunds.listRefunds(tenantAuth(request).tenantId, request.params.id),
  );
  app.post(
    '/payments/invoices/:id/refunds',
    { schema: { params: IdParams, body: RefundBody }, config: invoicesConfig },
    (request) =>
      refunds.refund(tenantAuth(request), request.params.id, request.body, idempotencyKeyOf(request)),
  );

  app.get(
    '/payments/checkout-settings',
    { config: { access: access.tenant([...AREA_SCOPES.orders, ...AREA_SCOPES.settings]) } },
    (request) => checkoutSettings.get(tenantAuth(request).tenantId),
  );
  app.put(
    '/payments/checkout-settings',
    { schema: { body: CheckoutSettingsBody }, config: { access: access.tenant(AREA_SCOPES.settings) } },
    (request) => checkoutSettings.save(tenantAuth(request).tenantId, request.body),
  );
}
