import { IdParams, LineAdjustmentBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createVoidsService } from './voids.service';

/**
 * Voids and comps of a line: whoever works the Orders screen asks, a manager approves (the
 * service checks). A second void or comp of the same line is refused, so a retry never doubles.
 */
export default async function voidsRoutes(app: AppInstance) {
  const voids = createVoidsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.orders) };

  app.post(
    '/voids/order-items/:id',
    { schema: { params: IdParams, body: LineAdjustmentBody }, config },
    (request) => voids.adjust(tenantAuth(request), request.params.id, request.body),
  );
  app.delete('/voids/order-items/:id/comp', { schema: { params: IdParams }, config }, (request) =>
    voids.removeComp(tenantAuth(request).tenantId, request.params.id),
  );
}
