import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posStartPictures } from '../../db/schema';

/** The rows of one user of one store. */
const ofUser = (tenantId: number, userId: number) =>
  and(eq(posStartPictures.tenantId, tenantId), eq(posStartPictures.userId, userId));

export async function findPicture(db: Db, tenantId: number, userId: number, screen: string) {
  const [row] = await db
    .select({ picture: posStartPictures.picture })
    .from(posStartPictures)
    .where(and(ofUser(tenantId, userId), eq(posStartPictures.screen, screen)));
  return row?.picture ?? null;
}

/** Keeps `picture` for the user's `screen`, and only the user's `kept` most recently kept screens. */
export async function keepPicture(
  db: Db,
  tenantId: number,
  userId: number,
  screen: string,
  picture: string,
  kept: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(posStartPictures)
      .values({ tenantId, userId, screen, picture })
      .onConflictDoUpdate({
        target: [posStartPictures.tenantId, posStartPictures.userId, posStartPictures.screen],
        set: { picture, updatedAt: sql`now()` },
      });
    const newest = tx
      .select({ screen: posStartPictures.screen })
      .from(posStartPictures)
      .where(ofUser(tenantId, userId))
      .orderBy(desc(posStartPictures.updatedAt))
      .limit(kept);
    await tx
      .delete(posStartPictures)
      .where(and(ofUser(tenantId, userId), notInArray(posStartPictures.screen, newest)));
  });
}
