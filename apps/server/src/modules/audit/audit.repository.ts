import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { StorePeriod } from '../../lib/store-period';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEvents(db: Db, events: readonly NewAuditEvent[]) {
  for (let i = 0; i < events.length; i += 1_000)
    await db.insert(auditEvents).values(events.slice(i, i + 1_000));
}

export interface AuditFilter {
  period: StorePeriod;
  userId: number | null;
  action: string | null;
}

function whereOf(tenantId: number, filter: AuditFilter): SQL | undefined {
  return and(
    eq(auditEvents.tenantId, tenantId),
    sql`${auditEvents.createdAt} >= ${filter.period.startsAt}`,
    sql`${auditEvents.createdAt} < ${filter.period.endsAt}`,
    filter.userId === null ? undefined : eq(auditEvents.actorId, filter.userId),
    filter.action === null ? undefined : eq(auditEvents.action, filter.action),
  );
}

export async function listAuditEvents(
  db: Db,
  tenantId: number,
  filter: AuditFilter,
  page: number,
  perPage: number,
) {
  const where = whereOf(tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total.n };
}

/** Everyone who appears in the store's log, with the latest name recorded for them. */
export async function listAuditPeople(db: Db, tenantId: number) {
  const rows = await db
    .selectDistinctOn([auditEvents.actorId], { userId: auditEvents.actorId, name: auditEvents.actorName })
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, tenantId), isNotNull(auditEvents.actorId)))
    .orderBy(auditEvents.actorId, desc(auditEvents.createdAt));
  return rows
    .filter((r): r is { userId: number; name: string | null } => r.userId !== null)
    .map((r) => ({ user_id: r.userId, name: r.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
