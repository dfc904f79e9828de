import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountReasons, orderItems, orders } from '../../db/schema';

/** SQL of the store's discount reasons and of the discounts on orders and their lines. */

export function listReasons(db: Db, tenantId: number) {
  return db
    .select({ id: discountReasons.id, title: discountReasons.title })
    .from(discountReasons)
    .where(eq(discountReasons.tenantId, tenantId))
    .orderBy(asc(discountReasons.title), asc(discountReasons.id));
}

export async function findReason(db: Db, tenantId: number, reasonId: number) {
  const [row] = await db
    .select({ id: discountReasons.id, title: discountReasons.title })
    .from(discountReasons)
    .where(and(eq(discountReasons.tenantId, tenantId), eq(discountReasons.id, reasonId)));
  return row ?? null;
}

export async function insertReason(db: Db, tenantId: number, title: string) {
  const [row] = await db
    .insert(discountReasons)
    .values({ tenantId, title })
    .returning({ id: discountReasons.id });
  return row.id;
}

export async function updateReason(db: Db, tenantId: number, reasonId: number, title: string) {
  const rows = await db
    .update(discountReasons)
    .set({ title })
    .where(and(eq(discountReasons.tenantId, tenantId), eq(discountReasons.id, reasonId)))
    .returning({ id: discountReasons.id });
  return rows.length > 0;
}

export async function deleteReason(db: Db, tenantId: number, reasonId: number) {
  const rows = await db
    .delete(discountReasons)
    .where(and(eq(discountReasons.tenantId, tenantId), eq(discountReasons.id, reasonId)))
    .returning({ id: discountReasons.id });
  return rows.length > 0;
}

/** What pricing an order needs: its own discount and every line with its tax and discount. */
export async function loadOrderForPricing(tx: Db, tenantId: number, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      paymentStatus: orders.paymentStatus,
      discountKind: orders.discountKind,
      discountValue: orders.discountValue,
      serviceChargeRate: orders.serviceChargeRate,
      serviceChargeTaxRate: orders.serviceChargeTaxRate,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (!order) return null;
  const lines = await tx
    .select({
      id: orderItems.id,
      status: orderItems.status,
      lineTotal: orderItems.lineTotal,
      taxRateBasisPoints: orderItems.taxRateBasisPoints,
      taxType: orderItems.taxType,
      discountKind: orderItems.discountKind,
      discountValue: orderItems.discountValue,
      discountAmount: orderItems.discountAmount,
      adjustment: orderItems.adjustment,
      taxAmount: orderItems.taxAmount,
      netAmount: orderItems.netAmount,
    })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  return { order, lines };
}

export async function updateLinePricing(
  tx: Db,
  tenantId: number,
  lineId: number,
  pricing: { discountAmount: number; taxAmount: number; netAmount: number },
) {
  await tx
    .update(orderItems)
    .set({ ...pricing, updatedAt: sql`now()` })
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, lineId)));
}

export async function updateOrderTotals(
  tx: Db,
  tenantId: number,
  orderId: number,
  totals: {
    itemsTotal: number;
    taxTotal: number;
    payableTotal: number;
    discountTotal: number;
    compTotal: number;
    serviceChargeTotal: number;
    serviceChargeTax: number;
  },
) {
  await tx
    .update(orders)
    .set({ ...totals, updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}

/** A discount as stored with its order or line; all null removes it. */
export interface StoredDiscount {
  discountKind: string | null;
  discountValue: number | null;
  discountReason: string | null;
  discountBy: number | null;
  discountApprovedBy: number | null;
}

export const NO_DISCOUNT: StoredDiscount = {
  discountKind: null,
  discountValue: null,
  discountReason: null,
  discountBy: null,
  discountApprovedBy: null,
};

export async function setOrderDiscount(tx: Db, tenantId: number, orderId: number, discount: StoredDiscount) {
  await tx
    .update(orders)
    .set(discount)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}

export async function setLineDiscount(tx: Db, tenantId: number, lineId: number, discount: StoredDiscount) {
  await tx
    .update(orderItems)
    .set(discount)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, lineId)));
}

/** The order a line belongs to, with the line's price and status (null: not the tenant's line). */
export async function findLine(db: Db, tenantId: number, lineId: number) {
  const [row] = await db
    .select({
      orderId: orderItems.orderId,
      itemTitle: orderItems.itemTitle,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
      status: orderItems.status,
      adjustment: orderItems.adjustment,
    })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, lineId)));
  return row ?? null;
}
