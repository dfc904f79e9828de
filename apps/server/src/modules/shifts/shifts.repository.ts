import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CountedDenomination, cashMovements, shifts } from '../../db/schema';
import type { TimeWindow } from '../../lib/store-period';
import { rowsOf } from '../invoices/invoices.repository';

export type ShiftRow = typeof shifts.$inferSelect;
export type CashMovementRow = typeof cashMovements.$inferSelect;

export async function insertShift(
  db: Db,
  tenantId: number,
  values: { openingFloat: number; openedBy: number; openedByName: string },
) {
  const [row] = await db
    .insert(shifts)
    .values({ tenantId, ...values })
    .returning();
  return row;
}

export async function findShift(db: Db, tenantId: number, shiftId: number) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, shiftId)));
  return row ?? null;
}

export async function findOpenShift(db: Db, tenantId: number) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), isNull(shifts.closedAt)));
  return row ?? null;
}

/** Locks the shift's row: movements and the close of one shift run one after the other. */
export async function lockShift(tx: Db, tenantId: number, shiftId: number) {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, shiftId)))
    .for('update');
  return row ?? null;
}

export function listShifts(db: Db, tenantId: number, limit: number) {
  return db
    .select()
    .from(shifts)
    .where(eq(shifts.tenantId, tenantId))
    .orderBy(desc(shifts.openedAt), desc(shifts.id))
    .limit(limit);
}

export async function insertMovement(
  db: Db,
  tenantId: number,
  values: {
    shiftId: number;
    kind: string;
    amount: number;
    reason: string;
    idempotencyKey: string | null;
    createdBy: number;
    createdByName: string;
  },
) {
  const [row] = await db
    .insert(cashMovements)
    .values({ tenantId, ...values })
    .returning();
  return row;
}

export async function findMovementByKey(db: Db, tenantId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(cashMovements)
    .where(and(eq(cashMovements.tenantId, tenantId), eq(cashMovements.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export function listMovements(db: Db, tenantId: number, shiftId: number) {
  return db
    .select()
    .from(cashMovements)
    .where(and(eq(cashMovements.tenantId, tenantId), eq(cashMovements.shiftId, shiftId)))
    .orderBy(cashMovements.createdAt, cashMovements.id);
}

/**
 * Cash that went through the drawer in a window: kept from cash payments (tendered − change, or
 * amount + tip when no tender was typed) and handed back by refunds to a cash type. A payment is
 * cash when its type counts in the drawer or when cash was tendered for it.
 */
export async function cashFlows(db: Db, tenantId: number, window: TimeWindow) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(coalesce(p.tendered - p.change, p.amount + p.tip)), 0)::float8
         from payments p
         left join payment_types pt on pt.id = p.payment_type_id and pt.tenant_id = p.tenant_id
        where p.tenant_id = ${tenantId} and p.created_at >= ${window.startsAt} and p.created_at < ${window.endsAt}
          and (pt.is_cash or p.tendered is not null)) as "cashTaken",
      (select coalesce(sum(r.amount), 0)::float8
         from refunds r
         join payment_types pt on pt.id = r.payment_type_id and pt.tenant_id = r.tenant_id
        where r.tenant_id = ${tenantId} and r.created_at >= ${window.startsAt} and r.created_at < ${window.endsAt}
          and pt.is_cash) as "cashRefunds"`);
  const [row] = rowsOf<{ cashTaken: number; cashRefunds: number }>(result);
  return { cashTaken: Number(row.cashTaken), cashRefunds: Number(row.cashRefunds) };
}

/** Closes the shift if it is still open; null when another till closed it first. */
export async function closeShift(
  tx: Db,
  tenantId: number,
  shiftId: number,
  values: {
    closedBy: number;
    closedByName: string;
    cashTaken: number;
    cashRefunds: number;
    expected: number;
    counted: number;
    variance: number;
    counts: CountedDenomination[];
    note: string | null;
  },
) {
  const [row] = await tx
    .update(shifts)
    .set({ ...values, closedAt: sql`now()` })
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, shiftId), isNull(shifts.closedAt)))
    .returning();
  return row ?? null;
}
