import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, orders } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  EXAMPLE_TOTALS,
  exampleCart,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  other = await createOrderTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

/** A tenant with three open orders: two at T1 (one paid at the POS), one take-away. */
async function tenantWithOrders() {
  const a = await createOrderTenant(t.app, 'Orders Bistro');
  const { menu } = a;
  const atT1 = await createOrder(
    a.client,
    orderBody(exampleCart(menu), { deliveryType: 'dinein', tableId: menu.tables.t1.id }),
  );
  const paidAtT1 = await createOrder(
    a.client,
    orderBody([line(menu.items.lemonade.id)], {
      deliveryType: 'dinein',
      tableId: menu.tables.t1.id,
      paymentTypeId: a.paymentTypes.cash.id,
    }),
    { pay: true },
  );
  const takeAway = await createOrder(a.client, orderBody([line(menu.items.burger.id, { quantity: 2 })]));
  for (const r of [atT1, paidAtT1, takeAway]) expect(r.status).toBe(200);
  return { ...a, atT1: atT1.body, paidAtT1: paidAtT1.body, takeAway: takeAway.body };
}

describe('access', () => {
  it('needs one of POS, ORDERS, ORDER_STATUS, ORDER_STATUS_DISPLAY', async () => {
    const a = await createOrderTenant(t.app);
    expect((await new TestClient(t.app).get('/orders')).status).toBe(401);
    const cook = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await cook.get('/orders')).status).toBe(403);
    expect((await cook.post('/orders/cancel', { orderIds: [1] })).status).toBe(403);
    for (const scope of ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']) {
      const staff = await staffWith(t.app, a.client, [scope]);
      expect((await staff.get('/orders')).status).toBe(200);
    }
  });
});

describe('GET /orders', () => {
  it('groups the open orders per table, then Dine Out / Delivery, with items and floors', async () => {
    const a = await tenantWithOrders();
    const res = await a.client.get('/orders');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [t1, dineOut] = res.body;
    expect(t1).toMatchObject({
      table_id: a.menu.tables.t1.id,
      table_title: 'T1',
      floor: 'Ground',
      order_ids: [a.atT1.orderId, a.paidAtT1.orderId],
    });
    expect(dineOut).toMatchObject({ table_id: null, table_title: null, order_ids: [a.takeAway.orderId] });
    const order = t1.orders[0];
    expect(order).toMatchObject({
      id: a.atT1.orderId,
      token_no: a.atT1.tokenNo,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      status: 'created',
      payment_status: 'pending',
      table_title: 'T1',
      floor: 'Ground',
      items_total: EXAMPLE_TOTALS.itemsTotal,
      tax_total: EXAMPLE_TOTALS.taxTotal,
      payable_total: EXAMPLE_TOTALS.payableTotal,
    });
    expect(t1.orders[1].payment_status).toBe('paid');
    expect(order.items[0]).toMatchObject({
      order_id: order.id,
      item_id: a.menu.items.burger.id,
      item_title: 'Burger',
      variant_id: a.menu.variants.double.id,
      variant_title: 'Double',
      variant_price: 14,
      quantity: 2,
      status: 'created',
      notes: 'no onions',
      unit_price: 18,
      line_total: 36,
      addons: [
        { id: a.menu.addons.cheese.id, title: 'Cheese', price: 1.5 },
        { id: a.menu.addons.bacon.id, title: 'Bacon', price: 2.5 },
      ],
    });
    expect(typeof order.items[0].date).toBe('string');
  });

  it("shows nothing of another tenant's orders", async () => {
    await tenantWithOrders();
    const res = await other.client.get('/orders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('gives the store, print settings and active payment types on /orders/init', async () => {
    const a = await createOrderTenant(t.app);
    const res = await a.client.get('/orders/init');
    expect(res.status).toBe(200);
    expect(res.body.storeSettings).toMatchObject({ currency: expect.any(String) });
    expect(res.body.printSettings).toMatchObject({ page_format: 80 });
    expect(res.body.paymentTypes.map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(['Cash', 'Card']),
    );
  });
});

describe('item status', () => {
  it('the Orders screen may set any status; another tenant’s item is 404', async () => {
    const a = await tenantWithOrders();
    const [group] = (await a.client.get('/orders')).body;
    const itemId = group.orders[0].items[0].id;
    for (const status of ['completed', 'preparing', 'delivered', 'created', 'cancelled']) {
      const res = await a.client.post(`/orders/update-status/${itemId}`, { status });
      expect(res.status).toBe(200);
      const [g] = (await a.client.get('/orders')).body;
      expect(g.orders[0].items[0].status).toBe(status);
    }
    expect((await a.client.post(`/orders/update-status/${itemId}`, { status: 'eaten' })).status).toBe(400);
    const foreign = await other.client.post(`/orders/update-status/${itemId}`, { status: 'completed' });
    expect(foreign.status).toBe(404);
    const [g] = (await a.client.get('/orders')).body;
    expect(g.orders[0].items[0].status).toBe('cancelled');
  });
});

describe('cancel and complete', () => {
  it('cancel closes the orders for good; a resend succeeds without a second void; complete is 409', async () => {
    const a = await tenantWithOrders();
    const res = await a.client.post('/orders/cancel', { orderIds: [a.takeAway.orderId] });
    expect(res.status).toBe(200);
    const groups = (await a.client.get('/orders')).body;
    expect(groups.flatMap((g: { order_ids: number[] }) => g.order_ids)).not.toContain(a.takeAway.orderId);
    // A device's offline queue resends a cancel whose answer it lost: same answer, nothing redone.
    const announce = vi.spyOn(t.app.deps.realtime, 'toTenant');
    const again = await a.client.post('/orders/cancel', { orderIds: [a.takeAway.orderId] });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(res.body.message);
    expect(announce).not.toHaveBeenCalled();
    announce.mockRestore();
    const complete = await a.client.post('/orders/complete', { orderIds: [a.takeAway.orderId] });
    expect(complete.status).toBe(409);
  });

  it('complete closes every order of the group', async () => {
    const a = await tenantWithOrders();
    const ids = [a.atT1.orderId, a.paidAtT1.orderId];
    expect((await a.client.post('/orders/complete', { orderIds: ids })).status).toBe(200);
    const rows = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
    // Resent by a device that lost the answer: the same success; cancelling now is refused.
    const again = await a.client.post('/orders/complete', { orderIds: ids });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Orders completed!');
    expect((await a.client.post('/orders/cancel', { orderIds: ids })).status).toBe(409);
    // Part of the group closed, part open: not a resend, so the rule for closed orders stands.
    expect((await a.client.post('/orders/complete', { orderIds: [...ids, a.takeAway.orderId] })).status).toBe(
      409,
    );
  });

  it('an item status resent after its order closed answers as the first time; another status is 409', async () => {
    const a = await tenantWithOrders();
    const [group] = (await a.client.get('/orders')).body;
    const order = group.orders[0];
    const itemId = order.items[0].id;
    expect((await a.client.post(`/orders/update-status/${itemId}`, { status: 'delivered' })).status).toBe(
      200,
    );
    expect((await a.client.post('/orders/complete', { orderIds: [order.id] })).status).toBe(200);
    const resent = await a.client.post(`/orders/update-status/${itemId}`, { status: 'delivered' });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Status updated!');
    const other = await a.client.post(`/orders/update-status/${itemId}`, { status: 'preparing' });
    expect(other.status).toBe(409);
  });

  it("another tenant's order id is 404 and changes nothing, even mixed with own ids", async () => {
    const a = await tenantWithOrders();
    const res = await other.client.post('/orders/cancel', { orderIds: [a.takeAway.orderId] });
    expect(res.status).toBe(404);
    const mine = await createOrder(other.client, orderBody([line(other.menu.items.water.id)]));
    const mixed = await other.client.post('/orders/complete', {
      orderIds: [mine.body.orderId, a.takeAway.orderId],
    });
    expect(mixed.status).toBe(404);
    const rows = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [mine.body.orderId, a.takeAway.orderId]));
    expect(rows.map((r) => r.status)).toEqual(['created', 'created']);
  });

  it('refuses an empty selection', async () => {
    const a = await createOrderTenant(t.app);
    const res = await a.client.post('/orders/cancel', { orderIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select orders!');
  });
});

describe('payment', () => {
  it('the summary leaves out cancelled items and orders already paid', async () => {
    const a = await tenantWithOrders();
    const [group] = (await a.client.get('/orders')).body;
    // Cancel the lemonade line (13.50 incl. 1.23 tax) of the unpaid order at T1.
    const lemonade = group.orders[0].items[1];
    expect(lemonade.item_title).toBe('Lemonade');
    await a.client.post(`/orders/update-status/${lemonade.id}`, { status: 'cancelled' });
    const res = await a.client.post('/orders/complete-order-payment-summary', { orderIds: group.order_ids });
    expect(res.status).toBe(200);
    // Burger 36.00 + 1.80 tax; water 0.
    expect(res.body).toMatchObject({ subtotal: 36, taxTotal: 1.8, total: 37.8 });
    expect(res.body.orders.map((o: { id: number }) => o.id)).toEqual(group.order_ids);
  });

  it("a cancelled line leaves an unpaid order's totals (and its receipt) but never a paid one's", async () => {
    const a = await tenantWithOrders();
    const [group] = (await a.client.get('/orders')).body;
    const lemonade = group.orders[0].items[1];
    await a.client.post(`/orders/update-status/${lemonade.id}`, { status: 'cancelled' });
    const totalsOf = async (orderId: number) => {
      const [row] = await t.app.deps.db
        .select({ items: orders.itemsTotal, tax: orders.taxTotal, payable: orders.payableTotal })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    };
    // Burger 36.00 + 1.80 tax; water 0: the lemonade is gone from the stored totals.
    expect(await totalsOf(a.atT1.orderId)).toEqual({ items: 3600, tax: 180, payable: 3780 });
    const receipt = await a.client.post('/invoices/orders', { orderIds: [a.atT1.orderId] });
    expect(receipt.status).toBe(200);
    expect(JSON.stringify(receipt.body)).toContain('37.8');
    // Restoring the line restores the total.
    await a.client.post(`/orders/update-status/${lemonade.id}`, { status: 'created' });
    expect((await totalsOf(a.atT1.orderId))?.payable).toBe(3780 + 1350);

    const paidBefore = await totalsOf(a.paidAtT1.orderId);
    const paidItem = group.orders.find((o: { id: number }) => o.id === a.paidAtT1.orderId).items[0];
    await a.client.post(`/orders/update-status/${paidItem.id}`, { status: 'cancelled' });
    expect(await totalsOf(a.paidAtT1.orderId)).toEqual(paidBefore);
  });

  it('Pay & Complete writes one invoice with the payment type, due amounts only, and closes the group', async () => {
    const a = await tenantWithOrders();
    const ids = [a.atT1.orderId, a.paidAtT1.orderId];
    const res = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: ids,
      paymentTypeId: a.paymentTypes.card.id,
      subTotal: 0.01,
      taxTotal: 0,
      total: 0.01,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subtotal: 48.27, taxTotal: 3.03, total: 51.3 });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, res.body.invoiceId));
    expect(invoice).toMatchObject({
      tenantId: a.tenantId,
      subTotal: 4827,
      taxTotal: 303,
      total: 5130,
      paymentTypeId: a.paymentTypes.card.id,
      paymentTypeTitle: 'Card',
      tableId: a.menu.tables.t1.id,
    });
    const rows = await t.database.db
      .select({
        id: orders.id,
        status: orders.status,
        paid: orders.paymentStatus,
        invoiceId: orders.invoiceId,
      })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(orders.id);
    expect(rows).toEqual([
      { id: a.atT1.orderId, status: 'completed', paid: 'paid', invoiceId: res.body.invoiceId },
      // Paid at the POS with its own invoice: completed, not charged again.
      { id: a.paidAtT1.orderId, status: 'completed', paid: 'paid', invoiceId: a.paidAtT1.invoiceId },
    ]);
    const again = await a.client.post('/orders/complete-and-pay-order', { orderIds: ids });
    expect(again.status).toBe(409);
  });

  it("refuses another tenant's payment type and writes nothing", async () => {
    const a = await tenantWithOrders();
    const res = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: [a.takeAway.orderId],
      paymentTypeId: other.paymentTypes.cash.id,
    });
    expect(res.status).toBe(404);
    const [row] = await t.database.db
      .select({ status: orders.status, paid: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, a.takeAway.orderId));
    expect(row).toEqual({ status: 'created', paid: 'pending' });
  });
});
