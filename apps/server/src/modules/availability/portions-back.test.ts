import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuAvailability, orderItems, tenants } from '../../db/schema';
import type { TestClient } from '../../test/http-client';
import {
  connectSocket,
  createOrder,
  createOrderTenant,
  line,
  listen,
  type OrderTenant,
  orderBody,
  recordEvents,
  type TestSocket,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** 86 (issue 18 §2): a voided line or a cancelled order gives its counted portions back, once. */

let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'Portions Back Bistro');
  other = await createOrderTenant(t.app, 'Other Portions Bistro');
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});
beforeEach(async () => {
  await t.app.deps.db.delete(menuAvailability);
  await t.app.deps.db.update(tenants).set({ menuVersion: sql`${tenants.menuVersion} + 1` });
});

const burger = () => owner.menu.items.burger.id;
const set = (client: TestClient, body: Record<string, unknown>) => client.put('/availability', body);
const stock = async (client: TestClient = owner.client) => (await client.get('/availability')).body;
const countOf = async (kind: string, id: number) =>
  (await stock()).find((row: { kind: string; id: number }) => row.kind === kind && row.id === id);

/** Sells the lines and answers the order and its line ids, in order. */
async function sell(lines: ReturnType<typeof line>[]) {
  const created = await createOrder(owner.client, orderBody(lines));
  expect(created.status).toBe(200);
  const orderId = Number(created.body.orderId);
  const rows = await t.app.deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { orderId, lines: rows.map((r) => r.id) };
}

const voidLine = (id: number) =>
  owner.client.post(`/voids/order-items/${id}`, { kind: 'void', reason: 'Wrong dish' });
const menuVersion = async () =>
  (
    await t.app.deps.db.select({ v: tenants.menuVersion }).from(tenants).where(eq(tenants.id, owner.tenantId))
  )[0].v;

describe('a voided line gives its portions back', () => {
  it('once: a second void gives nothing more, and the tills hear of it', async () => {
    const mine = await connectSocket(url, owner.client);
    const theirs = await connectSocket(url, other.client);
    sockets.push(mine, theirs);
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 5 });
    const { lines } = await sell([line(burger(), { quantity: 2 })]);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 3 });

    const seen = recordEvents(mine);
    const seenByOther = recordEvents(theirs);
    const version = await menuVersion();
    const voided = await voidLine(lines[0]);
    expect(voided.status).toBe(200);
    expect(await countOf('item', burger())).toEqual({
      kind: 'item',
      id: burger(),
      soldOut: false,
      countLeft: 5,
    });
    // As PUT /availability: the menu version moved in the same transaction.
    expect(await menuVersion()).toBeGreaterThan(version);
    await seen.waitFor('availability_update');

    const again = await voidLine(lines[0]);
    expect(again.status).toBe(409);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 5 });
    expect(seenByOther.events.filter((e) => e.event === 'availability_update')).toEqual([]);
  });

  it('gives back its variant and addons too, only to rows still counted', async () => {
    const { variants, addons } = owner.menu;
    await set(owner.client, { kind: 'variant', id: variants.double.id, soldOut: false, countLeft: 4 });
    await set(owner.client, { kind: 'addon', id: addons.cheese.id, soldOut: false, countLeft: 10 });
    const { lines } = await sell([
      line(burger(), {
        quantity: 3,
        variantId: variants.double.id,
        addonIds: [addons.cheese.id, addons.bacon.id],
      }),
    ]);
    // The burger and the bacon are not counted, and marked nothing: no row is made for them.
    await set(owner.client, { kind: 'item', id: burger(), soldOut: true });
    expect((await voidLine(lines[0])).status).toBe(200);
    expect(await stock()).toEqual(
      expect.arrayContaining([
        { kind: 'variant', id: variants.double.id, soldOut: false, countLeft: 4 },
        { kind: 'addon', id: addons.cheese.id, soldOut: false, countLeft: 10 },
        { kind: 'item', id: burger(), soldOut: true, countLeft: null },
      ]),
    );
    expect(await stock()).toHaveLength(3);
  });

  it('a dish sold out by hand stays sold out, its count going up', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 3 });
    const { lines } = await sell([line(burger())]);
    await set(owner.client, { kind: 'item', id: burger(), soldOut: true, countLeft: 2 });
    expect((await voidLine(lines[0])).status).toBe(200);
    expect(await countOf('item', burger())).toEqual({
      kind: 'item',
      id: burger(),
      soldOut: true,
      countLeft: 3,
    });
  });

  it('the last portion sold, then voided, sells again on the till that remembered it sold out', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 1 });
    const { lines } = await sell([line(burger())]);
    const refused = await createOrder(owner.client, orderBody([line(burger())]));
    expect(refused.body.message).toBe('Burger is sold out!');
    expect((await voidLine(lines[0])).status).toBe(200);
    expect((await createOrder(owner.client, orderBody([line(burger())]))).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 0, soldOut: true });
  });

  it('a comp gives nothing back (the dish was made)', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 3 });
    const { lines } = await sell([line(burger())]);
    const comped = await owner.client.post(`/voids/order-items/${lines[0]}`, {
      kind: 'comp',
      reason: 'Birthday',
    });
    expect(comped.status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 2 });
  });
});

describe('a cancelled order gives its portions back', () => {
  it('every line not voided before, once; a resent cancel gives nothing more', async () => {
    const { lemonade } = owner.menu.items;
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 10 });
    await set(owner.client, { kind: 'item', id: lemonade.id, soldOut: false, countLeft: 10 });
    const { orderId, lines } = await sell([
      line(burger(), { quantity: 2 }),
      line(lemonade.id, { quantity: 3 }),
      line(burger(), { notes: 'rare' }),
    ]);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 7 });
    expect((await voidLine(lines[2])).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 8 });

    const mine = await connectSocket(url, owner.client);
    sockets.push(mine);
    const seen = recordEvents(mine);
    const cancel = () => owner.client.post('/orders/cancel', { orderIds: [orderId] });
    expect((await cancel()).status).toBe(200);
    await seen.waitFor('availability_update');
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 10 });
    expect(await countOf('item', lemonade.id)).toMatchObject({ countLeft: 10 });
    expect((await cancel()).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 10 });
    expect(await countOf('item', lemonade.id)).toMatchObject({ countLeft: 10 });
  });
});

describe("the Orders screen's cancel and bring back", () => {
  const setStatus = (id: number, status: string) =>
    owner.client.post(`/orders/update-status/${id}`, { status });

  it('cancelled gives back once, brought back takes again, cancelled again gives back again', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 4 });
    const { lines } = await sell([line(burger(), { quantity: 2 })]);
    expect((await setStatus(lines[0], 'cancelled')).status).toBe(200);
    expect((await setStatus(lines[0], 'cancelled')).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 4 });
    expect((await voidLine(lines[0])).status).toBe(409);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 4 });

    expect((await setStatus(lines[0], 'preparing')).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 2 });
    expect((await setStatus(lines[0], 'completed')).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 2 });
    expect((await voidLine(lines[0])).status).toBe(200);
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 4 });
  });

  it('bringing back a line whose portions were sold meanwhile is refused, naming the dish', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 1 });
    const { lines } = await sell([line(burger())]);
    expect((await setStatus(lines[0], 'cancelled')).status).toBe(200);
    await sell([line(burger())]);
    const back = await setStatus(lines[0], 'created');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Burger is sold out!');
    expect(await countOf('item', burger())).toMatchObject({ countLeft: 0 });
  });

  it('a void and a cancel of the same line at once give back once', async () => {
    await set(owner.client, { kind: 'item', id: burger(), soldOut: false, countLeft: 6 });
    for (let round = 0; round < 3; round++) {
      const { lines } = await sell([line(burger(), { quantity: 2 })]);
      const results = await Promise.all([
        voidLine(lines[0]),
        setStatus(lines[0], 'cancelled'),
        voidLine(lines[0]),
      ]);
      // One after the other under the order's lock: no deadlock (a 500), one void at most.
      for (const result of results) expect([200, 409]).toContain(result.status);
      expect(results.map((r) => r.status)).toContain(200);
      expect(await countOf('item', burger())).toMatchObject({ countLeft: 6 });
    }
  });
});
