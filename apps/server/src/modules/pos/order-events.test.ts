import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSocket,
  createOrder,
  createOrderTenant,
  line,
  listen,
  orderBody,
  recordEvents,
  type TestSocket,
} from '../../test/orders-kit';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

/** Realtime after order changes: only the tenant's own sockets hear, on any instance. */

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('one instance', () => {
  let t: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it("new_order and order_update reach the tenant's sockets and no one else's", async () => {
    const a = await createOrderTenant(t.app, 'Events A');
    const b = await createOrderTenant(t.app, 'Events B');
    const kitchenA = await connectSocket(url, a.client);
    const kitchenB = await connectSocket(url, b.client);
    sockets.push(kitchenA, kitchenB);
    const seenA = recordEvents(kitchenA);
    const seenB = recordEvents(kitchenB);
    // B's client claims A's tenant: the room was fixed from B's session at handshake.
    kitchenB.emit('authenticate', a.tenantId);
    kitchenB.emit('new_order_backend', { tenantId: a.tenantId, tokenNo: 99, orderId: 1 });
    await settle();

    const created = await createOrder(a.client, orderBody([line(a.menu.items.burger.id)]));
    expect(created.status).toBe(200);
    expect(await seenA.waitFor('new_order')).toEqual({
      tokenNo: created.body.tokenNo,
      orderId: created.body.orderId,
    });

    const [group] = (await a.client.get('/kitchen')).body;
    const itemId = group.orders[0].items[0].id;
    expect((await a.client.post(`/kitchen/${itemId}`, { status: 'preparing' })).status).toBe(200);
    expect(await seenA.waitFor('order_update')).toEqual({ orderIds: [created.body.orderId] });

    await settle();
    expect(seenB.events).toEqual([]);
    // A's own socket got only what the server sent, not B's forged hint.
    expect(seenA.events.map((e) => e.event)).toEqual(['new_order', 'order_update']);
  });

  it('a socket without a session is refused', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    socket.disconnect();
    expect(error.message).toBe('unauthorized');
  });

  it("a refund reaches the tenant's invoices and reports screens as invoice_update, and no one else's", async () => {
    const a = await createOrderTenant(t.app, 'Refund Events A');
    const b = await createOrderTenant(t.app, 'Refund Events B');
    const screenA = await connectSocket(url, a.client);
    const screenB = await connectSocket(url, b.client);
    sockets.push(screenA, screenB);
    const seenA = recordEvents(screenA);
    const seenB = recordEvents(screenB);
    const paid = await createOrder(
      a.client,
      { ...orderBody([line(a.menu.items.burger.id)]), paymentTypeId: a.paymentTypes.cash.id },
      { pay: true },
    );
    const [{ invoice_id: invoiceId }] = (await a.client.get('/invoices?type=today')).body;
    expect(paid.status).toBe(200);
    const refund = await a.client.post(`/payments/invoices/${invoiceId}/refunds`, {
      amount: 1,
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'Cold',
    });
    expect(refund.status).toBe(200);
    expect(await seenA.waitFor('invoice_update')).toEqual({ invoiceIds: [invoiceId] });
    await settle();
    expect(seenB.events).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('two instances sharing Redis and the database', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let instanceA: TestApp;
  let instanceB: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    // One secret and one key prefix: the instances are one deployment; the prefix keeps test runs apart.
    const env = { REDIS_URL: redisUrl as string, SESSION_SECRET: randomBytes(32).toString('hex') };
    const redisKeyPrefix = `mise-test-${randomBytes(6).toString('hex')}`;
    instanceA = await createTestApp({ database: shared.database, env, redisKeyPrefix });
    instanceB = await createTestApp({ database: shared.database, env, redisKeyPrefix });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await instanceA?.close();
    await instanceB?.close();
    await shared?.drop();
  });

  it('an order placed through instance A reaches a kitchen socket on instance B only for its tenant', async () => {
    const urlB = await listen(instanceB.app);
    const a = await createOrderTenant(instanceA.app, 'Redis A');
    const b = await createOrderTenant(instanceA.app, 'Redis B');
    // The same session cookies, used against the other instance.
    const kitchenOnB = await connectSocket(urlB, a.client);
    const otherTenantOnB = await connectSocket(urlB, b.client);
    sockets.push(kitchenOnB, otherTenantOnB);
    const seen = recordEvents(kitchenOnB);
    const seenOther = recordEvents(otherTenantOnB);
    await settle();

    const created = await createOrder(a.client, orderBody([line(a.menu.items.water.id)]));
    expect(created.status).toBe(200);
    expect(await seen.waitFor('new_order')).toEqual({
      tokenNo: created.body.tokenNo,
      orderId: created.body.orderId,
    });
    await settle();
    expect(seenOther.events).toEqual([]);
  });
});
