import {
  ListPeriodQuery,
  ReservationAddBody,
  ReservationParams,
  ReservationUpdateBody,
  TextSearchQuery,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createReservationsService } from './reservations.service';

/**
 * The reservations API (spec 2 section 7, Reservations). Any reservations scope reads; only
 * RESERVATIONS or MANAGE_RESERVATIONS (and admin) add, change or delete (spec 2 section 2.2).
 */
export default async function reservationsRoutes(app: AppInstance) {
  const reservations = createReservationsService(app.deps);
  const read = { access: access.tenant(AREA_SCOPES.reservations) };
  const manage = { access: access.tenant(AREA_SCOPES.manageReservations) };

  app.get('/reservations/init', { schema: {}, config: read }, (request) =>
    reservations.init(tenantAuth(request)),
  );
  app.get('/reservations', { schema: { querystring: ListPeriodQuery }, config: read }, (request) =>
    reservations.list(tenantAuth(request), request.query),
  );
  app.get('/reservations/search', { schema: { querystring: TextSearchQuery }, config: read }, (request) =>
    reservations.search(tenantAuth(request), request.query.q),
  );
  app.post('/reservations/add', { schema: { body: ReservationAddBody }, config: manage }, (request) =>
    reservations.add(tenantAuth(request), request.body),
  );
  app.post(
    '/reservations/update/:id',
    { schema: { params: ReservationParams, body: ReservationUpdateBody }, config: manage },
    (request) => reservations.update(tenantAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/reservations/delete/:id',
    { schema: { params: ReservationParams }, config: manage },
    (request) => reservations.remove(tenantAuth(request), request.params.id),
  );
}
