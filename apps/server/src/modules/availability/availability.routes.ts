import { AvailabilityBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createAvailabilityService } from './availability.service';

/** 86 (issue 18 §2): what is sold out or counted, for the POS, the kitchen and the back office. */
export default async function availabilityRoutes(app: AppInstance) {
  const availability = createAvailabilityService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.availability) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/availability', { schema: {}, config }, (request) => availability.list(tenantOf(request)));
  app.put('/availability', { schema: { body: AvailabilityBody }, config }, (request) =>
    availability.set(tenantOf(request), request.body),
  );
}
