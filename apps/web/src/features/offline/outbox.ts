import { browserSaysOnline, ChangeFeed, withDeviceLock } from './device-sync';
import type { OfflineDb, OrderKind, OrderSentResult, OrderTotals, OutboxEntry } from './outbox-db';

/** What a create-order call answers (spec 1 section 7, with the server's totals). */
export interface SendOrderResponse {
  message: string;
  tokenNo: number;
  orderId: number;
  invoiceId?: number;
  itemsTotal?: number | string;
  taxTotal?: number | string;
  payableTotal?: number | string;
}

/** Sends one entry with `entry.id` as its Idempotency-Key; throws what the API client throws. */
export type SendOrder = (entry: OutboxEntry, signal: AbortSignal) => Promise<SendOrderResponse>;

export interface OutboxOptions {
  db: () => Promise<OfflineDb>;
  send: SendOrder;
  now?: () => number;
  newId?: () => string;
  isOnline?: () => boolean;
  /** A send that takes longer is abandoned and retried later (idempotency makes that safe). */
  sendTimeoutMs?: number;
  /** Other tabs of this browser share the database; they hear about changes through this. */
  channelName?: string | null;
}

export interface FlushReport {
  sent: number;
  failed: number;
  /** True when a send could not be completed (offline, server trouble): the rest waits. */
  stalled: boolean;
  lastError: string | null;
}

/** Sent orders stay listed (provisional → real token) for a shift, then are pruned. */
export const SENT_RETENTION_MS = 12 * 60 * 60 * 1000;
const DEFAULT_SEND_TIMEOUT_MS = 15_000;
const PROVISIONAL_KEY = 'provisional-counter';
const SEQ_KEY = 'seq';

export const OFFLINE_MESSAGE = 'No connection: the order waits on this device.';

/**
 * Whether a failed send is worth repeating. Network errors, timeouts, server errors, rate limits,
 * a session being renewed (401/403) and an inactive subscription (402) can all clear up by
 * themselves; any other 4xx is the server refusing this order, and repeating it would be refused
 * again, so it is surfaced to the staff instead.
 */
export function classifySendError(error: unknown): {
  retryable: boolean;
  status: number | null;
  message: string;
} {
  const status =
    error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : null;
  const raw = error instanceof Error ? error.message : '';
  if (status === null) {
    return { retryable: true, status: null, message: OFFLINE_MESSAGE };
  }
  // Not 409: the server answers it for a QR order someone else already handled, which no retry fixes.
  const retryable = status >= 500 || [401, 402, 403, 408, 423, 425, 429].includes(status);
  return {
    retryable,
    status,
    message: raw || (retryable ? 'Something went wrong! Try later!' : 'Invalid request!'),
  };
}

function toCents(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

export function serverTotalsOf(response: SendOrderResponse): OrderTotals | null {
  const items = toCents(response.itemsTotal);
  const tax = toCents(response.taxTotal);
  const payable = toCents(response.payableTotal);
  if (items === null || tax === null || payable === null) return null;
  return { itemsTotal: items / 100, taxTotal: tax / 100, payableTotal: payable / 100 };
}

/**
 * The difference between what the cart showed and what the server charged, or null when they
 * agree to the cent (or either side is unknown). Positive when the server charged more.
 */
export function priceDifference(entry: Pick<OutboxEntry, 'shownTotals' | 'result'>): number | null {
  const shown = entry.shownTotals;
  const charged = entry.result?.serverTotals;
  if (!shown || !charged) return null;
  const diff = (toCents(charged.payableTotal) ?? 0) - (toCents(shown.payableTotal) ?? 0);
  return diff === 0 ? null : diff / 100;
}

function localDay(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The device's queue of orders for the server, kept in IndexedDB so that it survives a reload,
 * a crash and a browser restart. Every order goes through it, online or not: it is written first,
 * then sent; the entries of a tenant are sent strictly in the order they were taken, one at a time.
 */
export class Outbox {
  private readonly options: Required<Omit<OutboxOptions, 'channelName'>>;
  private readonly feed: ChangeFeed;
  private flushing: Promise<FlushReport> | null = null;
  private flushAgain = false;

  constructor(options: OutboxOptions) {
    this.options = {
      now: Date.now,
      newId: randomId,
      isOnline: browserSaysOnline,
      sendTimeoutMs: DEFAULT_SEND_TIMEOUT_MS,
      ...options,
    };
    this.feed = new ChangeFeed(options.channelName === undefined ? 'mise-outbox' : options.channelName);
  }

  subscribe(listener: () => void): () => void {
    return this.feed.subscribe(listener);
  }

  close() {
    this.feed.close();
  }

  private changed() {
    this.feed.changed();
  }

  /** Writes an order to the queue before anything is sent; returns it with its provisional token. */
  async enqueue(input: {
    tenantId: number;
    kind: OrderKind;
    payload: unknown;
    shownTotals?: OrderTotals | null;
    id?: string;
  }): Promise<OutboxEntry> {
    const db = await this.options.db();
    const now = this.options.now();
    const tx = db.transaction(['outbox', 'meta'], 'readwrite');
    const meta = tx.objectStore('meta');
    const seqRow = await meta.get(SEQ_KEY);
    const seq = (typeof seqRow?.value === 'number' ? seqRow.value : 0) + 1;
    await meta.put({ key: SEQ_KEY, value: seq });
    // Provisional numbers restart each day, like the real tokens (spec 1 section 7).
    const counterRow = await meta.get(PROVISIONAL_KEY);
    const [day, n] = typeof counterRow?.value === 'string' ? counterRow.value.split('|') : [];
    const next = day === localDay(now) ? Number(n) + 1 : 1;
    await meta.put({ key: PROVISIONAL_KEY, value: `${localDay(now)}|${next}` });
    const entry: OutboxEntry = {
      id: input.id ?? this.options.newId(),
      seq,
      tenantId: input.tenantId,
      kind: input.kind,
      payload: input.payload,
      provisionalToken: `P-${next}`,
      shownTotals: input.shownTotals ?? null,
      createdAt: now,
      status: 'pending',
      attempts: 0,
      lastError: null,
      failure: null,
      result: null,
      sentAt: null,
    };
    await tx.objectStore('outbox').add(entry);
    await tx.done;
    this.changed();
    return entry;
  }

  /** Every entry of the tenant, oldest first. */
  async list(tenantId: number): Promise<OutboxEntry[]> {
    const db = await this.options.db();
    const all = await db.getAllFromIndex('outbox', 'by-seq');
    return all.filter((entry) => entry.tenantId === tenantId);
  }

  async get(id: string): Promise<OutboxEntry | undefined> {
    const db = await this.options.db();
    return db.get('outbox', id);
  }

  /** Orders not yet accepted by the server: pending, or refused and not yet looked at. */
  async countUnsettled(tenantId: number): Promise<{ pending: number; failed: number }> {
    const entries = await this.list(tenantId);
    return {
      pending: entries.filter((e) => e.status === 'pending').length,
      failed: entries.filter((e) => e.status === 'failed').length,
    };
  }

  /** Removes a sent or refused entry once the staff has seen it; a pending one is never dropped. */
  async dismiss(id: string): Promise<void> {
    const db = await this.options.db();
    const tx = db.transaction('outbox', 'readwrite');
    const entry = await tx.store.get(id);
    if (entry && entry.status !== 'pending') await tx.store.delete(id);
    await tx.done;
    this.changed();
  }

  /** Forgets sent entries older than the retention; pending and refused ones stay. */
  async prune(): Promise<void> {
    const db = await this.options.db();
    const cutoff = this.options.now() - SENT_RETENTION_MS;
    const tx = db.transaction('outbox', 'readwrite');
    let cursor = await tx.store.openCursor();
    let removed = false;
    while (cursor) {
      if (cursor.value.status === 'sent' && (cursor.value.sentAt ?? 0) < cutoff) {
        await cursor.delete();
        removed = true;
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    if (removed) this.changed();
  }

  /**
   * Sends the tenant's pending entries in order. One flush runs at a time in this tab; a call
   * during a flush makes it look again at the end instead of starting a second one.
   */
  flush(tenantId: number): Promise<FlushReport> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      const report: FlushReport = { sent: 0, failed: 0, stalled: false, lastError: null };
      try {
        do {
          this.flushAgain = false;
          await withDeviceLock('mise-outbox-flush', () => this.flushOnce(tenantId, report));
        } while (this.flushAgain && !report.stalled);
      } finally {
        this.flushing = null;
      }
      return report;
    })();
    return this.flushing;
  }

  private async flushOnce(tenantId: number, report: FlushReport): Promise<void> {
    for (;;) {
      const next = (await this.list(tenantId)).find((entry) => entry.status === 'pending');
      if (!next) return;
      if (!this.options.isOnline()) {
        report.stalled = true;
        report.lastError = OFFLINE_MESSAGE;
        await this.update(next.id, (e) => ({ ...e, lastError: OFFLINE_MESSAGE }));
        return;
      }
      const outcome = await this.sendOne(next);
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'failed') report.failed += 1;
      else {
        report.stalled = true;
        report.lastError = (await this.get(next.id))?.lastError ?? OFFLINE_MESSAGE;
        return;
      }
    }
  }

  private async sendOne(entry: OutboxEntry): Promise<'sent' | 'failed' | 'retry'> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.sendTimeoutMs);
    try {
      const response = await this.options.send(entry, controller.signal);
      const result: OrderSentResult = {
        tokenNo: response.tokenNo,
        orderId: response.orderId,
        message: response.message,
        invoiceId: response.invoiceId,
        serverTotals: serverTotalsOf(response),
      };
      await this.update(entry.id, (e) => ({
        ...e,
        status: 'sent',
        attempts: e.attempts + 1,
        lastError: null,
        result,
        sentAt: this.options.now(),
      }));
      return 'sent';
    } catch (error) {
      const { retryable, status, message } = classifySendError(error);
      await this.update(entry.id, (e) =>
        retryable
          ? { ...e, attempts: e.attempts + 1, lastError: message }
          : {
              ...e,
              status: 'failed',
              attempts: e.attempts + 1,
              lastError: null,
              failure: { status: status ?? 400, message },
            },
      );
      return retryable ? 'retry' : 'failed';
    } finally {
      clearTimeout(timer);
    }
  }

  private async update(id: string, change: (entry: OutboxEntry) => OutboxEntry) {
    const db = await this.options.db();
    const tx = db.transaction('outbox', 'readwrite');
    const entry = await tx.store.get(id);
    // Every change settles or annotates a pending entry. Another tab may have settled it meanwhile
    // (sent, or refused); what it learnt stands.
    if (entry?.status === 'pending') {
      await tx.store.put(change(entry));
    }
    await tx.done;
    this.changed();
  }
}
