import { CreateOrderBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { sendCachedJson } from '../../lib/compressed-json';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { access, tenantAuth } from '../../plugins/auth';
import { createPosService } from './pos.service';

/** The POS screen's API (spec 1 section 7): the POS scope. */
export default async function posRoutes(app: AppInstance) {
  const pos = createPosService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.pos) };

  // Remembered per store and menu version, compressed, with an ETag a till revalidates (issue 27).
  app.get('/pos/init', { schema: {}, config }, async (request, reply) =>
    sendCachedJson(
      request,
      reply,
      await pos.initPayload(tenantAuth(request).tenantId, tenantAuth(request).menuVersion),
    ),
  );
  app.get('/pos/open-tables', { schema: {}, config }, (request) =>
    pos.openTables(tenantAuth(request).tenantId),
  );

  for (const [path, withInvoice] of [
    ['/pos/create-order', false],
    ['/pos/create-order-and-invoice', true],
  ] as const) {
    app.post(path, { schema: { body: CreateOrderBody }, config }, (request) => {
      const auth = tenantAuth(request);
      return pos.createOrder(auth.tenantId, request.body, {
        userId: auth.userId,
        idempotencyKey: idempotencyKeyOf(request),
        withInvoice,
      });
    });
  }
}
