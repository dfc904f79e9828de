import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, storeSettings } from '../../db/schema';

/** SQL of the token board. Every function takes the tenant and touches only its rows. */

/** The store's timezone (its day numbers the tokens); null when there is no such store. */
export async function findStoreTimezone(db: Db, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ timezone: storeSettings.timezone })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenantId));
  return row?.timezone ?? null;
}

/**
 * The open orders of the store's token day with where their lines stand (cancelled lines left out):
 * whether every line is made (completed or delivered), whether every line was served (delivered),
 * and when a line last changed. Oldest first.
 */
export function listOpenTokens(db: Db, tenantId: number, tokenDay: string) {
  return db
    .select({
      tokenNo: orders.tokenNo,
      allMade: sql<boolean>`bool_and(${orderItems.status} in ('completed', 'delivered'))`,
      allServed: sql<boolean>`bool_and(${orderItems.status} = 'delivered')`,
      lastChange: sql<string>`max(${orderItems.updatedAt})`,
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.tenantId, orders.tenantId)))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.status, 'created'),
        eq(orders.tokenDay, tokenDay),
        ne(orderItems.status, 'cancelled'),
      ),
    )
    .groupBy(orders.id, orders.tokenNo)
    .orderBy(asc(orders.id));
}
