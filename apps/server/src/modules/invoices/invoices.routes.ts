import { InvoiceOrdersBody, ListPeriodQuery, TextSearchQuery } from '@mise/contracts';
import { AREA_SCOPES, type Scope } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createInvoicesService } from './invoices.service';

/**
 * The invoices list needs INVOICES. A receipt is printed from the invoices list, from the POS after
 * an order and from the Orders screen, so those scopes may fetch the receipt data too.
 */
export const INVOICE_ACCESS = {
  read: AREA_SCOPES.invoices,
  receipt: [...AREA_SCOPES.invoices, ...AREA_SCOPES.orders],
} as const satisfies Record<string, readonly Scope[]>;

/** The invoices API (spec 2 section 7, Invoices). */
export default async function invoicesRoutes(app: AppInstance) {
  const invoices = createInvoicesService(app.deps);
  const read = { access: access.tenant(INVOICE_ACCESS.read) };

  app.get('/invoices', { schema: { querystring: ListPeriodQuery }, config: read }, async (request, reply) =>
    // The JSON is built by the database (see listInvoicesJson): sent as it is.
    reply
      .type('application/json; charset=utf-8')
      .send(await invoices.listJson(tenantAuth(request), request.query)),
  );
  app.get('/invoices/init', { schema: {}, config: read }, (request) => invoices.init(tenantAuth(request)));
  app.get('/invoices/search', { schema: { querystring: TextSearchQuery }, config: read }, (request) =>
    invoices.search(tenantAuth(request), request.query.q),
  );
  app.post(
    '/invoices/orders',
    { schema: { body: InvoiceOrdersBody }, config: { access: access.tenant(INVOICE_ACCESS.receipt) } },
    (request) => invoices.receipt(tenantAuth(request), request.body.orderIds),
  );
}
