import { DEFAULT_KITCHEN_AGE_LIMITS } from '@mise/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kitchenSettings, orderItems, orders, storeSettings } from '../../db/schema';

/** SQL of the token board. Every function takes the tenant and touches only its rows. */

/** The store's timezone (its day numbers the tokens); null when there is no such store. */
export async function findStoreTimezone(db: Db, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ timezone: storeSettings.timezone })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenantId));
  return row?.timezone ?? null;
}

/** The store's timezone and its board link version (1 until it is first replaced); null: no store. */
export async function findBoardStore(db: Db, tenantId: number) {
  const [row] = await db
    .select({ timezone: storeSettings.timezone, version: kitchenSettings.boardLinkVersion })
    .from(storeSettings)
    .leftJoin(kitchenSettings, eq(kitchenSettings.tenantId, storeSettings.tenantId))
    .where(eq(storeSettings.tenantId, tenantId));
  return row ? { timezone: row.timezone, version: row.version ?? 1 } : null;
}

/**
 * Raises the store's board link version, which every link given out before was signed with, and
 * answers the new one. A store that never set its ticket colours gets its kitchen settings row here,
 * with the default colours (as it reads them without a row).
 */
export async function bumpBoardLinkVersion(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .insert(kitchenSettings)
    .values({ tenantId, ...DEFAULT_KITCHEN_AGE_LIMITS, boardLinkVersion: 2 })
    .onConflictDoUpdate({
      target: kitchenSettings.tenantId,
      set: { boardLinkVersion: sql`${kitchenSettings.boardLinkVersion} + 1`, updatedAt: new Date() },
    })
    .returning({ version: kitchenSettings.boardLinkVersion });
  return row.version;
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
