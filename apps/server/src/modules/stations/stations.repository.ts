import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, stations } from '../../db/schema';

/** SQL of kitchen stations and which categories route to them. Every function takes the tenant. */

export async function listStations(db: Db, tenantId: number) {
  const [rows, routed] = await Promise.all([
    db
      .select({ id: stations.id, name: stations.name })
      .from(stations)
      .where(eq(stations.tenantId, tenantId))
      .orderBy(asc(stations.id)),
    db
      .select({ id: categories.id, stationId: categories.stationId })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), sql`${categories.stationId} is not null`))
      .orderBy(asc(categories.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    categoryIds: routed.filter((c) => c.stationId === row.id).map((c) => c.id),
  }));
}

export async function insertStation(db: Db, tenantId: number, name: string) {
  const [row] = await db.insert(stations).values({ tenantId, name }).returning({ id: stations.id });
  return row.id;
}

export async function renameStation(db: Db, tenantId: number, stationId: number, name: string) {
  const rows = await db
    .update(stations)
    .set({ name })
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, stationId)))
    .returning({ id: stations.id });
  return rows.length > 0;
}

/** How many of the listed categories are the tenant's own. */
export async function countOwnCategories(db: Db, tenantId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, categoryIds)));
  return row.n;
}

/** The station's categories become exactly these: others leave it, these join it (leaving any other). */
export async function routeCategories(db: Db, tenantId: number, stationId: number, categoryIds: number[]) {
  await db
    .update(categories)
    .set({ stationId: null })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.stationId, stationId)));
  if (categoryIds.length === 0) return;
  await db
    .update(categories)
    .set({ stationId })
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, categoryIds)));
}

/** Its categories go back to no station (the foreign key sets them to null). */
export async function deleteStation(db: Db, tenantId: number, stationId: number) {
  const rows = await db
    .delete(stations)
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, stationId)))
    .returning({ id: stations.id });
  return rows.length > 0;
}
