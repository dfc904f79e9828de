import { LANGUAGES, MAX_AMOUNT_MINOR } from '@mise/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, registerTenant, type TestClient } from '../../test/http-client';
import { changedTables, dumpTenant } from '../../test/proof/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type IngredientNow, ingredientsToCsv, planIngredientsImport } from './ingredients-csv';
import { type MenuItemNow, type MenuStore, menuToCsv, planMenuImport } from './menu-csv';

/**
 * Property tests of the CSV files (issue 20 §6): any valid menu or ingredient list, with names full
 * of what breaks CSV files (quotes, commas, semicolons, line breaks, formula signs, accents, emoji),
 * goes out as CSV and comes back unchanged: as the plan of an import against the same store (every
 * row an update that changes nothing), and through the API on a real database (export → import →
 * export gives the same file, and the store's rows stay as they were).
 */

const key = (s: string) => s.trim().toLocaleLowerCase('en');
const records = (csv: string) => parse(csv, { bom: true }) as string[][];
/** The file without its id column, as an owner writes a new file (a new store's ids differ). */
const withoutIds = (csv: string) =>
  stringify(
    records(csv).map((r) => r.slice(1)),
    { bom: true, record_delimiter: 'windows' },
  );

/** Characters that trouble CSV files, spreadsheets and the option lists, among ordinary text. */
const tricky = fc.constantFrom(
  '=',
  '+',
  '-',
  '@',
  '\t',
  '"',
  ',',
  ';',
  '\\',
  "'",
  ' ',
  '\n',
  '\r\n',
  'é',
  'ß',
  '🍔',
  '=',
);
const char = fc.oneof(
  { weight: 2, arbitrary: tricky },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);
const name = (max: number, unit: fc.Arbitrary<string> = char) =>
  fc
    .string({ unit, minLength: 1, maxLength: Math.min(max, 16) })
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= max && !s.includes('\u0000'));
const uniqueNames = (max: number, maxLength: number, unit?: fc.Arbitrary<string>) =>
  fc.uniqueArray(name(max, unit), { selector: key, maxLength });
const price = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR });
/** An item's names in some languages (issue 23), as tricky as its own. */
const translations = fc.dictionary(fc.constantFrom(...LANGUAGES), fc.record({ title: name(120) }), {
  maxKeys: 3,
});
const options = fc
  .uniqueArray(fc.record({ title: name(80), price }), { selector: (o) => key(o.title), maxLength: 4 })
  .map((list) => list.map((o, i) => ({ id: i + 1, ...o })));

/** A store's menu as the database would hand it to the export. */
const menuStore: fc.Arbitrary<MenuStore> = fc
  .record({
    names: uniqueNames(120, 12).filter((n) => n.length > 0),
    categories: uniqueNames(80, 3),
    taxes: uniqueNames(120, 3),
    stations: uniqueNames(60, 2),
  })
  .chain(({ names, categories, taxes, stations }) => {
    const pick = (n: number) =>
      fc.option(fc.nat({ max: Math.max(n - 1, 0) }), { nil: null }).map((i) => (n ? i : null));
    return fc
      .tuple(
        ...names.map((itemName) =>
          fc.record({
            name: fc.constant(itemName),
            price,
            category: pick(categories.length),
            tax: pick(taxes.length),
            station: pick(stations.length),
            variants: options,
            addons: options,
            translations,
          }),
        ),
      )
      .map((items) => ({
        items: items.map(
          (item, i): MenuItemNow => ({
            id: i + 1,
            name: item.name,
            price: item.price,
            categoryId: item.category === null ? null : item.category + 1,
            taxId: item.tax === null ? null : item.tax + 1,
            stationId: item.station === null ? null : item.station + 1,
            translations: item.translations,
            variants: item.variants.map((v) => ({ ...v, id: v.id + i * 10 })),
            addons: item.addons.map((a) => ({ ...a, id: a.id + i * 10 })),
          }),
        ),
        categories: categories.map((title, i) => ({ id: i + 1, title })),
        taxes: taxes.map((title, i) => ({ id: i + 1, title })),
        stations: stations.map((stationName, i) => ({ id: i + 1, name: stationName })),
      }));
  });

const stockUnit = fc.constantFrom('g', 'kg', 'ml', 'l', 'pcs') as fc.Arbitrary<IngredientNow['unit']>;
const milli = (min: number) => fc.integer({ min, max: 1_000_000_000_000 });
const ingredientList = (names: fc.Arbitrary<string[]>) =>
  names.chain((list) =>
    fc.tuple(
      ...list.map((ingredientName, i) =>
        fc.record({
          id: fc.constant(i + 1),
          name: fc.constant(ingredientName),
          unit: stockUnit,
          costPerUnit: price,
          stockMilli: milli(-1_000_000_000_000),
          lowStockMilli: fc.option(milli(0), { nil: null }),
        }),
      ),
    ),
  );

describe('CSV round trip, as a plan', () => {
  it('a menu exported and read back against the same store changes nothing', () => {
    fc.assert(
      fc.property(menuStore, (store) => {
        fc.pre(store.items.length > 0);
        const { preview, writes } = planMenuImport(menuToCsv(store), store);
        expect(preview.rows.filter((r) => r.errors.length)).toEqual([]);
        expect(preview.totals).toEqual({
          rows: store.items.length,
          create: 0,
          update: store.items.length,
          error: 0,
        });
        for (const row of preview.rows) expect(row.notes).toEqual(['No changes.']);
        expect(writes.map((w) => [w.existing?.id, w.title, w.price, w.variants, w.options])).toEqual(
          store.items.map((i) => [
            i.id,
            i.name,
            i.price,
            i.variants.map(({ title, price }) => ({ title, price })),
            i.addons.map(({ title, price }) => ({ title, price })),
          ]),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a menu exported and read into an empty store creates the same items', () => {
    fc.assert(
      fc.property(menuStore, (store) => {
        fc.pre(store.items.length > 0);
        const empty: MenuStore = { ...store, items: [] };
        const { preview, writes } = planMenuImport(withoutIds(menuToCsv(store)), empty);
        expect(preview.totals.create).toBe(store.items.length);
        expect(writes.map((w) => [w.title, w.category, w.taxId, w.stationId])).toEqual(
          store.items.map((i) => [
            i.name,
            i.categoryId === null ? null : { id: i.categoryId },
            i.taxId,
            i.stationId,
          ]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('ingredients exported and read back change nothing', () => {
    fc.assert(
      fc.property(ingredientList(uniqueNames(120, 10)), (list) => {
        fc.pre(list.length > 0);
        const { preview, writes } = planIngredientsImport(ingredientsToCsv(list), list);
        expect(preview.rows.filter((r) => r.errors.length)).toEqual([]);
        for (const row of preview.rows) expect(row.notes).toEqual(['No changes.']);
        expect(writes.map(({ row: _row, existing, ...values }) => ({ id: existing?.id, ...values }))).toEqual(
          list,
        );
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------- through the API

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const upload = (client: TestClient, path: string, text: string) => {
  const body = multipart('file', 'import.csv', 'text/csv', Buffer.from(text));
  return client.post(path, body.payload, body.headers);
};

/** A valid menu file as an owner would write it: no ids, categories and taxes by name. */
const menuFile = fc
  .record({
    taxes: uniqueNames(40, 2),
    categories: uniqueNames(80, 3),
    items: fc.uniqueArray(
      fc.record({
        name: name(120),
        price,
        variants: options,
        addons: options,
        translations,
        category: fc.nat(),
        tax: fc.nat(),
      }),
      { selector: (i) => key(i.name), minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ taxes, categories, items }) => ({ taxes, categories, items }));

describe('CSV round trip, through the API', () => {
  it('any valid menu file imports, exports the same, and imports again changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(menuFile, async (spec) => {
        const { client, tenantId } = await registerTenant(t.app, 'Round Trip Bistro');
        for (const title of spec.taxes) {
          const res = await client.post('/settings/taxes/add', { title, rate: 5, type: 'exclusive' });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        }
        const store: MenuStore = {
          items: spec.items.map((item, i) => ({
            id: i + 1,
            name: item.name,
            price: item.price,
            categoryId: spec.categories.length ? item.category % (spec.categories.length + 1) || null : null,
            taxId: spec.taxes.length ? item.tax % (spec.taxes.length + 1) || null : null,
            stationId: null,
            translations: item.translations,
            variants: item.variants,
            addons: item.addons,
          })),
          categories: spec.categories.map((title, i) => ({ id: i + 1, title })),
          taxes: spec.taxes.map((title, i) => ({ id: i + 1, title })),
          stations: [],
        };
        const file = withoutIds(menuToCsv(store));
        const imported = await upload(client, '/menu-items/import', file);
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);

        const exported = (await client.get('/menu-items/export.csv')).body as string;
        expect(withoutIds(exported)).toBe(file);
        const before = await dumpTenant(t.app.deps.db, tenantId);
        const again = await upload(client, '/menu-items/import', exported);
        expect(again.body).toMatchObject({ created: 0, updated: spec.items.length });
        expect((await client.get('/menu-items/export.csv')).body).toBe(exported);
        expect(changedTables(before, await dumpTenant(t.app.deps.db, tenantId))).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('any valid ingredients file imports, exports the same, and imports again changing nothing', async () => {
    // Names PostgreSQL's lower() and JavaScript's agree on, as the store's unique index uses lower().
    const plain = fc.oneof(tricky, fc.constantFrom('a', 'B', 'z', 'Ö', 'ñ', '1', '🧂'));
    await fc.assert(
      fc.asyncProperty(ingredientList(uniqueNames(120, 6, plain)), async (list) => {
        fc.pre(list.length > 0);
        const { client, tenantId } = await registerTenant(t.app, 'Stock Round Trip');
        const file = withoutIds(ingredientsToCsv(list));
        const imported = await upload(client, '/ingredients/import', file);
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        const exported = (await client.get('/ingredients/export.csv')).body as string;
        const sorted = (csv: string) =>
          records(csv)
            .map((r) => JSON.stringify(r))
            .sort();
        expect(sorted(withoutIds(exported))).toEqual(sorted(file));
        const before = await dumpTenant(t.app.deps.db, tenantId);
        expect((await upload(client, '/ingredients/import', exported)).status).toBe(200);
        expect((await client.get('/ingredients/export.csv')).body).toBe(exported);
        expect(changedTables(before, await dumpTenant(t.app.deps.db, tenantId))).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
