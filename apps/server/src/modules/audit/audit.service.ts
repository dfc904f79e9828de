import { AUDIT_ACTIONS, AUDIT_PER_PAGE, type TAuditAction, type TAuditPage } from '@mise/contracts';
import { toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { periodFromQuery } from '../../lib/store-period';
import { storeContext } from '../reports/reports.service';
import * as repo from './audit.repository';

type AuditQueryInput = {
  type?: Parameters<typeof periodFromQuery>[1]['type'];
  from?: string;
  to?: string;
  userId: number | null;
  action?: TAuditAction;
  page: number;
};

const isAction = (value: string): value is TAuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The audit log screen: read only, filtered by period, person and action, newest first. */
export function createAuditService(deps: Deps) {
  const { db } = deps;
  return {
    async list(actor: TenantAuth, query: AuditQueryInput): Promise<TAuditPage> {
      const { zone, currency } = await storeContext(db, actor.tenantId);
      const period = periodFromQuery(zone, query, 'today');
      const filter = { period, userId: query.userId, action: query.action ?? null };
      const [{ rows, total }, people] = await Promise.all([
        repo.listAuditEvents(db, actor.tenantId, filter, query.page, AUDIT_PER_PAGE),
        repo.listAuditPeople(db, actor.tenantId),
      ]);
      return {
        currency,
        events: rows.map((row) => ({
          id: row.id,
          date: row.createdAt.toISOString(),
          action: isAction(row.action) ? row.action : 'void',
          user_id: row.actorId,
          user: row.actorName,
          subject: row.subject,
          amount: row.amount === null ? null : toMajorUnits(row.amount),
          details: row.details,
        })),
        total,
        page: query.page,
        per_page: AUDIT_PER_PAGE,
        from: period.from,
        to: period.to,
        people,
      };
    },
  };
}
