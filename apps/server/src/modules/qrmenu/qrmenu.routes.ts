import { IDEMPOTENCY_HEADER, QrMenuParams, QrMenuQuery, QrPlaceOrderBody } from '@mise/contracts';
import type { AppInstance } from '../../app-instance';
import { access } from '../../plugins/auth';
import { createQrMenuService } from './qrmenu.service';
import { attachQrMenuLive } from './qrmenu-live-gateway';

/**
 * The diner's public QR menu (spec 2 section 7, Public QR menu) and, in pos-qrorders.routes.ts,
 * the POS side of the same orders (spec 1 section 7, /pos/qrorders...), registered on its own.
 */
export default async function qrmenuRoutes(app: AppInstance) {
  const qrmenu = createQrMenuService(app.deps);
  const config = { access: access.public };
  // The diner's page follows what is sold out live (issue 18 §2), keyed by the same public code.
  attachQrMenuLive(app.deps);

  // Read on phones, often on slow networks: the (large) menu goes out compressed when accepted, as
  // every JSON answer does (app.ts).
  app.get(
    '/qrmenu/:qrcode',
    { schema: { params: QrMenuParams, querystring: QrMenuQuery }, config },
    (request) => qrmenu.getMenu(request.params.qrcode, request.query.tableId),
  );

  app.post(
    '/qrmenu/:qrcode/place-order',
    { schema: { params: QrMenuParams, body: QrPlaceOrderBody }, config },
    (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      return qrmenu.placeOrder(request.params.qrcode, request.body, {
        ip: request.ip,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
    },
  );
}
