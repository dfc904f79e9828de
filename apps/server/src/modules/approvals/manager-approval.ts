import { DISCOUNTS_MESSAGES, MANAGER_APPROVAL_CODE } from '@mise/contracts';
import { isManager } from '@mise/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { burnPasswordCheck, verifyPassword } from '../../lib/crypto';
import { AppError, tooManyRequests } from '../../lib/errors';

/** Wrong manager passwords are limited like sign-ins: per store and username. */
export const APPROVAL_LIMITS = { perAccount: 10, windowMs: 15 * 60 * 1000 };
const TOO_MANY_APPROVALS = 'Too many approval attempts! Please try again in a few minutes.';

/** A 403 that waits for a manager: its code tells the client the session itself is fine. */
export const managerRequired = (message: string) => new AppError(403, message, MANAGER_APPROVAL_CODE);
const refused = managerRequired;

export interface ManagerCredentials {
  username: string;
  password: string;
}

async function findApprover(db: Db, tenantId: number, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      scope: users.scope,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  return row ?? null;
}

/**
 * Who approves what staff may not do alone (a discount above the limit; voids and comps next):
 * the signed-in user when they are a manager (the owner, or the MANAGER scope), else a manager of
 * the same store typing their username and password on the spot. Answers null when nothing needed
 * approving, else the approval: `approvedBy` is the other manager who approved, or null when the
 * user is a manager and needed no one. Refuses with 403 (and counts the failure) otherwise.
 */
export function createManagerApproval(deps: Deps) {
  const { db, limiter } = deps;
  return async function approve(
    actor: TenantAuth,
    needed: boolean,
    credentials: ManagerCredentials | null | undefined,
    neededMessage: string,
  ): Promise<{ approvedBy: number | null; approverName: string } | null> {
    if (!needed) return null;
    if (isManager(actor)) return { approvedBy: null, approverName: actor.name };
    if (!credentials) throw refused(neededMessage);
    const key = `approval:${actor.tenantId}:${credentials.username.toLowerCase()}`;
    const attempt = await limiter.hit(key, APPROVAL_LIMITS.perAccount, APPROVAL_LIMITS.windowMs);
    if (!attempt.allowed) throw tooManyRequests(TOO_MANY_APPROVALS);
    const approver = await findApprover(db, actor.tenantId, credentials.username);
    if (!approver) {
      await burnPasswordCheck(credentials.password);
      throw refused(DISCOUNTS_MESSAGES.managerRefused);
    }
    const valid = await verifyPassword(credentials.password, approver.passwordHash);
    if (!valid || !isManager(approver)) throw refused(DISCOUNTS_MESSAGES.managerRefused);
    await limiter.reset(key);
    return { approvedBy: approver.id, approverName: approver.name };
  };
}
