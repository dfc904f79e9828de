import { IdParams, KitchenAgeLimitsBody, KitchenItemStatusBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createKitchenService } from './kitchen.service';

/**
 * The Kitchen screen's API (spec 1 section 7): KITCHEN or KITCHEN_DISPLAY; its ticket colours are
 * set in Settings → Stations (SETTINGS).
 */
export default async function kitchenRoutes(app: AppInstance) {
  const kitchen = createKitchenService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.kitchen) };
  const settings = { access: access.tenant(AREA_SCOPES.settings) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/kitchen', { schema: {}, config }, (request) => kitchen.list(tenantOf(request)));
  app.get('/kitchen/setup', { schema: {}, config }, (request) => kitchen.setup(tenantOf(request)));
  app.get('/kitchen/age-limits', { schema: {}, config: settings }, (request) =>
    kitchen.ageLimits(tenantOf(request)),
  );
  app.put('/kitchen/age-limits', { schema: { body: KitchenAgeLimitsBody }, config: settings }, (request) =>
    kitchen.saveAgeLimits(tenantOf(request), request.body),
  );
  app.post('/kitchen/:id', { schema: { params: IdParams, body: KitchenItemStatusBody }, config }, (request) =>
    kitchen.moveItem(tenantOf(request), request.params.id, request.body.status),
  );
}
