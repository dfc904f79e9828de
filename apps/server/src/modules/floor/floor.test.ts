import { FLOOR_MESSAGES, type TFloor } from '@mise/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, storeTables } from '../../db/schema';
import {
  connectSocket,
  createOrder,
  createOrderTenant,
  exampleCart,
  line,
  listen,
  type OrderTenant,
  orderBody,
  recordEvents,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  other = await createOrderTenant(t.app, 'Other Floor Bistro');
});
afterAll(() => t.close());

const atTable = (a: OrderTenant, tableId: number) =>
  createOrder(a.client, orderBody(exampleCart(a.menu), { deliveryType: 'dinein', tableId }));

async function floorOf(a: OrderTenant) {
  const res = await a.client.get('/floor');
  expect(res.status).toBe(200);
  return res.body as TFloor;
}
const tableOf = (floor: TFloor, id: number) => {
  const found = floor.tables.find((table) => table.id === id);
  if (!found) throw new Error(`table ${id} missing`);
  return found;
};

/** Everything a refused request could have changed, to prove it changed nothing. */
async function snapshot(tenantId: number) {
  const db = t.app.deps.db;
  const [tableRows, orderRows] = await Promise.all([
    db.select().from(storeTables).where(eq(storeTables.tenantId, tenantId)).orderBy(storeTables.id),
    db
      .select({ id: orders.id, tableId: orders.tableId, billId: orders.billId, status: orders.status })
      .from(orders)
      .where(eq(orders.tenantId, tenantId))
      .orderBy(orders.id),
  ]);
  return JSON.stringify({ tableRows, orderRows });
}

describe('areas', () => {
  it('adds, renames, refuses a taken name case-insensitively, and deletes taking its tables off the plan', async () => {
    const a = await createOrderTenant(t.app, 'Areas Bistro');
    const added = await a.client.post('/floor-areas', { name: 'Terrace', sortOrder: 2 });
    expect(added.status).toBe(200);
    const id = added.body.id as number;
    expect((await a.client.post('/floor-areas', { name: 'terrace' })).status).toBe(409);
    expect((await a.client.post('/floor-areas', { name: '  ' })).body.message).toBe(FLOOR_MESSAGES.areaName);
    expect((await a.client.put(`/floor-areas/${id}`, { name: 'Garden', sortOrder: 1 })).status).toBe(200);
    const areas = (await a.client.get('/floor-areas')).body as Array<{ id: number; name: string }>;
    expect(areas.find((area) => area.id === id)?.name).toBe('Garden');

    const placed = await a.client.put(`/floor-plan/tables/${a.menu.tables.t1.id}`, {
      areaId: id,
      gridX: 1,
      gridY: 1,
    });
    expect(placed.status).toBe(200);
    expect((await a.client.delete(`/floor-areas/${id}`)).status).toBe(200);
    const plan = (await a.client.get('/floor-plan')).body;
    expect(plan.tables.find((table: { id: number }) => table.id === a.menu.tables.t1.id)).toMatchObject({
      areaId: null,
      gridX: null,
      gridY: null,
    });
    // Another store's area is not found.
    const foreign = (await other.client.post('/floor-areas', { name: `Other ${Date.now()}` })).body.id;
    expect((await a.client.put(`/floor-areas/${foreign}`, { name: 'Mine' })).status).toBe(404);
    expect((await a.client.delete(`/floor-areas/${foreign}`)).status).toBe(404);
  });

  it('is Settings only; the floor is open to the Orders screen’s scopes', async () => {
    const a = await createOrderTenant(t.app, 'Scopes Bistro');
    const waiter = await staffWith(t.app, a.client, ['ORDERS']);
    expect((await waiter.get('/floor-areas')).status).toBe(403);
    expect((await waiter.get('/floor-plan')).status).toBe(403);
    expect((await waiter.get('/floor')).status).toBe(200);
    const cook = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await cook.get('/floor')).status).toBe(403);
  });
});

describe('placing tables', () => {
  it('keeps tables inside the grid, in an area of the store, on free cells; nothing changes when refused', async () => {
    const a = await createOrderTenant(t.app, 'Grid Bistro');
    const area = (await a.client.post('/floor-areas', { name: 'Main' })).body.id as number;
    const { t1, t2 } = a.menu.tables;
    const put = (id: number, body: Record<string, unknown>) => a.client.put(`/floor-plan/tables/${id}`, body);
    expect(
      (await put(t1.id, { areaId: area, gridX: 0, gridY: 0, gridWidth: 2, gridHeight: 2, shape: 'round' }))
        .status,
    ).toBe(200);
    const before = await snapshot(a.tenantId);
    for (const bad of [
      { areaId: area, gridX: -1, gridY: 0 },
      { areaId: area, gridX: 11, gridY: 0, gridWidth: 2 },
      { areaId: area, gridX: 0, gridY: 8 },
      { areaId: area, gridX: 0, gridY: 0, gridWidth: 0 },
      { areaId: area, gridX: 0, gridY: 0, shape: 'hexagon' },
    ]) {
      expect((await put(t2.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const taken = await put(t2.id, { areaId: area, gridX: 1, gridY: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(FLOOR_MESSAGES.cellTaken);
    const foreignArea = (await other.client.post('/floor-areas', { name: `Far ${Date.now()}` })).body.id;
    expect((await put(t2.id, { areaId: foreignArea, gridX: 5, gridY: 5 })).status).toBe(404);
    expect((await put(other.menu.tables.t1.id, { areaId: area, gridX: 5, gridY: 5 })).status).toBe(404);
    expect(await snapshot(a.tenantId)).toBe(before);

    expect((await put(t2.id, { areaId: area, gridX: 2, gridY: 0 })).status).toBe(200);
    // Moving a table onto its own cells again is fine.
    expect(
      (await put(t1.id, { areaId: area, gridX: 0, gridY: 1, gridWidth: 2, gridHeight: 2, shape: 'round' }))
        .status,
    ).toBe(200);
    const plan = (await a.client.get('/floor-plan')).body;
    expect(plan.tables.find((x: { id: number }) => x.id === t1.id)).toMatchObject({
      areaId: area,
      gridX: 0,
      gridY: 1,
      gridWidth: 2,
      gridHeight: 2,
      shape: 'round',
    });
    // The Tables page's fields stay as they were.
    const tables = (await a.client.get('/settings/store-tables')).body;
    expect(tables.find((x: { id: number }) => x.id === t1.id)).toMatchObject({ table_title: t1.tableTitle });
  });
});

describe('live states', () => {
  it('goes free → seated → ordered → bill printed → paid → free', async () => {
    const a = await createOrderTenant(t.app, 'States Bistro');
    const { t1 } = a.menu.tables;
    expect(tableOf(await floorOf(a), t1.id).state).toBe('free');

    expect((await a.client.post(`/tables/${t1.id}/seat`, { guests: 0 })).status).toBe(400);
    expect((await a.client.post(`/tables/${t1.id}/seat`, { guests: 3 })).status).toBe(200);
    expect(tableOf(await floorOf(a), t1.id)).toMatchObject({ state: 'seated', seatedGuests: 3 });

    const order = await atTable(a, t1.id);
    expect(order.status).toBe(200);
    const orderId = order.body.orderId as number;
    const ordered = tableOf(await floorOf(a), t1.id);
    expect(ordered).toMatchObject({ state: 'ordered', openOrderIds: [orderId], openTotal: 51.3 });
    expect(ordered.since).not.toBeNull();

    // The guests cannot leave with the bill unpaid.
    const early = await a.client.post(`/tables/${t1.id}/clear`);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(FLOOR_MESSAGES.stillOpen);

    expect((await a.client.post('/floor/bill-printed', { orderIds: [orderId] })).status).toBe(200);
    expect(tableOf(await floorOf(a), t1.id).state).toBe('bill_printed');

    const paid = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: [orderId],
      paymentTypeId: a.paymentTypes.cash.id,
    });
    expect(paid.status).toBe(200);
    expect(tableOf(await floorOf(a), t1.id)).toMatchObject({ state: 'paid', openTotal: 0, openOrderIds: [] });

    expect((await a.client.post(`/tables/${t1.id}/clear`)).status).toBe(200);
    expect(tableOf(await floorOf(a), t1.id)).toMatchObject({ state: 'free', seatedGuests: null });
  });

  it('shows an order paid at the till but not completed as paid; a cancelled one leaves the table free', async () => {
    const a = await createOrderTenant(t.app, 'Till Bistro');
    const { t1, t2 } = a.menu.tables;
    const paidAtTill = await createOrder(
      a.client,
      orderBody([line(a.menu.items.lemonade.id)], {
        deliveryType: 'dinein',
        tableId: t1.id,
        paymentTypeId: a.paymentTypes.cash.id,
      }),
      { pay: true },
    );
    expect(paidAtTill.status).toBe(200);
    const cancelled = (await atTable(a, t2.id)).body.orderId;
    expect((await a.client.post('/orders/cancel', { orderIds: [cancelled] })).status).toBe(200);
    const floor = await floorOf(a);
    expect(tableOf(floor, t1.id).state).toBe('paid');
    expect(tableOf(floor, t2.id).state).toBe('free');
  });
});

describe('moving an order', () => {
  it('moves an open order to another table, live, with an audit entry', async () => {
    const a = await createOrderTenant(t.app, 'Move Bistro');
    const { t1, t2 } = a.menu.tables;
    const orderId = (await atTable(a, t1.id)).body.orderId as number;
    const baseUrl = await listen(t.app);
    const socket = await connectSocket(baseUrl, a.client);
    try {
      const events = recordEvents(socket);
      const moved = await a.client.post(`/orders/${orderId}/move`, { tableId: t2.id });
      expect(moved.status).toBe(200);
      expect(moved.body.message).toBe(FLOOR_MESSAGES.orderMoved);
      expect(await events.waitFor('order_update')).toEqual({ orderIds: [orderId] });
      await events.waitFor('floor_update');
    } finally {
      socket.close();
    }
    const floor = await floorOf(a);
    expect(tableOf(floor, t1.id).state).toBe('free');
    expect(tableOf(floor, t2.id)).toMatchObject({ state: 'ordered', openOrderIds: [orderId] });
    const groups = (await a.client.get('/orders')).body as Array<{
      table_id: number | null;
      order_ids: number[];
    }>;
    expect(groups.find((g) => g.table_id === t2.id)?.order_ids).toEqual([orderId]);
    const audit = (await a.client.get('/audit?action=order_move')).body;
    expect(JSON.stringify(audit)).toContain(`Order #${orderId}`);
  });

  it('refuses a paid, cancelled or same-table move (400) and another store’s order or table (404), changing nothing', async () => {
    const a = await createOrderTenant(t.app, 'Refuse Move Bistro');
    const { t1, t2 } = a.menu.tables;
    const open = (await atTable(a, t1.id)).body.orderId as number;
    const cancelled = (await atTable(a, t1.id)).body.orderId as number;
    expect((await a.client.post('/orders/cancel', { orderIds: [cancelled] })).status).toBe(200);
    const paid = (
      await createOrder(
        a.client,
        orderBody([line(a.menu.items.lemonade.id)], {
          deliveryType: 'dinein',
          tableId: t1.id,
          paymentTypeId: a.paymentTypes.cash.id,
        }),
        { pay: true },
      )
    ).body.orderId as number;
    const theirs = (await atTable(other, other.menu.tables.t1.id)).body.orderId as number;
    const mine = await snapshot(a.tenantId);
    const others = await snapshot(other.tenantId);

    const move = (orderId: number, tableId: number) => a.client.post(`/orders/${orderId}/move`, { tableId });
    expect((await move(paid, t2.id)).body.message).toBe(FLOOR_MESSAGES.orderClosed);
    expect((await move(paid, t2.id)).status).toBe(400);
    expect((await move(cancelled, t2.id)).status).toBe(400);
    expect((await move(open, t1.id)).status).toBe(400);
    expect((await move(open, other.menu.tables.t1.id)).status).toBe(404);
    expect((await move(theirs, t2.id)).status).toBe(404);
    expect((await a.client.post(`/orders/${open}/move`, { tableId: 'x' })).status).toBe(400);
    expect(await snapshot(a.tenantId)).toBe(mine);
    expect(await snapshot(other.tenantId)).toBe(others);
  });

  it('refuses an order whose split bill has taken a payment', async () => {
    const a = await createOrderTenant(t.app, 'Split Move Bistro');
    const { t1, t2 } = a.menu.tables;
    const orderId = (await atTable(a, t1.id)).body.orderId as number;
    const bill = await a.client.post('/payments/bills', { orderIds: [orderId] });
    expect(bill.status).toBe(200);
    const part = await a.client.post(`/payments/bills/${bill.body.id}/payments`, {
      paymentTypeId: a.paymentTypes.cash.id,
      amount: '5.00',
    });
    expect(part.status).toBe(200);
    const before = await snapshot(a.tenantId);
    const refused = await a.client.post(`/orders/${orderId}/move`, { tableId: t2.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FLOOR_MESSAGES.partPaid);
    expect((await a.client.post(`/tables/${t1.id}/merge`, { intoTableId: t2.id })).status).toBe(400);
    expect(await snapshot(a.tenantId)).toBe(before);
  });
});

describe('merging tables', () => {
  it('moves every open order of one table onto the other, joins the guests and clears the first', async () => {
    const a = await createOrderTenant(t.app, 'Merge Bistro');
    const { t1, t2 } = a.menu.tables;
    expect((await a.client.post(`/tables/${t1.id}/seat`, { guests: 2 })).status).toBe(200);
    expect((await a.client.post(`/tables/${t2.id}/seat`, { guests: 4 })).status).toBe(200);
    const first = (await atTable(a, t1.id)).body.orderId as number;
    const second = (await atTable(a, t1.id)).body.orderId as number;
    const third = (await atTable(a, t2.id)).body.orderId as number;

    const merged = await a.client.post(`/tables/${t1.id}/merge`, { intoTableId: t2.id });
    expect(merged.status).toBe(200);
    expect(merged.body.orderIds).toEqual([first, second]);
    const floor = await floorOf(a);
    expect(tableOf(floor, t1.id)).toMatchObject({ state: 'free', seatedGuests: null, openOrderIds: [] });
    expect(tableOf(floor, t2.id)).toMatchObject({
      state: 'ordered',
      seatedGuests: 6,
      openOrderIds: [first, second, third],
      openTotal: 153.9,
    });
    // Billed together: the Orders screen holds them in the one group of T2.
    const groups = (await a.client.get('/orders')).body as Array<{
      table_id: number | null;
      order_ids: number[];
    }>;
    expect(groups.find((g) => g.table_id === t2.id)?.order_ids.sort()).toEqual([first, second, third].sort());
    expect(groups.some((g) => g.table_id === t1.id)).toBe(false);
    const audit = (await a.client.get('/audit?action=table_merge')).body;
    expect(JSON.stringify(audit)).toContain(t1.tableTitle);
  });

  it('refuses nothing to merge or the same table (400) and another store’s table (404), changing nothing', async () => {
    const a = await createOrderTenant(t.app, 'Refuse Merge Bistro');
    const { t1, t2 } = a.menu.tables;
    await atTable(a, t1.id);
    const mine = await snapshot(a.tenantId);
    const others = await snapshot(other.tenantId);
    const merge = (from: number, into: number) =>
      a.client.post(`/tables/${from}/merge`, { intoTableId: into });
    expect((await merge(t2.id, t1.id)).body.message).toBe(FLOOR_MESSAGES.nothingToMerge);
    expect((await merge(t1.id, t1.id)).status).toBe(400);
    expect((await merge(t1.id, other.menu.tables.t1.id)).status).toBe(404);
    expect((await merge(other.menu.tables.t1.id, t1.id)).status).toBe(404);
    expect((await a.client.post(`/tables/${other.menu.tables.t1.id}/seat`, { guests: 2 })).status).toBe(404);
    expect((await a.client.post(`/tables/${other.menu.tables.t1.id}/clear`)).status).toBe(404);
    expect(await snapshot(a.tenantId)).toBe(mine);
    expect(await snapshot(other.tenantId)).toBe(others);
  });
});

describe('the bill printed', () => {
  it('is recorded when Print Bill sends the bill to a printer', async () => {
    const a = await createOrderTenant(t.app, 'Print Bill Bistro');
    const printer = await a.client.post('/printing/printers', {
      name: 'Front',
      address: '10.0.0.9:9100',
      paperWidth: 80,
      printsBills: true,
    });
    expect(printer.status).toBe(200);
    const orderId = (await atTable(a, a.menu.tables.t1.id)).body.orderId as number;
    expect(tableOf(await floorOf(a), a.menu.tables.t1.id).state).toBe('ordered');
    expect((await a.client.post('/printing/bills', { orderIds: [orderId] })).status).toBe(200);
    expect(tableOf(await floorOf(a), a.menu.tables.t1.id).state).toBe('bill_printed');
  });

  it('is recorded only on the store’s own open orders', async () => {
    const a = await createOrderTenant(t.app, 'Bill Bistro');
    const theirs = (await atTable(other, other.menu.tables.t2.id)).body.orderId as number;
    expect((await a.client.post('/floor/bill-printed', { orderIds: [theirs] })).status).toBe(200);
    const [row] = await t.app.deps.db
      .select({ at: orders.billPrintedAt })
      .from(orders)
      .where(and(eq(orders.tenantId, other.tenantId), eq(orders.id, theirs)));
    expect(row.at).toBeNull();
  });
});
