/**
 * menu.html's inline script starts GET /qrmenu/{code} as soon as the page arrives on a /m/{code}
 * path, in parallel with the page's JavaScript (on a slow phone network that saves a round trip).
 * It leaves `window.__qrMenuEarly` = { url, promise of { status, body } }; the first reader takes it.
 */
interface EarlyMenu {
  url: string;
  promise: Promise<{ status: number; body: unknown }>;
}

declare global {
  interface Window {
    __qrMenuEarly?: EarlyMenu;
  }
}

export function earlyMenuUrl(apiBase: string, qrcode: string, tableRef: string | null) {
  const base = `${apiBase}/qrmenu/${encodeURIComponent(qrcode)}`;
  return tableRef ? `${base}?tableId=${encodeURIComponent(tableRef)}` : base;
}

/** The early request, if it asked for exactly this menu (else it is left alone and a new one made). */
export function takeEarlyMenu(apiBase: string, qrcode: string, tableRef: string | null) {
  const early = window.__qrMenuEarly;
  if (!early || early.url !== earlyMenuUrl(apiBase, qrcode, tableRef)) return null;
  window.__qrMenuEarly = undefined;
  return early.promise;
}
