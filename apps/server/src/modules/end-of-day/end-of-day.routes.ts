import { BusinessDayParams } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createEndOfDayService } from './end-of-day.service';

/** End of day (the Z report) for whoever reads the reports: read, close, download as CSV. */
export default async function endOfDayRoutes(app: AppInstance) {
  const endOfDay = createEndOfDayService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.reports) };
  const schema = { params: BusinessDayParams };

  app.get('/end-of-day/:date', { schema, config }, (request) =>
    endOfDay.report(tenantAuth(request), request.params.date),
  );
  app.post('/end-of-day/:date/close', { schema, config }, (request) =>
    endOfDay.close(tenantAuth(request), request.params.date),
  );
  app.get('/end-of-day/:date/csv', { schema, config }, async (request, reply) => {
    const { date, csv } = await endOfDay.csv(tenantAuth(request), request.params.date);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="z-report-${date}.csv"`)
      .send(csv);
  });
}
