import { and, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** SQL of firing courses. Every function takes the tenant and touches only its rows. */

/** Locks the tenant's order for the rest of the transaction and returns its state, or null. */
export async function lockOrder(tx: Db, tenantId: number, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  return row ?? null;
}

/**
 * Fires the order's held lines (not cancelled) of `course` or an earlier one: their fired_at is
 * set now. Only lines still held match, so a second fire changes nothing. Returns the fired lines.
 */
export function fireHeldLines(tx: Db, tenantId: number, orderId: number, course: number) {
  return tx
    .update(orderItems)
    .set({ firedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orderItems.orderId, orderId),
        isNotNull(orderItems.course),
        lte(orderItems.course, course),
        isNull(orderItems.firedAt),
        ne(orderItems.status, 'cancelled'),
      ),
    )
    .returning({ id: orderItems.id, course: orderItems.course });
}
