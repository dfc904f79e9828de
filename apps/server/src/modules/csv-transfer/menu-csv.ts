import { MENU_CSV_COLUMNS, MENU_CSV_REQUIRED, type TCsvImportPreview } from '@mise/contracts';
import { formatAmount, LANGUAGES, type Language, MAX_AMOUNT_MINOR } from '@mise/domain';
import type { Translations } from '../../db/schema/menu';
import { undefuseCell, writeCsv } from '../../lib/csv';
import { formatOptionList, type NamedPrice, parseDecimal, parseOptionList, readCsvTable } from './csv-file';
import { type Existing, matchRows, previewOf, type ReadRow, readIdCell } from './import-plan';

/**
 * The menu as CSV, one row per item: id, name, category, price, tax, station, variants, options.
 * Prices are decimals in the store's currency; variants ("Small=9.00; Large=12.00") each set the
 * item's price, options ("Cheese=1.00; Bacon=2.00") are its addons. Category, tax and station are
 * named; a category the store lacks is made, an unknown tax or station is an error of the row.
 * name_es, name_fr… hold the item's name in each language (issue 23); a file without one of those
 * columns leaves that language's name as it is, an empty cell removes it.
 * Nothing here reads or writes the database: the service hands in the store's menu.
 */

export type MenuColumn = (typeof MENU_CSV_COLUMNS)[number];

export const NAME_MAX = 120;
export const CATEGORY_MAX = 80;
export const OPTION_MAX = 80;

export interface MenuStore {
  items: MenuItemNow[];
  categories: Array<{ id: number; title: string }>;
  taxes: Array<{ id: number; title: string }>;
  stations: Array<{ id: number; name: string }>;
}

export interface MenuItemNow extends Existing {
  price: number;
  translations: Translations;
  categoryId: number | null;
  taxId: number | null;
  stationId: number | null;
  variants: Array<{ id: number } & NamedPrice>;
  addons: Array<{ id: number } & NamedPrice>;
}

/** One valid row, its names still as written. */
export interface MenuRowValues {
  name: string;
  category: string | null;
  price: number;
  tax: string | null;
  /** undefined: the file has no station column (an update keeps the item's station). */
  station: string | null | undefined;
  variants: NamedPrice[];
  options: NamedPrice[];
  /** The names in the languages whose column the file has ('' = none). */
  names: Partial<Record<Language, string>>;
}

/** What one row writes, every name resolved to an id (a category to make is named). */
export interface MenuWrite {
  row: number;
  existing: MenuItemNow | null;
  title: string;
  price: number;
  category: { id: number } | { create: string } | null;
  taxId: number | null;
  stationId: number | null | undefined;
  variants: NamedPrice[];
  options: NamedPrice[];
  /** The item's names in other languages once written (the ones the file has replace the store's). */
  translations: Translations;
}

/** The column of an item's name in `language`. */
const nameColumn = (language: Language) => `name_${language}` as const;

/** An item's translations with the file's names in: a name set, an empty one removed. */
export function withNames(now: Translations, names: Partial<Record<Language, string>>): Translations {
  const next: Translations = { ...now };
  for (const [language, name] of Object.entries(names)) {
    if (name) next[language] = { ...next[language], title: name };
    else delete next[language];
  }
  return next;
}

/** Two items' translations say the same (whatever their keys' order). */
export function sameTranslations(a: Translations, b: Translations): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k]?.title ?? '') === (b[k]?.title ?? ''));
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');
const parseMoney = (text: string) => {
  const minor = parseDecimal(text, 2);
  return minor !== null && minor <= MAX_AMOUNT_MINOR ? minor : null;
};

/** The export: every item of the store, in the menu editor's order. */
export function menuToCsv(store: MenuStore): string {
  const categoryTitle = new Map(store.categories.map((c) => [c.id, c.title]));
  const taxTitle = new Map(store.taxes.map((t) => [t.id, t.title]));
  const stationName = new Map(store.stations.map((s) => [s.id, s.name]));
  const title = <T>(map: Map<number, T>, id: number | null) => (id === null ? '' : String(map.get(id) ?? ''));
  return writeCsv(
    MENU_CSV_COLUMNS,
    store.items.map((item) => [
      { number: String(item.id) },
      item.name,
      title(categoryTitle, item.categoryId),
      { number: formatAmount(item.price) },
      title(taxTitle, item.taxId),
      title(stationName, item.stationId),
      formatOptionList(item.variants, formatAmount),
      formatOptionList(item.addons, formatAmount),
      ...LANGUAGES.map((language) => item.translations[language]?.title ?? ''),
    ]),
  );
}

/** The cells of one row, checked on their own. */
export function readMenuRow(
  row: number,
  cells: Partial<Record<MenuColumn, string>>,
  hasStation: boolean,
  nameLanguages: readonly Language[] = [],
) {
  const errors: string[] = [];
  const text = (column: MenuColumn) => undefuseCell(cells[column] ?? '').trim();
  const name = text('name');
  if (name === '') errors.push('The name is missing.');
  else if (name.length > NAME_MAX) errors.push(`The name is longer than ${NAME_MAX} characters.`);
  const category = text('category');
  if (category.length > CATEGORY_MAX) errors.push(`The category is longer than ${CATEGORY_MAX} characters.`);
  const priceText = cells.price ?? '';
  const price = priceText === '' ? null : parseMoney(priceText);
  if (priceText === '') errors.push('The price is missing.');
  else if (price === null)
    errors.push(`The price “${priceText}” is not a valid amount: write it like 12.50.`);
  const tax = text('tax');
  const station = hasStation ? text('station') : undefined;
  const lists = (column: 'variants' | 'options', noun: string) => {
    const { options, problems } = parseOptionList(text(column), parseMoney);
    for (const problem of problems) errors.push(`In ${column}, ${problem}.`);
    const seen = new Set<string>();
    for (const o of options) {
      if (o.title.length > OPTION_MAX)
        errors.push(`The ${noun} “${o.title}” is longer than ${OPTION_MAX} characters.`);
      if (seen.has(key(o.title))) errors.push(`The ${noun} “${o.title}” is listed twice.`);
      seen.add(key(o.title));
    }
    return options.map(({ title, price }) => ({ title, price }));
  };
  const variants = lists('variants', 'variant');
  const options = lists('options', 'option');
  const names: Partial<Record<Language, string>> = {};
  for (const language of nameLanguages) {
    const translated = text(nameColumn(language));
    if (translated.length > NAME_MAX)
      errors.push(`The name in ${language} is longer than ${NAME_MAX} characters.`);
    names[language] = translated;
  }
  const read: ReadRow<MenuRowValues> = {
    row,
    name,
    id: readIdCell(cells.id ?? ''),
    values:
      errors.length || price === null
        ? null
        : {
            name,
            category: category || null,
            price,
            tax: tax || null,
            station: station === undefined ? undefined : station || null,
            variants,
            options,
            names,
          },
    errors,
    notes: [],
  };
  return read;
}

/** What each row of the file does to the store's menu, and what is wrong with it. */
export function planMenuImport(
  text: string,
  store: MenuStore,
): { preview: TCsvImportPreview; writes: MenuWrite[] } {
  const table = readCsvTable(text, MENU_CSV_COLUMNS, MENU_CSV_REQUIRED);
  const hasStation = table.columns.has('station');
  const nameLanguages = LANGUAGES.filter((language) => table.columns.has(nameColumn(language)));
  const rows = table.rows.map((r) => readMenuRow(r.row, r.cells, hasStation, nameLanguages));
  for (const [i, r] of table.rows.entries()) {
    if (r.extraCells) rows[i].errors.push('The row has more cells than the header has columns.');
  }
  const matched = matchRows(rows, store.items, { one: 'menu item', the: 'Menu item' });

  const categoryByName = new Map<string, number>();
  for (const c of store.categories)
    if (!categoryByName.has(key(c.title))) categoryByName.set(key(c.title), c.id);
  const taxesByName = new Map<string, number[]>();
  for (const t of store.taxes)
    taxesByName.set(key(t.title), [...(taxesByName.get(key(t.title)) ?? []), t.id]);
  const stationByName = new Map(store.stations.map((s) => [key(s.name), s.id]));
  const newCategories = new Map<string, string>();

  const writes: MenuWrite[] = [];
  for (const r of matched) {
    const v = r.values;
    if (!v) continue;
    let taxId: number | null = null;
    if (v.tax !== null) {
      const ids = taxesByName.get(key(v.tax)) ?? [];
      if (ids.length === 0)
        r.errors.push(`The tax “${v.tax}” is not one of the store’s taxes (Settings → Taxes).`);
      else if (ids.length > 1)
        r.errors.push(`Several taxes are named “${v.tax}”: rename one in Settings → Taxes.`);
      else taxId = ids[0];
    }
    let stationId: number | null | undefined = v.station === null ? null : undefined;
    if (v.station) {
      stationId = stationByName.get(key(v.station));
      if (stationId === undefined)
        r.errors.push(`The station “${v.station}” is not one of the store’s stations.`);
    }
    let category: MenuWrite['category'] = null;
    if (v.category !== null) {
      const id = categoryByName.get(key(v.category));
      if (id !== undefined) category = { id };
      else {
        category = { create: newCategories.get(key(v.category)) ?? v.category };
        if (!r.errors.length) newCategories.set(key(v.category), category.create);
        r.notes.push(`New category “${category.create}”.`);
      }
    }
    if (r.errors.length) continue;
    const write: MenuWrite = {
      row: r.row,
      existing: r.target,
      title: v.name,
      price: v.price,
      category,
      taxId,
      stationId,
      variants: v.variants,
      options: v.options,
      translations: withNames(r.target?.translations ?? {}, v.names),
    };
    if (r.target) r.notes.push(...changesOf(r.target, write));
    writes.push(write);
  }
  const notes = [...newCategories.values()].map((title) => `Creates the category “${title}”.`);
  return { preview: previewOf(matched, notes), writes };
}

/** The same options whatever their order (an import keeps the order the store has). */
function sameOptions(a: readonly NamedPrice[], b: readonly NamedPrice[]) {
  const now = new Map(a.map((o) => [o.title, o.price]));
  return a.length === b.length && b.every((o) => now.get(o.title) === o.price);
}

/** What an update changes, in words; "No changes." when nothing. */
function changesOf(now: MenuItemNow, write: MenuWrite): string[] {
  const changed: string[] = [];
  if (now.name !== write.title) changed.push(`renamed from “${now.name}”`);
  if (now.price !== write.price)
    changed.push(`price ${formatAmount(now.price)} → ${formatAmount(write.price)}`);
  const categoryId = write.category === null ? null : 'id' in write.category ? write.category.id : -1;
  if (now.categoryId !== categoryId) changed.push('category');
  if (now.taxId !== write.taxId) changed.push('tax');
  if (write.stationId !== undefined && now.stationId !== write.stationId) changed.push('station');
  if (!sameOptions(now.variants, write.variants)) changed.push('variants');
  if (!sameOptions(now.addons, write.options)) changed.push('options');
  if (!sameTranslations(now.translations, write.translations)) changed.push('names in other languages');
  if (!changed.length) return ['No changes.'];
  return [`Changes: ${changed.join(', ')}.`];
}
