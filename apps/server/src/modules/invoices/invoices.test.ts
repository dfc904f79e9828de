import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printSettings, storeSettings } from '../../db/schema';
import { createTestMenu, type TestMenu } from '../../test/fixtures';
import {
  registerTenant,
  type SignedInTenant,
  signIn,
  type TestClient,
  uniqueEmail,
} from '../../test/http-client';
import { insertOrder, payOrders } from '../../test/order-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;
let menu: TestMenu;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Invoices Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
  menu = await createTestMenu(db(), owner.tenantId);
  // A store far from UTC: its days start at 10:00 UTC the day before (UTC+14 in November).
  await db()
    .update(storeSettings)
    .set({ timezone: 'Pacific/Kiritimati', currency: 'EUR', address: '1 Quay', phone: '555' })
    .where(eq(storeSettings.tenantId, owner.tenantId));
});
afterAll(() => t.close());

async function staffWith(scopes: string[]): Promise<TestClient> {
  const username = uniqueEmail('staff');
  await owner.client.post('/users/add', {
    name: 'Staff',
    username,
    password: 'staff password',
    userScopes: scopes,
  });
  return signIn(t.app, username, 'staff password');
}

/** Today's local date in the store, and an instant at a local time on a local date. */
const kiritimatiToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
const atLocal = (date: string, time: string) => new Date(`${date}T${time}:00+14:00`);
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const burgerLine = () => ({
  itemId: menu.items.burger.id,
  title: 'Burger',
  price: 1400,
  variant: { id: menu.variants.double.id, title: 'Double' },
  addons: [{ id: menu.addons.cheese.id, title: 'Cheese', price: 150 }],
  quantity: 2,
  notes: 'no onions',
  tax: { title: 'GST 5%', rateBasisPoints: 500, type: 'exclusive' as const },
});
const lemonadeLine = () => ({
  itemId: menu.items.lemonade.id,
  title: 'Lemonade',
  price: 450,
  quantity: 3,
  tax: { title: 'VAT 10% incl.', rateBasisPoints: 1000, type: 'inclusive' as const },
});

describe('invoices list', () => {
  let todayInvoiceId: number;
  let lateInvoiceId: number;
  let yesterdayInvoiceId: number;

  beforeAll(async () => {
    const today = kiritimatiToday();
    await owner.client.post('/customers/add', { phone: '5550001', name: 'Ada', email: 'ada@example.com' });
    const a = await insertOrder(db(), owner.tenantId, {
      lines: [burgerLine(), lemonadeLine()],
      tableId: menu.tables.t1.id,
      customerId: '5550001',
      customerName: 'Ada',
      createdAt: atLocal(today, '00:05'),
    });
    const b = await insertOrder(db(), owner.tenantId, {
      lines: [lemonadeLine()],
      tableId: menu.tables.t1.id,
    });
    todayInvoiceId = (await payOrders(db(), owner.tenantId, [a, b], { createdAt: atLocal(today, '00:10') }))
      .id;
    // 23:30 local yesterday: still yesterday for the store, although it is "today" in UTC terms.
    const late = await insertOrder(db(), owner.tenantId, {
      lines: [lemonadeLine()],
      deliveryType: 'takeaway',
      createdAt: atLocal(shift(today, -1), '23:30'),
    });
    lateInvoiceId = (await payOrders(db(), owner.tenantId, [late])).id;
    const older = await insertOrder(db(), owner.tenantId, {
      lines: [burgerLine()],
      createdAt: atLocal(shift(today, -1), '08:00'),
    });
    yesterdayInvoiceId = (await payOrders(db(), owner.tenantId, [older])).id;
    // Another tenant's invoice today: never listed.
    const theirs = await insertOrder(db(), other.tenantId, { lines: [lemonadeLine()] });
    await payOrders(db(), other.tenantId, [theirs]);
  });

  it("lists today's invoices by default with every column", async () => {
    const res = await owner.client.get('/invoices');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toHaveLength(1);
    const [invoice] = res.body;
    // Burger: (14.00 + 1.50) × 2 = 31.00 + 5% = 1.55; lemonade 13.50 incl. 1.23 tax, twice.
    expect(invoice).toMatchObject({
      invoice_id: todayInvoiceId,
      sub_total: 55.54,
      tax_total: 4.01,
      total: 59.55,
      table_id: menu.tables.t1.id,
      table_title: 'T1',
      floor: 'Ground',
      delivery_type: 'dinein',
      customer_type: 'CUSTOMER',
      customer_id: '5550001',
      name: 'Ada',
      email: 'ada@example.com',
      payment_type: 'Cash',
    });
    expect(invoice.orders.map((o: { token_no: number }) => o.token_no)).toHaveLength(2);
    expect(new Date(invoice.created_at).toISOString()).toBe(invoice.created_at);
  });

  it('counts an order at 23:30 local time for that local day', async () => {
    const res = await owner.client.get('/invoices?type=yesterday');
    expect(res.body.map((i: { invoice_id: number }) => i.invoice_id)).toEqual([
      lateInvoiceId,
      yesterdayInvoiceId,
    ]);
    const yesterday = shift(kiritimatiToday(), -1);
    const custom = await owner.client.get(`/invoices?type=custom&from=${yesterday}&to=${yesterday}`);
    expect(custom.body).toHaveLength(2);
    const week = await owner.client.get('/invoices?type=last_7days');
    expect(week.body).toHaveLength(3);
    expect((await owner.client.get('/invoices?type=tomorrow')).body).toEqual([]);
  });

  it('refuses a bad period', async () => {
    for (const q of ['type=forever', 'type=custom', 'type=custom&from=2026-02-30&to=2026-03-01']) {
      const res = await owner.client.get(`/invoices?${q}`);
      expect(res.status, q).toBe(400);
    }
    expect((await owner.client.get('/invoices?type=custom&from=2026-01-01')).body.message).toBe(
      'Please select a valid date range!',
    );
  });

  it('searches by invoice number, token and customer', async () => {
    const byId = await owner.client.get(`/invoices/search?q=${todayInvoiceId}`);
    expect(byId.body.map((i: { invoice_id: number }) => i.invoice_id)).toContain(todayInvoiceId);
    const byName = await owner.client.get('/invoices/search?q=ada');
    expect(byName.body.map((i: { invoice_id: number }) => i.invoice_id)).toEqual([todayInvoiceId]);
    expect((await other.client.get('/invoices/search?q=ada')).body).toEqual([]);
  });

  it('gives the store and print settings for the receipt', async () => {
    await db()
      .update(printSettings)
      .set({ header: 'Welcome', pageFormat: 57 })
      .where(eq(printSettings.tenantId, owner.tenantId));
    const res = await owner.client.get('/invoices/init');
    expect(res.status).toBe(200);
    expect(res.body.storeSettings).toMatchObject({
      store_name: expect.any(String),
      currency: 'EUR',
      address: '1 Quay',
      receipt_language: 'en',
    });
    expect(res.body.printSettings).toMatchObject({ page_format: 57, header: 'Welcome', show_notes: 1 });
  });

  it('names the language receipts print in: the receipt language, else the store’s (issue 23)', async () => {
    const languageOf = async () =>
      (await owner.client.get('/invoices/init')).body.storeSettings.receipt_language;
    expect(
      (await owner.client.put('/settings/language', { language: 'es', receipt_language: null })).status,
    ).toBe(200);
    expect(await languageOf()).toBe('es');
    expect(
      (await owner.client.put('/settings/language', { language: 'es', receipt_language: 'fr' })).status,
    ).toBe(200);
    expect(await languageOf()).toBe('fr');
    expect(
      (await owner.client.put('/settings/language', { language: 'en', receipt_language: null })).status,
    ).toBe(200);
    expect(await languageOf()).toBe('en');
  });
});

describe('receipt data', () => {
  it('returns the orders with items, variants, addons, notes, tokens, customer and totals', async () => {
    const order = await insertOrder(db(), owner.tenantId, {
      lines: [burgerLine(), { ...lemonadeLine(), status: 'cancelled' }],
      tableId: menu.tables.t2.id,
      customerId: '5550001',
      customerName: 'Ada',
      tokenNo: 42,
    });
    const res = await owner.client.post('/invoices/orders', { orderIds: [order.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      tokenNo: 42,
      orderIds: [order.id],
      invoiceId: null,
      customer: { name: 'Ada', phone: '5550001' },
      customerType: 'CUSTOMER',
      deliveryType: 'dinein',
      table_title: 'T2',
      floor: 'Terrace',
      subtotal: 31,
      taxTotal: 1.55,
      total: 32.55,
      storeSettings: { currency: 'EUR' },
      printSettings: { page_format: 57 },
    });
    expect(res.body.orders[0].items).toEqual([
      expect.objectContaining({
        item_title: 'Burger',
        variant_title: 'Double',
        variant_price: 14,
        addons: [{ id: menu.addons.cheese.id, title: 'Cheese', price: 1.5 }],
        notes: 'no onions',
        quantity: 2,
        unit_price: 15.5,
        line_total: 31,
      }),
    ]);
  });

  it('sums several orders and names the payment type once paid', async () => {
    const a = await insertOrder(db(), owner.tenantId, { lines: [lemonadeLine()] });
    const b = await insertOrder(db(), owner.tenantId, { lines: [burgerLine()] });
    const invoice = await payOrders(db(), owner.tenantId, [a, b], {
      paymentType: { id: null, title: 'Card' },
    });
    const res = await owner.client.post('/invoices/orders', { orderIds: [a.id, b.id, a.id] });
    expect(res.body).toMatchObject({ invoiceId: invoice.id, paymentType: 'Card', total: 46.05 });
    expect(res.body.total).toBe(invoice.total / 100);
  });

  it("answers 404 for another tenant's order and 400 for bad input", async () => {
    const theirs = await insertOrder(db(), other.tenantId, { lines: [lemonadeLine()] });
    const res = await owner.client.post('/invoices/orders', { orderIds: [theirs.id] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Orders not found!');
    for (const body of [{}, { orderIds: [] }, { orderIds: ['x'] }, { orderIds: 5 }]) {
      expect((await owner.client.post('/invoices/orders', body)).status).toBe(400);
    }
  });
});

describe('scopes', () => {
  it('INVOICES reads the list; the order screens may only fetch receipts', async () => {
    const order = await insertOrder(db(), owner.tenantId, { lines: [lemonadeLine()] });
    const invoicesStaff = await staffWith(['INVOICES']);
    expect((await invoicesStaff.get('/invoices')).status).toBe(200);
    expect((await invoicesStaff.post('/invoices/orders', { orderIds: [order.id] })).status).toBe(200);
    for (const scope of ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']) {
      const staff = await staffWith([scope]);
      expect((await staff.post('/invoices/orders', { orderIds: [order.id] })).status, scope).toBe(200);
      expect((await staff.get('/invoices')).status, scope).toBe(403);
      expect((await staff.get('/invoices/search?q=1')).status, scope).toBe(403);
    }
    const kitchen = await staffWith(['KITCHEN', 'REPORTS']);
    expect((await kitchen.post('/invoices/orders', { orderIds: [order.id] })).status).toBe(403);
    expect((await kitchen.get('/invoices/init')).status).toBe(403);
  });
});
