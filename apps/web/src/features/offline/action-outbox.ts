import { browserSaysOnline, ChangeFeed, withDeviceLock } from './device-sync';
import { classifySendError } from './outbox';
import type { ActionEntry, ActionKind, OfflineDb } from './outbox-db';

/** Sends one action; throws what the API client throws (an error with `status` for an HTTP answer). */
export type SendAction = (entry: ActionEntry, signal: AbortSignal) => Promise<unknown>;

export interface ActionOutboxOptions {
  db: () => Promise<OfflineDb>;
  send: SendAction;
  now?: () => number;
  newId?: () => string;
  isOnline?: () => boolean;
  /** A send that takes longer is abandoned and retried later (the server takes a resend as done). */
  sendTimeoutMs?: number;
  /** Other tabs of this browser share the database; they hear about changes through this. */
  channelName?: string | null;
  /** Told of each action the server accepted (with its answer), just before it leaves the queue. */
  onSent?: (entry: ActionEntry, response: unknown) => void;
}

export interface ActionFlushReport {
  sent: number;
  /** The actions the server refused during this flush, for the screen to tell the staff. */
  refused: ActionEntry[];
  /** True when a send could not be completed (offline, server trouble): the rest waits. */
  stalled: boolean;
  lastError: string | null;
}

export const ACTION_OFFLINE_MESSAGE = 'No connection: the action waits on this device.';
const DEFAULT_SEND_TIMEOUT_MS = 15_000;
// The order outbox's counter: one device-wide order of everything taken on this device.
const SEQ_KEY = 'seq';

/** Two actions are the same when they do the same thing to the same things (a double tap). */
function sameAction(a: Pick<ActionEntry, 'kind' | 'target' | 'payload'>, b: typeof a) {
  return (
    a.kind === b.kind &&
    a.payload.status === b.payload.status &&
    a.target.length === b.target.length &&
    a.target.every((id, i) => id === b.target[i])
  );
}

/**
 * The device's queue of Kitchen and Orders actions (a status move, completing or cancelling
 * orders), kept in IndexedDB beside the POS's order outbox so that it survives a reload. An action
 * is written first, then sent; a tenant's actions go out one at a time in the order they were
 * taken. A sent action leaves the queue; a refused one stays, marked, until the staff dismisses it.
 * Resends are safe because the server answers a move to the status something already has as done.
 */
export class ActionOutbox {
  private readonly options: Required<Omit<ActionOutboxOptions, 'channelName'>>;
  private readonly feed: ChangeFeed;
  private flushing: Promise<ActionFlushReport> | null = null;
  private flushAgain = false;

  constructor(options: ActionOutboxOptions) {
    this.options = {
      now: Date.now,
      newId: () => globalThis.crypto.randomUUID(),
      isOnline: browserSaysOnline,
      sendTimeoutMs: DEFAULT_SEND_TIMEOUT_MS,
      onSent: () => undefined,
      ...options,
    };
    this.feed = new ChangeFeed(
      options.channelName === undefined ? 'mise-action-outbox' : options.channelName,
    );
  }

  subscribe(listener: () => void): () => void {
    return this.feed.subscribe(listener);
  }

  close() {
    this.feed.close();
  }

  /**
   * Writes an action to the queue before anything is sent. The same action still waiting (a double
   * tap, or a second screen of this device) is not queued twice: the waiting one is returned.
   */
  async enqueue(input: {
    tenantId: number;
    kind: ActionKind;
    target: number[];
    payload: { status: string };
    label: string;
  }): Promise<ActionEntry> {
    const db = await this.options.db();
    const tx = db.transaction(['actions', 'meta'], 'readwrite');
    const actions = tx.objectStore('actions');
    const waiting = (await actions.getAll()).find(
      (entry) => entry.tenantId === input.tenantId && entry.status === 'pending' && sameAction(entry, input),
    );
    if (waiting) {
      await tx.done;
      return waiting;
    }
    const meta = tx.objectStore('meta');
    const seqRow = await meta.get(SEQ_KEY);
    const seq = (typeof seqRow?.value === 'number' ? seqRow.value : 0) + 1;
    await meta.put({ key: SEQ_KEY, value: seq });
    const entry: ActionEntry = {
      id: this.options.newId(),
      seq,
      tenantId: input.tenantId,
      kind: input.kind,
      target: input.target,
      payload: input.payload,
      label: input.label,
      createdAt: this.options.now(),
      status: 'pending',
      attempts: 0,
      lastError: null,
      failure: null,
    };
    await actions.add(entry);
    await tx.done;
    this.feed.changed();
    return entry;
  }

  /** Every action of the tenant, oldest first. */
  async list(tenantId: number): Promise<ActionEntry[]> {
    const db = await this.options.db();
    const all = await db.getAllFromIndex('actions', 'by-seq');
    return all.filter((entry) => entry.tenantId === tenantId);
  }

  /** Forgets a refused action once the staff has seen it; a pending one is never dropped. */
  async dismiss(id: string): Promise<void> {
    const db = await this.options.db();
    const tx = db.transaction('actions', 'readwrite');
    const entry = await tx.store.get(id);
    if (entry && entry.status !== 'pending') await tx.store.delete(id);
    await tx.done;
    this.feed.changed();
  }

  /**
   * Sends the tenant's pending actions in order. One flush runs at a time in this tab (and, through
   * a device lock, in this browser); a call during a flush makes it look again at the end.
   */
  flush(tenantId: number): Promise<ActionFlushReport> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      const report: ActionFlushReport = { sent: 0, refused: [], stalled: false, lastError: null };
      try {
        do {
          this.flushAgain = false;
          await withDeviceLock('mise-action-outbox-flush', () => this.flushOnce(tenantId, report));
        } while (this.flushAgain && !report.stalled);
      } finally {
        this.flushing = null;
      }
      return report;
    })();
    return this.flushing;
  }

  private async flushOnce(tenantId: number, report: ActionFlushReport): Promise<void> {
    for (;;) {
      const next = (await this.list(tenantId)).find((entry) => entry.status === 'pending');
      if (!next) return;
      if (!this.options.isOnline()) {
        report.stalled = true;
        report.lastError = ACTION_OFFLINE_MESSAGE;
        await this.update(next.id, (e) => ({ ...e, lastError: ACTION_OFFLINE_MESSAGE }));
        return;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), this.options.sendTimeoutMs);
      try {
        const response = await this.options.send(next, controller.signal);
        this.options.onSent(next, response);
        await this.remove(next.id);
        report.sent += 1;
      } catch (error) {
        const { retryable, status, message } = classifySendError(error);
        if (retryable) {
          const lastError = status === null ? ACTION_OFFLINE_MESSAGE : message;
          await this.update(next.id, (e) => ({ ...e, attempts: e.attempts + 1, lastError }));
          report.stalled = true;
          report.lastError = lastError;
          return;
        }
        const refused: ActionEntry = {
          ...next,
          status: 'refused',
          attempts: next.attempts + 1,
          lastError: null,
          failure: { status: status ?? 400, message },
        };
        await this.update(next.id, () => refused);
        report.refused.push(refused);
      } finally {
        clearTimeout(timer);
      }
    }
  }

  private async remove(id: string) {
    const db = await this.options.db();
    await db.delete('actions', id);
    this.feed.changed();
  }

  private async update(id: string, change: (entry: ActionEntry) => ActionEntry) {
    const db = await this.options.db();
    const tx = db.transaction('actions', 'readwrite');
    const entry = await tx.store.get(id);
    // Only a waiting action changes; another tab may have settled it meanwhile, and that stands.
    if (entry?.status === 'pending') await tx.store.put(change(entry));
    await tx.done;
    this.feed.changed();
  }
}
