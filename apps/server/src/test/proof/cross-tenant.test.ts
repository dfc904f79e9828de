import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@mise/contracts';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteRecord } from '../../plugins/auth';
import { signIn, TestClient } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';
import { type Req, ROUTE_CASES, routeKey } from './route-cases';
import { answerText, orderedRoutes, send } from './send';
import { buildWorld, changedTables, dumpTenant, signInOperator, type World } from './world';

/**
 * Cross-tenant suite: two restaurants with full data. Tenant B uses tenant A's ids on every route
 * that takes one (path, query or body) and must get "not found" (or be refused, or have no effect on
 * lists of ids); every other route B calls on its own data. After every single request A's rows are
 * compared with a dump taken at the start, and B's answer is searched for A's marker word.
 */

let t: TestApp;
let a: World;
let b: World;

beforeAll(async () => {
  t = await createTestApp();
  a = await buildWorld(t.app, 'alpha');
  b = await buildWorld(t.app, 'bravo');
  // The operator routes' own data (a tenant that may be edited or deleted) belongs to neither.
  const victim = await buildWorld(t.app, 'victim');
  b.extra.victimTenantId = victim.tenantId;
});
afterAll(() => t?.close());

describe('cross-tenant', () => {
  it('tenant B never reads or changes tenant A’s data through any route', async () => {
    const db = t.app.deps.db;
    const before = await dumpTenant(db, a.tenantId);
    const leaks: string[] = [];
    const counts = { routes: 0, foreignRequests: 0, ownRequests: 0, notApplicable: 0 };

    const actorFor = async (route: ApiRouteRecord, disruptive: boolean, actor?: string) => {
      const kind = actor ?? (route.access.kind === 'public' ? 'anon' : 'owner');
      if (kind === 'anon') return new TestClient(t.app, '10.20.0.2');
      if (kind === 'operator') return signInOperator(t.app);
      return disruptive ? signIn(t.app, b.ownerUsername, b.password) : b.owner;
    };

    for (const route of orderedRoutes(t.app.apiRoutes)) {
      const key = routeKey(route.method, route.url);
      const entry = ROUTE_CASES[key];
      if (!entry) continue; // the route inventory names routes without a case
      counts.routes += 1;
      const { cross } = entry;
      if ('na' in cross) {
        counts.notApplicable += 1;
        continue;
      }
      const requests: Array<{ req: Req; expectation: 'not-found' | 'refused' | 'no-effect' | 'own' }> =
        'foreign' in cross
          ? cross
              .foreign(a, b)
              .map((req) => ({ req, expectation: req.expect ?? cross.expect ?? 'not-found' }))
          : [{ req: entry.valid(b), expectation: 'own' }];
      for (const { req, expectation } of requests) {
        const client = await actorFor(route, Boolean(entry.disruptive), entry.actor);
        const res = await send(client, route, req);
        if (expectation === 'own') counts.ownRequests += 1;
        else counts.foreignRequests += 1;
        const label = `${key} ${JSON.stringify(req.params ?? req.body ?? {})}`;
        if (res.status >= 500) leaks.push(`${label}: server error ${res.status}`);
        if (expectation === 'not-found' && res.status !== 404)
          leaks.push(`${label}: expected 404, got ${res.status} ${answerText(res).slice(0, 200)}`);
        if (expectation === 'refused' && (res.status < 400 || res.status >= 500))
          leaks.push(`${label}: expected a refusal, got ${res.status} ${answerText(res).slice(0, 200)}`);
        if (answerText(res).includes(a.marker)) leaks.push(`${label}: answer contains A’s data`);
        const changed = changedTables(before, await dumpTenant(db, a.tenantId));
        if (changed.length) {
          leaks.push(`${label}: changed A’s rows in ${changed.join(', ')}`);
          break;
        }
      }
    }
    console.info(
      `cross-tenant: ${counts.routes} routes, ${counts.foreignRequests} requests with A’s ids, ` +
        `${counts.ownRequests} own-data requests, ${counts.notApplicable} not applicable, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
  }, 300_000);
});

const until = async (condition: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('cross-tenant sockets', () => {
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const connect = (client: TestClient) =>
    new Promise<Socket>((resolve, reject) => {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const socket = connectSocket(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('a socket of B never receives an event of A, whatever it sends', async () => {
    const socketA = await connect(a.owner);
    const socketB = await connect(b.owner);
    const seenByA: string[] = [];
    const seenByB: string[] = [];
    socketA.onAny((event) => seenByA.push(event));
    socketB.onAny((event, payload) => seenByB.push(`${event} ${JSON.stringify(payload)}`));

    // B claims to be A every way the client protocol allows.
    socketB.emit('authenticate', a.tenantId);
    socketB.emit('authenticate', { tenantId: a.tenantId });
    socketB.emit('authenticate', String(a.tenantId));
    for (const event of ['new_order_backend', 'order_update_backend', 'new_qrorder_backend'] as const) {
      socketB.emit(event, { tenantId: a.tenantId, orderId: a.extra.dineInOrderId });
      socketB.emit(event, a.tenantId);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));

    // A's staff work: a new order, a kitchen step, a cancellation.
    const order = await a.owner.post('/pos/create-order', {
      cart: [{ id: a.menu.items.lemonade.id, quantity: 1 }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
    });
    expect(order.status).toBe(200);
    expect((await a.owner.post(`/kitchen/${a.extra.orderItemId}`, { status: 'preparing' })).status).toBe(200);
    expect((await a.owner.post('/orders/cancel', { orderIds: [order.body.orderId] })).status).toBe(200);
    const diner = new TestClient(t.app, '10.30.0.9');
    const qr = await diner.post(`/qrmenu/${a.extra.qrCode}/place-order`, {
      cartItems: [{ id: a.menu.items.lemonade.id, quantity: 1 }],
      customerType: 'WALKIN',
      tableId: a.extra.tableRef,
    });
    expect(qr.status).toBe(200);

    // Wait until A saw its events; then B must have seen none of them.
    const deadline = Date.now() + 5_000;
    while (
      seenByA.filter((e) => e === 'new_order' || e === 'order_update').length < 3 &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 25));
    await until(() => seenByA.includes('new_qrorder'));
    expect(seenByA).toEqual(expect.arrayContaining(['new_order', 'order_update', 'new_qrorder']));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seenByB).toEqual([]);
    console.info(`cross-tenant sockets: A received ${seenByA.length} events, B received ${seenByB.length}`);
  });
});
