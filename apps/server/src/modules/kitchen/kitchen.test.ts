import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'Kitchen Bistro');
  other = await createOrderTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

async function newItem() {
  const res = await createOrder(
    owner.client,
    orderBody([line(owner.menu.items.burger.id, { notes: 'well done' })], {
      deliveryType: 'dinein',
      tableId: owner.menu.tables.t2.id,
    }),
  );
  expect(res.status).toBe(200);
  const groups = (await owner.client.get('/kitchen')).body;
  const order = groups
    .flatMap((g: { orders: { id: number }[] }) => g.orders)
    .find((o: { id: number }) => o.id === res.body.orderId);
  return { orderId: res.body.orderId as number, item: order.items[0] };
}

describe('access', () => {
  it('needs KITCHEN or KITCHEN_DISPLAY', async () => {
    expect((await new TestClient(t.app).get('/kitchen')).status).toBe(401);
    const cashier = await staffWith(t.app, owner.client, ['POS']);
    expect((await cashier.get('/kitchen')).status).toBe(403);
    expect((await cashier.post('/kitchen/1', { status: 'preparing' })).status).toBe(403);
    for (const scope of ['KITCHEN', 'KITCHEN_DISPLAY']) {
      const cook = await staffWith(t.app, owner.client, [scope]);
      expect((await cook.get('/kitchen')).status).toBe(200);
    }
  });
});

describe('kitchen', () => {
  it('lists open orders with table, floor, token and items', async () => {
    const { orderId, item } = await newItem();
    const groups = (await owner.client.get('/kitchen')).body;
    const t2 = groups.find((g: { table_id: number | null }) => g.table_id === owner.menu.tables.t2.id);
    expect(t2).toMatchObject({ table_title: 'T2', floor: 'Terrace' });
    expect(t2.order_ids).toContain(orderId);
    expect(item).toMatchObject({ item_title: 'Burger', status: 'created', notes: 'well done' });
    expect((await other.client.get('/kitchen')).body).toEqual([]);
  });

  it('moves an item created → preparing → completed, and no other way', async () => {
    const { item } = await newItem();
    expect((await owner.client.post(`/kitchen/${item.id}`, { status: 'completed' })).status).toBe(409);
    const start = await owner.client.post(`/kitchen/${item.id}`, { status: 'preparing' });
    expect(start.status).toBe(200);
    expect((await owner.client.post(`/kitchen/${item.id}`, { status: 'completed' })).status).toBe(200);
    const back = await owner.client.post(`/kitchen/${item.id}`, { status: 'preparing' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('This item cannot be moved to that status!');
    for (const status of ['delivered', 'cancelled', 'created']) {
      const res = await owner.client.post(`/kitchen/${item.id}`, { status });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select a valid status!');
    }
  });

  it('a resent step (its first answer lost) succeeds once and changes nothing more', async () => {
    const { item } = await newItem();
    const announce = vi.spyOn(t.app.deps.realtime, 'toTenant');
    try {
      for (const status of ['preparing', 'preparing', 'completed', 'completed'] as const) {
        const res = await owner.client.post(`/kitchen/${item.id}`, { status });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Status updated!');
      }
      // One event per real move: the screens refetch twice, not four times.
      expect(announce.mock.calls.filter(([, event]) => event === 'order_update')).toHaveLength(2);
    } finally {
      announce.mockRestore();
    }
    // Once the order is closed, the last step resent still answers as it did.
    const groups = (await owner.client.get('/kitchen')).body;
    const order = groups
      .flatMap((g: { orders: { id: number }[] }) => g.orders)
      .find((o: { items: { id: number }[] }) => o.items.some((i) => i.id === item.id));
    expect((await owner.client.post('/orders/complete', { orderIds: [order.id] })).status).toBe(200);
    expect((await owner.client.post(`/kitchen/${item.id}`, { status: 'completed' })).status).toBe(200);
    expect((await owner.client.post(`/kitchen/${item.id}`, { status: 'preparing' })).status).toBe(409);
  });

  it("another tenant's item is 404 and stays as it was", async () => {
    const { item } = await newItem();
    const res = await other.client.post(`/kitchen/${item.id}`, { status: 'preparing' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order item not found!');
    expect((await owner.client.post(`/kitchen/${item.id}`, { status: 'preparing' })).status).toBe(200);
  });

  it('an item of a cancelled order cannot move; the order leaves the list', async () => {
    const { orderId, item } = await newItem();
    expect((await owner.client.post('/orders/cancel', { orderIds: [orderId] })).status).toBe(200);
    const res = await owner.client.post(`/kitchen/${item.id}`, { status: 'preparing' });
    expect(res.status).toBe(409);
    const groups = (await owner.client.get('/kitchen')).body;
    expect(groups.flatMap((g: { order_ids: number[] }) => g.order_ids)).not.toContain(orderId);
  });
});

describe('kitchen setup', () => {
  it('needs KITCHEN or KITCHEN_DISPLAY', async () => {
    expect((await new TestClient(t.app).get('/kitchen/setup')).status).toBe(401);
    const cashier = await staffWith(t.app, owner.client, ['POS']);
    expect((await cashier.get('/kitchen/setup')).status).toBe(403);
    const cook = await staffWith(t.app, owner.client, ['KITCHEN_DISPLAY']);
    expect((await cook.get('/kitchen/setup')).status).toBe(200);
  });

  it("names the store's stations and routes each item through its category", async () => {
    const bar = await owner.client.post('/stations', {
      name: 'Bar',
      categoryIds: [owner.menu.categories.drinks.id],
    });
    expect(bar.status).toBe(200);
    const grill = await owner.client.post('/stations', { name: 'Grill', categoryIds: [] });
    const setup = (await owner.client.get('/kitchen/setup')).body;
    expect(setup.stations).toEqual([
      { id: bar.body.id, name: 'Bar' },
      { id: grill.body.id, name: 'Grill' },
    ]);
    expect(setup.itemStations).toEqual({
      [owner.menu.items.lemonade.id]: bar.body.id,
      [owner.menu.items.water.id]: bar.body.id,
    });
    expect(setup.ageLimits).toEqual({ waitingMinutes: 10, lateMinutes: 20 });

    const theirs = (await other.client.get('/kitchen/setup')).body;
    expect(theirs).toEqual({ stations: [], itemStations: {}, ageLimits: setup.ageLimits });
  });
});

describe('ticket age colours', () => {
  it('the store sets them under SETTINGS; kitchen screens get them with their setup', async () => {
    const cook = await staffWith(t.app, owner.client, ['KITCHEN']);
    expect((await cook.put('/kitchen/age-limits', { waitingMinutes: 5, lateMinutes: 9 })).status).toBe(403);
    const manager = await staffWith(t.app, owner.client, ['SETTINGS']);
    expect((await manager.get('/kitchen/age-limits')).body).toEqual({ waitingMinutes: 10, lateMinutes: 20 });

    const saved = await manager.put('/kitchen/age-limits', { waitingMinutes: 5, lateMinutes: 9 });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Ticket colours saved!');
    expect((await cook.get('/kitchen/setup')).body.ageLimits).toEqual({ waitingMinutes: 5, lateMinutes: 9 });
    // Saved again, not added twice.
    await manager.put('/kitchen/age-limits', { waitingMinutes: 6, lateMinutes: 12 });
    expect((await manager.get('/kitchen/age-limits')).body).toEqual({ waitingMinutes: 6, lateMinutes: 12 });
    // Another store keeps its own.
    expect((await other.client.get('/kitchen/age-limits')).body).toEqual({
      waitingMinutes: 10,
      lateMinutes: 20,
    });
  });

  it('refuses limits out of range or out of order and keeps the saved ones', async () => {
    await owner.client.put('/kitchen/age-limits', { waitingMinutes: 7, lateMinutes: 14 });
    const cases: Array<[unknown, string]> = [
      [
        { waitingMinutes: 0, lateMinutes: 5 },
        'Please enter the minutes after which a ticket is waiting (1 to 240)!',
      ],
      [
        { waitingMinutes: 5, lateMinutes: 241 },
        'Please enter the minutes after which a ticket is late (1 to 240)!',
      ],
      [
        { waitingMinutes: 2.5, lateMinutes: 5 },
        'Please enter the minutes after which a ticket is waiting (1 to 240)!',
      ],
      [
        { waitingMinutes: '5', lateMinutes: 9 },
        'Please enter the minutes after which a ticket is waiting (1 to 240)!',
      ],
      [{ waitingMinutes: 10, lateMinutes: 10 }, 'A ticket must turn late after it turns waiting!'],
      [{}, 'Please enter the minutes after which a ticket is waiting (1 to 240)!'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.client.put('/kitchen/age-limits', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.client.get('/kitchen/age-limits')).body).toEqual({
      waitingMinutes: 7,
      lateMinutes: 14,
    });
  });
});
