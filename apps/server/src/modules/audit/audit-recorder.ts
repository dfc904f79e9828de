import type { TAuditAction } from '@mise/contracts';
import type { Db } from '../../db/client';
import { insertAuditEvents } from './audit.repository';

/** Who did it: a signed-in staff member (TenantAuth fits), or someone not signed in (userId null). */
export interface AuditActor {
  tenantId: number;
  userId: number | null;
  name: string | null;
}

export interface AuditEntry {
  action: TAuditAction;
  subject: string;
  /** Minor units. */
  amount?: number | null;
  details?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * Records a sensitive action in the audit log. Pass the transaction the action runs in, so the
 * record and the action are written together or not at all.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry) {
  await recordAudits(db, actor, [entry]);
}

/** Several actions of one request (an import's price changes) in one statement per thousand. */
export async function recordAudits(db: Db, actor: AuditActor, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await insertAuditEvents(
    db,
    entries.map((entry) => ({
      tenantId: actor.tenantId,
      action: entry.action,
      actorId: actor.userId,
      actorName: actor.name,
      subject: entry.subject,
      amount: entry.amount ?? null,
      details: Object.fromEntries(
        Object.entries(entry.details ?? {}).filter(([, value]) => value !== undefined && value !== ''),
      ) as Record<string, string | number | boolean | null>,
    })),
  );
}
