import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings, taxes } from '../../db/schema';
import { registerTenant, type SignedInTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodeTableRef } from './table-reference';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Settings Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

/** A staff member of the owner's tenant holding the given scopes, signed in on their own device. */
async function staffWith(scopes: string[]): Promise<TestClient> {
  const username = uniqueEmail('staff');
  const res = await owner.client.post('/users/add', {
    name: 'Staff',
    username,
    password: 'staff password',
    userScopes: scopes,
  });
  expect(res.status).toBe(200);
  return signIn(t.app, username, 'staff password');
}

const validStore = {
  storeName: 'Chez Nous',
  address: '1 Rue de la Paix',
  email: 'hello@chez.example',
  phone: '+33 1 23 45 67 89',
  currency: 'EUR',
  timezone: 'Europe/Paris',
  isQRMenuEnabled: true,
  isQROrderEnabled: false,
};

describe('access', () => {
  it('needs a session, then the SETTINGS scope; admin and SETTINGS staff pass', async () => {
    expect((await new TestClient(t.app).get('/settings/store-setting')).status).toBe(401);
    const kitchen = await staffWith(['KITCHEN', 'POS']);
    for (const path of [
      'store-setting',
      'print-setting',
      'store-tables',
      'categories',
      'taxes',
      'payment-types',
    ]) {
      expect((await kitchen.get(`/settings/${path}`)).status).toBe(403);
    }
    expect((await kitchen.post('/settings/categories/add', { title: 'Sneaky' })).status).toBe(403);
    const manager = await staffWith(['SETTINGS']);
    expect((await manager.get('/settings/categories')).status).toBe(200);
    expect((await manager.post('/settings/categories/add', { title: 'By manager' })).status).toBe(200);
    const titles = (await owner.client.get('/settings/categories')).body.map(
      (c: { title: string }) => c.title,
    );
    expect(titles).toContain('By manager');
    expect(titles).not.toContain('Sneaky');
  });
});

describe('store details', () => {
  it('starts from sign-up: business name, USD, the server timezone and a random public code', async () => {
    const { client } = await registerTenant(t.app, 'Fresh Start');
    const res = await client.get('/settings/store-setting');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      storeName: 'Fresh Start',
      currency: 'USD',
      isQRMenuEnabled: false,
      isQROrderEnabled: false,
    });
    expect(res.body.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(res.body.uniqueQRCode).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(res.body.qrMenuUrl).toBe(`http://localhost:3000/m/${res.body.uniqueQRCode}`);
  });

  it('saves every field and keeps the public code', async () => {
    const before = (await owner.client.get('/settings/store-setting')).body;
    const saved = await owner.client.post('/settings/store-setting', validStore);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Store settings saved!');
    const after = (await owner.client.get('/settings/store-setting')).body;
    expect(after).toMatchObject(validStore);
    expect(after.uniqueQRCode).toBe(before.uniqueQRCode);
  });

  it('understands the store name sent as `name`, normalises the currency and clears blank contacts', async () => {
    const res = await owner.client.post('/settings/store-setting', {
      ...validStore,
      storeName: undefined,
      name: 'Named Store',
      currency: 'jpy',
      email: '',
      phone: '  ',
      address: null,
    });
    expect(res.status).toBe(200);
    const after = (await owner.client.get('/settings/store-setting')).body;
    expect(after).toMatchObject({
      storeName: 'Named Store',
      currency: 'JPY',
      email: null,
      phone: null,
      address: null,
    });
  });

  it('keeps the timezone and the QR flags when a client does not send them', async () => {
    await owner.client.post('/settings/store-setting', { ...validStore, timezone: 'Asia/Tokyo' });
    const { timezone: _zone, isQRMenuEnabled: _menu, isQROrderEnabled: _order, ...rest } = validStore;
    expect(
      (await owner.client.post('/settings/store-setting', { ...rest, storeName: 'Renamed' })).status,
    ).toBe(200);
    expect((await owner.client.get('/settings/store-setting')).body).toMatchObject({
      storeName: 'Renamed',
      timezone: 'Asia/Tokyo',
      isQRMenuEnabled: true,
      isQROrderEnabled: false,
    });
  });

  it.each([
    [{ storeName: '  ' }, 'Please provide store name!'],
    [{ currency: 'XYZ' }, 'Please select a valid currency!'],
    [{ currency: '' }, 'Please select a valid currency!'],
    [{ currency: undefined }, 'Please select a valid currency!'],
    [{ timezone: 'Mars/Olympus' }, 'Please select a valid timezone!'],
    [{ timezone: '+02:00' }, 'Please select a valid timezone!'],
    [{ email: 'not-an-email' }, 'Please provide valid email!'],
    [{ phone: 'call me maybe' }, 'Please provide valid phone no.!'],
    [{ isQRMenuEnabled: 'yes' }, 'Invalid request!'],
  ])('refuses %j with "%s" and changes nothing', async (change, message) => {
    await owner.client.post('/settings/store-setting', validStore);
    const res = await owner.client.post('/settings/store-setting', { ...validStore, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await owner.client.get('/settings/store-setting')).body).toMatchObject(validStore);
  });

  it('saves only the signed-in tenant, whatever the body says', async () => {
    const otherBefore = (await other.client.get('/settings/store-setting')).body;
    await owner.client.post('/settings/store-setting', { ...validStore, tenantId: other.tenantId });
    expect((await other.client.get('/settings/store-setting')).body).toEqual(otherBefore);
    const [row] = await t.database.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.tenantId, owner.tenantId));
    expect(row.storeName).toBe(validStore.storeName);
  });
});

describe('print settings', () => {
  const print = {
    pageFormat: 57,
    header: 'Welcome!',
    footer: 'Thank you, come again',
    showNotes: false,
    isEnablePrint: true,
    showStoreDetails: false,
    showCustomerDetails: true,
    printToken: false,
  };

  it('starts with the defaults and saves every toggle and text', async () => {
    const { client } = await registerTenant(t.app);
    expect((await client.get('/settings/print-setting')).body).toEqual({
      pageFormat: 80,
      header: null,
      footer: null,
      showNotes: true,
      isEnablePrint: false,
      showStoreDetails: true,
      showCustomerDetails: true,
      printToken: true,
    });
    const saved = await client.post('/settings/print-setting', print);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Print settings saved!');
    expect((await client.get('/settings/print-setting')).body).toEqual(print);
    await client.post('/settings/print-setting', { ...print, pageFormat: '80', header: '  ' });
    expect((await client.get('/settings/print-setting')).body).toMatchObject({
      pageFormat: 80,
      header: null,
    });
  });

  it.each([
    [{ pageFormat: 100 }, 'Please select a valid page size!'],
    [{ pageFormat: undefined }, 'Please select a valid page size!'],
    [{ printToken: undefined }, 'Invalid request!'],
    [{ header: 'x'.repeat(501) }, 'Header is too long (at most 500 characters)!'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await owner.client.post('/settings/print-setting', { ...print, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('store tables', () => {
  it('adds, lists with a signed reference, updates and deletes', async () => {
    const { client, tenantId } = await registerTenant(t.app);
    const added = await client.post('/settings/store-tables/add', {
      title: 'Window 1',
      floor: 'Ground',
      seatingCapacity: 4,
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Table added!');
    await client.post('/settings/store-tables/add', { title: 'Bar', floor: '-', seatingCapacity: '0' });

    const list = (await client.get('/settings/store-tables')).body;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: added.body.id,
      table_title: 'Window 1',
      floor: 'Ground',
      seating_capacity: 4,
    });
    expect(list[1]).toMatchObject({ table_title: 'Bar', floor: '-', seating_capacity: 0 });
    expect(decodeTableRef(t.app.deps.signer, list[0].encrypted_id)).toEqual({
      tenantId,
      tableId: added.body.id,
    });

    const updated = await client.post(`/settings/store-tables/${added.body.id}/update`, {
      title: 'Window 2',
      floor: 'First',
      seatingCapacity: 6,
    });
    expect(updated.status).toBe(200);
    expect((await client.get('/settings/store-tables')).body[0]).toMatchObject({
      table_title: 'Window 2',
      floor: 'First',
      seating_capacity: 6,
    });

    const deleted = await client.delete(`/settings/store-tables/${added.body.id}`);
    expect(deleted.status).toBe(200);
    expect(
      (await client.get('/settings/store-tables')).body.map((x: { table_title: string }) => x.table_title),
    ).toEqual(['Bar']);
  });

  it.each([
    [{ title: '' }, 'Please provide Title!'],
    [{ title: undefined }, 'Please provide Title!'],
    [{ floor: ' ' }, "Please provide Floor or use '-'"],
    [{ seatingCapacity: '' }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: null }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: -1 }, "Please provide Valid Seating Capacity count or '0'"],
    [{ seatingCapacity: '-3' }, "Please provide Valid Seating Capacity count or '0'"],
    [{ seatingCapacity: 2.5 }, "Please provide Valid Seating Capacity count or '0'"],
    [{ seatingCapacity: 'four' }, "Please provide Valid Seating Capacity count or '0'"],
    [{ seatingCapacity: 1_000_000 }, "Please provide Valid Seating Capacity count or '0'"],
  ])('refuses %j with "%s" on add and update, changing nothing', async (change, message) => {
    const { client } = await registerTenant(t.app);
    const table = { title: 'T', floor: 'Ground', seatingCapacity: 2 };
    const add = await client.post('/settings/store-tables/add', { ...table, ...change });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(message);
    const { id } = (await client.post('/settings/store-tables/add', table)).body;
    const update = await client.post(`/settings/store-tables/${id}/update`, { ...table, ...change });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(message);
    expect((await client.get('/settings/store-tables')).body).toEqual([
      expect.objectContaining({ id, table_title: 'T', floor: 'Ground', seating_capacity: 2 }),
    ]);
  });

  it("treats another tenant's table as not found", async () => {
    const { id } = (
      await other.client.post('/settings/store-tables/add', {
        title: 'Theirs',
        floor: '-',
        seatingCapacity: 2,
      })
    ).body;
    const update = await owner.client.post(`/settings/store-tables/${id}/update`, {
      title: 'Mine now',
      floor: '-',
      seatingCapacity: 2,
    });
    expect(update.status).toBe(404);
    expect((await owner.client.delete(`/settings/store-tables/${id}`)).status).toBe(404);
    expect((await owner.client.delete('/settings/store-tables/not-a-number')).status).toBe(400);
    const theirs = (await other.client.get('/settings/store-tables')).body;
    expect(theirs.find((x: { id: number }) => x.id === id).table_title).toBe('Theirs');
    expect(
      (await owner.client.get('/settings/store-tables')).body.some((x: { id: number }) => x.id === id),
    ).toBe(false);
  });
});

describe('categories', () => {
  it('adds, renames and deletes; items of a deleted category fall back to none', async () => {
    const { client } = await registerTenant(t.app);
    const added = await client.post('/settings/categories/add', { title: 'Mains' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Category added!');
    const item = await client.post('/menu-items/add', {
      title: 'Steak',
      price: 20,
      categoryId: added.body.id,
    });
    expect((await client.get('/settings/categories')).body).toEqual([
      { id: added.body.id, title: 'Mains', items_count: 1 },
    ]);

    expect(
      (await client.post(`/settings/categories/${added.body.id}/update`, { title: 'Grill' })).status,
    ).toBe(200);
    expect((await client.get(`/menu-items/${item.body.id}`)).body.category_title).toBe('Grill');

    const deleted = await client.delete(`/settings/categories/${added.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/no category/);
    expect((await client.get('/settings/categories')).body).toEqual([]);
    const steak = (await client.get(`/menu-items/${item.body.id}`)).body;
    expect(steak).toMatchObject({ title: 'Steak', price: 20, category_id: null, category_title: null });
  });

  it('uses the add and update texts of the spec', async () => {
    const add = await owner.client.post('/settings/categories/add', { title: ' ' });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe('Please provide Category Title!');
    const { id } = (await owner.client.post('/settings/categories/add', { title: 'Soups' })).body;
    const update = await owner.client.post(`/settings/categories/${id}/update`, {});
    expect(update.status).toBe(400);
    expect(update.body.message).toBe('Please provide title!');
  });

  it("treats another tenant's category as not found", async () => {
    const { id } = (await other.client.post('/settings/categories/add', { title: 'Theirs' })).body;
    expect((await owner.client.post(`/settings/categories/${id}/update`, { title: 'X' })).status).toBe(404);
    expect((await owner.client.delete(`/settings/categories/${id}`)).status).toBe(404);
    expect(
      (await other.client.get('/settings/categories')).body.find((c: { id: number }) => c.id === id).title,
    ).toBe('Theirs');
  });
});

describe('taxes', () => {
  it('stores the rate exactly in basis points and answers in percent', async () => {
    const { client, tenantId } = await registerTenant(t.app);
    const vat = await client.post('/settings/taxes/add', { title: 'VAT', rate: 7.25, type: 'inclusive' });
    expect(vat.status).toBe(200);
    expect(vat.body.message).toBe('Tax added!');
    await client.post('/settings/taxes/add', { title: 'Service', rate: '0.1', type: 'exclusive' });
    await client.post('/settings/taxes/add', { title: 'Zero', rate: 0, type: 'exclusive' });
    const rows = await t.database.db.select().from(taxes).where(eq(taxes.tenantId, tenantId));
    expect(rows.map((r) => r.rateBasisPoints)).toEqual([725, 10, 0]);
    expect((await client.get('/settings/taxes')).body).toEqual([
      { id: vat.body.id, title: 'VAT', rate: 7.25, type: 'inclusive', items_count: 0 },
      expect.objectContaining({ title: 'Service', rate: 0.1, type: 'exclusive' }),
      expect.objectContaining({ title: 'Zero', rate: 0 }),
    ]);
    await client.post(`/settings/taxes/${vat.body.id}/update`, {
      title: 'VAT 20',
      rate: 20,
      type: 'exclusive',
    });
    expect((await client.get('/settings/taxes')).body[0]).toMatchObject({
      title: 'VAT 20',
      rate: 20,
      type: 'exclusive',
    });
  });

  it.each([
    ['add', { title: '' }, 'Provide Title!'],
    ['update', { title: '' }, 'Please provide title!'],
    ['add', { rate: -1 }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: 7.255 }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: 100.01 }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: 'ten' }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: undefined }, 'Invalid value provided in Tax Rate!'],
    ['update', { rate: -0.5 }, 'Invalid value provided in Tax Rate!'],
    ['add', { type: '' }, 'Select Tax Type!'],
    ['add', { type: undefined }, 'Select Tax Type!'],
    ['update', { type: 'compound' }, 'Select Tax Type!'],
  ])('%s refuses %j with "%s"', async (action, change, message) => {
    const tax = { title: 'GST', rate: 5, type: 'exclusive' };
    const { id } = (await owner.client.post('/settings/taxes/add', tax)).body;
    const url = action === 'add' ? '/settings/taxes/add' : `/settings/taxes/${id}/update`;
    const res = await owner.client.post(url, { ...tax, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(
      (await owner.client.get('/settings/taxes')).body.find((x: { id: number }) => x.id === id),
    ).toMatchObject(tax);
  });

  it('deleting a tax in use leaves its items without tax', async () => {
    const { client } = await registerTenant(t.app);
    const tax = (await client.post('/settings/taxes/add', { title: 'GST', rate: 5, type: 'exclusive' })).body;
    const item = (await client.post('/menu-items/add', { title: 'Tea', price: 3, taxId: tax.id })).body;
    expect((await client.get('/settings/taxes')).body[0].items_count).toBe(1);
    const deleted = await client.delete(`/settings/taxes/${tax.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/no tax/);
    expect((await client.get(`/menu-items/${item.id}`)).body).toMatchObject({
      title: 'Tea',
      tax_id: null,
      tax_title: null,
      tax_rate: null,
      tax_type: null,
    });
  });

  it("treats another tenant's tax as not found", async () => {
    const { id } = (
      await other.client.post('/settings/taxes/add', { title: 'Theirs', rate: 5, type: 'exclusive' })
    ).body;
    const res = await owner.client.post(`/settings/taxes/${id}/update`, {
      title: 'X',
      rate: 1,
      type: 'inclusive',
    });
    expect(res.status).toBe(404);
    expect((await owner.client.delete(`/settings/taxes/${id}`)).status).toBe(404);
    expect(
      (await other.client.get('/settings/taxes')).body.find((x: { id: number }) => x.id === id),
    ).toMatchObject({
      title: 'Theirs',
      rate: 5,
    });
  });
});

describe('payment types', () => {
  it('starts with Cash and Card, then adds, toggles, updates and deletes', async () => {
    const { client } = await registerTenant(t.app);
    expect((await client.get('/settings/payment-types')).body).toEqual([
      expect.objectContaining({ title: 'Cash', is_active: true, is_cash: true }),
      expect.objectContaining({ title: 'Card', is_active: true, is_cash: false }),
    ]);
    const added = await client.post('/settings/payment-types/add', { title: 'Voucher', isActive: false });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Payment type added!');
    const withDefault = await client.post('/settings/payment-types/add', { title: 'UPI' });
    const list = (await client.get('/settings/payment-types')).body;
    expect(list.find((p: { id: number }) => p.id === added.body.id)).toEqual({
      id: added.body.id,
      title: 'Voucher',
      is_active: false,
      is_cash: false,
    });
    expect(list.find((p: { id: number }) => p.id === withDefault.body.id).is_active).toBe(true);
    // Whether money of a type goes into the drawer: said outright, or read from a title with "cash".
    const petty = await client.post('/settings/payment-types/add', { title: 'Petty Cash' });
    const tokens = await client.post('/settings/payment-types/add', { title: 'Tokens', isCash: true });
    const withCash = (await client.get('/settings/payment-types')).body as Array<{
      id: number;
      is_cash: boolean;
    }>;
    expect(withCash.find((p) => p.id === petty.body.id)?.is_cash).toBe(true);
    expect(withCash.find((p) => p.id === tokens.body.id)?.is_cash).toBe(true);
    await client.post(`/settings/payment-types/${tokens.body.id}/update`, {
      title: 'Tokens',
      isActive: true,
      isCash: false,
    });
    expect(
      (await client.get('/settings/payment-types')).body.find((p: { id: number }) => p.id === tokens.body.id)
        .is_cash,
    ).toBe(false);

    const toggled = await client.post(`/settings/payment-types/${added.body.id}/toggle`, { isActive: true });
    expect(toggled.status).toBe(200);
    expect(
      (await client.get('/settings/payment-types')).body.find((p: { id: number }) => p.id === added.body.id)
        .is_active,
    ).toBe(true);

    await client.post(`/settings/payment-types/${added.body.id}/update`, {
      title: 'Gift card',
      isActive: false,
    });
    expect(
      (await client.get('/settings/payment-types')).body.find((p: { id: number }) => p.id === added.body.id),
    ).toMatchObject({ title: 'Gift card', is_active: false });

    expect((await client.delete(`/settings/payment-types/${added.body.id}`)).status).toBe(200);
    expect(
      (await client.get('/settings/payment-types')).body.some((p: { id: number }) => p.id === added.body.id),
    ).toBe(false);
  });

  it('uses the spec texts', async () => {
    const add = await owner.client.post('/settings/payment-types/add', { title: '' });
    expect(add.body.message).toBe('Please provide Payment Type Title!');
    const { id } = (await owner.client.post('/settings/payment-types/add', { title: 'Cheque' })).body;
    const update = await owner.client.post(`/settings/payment-types/${id}/update`, {
      title: ' ',
      isActive: true,
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe('Please provide title!');
    const toggle = await owner.client.post(`/settings/payment-types/${id}/toggle`, {});
    expect(toggle.status).toBe(400);
    expect(toggle.body.message).toBe('Invalid request!');
  });

  it("treats another tenant's payment type as not found", async () => {
    const { id } = (await other.client.post('/settings/payment-types/add', { title: 'Theirs' })).body;
    expect(
      (await owner.client.post(`/settings/payment-types/${id}/toggle`, { isActive: false })).status,
    ).toBe(404);
    expect(
      (await owner.client.post(`/settings/payment-types/${id}/update`, { title: 'X', isActive: false }))
        .status,
    ).toBe(404);
    expect((await owner.client.delete(`/settings/payment-types/${id}`)).status).toBe(404);
    expect(
      (await other.client.get('/settings/payment-types')).body.find((p: { id: number }) => p.id === id),
    ).toEqual({
      id,
      title: 'Theirs',
      is_active: true,
      is_cash: false,
    });
  });
});
