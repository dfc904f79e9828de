import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../invoices/invoices.repository';

/** Issue 20 §1, §3, §5: ingredients, their movements, recipes' validation and the stock report. */

let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'Inventory Bistro');
  other = await createOrderTenant(t.app, 'Other Inventory Bistro');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.deps.db.execute(sql`delete from ingredients`);
});

const add = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.post('/ingredients', body);
  expect(res.status).toBe(200);
  return Number(res.body.id);
};
const flour = { name: 'Flour', unit: 'kg', costPerUnit: 1.2, lowStock: 5, stock: 20 };

/** Every stock row of a tenant, to prove a refused request changed nothing. */
async function snapshot(tenantId: number) {
  const result = await t.app.deps.db.execute(sql`
    select (select json_agg(i order by id) from ingredients i where tenant_id = ${tenantId}) as ingredients,
           (select count(*)::int from stock_movements where tenant_id = ${tenantId}) as movements,
           (select json_agg(r order by id) from recipe_lines r where tenant_id = ${tenantId}) as recipes`);
  return rowsOf(result)[0];
}

describe('ingredients', () => {
  it('are added, listed with stock, value and low marker, edited and deleted', async () => {
    const id = await add(owner.client, flour);
    const list = await owner.client.get('/ingredients');
    expect(list.body).toEqual([
      {
        id,
        name: 'Flour',
        unit: 'kg',
        costPerUnit: 1.2,
        stockMilli: 20_000,
        lowStockMilli: 5000,
        isLow: false,
        value: 24,
      },
    ]);
    // The opening stock is a count, with who did it.
    const history = await owner.client.get(`/ingredients/${id}/movements`);
    expect(history.body).toMatchObject([
      { kind: 'count', deltaMilli: 20_000, expectedMilli: 0, userName: expect.any(String) },
    ]);

    const edit = await owner.client.put(`/ingredients/${id}`, {
      ...flour,
      name: 'Bread flour',
      lowStock: 25,
    });
    expect(edit.status).toBe(200);
    expect((await owner.client.get(`/ingredients/${id}`)).body).toMatchObject({
      name: 'Bread flour',
      isLow: true,
    });
    // Its unit is settled once it holds stock.
    const unit = await owner.client.put(`/ingredients/${id}`, { ...flour, unit: 'g' });
    expect(unit.status).toBe(409);

    expect((await owner.client.post('/ingredients', { ...flour, name: 'BREAD FLOUR' })).status).toBe(409);
    expect((await owner.client.delete(`/ingredients/${id}`)).status).toBe(200);
    expect((await owner.client.get('/ingredients')).body).toEqual([]);
  });

  it('bad input is a clear 400 and changes nothing', async () => {
    const id = await add(owner.client, flour);
    const before = await snapshot(owner.tenantId);
    const cases: Array<[string, () => Promise<{ status: number; body: { message: string } }>, string]> = [
      [
        'negative cost',
        () => owner.client.post('/ingredients', { ...flour, name: 'X', costPerUnit: -1 }),
        'Please enter a valid cost (zero or more)!',
      ],
      [
        'bad unit',
        () => owner.client.post('/ingredients', { ...flour, name: 'X', unit: 'oz' }),
        'Please choose a unit: g, kg, ml, l or pcs!',
      ],
      [
        'blank name',
        () => owner.client.post('/ingredients', { ...flour, name: ' ' }),
        'Please enter the ingredient name!',
      ],
      [
        'negative count',
        () => owner.client.post(`/ingredients/${id}/movements`, { kind: 'count', quantity: -2 }),
        'The quantity cannot be negative!',
      ],
      [
        'negative purchase',
        () => owner.client.post(`/ingredients/${id}/movements`, { kind: 'purchase', quantity: '-1' }),
        'The quantity cannot be negative!',
      ],
      [
        'negative unit cost',
        () =>
          owner.client.post(`/ingredients/${id}/movements`, { kind: 'purchase', quantity: 1, unitCost: -3 }),
        'Please enter a valid cost (zero or more)!',
      ],
      [
        'unit of another family',
        () =>
          owner.client.post(`/ingredients/${id}/movements`, { kind: 'purchase', quantity: 1, unit: 'ml' }),
        'ml cannot be used for an ingredient kept in kg!',
      ],
      [
        'finer than a milli',
        () =>
          owner.client.post(`/ingredients/${id}/movements`, { kind: 'purchase', quantity: 0.5, unit: 'g' }),
        'That quantity is finer than a thousandth of kg!',
      ],
      [
        'waste without a reason',
        () => owner.client.post(`/ingredients/${id}/movements`, { kind: 'waste', quantity: 1 }),
        'Please enter a reason!',
      ],
      [
        'zero adjustment',
        () =>
          owner.client.post(`/ingredients/${id}/movements`, { kind: 'adjustment', quantity: 0, reason: 'x' }),
        'An adjustment must change the stock!',
      ],
      [
        'sale by hand',
        () => owner.client.post(`/ingredients/${id}/movements`, { kind: 'sale', quantity: 1 }),
        'Please choose purchase, waste, count or adjustment!',
      ],
    ];
    for (const [what, send, message] of cases) {
      const res = await send();
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toBe(message);
    }
    expect(await snapshot(owner.tenantId)).toEqual(before);
  });

  it("another tenant's ingredient is not found, and stays as it was", async () => {
    const id = await add(owner.client, flour);
    const before = await snapshot(owner.tenantId);
    const b = other.client;
    for (const res of [
      await b.get(`/ingredients/${id}`),
      await b.put(`/ingredients/${id}`, { ...flour, name: 'Taken' }),
      await b.delete(`/ingredients/${id}`),
      await b.get(`/ingredients/${id}/movements`),
      await b.post(`/ingredients/${id}/movements`, { kind: 'waste', quantity: 1, reason: 'x' }),
      await b.put(`/menu-items/${other.menu.items.burger.id}/recipe`, {
        lines: [{ kind: 'item', ingredientId: id, quantity: 1 }],
      }),
      await b.get(`/menu-items/${owner.menu.items.burger.id}/recipe`),
      await b.put(`/menu-items/${owner.menu.items.burger.id}/recipe`, { lines: [] }),
    ])
      expect(res.status).toBe(404);
    expect((await b.get('/ingredients')).body).toEqual([]);
    expect((await b.get('/inventory/alerts')).body).toEqual({ low: [] });
    expect(await snapshot(owner.tenantId)).toEqual(before);
  });

  it('viewing needs an inventory scope, changing needs INVENTORY or MANAGE_INVENTORY; the till sees alerts only', async () => {
    const id = await add(owner.client, flour);
    const viewer = await staffWith(t.app, owner.client, ['VIEW_INVENTORY']);
    expect((await viewer.get('/ingredients')).status).toBe(200);
    expect((await viewer.get(`/ingredients/${id}/movements`)).status).toBe(200);
    expect((await viewer.post(`/ingredients/${id}/movements`, { kind: 'count', quantity: 1 })).status).toBe(
      403,
    );
    const manager = await staffWith(t.app, owner.client, ['MANAGE_INVENTORY']);
    expect((await manager.post(`/ingredients/${id}/movements`, { kind: 'count', quantity: 1 })).status).toBe(
      200,
    );
    const till = await staffWith(t.app, owner.client, ['POS']);
    expect((await till.get('/ingredients')).status).toBe(403);
    expect((await till.get('/inventory/alerts')).status).toBe(200);
  });
});

describe('movements', () => {
  it('purchase, waste, count and adjustment make a ledger with who, when and why', async () => {
    const id = await add(owner.client, { name: 'Milk', unit: 'l', costPerUnit: 1, lowStock: 2 });
    const move = (body: Record<string, unknown>) => owner.client.post(`/ingredients/${id}/movements`, body);
    const bought = await move({ kind: 'purchase', quantity: 12, unitCost: 0.95, reason: 'Dairy delivery' });
    expect(bought.status).toBe(200);
    expect(bought.body.ingredient).toMatchObject({ stockMilli: 12_000, costPerUnit: 0.95 });
    expect((await move({ kind: 'waste', quantity: 500, unit: 'ml', reason: 'Spilled' })).status).toBe(200);
    expect((await move({ kind: 'count', quantity: 11.2, reason: 'Weekly count' })).status).toBe(200);
    expect((await move({ kind: 'adjustment', quantity: -0.2, reason: 'Staff coffee' })).status).toBe(200);
    const history = (await owner.client.get(`/ingredients/${id}/movements`)).body;
    expect(
      history.map((m: Record<string, unknown>) => [
        m.kind,
        m.deltaMilli,
        m.stockAfterMilli,
        m.expectedMilli,
        m.reason,
      ]),
    ).toEqual([
      ['adjustment', -200, 11_000, null, 'Staff coffee'],
      ['count', -300, 11_200, 11_500, 'Weekly count'],
      ['waste', -500, 11_500, null, 'Spilled'],
      ['purchase', 12_000, 12_000, null, 'Dairy delivery'],
    ]);
    expect(history[3]).toMatchObject({ unitCost: 0.95, userName: expect.any(String) });
    expect(new Date(history[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('concurrent movements each count', async () => {
    const id = await add(owner.client, { name: 'Eggs', unit: 'pcs', costPerUnit: 0.3 });
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        owner.client.post(`/ingredients/${id}/movements`, { kind: 'purchase', quantity: 6 }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    expect((await owner.client.get(`/ingredients/${id}`)).body.stockMilli).toBe(90_000);
  });
});

describe('recipes', () => {
  it('convert g for a kg ingredient, refuse ml for it, and name what is not this item', async () => {
    const { burger, lemonade } = owner.menu.items;
    const beef = await add(owner.client, { name: 'Beef', unit: 'kg', costPerUnit: 12 });
    const saved = await owner.client.put(`/menu-items/${burger.id}/recipe`, {
      lines: [
        { kind: 'item', ingredientId: beef, quantity: 150, unit: 'g' },
        { kind: 'variant', targetId: owner.menu.variants.double.id, ingredientId: beef, quantity: 0.1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await owner.client.get(`/menu-items/${burger.id}/recipe`)).body).toEqual({
      itemId: burger.id,
      lines: [
        {
          kind: 'variant',
          targetId: owner.menu.variants.double.id,
          targetName: 'Double',
          ingredientId: beef,
          ingredientName: 'Beef',
          unit: 'kg',
          quantityMilli: 100,
        },
        {
          kind: 'item',
          targetId: burger.id,
          targetName: 'Burger',
          ingredientId: beef,
          ingredientName: 'Beef',
          unit: 'kg',
          quantityMilli: 150,
        },
      ],
    });
    const before = await snapshot(owner.tenantId);
    const put = (lines: unknown[], itemId = burger.id) =>
      owner.client.put(`/menu-items/${itemId}/recipe`, { lines });
    const mismatch = await put([{ kind: 'item', ingredientId: beef, quantity: 100, unit: 'ml' }]);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('ml cannot be used for an ingredient kept in kg!');
    expect((await put([{ kind: 'item', ingredientId: beef, quantity: 0 }])).status).toBe(400);
    expect((await put([{ kind: 'item', ingredientId: beef, quantity: -1 }])).status).toBe(400);
    const notMine = await put(
      [{ kind: 'addon', targetId: owner.menu.addons.cheese.id, ingredientId: beef, quantity: 1 }],
      lemonade.id,
    );
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('That variant or addon is not part of this item!');
    const twice = await put([
      { kind: 'item', ingredientId: beef, quantity: 1 },
      { kind: 'item', ingredientId: beef, quantity: 2 },
    ]);
    expect(twice.status).toBe(400);
    expect((await put([], 999_999)).status).toBe(404);
    expect(await snapshot(owner.tenantId)).toEqual(before);
  });
});

describe('report', () => {
  it('sums stock value, usage over the period and the last count, expected against counted', async () => {
    const { burger } = owner.menu.items;
    const beef = await add(owner.client, { name: 'Beef', unit: 'kg', costPerUnit: 12, stock: 10 });
    const salt = await add(owner.client, { name: 'Salt', unit: 'kg', costPerUnit: 2.99, stock: 1 });
    await owner.client.put(`/menu-items/${burger.id}/recipe`, {
      lines: [
        { kind: 'item', ingredientId: beef, quantity: 150, unit: 'g' },
        { kind: 'item', ingredientId: salt, quantity: 2, unit: 'g' },
      ],
    });
    const order = await createOrder(owner.client, orderBody([line(burger.id, { quantity: 4 })]));
    expect(order.status).toBe(200);
    await owner.client.post(`/ingredients/${beef}/movements`, {
      kind: 'waste',
      quantity: 0.2,
      reason: 'Dropped',
    });
    await owner.client.post(`/ingredients/${beef}/movements`, { kind: 'purchase', quantity: 5 });
    await owner.client.post(`/ingredients/${beef}/movements`, {
      kind: 'count',
      quantity: 14.1,
      reason: 'Month end',
    });

    const report = (await owner.client.get('/inventory/report')).body;
    // Beef 14.1 kg × 12.00 = 169.20; salt 0.992 kg × 2.99 = 2.966 → 2.97.
    expect(report.stock).toEqual([
      { id: beef, name: 'Beef', unit: 'kg', stockMilli: 14_100, value: 169.2 },
      { id: salt, name: 'Salt', unit: 'kg', stockMilli: 992, value: 2.97 },
    ]);
    expect(report.totalValue).toBe(172.17);
    expect(report.usage).toContainEqual({
      id: beef,
      name: 'Beef',
      unit: 'kg',
      usedMilli: 600,
      wastedMilli: 200,
      purchasedMilli: 5000,
      usedValue: 7.2,
    });
    expect(report.counts).toEqual([
      expect.objectContaining({ id: beef, expectedMilli: 14_200, countedMilli: 14_100, varianceMilli: -100 }),
      expect.objectContaining({ id: salt, expectedMilli: 0, countedMilli: 1000, varianceMilli: 1000 }),
    ]);
    const yesterday = (await owner.client.get('/inventory/report?type=yesterday')).body;
    expect(yesterday.usage).toEqual([]);
    expect(yesterday.totalValue).toBe(172.17);
    expect((await other.client.get('/inventory/report')).body).toMatchObject({
      stock: [],
      usage: [],
      counts: [],
      totalValue: 0,
    });
  });
});
