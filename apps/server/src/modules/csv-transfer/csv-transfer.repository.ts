import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItemAddons, menuItems, menuItemVariants, modifierGroups } from '../../db/schema';
import type { Translations } from '../../db/schema/menu';
import type { ModifierGroupValues } from '../modifier-groups/modifier-groups.repository';

/**
 * SQL of the CSV import that the menu editor's, settings' and inventory's repositories have no
 * function for. Every function takes the tenant.
 */

// ---------------------------------------------------------------- new menu items, in bulk

/** Rows per INSERT: far inside PostgreSQL's 65,535 parameters for the widest of these tables. */
const CHUNK = 1_000;

async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await write(rows.slice(i, i + CHUNK))));
  return out;
}

export interface MenuItemValues {
  title: string;
  price: number;
  categoryId: number | null;
  taxId: number | null;
  /** undefined: an update keeps the item's station. */
  stationId?: number | null;
  /** The item's names in other languages (issue 23). */
  translations: Translations;
}

/** Every item's names in other languages, by item id. */
export async function menuItemTranslations(tx: Db, tenantId: number): Promise<Map<number, Translations>> {
  const rows = await tx
    .select({ id: menuItems.id, translations: menuItems.translations })
    .from(menuItems)
    .where(eq(menuItems.tenantId, tenantId));
  return new Map(rows.map((r) => [r.id, r.translations]));
}

/** Inserts the items (ids rising in their order); answers each one's id and title. */
export function insertMenuItems(
  tx: Db,
  tenantId: number,
  items: ReadonlyArray<MenuItemValues & { stationId: number | null }>,
) {
  return inChunks(items, (chunk) =>
    tx
      .insert(menuItems)
      .values(chunk.map((item) => ({ tenantId, ...item, netPrice: null })))
      .returning({ id: menuItems.id, title: menuItems.title }),
  );
}

export interface NewGroup extends ModifierGroupValues {
  itemId: number;
  kind: 'variant' | 'addon';
}

/** Inserts the groups; answers each one's id, item and kind. */
export function insertModifierGroups(tx: Db, tenantId: number, groups: readonly NewGroup[]) {
  return inChunks(groups, (chunk) =>
    tx
      .insert(modifierGroups)
      .values(chunk.map((group) => ({ tenantId, ...group })))
      .returning({ id: modifierGroups.id, itemId: modifierGroups.itemId, kind: modifierGroups.kind }),
  );
}

export interface NewOption {
  itemId: number;
  groupId: number;
  title: string;
  price: number;
}

export async function insertOptions(
  tx: Db,
  tenantId: number,
  kind: 'variant' | 'addon',
  options: readonly NewOption[],
) {
  const table = kind === 'variant' ? menuItemVariants : menuItemAddons;
  await inChunks(options, async (chunk) => {
    await tx.insert(table).values(chunk.map((option) => ({ tenantId, ...option })));
    return [];
  });
}

/** Updates the items in one statement per thousand; the net price and photo stay as they are. */
export async function updateMenuItems(
  tx: Db,
  tenantId: number,
  items: ReadonlyArray<MenuItemValues & { id: number }>,
) {
  await inChunks(items, async (chunk) => {
    const values = sql.join(
      chunk.map(
        (i) =>
          sql`(${i.id}::int, ${i.title}::text, ${i.price}::int, ${i.categoryId}::int, ${i.taxId}::int, ${i.stationId ?? null}::int, ${i.stationId === undefined}::boolean, ${JSON.stringify(i.translations)}::jsonb)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update menu_items m
         set title = v.title, price = v.price, category_id = v.category_id, tax_id = v.tax_id,
             station_id = case when v.keep_station then m.station_id else v.station_id end,
             translations = v.translations
        from (values ${values}) as v(id, title, price, category_id, tax_id, station_id, keep_station, translations)
       where m.tenant_id = ${tenantId} and m.id = v.id`);
    return [];
  });
}

export interface OptionUpdate {
  id: number;
  title: string;
  price: number;
}

const optionTable = (kind: 'variant' | 'addon') => (kind === 'variant' ? menuItemVariants : menuItemAddons);

export async function updateOptions(
  tx: Db,
  tenantId: number,
  kind: 'variant' | 'addon',
  options: readonly OptionUpdate[],
) {
  await inChunks(options, async (chunk) => {
    const values = sql.join(
      chunk.map((o) => sql`(${o.id}::int, ${o.title}::text, ${o.price}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${optionTable(kind)} o set title = v.title, price = v.price
        from (values ${values}) as v(id, title, price)
       where o.tenant_id = ${tenantId} and o.id = v.id`);
    return [];
  });
}

export async function deleteOptions(
  tx: Db,
  tenantId: number,
  kind: 'variant' | 'addon',
  ids: readonly number[],
) {
  const table = optionTable(kind);
  await inChunks(ids, async (chunk) => {
    await tx.delete(table).where(and(eq(table.tenantId, tenantId), inArray(table.id, chunk)));
    return [];
  });
}
