import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ingredients, menuItemVariants, stockMovements } from '../../db/schema';
import {
  multipart,
  registerTenant,
  type SignedInTenant,
  signIn,
  type TestClient,
} from '../../test/http-client';
import { changedTables, dumpAll } from '../../test/proof/world';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;

const MENU_HEADER = 'name,category,price,tax,variants,options';
const INGREDIENT_HEADER = 'name,unit,cost_per_unit,stock,low_stock';

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Csv Bistro');
  other = await registerTenant(t.app, 'Other Csv Bistro');
  for (const tenant of [owner, other]) {
    expect(
      (await tenant.client.post('/settings/taxes/add', { title: 'VAT', rate: 10, type: 'inclusive' })).status,
    ).toBe(200);
  }
});
afterAll(() => t.close());

const file = (text: string | Buffer) =>
  multipart('file', 'menu.csv', 'text/csv', Buffer.isBuffer(text) ? text : Buffer.from(text));

function upload(client: TestClient, path: string, text: string | Buffer) {
  const body = file(text);
  return client.post(path, body.payload, body.headers);
}

/** The request must be refused with a 4xx and a message, and change no row of any table. */
async function expectRefused(
  send: () => Promise<{ status: number; body: any }>,
  status: number,
  message: RegExp,
) {
  const before = await dumpAll(t.database.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toMatch(message);
  expect(changedTables(before, await dumpAll(t.database.db))).toEqual([]);
  return res;
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);

describe('menu CSV', () => {
  it('previews every bad row with why, writes nothing until the file is right, then imports it all', async () => {
    const { client } = await registerTenant(t.app, 'Preview Bistro');
    await client.post('/settings/taxes/add', { title: 'VAT', rate: 10, type: 'inclusive' });
    const bad = [
      MENU_HEADER,
      'Burger,Mains,12.50,vat,Single=12.50; Double=16.00,Cheese=1.00; Bacon=2.00',
      'Soup,Starters,abc,,,',
      'Salad,Starters,7.00,GST 99,,',
      'burger,Mains,13.00,,,',
      '"=HYPERLINK(""http://x"")",Drinks,3.00,,,',
    ].join('\n');

    const before = await dumpAll(t.database.db);
    const preview = await upload(client, '/menu-items/import/preview', bad);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(changedTables(before, await dumpAll(t.database.db))).toEqual([]);
    const rows = preview.body.rows;
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'create',
    ]);
    expect(rows[0]).toMatchObject({ row: 2, name: 'Burger' });
    expect(rows[0].errors.join(' ')).toMatch(/also on row 5/);
    expect(rows[1].errors.join(' ')).toMatch(/price “abc” is not a valid amount/);
    expect(rows[2].errors.join(' ')).toMatch(/tax “GST 99” is not one of the store’s taxes/);
    expect(preview.body.totals).toEqual({ rows: 5, create: 1, update: 0, error: 4 });
    expect(preview.body.notes).toEqual(['Creates the category “Drinks”.']);

    await expectRefused(
      () => upload(client, '/menu-items/import', bad),
      400,
      /Nothing was imported: 4 rows have errors/,
    );

    const good = [
      MENU_HEADER,
      'Burger,Mains,12.50,vat,Single=12.50; Double=16.00,Cheese=1.00; Bacon=2.00',
      'Soup,Starters,6,,,',
      'Salad,Starters,7.00,VAT,,',
      '"=HYPERLINK(""http://x"")",Drinks,3.00,,,',
    ].join('\n');
    const imported = await upload(client, '/menu-items/import', good);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({
      message: 'Menu imported: 4 created, 0 updated.',
      created: 4,
      updated: 0,
    });

    const menu = (await client.get('/menu-items')).body;
    const burger = menu.find((i: { title: string }) => i.title === 'Burger');
    expect(burger).toMatchObject({ price: 12.5, category_title: 'Mains', tax_title: 'VAT' });
    expect(burger.variants.map((v: { title: string; price: number }) => [v.title, v.price])).toEqual([
      ['Single', 12.5],
      ['Double', 16],
    ]);
    expect(burger.addons.map((a: { title: string; price: number }) => [a.title, a.price])).toEqual([
      ['Cheese', 1],
      ['Bacon', 2],
    ]);
    expect(burger.modifier_groups.map((g: { kind: string; title: string }) => g.kind).sort()).toEqual([
      'addon',
      'variant',
    ]);
    // The POS sells what was imported.
    const pos = await client.get('/pos/init');
    expect(JSON.stringify(pos.body)).toContain('Burger');

    const exported = await client.get('/menu-items/export.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="menu-items-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvRows(exported.body);
    expect(lines[0]).toBe(
      'id,name,category,price,tax,station,variants,options,name_en,name_es,name_fr,name_de,name_pt,name_ar,name_hi',
    );
    expect(lines[1]).toBe(
      `${burger.id},Burger,Mains,12.50,VAT,,Single=12.50; Double=16.00,Cheese=1.00; Bacon=2.00,,,,,,,`,
    );
    expect(lines[4]).toMatch(/^\d+,"'=HYPERLINK\(""http:\/\/x""\)",Drinks,3.00,,,,,,,,,,,$/);

    // The export comes back unchanged: every row an update that changes nothing.
    const again = await upload(client, '/menu-items/import/preview', exported.body);
    expect(again.body.totals).toEqual({ rows: 4, create: 0, update: 4, error: 0 });
    expect(again.body.rows.every((r: { notes: string[] }) => r.notes[0] === 'No changes.')).toBe(true);
    const beforeReimport = await dumpAll(t.database.db);
    expect((await upload(client, '/menu-items/import', exported.body)).status).toBe(200);
    const changed = changedTables(beforeReimport, await dumpAll(t.database.db));
    expect(changed).toEqual([]);
  });

  it('updates an item by id or name: a new price and category, its variants replaced by name (ids kept)', async () => {
    const { client, tenantId } = await registerTenant(t.app, 'Update Bistro');
    await upload(
      client,
      '/menu-items/import',
      `${MENU_HEADER}\nLatte,Coffee,4.00,,Small=4.00; Large=5.00,Oat milk=0.50`,
    );
    const [latte] = (await client.get('/menu-items')).body;
    const small = latte.variants[0].id;

    const file = `id,${MENU_HEADER}\n${latte.id},Caffè latte,Hot drinks,4.20,,small=4.20; Medium=4.60,`;
    const preview = await upload(client, '/menu-items/import/preview', file);
    expect(preview.body.rows[0]).toMatchObject({ action: 'update', errors: [] });
    expect(preview.body.rows[0].notes.join(' ')).toMatch(/renamed from “Latte”, price 4.00 → 4.20, category/);
    expect((await upload(client, '/menu-items/import', file)).status).toBe(200);

    const after = (await client.get(`/menu-items/${latte.id}`)).body;
    expect(after).toMatchObject({
      title: 'Caffè latte',
      price: 4.2,
      category_title: 'Hot drinks',
      addons: [],
    });
    expect(after.variants).toEqual([
      expect.objectContaining({ id: small, title: 'small', price: 4.2 }),
      expect.objectContaining({ title: 'Medium', price: 4.6 }),
    ]);
    // The price change is in the audit log, as an edit in the menu editor is.
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.action, 'price_change')));
    expect(audit.map((a) => a.subject)).toContain('Caffè latte');
  });

  it('sets an item’s own station by name, keeps it when the file has no station column, clears it when blank', async () => {
    const { client } = await registerTenant(t.app, 'Station Bistro');
    const bar = (await client.post('/stations', { name: 'Bar' })).body.id;
    const header = `${MENU_HEADER},station`;
    expect((await upload(client, '/menu-items/import', `${header}\nMojito,,8,,,,bar`)).status).toBe(200);
    const [mojito] = (await client.get('/menu-items')).body;
    expect(mojito.station_id).toBe(bar);
    expect((await upload(client, '/menu-items/import', `${MENU_HEADER}\nMojito,,9,,,`)).status).toBe(200);
    expect((await client.get(`/menu-items/${mojito.id}`)).body).toMatchObject({ price: 9, station_id: bar });
    const unknown = await upload(client, '/menu-items/import/preview', `${header}\nMojito,,9,,,,Grill`);
    expect(unknown.body.rows[0].errors).toEqual(['The station “Grill” is not one of the store’s stations.']);
    expect((await upload(client, '/menu-items/import', `${header}\nMojito,,9,,,,`)).status).toBe(200);
    expect((await client.get(`/menu-items/${mojito.id}`)).body.station_id).toBeNull();
  });

  it('imports and exports the item’s names in other languages: a column sets them, an empty cell removes one, no column keeps them', async () => {
    const { client } = await registerTenant(t.app, 'Polyglot Bistro');
    const header = `${MENU_HEADER},name_es,name_fr`;
    const first = await upload(client, '/menu-items/import', `${header}\nSoup,,6,,,,Sopa,Soupe`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [soup] = (await client.get('/menu-items')).body;
    const names = async () =>
      (await client.get(`/menu-items/${soup.id}/translations`)).body.item.translations;
    expect(await names()).toEqual({ es: { title: 'Sopa' }, fr: { title: 'Soupe' } });

    const exported = csvRows((await client.get('/menu-items/export.csv')).body);
    expect(exported[0]).toBe(
      'id,name,category,price,tax,station,variants,options,name_en,name_es,name_fr,name_de,name_pt,name_ar,name_hi',
    );
    expect(exported[1]).toBe(`${soup.id},Soup,,6.00,,,,,,Sopa,Soupe,,,,`);

    const preview = await upload(client, '/menu-items/import/preview', `${MENU_HEADER},name_es\nSoup,,6,,,,`);
    expect(preview.body.rows[0].notes).toEqual(['Changes: names in other languages.']);
    expect((await upload(client, '/menu-items/import', `${MENU_HEADER},name_es\nSoup,,6,,,,`)).status).toBe(
      200,
    );
    expect(await names()).toEqual({ fr: { title: 'Soupe' } });
    expect((await upload(client, '/menu-items/import', `${MENU_HEADER}\nSoup,,7,,,`)).status).toBe(200);
    expect(await names()).toEqual({ fr: { title: 'Soupe' } });

    const tooLong = await upload(
      client,
      '/menu-items/import/preview',
      `${header}\nSoup,,6,,,,${'x'.repeat(121)},`,
    );
    expect(tooLong.body.rows[0].errors).toEqual(['The name in es is longer than 120 characters.']);
  });

  it('refuses bad files with a clear 4xx and changes nothing', async () => {
    const { client } = owner;
    const path = '/menu-items/import';
    await expectRefused(
      () => upload(client, path, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a])),
      400,
      /not UTF-8/,
    );
    await expectRefused(
      () => upload(client, path, Buffer.from(`${MENU_HEADER}\nCaf\xe9,,3.00,,,`, 'latin1')),
      400,
      /not UTF-8/,
    );
    await expectRefused(() => upload(client, path, ''), 400, /empty/);
    await expectRefused(() => upload(client, path, `${MENU_HEADER}\n`), 400, /no rows/);
    await expectRefused(
      () => upload(client, path, 'name,price\nSoup,5.00'),
      400,
      /Missing columns: category, tax, variants, options/,
    );
    await expectRefused(
      () => upload(client, path, `${MENU_HEADER},colour\nSoup,,5,,,,red`),
      400,
      /Unknown column: colour/,
    );
    await expectRefused(
      () => upload(client, path, `${MENU_HEADER}\n"Soup,,5,,,`),
      400,
      /not valid CSV: a quoted cell is never closed/,
    );
    await expectRefused(
      () => upload(client, path, `${MENU_HEADER}\nSoup,,5,,,\nsoup,,6,,,`),
      400,
      /also on row/,
    );
    await expectRefused(() => client.post(path, { name: 'Soup' }), 400, /choose a CSV file/);
    const wrongField = multipart('image', 'menu.csv', 'text/csv', Buffer.from(`${MENU_HEADER}\nSoup,,5,,,`));
    await expectRefused(
      () => client.post(path, wrongField.payload, wrongField.headers),
      400,
      /choose a CSV file/,
    );
  });

  it('refuses a 100,000-row file fast, without reading it all, and a file over the size limit', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `D${i},,1,,,`).join('\n');
    const started = Date.now();
    await expectRefused(
      () => upload(owner.client, '/menu-items/import', `${MENU_HEADER}\n${rows}`),
      413,
      /more than 5,000 rows/,
    );
    await expectRefused(
      () => upload(owner.client, '/menu-items/import/preview', `${MENU_HEADER}\n${rows}`),
      413,
      /more than 5,000 rows/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const huge = `${MENU_HEADER}\n${'Soup,,5,,,\n'.repeat(250_000)}`;
    await expectRefused(
      () => upload(owner.client, '/menu-items/import', huge),
      413,
      /too large! An import takes at most 2 MB/,
    );
  });

  it('reads UTF-16 with its byte order mark, Excel’s UTF-8 BOM and semicolon-separated files', async () => {
    const { client } = await registerTenant(t.app, 'Encodings Bistro');
    const text = `${MENU_HEADER}\nCrème brûlée,Desserts,6.50,,,`;
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const preview16 = await upload(client, '/menu-items/import/preview', utf16);
    expect(preview16.body.rows[0]).toMatchObject({ name: 'Crème brûlée', action: 'create' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    expect((await upload(client, '/menu-items/import/preview', bom)).body.rows[0].name).toBe('Crème brûlée');
    const semicolons = 'name;category;price;tax;variants;options\nTea;Drinks;2.50;;"Small=2.50; Large=3.00";';
    const preview = await upload(client, '/menu-items/import/preview', semicolons);
    expect(preview.body.rows[0]).toMatchObject({ name: 'Tea', action: 'create', errors: [] });
  });

  it('another store’s item id is not found: the row is bad and the other store is untouched', async () => {
    await upload(other.client, '/menu-items/import', `${MENU_HEADER}\nSecret dish,,9.00,,,`);
    const [secret] = (await other.client.get('/menu-items')).body;
    const file = `id,${MENU_HEADER}\n${secret.id},Stolen,,1.00,,,`;
    const preview = await upload(owner.client, '/menu-items/import/preview', file);
    expect(preview.body.rows[0]).toMatchObject({
      action: 'error',
      errors: [`Menu item #${secret.id} is not in this store.`],
    });
    expect(JSON.stringify(preview.body)).not.toContain('Secret dish');
    await expectRefused(() => upload(owner.client, '/menu-items/import', file), 400, /is not in this store/);
    expect((await other.client.get(`/menu-items/${secret.id}`)).body).toMatchObject({
      title: 'Secret dish',
      price: 9,
    });
  });
});

describe('ingredients CSV', () => {
  it('creates and updates ingredients, each stock change a count in the ledger', async () => {
    const { client, tenantId } = await registerTenant(t.app, 'Stock Bistro');
    const first = `${INGREDIENT_HEADER}\nFlour,kg,1.20,25.5,5\nEggs,pcs,0.25,,\n"-Salt",g,0.01,1000,`;
    const preview = await upload(client, '/ingredients/import/preview', first);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.totals).toEqual({ rows: 3, create: 3, update: 0, error: 0 });
    expect((await upload(client, '/ingredients/import', first)).body).toMatchObject({
      created: 3,
      updated: 0,
    });

    const rows = await t.database.db.select().from(ingredients).where(eq(ingredients.tenantId, tenantId));
    const flour = rows.find((r) => r.name === 'Flour')!;
    expect(flour).toMatchObject({ unit: 'kg', costPerUnit: 120, stockMilli: 25_500, lowStockMilli: 5_000 });
    expect(rows.find((r) => r.name === 'Eggs')).toMatchObject({ stockMilli: 0, lowStockMilli: null });

    const exported = await client.get('/ingredients/export.csv');
    expect(exported.headers['content-disposition']).toMatch(/filename="ingredients-/);
    const lines = csvRows(exported.body);
    expect(lines[0]).toBe('id,name,unit,cost_per_unit,stock,low_stock');
    expect(lines).toContain(`${flour.id},Flour,kg,1.20,25.5,5`);
    expect(lines.some((l) => l.endsWith(",'-Salt,g,0.01,1000,"))).toBe(true);

    const second = `id,${INGREDIENT_HEADER}\n${flour.id},Flour,kg,1.30,20,5`;
    const changed = await upload(client, '/ingredients/import/preview', second);
    expect(changed.body.rows[0].notes.join(' ')).toMatch(/cost 1.20 → 1.30, stock 25.5 → 20 kg/);
    expect((await upload(client, '/ingredients/import', second)).status).toBe(200);
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.ingredientId, flour.id)));
    expect(moves.map((m) => [m.kind, m.deltaMilli, m.stockAfterMilli, m.expectedMilli, m.reason])).toEqual([
      ['count', 25_500, 25_500, 0, 'CSV import'],
      ['count', -5_500, 20_000, 25_500, 'CSV import'],
    ]);

    // Export → import of the same file changes nothing.
    const now = (await client.get('/ingredients/export.csv')).body;
    const before = await dumpAll(t.database.db);
    const same = await upload(client, '/ingredients/import', now);
    expect(same.body).toMatchObject({ created: 0, updated: 3 });
    expect(changedTables(before, await dumpAll(t.database.db))).toEqual([]);
  });

  it('refuses another store’s ingredient, a changed unit, bad quantities and duplicate names', async () => {
    await upload(other.client, '/ingredients/import', `${INGREDIENT_HEADER}\nSaffron,g,9.00,10,`);
    const [saffron] = await t.database.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.tenantId, other.tenantId));
    const path = '/ingredients/import';
    await expectRefused(
      () => upload(owner.client, path, `id,${INGREDIENT_HEADER}\n${saffron.id},Mine now,g,0,1000,`),
      400,
      new RegExp(`Ingredient #${saffron.id} is not in this store`),
    );
    await upload(owner.client, path, `${INGREDIENT_HEADER}\nMilk,l,1.00,10,`);
    await expectRefused(
      () => upload(owner.client, path, `${INGREDIENT_HEADER}\nMilk,ml,1.00,10,`),
      400,
      /unit can’t change from l to ml/,
    );
    await expectRefused(
      () => upload(owner.client, path, `${INGREDIENT_HEADER}\nRice,kg,1.00,1.2345,`),
      400,
      /stock “1.2345” is not a valid quantity/,
    );
    await expectRefused(
      () => upload(owner.client, path, `${INGREDIENT_HEADER}\nRice,kg,1.00,1,-2`),
      400,
      /low stock level “-2”/,
    );
    await expectRefused(
      () => upload(owner.client, path, `${INGREDIENT_HEADER}\nRice,bag,1.00,1,`),
      400,
      /unit “bag” is not one of g, kg, ml, l, pcs/,
    );
    await expectRefused(
      () => upload(owner.client, path, `${INGREDIENT_HEADER}\nRice,kg,1,1,\nRICE,kg,1,1,`),
      400,
      /also on row/,
    );
    await expectRefused(
      () => upload(owner.client, path, 'name,unit\nRice,kg'),
      400,
      /Missing columns: cost_per_unit, stock, low_stock/,
    );
    expect(
      (await t.database.db.select().from(ingredients).where(eq(ingredients.tenantId, other.tenantId)))[0],
    ).toEqual(saffron);
  });

  it('renames by id even onto a name another row gives up', async () => {
    const { client, tenantId } = await registerTenant(t.app, 'Swap Bistro');
    await upload(client, '/ingredients/import', `${INGREDIENT_HEADER}\nA,g,0,,\nB,g,0,,`);
    const rows = await t.database.db.select().from(ingredients).where(eq(ingredients.tenantId, tenantId));
    const a = rows.find((r) => r.name === 'A')!;
    const b = rows.find((r) => r.name === 'B')!;
    const swap = `id,${INGREDIENT_HEADER}\n${a.id},B,g,0,,\n${b.id},A,g,0,,`;
    expect((await upload(client, '/ingredients/import', swap)).status).toBe(200);
    const after = await t.database.db.select().from(ingredients).where(eq(ingredients.tenantId, tenantId));
    expect(after.find((r) => r.id === a.id)?.name).toBe('B');
    expect(after.find((r) => r.id === b.id)?.name).toBe('A');
  });

  it('needs a stock scope: viewing exports, only managing imports', async () => {
    const viewer = await addUser(owner.client, ['VIEW_INVENTORY']);
    expect((await viewer.get('/ingredients/export.csv')).status).toBe(200);
    expect(
      (await upload(viewer, '/ingredients/import/preview', `${INGREDIENT_HEADER}\nX,g,0,,`)).status,
    ).toBe(403);
    expect((await viewer.get('/menu-items/export.csv')).status).toBe(403);
    const manager = await addUser(owner.client, ['MANAGE_INVENTORY']);
    expect(
      (await upload(manager, '/ingredients/import/preview', `${INGREDIENT_HEADER}\nX,g,0,,`)).status,
    ).toBe(200);
  });
});

async function addUser(ownerClient: TestClient, scopes: string[]) {
  const username = `csv.${scopes.join('-').toLowerCase()}.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const added = await ownerClient.post('/users/add', {
    name: 'Csv user',
    username,
    password,
    userScopes: scopes,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return signIn(t.app, username, password);
}

// Variants keep their ids when re-imported by name (recipes and 86 hang on them).
describe('menu CSV options', () => {
  it('keeps a variant’s id when the file names it again', async () => {
    const { client } = await registerTenant(t.app, 'Ids Bistro');
    await upload(client, '/menu-items/import', `${MENU_HEADER}\nPizza,,10,,Small=10; Large=14,`);
    const [pizza] = (await client.get('/menu-items')).body;
    const exported = (await client.get('/menu-items/export.csv')).body;
    await upload(client, '/menu-items/import', exported.replace('Large=14.00', 'Large=15.00'));
    const rows = await t.database.db
      .select({ id: menuItemVariants.id, price: menuItemVariants.price })
      .from(menuItemVariants)
      .where(eq(menuItemVariants.itemId, pizza.id));
    expect(rows).toEqual([
      { id: pizza.variants[0].id, price: 1000 },
      { id: pizza.variants[1].id, price: 1500 },
    ]);
  });
});
