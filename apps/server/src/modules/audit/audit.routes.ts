import { AuditQuery } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createAuditService } from './audit.service';

/** The audit log is read here and nowhere written from the outside: there is no route to change it. */
export default async function auditRoutes(app: AppInstance) {
  const audit = createAuditService(app.deps);
  app.get(
    '/audit',
    { schema: { querystring: AuditQuery }, config: { access: access.tenant(AREA_SCOPES.audit) } },
    (request) => audit.list(tenantAuth(request), request.query),
  );
}
