import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** SQL of voids and comps on order lines. */

export interface LineAdjustment {
  kind: 'void' | 'comp';
  reason: string | null;
  by: number;
  approvedBy: number | null;
  /** The line was cancelled in this transaction already (the Orders screen's status change). */
  isCancelledAlready?: boolean;
}

/**
 * What a line took from the counted portions (86) and from stock (issue 20), to give it back when
 * it is voided.
 */
export const portionColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  stockUsed: orderItems.stockUsed,
  itemId: orderItems.itemId,
  itemTitle: orderItems.itemTitle,
  variantId: orderItems.variantId,
  variantTitle: orderItems.variantTitle,
  addons: orderItems.addons,
  quantity: orderItems.quantity,
};

/**
 * A void cancels the line; a comp leaves its status (the kitchen still makes it) and makes it free.
 * A void changes only a line not cancelled yet and answers it (null when it already was), so the
 * portions it took are given back once.
 */
export async function adjustLine(tx: Db, tenantId: number, lineId: number, adjustment: LineAdjustment) {
  const [row] = await tx
    .update(orderItems)
    .set({
      ...(adjustment.kind === 'void' ? { status: 'cancelled' } : {}),
      adjustment: adjustment.kind,
      adjustmentReason: adjustment.reason,
      adjustedBy: adjustment.by,
      adjustmentApprovedBy: adjustment.approvedBy,
      adjustedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orderItems.id, lineId),
        adjustment.kind === 'void' && !adjustment.isCancelledAlready
          ? ne(orderItems.status, 'cancelled')
          : undefined,
      ),
    )
    .returning(portionColumns);
  return row ?? null;
}

/**
 * Locks the order of a line, as a void does before it changes the line: a status change and a void
 * of the same line then run one after the other, instead of each holding the row the other needs.
 */
export async function lockOrderOfLine(tx: Db, tenantId: number, lineId: number) {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(
          orders.id,
          sql`(select ${orderItems.orderId} from ${orderItems} where ${orderItems.tenantId} = ${tenantId} and ${orderItems.id} = ${lineId})`,
        ),
      ),
    )
    .for('update');
}

/** The lines as they took from the counted portions (a line brought back takes them again). */
export async function findPortionLines(tx: Db, tenantId: number, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return tx
    .select(portionColumns)
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.id, lineIds)));
}

/** Voids every line of the orders that is not cancelled yet (the orders are being cancelled). */
export async function voidOpenLinesOfOrders(
  tx: Db,
  tenantId: number,
  orderIds: number[],
  adjustment: LineAdjustment,
) {
  return tx
    .update(orderItems)
    .set({
      status: 'cancelled',
      adjustment: 'void',
      adjustmentReason: adjustment.reason,
      adjustedBy: adjustment.by,
      adjustmentApprovedBy: adjustment.approvedBy,
      adjustedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        inArray(orderItems.orderId, orderIds),
        ne(orderItems.status, 'cancelled'),
      ),
    )
    .returning({ lineTotal: orderItems.lineTotal, ...portionColumns });
}

const NO_ADJUSTMENT = {
  adjustment: null,
  adjustmentReason: null,
  adjustedBy: null,
  adjustmentApprovedBy: null,
  adjustedAt: null,
};

export async function clearAdjustment(tx: Db, tenantId: number, lineId: number) {
  await tx
    .update(orderItems)
    .set({ ...NO_ADJUSTMENT, updatedAt: sql`now()` })
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, lineId)));
}

/** A voided line brought back (its status set again) is no longer a void; a comp stays. */
export async function clearVoid(tx: Db, tenantId: number, lineId: number) {
  await tx
    .update(orderItems)
    .set(NO_ADJUSTMENT)
    .where(
      and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, lineId), eq(orderItems.adjustment, 'void')),
    );
}
