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

/**
 * The link signs the store's link version with its id (kitchen_settings.board_link_version, 1 until
 * the owner first replaces the link): "Replace link" raises the version, and every link signed with
 * an older one is refused as a forged one is. Links from before versions carry none: they are 1.
 */
export function encodeBoardLink(signer: Signer, tenantId: number, version = 1): string {
  const payload = version === 1 ? { t: tenantId } : { t: tenantId, v: version };
  return signer.sign(PURPOSE, payload).replace('.', SEPARATOR);
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The tenant and link version a board link names; null when it is malformed, forged or of another kind. */
export function decodeBoardLink(
  signer: Signer,
  link: string | null | undefined,
): { tenantId: number; version: number } | null {
  if (!link?.includes(SEPARATOR) || link.indexOf(SEPARATOR) !== link.lastIndexOf(SEPARATOR)) return null;
  const payload = signer.verify<{ t?: unknown; v?: unknown }>(PURPOSE, link.replace(SEPARATOR, '.'));
  const tenantId = payload?.t;
  const version = payload?.v ?? 1;
  if (!isPositiveInteger(tenantId) || !isPositiveInteger(version)) return null;
  return { tenantId, version };
}
