import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const twice = await owner.client.post(`/kitchen/${item.id}`, { status: 'preparing' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This item cannot be moved to that status!');
    expect((await owner.client.post(`/kitchen/${item.id}`, { status: 'completed' })).status).toBe(200);
    for (const status of ['delivered', 'cancelled', 'created']) {
      const res = await owner.client.post(`/kitchen/${item.id}`, { status });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select a valid status!');
    }
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
