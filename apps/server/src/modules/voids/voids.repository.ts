import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema';

/** SQL of voids and comps on order lines. */

export interface LineAdjustment {
  kind: 'void' | 'comp';
  reason: string | null;
  by: number;
  approvedBy: number | null;
}

/** A void cancels the line; a comp leaves its status (the kitchen still makes it) and makes it free. */
export async function adjustLine(tx: Db, tenantId: number, lineId: number, adjustment: LineAdjustment) {
  await tx
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
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, lineId)));
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
    .returning({ id: orderItems.id, lineTotal: orderItems.lineTotal });
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
