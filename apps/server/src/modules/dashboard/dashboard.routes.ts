import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createDashboardService } from './dashboard.service';

/** The dashboard API (spec 1 section 7, GET /dashboard): DASHBOARD scope. */
export default async function dashboardRoutes(app: AppInstance) {
  const dashboard = createDashboardService(app.deps);
  app.get('/dashboard', { schema: {}, config: { access: access.tenant(AREA_SCOPES.dashboard) } }, (request) =>
    dashboard.home(tenantAuth(request)),
  );
}
