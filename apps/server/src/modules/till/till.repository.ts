import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSettings, users } from '../../db/schema';
import { rowsOf } from '../invoices/invoices.repository';

/** Wrong PINs before a PIN locks, and for how long. */
export const PIN_LIMIT = 5;
export const PIN_LOCK_MINUTES = 5;

export async function findStaff(db: Db, tenantId: number, username: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, username: users.username, pinHash: users.pinHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  return row ?? null;
}

export function listStaffWithPin(db: Db, tenantId: number) {
  return db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), isNotNull(users.pinHash)))
    .orderBy(asc(users.name));
}

export async function setPin(db: Db, tenantId: number, userId: number, pinHash: string | null) {
  await db
    .update(users)
    .set({ pinHash, pinFailures: 0, pinLockedUntil: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/**
 * Reserves one PIN guess for the user before it is checked: counted first, so simultaneous
 * guesses cannot all pass a limit they would only meet after being checked. A lock that has run
 * out starts the count again. Null when the PIN is locked (or the limit's last guess is being checked).
 */
export async function reservePinGuess(db: Db, tenantId: number, userId: number) {
  const result = await db.execute(sql`
    update users
       set pin_failures = case when pin_locked_until is not null and pin_locked_until <= now() then 1
                               else pin_failures + 1 end,
           pin_locked_until = case when pin_locked_until is not null and pin_locked_until <= now() then null
                                   else pin_locked_until end
     where tenant_id = ${tenantId} and id = ${userId}
       and (pin_locked_until <= now() or (pin_locked_until is null and pin_failures < ${PIN_LIMIT}))
    returning pin_failures as "guess"`);
  const [row] = rowsOf<{ guess: number }>(result);
  return row ? row.guess : null;
}

/** A right PIN: the count starts again. */
export async function clearPinGuesses(db: Db, tenantId: number, userId: number) {
  await db
    .update(users)
    .set({ pinFailures: 0, pinLockedUntil: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** The limit's last guess was wrong: the PIN locks for a while. */
export async function lockPin(db: Db, tenantId: number, userId: number) {
  await db
    .update(users)
    .set({ pinLockedUntil: sql`now() + make_interval(mins => ${PIN_LOCK_MINUTES})` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function findTillLockMinutes(db: Db, tenantId: number) {
  const [row] = await db
    .select({ lockMinutes: checkoutSettings.tillLockMinutes })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.tenantId, tenantId));
  return row?.lockMinutes ?? 0;
}

export async function saveTillLockMinutes(db: Db, tenantId: number, lockMinutes: number) {
  await db
    .insert(checkoutSettings)
    .values({ tenantId, tillLockMinutes: lockMinutes })
    .onConflictDoUpdate({
      target: checkoutSettings.tenantId,
      set: { tillLockMinutes: lockMinutes, updatedAt: sql`now()` },
    });
}
