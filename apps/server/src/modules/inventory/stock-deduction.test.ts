import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingredients, orderItems, stockMovements } from '../../db/schema';
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

/**
 * Issue 20 §2 and §4: an order takes what its dishes use from stock in its own transaction, a
 * voided line or cancelled order gives exactly that back once, concurrent orders each count, and
 * with auto sold-out a dish whose ingredient ran out is sold out on every till and refused.
 */

let t: TestApp;
let owner: OrderTenant;
let url: string;
const sockets: TestSocket[] = [];
let beef: number;
let bun: number;
let cheddar: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'Stock Bistro');
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const addIngredient = async (body: Record<string, unknown>) => {
  const res = await owner.client.post('/ingredients', body);
  expect(res.status).toBe(200);
  return Number(res.body.id);
};

beforeEach(async () => {
  const db = t.app.deps.db;
  await db.execute(sql`delete from ingredients where tenant_id = ${owner.tenantId}`);
  await db.execute(sql`delete from inventory_settings where tenant_id = ${owner.tenantId}`);
  beef = await addIngredient({ name: 'Beef', unit: 'kg', costPerUnit: 12, stock: 10, lowStock: 1 });
  bun = await addIngredient({ name: 'Buns', unit: 'pcs', costPerUnit: 0.4, stock: 100 });
  cheddar = await addIngredient({ name: 'Cheddar', unit: 'g', costPerUnit: 0.02, stock: 2000 });
  const { burger } = owner.menu.items;
  const { double } = owner.menu.variants;
  const { cheese } = owner.menu.addons;
  const recipe = await owner.client.put(`/menu-items/${burger.id}/recipe`, {
    lines: [
      { kind: 'item', ingredientId: beef, quantity: 150, unit: 'g' },
      { kind: 'item', ingredientId: bun, quantity: 1 },
      { kind: 'variant', targetId: double.id, ingredientId: beef, quantity: 0.15 },
      { kind: 'addon', targetId: cheese.id, ingredientId: cheddar, quantity: 20 },
    ],
  });
  expect(recipe.status).toBe(200);
});

const stockOf = async (id: number) =>
  Number(
    (
      await t.app.deps.db
        .select({ s: ingredients.stockMilli })
        .from(ingredients)
        .where(and(eq(ingredients.tenantId, owner.tenantId), eq(ingredients.id, id)))
    )[0].s,
  );

const movementsOf = (id: number) =>
  t.app.deps.db
    .select({ kind: stockMovements.kind, delta: stockMovements.deltaMilli, orderId: stockMovements.orderId })
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, owner.tenantId), eq(stockMovements.ingredientId, id)))
    .orderBy(asc(stockMovements.id));

async function sell(lines: ReturnType<typeof line>[], client: TestClient = owner.client) {
  const created = await createOrder(client, orderBody(lines));
  expect(created.status).toBe(200);
  const orderId = Number(created.body.orderId);
  const rows = await t.app.deps.db
    .select({ id: orderItems.id, stockUsed: orderItems.stockUsed })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, owner.tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(orderItems.id);
  return { orderId, lines: rows };
}

const voidLine = (id: number) =>
  owner.client.post(`/voids/order-items/${id}`, { kind: 'void', reason: 'Wrong dish' });

describe('an order takes what its dishes use', () => {
  it('item, variant and addon recipes times the quantity, one sale movement per ingredient', async () => {
    const { burger, water } = owner.menu.items;
    const { orderId, lines } = await sell([
      line(burger.id, {
        quantity: 2,
        variantId: owner.menu.variants.double.id,
        addonIds: [owner.menu.addons.cheese.id],
      }),
      line(burger.id),
      line(water.id),
    ]);
    // Beef: (150 + 150) g × 2 + 150 g = 750 g of 10 kg; buns 3; cheddar 40 g.
    expect(await stockOf(beef)).toBe(10_000 - 750);
    expect(await stockOf(bun)).toBe(100_000 - 3000);
    expect(await stockOf(cheddar)).toBe(2_000_000 - 40_000);
    expect(lines.map((l) => l.stockUsed)).toEqual([
      [
        { ingredientId: beef, milli: 600 },
        { ingredientId: bun, milli: 2000 },
        { ingredientId: cheddar, milli: 40_000 },
      ].sort((a, b) => a.ingredientId - b.ingredientId),
      [
        { ingredientId: beef, milli: 150 },
        { ingredientId: bun, milli: 1000 },
      ].sort((a, b) => a.ingredientId - b.ingredientId),
      null,
    ]);
    expect((await movementsOf(beef)).filter((m) => m.kind === 'sale')).toEqual([
      { kind: 'sale', delta: -750, orderId },
    ]);
  });

  it('an order paid at once takes stock in its transaction too', async () => {
    const res = await createOrder(
      owner.client,
      orderBody([line(owner.menu.items.burger.id)], { paymentTypeId: owner.paymentTypes.cash.id } as never),
      { pay: true },
    );
    expect(res.status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000 - 150);
  });

  it('a dish without a recipe takes nothing and writes no movement', async () => {
    const before = (await movementsOf(beef)).length;
    const { lines } = await sell([line(owner.menu.items.lemonade.id, { quantity: 4 })]);
    expect(lines[0].stockUsed).toBeNull();
    expect(await stockOf(beef)).toBe(10_000);
    expect((await movementsOf(beef)).length).toBe(before);
  });

  it('stock may go below zero: an order is never refused for stock without auto sold-out', async () => {
    await owner.client.post(`/ingredients/${bun}/movements`, { kind: 'count', quantity: 1 });
    await sell([line(owner.menu.items.burger.id, { quantity: 3 })]);
    expect(await stockOf(bun)).toBe(-2000);
  });

  it('N concurrent orders take exactly N × the recipe', async () => {
    const n = 20;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        createOrder(owner.client, orderBody([line(owner.menu.items.burger.id, { notes: `till ${i}` })]), {
          pay: i % 2 === 1,
        }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000 - n * 150);
    expect(await stockOf(bun)).toBe(100_000 - n * 1000);
    const sales = (await movementsOf(bun)).filter((m) => m.kind === 'sale');
    expect(sales).toHaveLength(n);
    expect(sales.reduce((sum, m) => sum + Number(m.delta), 0)).toBe(-n * 1000);
  });
});

describe('a voided line or cancelled order gives back what it took, once', () => {
  it('a void gives back the line’s own use even after the recipe changed; a second void gives nothing', async () => {
    const { burger } = owner.menu.items;
    const { lines } = await sell([line(burger.id, { quantity: 2 })]);
    expect(await stockOf(beef)).toBe(10_000 - 300);
    await owner.client.put(`/menu-items/${burger.id}/recipe`, {
      lines: [{ kind: 'item', ingredientId: beef, quantity: 1 }],
    });
    expect((await voidLine(lines[0].id)).status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000);
    expect(await stockOf(bun)).toBe(100_000);
    expect((await voidLine(lines[0].id)).status).toBe(409);
    expect(await stockOf(beef)).toBe(10_000);
    const kinds = (await movementsOf(beef)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'return')).toHaveLength(1);
  });

  it('a cancelled order gives back every line not voided before, once', async () => {
    const { burger } = owner.menu.items;
    const { orderId, lines } = await sell([line(burger.id), line(burger.id, { quantity: 2, notes: 'rare' })]);
    expect(await stockOf(beef)).toBe(10_000 - 450);
    expect((await voidLine(lines[0].id)).status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000 - 300);
    const cancel = () => owner.client.post('/orders/cancel', { orderIds: [orderId] });
    expect((await cancel()).status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000);
    expect((await cancel()).status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000);
  });

  it('the Orders screen: cancelled gives back, brought back takes again, a void and a cancel at once give back once', async () => {
    const setStatus = (id: number, status: string) =>
      owner.client.post(`/orders/update-status/${id}`, { status });
    const { lines } = await sell([line(owner.menu.items.burger.id, { quantity: 2 })]);
    expect((await setStatus(lines[0].id, 'cancelled')).status).toBe(200);
    expect((await setStatus(lines[0].id, 'cancelled')).status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000);
    expect((await setStatus(lines[0].id, 'preparing')).status).toBe(200);
    expect(await stockOf(beef)).toBe(10_000 - 300);
    const results = await Promise.all([voidLine(lines[0].id), setStatus(lines[0].id, 'cancelled')]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(await stockOf(beef)).toBe(10_000);
  });
});

describe('low stock and auto sold-out', () => {
  it('the tills hear when an ingredient goes under its low level', async () => {
    const socket = await connectSocket(url, owner.client);
    sockets.push(socket);
    const seen = recordEvents(socket);
    await owner.client.post(`/ingredients/${beef}/movements`, {
      kind: 'count',
      quantity: 1.2,
      reason: 'Shelf',
    });
    expect(seen.events.some((e) => e.event === 'stock_alert')).toBe(false);
    await sell([line(owner.menu.items.burger.id, { quantity: 2 })]);
    expect(await seen.waitFor('stock_alert')).toEqual({ ingredientIds: [beef] });
    expect((await owner.client.get('/inventory/alerts')).body.low).toEqual([
      { id: beef, name: 'Beef', unit: 'kg', stockMilli: 900, lowStockMilli: 1000 },
    ]);
  });

  it('with auto sold-out on, a dish whose ingredient ran out is sold out everywhere and refused until restocked', async () => {
    const { burger } = owner.menu.items;
    const cheese = owner.menu.addons.cheese.id;
    expect((await owner.client.put('/inventory/settings', { autoSoldOut: true })).status).toBe(200);
    await owner.client.post(`/ingredients/${bun}/movements`, { kind: 'count', quantity: 2 });
    await owner.client.post(`/ingredients/${cheddar}/movements`, { kind: 'count', quantity: 10 });
    // Cheddar (10 g) is short of a portion (20 g): the addon is out, the burger is not.
    expect((await owner.client.get('/availability')).body).toEqual([
      { kind: 'addon', id: cheese, soldOut: true, countLeft: null },
    ]);
    const withCheese = await createOrder(owner.client, orderBody([line(burger.id, { addonIds: [cheese] })]));
    expect(withCheese.status).toBe(409);
    expect(withCheese.body.message).toBe('Cheese is sold out!');

    await sell([line(burger.id, { quantity: 2 })]);
    expect(await stockOf(bun)).toBe(0);
    const init = (await owner.client.get('/pos/init')).body.availability;
    expect(init).toContainEqual({ kind: 'item', id: burger.id, soldOut: true, countLeft: null });
    const refused = await createOrder(owner.client, orderBody([line(burger.id)]));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Burger is sold out!');
    expect(await stockOf(bun)).toBe(0);

    await owner.client.post(`/ingredients/${bun}/movements`, {
      kind: 'purchase',
      quantity: 24,
      unitCost: 0.4,
    });
    expect((await owner.client.get('/availability')).body).not.toContainEqual(
      expect.objectContaining({ kind: 'item', id: burger.id }),
    );
    expect((await createOrder(owner.client, orderBody([line(burger.id)]))).status).toBe(200);
  });

  it('with auto sold-out on, concurrent orders for the last portions never sell past what is on hand', async () => {
    await owner.client.put('/inventory/settings', { autoSoldOut: true });
    await owner.client.post(`/ingredients/${bun}/movements`, { kind: 'count', quantity: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createOrder(owner.client, orderBody([line(owner.menu.items.burger.id, { notes: `till ${i}` })])),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(ok).toBe(3);
    expect(await stockOf(bun)).toBe(0);
  });

  it('with auto sold-out on, lines of one order that together need more than is on hand are refused whole', async () => {
    await owner.client.put('/inventory/settings', { autoSoldOut: true });
    await owner.client.post(`/ingredients/${bun}/movements`, { kind: 'count', quantity: 1 });
    const burger = owner.menu.items.burger.id;
    const twoLines = await createOrder(
      owner.client,
      orderBody([line(burger, { notes: 'no onion' }), line(burger, { notes: 'well done' })]),
    );
    expect(twoLines.status).toBe(409);
    expect(twoLines.body.message).toBe('Burger is sold out!');
    expect(await stockOf(bun)).toBe(1000); // one piece, in thousandths
    expect((await createOrder(owner.client, orderBody([line(burger)]))).status).toBe(200);
    expect(await stockOf(bun)).toBe(0);
  });
});
