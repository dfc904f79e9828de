import {
  FloorAreaBody,
  IdParams,
  MergeTablesBody,
  MoveOrderBody,
  OrderIdsBody,
  SeatBody,
  TablePlacementBody,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createFloorService } from './floor.service';

/**
 * The floor plan (issue 18 §5): Settings → Floor Plan places the tables (SETTINGS); the Floor
 * screen follows each table live and seats, clears, moves and merges (whoever opens Orders).
 */
export default async function floorRoutes(app: AppInstance) {
  const floor = createFloorService(app.deps);
  const settings = { access: access.tenant(AREA_SCOPES.settings) };
  const live = { access: access.tenant(AREA_SCOPES.orders) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/floor-areas', { config: settings }, (request) => floor.listAreas(tenantOf(request)));
  app.post('/floor-areas', { schema: { body: FloorAreaBody }, config: settings }, (request) =>
    floor.addArea(tenantOf(request), request.body),
  );
  app.put(
    '/floor-areas/:id',
    { schema: { params: IdParams, body: FloorAreaBody }, config: settings },
    (request) => floor.updateArea(tenantOf(request), request.params.id, request.body),
  );
  app.delete('/floor-areas/:id', { schema: { params: IdParams }, config: settings }, (request) =>
    floor.removeArea(tenantOf(request), request.params.id),
  );
  app.get('/floor-plan', { config: settings }, (request) => floor.plan(tenantOf(request)));
  app.put(
    '/floor-plan/tables/:id',
    { schema: { params: IdParams, body: TablePlacementBody }, config: settings },
    (request) => floor.placeTable(tenantOf(request), request.params.id, request.body),
  );

  app.get('/floor', { config: live }, (request) => floor.floor(tenantOf(request)));
  app.post('/tables/:id/seat', { schema: { params: IdParams, body: SeatBody }, config: live }, (request) =>
    floor.seat(tenantOf(request), request.params.id, request.body.guests),
  );
  app.post('/tables/:id/clear', { schema: { params: IdParams }, config: live }, (request) =>
    floor.clear(tenantOf(request), request.params.id),
  );
  app.post(
    '/orders/:id/move',
    { schema: { params: IdParams, body: MoveOrderBody }, config: live },
    (request) => floor.moveOrder(tenantAuth(request), request.params.id, request.body.tableId),
  );
  app.post(
    '/tables/:id/merge',
    { schema: { params: IdParams, body: MergeTablesBody }, config: live },
    (request) => floor.merge(tenantAuth(request), request.params.id, request.body.intoTableId),
  );
  app.post('/floor/bill-printed', { schema: { body: OrderIdsBody }, config: live }, (request) =>
    floor.billPrinted(tenantOf(request), request.body.orderIds),
  );
}
