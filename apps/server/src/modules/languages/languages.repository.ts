import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  menuItemAddons,
  menuItems,
  menuItemVariants,
  modifierGroups,
  storeSettings,
  type Translations,
  users,
} from '../../db/schema';

/** SQL of issue 23's languages: menu names per language, the store's and each user's language. */

export async function findItem(db: Db, tenantId: number, itemId: number) {
  const [row] = await db
    .select({ id: menuItems.id, title: menuItems.title, translations: menuItems.translations })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)));
  return row ?? null;
}

export async function listItemOptions(db: Db, tenantId: number, itemId: number) {
  const variants = await db
    .select({
      id: menuItemVariants.id,
      title: menuItemVariants.title,
      translations: menuItemVariants.translations,
    })
    .from(menuItemVariants)
    .where(and(eq(menuItemVariants.tenantId, tenantId), eq(menuItemVariants.itemId, itemId)))
    .orderBy(asc(menuItemVariants.id));
  const addons = await db
    .select({ id: menuItemAddons.id, title: menuItemAddons.title, translations: menuItemAddons.translations })
    .from(menuItemAddons)
    .where(and(eq(menuItemAddons.tenantId, tenantId), eq(menuItemAddons.itemId, itemId)))
    .orderBy(asc(menuItemAddons.id));
  const groups = await db
    .select({
      id: modifierGroups.id,
      kind: modifierGroups.kind,
      title: modifierGroups.title,
      translations: modifierGroups.translations,
    })
    .from(modifierGroups)
    .where(and(eq(modifierGroups.tenantId, tenantId), eq(modifierGroups.itemId, itemId)))
    .orderBy(asc(modifierGroups.sortOrder), asc(modifierGroups.id));
  return { variants, addons, groups };
}

type OptionTable = typeof menuItemVariants | typeof menuItemAddons | typeof modifierGroups;

/**
 * Writes an item's names per language in one transaction; every option must be this item's.
 * Returns false (nothing written) when one is not.
 */
export async function saveItemTranslations(
  db: Db,
  tenantId: number,
  itemId: number,
  item: Translations,
  options: Array<{ table: OptionTable; rows: Array<{ id: number; translations: Translations }> }>,
) {
  return db.transaction(async (tx) => {
    for (const { table, rows } of options) {
      if (rows.length === 0) continue;
      const ids = rows.map((r) => r.id);
      const found = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.itemId, itemId), inArray(table.id, ids)));
      if (found.length !== new Set(ids).size) return false;
    }
    await tx
      .update(menuItems)
      .set({ translations: item })
      .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, itemId)));
    for (const { table, rows } of options) {
      for (const row of rows) {
        await tx
          .update(table)
          .set({ translations: row.translations })
          .where(and(eq(table.tenantId, tenantId), eq(table.itemId, itemId), eq(table.id, row.id)));
      }
    }
    return true;
  });
}

export async function findCategory(db: Db, tenantId: number, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id, title: categories.title, translations: categories.translations })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)));
  return row ?? null;
}

export async function saveCategoryTranslations(
  db: Db,
  tenantId: number,
  categoryId: number,
  translations: Translations,
) {
  const rows = await db
    .update(categories)
    .set({ translations })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function findStoreLanguage(db: Db, tenantId: number) {
  const [row] = await db
    .select({ language: storeSettings.language, receiptLanguage: storeSettings.receiptLanguage })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenantId));
  return row ?? null;
}

export async function saveStoreLanguage(
  db: Db,
  tenantId: number,
  language: string,
  receiptLanguage: string | null,
) {
  await db
    .update(storeSettings)
    .set({ language, receiptLanguage, updatedAt: new Date() })
    .where(eq(storeSettings.tenantId, tenantId));
}

export async function findUserLanguage(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

export async function saveUserLanguage(db: Db, tenantId: number, userId: number, language: string | null) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
