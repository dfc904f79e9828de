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

/**
 * The example cart at table T1 (see orders-kit): Burger 36.00 at 5 % on top, Lemonade 13.50 with
 * 10 % inside, Tap Water 0.00; payable 51.30. Answers its order and line ids.
 */
async function orderAtTable(a?: OrderTenant) {
  const tenant = a ?? (await createOrderTenant(t.app, 'Discount Bistro'));
  const created = await createOrder(
    tenant.client,
    orderBody(exampleCart(tenant.menu), { deliveryType: 'dinein', tableId: tenant.menu.tables.t1.id }),
  );
  expect(created.status).toBe(200);
  const orderId = Number(created.body.orderId);
  const lines = await t.app.deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const reasons = (await tenant.client.get('/discounts/reasons')).body as Array<{
    id: number;
    title: string;
  }>;
  return { ...tenant, orderId, burgerLine: lines[0].id, lemonadeLine: lines[1].id, reasons };
}

const orderRow = async (orderId: number) =>
  (await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0];

const totalsOf = async (orderId: number) => {
  const row = await orderRow(orderId);
  return [row.itemsTotal, row.taxTotal, row.payableTotal, row.discountTotal];
};

describe('discount reasons', () => {
  it('a new store starts with four reasons, and the owner edits the list', async () => {
    const a = await createOrderTenant(t.app, 'Reasons Bistro');
    const listed = await a.client.get('/discounts/reasons');
    expect(listed.body.map((r: { title: string }) => r.title)).toEqual([
      'Promotion',
      'Regular guest',
      'Service recovery',
      'Staff meal',
    ]);
    expect((await a.client.post('/discounts/reasons', { title: 'Birthday' })).body.message).toBe(
      'Discount reason added!',
    );
    const duplicate = await a.client.post('/discounts/reasons', { title: 'Birthday' });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, 'This reason already exists!']);
    const blank = await a.client.post('/discounts/reasons', { title: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please provide the reason!']);
    const birthday = (await a.client.get('/discounts/reasons')).body.find(
      (r: { title: string }) => r.title === 'Birthday',
    );
    expect(
      (await a.client.put(`/discounts/reasons/${birthday.id}`, { title: 'Birthday treat' })).status,
    ).toBe(200);
    // Another store's reason is not found, whatever is asked of it.
    expect((await other.client.put(`/discounts/reasons/${birthday.id}`, { title: 'x' })).status).toBe(404);
    expect((await other.client.delete(`/discounts/reasons/${birthday.id}`)).status).toBe(404);
    expect((await a.client.delete(`/discounts/reasons/${birthday.id}`)).body.message).toBe(
      'Discount reason deleted!',
    );
    expect((await a.client.get('/discounts/reasons')).body).toHaveLength(4);
    // The kitchen neither reads nor edits them; the floor reads them.
    const kitchen = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await kitchen.get('/discounts/reasons')).status).toBe(403);
    const floor = await staffWith(t.app, a.client, ['ORDERS']);
    expect((await floor.get('/discounts/reasons')).status).toBe(200);
    expect((await floor.post('/discounts/reasons', { title: 'Mine' })).status).toBe(403);
  });
});

describe('discounts on an order and its lines', () => {
  it('10 % off the burger is taxed on the discounted price, then 5.00 off the order is shared over the lines', async () => {
    const a = await orderAtTable();
    const reasonId = a.reasons[0].id;
    const onLine = await a.client.put(`/discounts/order-items/${a.burgerLine}`, {
      kind: 'percent',
      value: 10,
      reasonId,
    });
    expect(onLine.status).toBe(200);
    expect(onLine.body.message).toBe('Discount applied!');
    // Burger 36.00 − 3.60 = 32.40, tax 5 % = 1.62; the lemonade is untouched.
    expect(await totalsOf(a.orderId)).toEqual([4467, 285, 4752, 360]);
    expect(onLine.body.order.items[0]).toMatchObject({
      discount: { kind: 'percent', value: 10, reason: a.reasons[0].title, amount: 3.6 },
      discount_amount: 3.6,
      net_amount: 32.4,
      tax_amount: 1.62,
    });

    const onOrder = await a.client.put(`/discounts/orders/${a.orderId}`, {
      kind: 'amount',
      value: 5,
      reasonId,
    });
    expect(onOrder.status).toBe(200);
    // 5.00 shared over 32.40 and 13.50: 3.53 and 1.47. Burger 28.87 + 1.44 tax; lemonade 12.03
    // inclusive of 1.09 tax. Sales before discounts 48.27, after 39.81, discounts 8.46.
    expect(await totalsOf(a.orderId)).toEqual([3981, 253, 4234, 846]);
    expect(onOrder.body.order).toMatchObject({
      discount: { kind: 'amount', value: 5, amount: 5 },
      discount_total: 8.46,
      payable_total: 42.34,
    });
    expect(onOrder.body.order.items.map((i: { discount_amount: number }) => i.discount_amount)).toEqual([
      7.13, 1.47, 0,
    ]);
    const [burger] = await t.app.deps.db.select().from(orderItems).where(eq(orderItems.id, a.burgerLine));
    expect(burger.discountBy).not.toBeNull();
    expect(burger.discountApprovedBy).toBeNull();

    // Cancelling the lemonade gives the whole order discount to the burger; bringing it back shares it again.
    await a.client.post(`/orders/update-status/${a.lemonadeLine}`, { status: 'cancelled' });
    expect(await totalsOf(a.orderId)).toEqual([2740, 137, 2877, 860]);
    await a.client.post(`/orders/update-status/${a.lemonadeLine}`, { status: 'created' });
    expect(await totalsOf(a.orderId)).toEqual([3981, 253, 4234, 846]);

    // The receipt shows what discounts took off each line and the order, with the reason.
    const receipt = (await a.client.post('/invoices/orders', { orderIds: [a.orderId] })).body;
    expect(receipt).toMatchObject({ discountTotal: 8.46, subtotal: 39.81, taxTotal: 2.53, total: 42.34 });
    expect(receipt.orders[0].discount_reason).toBe(a.reasons[0].title);
    expect(receipt.orders[0].items[0]).toMatchObject({
      discount_amount: 7.13,
      discount_reason: a.reasons[0].title,
    });

    // Paid with Pay & Complete: the invoice keeps the discounted totals and what discounts took off.
    const paid = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: [a.orderId],
      paymentTypeId: a.paymentTypes.card.id,
    });
    expect(paid.status).toBe(200);
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, paid.body.invoiceId));
    expect(invoice).toMatchObject({ subTotal: 3981, taxTotal: 253, total: 4234, discountTotal: 846 });
    const report = (await a.client.get('/reports?type=today')).body;
    expect(report).toMatchObject({
      grossSales: 48.27,
      discountsTotal: 8.46,
      netRevenue: 39.81,
      revenueTotal: 42.34,
    });

    // A paid order's price no longer changes.
    const late = await a.client.put(`/discounts/orders/${a.orderId}`, {
      kind: 'percent',
      value: 5,
      reasonId,
    });
    expect([late.status, late.body.message]).toEqual([
      409,
      'Only an open order that is not paid can be discounted!',
    ]);
  });

  it('removing a discount brings the price back', async () => {
    const a = await orderAtTable();
    const reasonId = a.reasons[1].id;
    await a.client.put(`/discounts/orders/${a.orderId}`, { kind: 'percent', value: 10, reasonId });
    expect((await orderRow(a.orderId)).payableTotal).toBeLessThan(5130);
    const removed = await a.client.delete(`/discounts/orders/${a.orderId}`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Discount removed!']);
    expect(await totalsOf(a.orderId)).toEqual([4827, 303, 5130, 0]);
    expect((await orderRow(a.orderId)).discountKind).toBeNull();
  });

  it('above the store limit a manager approves: on the spot with their password, or a manager alone', async () => {
    const a = await orderAtTable();
    const reasonId = a.reasons[0].id;
    const floor = await staffWith(t.app, a.client, ['ORDERS']);
    const half = { kind: 'percent', value: 50, reasonId };
    const alone = await floor.put(`/discounts/orders/${a.orderId}`, half);
    expect([alone.status, alone.body.message]).toEqual([
      403,
      "This discount is above the store's limit: a manager must approve it!",
    ]);
    // Its code tells the client to ask for an approval rather than to renew its session.
    expect(alone.body.code).toBe('MANAGER_APPROVAL');
    // 4.00 off the 36.00 burger is 11.2 %, also above the default 10 %.
    const amount = await floor.put(`/discounts/order-items/${a.burgerLine}`, {
      kind: 'amount',
      value: 4,
      reasonId,
    });
    expect(amount.status).toBe(403);
    const wrong = await floor.put(`/discounts/orders/${a.orderId}`, {
      ...half,
      approval: { username: a.username, password: 'not it' },
    });
    expect([wrong.status, wrong.body.message]).toEqual([
      403,
      'Manager approval refused: wrong username or password, or not a manager!',
    ]);
    expect(await totalsOf(a.orderId)).toEqual([4827, 303, 5130, 0]);

    // A bad discount is refused as such, before any approval is asked.
    const absurd = await floor.put(`/discounts/orders/${a.orderId}`, { ...half, value: 150 });
    expect([absurd.status, absurd.body.message]).toEqual([400, 'A discount cannot be more than 100%!']);

    // Up to the limit, staff give it alone.
    expect(
      (await floor.put(`/discounts/order-items/${a.burgerLine}`, { kind: 'amount', value: 3.6, reasonId }))
        .status,
    ).toBe(200);

    const approved = await floor.put(`/discounts/orders/${a.orderId}`, {
      ...half,
      approval: { username: a.username, password: a.password },
    });
    expect(approved.status).toBe(200);
    const row = await orderRow(a.orderId);
    expect(row.discountApprovedBy).not.toBeNull();
    expect(row.discountApprovedBy).not.toBe(row.discountBy);

    // A manager gives it alone; a staff member without the scope cannot approve for another.
    const manager = await staffWith(t.app, a.client, ['ORDERS', 'MANAGER']);
    expect((await manager.put(`/discounts/orders/${a.orderId}`, { ...half, value: 60 })).status).toBe(200);

    // The owner raises the limit: 20 % is then anyone's to give.
    const saved = await a.client.put('/payments/checkout-settings', {
      discountLimit: 25,
      tipPresets: [5, 10],
    });
    expect(saved.body.message).toBe('Checkout settings saved!');
    expect((await floor.get('/payments/checkout-settings')).body).toMatchObject({
      discount_limit: 25,
      tip_presets: [5, 10],
    });
    expect((await floor.put(`/discounts/orders/${a.orderId}`, { ...half, value: 20 })).status).toBe(200);
  });

  it('refuses bad input with the message and changes nothing', async () => {
    const a = await orderAtTable();
    const reasonId = a.reasons[0].id;
    const before = await totalsOf(a.orderId);
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'percent', value: 101, reasonId },
        400,
        'A discount cannot be more than 100%!',
      ],
      [
        `/discounts/order-items/${a.burgerLine}`,
        { kind: 'amount', value: 36.01, reasonId },
        400,
        'The discount is more than what it applies to!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'amount', value: 51.31, reasonId },
        400,
        'The discount is more than what it applies to!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'percent', value: 0, reasonId },
        400,
        'The discount must be more than zero!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'percent', value: -5, reasonId },
        400,
        'Please enter a valid discount!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'percent', value: 'lots', reasonId },
        400,
        'Please enter a valid discount!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'free', value: 5, reasonId },
        400,
        'Please choose a percent or an amount!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'percent', value: 5 },
        400,
        'Please choose the reason for the discount!',
      ],
      [
        `/discounts/orders/${a.orderId}`,
        { kind: 'percent', value: 5, reasonId: 2_000_000_000 },
        404,
        'Discount reason not found!',
      ],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await a.client.put(path, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    // Another store's order, line and reason.
    const otherReason = (await other.client.get('/discounts/reasons')).body[0].id;
    expect(
      (
        await a.client.put(`/discounts/orders/${a.orderId}`, {
          kind: 'percent',
          value: 5,
          reasonId: otherReason,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other.client.put(`/discounts/orders/${a.orderId}`, {
          kind: 'percent',
          value: 5,
          reasonId: otherReason,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other.client.put(`/discounts/order-items/${a.burgerLine}`, {
          kind: 'percent',
          value: 5,
          reasonId: otherReason,
        })
      ).status,
    ).toBe(404);
    expect((await other.client.delete(`/discounts/orders/${a.orderId}`)).status).toBe(404);
    // A cancelled line is not discounted; the kitchen cannot discount.
    await a.client.post(`/orders/update-status/${a.lemonadeLine}`, { status: 'cancelled' });
    const cancelled = await a.client.put(`/discounts/order-items/${a.lemonadeLine}`, {
      kind: 'percent',
      value: 5,
      reasonId,
    });
    expect([cancelled.status, cancelled.body.message]).toEqual([
      409,
      'A cancelled line cannot be discounted!',
    ]);
    await a.client.post(`/orders/update-status/${a.lemonadeLine}`, { status: 'created' });
    const kitchen = await staffWith(t.app, a.client, ['KITCHEN']);
    expect(
      (await kitchen.put(`/discounts/orders/${a.orderId}`, { kind: 'percent', value: 5, reasonId })).status,
    ).toBe(403);
    expect(await totalsOf(a.orderId)).toEqual(before);

    for (const body of [
      { discountLimit: 101, tipPresets: [10] },
      { discountLimit: 10, tipPresets: [] },
      { discountLimit: 10, tipPresets: [0] },
      { discountLimit: 10, tipPresets: [5, 10, 15, 20, 25] },
    ]) {
      expect((await a.client.put('/payments/checkout-settings', body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await a.client.get('/payments/checkout-settings')).body).toMatchObject({
      discount_limit: 10,
      tip_presets: [10, 15, 20],
    });
    expect(
      (await kitchen.put('/payments/checkout-settings', { discountLimit: 50, tipPresets: [10] })).status,
    ).toBe(403);
  });

  it('a bill already part paid cannot be discounted below what it has taken', async () => {
    const a = await orderAtTable();
    const reasonId = a.reasons[0].id;
    const bill = (await a.client.post('/payments/bills', { orderIds: [a.orderId] })).body;
    const part = await a.client.post(`/payments/bills/${bill.id}/payments`, {
      paymentTypeId: a.paymentTypes.card.id,
      amount: 50,
    });
    expect(part.status).toBe(200);
    const refused = await a.client.put(`/discounts/orders/${a.orderId}`, {
      kind: 'amount',
      value: 2,
      reasonId,
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Part of this bill is paid: the discount would leave it overpaid!',
    ]);
    expect(await totalsOf(a.orderId)).toEqual([4827, 303, 5130, 0]);
    // A smaller one is fine, and the bill owes what is left after it.
    expect(
      (await a.client.put(`/discounts/orders/${a.orderId}`, { kind: 'amount', value: 1, reasonId })).status,
    ).toBe(200);
    // 1.00 off lowers the burger's tax on top by 0.04 too: 50.26 left to pay, 0.26 after the 50.00.
    expect((await a.client.get(`/payments/bills/${bill.id}`)).body).toMatchObject({ paid: 50, due: 0.26 });
  });
});
