import { CashMovementBody, CloseShiftBody, IdParams, OpenShiftBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { access, tenantAuth } from '../../plugins/auth';
import { createShiftsService } from './shifts.service';

/** Shifts and the cash drawer: whoever works the till opens, moves cash, reads the X report and closes. */
export default async function shiftsRoutes(app: AppInstance) {
  const shifts = createShiftsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.shifts) };

  app.get('/shifts/current', { config }, (request) => shifts.current(tenantAuth(request)));
  app.get('/shifts', { config }, (request) => shifts.list(tenantAuth(request)));
  app.get('/shifts/:id', { schema: { params: IdParams }, config }, (request) =>
    shifts.get(tenantAuth(request), request.params.id),
  );
  app.post('/shifts', { schema: { body: OpenShiftBody }, config }, (request) =>
    shifts.open(tenantAuth(request), request.body),
  );
  app.post(
    '/shifts/:id/movements',
    { schema: { params: IdParams, body: CashMovementBody }, config },
    (request) => shifts.move(tenantAuth(request), request.params.id, request.body, idempotencyKeyOf(request)),
  );
  app.post('/shifts/:id/close', { schema: { params: IdParams, body: CloseShiftBody }, config }, (request) =>
    shifts.close(tenantAuth(request), request.params.id, request.body),
  );
}
