import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { floorAreas, orders, storeTables } from '../../db/schema';

/** SQL of the floor plan: areas, tables' places, seating, and moving orders between tables. */

export function listAreas(db: Db, tenantId: number) {
  return db
    .select({ id: floorAreas.id, name: floorAreas.name, sortOrder: floorAreas.sortOrder })
    .from(floorAreas)
    .where(eq(floorAreas.tenantId, tenantId))
    .orderBy(asc(floorAreas.sortOrder), asc(floorAreas.id));
}

export async function areaExists(db: Db, tenantId: number, areaId: number) {
  const rows = await db
    .select({ id: floorAreas.id })
    .from(floorAreas)
    .where(and(eq(floorAreas.tenantId, tenantId), eq(floorAreas.id, areaId)));
  return rows.length === 1;
}

export async function insertArea(db: Db, tenantId: number, values: { name: string; sortOrder: number }) {
  const [row] = await db
    .insert(floorAreas)
    .values({ tenantId, ...values })
    .returning({ id: floorAreas.id });
  return row.id;
}

export async function updateArea(
  db: Db,
  tenantId: number,
  areaId: number,
  values: { name: string; sortOrder: number },
) {
  const rows = await db
    .update(floorAreas)
    .set(values)
    .where(and(eq(floorAreas.tenantId, tenantId), eq(floorAreas.id, areaId)))
    .returning({ id: floorAreas.id });
  return rows.length === 1;
}

/** Its tables leave the plan (their cells are cleared; the foreign key clears the area). */
export async function deleteArea(tx: Db, tenantId: number, areaId: number) {
  await tx
    .update(storeTables)
    .set({ gridX: null, gridY: null })
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.areaId, areaId)));
  const rows = await tx
    .delete(floorAreas)
    .where(and(eq(floorAreas.tenantId, tenantId), eq(floorAreas.id, areaId)))
    .returning({ id: floorAreas.id });
  return rows.length === 1;
}

const tableColumns = {
  id: storeTables.id,
  title: storeTables.tableTitle,
  floor: storeTables.floor,
  seatingCapacity: storeTables.seatingCapacity,
  areaId: storeTables.areaId,
  gridX: storeTables.gridX,
  gridY: storeTables.gridY,
  gridWidth: storeTables.gridWidth,
  gridHeight: storeTables.gridHeight,
  shape: storeTables.shape,
  seatedAt: storeTables.seatedAt,
  seatedGuests: storeTables.seatedGuests,
};

export function listTables(db: Db, tenantId: number) {
  return db
    .select(tableColumns)
    .from(storeTables)
    .where(eq(storeTables.tenantId, tenantId))
    .orderBy(asc(storeTables.id));
}

export type TableRow = Awaited<ReturnType<typeof listTables>>[number];

/** Locks the tables (in id order, so two merges never wait on each other); missing ones are absent. */
export function lockTables(tx: Db, tenantId: number, tableIds: number[]) {
  return tx
    .select(tableColumns)
    .from(storeTables)
    .where(and(eq(storeTables.tenantId, tenantId), inArray(storeTables.id, tableIds)))
    .orderBy(asc(storeTables.id))
    .for('update');
}

export async function placeTable(
  db: Db,
  tenantId: number,
  tableId: number,
  values: {
    areaId: number | null;
    gridX: number | null;
    gridY: number | null;
    gridWidth: number;
    gridHeight: number;
    shape: string;
  },
) {
  await db
    .update(storeTables)
    .set(values)
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)));
}

export async function setSeating(
  db: Db,
  tenantId: number,
  tableId: number,
  seatedAt: Date | null,
  seatedGuests: number | null,
) {
  await db
    .update(storeTables)
    .set({ seatedAt, seatedGuests })
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)));
}

const liveOrderColumns = {
  id: orders.id,
  tableId: orders.tableId,
  tokenNo: orders.tokenNo,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  payableTotal: orders.payableTotal,
  billPrintedAt: orders.billPrintedAt,
  createdAt: orders.createdAt,
};

/**
 * Orders at tables that are open (not completed nor cancelled), or placed since their table's guests
 * sat, oldest first. Two index-friendly reads (open ones by status; the others from the earliest
 * seating on, by time) rather than one that would walk the store's whole history.
 */
export async function listLiveOrders(db: Db, tenantId: number) {
  const [open, [earliest]] = await Promise.all([
    db
      .select(liveOrderColumns)
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.status, 'created'), isNotNull(orders.tableId))),
    db
      .select({ at: sql<Date | null>`min(${storeTables.seatedAt})`.mapWith(storeTables.seatedAt) })
      .from(storeTables)
      .where(eq(storeTables.tenantId, tenantId)),
  ]);
  const sinceSeated = earliest?.at
    ? await db
        .select({ ...liveOrderColumns, seatedAt: storeTables.seatedAt })
        .from(orders)
        .innerJoin(
          storeTables,
          and(eq(storeTables.tenantId, orders.tenantId), eq(storeTables.id, orders.tableId)),
        )
        .where(
          and(
            eq(orders.tenantId, tenantId),
            gte(orders.createdAt, earliest.at),
            ne(orders.status, 'created'),
            ne(orders.status, 'cancelled'),
          ),
        )
    : [];
  const closedSinceSeated = sinceSeated
    .filter((o) => o.seatedAt !== null && o.createdAt >= o.seatedAt)
    .map(({ seatedAt: _, ...o }) => o);
  return [...open, ...closedSinceSeated].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
}

export type LiveOrderRow = Awaited<ReturnType<typeof listLiveOrders>>[number];

/** Locks the order, if it is the tenant's. */
export async function lockOrder(tx: Db, tenantId: number, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      tableId: orders.tableId,
      tokenNo: orders.tokenNo,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      billId: orders.billId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

/** Locks the tables' open orders (not completed nor cancelled: the ones a merge moves). */
export function lockOpenOrdersOfTables(tx: Db, tenantId: number, tableIds: number[]) {
  return tx
    .select({
      id: orders.id,
      tableId: orders.tableId,
      tokenNo: orders.tokenNo,
      billId: orders.billId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(eq(orders.tenantId, tenantId), inArray(orders.tableId, tableIds), eq(orders.status, 'created')),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

export async function countOpenUnpaidOrders(db: Db, tenantId: number, tableId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.tableId, tableId),
        eq(orders.status, 'created'),
        eq(orders.paymentStatus, 'pending'),
      ),
    );
  return row.n;
}

export async function moveOrdersToTable(tx: Db, tenantId: number, orderIds: number[], tableId: number) {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ tableId, deliveryType: 'dinein', updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)));
}

/** Records that the bill of these open orders was printed; returns the ids it marked. */
export async function markBillPrinted(db: Db, tenantId: number, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .update(orders)
    .set({ billPrintedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}
