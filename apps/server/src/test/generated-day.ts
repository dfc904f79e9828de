import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppInstance } from '../app-instance';
import { orderItems } from '../db/schema';
import { rowsOf } from '../modules/invoices/invoices.repository';
import { createOrder, line, type OrderTenant, orderBody } from './orders-kit';

/**
 * A generated day mixing everything checkout does (orders paid at once, Pay & Complete, bills
 * paid in parts with cash, change and tips, line and order discounts, voids, comps, refunds, a
 * service charge on the bigger dine-in parties, cancelled orders, tables left open and part paid),
 * and the same day's sums taken straight from invoices, payments and refunds, for the tests that
 * check a report against them.
 */
/** A small seeded generator (mulberry32): the same seed always builds the same day. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

export const ok = <T extends { status: number; body: unknown }>(res: T, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res;
};

export async function generateDay(app: AppInstance, a: OrderTenant, seed: number) {
  const rnd = random(seed);
  const reasonId = (await a.client.get('/discounts/reasons')).body[0].id;
  ok(
    await a.client.put('/payments/checkout-settings', {
      discountLimit: 10,
      tipPresets: [10],
      serviceChargeRate: 12.5,
      serviceChargeDineInOnly: true,
      serviceChargeMinGuests: 3,
      serviceChargeTaxId: a.menu.taxes.gst.id,
    }),
    'service charge',
  );
  const items = [a.menu.items.burger.id, a.menu.items.lemonade.id, a.menu.items.water.id];
  const tables = [a.menu.tables.t1.id, a.menu.tables.t2.id];
  for (let round = 0; round < 20; round++) {
    const cart = Array.from({ length: rnd.int(2, 3) }, () =>
      line(items[rnd.int(0, items.length - 1)], { quantity: rnd.int(1, 4) }),
    );
    const atTable = rnd.chance(0.6);
    const body = orderBody(
      cart,
      atTable
        ? { deliveryType: 'dinein', tableId: tables[round % 2], guests: (round % 6) + 1 }
        : { deliveryType: 'takeaway' },
    );
    // Every way of closing an order comes up twice a day; what the orders hold is random.
    const kind = (round + seed) % 10;
    if (kind === 0) {
      // Paid at once at the POS.
      ok(
        await createOrder(a.client, { ...body, paymentTypeId: a.paymentTypes.cash.id }, { pay: true }),
        'pay at once',
      );
      continue;
    }
    const created = ok(await createOrder(a.client, body), 'create');
    const orderId = Number(created.body.orderId);
    const lines = await app.deps.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    // Adjustments before payment.
    if (rnd.chance(0.4))
      ok(
        await a.client.put(`/discounts/order-items/${lines[0].id}`, {
          kind: 'percent',
          value: rnd.int(1, 50),
          reasonId,
        }),
        'line discount',
      );
    if (rnd.chance(0.3)) {
      // Refused (and nothing changed) when the order costs less than that: tap water, or all comped.
      const res = await a.client.put(`/discounts/orders/${orderId}`, {
        kind: 'amount',
        value: '0.37',
        reasonId,
      });
      if (res.status !== 400) ok(res, 'order discount');
    }
    if (lines.length > 1 && rnd.chance(0.3))
      ok(
        await a.client.post(`/voids/order-items/${lines[1].id}`, { kind: 'void', reason: 'Changed mind' }),
        'void',
      );
    if (rnd.chance(0.25))
      ok(
        await a.client
          .post(`/voids/order-items/${lines[lines.length - 1].id}`, { kind: 'comp', reason: 'Cold' })
          .then((r) => (r.status === 409 ? { ...r, status: 200 } : r)),
        'comp',
      );
    if (kind === 1) {
      ok(await a.client.post('/orders/cancel', { orderIds: [orderId] }), 'cancel');
      continue;
    }
    if (kind === 2) continue; // left open
    if (kind <= 5) {
      ok(
        await a.client.post('/orders/complete-and-pay-order', {
          orderIds: [orderId],
          paymentTypeId: a.paymentTypes.card.id,
        }),
        'pay & complete',
      );
      continue;
    }
    // Paid in parts: cash with change and a tip, then card for the rest (or left part paid).
    const bill = ok(await a.client.post('/payments/bills', { orderIds: [orderId] }), 'bill').body;
    const dueMinor = Math.round(bill.due * 100);
    if (dueMinor === 0) continue;
    const first = Math.max(1, Math.floor(dueMinor / rnd.int(2, 3)));
    ok(
      await a.client.post(`/payments/bills/${bill.id}/payments`, {
        paymentTypeId: a.paymentTypes.cash.id,
        amount: first / 100,
        // A tip above the whole bill is refused as a typo: keep it within the bill.
        tip: rnd.int(0, Math.min(300, dueMinor)) / 100,
        tendered: (first + 500) / 100 + 3,
      }),
      'cash part',
    );
    if (kind === 9) continue; // part paid, still open
    ok(
      await a.client.post(`/payments/bills/${bill.id}/payments`, {
        paymentTypeId: a.paymentTypes.card.id,
        amount: (dueMinor - first) / 100,
        tip: rnd.int(0, Math.min(200, dueMinor)) / 100,
      }),
      'card rest',
    );
  }
  // Refunds on some of the day's invoices.
  const invoices = (await a.client.get('/invoices?type=today')).body as Array<{
    invoice_id: number;
    total: number;
  }>;
  for (const invoice of invoices.filter((_, i) => i % 3 === 0)) {
    if (invoice.total <= 0) continue;
    ok(
      await a.client.post(`/payments/invoices/${invoice.invoice_id}/refunds`, {
        amount: Math.max(1, Math.round(invoice.total * 100 * 0.3)) / 100,
        paymentTypeId: a.paymentTypes.cash.id,
        reason: 'Complaint',
      }),
      'refund',
    );
  }
}

export async function sums(app: AppInstance, tenantId: number) {
  const [inv] = rowsOf<Record<string, number>>(
    await app.deps.db.execute(sql`
      select count(*)::int as count, coalesce(sum(sub_total), 0)::int as sub, coalesce(sum(tax_total), 0)::int as tax,
             coalesce(sum(total), 0)::int as total, coalesce(sum(discount_total), 0)::int as discounts,
             coalesce(sum(comp_total), 0)::int as comps, coalesce(sum(service_charge_total), 0)::int as charges
      from invoices where tenant_id = ${tenantId}`),
  );
  const [pay] = rowsOf<Record<string, number>>(
    await app.deps.db.execute(sql`
      select coalesce(sum(amount), 0)::int as amount, coalesce(sum(tip), 0)::int as tips,
             coalesce(sum(amount) filter (where invoice_id is not null), 0)::int as invoiced
      from payments where tenant_id = ${tenantId}`),
  );
  const [ref] = rowsOf<Record<string, number>>(
    await app.deps.db.execute(
      sql`select count(*)::int as count, coalesce(sum(amount), 0)::int as amount from refunds where tenant_id = ${tenantId}`,
    ),
  );
  // Every invoice: its payments cover exactly its total, and its own sums hold.
  const broken = rowsOf(
    await app.deps.db.execute(sql`
      select i.id from invoices i
      where i.tenant_id = ${tenantId}
        and (i.sub_total + i.service_charge_total + i.tax_total <> i.total
             or i.total <> (select coalesce(sum(p.amount), 0) from payments p where p.invoice_id = i.id))`),
  );
  return { inv, pay, ref, broken };
}
