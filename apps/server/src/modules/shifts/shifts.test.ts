import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashMovements, invoices, shifts } from '../../db/schema';
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

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const open = (a: OrderTenant, openingFloat: unknown) => a.client.post('/shifts', { openingFloat });
const move = (a: OrderTenant, shiftId: number, body: Record<string, unknown>, key?: string) =>
  a.client.post(`/shifts/${shiftId}/movements`, body, key ? { 'idempotency-key': key } : {});
const close = (a: OrderTenant, shiftId: number, body: Record<string, unknown>) =>
  a.client.post(`/shifts/${shiftId}/close`, body);
const movementsOf = (tenantId: number) =>
  t.app.deps.db.select().from(cashMovements).where(eq(cashMovements.tenantId, tenantId));

/** A sale of the example cart (51.30), paid at once with the given type. */
async function sale(a: OrderTenant, paymentTypeId: number) {
  const res = await createOrder(a.client, orderBody(exampleCart(a.menu), { paymentTypeId }), { pay: true });
  expect(res.status).toBe(200);
}

async function openShift(a: OrderTenant, openingFloat: number | string = 100) {
  const res = await open(a, openingFloat);
  expect(res.status).toBe(200);
  return res.body.id as number;
}

describe('a shift of the cash drawer', () => {
  it('opens with a float, counts cash sales, refunds and movements, and closes with the variance frozen', async () => {
    const a = await createOrderTenant(t.app, 'Drawer Bistro');
    const none = await a.client.get('/shifts/current');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ shift: null, currency: 'USD' });
    expect(none.body.denominations).toEqual([100, 50, 20, 10, 5, 2, 1, 0.25, 0.1, 0.05, 0.01]);

    const shiftId = await openShift(a, '100.00');
    const second = await open(a, 50);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'A shift is already open on this drawer: close it before opening another!',
    );

    await sale(a, a.paymentTypes.cash.id);
    await sale(a, a.paymentTypes.card.id);
    const [cashInvoice] = await t.app.deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.tenantId, a.tenantId))
      .orderBy(invoices.id)
      .limit(1);
    const refund = await a.client.post(`/payments/invoices/${cashInvoice.id}/refunds`, {
      amount: 10,
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'Cold soup',
    });
    expect(refund.status).toBe(200);
    expect(
      (await move(a, shiftId, { kind: 'pay_in', amount: 20, reason: 'Change from the bank' })).status,
    ).toBe(200);
    const payOut = await move(a, shiftId, { kind: 'pay_out', amount: '12.50', reason: 'Ice' });
    expect(payOut.status).toBe(200);
    expect(payOut.body).toMatchObject({
      message: 'Cash movement recorded!',
      movement: { kind: 'pay_out', amount: 12.5, reason: 'Ice', by: expect.any(String) },
    });

    // The X report: figures so far, changing nothing.
    const x = await a.client.get('/shifts/current');
    expect(x.body.shift).toMatchObject({
      id: shiftId,
      status: 'open',
      cash: {
        opening_float: 100,
        cash_taken: 51.3,
        cash_refunds: 10,
        pay_ins: 20,
        pay_outs: 12.5,
        expected: 148.8,
      },
      counted: null,
      variance: null,
      sales: { invoices_count: 2, total: 102.6, refunds_total: 10, refunds_count: 1 },
    });
    expect(x.body.shift.sales.payments_by_type).toEqual(
      expect.arrayContaining([
        { payment_type: 'Cash', count: 1, amount: 51.3, tips: 0 },
        { payment_type: 'Card', count: 1, amount: 51.3, tips: 0 },
      ]),
    );
    expect(x.body.shift.movements.map((m: { kind: string }) => m.kind)).toEqual(['pay_in', 'pay_out']);

    const closed = await close(a, shiftId, {
      counts: [
        { denomination: 100, count: 1 },
        { denomination: 20, count: 2 },
        { denomination: '5', count: 1 },
        { denomination: 2, count: 1 },
        { denomination: 1, count: 1 },
        { denomination: 0.05, count: 1 },
        { denomination: 0.25, count: 0 },
      ],
      note: 'Short by 75 cents',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      message: 'Shift closed!',
      shift: { status: 'closed', counted: 148.05, variance: -0.75, note: 'Short by 75 cents' },
    });
    expect(closed.body.shift.cash.expected).toBe(148.8);
    expect(closed.body.shift.counts).toEqual([
      { denomination: 100, count: 1 },
      { denomination: 20, count: 2 },
      { denomination: 5, count: 1 },
      { denomination: 2, count: 1 },
      { denomination: 1, count: 1 },
      { denomination: 0.05, count: 1 },
    ]);

    // Closed is closed: no second close, no movement, and a later cash sale leaves its figures alone.
    const again = await close(a, shiftId, { counts: [] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This shift is not open!');
    expect((await move(a, shiftId, { kind: 'pay_out', amount: 1, reason: 'Late' })).status).toBe(409);
    await sale(a, a.paymentTypes.cash.id);
    const later = await a.client.get(`/shifts/${shiftId}`);
    expect(later.body).toMatchObject({
      cash: { cash_taken: 51.3, expected: 148.8 },
      counted: 148.05,
      variance: -0.75,
    });
    expect((await a.client.get('/shifts/current')).body.shift).toBeNull();

    const history = await a.client.get('/shifts');
    expect(history.body).toEqual([
      expect.objectContaining({
        id: shiftId,
        status: 'closed',
        opening_float: 100,
        expected: 148.8,
        variance: -0.75,
      }),
    ]);
    // A new shift starts from its own float and sees only what happens after it opened.
    const next = await openShift(a, 80);
    const nextX = await a.client.get(`/shifts/${next}`);
    expect(nextX.body.cash).toMatchObject({ opening_float: 80, cash_taken: 0, expected: 80 });
  });

  it('counts a cash tender as what stayed in the drawer: tendered − change, the tip with it', async () => {
    const a = await createOrderTenant(t.app, 'Tender Bistro');
    const shiftId = await openShift(a, 0);
    const order = await createOrder(
      a.client,
      orderBody(exampleCart(a.menu), { deliveryType: 'dinein', tableId: a.menu.tables.t1.id }),
    );
    expect(order.status).toBe(200);
    const bill = await a.client.post('/payments/bills', { orderIds: [Number(order.body.orderId)] });
    expect(bill.status).toBe(200);
    const paid = await a.client.post(`/payments/bills/${bill.body.id}/payments`, {
      paymentTypeId: a.paymentTypes.cash.id,
      amount: 51.3,
      tip: 3,
      tendered: 60,
    });
    expect(paid.status).toBe(200);
    const x = await a.client.get(`/shifts/${shiftId}`);
    expect(x.body.cash).toMatchObject({ cash_taken: 54.3, expected: 54.3 });
  });

  it('refuses bad input with the message and changes nothing', async () => {
    const a = await createOrderTenant(t.app, 'Careful Bistro');
    for (const bad of [-1, 'ten', null, 10_000_001]) {
      const res = await open(a, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter the cash counted in the drawer!');
    }
    expect(await t.app.deps.db.select().from(shifts).where(eq(shifts.tenantId, a.tenantId))).toEqual([]);

    const shiftId = await openShift(a);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'steal', amount: 1, reason: 'x' }, 'Please choose pay in or pay out!'],
      [{ kind: 'pay_out', amount: 0, reason: 'x' }, 'The amount must be more than zero!'],
      [{ kind: 'pay_out', amount: -5, reason: 'x' }, 'Please enter a valid amount!'],
      [{ kind: 'pay_out', amount: 5, reason: '  ' }, 'Please enter the reason!'],
    ];
    for (const [body, message] of cases) {
      const res = await move(a, shiftId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await movementsOf(a.tenantId)).toEqual([]);

    const closes: Array<[Record<string, unknown>, string]> = [
      [
        { counts: [{ denomination: 20, count: -1 }] },
        'Please enter how many of each note and coin (0 or more)!',
      ],
      [
        { counts: [{ denomination: 20, count: 1.5 }] },
        'Please enter how many of each note and coin (0 or more)!',
      ],
      [
        { counts: [{ denomination: 0.03, count: 1 }] },
        'This note or coin is not one of the store currency’s!',
      ],
      [{ counts: 'lots' }, 'Please enter how many of each note and coin (0 or more)!'],
    ];
    for (const [body, message] of closes) {
      const res = await close(a, shiftId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const [row] = await t.app.deps.db.select().from(shifts).where(eq(shifts.id, shiftId));
    expect(row.closedAt).toBeNull();
    expect((await close(a, 999_999, { counts: [] })).status).toBe(404);
  });

  it('records a retried pay-out once (Idempotency-Key)', async () => {
    const a = await createOrderTenant(t.app, 'Retry Bistro');
    const shiftId = await openShift(a);
    const body = { kind: 'pay_out', amount: 5, reason: 'Window cleaner' };
    const [first, second] = await Promise.all([
      move(a, shiftId, body, 'po-1'),
      move(a, shiftId, body, 'po-1'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.movement.id).toBe(first.body.movement.id);
    expect(await movementsOf(a.tenantId)).toHaveLength(1);
  });

  it('closes once when two tills close the same shift at once, and opens once when two open', async () => {
    const a = await createOrderTenant(t.app, 'Race Bistro');
    const opens = await Promise.all([open(a, 10), open(a, 20)]);
    expect(opens.map((r) => r.status).sort()).toEqual([200, 409]);
    const shiftId = (opens.find((r) => r.status === 200)?.body.id ?? 0) as number;
    const closes = await Promise.all([
      close(a, shiftId, { counts: [{ denomination: 10, count: 1 }] }),
      close(a, shiftId, { counts: [{ denomination: 20, count: 1 }] }),
    ]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.app.deps.db.select().from(shifts).where(eq(shifts.id, shiftId));
    const winner = closes.find((r) => r.status === 200)?.body.shift;
    expect(row.counted).toBe(Math.round(winner.counted * 100));
  });

  it('keeps each store to its own drawer, and the drawer to staff of the till', async () => {
    const a = await createOrderTenant(t.app, 'Own Drawer');
    const b = await createOrderTenant(t.app, 'Other Drawer');
    const shiftId = await openShift(a);
    expect((await b.client.get(`/shifts/${shiftId}`)).status).toBe(404);
    expect((await move(b, shiftId, { kind: 'pay_out', amount: 5, reason: 'x' })).status).toBe(404);
    expect((await close(b, shiftId, { counts: [] })).status).toBe(404);
    expect((await b.client.get('/shifts/current')).body.shift).toBeNull();
    // B opening its own drawer is not stopped by A's open shift.
    expect((await open(b, 5)).status).toBe(200);
    expect(await movementsOf(a.tenantId)).toEqual([]);

    const cook = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await cook.get('/shifts/current')).status).toBe(403);
    const cashier = await staffWith(t.app, a.client, ['POS']);
    const x = await cashier.get('/shifts/current');
    expect(x.status).toBe(200);
    expect(x.body.shift.id).toBe(shiftId);
  });
});
