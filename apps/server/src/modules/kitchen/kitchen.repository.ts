import { DEFAULT_KITCHEN_AGE_LIMITS, type TKitchenAgeLimits } from '@mise/contracts';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, kitchenSettings, menuItems, stations } from '../../db/schema';

/** SQL of what a kitchen screen is set up with. Every function takes the tenant. */

export function listStationNames(db: Db, tenantId: number) {
  return db
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(eq(stations.tenantId, tenantId))
    .orderBy(asc(stations.id));
}

/** The station an item's lines go to: its own when it has one, else its category's. */
export const itemStationId = sql<number | null>`coalesce(${menuItems.stationId}, ${categories.stationId})`;

/** Each menu item routed to a station (its own, or its category's), with that station. */
export function listItemStations(db: Db, tenantId: number) {
  return db
    .select({ itemId: menuItems.id, stationId: itemStationId })
    .from(menuItems)
    .leftJoin(
      categories,
      and(eq(categories.tenantId, menuItems.tenantId), eq(categories.id, menuItems.categoryId)),
    )
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        or(isNotNull(menuItems.stationId), isNotNull(categories.stationId)),
      ),
    );
}

/** The store's ticket age colours; a store that never set them has the defaults. */
export async function readAgeLimits(db: Db, tenantId: number): Promise<TKitchenAgeLimits> {
  const [row] = await db
    .select({ waitingMinutes: kitchenSettings.waitingMinutes, lateMinutes: kitchenSettings.lateMinutes })
    .from(kitchenSettings)
    .where(eq(kitchenSettings.tenantId, tenantId));
  return row ?? { ...DEFAULT_KITCHEN_AGE_LIMITS };
}

export async function saveAgeLimits(db: Db, tenantId: number, limits: TKitchenAgeLimits) {
  await db
    .insert(kitchenSettings)
    .values({ tenantId, ...limits })
    .onConflictDoUpdate({ target: kitchenSettings.tenantId, set: { ...limits, updatedAt: new Date() } });
}
