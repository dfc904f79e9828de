import type { TQrMenuItem } from '@mise/contracts';
import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';

/**
 * The diner's cart (spec 2 section 4): kept in local storage under one fixed key, loaded when the
 * menu or the cart opens. It belongs to one store (its QR code) and remembers the table reference
 * of the link it was started from; opening another store's menu starts a new cart.
 */

/** A cart line as the spec names it (spec 2 section 3, "Cart line"); prices in major units. */
export interface QrCartLine {
  /** Identifies the line: the item with the same variant and addons is one line. */
  key: string;
  id: number;
  title: string;
  quantity: number;
  notes: string | null;
  /** Unit price including the variant and the addons. */
  price: number;
  variant_id: number | null;
  variant: string | null;
  addons_ids: number[];
  addons: Array<{ id: number; title: string; price: number }>;
  tax_id: number | null;
  tax_rate: number | null;
  tax_title: string | null;
  tax_type: string | null;
  category_id: number | null;
  category_title: string | null;
  image: string | null;
}

export interface QrCart {
  qrcode: string;
  /** The signed table reference of the scanned link, if any. */
  tableRef: string | null;
  lines: QrCartLine[];
  /**
   * The idempotency key of the checkout in progress: a retry after a lost answer reuses it, so the
   * restaurant receives the order once. Any change to the cart starts a new one.
   */
  pendingKey: string | null;
}

const EMPTY: QrCart = { qrcode: '', tableRef: null, lines: [], pendingKey: null };
const listeners = new Set<() => void>();
let current: QrCart = load();

function load(): QrCart {
  const stored = readJson<Partial<QrCart> | null>(STORAGE_KEYS.qrCart, null);
  if (!stored || typeof stored.qrcode !== 'string' || !Array.isArray(stored.lines)) return EMPTY;
  return {
    qrcode: stored.qrcode,
    tableRef: typeof stored.tableRef === 'string' ? stored.tableRef : null,
    lines: stored.lines.filter((l) => l && typeof l.id === 'number' && l.quantity > 0),
    pendingKey: typeof stored.pendingKey === 'string' ? stored.pendingKey : null,
  };
}

function commit(next: QrCart) {
  current = next;
  writeJson(STORAGE_KEYS.qrCart, next);
  for (const listener of listeners) listener();
}

// Another tab of the same menu changes the cart: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.qrCart) return;
    current = load();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQrCart(): QrCart {
  return useSyncExternalStore(subscribe, () => current);
}

export function getQrCart(): QrCart {
  return current;
}

/**
 * Makes the cart this store's. A table reference from the link replaces the stored one; a link
 * without one keeps the table the cart was started from (the cart page has no ?table=).
 */
export function openCartFor(qrcode: string, tableRef: string | null) {
  if (current.qrcode !== qrcode) {
    commit({ qrcode, tableRef, lines: [], pendingKey: null });
  } else if (tableRef && tableRef !== current.tableRef) {
    commit({ ...current, tableRef, pendingKey: null });
  }
}

export function lineKey(itemId: number, variantId: number | null, addonIds: readonly number[]) {
  return `${itemId}:${variantId ?? '-'}:${[...addonIds].sort((a, b) => a - b).join(',')}`;
}

/** Adds one of the item with the chosen variant and addons (or one more to the same line). */
export function addToCart(item: TQrMenuItem, variantId: number | null, addonIds: readonly number[]) {
  const variant = item.variants.find((v) => v.id === variantId) ?? null;
  const addons = item.addons.filter((a) => addonIds.includes(a.id));
  const key = lineKey(
    item.id,
    variant?.id ?? null,
    addons.map((a) => a.id),
  );
  const existing = current.lines.find((l) => l.key === key);
  const lines = existing
    ? current.lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + 1 } : l))
    : [
        ...current.lines,
        {
          key,
          id: item.id,
          title: item.title,
          quantity: 1,
          notes: null,
          price: unitPrice(
            item,
            variant?.price ?? null,
            addons.map((a) => a.price),
          ),
          variant_id: variant?.id ?? null,
          variant: variant?.title ?? null,
          addons_ids: addons.map((a) => a.id),
          addons,
          tax_id: item.tax_id,
          tax_rate: item.tax_rate,
          tax_title: item.tax_title,
          tax_type: item.tax_type,
          category_id: item.category_id,
          category_title: item.category_title,
          image: item.image,
        },
      ];
  commit({ ...current, lines, pendingKey: null });
}

/** Unit price in major units: the variant's price replaces the base, addons add on top. */
function unitPrice(item: TQrMenuItem, variantPrice: number | null, addonPrices: number[]) {
  const cents =
    Math.round((variantPrice ?? item.price) * 100) + addonPrices.reduce((s, p) => s + Math.round(p * 100), 0);
  return cents / 100;
}

/** Changes a line's quantity by `delta`; at 0 the line goes (spec 2 section 4). */
export function changeQuantity(key: string, delta: number) {
  const lines = current.lines
    .map((l) => (l.key === key ? { ...l, quantity: Math.min(99, l.quantity + delta) } : l))
    .filter((l) => l.quantity > 0);
  commit({ ...current, lines, pendingKey: null });
}

export function removeLine(key: string) {
  commit({ ...current, lines: current.lines.filter((l) => l.key !== key), pendingKey: null });
}

export function setLineNotes(key: string, notes: string) {
  const text = notes.trim().slice(0, 100);
  commit({
    ...current,
    lines: current.lines.map((l) => (l.key === key ? { ...l, notes: text || null } : l)),
    pendingKey: null,
  });
}

/** Brings the lines in line with the menu as it is now: new prices and titles, gone items removed. */
export function reconcileWithMenu(items: readonly TQrMenuItem[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  let changed = false;
  const lines: QrCartLine[] = [];
  for (const line of current.lines) {
    const item = byId.get(line.id);
    const variant = line.variant_id === null ? null : item?.variants.find((v) => v.id === line.variant_id);
    const addons = item ? item.addons.filter((a) => line.addons_ids.includes(a.id)) : [];
    if (!item || variant === undefined || addons.length !== line.addons_ids.length) {
      changed = true;
      continue;
    }
    const price = unitPrice(
      item,
      variant?.price ?? null,
      addons.map((a) => a.price),
    );
    const fresh: QrCartLine = {
      ...line,
      title: item.title,
      price,
      variant: variant?.title ?? null,
      addons,
      tax_id: item.tax_id,
      tax_rate: item.tax_rate,
      tax_title: item.tax_title,
      tax_type: item.tax_type,
      category_id: item.category_id,
      category_title: item.category_title,
      image: item.image,
    };
    if (JSON.stringify(fresh) !== JSON.stringify(line)) changed = true;
    lines.push(fresh);
  }
  if (changed) commit({ ...current, lines, pendingKey: null });
}

/** The checkout's idempotency key, made once and kept until the cart changes or the order is placed. */
export function checkoutKey(): string {
  if (current.pendingKey) return current.pendingKey;
  // getRandomValues works on plain-http hosts too, where crypto.randomUUID is missing.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = `qr-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  commit({ ...current, pendingKey: key });
  return key;
}

/** After a placed order: the cart empties, the store and table stay for "back to the menu". */
export function clearCart() {
  commit({ ...current, lines: [], pendingKey: null });
}

export function itemCount(cart: QrCart) {
  return cart.lines.reduce((sum, l) => sum + l.quantity, 0);
}
