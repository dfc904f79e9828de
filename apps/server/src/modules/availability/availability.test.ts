import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuAvailability, storeSettings, tenants } from '../../db/schema';

import { TestClient } from '../../test/http-client';
import {
  connectSocket,
  countRows,
  createOrder,
  createOrderTenant,
  line,
  listen,
  type OrderTenant,
  orderBody,
  recordEvents,
  staffWith,
  type TestSocket,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 86 (issue 18 §2): sold out by hand, or counted down by orders to zero. */

let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, '86 Bistro');
  other = await createOrderTenant(t.app, 'Other 86 Bistro');
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});
beforeEach(async () => {
  // Cleared behind the app's back: the menu version moves too, as PUT /availability moves it, so
  // no till keeps the last test's states with its remembered prices.
  await t.app.deps.db.delete(menuAvailability);
  await t.app.deps.db.update(tenants).set({ menuVersion: sql`${tenants.menuVersion} + 1` });
});

const burger = () => owner.menu.items.burger.id;
const set = (client: TestClient, body: Record<string, unknown>) => client.put('/availability', body);
const sell = (client: TestClient, lines: ReturnType<typeof line>[], pay = false) =>
  createOrder(client, orderBody(lines), { pay });

describe('who may 86', () => {
  it('the till, the kitchen and the back office; no one else', async () => {
    expect((await new TestClient(t.app).get('/availability')).status).toBe(401);
    const invoices = await staffWith(t.app, owner.client, ['INVOICES']);
    expect((await invoices.get('/availability')).status).toBe(403);
    expect((await set(invoices, { kind: 'item', id: burger(), soldOut: true })).status).toBe(403);
    for (const scope of ['POS', 'KITCHEN', 'SETTINGS']) {
      const staff = await staffWith(t.app, owner.client, [scope]);
      expect((await set(staff, { kind: 'item', id: burger(), soldOut: scope !== 'SETTINGS' })).status).toBe(
        200,
      );
    }
    expect((await owner.client.get('/availability')).body).toEqual([]);
  });
});

describe('sold out by hand', () => {
  it('refuses an order for it, naming it, and writes nothing; available again sells again', async () => {
    const saved = await set(owner.client, { kind: 'item', id: burger(), soldOut: true });
    expect(saved.body.message).toBe('Availability saved!');
    expect((await owner.client.get('/availability')).body).toEqual([
      { kind: 'item', id: burger(), soldOut: true, countLeft: null },
    ]);
    const orders = await countRows(t.app.deps.db, 'orders', owner.tenantId);
    for (const pay of [false, true]) {
      const refused = await sell(owner.client, [line(burger())], pay);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Burger is sold out!');
    }
    expect(await countRows(t.app.deps.db, 'orders', owner.tenantId)).toBe(orders);

    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: null });
    expect((await owner.client.get('/availability')).body).toEqual([]);
    expect((await sell(owner.client, [line(burger())])).status).toBe(200);
  });

  it('a till that has just sold the dish (its prices remembered) is refused once it is 86d', async () => {
    expect((await sell(owner.client, [line(burger())])).status).toBe(200);
    await set(owner.client, { kind: 'item', id: burger(), soldOut: true });
    expect((await sell(owner.client, [line(burger())])).body.message).toBe('Burger is sold out!');
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 1 });
    expect((await sell(owner.client, [line(burger(), { quantity: 2 })])).body.message).toBe(
      'Only 1 left of Burger!',
    );
    expect((await sell(owner.client, [line(burger())])).status).toBe(200);
    expect((await sell(owner.client, [line(burger())])).body.message).toBe('Burger is sold out!');
  });

  it('a sold-out variant or addon refuses the line that names it, and only that', async () => {
    const { variants, addons, items } = owner.menu;
    await set(owner.client, { kind: 'variant', id: variants.double.id, soldOut: true });
    await set(owner.client, { kind: 'addon', id: addons.bacon.id, soldOut: true });
    const double = await sell(owner.client, [line(items.burger.id, { variantId: variants.double.id })]);
    expect(double.status).toBe(409);
    expect(double.body.message).toBe('Burger (Double) is sold out!');
    const bacon = await sell(owner.client, [line(items.burger.id, { addonIds: [addons.bacon.id] })]);
    expect(bacon.body.message).toBe('Bacon is sold out!');
    const single = await sell(owner.client, [
      line(items.burger.id, { variantId: variants.single.id, addonIds: [addons.cheese.id] }),
    ]);
    expect(single.status).toBe(200);
  });

  it('the POS starts with what is sold out', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: true });
    expect((await owner.client.get('/pos/init')).body.availability).toEqual([
      { kind: 'item', id: burger(), soldOut: true, countLeft: null },
    ]);
    expect((await other.client.get('/pos/init')).body.availability).toEqual([]);
  });
});

describe('counted portions', () => {
  it('each order takes its quantity; more than is left is refused; zero sells it out', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 3 });
    expect((await sell(owner.client, [line(burger(), { quantity: 2 })])).status).toBe(200);
    expect((await owner.client.get('/availability')).body).toEqual([
      { kind: 'item', id: burger(), soldOut: false, countLeft: 1 },
    ]);
    const tooMany = await sell(owner.client, [line(burger(), { quantity: 2 })]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 1 left of Burger!');
    // Two lines of the same dish count together.
    const split = await sell(owner.client, [line(burger()), line(burger(), { notes: 'rare' })]);
    expect(split.body.message).toBe('Only 1 left of Burger!');

    // Paid at once, the last one goes (the invoice and the count in one transaction).
    expect((await sell(owner.client, [line(burger())], true)).status).toBe(200);
    expect((await owner.client.get('/availability')).body).toEqual([
      { kind: 'item', id: burger(), soldOut: true, countLeft: 0 },
    ]);
    expect((await sell(owner.client, [line(burger())])).body.message).toBe('Burger is sold out!');
  });

  it('the last portion is sold exactly once when 20 tills order it at once', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 1 });
    const before = await countRows(t.app.deps.db, 'orders', owner.tenantId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sell(owner.client, [line(burger(), { notes: `till ${i}` })], i % 2 === 1),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.message).toBe('Burger is sold out!');
    expect(await countRows(t.app.deps.db, 'orders', owner.tenantId)).toBe(before + 1);
    expect((await owner.client.get('/availability')).body[0]).toMatchObject({ countLeft: 0, soldOut: true });
  });

  it('a resent order (same Idempotency-Key) answers as the first even when it took the last one', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 1 });
    const body = orderBody([line(burger())]);
    const first = await createOrder(owner.client, body, { idempotencyKey: 'last-burger-1' });
    const again = await createOrder(owner.client, body, { idempotencyKey: 'last-burger-1' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(first.body.orderId);
  });
});

describe('live and isolated', () => {
  it("tells the store's tills when something is 86'd or a count changes, and no one else", async () => {
    const mine = await connectSocket(url, owner.client);
    const theirs = await connectSocket(url, other.client);
    sockets.push(mine, theirs);
    const seen = recordEvents(mine);
    const seenByOther = recordEvents(theirs);
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 5 });
    await seen.waitFor('availability_update');
    seen.events.length = 0;
    await sell(owner.client, [line(burger())]);
    await seen.waitFor('availability_update');
    expect(seenByOther.events.filter((e) => e.event === 'availability_update')).toEqual([]);
  });

  it("another store's dish is not found and nothing changes", async () => {
    const res = await set(other.client, { kind: 'item', id: burger(), soldOut: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Menu item not found!');
    const variant = await set(other.client, {
      kind: 'variant',
      id: owner.menu.variants.double.id,
      soldOut: true,
    });
    expect(variant.status).toBe(404);
    expect((await owner.client.get('/availability')).body).toEqual([]);
    expect((await other.client.get('/availability')).body).toEqual([]);
  });

  it('refuses bad input with the reason and keeps what was saved', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 4 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { kind: 'item', id: burger(), soldOut: false, countLeft: -1 },
        'Please enter the portions left (0 to 100000), or leave it empty!',
      ],
      [
        { kind: 'item', id: burger(), soldOut: false, countLeft: 100_001 },
        'Please enter the portions left (0 to 100000), or leave it empty!',
      ],
      [
        { kind: 'item', id: burger(), soldOut: false, countLeft: 1.5 },
        'Please enter the portions left (0 to 100000), or leave it empty!',
      ],
      [{ kind: 'dish', id: burger(), soldOut: true }, 'Please choose an item, a variant or an addon!'],
      [{ kind: 'item', id: 'x', soldOut: true }, 'Menu item not found!'],
    ];
    for (const [body, message] of cases) {
      const res = await set(owner.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.client.get('/availability')).body).toEqual([
      { kind: 'item', id: burger(), soldOut: false, countLeft: 4 },
    ]);
  });
});

describe('the QR menu', () => {
  it('lists what is sold out and refuses a diner’s order for it, naming it', async () => {
    await t.app.deps.db
      .update(storeSettings)
      .set({ isQrMenuEnabled: true, isQrOrderEnabled: true })
      .where(eq(storeSettings.tenantId, owner.tenantId));
    const [{ code }] = await t.app.deps.db
      .select({ code: storeSettings.uniqueQrCode })
      .from(storeSettings)
      .where(eq(storeSettings.tenantId, owner.tenantId));
    await set(owner.client, { kind: 'addon', id: owner.menu.addons.cheese.id, soldOut: true });
    await set(owner.client, { kind: 'item', id: owner.menu.items.lemonade.id, soldOut: false, countLeft: 2 });
    const diner = new TestClient(t.app, '10.86.0.1');
    const menu = await diner.get(`/qrmenu/${code}`);
    expect(menu.body.soldOut).toEqual([{ kind: 'addon', id: owner.menu.addons.cheese.id }]);

    const order = (cartItems: unknown[]) =>
      diner.post(`/qrmenu/${code}/place-order`, {
        deliveryType: null,
        cartItems,
        customerType: 'WALKIN',
        customer: { name: 'Guest', phone: '' },
        tableId: null,
      });
    const cheese = await order([
      { id: burger(), quantity: 1, notes: null, variant_id: null, addons_ids: [owner.menu.addons.cheese.id] },
    ]);
    expect(cheese.status).toBe(409);
    expect(cheese.body.message).toBe('Cheese is sold out!');
    const lemonades = await order([
      { id: owner.menu.items.lemonade.id, quantity: 3, notes: null, variant_id: null, addons_ids: [] },
    ]);
    expect(lemonades.body.message).toBe('Only 2 left of Lemonade!');
    const two = await order([
      { id: owner.menu.items.lemonade.id, quantity: 2, notes: null, variant_id: null, addons_ids: [] },
    ]);
    expect(two.status).toBe(200);
    // A QR order is a request: the count goes down when the till accepts it, not before.
    expect((await owner.client.get('/availability')).body).toContainEqual({
      kind: 'item',
      id: owner.menu.items.lemonade.id,
      soldOut: false,
      countLeft: 2,
    });
  });
});
