/** Every key this product keeps in the browser's local storage (spec 1 section 9). */
export const STORAGE_KEYS = {
  user: 'mise.user',
  sidebarCollapsed: 'mise.sidebar-collapsed',
  superadminSidebarCollapsed: 'mise.superadmin-sidebar-collapsed',
  posDrafts: 'mise.pos-drafts',
  /** The till's last copy of GET /pos/init with its ETag, for the signed-in user only (issue 27). */
  posInitCopy: 'mise.pos-init',
  /** What the till's screen looked like at its last start, drawn at the next (issue 27 §1); same owner rule. */
  posStartPicture: 'mise.pos-start-picture',
  receiptPrint: 'mise.receipt-print',
  qrCart: 'mise.qr-cart',
  /** The language a diner chose on the QR menu's switcher (issue 23). */
  qrLanguage: 'mise.qr-language',
  /** The language the staff app showed last on this device: it starts in it (issue 23). */
  uiLanguage: 'mise.ui-language',
  /** A language forced on this device over the user's own (the pseudo-locale journeys). */
  uiLanguageOverride: 'mise.ui-language-override',
  shiftReportPaper: 'mise.shift-report-paper',
  /** Which station (or expo) this device's kitchen screen shows. */
  kitchenView: 'mise.kitchen-view',
  /** The customer display this till is linked to (its id and code). */
  customerDisplay: 'mise.customer-display',
  /** A success message the stand-alone login page hands to the app it loads (session storage). */
  carriedToast: 'mise.carried-toast',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}
