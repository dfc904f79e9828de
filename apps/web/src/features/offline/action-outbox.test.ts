import 'fake-indexeddb/auto';
import type { TOrderGroup } from '@mise/contracts';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTION_OFFLINE_MESSAGE, ActionOutbox } from './action-outbox';
import { lineLabel, overlayActions, refusalText } from './action-overlay';
import { type ActionEntry, type OfflineDb, openOfflineDb } from './outbox-db';

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

/**
 * A stand-in for the kitchen API with the server's rule for resends: a move to the status an item
 * already has succeeds and changes nothing. It records what reached it, in order.
 */
function fakeKitchen() {
  const items = new Map<number, string>([
    [1, 'created'],
    [2, 'created'],
    [3, 'created'],
  ]);
  const calls: string[] = [];
  let moves = 0;
  let behaviour: (
    entry: ActionEntry,
  ) => 'ok' | 'offline' | 'lost-answer' | { status: number; message: string } = () => 'ok';
  const send = async (entry: ActionEntry) => {
    const [id] = entry.target as [number];
    calls.push(`${id}:${entry.payload.status}`);
    const how = behaviour(entry);
    if (how === 'offline') throw new TypeError('Failed to fetch');
    if (typeof how === 'object') throw new HttpError(how.status, how.message);
    const now = items.get(id);
    if (now !== entry.payload.status) {
      const allowed =
        (entry.payload.status === 'preparing' && now === 'created') ||
        (entry.payload.status === 'completed' && now === 'preparing');
      if (!allowed) throw new HttpError(409, 'This item cannot be moved to that status!');
      items.set(id, entry.payload.status);
      moves += 1;
    }
    if (how === 'lost-answer') throw new TypeError('Failed to fetch');
    return { message: 'Status updated!' };
  };
  return {
    send,
    items,
    calls,
    moves: () => moves,
    behave: (b: typeof behaviour) => {
      behaviour = b;
    },
  };
}

let dbName = '';
let n = 0;
beforeEach(() => {
  n += 1;
  dbName = `actions-test-${n}`;
});

function makeOutbox(server: ReturnType<typeof fakeKitchen>, online: { value: boolean } = { value: true }) {
  let id = 0;
  return new ActionOutbox({
    db: (): Promise<OfflineDb> => openOfflineDb(dbName),
    send: server.send,
    newId: () => `a-${++id}-${n}`,
    isOnline: () => online.value,
    channelName: null,
  });
}

const step = (itemId: number, status: 'preparing' | 'completed', tenantId = TENANT) => ({
  tenantId,
  kind: 'kitchen-item-status' as const,
  target: [itemId],
  payload: { status },
  label: lineLabel(12, 100, `Item ${itemId}`),
});

describe('ActionOutbox', () => {
  it('sends a tenant’s actions one at a time in the order they were taken, then forgets them', async () => {
    const server = fakeKitchen();
    const outbox = makeOutbox(server);
    await outbox.enqueue(step(2, 'preparing'));
    await outbox.enqueue(step(1, 'preparing'));
    await outbox.enqueue(step(2, 'completed'));
    const report = await outbox.flush(TENANT);
    expect(report).toMatchObject({ sent: 3, refused: [], stalled: false });
    expect(server.calls).toEqual(['2:preparing', '1:preparing', '2:completed']);
    expect(await outbox.list(TENANT)).toEqual([]);
  });

  it('keeps actions while offline and sends them once when the connection returns', async () => {
    const server = fakeKitchen();
    const online = { value: false };
    const outbox = makeOutbox(server, online);
    await outbox.enqueue(step(1, 'preparing'));
    await outbox.enqueue(step(1, 'completed'));
    const stalled = await outbox.flush(TENANT);
    expect(stalled).toMatchObject({ sent: 0, stalled: true, lastError: ACTION_OFFLINE_MESSAGE });
    expect(server.calls).toEqual([]);
    expect((await outbox.list(TENANT)).map((e) => e.lastError)).toEqual([ACTION_OFFLINE_MESSAGE, null]);
    online.value = true;
    expect(await outbox.flush(TENANT)).toMatchObject({ sent: 2, stalled: false });
    expect(server.items.get(1)).toBe('completed');
    expect(server.moves()).toBe(2);
    // Nothing left to send: another flush sends nothing again.
    expect(await outbox.flush(TENANT)).toMatchObject({ sent: 0 });
    expect(server.calls).toHaveLength(2);
  });

  it('retries network errors, timeouts, 5xx, 401/403 and 429; the queue waits behind them in order', async () => {
    for (const failure of [
      'offline' as const,
      { status: 500, message: 'Something went wrong!' },
      { status: 503, message: 'Unavailable' },
      { status: 401, message: 'Please login to continue!' },
      { status: 403, message: 'Forbidden' },
      { status: 429, message: 'Too many requests, please try again later!' },
    ]) {
      const server = fakeKitchen();
      const outbox = makeOutbox(server);
      await outbox.enqueue(step(1, 'preparing'));
      await outbox.enqueue(step(2, 'preparing'));
      server.behave(() => failure);
      const report = await outbox.flush(TENANT);
      expect(report.stalled).toBe(true);
      expect(report.refused).toEqual([]);
      // The second waits behind the first: nothing overtakes.
      expect(server.calls).toEqual(['1:preparing']);
      const entries = await outbox.list(TENANT);
      expect(entries.map((e) => [e.status, e.attempts])).toEqual([
        ['pending', 1],
        ['pending', 0],
      ]);
      server.behave(() => 'ok');
      expect(await outbox.flush(TENANT)).toMatchObject({ sent: 2 });
      n += 1;
      dbName = `actions-test-${n}`;
    }
  });

  it('abandons a send that takes too long and sends it again later', async () => {
    const server = fakeKitchen();
    let hang = true;
    const outbox = new ActionOutbox({
      db: () => openOfflineDb(dbName),
      send: (entry, signal) =>
        hang
          ? new Promise((_, reject) =>
              signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
            )
          : server.send(entry),
      sendTimeoutMs: 20,
      channelName: null,
    });
    await outbox.enqueue(step(1, 'preparing'));
    expect(await outbox.flush(TENANT)).toMatchObject({ stalled: true });
    hang = false;
    expect(await outbox.flush(TENANT)).toMatchObject({ sent: 1 });
  });

  it('a lost answer is resent; the server takes it as done, so the item moves once', async () => {
    const server = fakeKitchen();
    const outbox = makeOutbox(server);
    await outbox.enqueue(step(1, 'preparing'));
    server.behave(() => 'lost-answer');
    expect(await outbox.flush(TENANT)).toMatchObject({ sent: 0, stalled: true });
    server.behave(() => 'ok');
    expect(await outbox.flush(TENANT)).toMatchObject({ sent: 1, stalled: false });
    expect(server.calls).toEqual(['1:preparing', '1:preparing']);
    expect(server.moves()).toBe(1);
  });

  it('a refusal (4xx) leaves the sending queue, is kept for the staff to see, and does not block the rest', async () => {
    const server = fakeKitchen();
    const outbox = makeOutbox(server);
    server.items.set(1, 'completed'); // done on another screen meanwhile
    await outbox.enqueue(step(1, 'preparing'));
    await outbox.enqueue(step(2, 'preparing'));
    const report = await outbox.flush(TENANT);
    expect(report.sent).toBe(1);
    expect(report.refused).toHaveLength(1);
    const [refused] = report.refused;
    expect(refused?.failure).toEqual({ status: 409, message: 'This item cannot be moved to that status!' });
    expect(refusalText(refused!)).toBe(
      'Token 12: Item 1 was not moved to preparing: This item cannot be moved to that status! It was changed on another screen meanwhile.',
    );
    expect((await outbox.list(TENANT)).map((e) => e.status)).toEqual(['refused']);
    // Never sent again.
    await outbox.flush(TENANT);
    expect(server.calls).toEqual(['1:preparing', '2:preparing']);
    await outbox.dismiss(refused!.id);
    expect(await outbox.list(TENANT)).toEqual([]);
  });

  it('queues a double tap once, and never drops a waiting action on dismiss', async () => {
    const server = fakeKitchen();
    const outbox = makeOutbox(server, { value: false });
    const first = await outbox.enqueue(step(1, 'preparing'));
    const again = await outbox.enqueue(step(1, 'preparing'));
    expect(again.id).toBe(first.id);
    // Another step of the same item, or the same step of another item, is its own action.
    await outbox.enqueue(step(1, 'completed'));
    await outbox.enqueue(step(2, 'preparing'));
    await outbox.dismiss(first.id);
    expect((await outbox.list(TENANT)).map((e) => `${e.target[0]}:${e.payload.status}`)).toEqual([
      '1:preparing',
      '1:completed',
      '2:preparing',
    ]);
  });

  it('survives a reload: a new queue on the same database sends what the old one kept', async () => {
    const server = fakeKitchen();
    const before = makeOutbox(server, { value: false });
    await before.enqueue(step(3, 'preparing'));
    await before.enqueue(step(3, 'completed'));
    before.close();
    (await openOfflineDb(dbName)).close();
    const after = makeOutbox(server);
    expect((await after.list(TENANT)).map((e) => e.payload.status)).toEqual(['preparing', 'completed']);
    expect(await after.flush(TENANT)).toMatchObject({ sent: 2 });
    expect(server.items.get(3)).toBe('completed');
  });

  it('opens a device database of the first version (orders only) without losing its waiting orders', async () => {
    const old = await openDB(dbName, 1, {
      upgrade(db) {
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by-seq', 'seq', { unique: true });
        db.createObjectStore('meta', { keyPath: 'key' });
      },
    });
    await old.put('outbox', { id: 'order-1', seq: 4, tenantId: TENANT, status: 'pending' });
    await old.put('meta', { key: 'seq', value: 4 });
    old.close();
    const db = await openOfflineDb(dbName);
    expect(db.version).toBe(2);
    expect((await db.getAll('outbox')).map((e) => e.id)).toEqual(['order-1']);
    db.close();
    // Actions continue the device's one counter, after the orders already taken.
    const outbox = makeOutbox(fakeKitchen(), { value: false });
    expect((await outbox.enqueue(step(1, 'preparing'))).seq).toBe(5);
  });

  it('keeps tenants apart: a flush sends only the signed-in tenant’s actions', async () => {
    const server = fakeKitchen();
    const outbox = makeOutbox(server);
    await outbox.enqueue(step(1, 'preparing', 99));
    await outbox.enqueue(step(2, 'preparing'));
    await outbox.flush(TENANT);
    expect(server.calls).toEqual(['2:preparing']);
    expect((await outbox.list(99)).map((e) => e.status)).toEqual(['pending']);
  });
});

const item = (id: number, status: string) =>
  ({
    id,
    order_id: 0,
    item_title: `Item ${id}`,
    status,
  }) as unknown as TOrderGroup['orders'][number]['items'][number];

function groupsFixture(): TOrderGroup[] {
  return [
    {
      table_id: 1,
      table_title: 'T1',
      order_ids: [10, 11],
      orders: [
        { id: 10, items: [item(1, 'created'), item(2, 'preparing')] },
        { id: 11, items: [item(3, 'created')] },
      ],
    },
    { table_id: null, table_title: null, order_ids: [12], orders: [{ id: 12, items: [item(4, 'created')] }] },
  ] as unknown as TOrderGroup[];
}

const entry = (seq: number, kind: ActionEntry['kind'], target: number[], status: string, state = 'pending') =>
  ({
    id: `e${seq}`,
    seq,
    tenantId: TENANT,
    kind,
    target,
    payload: { status },
    label: 'x',
    status: state,
  }) as ActionEntry;

describe('overlayActions', () => {
  it('shows waiting status moves over the server’s data, the latest move of a line winning', () => {
    const { groups, marks } = overlayActions(groupsFixture(), [
      entry(2, 'kitchen-item-status', [1], 'completed'),
      entry(1, 'kitchen-item-status', [1], 'preparing'),
      entry(3, 'order-item-status', [3], 'delivered'),
    ]);
    expect(groups[0]?.orders.flatMap((o) => o.items.map((i) => [i.id, i.status]))).toEqual([
      [1, 'completed'],
      [2, 'preparing'],
      [3, 'delivered'],
    ]);
    expect([...marks.items].sort()).toEqual([1, 3]);
  });

  it('takes completed or cancelled orders off the list, and a group left empty', () => {
    const { groups, marks } = overlayActions(groupsFixture(), [
      entry(1, 'orders-complete', [11], 'completed'),
      entry(2, 'orders-cancel', [12], 'cancelled'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.order_ids).toEqual([10]);
    expect(groups[0]?.orders.map((o) => o.id)).toEqual([10]);
    expect([...marks.orders].sort()).toEqual([11, 12]);
  });

  it('lays nothing over for refused actions: the server’s state stands', () => {
    const server = groupsFixture();
    const { groups, marks } = overlayActions(server, [
      entry(1, 'kitchen-item-status', [1], 'preparing', 'refused'),
    ]);
    expect(groups).toEqual(server);
    expect(marks.items.size).toBe(0);
  });
});
