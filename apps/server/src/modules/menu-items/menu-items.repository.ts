import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  menuItemAddons,
  menuItems,
  menuItemVariants,
  stations,
  storeSettings,
  taxes,
} from '../../db/schema';

/** SQL of the menu editor. Every function takes the tenant and touches only its rows. */

const itemColumns = {
  id: menuItems.id,
  title: menuItems.title,
  price: menuItems.price,
  netPrice: menuItems.netPrice,
  categoryId: menuItems.categoryId,
  categoryTitle: categories.title,
  stationId: menuItems.stationId,
  taxId: menuItems.taxId,
  taxTitle: taxes.title,
  taxRateBasisPoints: taxes.rateBasisPoints,
  taxType: taxes.type,
  image: menuItems.image,
};

function selectItems(db: Db) {
  return (
    db
      .select(itemColumns)
      .from(menuItems)
      // The tenant is part of each join too: an item can only ever show its own tenant's category and tax.
      .leftJoin(
        categories,
        and(eq(categories.id, menuItems.categoryId), eq(categories.tenantId, menuItems.tenantId)),
      )
      .leftJoin(taxes, and(eq(taxes.id, menuItems.taxId), eq(taxes.tenantId, menuItems.tenantId)))
  );
}

export type MenuItemRow = Awaited<ReturnType<typeof listMenuItems>>[number];

export function listMenuItems(db: Db, tenantId: number) {
  return selectItems(db).where(eq(menuItems.tenantId, tenantId)).orderBy(asc(menuItems.id));
}

export async function findMenuItem(db: Db, tenantId: number, itemId: number) {
  const [row] = await selectItems(db).where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)));
  return row ?? null;
}

/** Variants and addons of the given items, in creation order. */
export async function listOptions(db: Db, tenantId: number, itemIds: number[]) {
  if (itemIds.length === 0) return { variants: [], addons: [] };
  const [variants, addons] = [
    await db
      .select({
        id: menuItemVariants.id,
        itemId: menuItemVariants.itemId,
        title: menuItemVariants.title,
        price: menuItemVariants.price,
        groupId: menuItemVariants.groupId,
      })
      .from(menuItemVariants)
      .where(and(eq(menuItemVariants.tenantId, tenantId), inArray(menuItemVariants.itemId, itemIds)))
      .orderBy(asc(menuItemVariants.id)),
    await db
      .select({
        id: menuItemAddons.id,
        itemId: menuItemAddons.itemId,
        title: menuItemAddons.title,
        price: menuItemAddons.price,
        groupId: menuItemAddons.groupId,
      })
      .from(menuItemAddons)
      .where(and(eq(menuItemAddons.tenantId, tenantId), inArray(menuItemAddons.itemId, itemIds)))
      .orderBy(asc(menuItemAddons.id)),
  ];
  return { variants, addons };
}

export async function categoryExists(db: Db, tenantId: number, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)));
  return Boolean(row);
}

export async function stationExists(db: Db, tenantId: number, stationId: number) {
  const [row] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), eq(stations.id, stationId)));
  return Boolean(row);
}

export async function taxExists(db: Db, tenantId: number, taxId: number) {
  const [row] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.tenantId, tenantId), eq(taxes.id, taxId)));
  return Boolean(row);
}

export interface MenuItemValues {
  title: string;
  price: number;
  netPrice: number | null;
  categoryId: number | null;
  taxId: number | null;
  /** Its own kitchen station; undefined leaves it as it is. */
  stationId?: number | null;
}

export async function insertMenuItem(db: Db, tenantId: number, values: MenuItemValues) {
  const [row] = await db
    .insert(menuItems)
    .values({ tenantId, ...values })
    .returning({ id: menuItems.id });
  return row.id;
}

export async function updateMenuItem(db: Db, tenantId: number, itemId: number, values: MenuItemValues) {
  const rows = await db
    .update(menuItems)
    .set(values)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)))
    .returning({ id: menuItems.id });
  return rows.length === 1;
}

/** Sets the item's photo and returns the one it replaces; null when the item is not the tenant's. */
export async function replaceMenuItemImage(db: Db, tenantId: number, itemId: number, image: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: menuItems.image })
      .from(menuItems)
      .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)))
      .for('update');
    if (!current) return null;
    await tx
      .update(menuItems)
      .set({ image })
      .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)));
    return { previous: current.image };
  });
}

/** Deletes the item (its variants and addons go with it) and returns its photo; null when not found. */
export async function deleteMenuItem(db: Db, tenantId: number, itemId: number) {
  const [row] = await db
    .delete(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)))
    .returning({ image: menuItems.image });
  return row ?? null;
}

/**
 * Whether an uploaded image is still used by a menu item other than `exceptItemId` (null: any) or as
 * the store's logo: the same picture uploaded twice is one file (its name is its content hash).
 */
export async function isImageUsedElsewhere(
  db: Db,
  tenantId: number,
  image: string,
  exceptItemId: number | null,
) {
  const [item] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        eq(menuItems.image, image),
        exceptItemId === null ? undefined : ne(menuItems.id, exceptItemId),
      ),
    )
    .limit(1);
  if (item) return true;
  const [store] = await db
    .select({ id: storeSettings.tenantId })
    .from(storeSettings)
    .where(and(eq(storeSettings.tenantId, tenantId), eq(storeSettings.image, image)));
  return Boolean(store);
}

// ---------------------------------------------------------------- variants and addons

export interface OptionValues {
  title: string;
  price: number;
}

/** An option as saved: in its modifier group. */
export interface GroupedOptionValues extends OptionValues {
  groupId: number;
}

export async function insertVariant(db: Db, tenantId: number, itemId: number, values: GroupedOptionValues) {
  const [row] = await db
    .insert(menuItemVariants)
    .values({ tenantId, itemId, ...values })
    .returning({ id: menuItemVariants.id });
  return row.id;
}

/** A variant id counts only together with its own item and tenant. */
const variantOf = (tenantId: number, itemId: number, variantId: number) =>
  and(
    eq(menuItemVariants.tenantId, tenantId),
    eq(menuItemVariants.itemId, itemId),
    eq(menuItemVariants.id, variantId),
  );

export async function findVariant(db: Db, tenantId: number, itemId: number, variantId: number) {
  const [row] = await db
    .select({ title: menuItemVariants.title, price: menuItemVariants.price })
    .from(menuItemVariants)
    .where(variantOf(tenantId, itemId, variantId));
  return row ?? null;
}

export async function updateVariant(
  db: Db,
  tenantId: number,
  itemId: number,
  variantId: number,
  values: OptionValues,
) {
  const rows = await db
    .update(menuItemVariants)
    .set(values)
    .where(variantOf(tenantId, itemId, variantId))
    .returning({ id: menuItemVariants.id });
  return rows.length === 1;
}

export async function deleteVariant(db: Db, tenantId: number, itemId: number, variantId: number) {
  const rows = await db
    .delete(menuItemVariants)
    .where(variantOf(tenantId, itemId, variantId))
    .returning({ id: menuItemVariants.id });
  return rows.length === 1;
}

export async function insertAddon(db: Db, tenantId: number, itemId: number, values: GroupedOptionValues) {
  const [row] = await db
    .insert(menuItemAddons)
    .values({ tenantId, itemId, ...values })
    .returning({ id: menuItemAddons.id });
  return row.id;
}

const addonOf = (tenantId: number, itemId: number, addonId: number) =>
  and(
    eq(menuItemAddons.tenantId, tenantId),
    eq(menuItemAddons.itemId, itemId),
    eq(menuItemAddons.id, addonId),
  );

export async function findAddon(db: Db, tenantId: number, itemId: number, addonId: number) {
  const [row] = await db
    .select({ title: menuItemAddons.title, price: menuItemAddons.price })
    .from(menuItemAddons)
    .where(addonOf(tenantId, itemId, addonId));
  return row ?? null;
}

export async function updateAddon(
  db: Db,
  tenantId: number,
  itemId: number,
  addonId: number,
  values: OptionValues & { groupId?: number },
) {
  const rows = await db
    .update(menuItemAddons)
    .set(values)
    .where(addonOf(tenantId, itemId, addonId))
    .returning({ id: menuItemAddons.id });
  return rows.length === 1;
}

export async function deleteAddon(db: Db, tenantId: number, itemId: number, addonId: number) {
  const rows = await db
    .delete(menuItemAddons)
    .where(addonOf(tenantId, itemId, addonId))
    .returning({ id: menuItemAddons.id });
  return rows.length === 1;
}

export async function menuItemExists(db: Db, tenantId: number, itemId: number) {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)));
  return Boolean(row);
}
