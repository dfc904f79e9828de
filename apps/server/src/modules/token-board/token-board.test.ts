import { TOKEN_BOARD_MESSAGES, TOKEN_BOARD_NAMESPACE, type TokenBoardServerEvents } from '@mise/contracts';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Signer } from '../../lib/crypto';
import { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  listen,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encodeBoardLink } from './token-board-link';

let t: TestApp;
let a: OrderTenant;
let b: OrderTenant;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrderTenant(t.app, 'Board Bistro');
  b = await createOrderTenant(t.app, 'Other Board Bistro');
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const linkOf = async (tenant: OrderTenant) => {
  const res = await tenant.client.get('/token-board');
  expect(res.status).toBe(200);
  expect(res.body.path).toMatch(/^\/board\/[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$/);
  return (res.body.path as string).slice('/board/'.length);
};
const anonymous = () => new TestClient(t.app, '10.77.0.1');
const readBoard = (link: string) => anonymous().get(`/token-board/${encodeURIComponent(link)}`);

async function sendOrder(tenant: OrderTenant) {
  const res = await createOrder(
    tenant.client,
    orderBody([line(tenant.menu.items.burger.id, { notes: 'SECRET-NOTE' })]),
  );
  expect(res.status).toBe(200);
  const groups = (await tenant.client.get('/kitchen')).body as Array<{
    orders: Array<{ id: number; items: Array<{ id: number }> }>;
  }>;
  const order = groups.flatMap((g) => g.orders).find((o) => o.id === res.body.orderId);
  return {
    tokenNo: res.body.tokenNo as number,
    orderId: res.body.orderId as number,
    itemId: order!.items[0].id,
  };
}

function connectBoard(link: unknown) {
  const socket: Socket<TokenBoardServerEvents> = io(`${baseUrl}${TOKEN_BOARD_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { link },
  });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe('the board link', () => {
  it('is given to SETTINGS (and the owner) only', async () => {
    expect((await anonymous().get('/token-board')).status).toBe(401);
    const cashier = await staffWith(t.app, a.client, ['POS']);
    expect((await cashier.get('/token-board')).status).toBe(403);
    const manager = await staffWith(t.app, a.client, ['SETTINGS']);
    expect((await manager.get('/token-board')).body.path).toBe(
      (await a.client.get('/token-board')).body.path,
    );
  });

  it('refuses forged, altered, malformed and other-purpose links with a clear 404, naming no store', async () => {
    const link = await linkOf(a);
    const [payload, signature] = link.split('~');
    const otherSecret = new Signer('not the server secret at all, 32+ chars').sign('token-board', {
      t: a.tenantId,
    });
    // B's payload under A's signature, and A's payload re-encoded to name B.
    const bPayload = Buffer.from(JSON.stringify({ t: b.tenantId })).toString('base64url');
    const tableRef = t.app.deps.signer.sign('table', { t: a.tenantId }).replace('.', '~');
    for (const bad of [
      otherSecret,
      `${bPayload}~${signature}`,
      `${payload}~${signature.slice(0, -2)}xx`,
      tableRef,
      'not-a-link',
      `${payload}~`,
      link.replace('~', '.'),
      encodeBoardLink(t.app.deps.signer, 987_654_321),
    ]) {
      const res = await readBoard(bad);
      expect([400, 404], bad).toContain(res.status);
      expect(res.body.message).toBe(TOKEN_BOARD_MESSAGES.invalidLink);
      expect(JSON.stringify(res.body)).not.toContain('Bistro');
    }
  });
});

describe('the board', () => {
  it('answers only token numbers: preparing until made, ready until served, nothing else', async () => {
    const link = await linkOf(a);
    const first = await sendOrder(a);
    const second = await sendOrder(a);
    let res = await readBoard(link);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['preparing', 'ready']);
    expect(res.body.preparing).toEqual(expect.arrayContaining([first.tokenNo, second.tokenNo]));
    expect(res.body.ready).toEqual([]);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/SECRET|Burger|Bistro|T1|total/i);
    expect(res.body.preparing.every((n: unknown) => Number.isInteger(n))).toBe(true);

    // The kitchen makes the first order: it moves to Ready.
    expect((await a.client.post(`/kitchen/${first.itemId}`, { status: 'preparing' })).status).toBe(200);
    res = await readBoard(link);
    expect(res.body.preparing).toContain(first.tokenNo);
    expect((await a.client.post(`/kitchen/${first.itemId}`, { status: 'completed' })).status).toBe(200);
    res = await readBoard(link);
    expect(res.body.preparing).not.toContain(first.tokenNo);
    expect(res.body.ready).toEqual([first.tokenNo]);

    // Served (every line delivered): off the board.
    expect(
      (await a.client.post(`/orders/update-status/${first.itemId}`, { status: 'delivered' })).status,
    ).toBe(200);
    res = await readBoard(link);
    expect(res.body.ready).not.toContain(first.tokenNo);
    expect(res.body.preparing).not.toContain(first.tokenNo);
    // Completed (or paid and completed): off the board too, ready or not.
    expect((await a.client.post('/orders/complete', { orderIds: [second.orderId] })).status).toBe(200);
    res = await readBoard(link);
    expect(res.body.preparing).not.toContain(second.tokenNo);

    // B's board never shows A's tokens.
    const bLink = await linkOf(b);
    const bOwn = await sendOrder(b);
    const bBoard = (await readBoard(bLink)).body;
    expect(bBoard.preparing).toEqual([bOwn.tokenNo]);
  });

  it('lets a ready token drop off after a few minutes', async () => {
    const link = await linkOf(a);
    const order = await sendOrder(a);
    await a.client.post(`/kitchen/${order.itemId}`, { status: 'preparing' });
    await a.client.post(`/kitchen/${order.itemId}`, { status: 'completed' });
    expect((await readBoard(link)).body.ready).toContain(order.tokenNo);
    await t.app.deps.db.execute(
      sql`update order_items set updated_at = now() - interval '11 minutes' where tenant_id = ${a.tenantId} and order_id = ${order.orderId}`,
    );
    expect((await readBoard(link)).body.ready).not.toContain(order.tokenNo);
  });
});

describe('the live feed', () => {
  it('refuses a forged link at handshake', async () => {
    const link = await linkOf(a);
    const [payload] = link.split('~');
    for (const bad of [`${payload}~forgedforgedforgedforgedforged`, 'x', 42, undefined]) {
      const socket = connectBoard(bad);
      await expect(connected(socket)).rejects.toThrow(/invalid link/);
    }
  });

  it('tells a board when the kitchen marks an order ready, and never tells another store’s board', async () => {
    // Both links first: a socket that connected while the next link was fetched would have
    // fired its 'connect' before anyone listened, and the wait would never end.
    const [linkA, linkB] = [await linkOf(a), await linkOf(b)];
    const boardA = connectBoard(linkA);
    const boardB = connectBoard(linkB);
    await Promise.all([connected(boardA), connected(boardB)]);
    // Signals still waiting from earlier tests' orders go out first (they are coalesced, 250 ms).
    await new Promise((resolve) => setTimeout(resolve, 400));
    const seenA: unknown[] = [];
    const seenB: unknown[] = [];
    boardA.onAny((event, payload) => seenA.push([event, payload]));
    boardB.onAny((event, payload) => seenB.push([event, payload]));

    const order = await sendOrder(a);
    await until(() => seenA.length >= 1);
    expect(seenA[0]).toEqual(['tokens_changed', {}]);
    // Two quick steps: signalled at least once more (a store's signals are coalesced, 250 ms).
    await a.client.post(`/kitchen/${order.itemId}`, { status: 'preparing' });
    await a.client.post(`/kitchen/${order.itemId}`, { status: 'completed' });
    await until(() => seenA.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seenA.length).toBeLessThanOrEqual(3);
    const heardByA = seenA.length;
    expect((await readBoard(await linkOf(a))).body.ready).toContain(order.tokenNo);
    expect(seenB).toEqual([]);

    // Whatever a board sends is ignored; it still hears only its own store.
    (boardB as unknown as Socket).emit('tokens_changed', { tenantId: a.tenantId });
    await sendOrder(b);
    await until(() => seenB.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seenA).toHaveLength(heardByA);
  });
});

async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
