import { splitEvenly } from '@mise/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, payments } from '../../db/schema';
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

/** A tenant with a table (T1) holding two open orders: the example cart (51.30) and a lemonade. */
async function tableOfThree() {
  const a = await createOrderTenant(t.app, 'Split Bistro');
  const atTable = { deliveryType: 'dinein' as const, tableId: a.menu.tables.t1.id };
  const first = await createOrder(a.client, orderBody(exampleCart(a.menu), atTable));
  const second = await createOrder(a.client, orderBody([line(a.menu.items.lemonade.id)], atTable));
  expect([first.status, second.status]).toEqual([200, 200]);
  const orderIds = [Number(first.body.orderId), Number(second.body.orderId)];
  const [lemonade] = await t.app.deps.db
    .select({ payable: orders.payableTotal })
    .from(orders)
    .where(eq(orders.id, orderIds[1]));
  const payableMinor = Math.round(EXAMPLE_TOTALS.payableTotal * 100) + lemonade.payable;
  return { ...a, orderIds, payableMinor };
}

const pay = (a: OrderTenant, billId: number, body: Record<string, unknown>, key?: string) =>
  a.client.post(`/payments/bills/${billId}/payments`, body, key ? { 'idempotency-key': key } : {});

const paymentsOf = (tenantId: number) =>
  t.app.deps.db.select().from(payments).where(eq(payments.tenantId, tenantId)).orderBy(payments.id);

describe('a table of three pays its bill in parts', () => {
  it('splits evenly and pays cash with change, then card with a tip, then card; the last part closes the orders', async () => {
    const a = await tableOfThree();
    const opened = await a.client.post('/payments/bills', { orderIds: a.orderIds });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'open',
      order_ids: a.orderIds,
      payable: a.payableMinor / 100,
      paid: 0,
      due: a.payableMinor / 100,
      payments: [],
    });
    const billId = opened.body.id;
    // Opening again (another till, a refresh) finds the same bill.
    expect((await a.client.post('/payments/bills', { orderIds: a.orderIds })).body.id).toBe(billId);

    const [p1, p2, p3] = splitEvenly(a.payableMinor, 3);
    expect(p1 + p2 + p3).toBe(a.payableMinor);

    const cash = await pay(a, billId, {
      paymentTypeId: a.paymentTypes.cash.id,
      amount: p1 / 100,
      tendered: 50,
    });
    expect(cash.status).toBe(200);
    expect(cash.body.message).toBe('Payment taken!');
    expect(cash.body.payment).toMatchObject({
      amount: p1 / 100,
      tendered: 50,
      change: (5000 - p1) / 100,
      tip: 0,
    });
    expect(cash.body.bill).toMatchObject({ status: 'open', paid: p1 / 100, due: (p2 + p3) / 100 });

    // Part paid: the Orders screen shows what was paid; closing the orders another way is refused.
    const groups = (await a.client.get('/orders')).body;
    expect(groups[0]).toMatchObject({ table_id: a.menu.tables.t1.id, paid: p1 / 100 });
    expect(groups[0].orders[0].bill_id).toBe(billId);
    for (const path of ['/orders/complete-and-pay-order', '/orders/cancel', '/orders/complete']) {
      const refused = await a.client.post(path, {
        orderIds: a.orderIds,
        paymentTypeId: a.paymentTypes.cash.id,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Part of this bill is paid: take the rest from its bill!');
    }

    const card = await pay(a, billId, { paymentTypeId: a.paymentTypes.card.id, amount: p2 / 100, tip: 2.5 });
    expect(card.body.payment).toMatchObject({ amount: p2 / 100, tip: 2.5, tendered: null, change: 0 });
    const last = await pay(a, billId, { paymentTypeId: a.paymentTypes.card.id, amount: p3 / 100 });
    expect(last.status).toBe(200);
    expect(last.body.message).toBe('Bill paid & orders completed!');
    expect(last.body.bill).toMatchObject({ status: 'paid', due: 0, paid: a.payableMinor / 100, tips: 2.5 });
    const invoiceId = last.body.bill.invoice_id;
    expect(invoiceId).toEqual(expect.any(Number));

    // The invoice carries the bill's totals (tips kept apart), every payment points at it.
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({
      total: a.payableMinor,
      paymentTypeId: null,
      paymentTypeTitle: 'Cash + Card',
      tableId: a.menu.tables.t1.id,
    });
    expect(invoice.subTotal + invoice.taxTotal).toBe(invoice.total);
    const taken = await paymentsOf(a.tenantId);
    expect(taken.map((p) => [p.amount, p.tip, p.invoiceId])).toEqual([
      [p1, 0, invoiceId],
      [p2, 250, invoiceId],
      [p3, 0, invoiceId],
    ]);
    expect(taken.every((p) => p.createdBy !== null)).toBe(true);
    const closed = await t.app.deps.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus, invoiceId: orders.invoiceId })
      .from(orders)
      .where(eq(orders.tenantId, a.tenantId));
    expect(closed).toEqual(a.orderIds.map(() => ({ status: 'completed', paymentStatus: 'paid', invoiceId })));
    expect((await a.client.get('/orders')).body).toEqual([]);

    // Paying a paid bill changes nothing.
    const again = await pay(a, billId, { paymentTypeId: a.paymentTypes.card.id, amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This bill is already paid!');
    expect(await paymentsOf(a.tenantId)).toHaveLength(3);
    expect((await a.client.get(`/payments/bills/${billId}`)).body).toMatchObject({
      status: 'paid',
      order_ids: a.orderIds,
    });
  });

  it('adds a new round of the table to the bill being paid', async () => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: [a.orderIds[0]] })).body;
    expect(bill.payable).toBe(EXAMPLE_TOTALS.payableTotal);
    const joined = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    expect(joined).toMatchObject({ id: bill.id, order_ids: a.orderIds, payable: a.payableMinor / 100 });
  });

  it('a bill opened and never paid on goes when its orders are paid another way', async () => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    const paid = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: a.orderIds,
      paymentTypeId: a.paymentTypes.cash.id,
    });
    expect(paid.status).toBe(200);
    expect((await a.client.get(`/payments/bills/${bill.id}`)).status).toBe(404);
    const rows = await t.app.deps.db
      .select({ billId: orders.billId })
      .from(orders)
      .where(eq(orders.tenantId, a.tenantId));
    expect(rows.every((r) => r.billId === null)).toBe(true);
  });

  it('pays at once on the old paths with one payment each, at the invoice total', async () => {
    const a = await tableOfThree();
    const atPos = await createOrder(
      a.client,
      orderBody([line(a.menu.items.lemonade.id)], { paymentTypeId: a.paymentTypes.card.id }),
      { pay: true },
    );
    expect(atPos.status).toBe(200);
    const paid = await a.client.post('/orders/complete-and-pay-order', {
      orderIds: a.orderIds,
      paymentTypeId: a.paymentTypes.cash.id,
    });
    expect(paid.status).toBe(200);
    const taken = await paymentsOf(a.tenantId);
    expect(taken.map((p) => [p.paymentTypeTitle, p.amount])).toEqual([
      ['Card', a.payableMinor - Math.round(EXAMPLE_TOTALS.payableTotal * 100)],
      ['Cash', a.payableMinor],
    ]);
    expect(taken.map((p) => p.invoiceId)).toEqual([
      atPos.body.invoiceId ?? expect.any(Number),
      paid.body.invoiceId,
    ]);
  });
});

describe('a part-paid bill stays true', () => {
  it('refuses to cancel a line whose money a payment already covers, and allows it while the rest covers it', async () => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    const lemonadeMinor = a.payableMinor - Math.round(EXAMPLE_TOTALS.payableTotal * 100);
    // Paid: all but the lemonade's price and 1 cent.
    const paidMinor = a.payableMinor - lemonadeMinor - 1;
    expect(
      (await pay(a, bill.id, { paymentTypeId: a.paymentTypes.cash.id, amount: paidMinor / 100 })).status,
    ).toBe(200);
    const groups = (await a.client.get('/orders')).body;
    const items = groups[0].orders.flatMap(
      (o: { items: Array<{ id: number; item_title: string }> }) => o.items,
    );
    const lemonade = items.filter((i: { item_title: string }) => i.item_title.startsWith('Lemonade'));
    const burger = items.find((i: { item_title: string }) => i.item_title.startsWith('Burger'));
    // The lemonade of the second round can go: what is left still covers what was paid.
    const last = lemonade[lemonade.length - 1];
    expect((await a.client.post(`/orders/update-status/${last.id}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const refused = await a.client.post(`/orders/update-status/${burger.id}`, { status: 'cancelled' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This line is already paid for on its bill: cancelling it would leave the bill overpaid!',
    );
    const after = (await a.client.get(`/payments/bills/${bill.id}`)).body;
    expect(after).toMatchObject({ paid: paidMinor / 100, due: 0.01 });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [{ amount: 0 }, 'The amount must be more than zero!'],
    [{ amount: -1 }, 'Please enter a valid amount!'],
    [{ amount: 'ten' }, 'Please enter a valid amount!'],
    [{ amount: 9999 }, 'The amount is more than what is due!'],
    [{ amount: 1, tip: -1 }, 'Please enter a valid tip!'],
    [{ amount: 1, tip: 100000 }, 'The tip cannot be more than the whole bill!'],
    [{ amount: 10, tip: 1, tendered: 10.99 }, 'The cash given is less than the amount and the tip!'],
    [{ amount: 1.005 }, 'Please enter a valid amount!'],
  ])('%j → 400 %s', async (body, message) => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    const res = await pay(a, bill.id, { paymentTypeId: a.paymentTypes.cash.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await paymentsOf(a.tenantId)).toEqual([]);
  });

  it('refuses another tenant’s bill, orders and payment type with 404, and a cancelled order with 409', async () => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    expect((await pay(other, bill.id, { paymentTypeId: other.paymentTypes.cash.id, amount: 1 })).status).toBe(
      404,
    );
    expect((await pay(a, bill.id, { paymentTypeId: other.paymentTypes.cash.id, amount: 1 })).status).toBe(
      404,
    );
    expect((await other.client.get(`/payments/bills/${bill.id}`)).status).toBe(404);
    expect((await other.client.post('/payments/bills', { orderIds: a.orderIds })).status).toBe(404);
    const takeAway = await createOrder(a.client, orderBody([line(a.menu.items.lemonade.id)]));
    await a.client.post('/orders/cancel', { orderIds: [takeAway.body.orderId] });
    const cancelled = await a.client.post('/payments/bills', { orderIds: [takeAway.body.orderId] });
    expect(cancelled.status).toBe(409);
    expect(await paymentsOf(a.tenantId)).toEqual([]);
  });

  it('needs a scope that may take payment', async () => {
    const a = await tableOfThree();
    const cook = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await cook.post('/payments/bills', { orderIds: a.orderIds })).status).toBe(403);
  });
});

describe('money is taken once', () => {
  it('a retried payment with the same Idempotency-Key is kept once and answered the same', async () => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    const body = { paymentTypeId: a.paymentTypes.card.id, amount: 5 };
    const first = await pay(a, bill.id, body, 'pay-part-1');
    const retry = await pay(a, bill.id, body, 'pay-part-1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.payment.id).toBe(first.body.payment.id);
    expect(retry.body.bill.paid).toBe(5);
    expect(await paymentsOf(a.tenantId)).toHaveLength(1);
  });

  it('two tills paying the last amount due at the same moment: exactly one succeeds, nothing overpaid', async () => {
    const a = await tableOfThree();
    const bill = (await a.client.post('/payments/bills', { orderIds: a.orderIds })).body;
    const body = { paymentTypeId: a.paymentTypes.card.id, amount: bill.due };
    const results = await Promise.all([pay(a, bill.id, body, 'till-1'), pay(a, bill.id, body, 'till-2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const taken = await paymentsOf(a.tenantId);
    expect(taken).toHaveLength(1);
    expect(taken[0].amount).toBe(a.payableMinor);
    const invoicesOfTenant = await t.app.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, a.tenantId)));
    expect(invoicesOfTenant).toHaveLength(1);
  });
});
