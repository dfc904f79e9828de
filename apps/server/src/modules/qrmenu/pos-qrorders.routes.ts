import { IdParams, QrOrderStatusBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createPosQrOrdersService } from './pos-qrorders.service';

/** QR orders at the POS (spec 1 section 7, /pos/qrorders...): every call needs the POS scope. */
export default async function posQrOrdersRoutes(app: AppInstance) {
  const qrOrders = createPosQrOrdersService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.pos) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/pos/qrorders/count', { schema: {}, config }, (request) => qrOrders.count(tenantOf(request)));
  app.get('/pos/qrorders', { schema: {}, config }, (request) => qrOrders.list(tenantOf(request)));
  app.post('/pos/qrorders/cancel-all', { schema: {}, config }, (request) =>
    qrOrders.cancelAll(tenantOf(request)),
  );
  app.post(
    '/pos/qrorders/update-status/:id',
    { schema: { params: IdParams, body: QrOrderStatusBody }, config },
    (request) => qrOrders.updateStatus(tenantOf(request), request.params.id, request.body.status),
  );
}
