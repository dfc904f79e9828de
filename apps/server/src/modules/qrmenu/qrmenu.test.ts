import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { QR_MENU_MESSAGES } from '@mise/contracts';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, menuItems, qrOrderItems, qrOrders, storeSettings, tenants } from '../../db/schema';
import { createTestMenu, type TestMenu } from '../../test/fixtures';
import { registerTenant, type SignedInTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCESS_COOKIE } from '../auth/session';
import { encodeTableRef } from '../settings/table-reference';
import { QR_ORDER_RATE_LIMITS } from './qrmenu.service';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;
let menu: TestMenu;
let otherMenu: TestMenu;
let code: string;
let otherCode: string;

async function qrCodeOf(tenantId: number) {
  const [row] = await t.app.deps.db
    .select({ code: storeSettings.uniqueQrCode })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenantId));
  return row.code;
}

async function setFlags(tenantId: number, flags: { menu?: boolean; order?: boolean }) {
  await t.app.deps.db
    .update(storeSettings)
    .set({ isQrMenuEnabled: flags.menu, isQrOrderEnabled: flags.order })
    .where(eq(storeSettings.tenantId, tenantId));
}

const tableRef = (tenantId: number, tableId: number) => encodeTableRef(t.app.deps.signer, tenantId, tableId);

/** A diner's phone: no session, its own address so rate limits of one test never touch another. */
let dinerCount = 0;
function diner() {
  dinerCount += 1;
  return new TestClient(t.app, `10.9.${Math.floor(dinerCount / 250)}.${dinerCount % 250}`);
}

function burgerLine(overrides: Record<string, unknown> = {}) {
  return {
    id: menu.items.burger.id,
    quantity: 2,
    notes: 'no onions',
    variant_id: menu.variants.double.id,
    addons_ids: [menu.addons.cheese.id, menu.addons.bacon.id],
    ...overrides,
  };
}

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    deliveryType: null,
    cartItems: [burgerLine()],
    customerType: 'WALKIN',
    customer: { name: 'Guest', phone: '' },
    tableId: tableRef(owner.tenantId, menu.tables.t1.id),
    ...overrides,
  };
}

async function pendingCount(client: TestClient) {
  const res = await client.get('/pos/qrorders/count');
  expect(res.status).toBe(200);
  return res.body.totalQROrders as number;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'QR Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
  menu = await createTestMenu(t.app.deps.db, owner.tenantId);
  otherMenu = await createTestMenu(t.app.deps.db, other.tenantId);
  await setFlags(owner.tenantId, { menu: true, order: true });
  await setFlags(other.tenantId, { menu: true, order: true });
  code = await qrCodeOf(owner.tenantId);
  otherCode = await qrCodeOf(other.tenantId);
  // The store's public contact details (sign-up fills e-mail with the owner's login until changed).
  await t.app.deps.db
    .update(storeSettings)
    .set({ email: 'hello@qr.example', phone: '+1 555 0199', address: '1 Main St' })
    .where(eq(storeSettings.tenantId, owner.tenantId));
  // A private cost on the owner's burger: it must never reach a diner.
  await t.app.deps.db.update(menuItems).set({ netPrice: 321 }).where(eq(menuItems.id, menu.items.burger.id));
});
afterAll(() => t.close());

describe('GET /qrmenu/{qrcode}', () => {
  it('answers an unknown code with 404 Broken Link!', async () => {
    const res = await diner().get('/qrmenu/not-a-real-code');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Broken Link!');
  });

  it('shows the store, its categories and items, without a session', async () => {
    const res = await diner().get(`/qrmenu/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.storeSettings).toEqual({
      store_name: 'QR Bistro',
      address: '1 Main St',
      phone: '+1 555 0199',
      email: 'hello@qr.example',
      image: null,
      currency: expect.any(String),
      language: 'en',
      is_qr_menu_enabled: true,
      is_qr_order_enabled: true,
    });
    expect(res.body.categories.map((c: { title: string }) => c.title)).toEqual(['Mains', 'Drinks']);
    const burger = res.body.menuItems.find((i: { id: number }) => i.id === menu.items.burger.id);
    expect(burger).toMatchObject({
      title: 'Burger',
      price: 10,
      category_title: 'Mains',
      tax_rate: 5,
      tax_type: 'exclusive',
      variants: [
        { id: menu.variants.single.id, title: 'Single', price: 10 },
        { id: menu.variants.double.id, title: 'Double', price: 14 },
      ],
      addons: [
        { id: menu.addons.cheese.id, title: 'Cheese', price: 1.5 },
        { id: menu.addons.bacon.id, title: 'Bacon', price: 2.5 },
      ],
    });
    expect(res.body.storeTable).toBeNull();
    // No service charge set: none (the diner's summary then shows none).
    expect(res.body.serviceCharge).toMatchObject({ rate: 0 });
  });

  it('contains nothing private: no cost, no codes, no other tenant, no staff', async () => {
    const res = await diner().get(`/qrmenu/${code}`);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('net_price');
    expect(text).not.toContain('3.21');
    expect(text).not.toMatch(/tenant|unique_?qr|timezone|username|password|scope/i);
    expect(text).not.toContain(owner.username);
    const otherIds = new Set(Object.values(otherMenu.items).map((i) => i.id));
    expect(res.body.menuItems.some((i: { id: number }) => otherIds.has(i.id))).toBe(false);
    expect(Object.keys(res.body.storeSettings).sort()).toEqual(
      [
        'address',
        'currency',
        'email',
        'image',
        'is_qr_menu_enabled',
        'is_qr_order_enabled',
        'language',
        'phone',
        'store_name',
      ].sort(),
    );
    for (const item of res.body.menuItems) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'addons',
          'category_id',
          'category_title',
          'id',
          'image',
          'modifier_groups',
          'price',
          'tax_id',
          'tax_rate',
          'tax_title',
          'tax_type',
          'title',
          'variants',
        ].sort(),
      );
    }
  });

  it('sends the menu compressed to a browser that accepts it, the same JSON once decoded', async () => {
    // The other store gets a longer menu: small answers (under 1 KB) go out as they are.
    await t.app.deps.db.insert(menuItems).values(
      Array.from({ length: 10 }, (_, i) => ({
        tenantId: other.tenantId,
        title: `Special ${i + 1}`,
        price: 500 + i,
      })),
    );
    const plain = await diner().get(`/qrmenu/${otherCode}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/qrmenu/${otherCode}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.body);
  });

  it('names the table of a valid signed reference of this store only', async () => {
    const valid = await diner().get(`/qrmenu/${code}?tableId=${tableRef(owner.tenantId, menu.tables.t2.id)}`);
    expect(valid.body.storeTable).toEqual({ id: menu.tables.t2.id, table_title: 'T2', floor: 'Terrace' });

    // Another store's genuine reference, a reference naming the other store's table for this one,
    // a tampered one and a bare id all show the menu without a table.
    const foreign = tableRef(other.tenantId, otherMenu.tables.t1.id);
    const crossed = tableRef(owner.tenantId, otherMenu.tables.t1.id);
    const good = tableRef(owner.tenantId, menu.tables.t1.id);
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const ref of [foreign, crossed, tampered, String(menu.tables.t1.id)]) {
      const res = await diner().get(`/qrmenu/${code}?tableId=${encodeURIComponent(ref)}`);
      expect(res.status).toBe(200);
      expect(res.body.storeTable).toBeNull();
    }
  });

  it('answers Menu Not Available! when the store switched its menu off or its account is inactive', async () => {
    await setFlags(owner.tenantId, { menu: false });
    const off = await diner().get(`/qrmenu/${code}`);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Menu Not Available!');
    await setFlags(owner.tenantId, { menu: true });

    await t.app.deps.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, owner.tenantId));
    const inactive = await diner().get(`/qrmenu/${code}`);
    expect(inactive.body.message).toBe('Menu Not Available!');
    await t.app.deps.db.update(tenants).set({ isActive: true }).where(eq(tenants.id, owner.tenantId));
    expect((await diner().get(`/qrmenu/${code}`)).status).toBe(200);
  });
});

describe('POST /qrmenu/{qrcode}/place-order', () => {
  it('stores the order with prices from the database, whatever the diner sends', async () => {
    const before = await pendingCount(owner.client);
    const res = await diner().post(
      `/qrmenu/${code}/place-order`,
      orderBody({
        cartItems: [
          // Tampered: a price of 0.01, a fake title and a 0 % tax on the line.
          burgerLine({ price: 0.01, title: 'Free burger', tax_rate: 0, tax_type: null }),
          { id: menu.items.lemonade.id, quantity: 1, price: 0, addons_ids: [] },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(QR_MENU_MESSAGES.placed);
    expect(await pendingCount(owner.client)).toBe(before + 1);

    const lines = await t.app.deps.db
      .select()
      .from(qrOrderItems)
      .where(eq(qrOrderItems.qrOrderId, res.body.qrOrderId))
      .orderBy(qrOrderItems.id);
    expect(lines).toHaveLength(2);
    // Double (14.00) + cheese 1.50 + bacon 2.50 = 18.00 each.
    expect(lines[0]).toMatchObject({
      tenantId: owner.tenantId,
      itemTitle: 'Burger',
      variantTitle: 'Double',
      unitPrice: 1800,
      quantity: 2,
      notes: 'no onions',
      addons: [
        { id: menu.addons.cheese.id, title: 'Cheese', price: 150 },
        { id: menu.addons.bacon.id, title: 'Bacon', price: 250 },
      ],
    });
    expect(lines[1]).toMatchObject({ itemTitle: 'Lemonade', unitPrice: 450, variantId: null, addons: [] });

    const [order] = await t.app.deps.db.select().from(qrOrders).where(eq(qrOrders.id, res.body.qrOrderId));
    expect(order).toMatchObject({
      tenantId: owner.tenantId,
      tableId: menu.tables.t1.id,
      customerType: 'WALKIN',
      customerId: null,
      customerName: 'Guest',
      status: 'created',
    });
  });

  it('refuses orders when the store has ordering off, even from a crafted request', async () => {
    await setFlags(owner.tenantId, { order: false });
    const before = await pendingCount(owner.client);
    const res = await diner().post(`/qrmenu/${code}/place-order`, orderBody());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(QR_MENU_MESSAGES.orderingDisabled);
    // The menu itself still shows, with ordering marked off.
    const shown = await diner().get(`/qrmenu/${code}`);
    expect(shown.body.storeSettings.is_qr_order_enabled).toBe(false);
    await setFlags(owner.tenantId, { order: true });
    expect(await pendingCount(owner.client)).toBe(before);
  });

  it('refuses a menu that is off, an unknown code, and an inactive account', async () => {
    await setFlags(owner.tenantId, { menu: false });
    const off = await diner().post(`/qrmenu/${code}/place-order`, orderBody());
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Menu Not Available!');
    await setFlags(owner.tenantId, { menu: true });
    const unknown = await diner().post('/qrmenu/nope-nope/place-order', orderBody());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Broken Link!');
  });

  it('refuses a forged, tampered or foreign table reference and stores nothing', async () => {
    const before = await pendingCount(owner.client);
    const good = tableRef(owner.tenantId, menu.tables.t1.id);
    for (const tableId of [
      tableRef(other.tenantId, otherMenu.tables.t1.id),
      tableRef(owner.tenantId, otherMenu.tables.t1.id),
      `${good}x`,
      String(menu.tables.t1.id),
    ]) {
      const res = await diner().post(`/qrmenu/${code}/place-order`, orderBody({ tableId }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(QR_MENU_MESSAGES.invalidTable);
    }
    expect(await pendingCount(owner.client)).toBe(before);
    // No table at all is fine: a diner on the store's general QR code.
    const noTable = await diner().post(`/qrmenu/${code}/place-order`, orderBody({ tableId: null }));
    expect(noTable.status).toBe(200);
  });

  it("refuses another store's item, variant or addon, and an empty cart", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cartItems: [burgerLine({ id: otherMenu.items.burger.id })] }, QR_MENU_MESSAGES.itemUnavailable],
      [
        { cartItems: [burgerLine({ variant_id: otherMenu.variants.double.id })] },
        QR_MENU_MESSAGES.optionUnavailable,
      ],
      [
        { cartItems: [burgerLine({ addons_ids: [otherMenu.addons.bacon.id] })] },
        QR_MENU_MESSAGES.optionUnavailable,
      ],
      // A variant of this store, but of another item.
      [
        { cartItems: [{ id: menu.items.lemonade.id, quantity: 1, variant_id: menu.variants.single.id }] },
        QR_MENU_MESSAGES.optionUnavailable,
      ],
      [{ cartItems: [] }, QR_MENU_MESSAGES.emptyCart],
      [{ cartItems: [burgerLine({ quantity: 0 })] }, QR_MENU_MESSAGES.quantity],
      [{ cartItems: [burgerLine({ quantity: 1.5 })] }, QR_MENU_MESSAGES.quantity],
      [{ cartItems: [burgerLine({ notes: 'x'.repeat(101) })] }, QR_MENU_MESSAGES.notes],
    ];
    for (const [overrides, message] of cases) {
      const res = await diner().post(`/qrmenu/${code}/place-order`, orderBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('checks a phone customer with the spec texts and keeps them as a customer of the store', async () => {
    const noName = await diner().post(
      `/qrmenu/${code}/place-order`,
      orderBody({ customerType: 'CUSTOMER', customer: { name: ' ', phone: '555 0101' } }),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Name is Required.');
    const badPhone = await diner().post(
      `/qrmenu/${code}/place-order`,
      orderBody({ customerType: 'CUSTOMER', customer: { name: 'Ana', phone: 'call me' } }),
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('Enter a valid phone number.');

    const ok = await diner().post(
      `/qrmenu/${code}/place-order`,
      orderBody({ customerType: 'CUSTOMER', customer: { name: 'Ana', phone: '+1 555 0101' } }),
    );
    expect(ok.status).toBe(200);
    const [customer] = await t.app.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, owner.tenantId), eq(customers.phone, '+1 555 0101')));
    expect(customer.name).toBe('Ana');
    const list = await owner.client.get('/pos/qrorders');
    expect(list.body.find((o: { id: number }) => o.id === ok.body.qrOrderId)).toMatchObject({
      customer_type: 'CUSTOMER',
      customer_id: '+1 555 0101',
      customer_name: 'Ana',
    });
  });

  it('stores a retried order once when it carries the same Idempotency-Key', async () => {
    const phone = diner();
    const key = `qr-${crypto.randomUUID()}`;
    const before = await pendingCount(owner.client);
    const first = await phone.post(`/qrmenu/${code}/place-order`, orderBody(), { 'idempotency-key': key });
    const retry = await phone.post(`/qrmenu/${code}/place-order`, orderBody(), { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.qrOrderId).toBe(first.body.qrOrderId);
    expect(await pendingCount(owner.client)).toBe(before + 1);
    // The same key at another store is another order.
    const elsewhere = await phone.post(
      `/qrmenu/${otherCode}/place-order`,
      orderBody({
        cartItems: [{ id: otherMenu.items.lemonade.id, quantity: 1 }],
        tableId: tableRef(other.tenantId, otherMenu.tables.t1.id),
      }),
      { 'idempotency-key': key },
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.qrOrderId).not.toBe(first.body.qrOrderId);
    const bad = await phone.post(`/qrmenu/${code}/place-order`, orderBody(), {
      'idempotency-key': 'no spaces!',
    });
    expect(bad.status).toBe(400);
  });

  it('limits orders per address and store; another address still orders', async () => {
    const phone = diner();
    const body = orderBody({ cartItems: [{ id: menu.items.water.id, quantity: 1 }] });
    for (let i = 0; i < QR_ORDER_RATE_LIMITS.perAddress; i += 1) {
      const res = await phone.post(`/qrmenu/${code}/place-order`, body);
      expect(res.status).toBe(200);
    }
    const over = await phone.post(`/qrmenu/${code}/place-order`, body);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many orders/);
    // The same address at another store, and another address here, are not held back.
    const otherStore = await phone.post(
      `/qrmenu/${otherCode}/place-order`,
      orderBody({ cartItems: [{ id: otherMenu.items.water.id, quantity: 1 }], tableId: null }),
    );
    expect(otherStore.status).toBe(200);
    expect((await diner().post(`/qrmenu/${code}/place-order`, body)).status).toBe(200);
    await owner.client.post('/pos/qrorders/cancel-all');
  });
});

describe('realtime', () => {
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  async function connectAs(client: TestClient) {
    const socket = connectSocket(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: `${ACCESS_COOKIE}=${client.cookies.get(ACCESS_COOKIE)}` },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it("emits new_qrorder to that store's room only", async () => {
    const mine = await connectAs(owner.client);
    const theirs = await connectAs(other.client);
    const heardByOther: unknown[] = [];
    theirs.on('new_qrorder', (payload) => heardByOther.push(payload));
    const heard = new Promise<{ qrOrderId: number }>((resolve) => mine.once('new_qrorder', resolve));

    const res = await diner().post(`/qrmenu/${code}/place-order`, orderBody());
    expect(res.status).toBe(200);
    expect((await heard).qrOrderId).toBe(res.body.qrOrderId);
    // Give a stray event time to arrive before concluding it never does.
    await new Promise((r) => setTimeout(r, 200));
    expect(heardByOther).toEqual([]);
  });
});

describe('/pos/qrorders', () => {
  async function placeAt(storeCode: string, body: Record<string, unknown>) {
    const res = await diner().post(`/qrmenu/${storeCode}/place-order`, body);
    expect(res.status).toBe(200);
    return res.body.qrOrderId as number;
  }

  it('needs a session and the POS scope', async () => {
    expect((await new TestClient(t.app).get('/pos/qrorders')).status).toBe(401);
    const username = uniqueEmail('kitchen');
    await owner.client.post('/users/add', {
      name: 'Cook',
      username,
      password: 'staff password',
      userScopes: ['KITCHEN'],
    });
    const cook = await signIn(t.app, username, 'staff password');
    expect((await cook.get('/pos/qrorders/count')).status).toBe(403);
    expect((await cook.post('/pos/qrorders/cancel-all')).status).toBe(403);
  });

  it('lists pending orders with table, customer and items, each store only its own', async () => {
    await owner.client.post('/pos/qrorders/cancel-all');
    await other.client.post('/pos/qrorders/cancel-all');
    const id = await placeAt(code, orderBody());
    await placeAt(
      otherCode,
      orderBody({ cartItems: [{ id: otherMenu.items.lemonade.id, quantity: 3 }], tableId: null }),
    );

    const list = await owner.client.get('/pos/qrorders');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id,
        table_id: menu.tables.t1.id,
        table_title: 'T1',
        floor: 'Ground',
        customer_type: 'WALKIN',
        customer_id: null,
        customer_name: 'Guest',
        created_at: expect.any(String),
        items: [
          {
            item_id: menu.items.burger.id,
            item_title: 'Burger',
            variant_id: menu.variants.double.id,
            variant_title: 'Double',
            addons: [
              { id: menu.addons.cheese.id, title: 'Cheese', price: 1.5 },
              { id: menu.addons.bacon.id, title: 'Bacon', price: 2.5 },
            ],
            quantity: 2,
            notes: 'no onions',
          },
        ],
      },
    ]);
    expect(await pendingCount(owner.client)).toBe(1);
    const theirs = await other.client.get('/pos/qrorders');
    expect(theirs.body).toHaveLength(1);
    expect(theirs.body[0].items[0].item_title).toBe('Lemonade');
  });

  it("cancels one order (status 'cancelled'), never another store's", async () => {
    const id = await placeAt(code, orderBody());
    const theirId = await placeAt(
      otherCode,
      orderBody({ cartItems: [{ id: otherMenu.items.water.id, quantity: 1 }], tableId: null }),
    );

    const foreign = await owner.client.post(`/pos/qrorders/update-status/${theirId}`, {
      status: 'cancelled',
    });
    expect(foreign.status).toBe(404);
    const [untouched] = await t.app.deps.db.select().from(qrOrders).where(eq(qrOrders.id, theirId));
    expect(untouched.status).toBe('created');

    const badStatus = await owner.client.post(`/pos/qrorders/update-status/${id}`, { status: 'eaten' });
    expect(badStatus.status).toBe(400);

    const before = await pendingCount(owner.client);
    const res = await owner.client.post(`/pos/qrorders/update-status/${id}`, { status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('QR order cancelled!');
    const [row] = await t.app.deps.db.select().from(qrOrders).where(eq(qrOrders.id, id));
    expect(row.status).toBe('cancelled');
    expect(await pendingCount(owner.client)).toBe(before - 1);
    expect((await owner.client.get('/pos/qrorders')).body.some((o: { id: number }) => o.id === id)).toBe(
      false,
    );
    // Already handled: a second change is refused and the status stays.
    const again = await owner.client.post(`/pos/qrorders/update-status/${id}`, { status: 'completed' });
    expect(again.status).toBe(409);
  });

  it("cancel-all clears this store's pending orders and leaves the other store's", async () => {
    await placeAt(code, orderBody());
    const theirsBefore = await pendingCount(other.client);
    expect(theirsBefore).toBeGreaterThan(0);
    const res = await owner.client.post('/pos/qrorders/cancel-all');
    expect(res.status).toBe(200);
    expect(await pendingCount(owner.client)).toBe(0);
    expect(await pendingCount(other.client)).toBe(theirsBefore);
    const rows = await t.app.deps.db.select().from(qrOrders).where(eq(qrOrders.tenantId, owner.tenantId));
    expect(rows.every((r) => r.status !== 'created')).toBe(true);
    expect(rows.some((r) => r.status === 'cancelled')).toBe(true);
  });
});
