import { MAX_RECEIPT_ORDERS } from '@mise/contracts';

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
  options: { preview?: boolean; billId?: number; paymentId?: number } = {},
): string {
  const ids = uniquePositiveIds(orderIds);
  const params = new URLSearchParams();
  if (ids.length) params.set('orderIds', ids.join(','));
  if (options.billId) params.set('bill', String(options.billId));
  if (options.paymentId) params.set('payment', String(options.paymentId));
  if (options.preview) params.set('preview', '1');
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `${RECEIPT_PATH}?${query}` : RECEIPT_PATH;
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
