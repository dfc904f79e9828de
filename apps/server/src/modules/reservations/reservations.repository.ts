import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, reservations, storeTables } from '../../db/schema';
import type { StorePeriod } from '../../lib/store-period';
import { containsPattern } from '../customers/customers.repository';

/** SQL of reservations. Every function takes the tenant and touches only its rows. */

const reservationColumns = {
  id: reservations.id,
  customerId: reservations.customerId,
  customerName: customers.name,
  date: reservations.date,
  tableId: reservations.tableId,
  tableTitle: storeTables.tableTitle,
  floor: storeTables.floor,
  status: reservations.status,
  notes: reservations.notes,
  peopleCount: reservations.peopleCount,
  uniqueCode: reservations.uniqueCode,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
};

export type ReservationRow = Awaited<ReturnType<typeof listReservations>>[number];

function selectReservations(db: Db, where: SQL) {
  return db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, reservations.tenantId), eq(customers.phone, reservations.customerId)),
    )
    .leftJoin(
      storeTables,
      and(eq(storeTables.id, reservations.tableId), eq(storeTables.tenantId, reservations.tenantId)),
    )
    .where(where);
}

/** Reservations whose date falls in the period, soonest first (index reservations_tenant_date_idx). */
export function listReservations(db: Db, tenantId: number, period: StorePeriod) {
  return selectReservations(
    db,
    and(
      eq(reservations.tenantId, tenantId),
      sql`${reservations.date} >= ${period.startsAt}`,
      sql`${reservations.date} < ${period.endsAt}`,
    )!,
  ).orderBy(reservations.date, reservations.id);
}

/** By customer name or phone, or the reservation's code; newest dates first. */
export function searchReservations(db: Db, tenantId: number, text: string, limit: number) {
  const pattern = containsPattern(text);
  return selectReservations(
    db,
    and(
      eq(reservations.tenantId, tenantId),
      sql`(${customers.name} ilike ${pattern} or ${reservations.customerId} ilike ${pattern} or ${reservations.uniqueCode} ilike ${pattern})`,
    )!,
  )
    .orderBy(sql`${reservations.date} desc`, reservations.id)
    .limit(limit);
}

export async function findReservation(db: Db, tenantId: number, id: number) {
  const [row] = await selectReservations(
    db,
    and(eq(reservations.tenantId, tenantId), eq(reservations.id, id))!,
  );
  return row ?? null;
}

export async function customerExists(db: Db, tenantId: number, phone: string) {
  const [row] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)));
  return Boolean(row);
}

export async function tableExists(db: Db, tenantId: number, tableId: number) {
  const [row] = await db
    .select({ id: storeTables.id })
    .from(storeTables)
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)));
  return Boolean(row);
}

export interface ReservationValues {
  date: Date;
  tableId: number | null;
  status: string;
  notes: string | null;
  peopleCount: number;
}

/** Inserts the reservation; null when the code collided (the caller draws another). */
export async function insertReservation(
  db: Db,
  tenantId: number,
  values: ReservationValues & { customerId: string; uniqueCode: string },
) {
  const rows = await db
    .insert(reservations)
    .values({ tenantId, ...values })
    .onConflictDoNothing({ target: [reservations.tenantId, reservations.uniqueCode] })
    .returning({ id: reservations.id });
  return rows[0]?.id ?? null;
}

export async function updateReservation(db: Db, tenantId: number, id: number, values: ReservationValues) {
  const rows = await db
    .update(reservations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.id, id)))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

export async function deleteReservation(db: Db, tenantId: number, id: number) {
  const rows = await db
    .delete(reservations)
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.id, id)))
    .returning({ id: reservations.id });
  return rows.length === 1;
}
