import type { TFireCourseResponse, TOrder, TOrderGroup } from '@mise/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, printJobs } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'Course Bistro');
  other = await createOrderTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

const coursed = (itemId: number, course: number | null, quantity = 1) =>
  line(itemId, { quantity, extra: course === null ? {} : { course } });

/** Sends an order of the given lines to table T1 and answers its id. */
async function send(client: TestClient, lines: ReturnType<typeof line>[]) {
  const res = await createOrder(
    client,
    orderBody(lines, { deliveryType: 'dinein', tableId: owner.menu.tables.t1.id }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orderId as number;
}

async function kitchenOrder(client: TestClient, orderId: number): Promise<TOrder> {
  const groups = (await client.get('/kitchen')).body as TOrderGroup[];
  const order = groups.flatMap((g) => g.orders).find((o) => o.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not on the kitchen screen`);
  return order;
}

const linesOf = (orderId: number) =>
  t.app.deps.db
    .select({
      id: orderItems.id,
      title: orderItems.itemTitle,
      course: orderItems.course,
      firedAt: orderItems.firedAt,
      status: orderItems.status,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));

const jobsOf = (tenantId: number) =>
  t.app.deps.db.select().from(printJobs).where(eq(printJobs.tenantId, tenantId)).orderBy(asc(printJobs.id));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ticketText = (job: { document: { blocks: Array<{ type: string; text?: string }> } }) =>
  job.document.blocks.map((b) => b.text ?? '').join('\n');

describe('hold at send', () => {
  it('sends lines without a course and the first course; holds the later ones', async () => {
    const { burger, lemonade, water } = owner.menu.items;
    const orderId = await send(owner.client, [
      coursed(water.id, null),
      coursed(lemonade.id, 1),
      coursed(burger.id, 2),
    ]);
    const rows = await linesOf(orderId);
    expect(rows.map((r) => [r.title, r.course, r.firedAt !== null])).toEqual([
      ['Tap Water', null, false],
      ['Lemonade', 1, true],
      ['Burger', 2, false],
    ]);
    const order = await kitchenOrder(owner.client, orderId);
    expect(order.items.map((i) => [i.item_title, i.course, i.held])).toEqual([
      ['Tap Water', null, false],
      ['Lemonade', 1, false],
      ['Burger', 2, true],
    ]);
    expect(order.items[1].fired_at).toEqual(expect.any(String));
    expect(order.items[2].fired_at).toBeNull();
  });

  it('an order of mains and desserts sends the mains at once', async () => {
    const { burger, lemonade } = owner.menu.items;
    const orderId = await send(owner.client, [coursed(burger.id, 2), coursed(lemonade.id, 3)]);
    const order = await kitchenOrder(owner.client, orderId);
    expect(order.items.map((i) => i.held)).toEqual([false, true]);
  });

  it('refuses a course that is not 1 to 5 and writes nothing', async () => {
    const { burger } = owner.menu.items;
    const before = (await t.app.deps.db.select({ id: orderItems.id }).from(orderItems)).length;
    for (const course of [0, 6, 2.5, 'main', -1]) {
      const res = await createOrder(
        owner.client,
        orderBody([coursed(burger.id, null), line(burger.id, { extra: { course } })]),
      );
      expect(res.status, String(course)).toBe(400);
      expect(res.body.message).toBe('Please choose a course from 1 to 5!');
    }
    expect((await t.app.deps.db.select({ id: orderItems.id }).from(orderItems)).length).toBe(before);
  });
});

describe('fire', () => {
  it('fires the held lines of the course and earlier ones, tells every screen, and fires once', async () => {
    const { burger, lemonade, water } = owner.menu.items;
    const orderId = await send(owner.client, [
      coursed(water.id, 1),
      coursed(burger.id, 2),
      coursed(lemonade.id, 3),
    ]);
    const announce = vi.spyOn(t.app.deps.realtime, 'toTenant');
    const res = await owner.client.post(`/orders/${orderId}/fire`, { course: 2 });
    try {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(announce).toHaveBeenCalledWith(owner.tenantId, 'order_update', { orderIds: [orderId] });
    } finally {
      announce.mockRestore();
    }
    const body = res.body as TFireCourseResponse;
    expect(body.message).toBe('Main fired!');
    const rows = await linesOf(orderId);
    expect(body.firedItemIds).toEqual([rows[1].id]);
    expect(body.order.items.map((i) => i.held)).toEqual([false, false, true]);
    expect((await kitchenOrder(owner.client, orderId)).items.map((i) => i.held)).toEqual([
      false,
      false,
      true,
    ]);

    // Nothing of the main is held any more.
    const again = await owner.client.post(`/orders/${orderId}/fire`, { course: 2 });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Nothing of this course is held!');
    // Firing the dessert directly fires it (and anything before it still held).
    expect((await owner.client.post(`/orders/${orderId}/fire`, { course: 3 })).body.message).toBe(
      'Dessert fired!',
    );
    expect((await linesOf(orderId)).every((r) => r.firedAt !== null)).toBe(true);
  });

  it('firing a later course fires the earlier held ones with it', async () => {
    const { burger, lemonade, water } = owner.menu.items;
    const orderId = await send(owner.client, [
      coursed(water.id, 1),
      coursed(burger.id, 2),
      coursed(lemonade.id, 3),
    ]);
    const res = await owner.client.post(`/orders/${orderId}/fire`, { course: 3 });
    expect(res.status).toBe(200);
    expect(res.body.firedItemIds).toHaveLength(2);
  });

  it('the kitchen cannot start a held line; once fired it can', async () => {
    const { burger, water } = owner.menu.items;
    const orderId = await send(owner.client, [coursed(water.id, 1), coursed(burger.id, 2)]);
    const held = (await linesOf(orderId))[1];
    const cook = await staffWith(t.app, owner.client, ['KITCHEN']);
    const refused = await cook.post(`/kitchen/${held.id}`, { status: 'preparing' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This line is held until its course is fired!');
    const viaOrders = await owner.client.post(`/orders/update-status/${held.id}`, { status: 'completed' });
    expect(viaOrders.status).toBe(400);
    expect((await linesOf(orderId))[1].status).toBe('created');
    // The POS fires it (the route is open to the Orders area's scopes, POS among them).
    const waiter = await staffWith(t.app, owner.client, ['POS']);
    expect((await waiter.post(`/orders/${orderId}/fire`, { course: 2 })).status).toBe(200);
    expect((await cook.post(`/kitchen/${held.id}`, { status: 'preparing' })).status).toBe(200);
  });

  it('refuses a paid, completed or cancelled order, and changes nothing', async () => {
    const { burger, water } = owner.menu.items;
    const paid = await createOrder(
      owner.client,
      orderBody([coursed(water.id, 1), coursed(burger.id, 2)], { paymentTypeId: owner.paymentTypes.cash.id }),
      { pay: true },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const completed = await send(owner.client, [coursed(water.id, 1), coursed(burger.id, 2)]);
    expect((await owner.client.post('/orders/complete', { orderIds: [completed] })).status).toBe(200);
    const cancelled = await send(owner.client, [coursed(water.id, 1), coursed(burger.id, 2)]);
    expect(
      (await owner.client.post('/orders/cancel', { orderIds: [cancelled], reason: 'Left' })).status,
    ).toBe(200);
    const cases: Array<[number, string]> = [
      [paid.body.orderId, 'This order is already paid: there is nothing left to fire!'],
      [completed, 'This order is already completed or cancelled!'],
      [cancelled, 'This order is already completed or cancelled!'],
    ];
    for (const [orderId, message] of cases) {
      const before = await linesOf(orderId);
      const res = await owner.client.post(`/orders/${orderId}/fire`, { course: 2 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await linesOf(orderId)).toEqual(before);
    }
  });

  it('refuses a bad course or a course with nothing held', async () => {
    const { burger, water } = owner.menu.items;
    const orderId = await send(owner.client, [coursed(water.id, 1), coursed(burger.id, 2)]);
    const before = await linesOf(orderId);
    for (const body of [{ course: 0 }, { course: 6 }, { course: '2' }, {}, { course: 1.5 }]) {
      const res = await owner.client.post(`/orders/${orderId}/fire`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Please choose a course from 1 to 5!');
    }
    const nothing = await owner.client.post(`/orders/${orderId}/fire`, { course: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Nothing of this course is held!');
    expect(await linesOf(orderId)).toEqual(before);
  });

  it("another tenant's order is 404 and stays held", async () => {
    const { burger, water } = owner.menu.items;
    const orderId = await send(owner.client, [coursed(water.id, 1), coursed(burger.id, 2)]);
    const before = await linesOf(orderId);
    const res = await other.client.post(`/orders/${orderId}/fire`, { course: 2 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found!');
    expect(await linesOf(orderId)).toEqual(before);
    expect((await other.client.post('/orders/999999/fire', { course: 2 })).status).toBe(404);
  });

  it('needs a signed-in user of the Orders area', async () => {
    expect((await new TestClient(t.app).post('/orders/1/fire', { course: 2 })).status).toBe(401);
    const cook = await staffWith(t.app, owner.client, ['KITCHEN']);
    expect((await cook.post('/orders/1/fire', { course: 2 })).status).toBe(403);
  });
});

describe('printing', () => {
  it('prints held lines only when their course is fired', async () => {
    const a = await createOrderTenant(t.app, 'Course Printing');
    const printer = await a.client.post('/printing/printers', {
      name: 'Kitchen',
      address: '192.168.1.50',
      paperWidth: 80,
      printsTickets: true,
    });
    expect(printer.status, JSON.stringify(printer.body)).toBe(200);
    const res = await createOrder(
      a.client,
      orderBody([coursed(a.menu.items.water.id, 1), coursed(a.menu.items.burger.id, 2, 2)], {
        deliveryType: 'dinein',
        tableId: a.menu.tables.t1.id,
      }),
    );
    expect(res.status).toBe(200);
    const orderId = res.body.orderId as number;
    const [sent] = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 1,
      'the ticket of the sent order',
    );
    expect(ticketText(sent)).toContain('1 x Tap Water');
    expect(ticketText(sent)).not.toContain('Burger');

    // A reprint leaves the held lines out too.
    expect((await a.client.post(`/printing/orders/${orderId}/tickets`)).status).toBe(200);
    const reprinted = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 2,
      'the reprint',
    );
    expect(ticketText(reprinted[1])).not.toContain('Burger');

    expect((await a.client.post(`/orders/${orderId}/fire`, { course: 2 })).status).toBe(200);
    const jobs = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 3,
      'the fired course ticket',
    );
    const fired = ticketText(jobs[2]);
    expect(fired).toContain('KITCHEN · FIRE MAIN');
    expect(fired).toContain('2 x Burger');
    expect(fired).not.toContain('Water');
    expect(jobs[2].kind).toBe('ticket');
    expect(
      (
        await t.app.deps.db
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.tenantId, a.tenantId)))
      ).length,
    ).toBe(2);
  });

  it("voiding a held line prints no slip (it never printed); a fired line's void does", async () => {
    const a = await createOrderTenant(t.app, 'Course Voids');
    const printer = await a.client.post('/printing/printers', {
      name: 'Kitchen',
      address: '192.168.1.50',
      paperWidth: 80,
      printsTickets: true,
    });
    expect(printer.status).toBe(200);
    const res = await createOrder(
      a.client,
      orderBody([coursed(a.menu.items.water.id, 1), coursed(a.menu.items.burger.id, 2)]),
    );
    expect(res.status).toBe(200);
    await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 1,
      'the ticket of the sent order',
    );
    const [water, burger] = await linesOf(res.body.orderId);
    const voidLine = (id: number) =>
      a.client.post(`/voids/order-items/${id}`, { kind: 'void', reason: 'Changed their mind' });
    expect((await voidLine(burger.id)).status).toBe(200);
    expect((await voidLine(water.id)).status).toBe(200);
    await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length >= 2,
      "the fired line's void slip",
    );
    await new Promise((r) => setTimeout(r, 300));
    const jobs = await jobsOf(a.tenantId);
    expect(jobs).toHaveLength(2);
    expect(ticketText(jobs[1])).toContain('Tap Water');
    expect(jobs.map(ticketText).join('\n')).not.toContain('Burger');
  });
});
