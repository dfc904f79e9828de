import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrOrderItems, qrOrders, storeTables } from '../../db/schema';

/**
 * SQL of the POS's QR order list. Every function takes the tenant from the session and touches only
 * its rows; "pending" is status 'created' (served by qr_orders_tenant_status_idx).
 */
const PENDING = 'created';

export async function countPendingQrOrders(db: Db, tenantId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(qrOrders)
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.status, PENDING)));
  return row?.n ?? 0;
}

export function listPendingQrOrders(db: Db, tenantId: number) {
  return db
    .select({
      id: qrOrders.id,
      tableId: qrOrders.tableId,
      tableTitle: storeTables.tableTitle,
      floor: storeTables.floor,
      customerType: qrOrders.customerType,
      customerId: qrOrders.customerId,
      customerName: qrOrders.customerName,
      createdAt: qrOrders.createdAt,
    })
    .from(qrOrders)
    .leftJoin(
      storeTables,
      and(eq(storeTables.id, qrOrders.tableId), eq(storeTables.tenantId, qrOrders.tenantId)),
    )
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.status, PENDING)))
    .orderBy(asc(qrOrders.createdAt), asc(qrOrders.id));
}

export function listQrOrderItems(db: Db, tenantId: number, qrOrderIds: number[]) {
  if (qrOrderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      qrOrderId: qrOrderItems.qrOrderId,
      itemId: qrOrderItems.itemId,
      itemTitle: qrOrderItems.itemTitle,
      variantId: qrOrderItems.variantId,
      variantTitle: qrOrderItems.variantTitle,
      addons: qrOrderItems.addons,
      quantity: qrOrderItems.quantity,
      notes: qrOrderItems.notes,
    })
    .from(qrOrderItems)
    .where(and(eq(qrOrderItems.tenantId, tenantId), inArray(qrOrderItems.qrOrderId, qrOrderIds)))
    .orderBy(asc(qrOrderItems.id));
}

export async function findQrOrderStatus(db: Db, tenantId: number, qrOrderId: number) {
  const [row] = await db
    .select({ status: qrOrders.status })
    .from(qrOrders)
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.id, qrOrderId)));
  return row?.status ?? null;
}

/** Moves one pending QR order to `status`; false when it is not the tenant's or no longer pending. */
export async function setQrOrderStatus(db: Db, tenantId: number, qrOrderId: number, status: string) {
  const rows = await db
    .update(qrOrders)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.id, qrOrderId), eq(qrOrders.status, PENDING)))
    .returning({ id: qrOrders.id });
  return rows.length === 1;
}

/** Cancels every pending QR order of the tenant; returns how many. */
export async function cancelPendingQrOrders(db: Db, tenantId: number) {
  const rows = await db
    .update(qrOrders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.status, PENDING)))
    .returning({ id: qrOrders.id });
  return rows.length;
}
