import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Which POS action an order came from: the two create endpoints of spec 1 section 7. */
export type OrderKind = 'create-order' | 'create-order-and-invoice';

/** Totals in decimal major units, as the cart showed them or as the server charged them. */
export interface OrderTotals {
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
}

export interface OrderSentResult {
  tokenNo: number;
  orderId: number;
  message: string;
  invoiceId?: number;
  /** What the server charged; differs from `shownTotals` when a price changed meanwhile. */
  serverTotals: OrderTotals | null;
}

/**
 * One order waiting for (or done with) the server. `id` is generated on the device and is the
 * Idempotency-Key of every send, so however often the send is repeated the server keeps one order.
 */
export interface OutboxEntry {
  id: string;
  /** Strictly increasing on this device: the order in which entries are sent. */
  seq: number;
  /** The tenant whose session created the order; it is only ever sent under that tenant. */
  tenantId: number;
  kind: OrderKind;
  payload: unknown;
  /** Shown as such until the real token comes back, e.g. "P-3". */
  provisionalToken: string;
  shownTotals: OrderTotals | null;
  createdAt: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** The last retryable problem (network, 5xx), for the staff to see while it waits. */
  lastError: string | null;
  /** Set when the server refused the order for good (a 4xx that no retry can fix). */
  failure: { status: number; message: string } | null;
  result: OrderSentResult | null;
  sentAt: number | null;
}

/**
 * One staff action of the Kitchen or Orders screen waiting for the server (action-outbox.ts). The
 * server treats a move to the status something already has as done, so a resend is harmless.
 */
export interface ActionEntry {
  id: string;
  /** Strictly increasing on this device (the order outbox's counter): the order of sending. */
  seq: number;
  tenantId: number;
  kind: ActionKind;
  /** What the action changes, e.g. the item id; with `kind` and the payload, for deduplication. */
  target: number[];
  payload: { status: string };
  /** How the staff knows it, e.g. "Token 12: Burger". */
  label: string;
  createdAt: number;
  status: 'pending' | 'refused';
  attempts: number;
  lastError: string | null;
  /** Set when the server refused it for good; kept until the staff has seen it. */
  failure: { status: number; message: string } | null;
}

/** The calls the Kitchen and Orders screens can queue (spec 1 section 7). */
export type ActionKind = 'kitchen-item-status' | 'order-item-status' | 'orders-complete' | 'orders-cancel';

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { 'by-seq': number } };
  meta: { key: string; value: { key: string; value: number | string } };
  actions: { key: string; value: ActionEntry; indexes: { 'by-seq': number } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'mise-offline';

let opening: Promise<OfflineDb> | null = null;

export function openOfflineDb(name = OFFLINE_DB_NAME): Promise<OfflineDb> {
  if (name !== OFFLINE_DB_NAME) return openSchema(name);
  opening ??= openSchema(name).catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}

function openSchema(name: string) {
  const db: Promise<OfflineDb> = openDB<OfflineSchema>(name, 2, {
    // A newer build in another tab wants to upgrade: let it (this tab reopens on its next use),
    // rather than holding it up until this tab is closed.
    blocking() {
      void db.then((open) => open.close());
      if (name === OFFLINE_DB_NAME) opening = null;
    },
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
        outbox.createIndex('by-seq', 'seq', { unique: true });
        db.createObjectStore('meta', { keyPath: 'key' });
      }
      // Version 2: the Kitchen and Orders screens' queued actions, beside the POS's orders.
      if (oldVersion < 2) {
        const actions = db.createObjectStore('actions', { keyPath: 'id' });
        actions.createIndex('by-seq', 'seq', { unique: true });
      }
    },
  });
  return db;
}
