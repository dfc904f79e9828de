import type { Signer } from '../../lib/crypto';

/**
 * A guest's receipt link, /receipt/{signed}: the store's id, the orders and when the link stops
 * working, signed with the server's secret under its own purpose, so a link can be neither guessed
 * nor changed to show other orders or another store, and a signed value of another kind (a token
 * board link, an access token) is never taken for one. The signed value's dot becomes '~', as in
 * the token board's link: a page path with a dot reads as a file name.
 */
const PURPOSE = 'receipt-link';
const SEPARATOR = '~';

export interface ReceiptLinkClaims {
  tenantId: number;
  orderIds: number[];
  /** Epoch seconds after which the link no longer opens the receipt. */
  expiresAt: number;
}

export function encodeReceiptLink(signer: Signer, claims: ReceiptLinkClaims): string {
  return signer
    .sign(PURPOSE, { t: claims.tenantId, o: claims.orderIds, e: claims.expiresAt })
    .replace('.', SEPARATOR);
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** What a link names; null when it is malformed, forged or of another kind (expiry is the caller's). */
export function decodeReceiptLink(signer: Signer, link: string | null | undefined): ReceiptLinkClaims | null {
  if (!link?.includes(SEPARATOR) || link.indexOf(SEPARATOR) !== link.lastIndexOf(SEPARATOR)) return null;
  const payload = signer.verify<{ t?: unknown; o?: unknown; e?: unknown }>(
    PURPOSE,
    link.replace(SEPARATOR, '.'),
  );
  const { t, o, e } = payload ?? {};
  if (!isPositiveInteger(t) || !isPositiveInteger(e)) return null;
  if (!Array.isArray(o) || o.length === 0 || !o.every(isPositiveInteger)) return null;
  return { tenantId: t, orderIds: [...o], expiresAt: e };
}
