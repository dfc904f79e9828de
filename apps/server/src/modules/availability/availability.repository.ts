import type { TAvailability, TAvailabilityKind } from '@mise/contracts';
import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuAvailability, menuItemAddons, menuItems, menuItemVariants, tenants } from '../../db/schema';

/** SQL of what is sold out or counted (86). Every function takes the tenant. */

const columns = {
  kind: menuAvailability.kind,
  id: menuAvailability.targetId,
  soldOut: menuAvailability.soldOut,
  countLeft: menuAvailability.countLeft,
};

function toAvailability(row: { kind: string; id: number; soldOut: boolean; countLeft: number | null }) {
  return {
    kind: row.kind as TAvailabilityKind,
    id: row.id,
    soldOut: row.soldOut || row.countLeft === 0,
    countLeft: row.countLeft,
  } satisfies TAvailability;
}

export async function listAvailability(db: Db, tenantId: number): Promise<TAvailability[]> {
  const rows = await db.select(columns).from(menuAvailability).where(eq(menuAvailability.tenantId, tenantId));
  return rows.map(toAvailability);
}

/** The rows of these targets (one query for a whole cart). */
export async function findAvailability(
  db: Db,
  tenantId: number,
  targets: ReadonlyArray<{ kind: TAvailabilityKind; id: number }>,
): Promise<TAvailability[]> {
  if (targets.length === 0) return [];
  const byKind = (kind: TAvailabilityKind) => targets.filter((t) => t.kind === kind).map((t) => t.id);
  const conditions = (['item', 'variant', 'addon'] as const)
    .filter((kind) => byKind(kind).length > 0)
    .map((kind) => and(eq(menuAvailability.kind, kind), inArray(menuAvailability.targetId, byKind(kind))));
  const rows = await db
    .select(columns)
    .from(menuAvailability)
    .where(and(eq(menuAvailability.tenantId, tenantId), or(...conditions)));
  return rows.map(toAvailability);
}

/** Whether the item, variant or addon is the tenant's own. */
export async function targetExists(db: Db, tenantId: number, kind: TAvailabilityKind, id: number) {
  const table = { item: menuItems, variant: menuItemVariants, addon: menuItemAddons }[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return rows.length > 0;
}

export async function saveAvailability(
  db: Db,
  tenantId: number,
  kind: TAvailabilityKind,
  id: number,
  state: { soldOut: boolean; countLeft: number | null },
) {
  await db
    .insert(menuAvailability)
    .values({ tenantId, kind, targetId: id, ...state })
    .onConflictDoUpdate({
      target: [menuAvailability.tenantId, menuAvailability.kind, menuAvailability.targetId],
      set: { ...state, updatedAt: new Date() },
    });
}

export async function clearAvailability(db: Db, tenantId: number, kind: TAvailabilityKind, id: number) {
  await db
    .delete(menuAvailability)
    .where(
      and(
        eq(menuAvailability.tenantId, tenantId),
        eq(menuAvailability.kind, kind),
        eq(menuAvailability.targetId, id),
      ),
    );
}

/**
 * Takes `quantity` portions of a counted target, or nothing when fewer are left or it is sold out
 * by hand: one conditional update, so concurrent orders for the last portion sell it once (the row
 * lock makes the second wait, then it sees the count the first left).
 */
export async function takePortions(
  db: Db,
  tenantId: number,
  kind: TAvailabilityKind,
  id: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(menuAvailability)
    .set({ countLeft: sql`${menuAvailability.countLeft} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(menuAvailability.tenantId, tenantId),
        eq(menuAvailability.kind, kind),
        eq(menuAvailability.targetId, id),
        eq(menuAvailability.soldOut, false),
        isNotNull(menuAvailability.countLeft),
        gte(menuAvailability.countLeft, quantity),
      ),
    )
    .returning({ countLeft: menuAvailability.countLeft });
  return rows.length > 0;
}

/**
 * Gives `quantity` portions back to a counted target (a voided line or a cancelled order): only a
 * row still counted; one sold out by hand stays so, its count going up. Whether a row took them.
 */
export async function givePortions(
  db: Db,
  tenantId: number,
  kind: TAvailabilityKind,
  id: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(menuAvailability)
    .set({ countLeft: sql`${menuAvailability.countLeft} + ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(menuAvailability.tenantId, tenantId),
        eq(menuAvailability.kind, kind),
        eq(menuAvailability.targetId, id),
        isNotNull(menuAvailability.countLeft),
      ),
    )
    .returning({ countLeft: menuAvailability.countLeft });
  return rows.length > 0;
}

/**
 * Takes again what a voided line gave back, when the line is brought back: from a counted row
 * with enough left (one sold out by hand included: the line was sold before). Answers 'short' when
 * a counted row has fewer left, 'taken' or 'uncounted'.
 */
export async function retakePortions(
  db: Db,
  tenantId: number,
  kind: TAvailabilityKind,
  id: number,
  quantity: number,
): Promise<'taken' | 'short' | 'uncounted'> {
  const target = and(
    eq(menuAvailability.tenantId, tenantId),
    eq(menuAvailability.kind, kind),
    eq(menuAvailability.targetId, id),
    isNotNull(menuAvailability.countLeft),
  );
  const taken = await db
    .update(menuAvailability)
    .set({ countLeft: sql`${menuAvailability.countLeft} - ${quantity}`, updatedAt: new Date() })
    .where(and(target, gte(menuAvailability.countLeft, quantity)))
    .returning({ countLeft: menuAvailability.countLeft });
  if (taken.length > 0) return 'taken';
  const counted = await db.select({ id: menuAvailability.targetId }).from(menuAvailability).where(target);
  return counted.length > 0 ? 'short' : 'uncounted';
}

/** Makes every server read the tenant's prices and what is sold out again before its next order. */
export async function bumpMenuVersion(db: Db, tenantId: number) {
  await db
    .update(tenants)
    .set({ menuVersion: sql`${tenants.menuVersion} + 1` })
    .where(eq(tenants.id, tenantId));
}
