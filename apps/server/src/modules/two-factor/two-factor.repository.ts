import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { superadmins, tenants, twoFactorRecoveryCodes, users } from '../../db/schema';

/** Whose second factor: a tenant's user or an operator (kept in their own tables). */
export type TwoFactorAccount = { kind: 'user'; id: number } | { kind: 'superadmin'; id: number };

const tableOf = (account: TwoFactorAccount) => (account.kind === 'user' ? users : superadmins);
const codeOwner = (account: TwoFactorAccount) =>
  account.kind === 'user'
    ? eq(twoFactorRecoveryCodes.userId, account.id)
    : eq(twoFactorRecoveryCodes.superadminId, account.id);

export interface TwoFactorState {
  username: string;
  passwordHash: string;
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
  /** The store requires it (users), or always (operators). */
  isRequired: boolean;
}

export async function findTwoFactorState(db: Db, account: TwoFactorAccount): Promise<TwoFactorState | null> {
  if (account.kind === 'superadmin') {
    const [row] = await db
      .select({
        username: superadmins.username,
        passwordHash: superadmins.passwordHash,
        secret: superadmins.twoFactorSecret,
        pendingSecret: superadmins.twoFactorPendingSecret,
        enabledAt: superadmins.twoFactorEnabledAt,
      })
      .from(superadmins)
      .where(eq(superadmins.id, account.id));
    return row ? { ...row, isRequired: true } : null;
  }
  const [row] = await db
    .select({
      username: users.username,
      passwordHash: users.passwordHash,
      secret: users.twoFactorSecret,
      pendingSecret: users.twoFactorPendingSecret,
      enabledAt: users.twoFactorEnabledAt,
      isRequired: tenants.requireTwoFactor,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, account.id));
  return row ?? null;
}

export async function setPendingSecret(db: Db, account: TwoFactorAccount, sealed: string) {
  const table = tableOf(account);
  await db.update(table).set({ twoFactorPendingSecret: sealed }).where(eq(table.id, account.id));
}

/**
 * Turns two-factor on with the pending secret that was confirmed, and replaces the recovery codes,
 * in one transaction. Conditional on that very pending secret: a set-up restarted meanwhile (in
 * another tab) leaves nothing half-enabled.
 */
export async function enableTwoFactor(
  db: Db,
  account: TwoFactorAccount,
  confirmedPending: string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<boolean> {
  const table = tableOf(account);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({
        twoFactorSecret: confirmedPending,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date(),
        twoFactorLastStep: step,
      })
      .where(and(eq(table.id, account.id), eq(table.twoFactorPendingSecret, confirmedPending)))
      .returning({ id: table.id });
    if (updated.length !== 1) return false;
    await replaceRecoveryCodesIn(tx, account, recoveryCodeHashes);
    return true;
  });
}

export async function disableTwoFactor(db: Db, account: TwoFactorAccount) {
  const table = tableOf(account);
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
      })
      .where(eq(table.id, account.id));
    await tx.delete(twoFactorRecoveryCodes).where(codeOwner(account));
  });
}

async function replaceRecoveryCodesIn(db: Db, account: TwoFactorAccount, hashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(codeOwner(account));
  await db.insert(twoFactorRecoveryCodes).values(
    hashes.map((codeHash) => ({
      codeHash,
      // A user's codes carry their store (the key the codes hang off is the store's and the user's).
      tenantId:
        account.kind === 'user'
          ? sql<number>`(select ${users.tenantId} from ${users} where ${users.id} = ${account.id})`
          : null,
      userId: account.kind === 'user' ? account.id : null,
      superadminId: account.kind === 'superadmin' ? account.id : null,
    })),
  );
}

export async function replaceRecoveryCodes(db: Db, account: TwoFactorAccount, hashes: string[]) {
  await db.transaction((tx) => replaceRecoveryCodesIn(tx, account, hashes));
}

/**
 * Records that the code of time step `step` was used, only if no code of that step or a later one
 * was: one conditional update, so the same code presented twice at once is accepted once.
 */
export async function claimTimeStep(db: Db, account: TwoFactorAccount, step: number): Promise<boolean> {
  const table = tableOf(account);
  const rows = await db
    .update(table)
    .set({ twoFactorLastStep: step })
    .where(
      and(eq(table.id, account.id), or(isNull(table.twoFactorLastStep), lt(table.twoFactorLastStep, step))),
    )
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Uses up one recovery code of the account; false when it is not theirs or already used. */
export async function consumeRecoveryCode(db: Db, account: TwoFactorAccount, codeHash: string) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        codeOwner(account),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, account: TwoFactorAccount): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(codeOwner(account), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function setStoreRequirement(db: Db, tenantId: number, required: boolean) {
  await db.update(tenants).set({ requireTwoFactor: required }).where(eq(tenants.id, tenantId));
}
