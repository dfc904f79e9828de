import { IdParams, StationBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createStationsService } from './stations.service';

/** Settings → Stations: where each category's kitchen tickets go. */
export default async function stationsRoutes(app: AppInstance) {
  const stations = createStationsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.settings) };
  const tenantOf = (request: Parameters<typeof tenantAuth>[0]) => tenantAuth(request).tenantId;

  app.get('/stations', { config }, (request) => stations.list(tenantOf(request)));
  app.post('/stations', { schema: { body: StationBody }, config }, (request) =>
    stations.add(tenantOf(request), request.body),
  );
  app.put('/stations/:id', { schema: { params: IdParams, body: StationBody }, config }, (request) =>
    stations.update(tenantOf(request), request.params.id, request.body),
  );
  app.delete('/stations/:id', { schema: { params: IdParams }, config }, (request) =>
    stations.remove(tenantOf(request), request.params.id),
  );
}
