import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  classifySendError,
  OFFLINE_MESSAGE,
  Outbox,
  priceDifference,
  type SendOrderResponse,
} from './outbox';
import { type OfflineDb, type OutboxEntry, openOfflineDb } from './outbox-db';

/** An error shaped like the API client's ApiError. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TENANT = 7;
const cart = (title: string) => ({ cart: [{ id: 1, quantity: 1, notes: title }], deliveryType: 'dinein' });

/**
 * A stand-in for the order API with its idempotency rule: the same key returns the first order.
 * It records every call so the tests can see what reached "the server" and in which order.
 */
function fakeServer() {
  const orders = new Map<string, SendOrderResponse>();
  const calls: string[] = [];
  let nextToken = 1;
  let behaviour: (
    entry: OutboxEntry,
  ) => 'ok' | 'offline' | 'lost-answer' | { status: number; message: string } = () => 'ok';
  let price = 10;
  const send = async (entry: OutboxEntry): Promise<SendOrderResponse> => {
    calls.push(entry.id);
    const how = behaviour(entry);
    if (how === 'offline') throw new TypeError('Failed to fetch');
    if (typeof how === 'object') throw new HttpError(how.status, how.message);
    let order = orders.get(entry.id);
    if (!order) {
      order = {
        message: 'Order sent to Kitchen!',
        tokenNo: nextToken++,
        orderId: 100 + orders.size,
        itemsTotal: price,
        taxTotal: 0,
        payableTotal: price,
      };
      orders.set(entry.id, order);
    }
    if (how === 'lost-answer') throw new TypeError('Failed to fetch');
    return order;
  };
  return {
    send,
    orders,
    calls,
    setBehaviour(b: typeof behaviour) {
      behaviour = b;
    },
    setPrice(p: number) {
      price = p;
    },
  };
}

let dbName: string;
let counter = 0;
const openDb = (): Promise<OfflineDb> => openOfflineDb(dbName);

function makeOutbox(
  server: ReturnType<typeof fakeServer>,
  extra: Partial<ConstructorParameters<typeof Outbox>[0]> = {},
) {
  return new Outbox({ db: openDb, send: server.send, channelName: null, isOnline: () => true, ...extra });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  counter += 1;
  dbName = `outbox-test-${counter}`;
});

describe('outbox', () => {
  it('writes an order before sending it and gives it a provisional token', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const first = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    const second = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('b') });
    expect(first.provisionalToken).toBe('P-1');
    expect(second.provisionalToken).toBe('P-2');
    expect(first.status).toBe('pending');
    expect(server.calls).toEqual([]);
    expect(await outbox.countUnsettled(TENANT)).toEqual({ pending: 2, failed: 0 });
  });

  it('keeps the queue across a reload: a new Outbox on the same database sees and sends it', async () => {
    const server = fakeServer();
    const before = makeOutbox(server, { isOnline: () => false });
    await before.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    await before.enqueue({ tenantId: TENANT, kind: 'create-order-and-invoice', payload: cart('b') });
    const offline = await before.flush(TENANT);
    expect(offline).toMatchObject({ sent: 0, stalled: true, lastError: OFFLINE_MESSAGE });
    expect(server.calls).toEqual([]);

    const after = makeOutbox(server);
    const report = await after.flush(TENANT);
    expect(report).toMatchObject({ sent: 2, failed: 0, stalled: false });
    const entries = await after.list(TENANT);
    expect(entries.map((e) => [e.provisionalToken, e.status, e.result?.tokenNo])).toEqual([
      ['P-1', 'sent', 1],
      ['P-2', 'sent', 2],
    ]);
    expect(entries[1]!.kind).toBe('create-order-and-invoice');
  });

  it('sends strictly in order and stops at the first entry that cannot be sent yet', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const a = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    const b = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('b') });
    const c = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('c') });
    server.setBehaviour((entry) =>
      entry.id === b.id ? { status: 503, message: 'Service Unavailable' } : 'ok',
    );
    const report = await outbox.flush(TENANT);
    expect(report).toMatchObject({ sent: 1, stalled: true, lastError: 'Service Unavailable' });
    expect(server.calls).toEqual([a.id, b.id]);
    expect((await outbox.get(c.id))!.status).toBe('pending');

    server.setBehaviour(() => 'ok');
    await outbox.flush(TENANT);
    expect(server.calls).toEqual([a.id, b.id, b.id, c.id]);
    const tokens = (await outbox.list(TENANT)).map((e) => e.result?.tokenNo);
    expect(tokens).toEqual([1, 2, 3]);
  });

  it('retries an order whose answer was lost with the same key, and the server keeps one order', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const entry = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    server.setBehaviour(() => 'lost-answer');
    expect((await outbox.flush(TENANT)).stalled).toBe(true);
    expect((await outbox.get(entry.id))!).toMatchObject({ status: 'pending', attempts: 1 });

    server.setBehaviour(() => 'ok');
    await outbox.flush(TENANT);
    expect(server.calls).toEqual([entry.id, entry.id]);
    expect(server.orders.size).toBe(1);
    expect((await outbox.get(entry.id))!).toMatchObject({
      status: 'sent',
      attempts: 2,
      result: { tokenNo: 1 },
    });
  });

  it('surfaces a refused order on that order, keeps it, and goes on with the next', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const bad = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('bad') });
    const good = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('good') });
    server.setBehaviour((entry) =>
      entry.id === bad.id ? { status: 400, message: 'Menu item not found!' } : 'ok',
    );
    const report = await outbox.flush(TENANT);
    expect(report).toMatchObject({ sent: 1, failed: 1, stalled: false });
    expect((await outbox.get(bad.id))!).toMatchObject({
      status: 'failed',
      failure: { status: 400, message: 'Menu item not found!' },
    });
    expect((await outbox.get(good.id))!.status).toBe('sent');
    expect(await outbox.countUnsettled(TENANT)).toEqual({ pending: 0, failed: 1 });

    // A refused order is never retried by itself, and only goes when the staff dismisses it.
    await outbox.flush(TENANT);
    expect(server.calls.filter((id) => id === bad.id)).toHaveLength(1);
    await outbox.dismiss(bad.id);
    expect(await outbox.get(bad.id)).toBeUndefined();
  });

  it('never dismisses an order that is still waiting to be sent', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server, { isOnline: () => false });
    const entry = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    await outbox.dismiss(entry.id);
    expect((await outbox.get(entry.id))!.status).toBe('pending');
  });

  it('reports a price that changed between the cart and the server on that order', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const shown = { itemsTotal: 10, taxTotal: 0, payableTotal: 10 };
    const same = await outbox.enqueue({
      tenantId: TENANT,
      kind: 'create-order',
      payload: cart('a'),
      shownTotals: shown,
    });
    await outbox.flush(TENANT);
    server.setPrice(12.5);
    const changed = await outbox.enqueue({
      tenantId: TENANT,
      kind: 'create-order',
      payload: cart('b'),
      shownTotals: shown,
    });
    await outbox.flush(TENANT);
    expect(priceDifference((await outbox.get(same.id))!)).toBeNull();
    const changedEntry = (await outbox.get(changed.id))!;
    expect(changedEntry.result!.serverTotals).toEqual({ itemsTotal: 12.5, taxTotal: 0, payableTotal: 12.5 });
    expect(priceDifference(changedEntry)).toBe(2.5);
  });

  it('only ever sends a tenant its own orders', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const other = await outbox.enqueue({ tenantId: 99, kind: 'create-order', payload: cart('theirs') });
    const mine = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('mine') });
    await outbox.flush(TENANT);
    expect(server.calls).toEqual([mine.id]);
    expect((await outbox.list(TENANT)).map((e) => e.id)).toEqual([mine.id]);
    expect((await outbox.get(other.id))!.status).toBe('pending');
  });

  it('runs one flush at a time: a second call during a flush sends nothing twice', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('b') });
    const [r1, r2] = await Promise.all([outbox.flush(TENANT), outbox.flush(TENANT)]);
    expect(r1).toBe(r2);
    expect(server.calls).toHaveLength(2);
  });

  it('restarts provisional numbers each day and prunes sent orders after a shift', async () => {
    const server = fakeServer();
    let now = new Date(2026, 10, 23, 10, 0).getTime();
    const outbox = makeOutbox(server, { now: () => now });
    await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    await outbox.flush(TENANT);
    now = new Date(2026, 10, 24, 9, 0).getTime();
    const nextDay = await outbox.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('b') });
    expect(nextDay.provisionalToken).toBe('P-1');
    await outbox.prune();
    expect((await outbox.list(TENANT)).map((e) => e.id)).toEqual([nextDay.id]);
  });

  it('never overturns an order another tab has already sent', async () => {
    const server = fakeServer();
    let failSlowSend: () => void = () => undefined;
    const slowTab = makeOutbox(server, {
      send: () =>
        new Promise((_resolve, reject) => {
          // A late, confused answer on the slow tab: it must not mark the sent order refused.
          failSlowSend = () => reject(new HttpError(400, 'Invalid request!'));
        }),
    });
    const otherTab = makeOutbox(server);
    const entry = await slowTab.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    const slowFlush = slowTab.flush(TENANT);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await otherTab.flush(TENANT);
    failSlowSend();
    await slowFlush;
    expect((await otherTab.get(entry.id))!).toMatchObject({ status: 'sent', result: { tokenNo: 1 } });
  });

  it('gives up on a send that hangs and retries it later', async () => {
    const server = fakeServer();
    const hanging = makeOutbox(server, {
      sendTimeoutMs: 20,
      send: (_entry, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new TypeError('aborted'))),
        ),
    });
    await hanging.enqueue({ tenantId: TENANT, kind: 'create-order', payload: cart('a') });
    expect((await hanging.flush(TENANT)).stalled).toBe(true);
  });
});

describe('classifySendError', () => {
  it('retries network trouble, server errors and session renewals, not a refused order', () => {
    expect(classifySendError(new TypeError('Failed to fetch')).retryable).toBe(true);
    for (const status of [500, 502, 503, 401, 402, 403, 408, 429]) {
      expect(classifySendError(new HttpError(status, 'x')).retryable).toBe(true);
    }
    for (const status of [400, 404, 409, 422]) {
      expect(classifySendError(new HttpError(status, 'Table not found!'))).toEqual({
        retryable: false,
        status,
        message: 'Table not found!',
      });
    }
  });
});
