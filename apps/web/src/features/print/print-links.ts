import { MAX_RECEIPT_ORDERS } from '@mise/contracts/constants';

/**
 * Addresses of the two print views and the reading of their query strings. Everything a print view
 * needs travels in its address (order ids or a token number), so a popup can be reopened or
 * reloaded and still print the same thing.
 */
export const RECEIPT_PATH = '/print-receipt';
export const TOKEN_PATH = '/print-token';
/** The server's cap on orders per receipt; a longer address is cut, never sent to fail. */
export { MAX_RECEIPT_ORDERS };

/**
 * `/print-receipt?orderIds=3,4`: the receipt of these orders, read from the server; `preview` shows
 * it without printing. With `bill` it lists the bill's payments and what is still due; with
 * `payment` too it is that one part's receipt.
 */
export function receiptLink(
  orderIds: readonly number[],
  options: { preview?: boolean; billId?: number; paymentId?: number; itemSplit?: ItemSplitPart } = {},
): string {
  const ids = uniquePositiveIds(orderIds);
  const params = new URLSearchParams();
  if (ids.length) params.set('orderIds', ids.join(','));
  if (options.billId) params.set('bill', String(options.billId));
  if (options.paymentId) params.set('payment', String(options.paymentId));
  if (options.itemSplit) {
    params.set('split', options.itemSplit.lines.map((l) => `${l.id}:${l.units.join('.')}`).join(','));
    params.set('part', String(options.itemSplit.part + 1));
  }
  if (options.preview) params.set('preview', '1');
  const query = params.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
  return query ? `${RECEIPT_PATH}?${query}` : RECEIPT_PATH;
}

/**
 * One part of a bill split by item: every line's units per part (`split=12:1.1.1,13:2.0.0`, all
 * parts, since a line's cents are shared over all of them) and which part to print (`part=1`).
 */
export interface ItemSplitPart {
  lines: Array<{ id: number; units: number[] }>;
  /** Zero-based. */
  part: number;
}

const MAX_SPLIT_LINES = 200;

/** The split of `?split=…&part=…`, or null when absent or malformed. */
export function parseItemSplit(search: string | URLSearchParams): ItemSplitPart | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('split');
  const part = Number(params.get('part'));
  if (!raw || !Number.isSafeInteger(part) || part < 1) return null;
  const lines: ItemSplitPart['lines'] = [];
  for (const entry of raw.split(',').slice(0, MAX_SPLIT_LINES)) {
    const match = /^(\d{1,9}):(\d{1,4}(?:\.\d{1,4})*)$/.exec(entry.trim());
    if (!match) return null;
    lines.push({ id: Number(match[1]), units: match[2].split('.').map(Number) });
  }
  const parts = lines[0]?.units.length ?? 0;
  if (part > parts || lines.some((l) => l.units.length !== parts)) return null;
  return { lines, part: part - 1 };
}

/** `/print-token?tokenNo=7&orderId=12`. */
export function tokenLink(tokenNo: number, orderId?: number | null): string {
  const params = new URLSearchParams({ tokenNo: String(tokenNo) });
  if (orderId) params.set('orderId', String(orderId));
  return `${TOKEN_PATH}?${params.toString()}`;
}

function uniquePositiveIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (Number.isSafeInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
    if (ids.length >= MAX_RECEIPT_ORDERS) break;
  }
  return ids;
}

/** Order ids from `?orderIds=3,4` (or `?orderId=3`); anything not a positive whole number is dropped. */
export function parseOrderIds(search: string | URLSearchParams): number[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = [...params.getAll('orderIds'), ...params.getAll('orderId')].flatMap((v) => v.split(','));
  return uniquePositiveIds(raw.filter((v) => /^\s*\d+\s*$/.test(v)));
}

/** A positive whole number from `?name=…`, or null. */
export function parsePositiveId(search: string | URLSearchParams, name: string): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get(name) ?? '').trim();
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The token number from `?tokenNo=7` (or `?token=7`), or null. */
export function parseTokenNo(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get('tokenNo') ?? params.get('token') ?? '').trim();
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
