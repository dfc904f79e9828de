import type { TAvailabilityKind } from './availability';

/**
 * The QR menu's live feed (issue 18 §2): Socket.IO namespace /qrmenu, `auth: { qrcode }` (the
 * store's public QR code, the same key as GET /qrmenu/{qrcode}; no session). A diner's page hears
 * what is sold out now, on connecting and after every change, and nothing else: the list the menu
 * itself already shows publicly.
 */
export const QR_MENU_NAMESPACE = '/qrmenu';

export interface QrMenuServerEvents {
  /** Items, variants and addons sold out now (the whole list, replacing the page's). */
  sold_out: (payload: { soldOut: Array<{ kind: TAvailabilityKind; id: number }> }) => void;
}
export type QrMenuClientEvents = Record<string, never>;
