import type { ModifierGroupKind } from '@mise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems, modifierGroups } from '../../db/schema';

/** SQL of modifier groups. Every function names the tenant and the item the group belongs to. */

export interface ModifierGroupRow {
  id: number;
  itemId: number;
  kind: ModifierGroupKind;
  title: string;
  minSelect: number;
  maxSelect: number | null;
  sortOrder: number;
}

export interface ModifierGroupValues {
  title: string;
  minSelect: number;
  maxSelect: number | null;
  sortOrder: number;
}

const columns = {
  id: modifierGroups.id,
  itemId: modifierGroups.itemId,
  kind: modifierGroups.kind,
  title: modifierGroups.title,
  minSelect: modifierGroups.minSelect,
  maxSelect: modifierGroups.maxSelect,
  sortOrder: modifierGroups.sortOrder,
};

const groupOf = (tenantId: number, itemId: number, groupId: number) =>
  and(
    eq(modifierGroups.tenantId, tenantId),
    eq(modifierGroups.itemId, itemId),
    eq(modifierGroups.id, groupId),
  );

/** The groups of the given items, in the order a guest meets them. */
export async function listGroups(db: Db, tenantId: number, itemIds: number[]): Promise<ModifierGroupRow[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(modifierGroups)
    .where(and(eq(modifierGroups.tenantId, tenantId), inArray(modifierGroups.itemId, itemIds)))
    .orderBy(asc(modifierGroups.sortOrder), asc(modifierGroups.id));
  return rows as ModifierGroupRow[];
}

export async function findGroup(db: Db, tenantId: number, itemId: number, groupId: number) {
  const [row] = await db
    .select(columns)
    .from(modifierGroups)
    .where(groupOf(tenantId, itemId, groupId));
  return (row as ModifierGroupRow | undefined) ?? null;
}

export async function insertGroup(
  db: Db,
  tenantId: number,
  itemId: number,
  kind: ModifierGroupKind,
  values: ModifierGroupValues,
) {
  const [row] = await db
    .insert(modifierGroups)
    .values({ tenantId, itemId, kind, ...values })
    .returning({ id: modifierGroups.id });
  return row.id;
}

export async function updateGroup(
  db: Db,
  tenantId: number,
  itemId: number,
  groupId: number,
  values: ModifierGroupValues,
) {
  const rows = await db
    .update(modifierGroups)
    .set(values)
    .where(groupOf(tenantId, itemId, groupId))
    .returning({ id: modifierGroups.id });
  return rows.length === 1;
}

/** Deletes the group with its options (ON DELETE CASCADE). */
export async function deleteGroup(db: Db, tenantId: number, itemId: number, groupId: number) {
  const rows = await db
    .delete(modifierGroups)
    .where(groupOf(tenantId, itemId, groupId))
    .returning({ id: modifierGroups.id });
  return rows.length === 1;
}

/** The group an item's first variant makes: "Choose one", none or one, as the spec's variants are. */
export const DEFAULT_VARIANT_GROUP: ModifierGroupValues = {
  title: 'Choose one',
  minSelect: 0,
  maxSelect: 1,
  sortOrder: 0,
};
/** The group an item's first addon makes: "Extras", optional, no limit. */
export const DEFAULT_ADDON_GROUP: ModifierGroupValues = {
  title: 'Extras',
  minSelect: 0,
  maxSelect: null,
  sortOrder: 1,
};

/**
 * The item's variant group, made (DEFAULT_VARIANT_GROUP) when the item has none yet. Two variants
 * added at once make one group: the unique index decides.
 */
export async function variantGroupOf(db: Db, tenantId: number, itemId: number): Promise<number> {
  const group = DEFAULT_VARIANT_GROUP;
  await db.execute(sql`
    insert into modifier_groups (tenant_id, item_id, kind, title, min_select, max_select, sort_order)
    values (${tenantId}, ${itemId}, 'variant', ${group.title}, ${group.minSelect}, ${group.maxSelect}, ${group.sortOrder})
    on conflict (tenant_id, item_id) where kind = 'variant' do nothing`);
  const [row] = await db
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(
      and(
        eq(modifierGroups.tenantId, tenantId),
        eq(modifierGroups.itemId, itemId),
        eq(modifierGroups.kind, 'variant'),
      ),
    );
  return row.id;
}

/**
 * The item's first addon group, made (DEFAULT_ADDON_GROUP) when it has none. Inside a
 * transaction: the item's row is locked first, so two addons added at once make one group.
 */
export async function defaultAddonGroupOf(db: Db, tenantId: number, itemId: number): Promise<number> {
  await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)))
    .for('update');
  const where = and(
    eq(modifierGroups.tenantId, tenantId),
    eq(modifierGroups.itemId, itemId),
    eq(modifierGroups.kind, 'addon'),
  );
  const [first] = await db
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(where)
    .orderBy(asc(modifierGroups.sortOrder), asc(modifierGroups.id))
    .limit(1);
  if (first) return first.id;
  return insertGroup(db, tenantId, itemId, 'addon', DEFAULT_ADDON_GROUP);
}
