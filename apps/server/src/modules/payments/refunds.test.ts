import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, refunds } from '../../db/schema';
import {
  createOrder,
  createOrderTenant,
  EXAMPLE_TOTALS,
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

/** A tenant with one invoice of 51.30 (the example cart), paid by card. */
async function paidInvoice() {
  const a = await createOrderTenant(t.app, 'Refund Bistro');
  const paid = await createOrder(
    a.client,
    orderBody(exampleCart(a.menu), { paymentTypeId: a.paymentTypes.card.id }),
    {
      pay: true,
    },
  );
  expect(paid.status).toBe(200);
  const [row] = await t.app.deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.tenantId, a.tenantId));
  return { ...a, invoiceId: row.id };
}

const refund = (a: OrderTenant, invoiceId: number, body: Record<string, unknown>, key?: string) =>
  a.client.post(`/payments/invoices/${invoiceId}/refunds`, body, key ? { 'idempotency-key': key } : {});

const refundsOf = (tenantId: number) =>
  t.app.deps.db.select().from(refunds).where(eq(refunds.tenantId, tenantId)).orderBy(refunds.id);

describe('refunds on a paid invoice', () => {
  it('gives part back, then the rest, never more; the invoice itself stays as it was', async () => {
    const a = await paidInvoice();
    const part = await refund(a, a.invoiceId, {
      amount: 10,
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'Cold soup',
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      message: 'Refund recorded!',
      total: EXAMPLE_TOTALS.payableTotal,
      refunded: 10,
      refundable: 41.3,
      refunds: [{ amount: 10, payment_type: 'Cash', reason: 'Cold soup' }],
    });
    const over = await refund(a, a.invoiceId, {
      amount: 41.31,
      paymentTypeId: a.paymentTypes.card.id,
      reason: 'All of it',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The refund is more than what is left to refund on this invoice!');
    const rest = await refund(a, a.invoiceId, {
      amount: 41.3,
      paymentTypeId: a.paymentTypes.card.id,
      reason: 'All of it',
    });
    expect(rest.body).toMatchObject({ refunded: EXAMPLE_TOTALS.payableTotal, refundable: 0 });
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, a.invoiceId));
    expect(invoice.total).toBe(Math.round(EXAMPLE_TOTALS.payableTotal * 100));
    const list = (await a.client.get('/invoices?type=today')).body;
    expect(list[0]).toMatchObject({
      invoice_id: a.invoiceId,
      total: EXAMPLE_TOTALS.payableTotal,
      refunded: 51.3,
    });
  });

  it('counts a refund on the day it is given: yesterday’s sale keeps its revenue, today shows the refund', async () => {
    const a = await paidInvoice();
    await t.app.deps.db.execute(
      sql`update invoices set created_at = now() - interval '1 day' where id = ${a.invoiceId}`,
    );
    await t.app.deps.db.execute(
      sql`update payments set created_at = now() - interval '1 day' where invoice_id = ${a.invoiceId}`,
    );
    const before = (await a.client.get('/reports?type=yesterday')).body;
    expect(
      (await refund(a, a.invoiceId, { amount: 5.3, paymentTypeId: a.paymentTypes.cash.id, reason: 'Late' }))
        .status,
    ).toBe(200);
    const yesterday = (await a.client.get('/reports?type=yesterday')).body;
    expect(yesterday.revenueTotal).toBe(before.revenueTotal);
    expect(yesterday.refundsTotal).toBe(0);
    const today = (await a.client.get('/reports?type=today')).body;
    expect(today).toMatchObject({ revenueTotal: 0, refundsTotal: 5.3, refundsCount: 1 });
  });

  it.each([
    [{ amount: 0, reason: 'x' }, 400, 'The refund must be more than zero!'],
    [{ amount: -1, reason: 'x' }, 400, 'Please enter a valid amount!'],
    [{ amount: 1, reason: '  ' }, 400, 'Please enter the reason for the refund!'],
    [{ amount: 1 }, 400, 'Please enter the reason for the refund!'],
  ])('%j → %d %s, nothing written', async (body, status, message) => {
    const a = await paidInvoice();
    const res = await refund(a, a.invoiceId, { paymentTypeId: a.paymentTypes.cash.id, ...body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await refundsOf(a.tenantId)).toEqual([]);
  });

  it('refuses another tenant’s invoice and payment type with 404, and needs INVOICES', async () => {
    const a = await paidInvoice();
    const body = { amount: 1, reason: 'x' };
    expect(
      (await refund(other, a.invoiceId, { ...body, paymentTypeId: other.paymentTypes.cash.id })).status,
    ).toBe(404);
    expect(
      (await refund(a, a.invoiceId, { ...body, paymentTypeId: other.paymentTypes.cash.id })).status,
    ).toBe(404);
    expect((await other.client.get(`/payments/invoices/${a.invoiceId}/refunds`)).status).toBe(404);
    const waiter = await staffWith(t.app, a.client, ['POS', 'ORDERS']);
    expect(
      (
        await waiter.post(`/payments/invoices/${a.invoiceId}/refunds`, {
          ...body,
          paymentTypeId: a.paymentTypes.cash.id,
        })
      ).status,
    ).toBe(403);
    expect(await refundsOf(a.tenantId)).toEqual([]);
  });

  it('a retried refund is kept once; two refunds of the whole at once: one is given', async () => {
    const a = await paidInvoice();
    const body = { amount: 5, paymentTypeId: a.paymentTypes.cash.id, reason: 'Wrong dish' };
    const first = await refund(a, a.invoiceId, body, 'refund-1');
    const retry = await refund(a, a.invoiceId, body, 'refund-1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.refunded).toBe(5);
    const whole = { ...body, amount: 46.3 };
    const results = await Promise.all([
      refund(a, a.invoiceId, whole, 'r-2'),
      refund(a, a.invoiceId, whole, 'r-3'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const given = await refundsOf(a.tenantId);
    expect(given.map((r) => r.amount)).toEqual([500, 4630]);
  });
});

describe('refunds by line', () => {
  it('gives back units of a line at what the line cost, unit by unit to the cent, never more units than it had', async () => {
    const a = await paidInvoice();
    const listed = (await a.client.get(`/payments/invoices/${a.invoiceId}/refunds`)).body;
    // The example cart: 2 burgers (36.00 + 5 % = 37.80), 3 lemonades (13.50, tax inside), a water.
    expect(listed.lines.map((l: { quantity: number; amount: number }) => [l.quantity, l.amount])).toEqual([
      [2, 37.8],
      [3, 13.5],
      [1, 0],
    ]);
    const [, lemonade] = listed.lines;
    const byLine = (quantity: number) =>
      refund(a, a.invoiceId, {
        lines: [{ orderItemId: lemonade.id, quantity }],
        paymentTypeId: a.paymentTypes.cash.id,
        reason: 'Flat lemonade',
        amount: 99, // ignored: lines are priced by the server
      });
    const one = await byLine(1);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ refunded: 4.5 });
    expect(one.body.lines[1]).toMatchObject({ refunded_quantity: 1 });
    const rest = await byLine(2);
    expect(rest.body).toMatchObject({ refunded: 13.5 });
    const over = await byLine(1);
    expect([over.status, over.body.message]).toEqual([400, 'More of this line than is left to refund!']);
    const [first] = await refundsOf(a.tenantId);
    expect(first.lines).toEqual([{ orderItemId: lemonade.id, quantity: 1, amount: 450 }]);

    // A line of another invoice (or store) is not on this one; the water gives nothing back.
    const theirs = await createOrder(
      other.client,
      orderBody(exampleCart(other.menu), { paymentTypeId: other.paymentTypes.card.id }),
      { pay: true },
    );
    expect(theirs.status).toBe(200);
    const foreignLine = (await other.client.get('/invoices?type=today')).body[0];
    const theirLines = (await other.client.get(`/payments/invoices/${foreignLine.invoice_id}/refunds`)).body
      .lines;
    const foreign = await refund(a, a.invoiceId, {
      lines: [{ orderItemId: theirLines[0].id, quantity: 1 }],
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'x',
    });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'This line is not on this invoice!']);
    const water = await refund(a, a.invoiceId, {
      lines: [{ orderItemId: listed.lines[2].id, quantity: 1 }],
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'x',
    });
    expect([water.status, water.body.message]).toEqual([400, 'The refund must be more than zero!']);
    for (const lines of [
      [{ orderItemId: lemonade.id, quantity: 0 }],
      [{ orderItemId: lemonade.id }],
      'all',
    ]) {
      const bad = await refund(a, a.invoiceId, { lines, paymentTypeId: a.paymentTypes.cash.id, reason: 'x' });
      expect([bad.status, bad.body.message], JSON.stringify(lines)).toEqual([
        400,
        'Please enter how many to refund!',
      ]);
    }
    const nothing = await refund(a, a.invoiceId, { paymentTypeId: a.paymentTypes.cash.id, reason: 'x' });
    expect([nothing.status, nothing.body.message]).toEqual([400, 'Please enter a valid amount!']);
    expect(await refundsOf(a.tenantId)).toHaveLength(2);
  });
});
