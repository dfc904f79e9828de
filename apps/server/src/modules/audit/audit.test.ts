import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, invoices, orderItems } from '../../db/schema';
import {
  createOrder,
  createOrderTenant,
  exampleCart,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { signInOperator } from '../../test/proof/world';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = <T extends { status: number; body: unknown }>(res: T, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res;
};

const eventsOf = (tenantId: number) =>
  t.app.deps.db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenantId)).orderBy(auditEvents.id);

/** A day of sensitive actions in one store, by the owner and by a waiter whose discount a manager approves. */
async function busyStore(): Promise<OrderTenant> {
  const a = await createOrderTenant(t.app, 'Audited Bistro');
  const shift = ok(await a.client.post('/shifts', { openingFloat: 50 }), 'open').body;
  ok(
    await a.client.post(`/shifts/${shift.id}/movements`, { kind: 'pay_out', amount: 4, reason: 'Ice' }),
    'pay out',
  );
  const order = ok(
    await createOrder(
      a.client,
      orderBody(exampleCart(a.menu), { deliveryType: 'dinein', tableId: a.menu.tables.t1.id }),
    ),
    'order',
  );
  const orderId = Number(order.body.orderId);
  const [line] = await t.app.deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id)
    .limit(1);
  ok(
    await a.client.post(`/voids/order-items/${line.id}`, { kind: 'void', reason: 'Sent by mistake' }),
    'void',
  );
  const reasonId = (await a.client.get('/discounts/reasons')).body[0].id;
  const waiter = await staffWith(t.app, a.client, ['POS', 'ORDERS']);
  ok(
    await waiter.put(`/discounts/orders/${orderId}`, {
      kind: 'percent',
      value: 50,
      reasonId,
      approval: { username: a.username, password: a.password },
    }),
    'discount over the limit',
  );
  ok(
    await waiter.put(`/discounts/orders/${orderId}`, { kind: 'percent', value: 5, reasonId }),
    'small discount',
  );
  ok(
    await createOrder(a.client, orderBody(exampleCart(a.menu), { paymentTypeId: a.paymentTypes.cash.id }), {
      pay: true,
    }),
    'sale',
  );
  const [invoice] = await t.app.deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.tenantId, a.tenantId));
  ok(
    await a.client.post(`/payments/invoices/${invoice.id}/refunds`, {
      amount: 2,
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'Cold soup',
    }),
    'refund',
  );
  const item = (await a.client.get(`/menu-items/${a.menu.items.burger.id}`)).body;
  ok(
    await a.client.post(`/menu-items/update/${item.id}`, {
      title: item.title,
      price: 40,
      netPrice: null,
      categoryId: item.category_id,
      taxId: item.tax_id,
    }),
    'price',
  );
  const { burger } = a.menu.items;
  ok(
    await a.client.post(`/menu-items/variants/${burger.id}/update/${a.menu.variants.double.id}`, {
      title: 'Double',
      price: 15,
    }),
    'variant price',
  );
  // Renaming an addon at the same price is no price change.
  ok(
    await a.client.post(`/menu-items/addons/${burger.id}/update/${a.menu.addons.cheese.id}`, {
      title: 'Cheddar',
      price: 1.5,
    }),
    'addon rename',
  );
  ok(await a.client.post('/settings/taxes/add', { title: 'City tax', rate: 2, type: 'exclusive' }), 'tax');
  ok(
    await a.client.post('/users/add', {
      name: 'New Cook',
      username: `cook-${a.tenantId}@example.com`,
      password: 'a long kitchen password',
      userScopes: ['KITCHEN'],
    }),
    'user add',
  );
  ok(
    await a.client.post(`/users/update/cook-${a.tenantId}@example.com`, {
      name: 'New Cook',
      userScopes: ['KITCHEN', 'POS'],
    }),
    'scope change',
  );
  ok(await a.client.post(`/shifts/${shift.id}/close`, { counts: [{ denomination: 20, count: 2 }] }), 'close');
  return a;
}

describe('the audit log', () => {
  it('records each sensitive action with who did it, what to, the amount and the details', async () => {
    const a = await busyStore();
    const page = ok(await a.client.get('/audit?type=today'), 'audit').body;
    const actions = page.events.map((e: { action: string }) => e.action);
    expect([...actions].reverse()).toEqual([
      'shift_open',
      'pay_out',
      'void',
      'user_add', // the waiter
      'discount_over_limit',
      'refund',
      'price_change',
      'price_change', // the Double variant
      'tax_change',
      'user_add',
      'scope_change',
      'shift_close',
    ]);
    // The latest of each action (the log is newest first).
    const byAction = Object.fromEntries(
      [...page.events].reverse().map((e: { action: string }) => [e.action, e]),
    );
    expect(byAction.void).toMatchObject({
      subject: expect.stringMatching(/^Order #\d+ · 2 × Burger$/),
      details: { reason: 'Sent by mistake' },
    });
    expect(byAction.discount_over_limit).toMatchObject({
      user: 'Staff',
      details: { discount: '50%', approved_by: expect.any(String) },
    });
    expect(byAction.refund).toMatchObject({
      amount: 2,
      details: { reason: 'Cold soup', payment_type: 'Cash' },
    });
    const prices = page.events.filter((e: { action: string }) => e.action === 'price_change');
    expect(prices.map((e: { subject: string; details: object }) => [e.subject, e.details])).toEqual([
      [`Double (variant of item #${a.menu.items.burger.id})`, { old_price: 14, new_price: 15 }],
      [expect.any(String), expect.objectContaining({ new_price: 40 })],
    ]);
    expect(byAction.tax_change).toMatchObject({ subject: 'City tax', details: { change: 'added', rate: 2 } });
    expect(byAction.scope_change).toMatchObject({ details: { from: 'KITCHEN', to: 'KITCHEN,POS' } });
    expect(byAction.shift_close).toMatchObject({ amount: 40, details: { counted: 40 } });
    expect(page.people.map((p: { name: string }) => p.name).sort()).toEqual(
      ['Audited Bistro', 'Staff'].sort(),
    );

    // Filters: by action, by person, by period; newest first with a total.
    const refunds = ok(await a.client.get('/audit?type=today&action=refund'), 'by action').body;
    expect(refunds.events).toHaveLength(1);
    expect(refunds.total).toBe(1);
    const waiterId = page.people.find((p: { name: string }) => p.name === 'Staff').user_id;
    const byWaiter = ok(await a.client.get(`/audit?type=today&userId=${waiterId}`), 'by person').body;
    expect(byWaiter.events.map((e: { action: string }) => e.action)).toEqual(['discount_over_limit']);
    const lastYear = ok(await a.client.get('/audit?from=2020-01-01&to=2020-12-31'), 'old period').body;
    expect(lastYear).toMatchObject({ events: [], total: 0 });
  });

  it('cannot be changed: no route writes it, and the database refuses updates and deletes', async () => {
    const a = await busyStore();
    expect((await a.client.post('/audit', {})).status).toBe(404);
    expect((await a.client.delete('/audit')).status).toBe(404);
    const before = await eventsOf(a.tenantId);
    await expect(
      t.app.deps.db.execute(
        sql`update audit_events set subject = 'nothing happened' where tenant_id = ${a.tenantId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.app.deps.db.execute(sql`delete from audit_events where tenant_id = ${a.tenantId}`),
    ).rejects.toThrow();
    expect(await eventsOf(a.tenantId)).toEqual(before);

    // Deleting the store (the operator) still takes its log with it.
    const operator = await signInOperator(t.app);
    ok(await operator.delete(`/superadmin/tenants/delete/${a.tenantId}`), 'delete tenant');
    expect(await eventsOf(a.tenantId)).toEqual([]);
  });

  it('is open only to those given its scope, and only for their own store', async () => {
    const a = await busyStore();
    const b = await createOrderTenant(t.app, 'Quiet Bistro');
    expect(ok(await b.client.get('/audit?type=today'), 'b').body).toMatchObject({ events: [], people: [] });
    const cashier = await staffWith(t.app, a.client, ['POS', 'REPORTS', 'SETTINGS']);
    const refused = await cashier.get('/audit?type=today');
    expect(refused.status).toBe(403);
    const auditor = await staffWith(t.app, a.client, ['AUDIT_LOG']);
    expect(ok(await auditor.get('/audit?type=today'), 'auditor').body.total).toBeGreaterThan(5);
    for (const bad of ['action=erase', 'userId=-1', 'page=0', 'type=forever', 'from=yesterday']) {
      const res = await a.client.get(`/audit?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });
});
