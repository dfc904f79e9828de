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

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { 'by-seq': number } };
  meta: { key: string; value: { key: string; value: number | string } };
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
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('by-seq', 'seq', { unique: true });
      db.createObjectStore('meta', { keyPath: 'key' });
    },
  });
}
