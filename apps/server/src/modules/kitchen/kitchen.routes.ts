import { IdParams, KitchenItemStatusBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createKitchenService } from './kitchen.service';

/** The Kitchen screen's API (spec 1 section 7): KITCHEN or KITCHEN_DISPLAY. */
export default async function kitchenRoutes(app: AppInstance) {
  const kitchen = createKitchenService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.kitchen) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/kitchen', { schema: {}, config }, (request) => kitchen.list(tenantOf(request)));
  app.post('/kitchen/:id', { schema: { params: IdParams, body: KitchenItemStatusBody }, config }, (request) =>
    kitchen.moveItem(tenantOf(request), request.params.id, request.body.status),
  );
}
