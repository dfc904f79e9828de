import { ReceiptLinkBody, ReceiptLinkParams, ReceiptLinkResponse } from '@mise/contracts';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { INVOICE_ACCESS } from '../invoices/invoices.routes';
import { createReceiptLinksService } from './receipt-links.service';

/**
 * The guest's receipt as a link (issue 29 §3): whoever may print a receipt asks for its signed link,
 * shown as a QR code or sent by e-mail; the guest opens it without a login.
 */
export default async function receiptLinksRoutes(app: AppInstance) {
  const links = createReceiptLinksService(app.deps);

  app.post(
    '/receipt-links',
    {
      schema: { body: ReceiptLinkBody, response: { 200: ReceiptLinkResponse } },
      config: { access: access.tenant(INVOICE_ACCESS.receipt) },
    },
    (request) => links.create(tenantAuth(request).tenantId, request.body.orderIds),
  );

  // Public by design: the signed link is the key; it answers that receipt and nothing else.
  app.get(
    '/receipt-links/:link',
    { schema: { params: ReceiptLinkParams }, config: { access: access.public } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return links.receipt(request.params.link, request.ip);
    },
  );
}
