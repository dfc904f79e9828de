import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDay, ok, sums } from '../../test/generated-day';
import { createOrder, createOrderTenant, exampleCart, orderBody, staffWith } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../invoices/invoices.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cents = (major: number) => Math.round(major * 100);
const total = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((s, r) => s + cents(pick(r)), 0);

/** The store's local today, as the reports see it. */
async function today(client: { get: (path: string) => Promise<{ body: { from: string } }> }) {
  return (await client.get('/reports?type=today')).body.from;
}

describe('the Z report of a generated day', () => {
  it('equals the sums over invoices, payments, refunds and the drawer, to the cent, and stays as closed', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: -500, max: 500 }),
        async (seed, floatMinor, countDelta) => {
          run += 1;
          const a = await createOrderTenant(t.app, `Z Day ${run}`);
          const shift = ok(
            await a.client.post('/shifts', { openingFloat: floatMinor / 100 }),
            'open shift',
          ).body;
          await generateDay(t.app, a, seed);
          ok(
            await a.client.post(`/shifts/${shift.id}/movements`, {
              kind: 'pay_in',
              amount: 20,
              reason: 'Bank',
            }),
            'in',
          );
          ok(
            await a.client.post(`/shifts/${shift.id}/movements`, {
              kind: 'pay_out',
              amount: 7.5,
              reason: 'Ice',
            }),
            'out',
          );
          const x = ok(await a.client.get('/shifts/current'), 'x').body.shift;
          // Counted as notes of 0.01 so any amount can be counted: expected + the delta.
          const counted = Math.max(0, cents(x.cash.expected) + countDelta);
          ok(
            await a.client.post(`/shifts/${shift.id}/close`, {
              counts: [{ denomination: 0.01, count: counted }],
            }),
            'close shift',
          );

          const date = await today(a.client);
          const z = ok(await a.client.get(`/end-of-day/${date}`), 'z').body;
          const { inv, pay, ref, broken } = await sums(t.app, a.tenantId);
          expect(broken).toEqual([]);
          // The day really mixes everything, and every breakdown has rows.
          expect(inv.count).toBeGreaterThan(3);
          expect(inv.charges).toBeGreaterThan(0);
          expect(z.voids_count + z.comps_count).toBeGreaterThan(0);
          for (const list of [z.tax_by_rate, z.by_category, z.by_staff, z.by_hour, z.top_items]) {
            expect(list.length).toBeGreaterThan(0);
          }
          expect(z).toMatchObject({ date, status: 'open', invoices_count: inv.count });
          expect(cents(z.net_sales)).toBe(inv.sub);
          expect(cents(z.tax_total)).toBe(inv.tax);
          expect(cents(z.total)).toBe(inv.total);
          expect(cents(z.discounts)).toBe(inv.discounts);
          expect(cents(z.comps)).toBe(inv.comps);
          expect(cents(z.service_charge)).toBe(inv.charges);
          expect(cents(z.gross_sales) - cents(z.discounts) - cents(z.comps)).toBe(cents(z.net_sales));
          expect(cents(z.net_sales) + cents(z.service_charge) + cents(z.tax_total)).toBe(pay.invoiced);
          expect(total(z.payments_by_type, (r: { amount: number }) => r.amount)).toBe(pay.amount);
          expect(cents(z.tips)).toBe(pay.tips);
          expect(total(z.tips_by_staff, (r: { tips: number }) => r.tips)).toBe(pay.tips);
          expect(cents(z.refunds)).toBe(ref.amount);
          expect(cents(z.net_takings)).toBe(pay.amount - ref.amount);
          // Every breakdown adds up to the figure it breaks down.
          expect(total(z.tax_by_rate, (r: { amount: number }) => r.amount)).toBe(inv.tax);
          expect(total(z.by_category, (r: { net_sales: number }) => r.net_sales)).toBe(inv.sub);
          expect(total(z.by_staff, (r: { net_sales: number }) => r.net_sales)).toBe(inv.sub);
          expect(total(z.by_hour, (r: { total: number }) => r.total)).toBe(inv.total);
          expect(z.by_hour.reduce((s: number, r: { invoices: number }) => s + r.invoices, 0)).toBe(inv.count);
          const [covers] = rowsOf<{ n: number }>(
            await t.app.deps.db.execute(
              sql`select coalesce(sum(guests), 0)::int as n from orders where tenant_id = ${a.tenantId} and invoice_id is not null`,
            ),
          );
          expect(z.covers).toBe(covers.n);
          // The drawer: float + cash kept − cash refunds + pay-ins − pay-outs, counted with the delta.
          const [cash] = rowsOf<{ kept: number; refunded: number }>(
            await t.app.deps.db.execute(sql`
              select (select coalesce(sum(coalesce(tendered - change, amount + tip)), 0)::int from payments
                       where tenant_id = ${a.tenantId} and payment_type_id = ${a.paymentTypes.cash.id}) as kept,
                     (select coalesce(sum(amount), 0)::int from refunds
                       where tenant_id = ${a.tenantId} and payment_type_id = ${a.paymentTypes.cash.id}) as refunded`),
          );
          const expected = floatMinor + cash.kept - cash.refunded + 2000 - 750;
          expect(z.cash).toEqual({
            shifts_closed: 1,
            expected: expected / 100,
            counted: counted / 100,
            variance: (counted - expected) / 100,
          });

          // Closing freezes it: a refund given afterwards counts in the live report, not in the Z.
          const closed = ok(await a.client.post(`/end-of-day/${date}/close`), 'close day').body;
          expect(closed.message).toBe('Day closed! Its figures are final.');
          expect(closed.report).toMatchObject({
            status: 'closed',
            total: z.total,
            closed_by: expect.any(String),
          });
          const invoices = (await a.client.get('/invoices?type=today')).body as Array<{
            invoice_id: number;
            total: number;
          }>;
          const refundable = invoices.find((i) => i.total >= 1);
          if (refundable) {
            ok(
              await a.client.post(`/payments/invoices/${refundable.invoice_id}/refunds`, {
                amount: 0.5,
                paymentTypeId: a.paymentTypes.card.id,
                reason: 'After the close',
              }),
              'late refund',
            );
            const live = (await a.client.get('/reports?type=today')).body;
            expect(cents(live.refundsTotal)).toBe(ref.amount + 50);
          }
          const after = ok(await a.client.get(`/end-of-day/${date}`), 'z after').body;
          expect(after).toEqual(closed.report);
        },
      ),
      { numRuns: 2 },
    );
  }, 240_000);
});

describe('closing the day', () => {
  it('refuses a bad or future day, a day with a shift open and a second close; two closes at once close once', async () => {
    const a = await createOrderTenant(t.app, 'Closing Bistro');
    const date = await today(a.client);
    for (const bad of ['2026-13-01', 'yesterday', '2026-02-30']) {
      const res = await a.client.get(`/end-of-day/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a valid day!');
    }
    const future = await a.client.post('/end-of-day/2999-01-01/close');
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('This day has not started yet!');

    const shift = ok(await a.client.post('/shifts', { openingFloat: 10 }), 'open').body;
    const withShift = await a.client.post(`/end-of-day/${date}/close`);
    expect(withShift.status).toBe(409);
    expect(withShift.body.message).toBe(
      'A shift is still open: close the cash drawer before closing the day!',
    );
    expect((await a.client.get(`/end-of-day/${date}`)).body).toMatchObject({
      status: 'open',
      open_shifts: 1,
    });
    // An earlier day closes all the same: the open shift began after it.
    const earlier = ok(await a.client.post('/end-of-day/2020-01-02/close'), 'earlier day').body;
    expect(earlier.report).toMatchObject({ date: '2020-01-02', status: 'closed', open_shifts: 0 });
    ok(
      await a.client.post(`/shifts/${shift.id}/close`, { counts: [{ denomination: 10, count: 1 }] }),
      'close',
    );

    const closes = await Promise.all([
      a.client.post(`/end-of-day/${date}/close`),
      a.client.post(`/end-of-day/${date}/close`),
    ]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await a.client.post(`/end-of-day/${date}/close`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This day is already closed!');
    // An earlier day with nothing in it reads (and closes) as an empty day.
    expect((await a.client.get('/end-of-day/today')).body).toMatchObject({ date, status: 'closed' });
    const empty = ok(await a.client.get('/end-of-day/2020-01-01'), 'empty day').body;
    expect(empty).toMatchObject({
      status: 'open',
      invoices_count: 0,
      total: 0,
      by_hour: [],
      cash: { shifts_closed: 0 },
    });
  });

  it('downloads as CSV with formula-like names defused, for reports staff only', async () => {
    const a = await createOrderTenant(t.app, 'CSV Bistro');
    await t.app.deps.db.execute(
      sql`update categories set title = '=HYPERLINK("http://x")' where tenant_id = ${a.tenantId}`,
    );
    ok(
      await createOrder(a.client, orderBody(exampleCart(a.menu), { paymentTypeId: a.paymentTypes.cash.id }), {
        pay: true,
      }),
      'sale',
    );
    const date = await today(a.client);
    const res = await a.client.get(`/end-of-day/${date}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="z-report-${date}.csv"`);
    const text = String(res.body);
    expect(text.split('\n')[0]).toBe('Section,Figure,Value');
    expect(text).toContain('Sales,Total,51.30');
    expect(text).toContain(`Sales by category,"'=HYPERLINK(""http://x"")`);
    expect(text).not.toMatch(/\n[^,]*,=/);

    const cashier = await staffWith(t.app, a.client, ['POS']);
    expect((await cashier.get(`/end-of-day/${date}`)).status).toBe(403);
    expect((await cashier.post(`/end-of-day/${date}/close`)).status).toBe(403);
  });
});
