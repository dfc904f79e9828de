import { ReportPeriodQuery } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createReportsService } from './reports.service';

/** The reports API (spec 2 section 7, Reports): REPORTS scope. */
export default async function reportsRoutes(app: AppInstance) {
  const reports = createReportsService(app.deps);
  app.get(
    '/reports',
    { schema: { querystring: ReportPeriodQuery }, config: { access: access.tenant(AREA_SCOPES.reports) } },
    (request) => reports.report(tenantAuth(request), request.query),
  );
}
