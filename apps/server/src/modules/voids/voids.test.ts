import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderItems, orders } from '../../db/schema';
import {
  createOrder,
  createOrderTenant,
  exampleCart,
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

/** The example cart at T1: Burger 36.00 (+5 % tax on top), Lemonade 13.50 (10 % inside), Water 0: 51.30. */
async function orderAtTable() {
  const a = await createOrderTenant(t.app, 'Void Bistro');
  const created = await createOrder(
    a.client,
    orderBody(exampleCart(a.menu), { deliveryType: 'dinein', tableId: a.menu.tables.t1.id }),
  );
  expect(created.status).toBe(200);
  const orderId = Number(created.body.orderId);
  const lines = await t.app.deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { ...a, orderId, burger: lines[0].id, lemonade: lines[1].id };
}

const line = async (id: number) =>
  (await t.app.deps.db.select().from(orderItems).where(eq(orderItems.id, id)))[0];
const order = async (id: number) => (await t.app.deps.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('voids and comps', () => {
  it('cancelling an order voids its lines with the reason and who approved; a waiter needs a manager', async () => {
    const a = await orderAtTable();
    const waiter = await staffWith(t.app, a.client, ['ORDERS']);
    const alone = await waiter.post('/orders/cancel', { orderIds: [a.orderId] });
    expect([alone.status, alone.body.code, alone.body.message]).toEqual([
      403,
      'MANAGER_APPROVAL',
      'Cancelling an order sent to the kitchen needs a manager: a manager must approve it!',
    ]);
    expect((await order(a.orderId)).status).toBe('created');
    expect((await line(a.burger)).status).toBe('created');

    // The lemonade was voided before: it keeps its own reason.
    await a.client.post(`/voids/order-items/${a.lemonade}`, { kind: 'void', reason: 'Spilled' });
    const cancelled = await waiter.post('/orders/cancel', {
      orderIds: [a.orderId],
      reason: 'Guests walked out',
      approval: { username: a.username, password: a.password },
    });
    expect([cancelled.status, cancelled.body.message]).toEqual([200, 'Orders cancelled!']);
    expect((await order(a.orderId)).status).toBe('cancelled');
    const burger = await line(a.burger);
    expect(burger).toMatchObject({
      status: 'cancelled',
      adjustment: 'void',
      adjustmentReason: 'Guests walked out',
    });
    // Done by the waiter, approved by the owner.
    expect(burger.adjustedBy).not.toBeNull();
    expect(burger.adjustmentApprovedBy).not.toBeNull();
    expect(burger.adjustmentApprovedBy).not.toBe(burger.adjustedBy);
    expect(await line(a.lemonade)).toMatchObject({ adjustment: 'void', adjustmentReason: 'Spilled' });
    const report = (await a.client.get('/reports?type=today')).body;
    expect(report.voidsCount).toBe(3);

    // An order paid at the POS is refunded, not cancelled: refused, nothing changes.
    const paid = await createOrder(
      a.client,
      orderBody(exampleCart(a.menu), { paymentTypeId: a.paymentTypes.card.id }),
      { pay: true },
    );
    const refused = await a.client.post('/orders/cancel', { orderIds: [paid.body.orderId] });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'A paid order cannot be cancelled: refund its invoice instead!',
    ]);
    expect((await order(paid.body.orderId)).status).toBe('created');

    // The owner cancels with the spec's body alone: "Order cancelled".
    const b = await orderAtTable();
    expect((await b.client.post('/orders/cancel', { orderIds: [b.orderId] })).status).toBe(200);
    const owners = await line(b.burger);
    expect(owners).toMatchObject({
      adjustment: 'void',
      adjustmentReason: 'Order cancelled',
      adjustmentApprovedBy: null,
    });
    expect(owners.adjustedBy).not.toBeNull();
  });

  it('a waiter voids a line with the owner approving; the kitchen sees it cancelled and the total drops', async () => {
    const a = await orderAtTable();
    const waiter = await staffWith(t.app, a.client, ['ORDERS']);
    const alone = await waiter.post(`/voids/order-items/${a.lemonade}`, {
      kind: 'void',
      reason: 'Guest changed their mind',
    });
    expect([alone.status, alone.body.code, alone.body.message]).toEqual([
      403,
      'MANAGER_APPROVAL',
      'A void or a comp needs a manager: a manager must approve it!',
    ]);
    expect((await line(a.lemonade)).status).toBe('created');

    const voided = await waiter.post(`/voids/order-items/${a.lemonade}`, {
      kind: 'void',
      reason: 'Guest changed their mind',
      approval: { username: a.username, password: a.password },
    });
    expect([voided.status, voided.body.message]).toEqual([200, 'Line voided!']);
    const row = await line(a.lemonade);
    expect(row).toMatchObject({
      status: 'cancelled',
      adjustment: 'void',
      adjustmentReason: 'Guest changed their mind',
    });
    expect(row.adjustedBy).not.toBeNull();
    expect(row.adjustmentApprovedBy).not.toBe(row.adjustedBy);
    expect(row.adjustedAt).toBeInstanceOf(Date);
    // 51.30 − 13.50 (the lemonade, tax inside) = 37.80.
    expect((await order(a.orderId)).payableTotal).toBe(3780);
    expect(voided.body.order.items[1]).toMatchObject({
      status: 'cancelled',
      adjustment: { kind: 'void', reason: 'Guest changed their mind' },
    });
    const kitchen = (await a.client.get('/kitchen')).body;
    const ticketLine = kitchen[0].orders[0].items.find((i: { id: number }) => i.id === a.lemonade);
    expect(ticketLine.status).toBe('cancelled');

    const twice = await a.client.post(`/voids/order-items/${a.lemonade}`, { kind: 'void', reason: 'again' });
    expect([twice.status, twice.body.message]).toEqual([409, 'This line is already voided!']);
  });

  it('a manager comps the burger: free on the bill, counted as a comp in the invoice and the report', async () => {
    const a = await orderAtTable();
    const manager = await staffWith(t.app, a.client, ['ORDERS', 'MANAGER']);
    const comped = await manager.post(`/voids/order-items/${a.burger}`, {
      kind: 'comp',
      reason: 'Came out cold',
    });
    expect([comped.status, comped.body.message]).toEqual([200, 'Line comped!']);
    expect(await line(a.burger)).toMatchObject({
      status: 'created',
      adjustment: 'comp',
      netAmount: 0,
      taxAmount: 0,
      adjustmentApprovedBy: null,
    });
    // Only the lemonade is charged: 13.50 (12.27 + 1.23 tax); the burger's 36.00 is a comp.
    expect(await order(a.orderId)).toMatchObject({
      itemsTotal: 1227,
      taxTotal: 123,
      payableTotal: 1350,
      compTotal: 3600,
    });
    const refusedDiscount = await a.client.put(`/discounts/order-items/${a.burger}`, {
      kind: 'percent',
      value: 5,
      reasonId: (await a.client.get('/discounts/reasons')).body[0].id,
    });
    expect([refusedDiscount.status, refusedDiscount.body.message]).toEqual([
      409,
      'A comped line is already free: it cannot be discounted!',
    ]);
    expect(
      (await a.client.post(`/voids/order-items/${a.burger}`, { kind: 'comp', reason: 'x' })).status,
    ).toBe(409);

    // Taken back and given again: the price follows.
    const back = await a.client.delete(`/voids/order-items/${a.burger}/comp`);
    expect([back.status, back.body.message]).toEqual([200, 'Comp removed!']);
    expect((await order(a.orderId)).payableTotal).toBe(5130);
    expect((await a.client.delete(`/voids/order-items/${a.burger}/comp`)).status).toBe(409);
    await manager.post(`/voids/order-items/${a.burger}`, { kind: 'comp', reason: 'Came out cold' });

    const receipt = (await a.client.post('/invoices/orders', { orderIds: [a.orderId] })).body;
    expect(receipt).toMatchObject({ compTotal: 36, total: 13.5 });
    expect(receipt.orders[0].items[0]).toMatchObject({ comp: true, comp_reason: 'Came out cold' });

    const paid = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: [a.orderId],
      paymentTypeId: a.paymentTypes.cash.id,
    });
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, paid.body.invoiceId));
    expect(invoice).toMatchObject({
      subTotal: 1227,
      taxTotal: 123,
      total: 1350,
      compTotal: 3600,
      discountTotal: 0,
    });
    const report = (await a.client.get('/reports?type=today')).body;
    expect(report).toMatchObject({
      grossSales: 48.27,
      compsTotal: 36,
      compsCount: 1,
      discountsTotal: 0,
      netRevenue: 12.27,
      voidsCount: 0,
    });
    // Paid: a comp now would be a refund.
    const late = await a.client.post(`/voids/order-items/${a.lemonade}`, { kind: 'comp', reason: 'late' });
    expect([late.status, late.body.message]).toEqual([
      409,
      'Only a line of an open order that is not paid can be voided or comped!',
    ]);
  });

  it('the status menu cancels a line only for a manager, and records it as a void; bringing it back clears it', async () => {
    const a = await orderAtTable();
    const waiter = await staffWith(t.app, a.client, ['ORDERS']);
    const refused = await waiter.post(`/orders/update-status/${a.lemonade}`, { status: 'cancelled' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'MANAGER_APPROVAL',
      'Removing a line sent to the kitchen needs a manager: use Void with a reason!',
    ]);
    // Other statuses are anyone's on the Orders screen.
    expect((await waiter.post(`/orders/update-status/${a.lemonade}`, { status: 'preparing' })).status).toBe(
      200,
    );
    expect((await a.client.post(`/orders/update-status/${a.lemonade}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    expect(await line(a.lemonade)).toMatchObject({
      status: 'cancelled',
      adjustment: 'void',
      adjustmentReason: null,
    });
    let report = (await a.client.get('/reports?type=today')).body;
    expect(report).toMatchObject({ voidsCount: 1, voidsTotal: 12.27 });
    await a.client.post(`/orders/update-status/${a.lemonade}`, { status: 'created' });
    expect(await line(a.lemonade)).toMatchObject({ status: 'created', adjustment: null });
    report = (await a.client.get('/reports?type=today')).body;
    expect(report.voidsCount).toBe(0);
  });

  it('refuses bad input, another store and an overpaid bill, changing nothing', async () => {
    const a = await orderAtTable();
    const before = (await order(a.orderId)).payableTotal;
    for (const [body, message] of [
      [{ kind: 'void', reason: '  ' }, 'Please enter the reason!'],
      [{ kind: 'void' }, 'Please enter the reason!'],
      [{ kind: 'refund', reason: 'x' }, 'Please choose void or comp!'],
    ] as const) {
      const res = await a.client.post(`/voids/order-items/${a.burger}`, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(
      (await other.client.post(`/voids/order-items/${a.burger}`, { kind: 'void', reason: 'x' })).status,
    ).toBe(404);
    expect((await other.client.delete(`/voids/order-items/${a.burger}/comp`)).status).toBe(404);
    const kitchen = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await kitchen.post(`/voids/order-items/${a.burger}`, { kind: 'void', reason: 'x' })).status).toBe(
      403,
    );
    // A manager of another store cannot approve here.
    const foreignApproval = await (await staffWith(t.app, a.client, ['ORDERS'])).post(
      `/voids/order-items/${a.burger}`,
      {
        kind: 'void',
        reason: 'x',
        approval: { username: other.username, password: other.password },
      },
    );
    expect([foreignApproval.status, foreignApproval.body.message]).toEqual([
      403,
      'Manager approval refused: wrong username or password, or not a manager!',
    ]);
    expect((await order(a.orderId)).payableTotal).toBe(before);

    // 40.00 already paid on the bill: voiding the burger (37.80 of it) would leave it overpaid.
    const bill = (await a.client.post('/payments/bills', { orderIds: [a.orderId] })).body;
    await a.client.post(`/payments/bills/${bill.id}/payments`, {
      paymentTypeId: a.paymentTypes.card.id,
      amount: 40,
    });
    const overpaid = await a.client.post(`/voids/order-items/${a.burger}`, { kind: 'void', reason: 'x' });
    expect([overpaid.status, overpaid.body.message]).toEqual([
      409,
      'Part of this bill is paid: this would leave it overpaid!',
    ]);
    expect((await line(a.burger)).status).toBe('created');
    expect((await order(a.orderId)).payableTotal).toBe(before);
  });
});
