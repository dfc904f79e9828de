import type { Signer } from '../../lib/crypto';

/**
 * The token board's link, /board/{signed}: the tenant's id signed with the server's secret under its
 * own purpose, so a link can be neither guessed nor changed to show another store, and a signed
 * value of another kind (a table reference, an access token) is never taken for one.
 */
const PURPOSE = 'token-board';
/**
 * The signed value's own separator ('.') becomes '~': a page path with a dot reads as a file name to
 * the web server (and to many proxies), which would answer 404 instead of the board.
 */
const SEPARATOR = '~';

export function encodeBoardLink(signer: Signer, tenantId: number): string {
  return signer.sign(PURPOSE, { t: tenantId }).replace('.', SEPARATOR);
}

/** The tenant a board link names; null when it is malformed, forged or of another kind. */
export function decodeBoardLink(signer: Signer, link: string | null | undefined): number | null {
  if (!link?.includes(SEPARATOR) || link.indexOf(SEPARATOR) !== link.lastIndexOf(SEPARATOR)) return null;
  const payload = signer.verify<{ t?: unknown }>(PURPOSE, link.replace(SEPARATOR, '.'));
  const tenantId = payload?.t;
  return typeof tenantId === 'number' && Number.isSafeInteger(tenantId) && tenantId > 0 ? tenantId : null;
}
