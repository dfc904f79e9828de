import { toMinorUnits } from '@mise/domain';

/**
 * What a receipt shows (spec 2 section 2.12), independent of where the data came from. Amounts are
 * integer minor units; the server computed them, the print view only lays them out.
 */
export const PAGE_WIDTHS_MM = [80, 57] as const;
export type PageWidthMm = (typeof PAGE_WIDTHS_MM)[number];

export interface ReceiptSettings {
  pageFormat: PageWidthMm;
  header: string;
  footer: string;
  showNotes: boolean;
  showStoreDetails: boolean;
  showCustomerDetails: boolean;
  printToken: boolean;
  isEnablePrint: boolean;
}

export interface ReceiptStore {
  name: string;
  address: string;
  phone: string;
  email: string;
  image: string | null;
  currency: string;
  /** The language receipts print in, when the data names it (the receipt language, else the store's). */
  language: string | null;
}

export interface ReceiptLine {
  key: string;
  /** The order line's id, when the server sent it. */
  id: number | null;
  /** What the line adds to the bill: after its discounts, with its tax and its share of the service charge. */
  amount: number;
  title: string;
  variantTitle: string | null;
  addons: string[];
  notes: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** What discounts took off the line's price, and the reason of its own discount (else its order's). */
  discount: number;
  discountReason: string | null;
  /** Given free on purpose (its whole price is taken off), with the reason. */
  comp: boolean;
  compReason: string | null;
}

export interface ReceiptDocument {
  tokenNo: number | null;
  /** Tokens of every order on the receipt (a table may have several). */
  tokens: number[];
  customerType: string | null;
  customerName: string | null;
  deliveryType: string | null;
  tableTitle: string | null;
  lines: ReceiptLine[];
  /** What discounts took off the sales (excl. tax); the subtotal is after them. */
  discountTotal: number;
  compTotal: number;
  subtotal: number;
  /** The service charge, its tax in the tax total. */
  serviceCharge: number;
  taxTotal: number;
  total: number;
}

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The first present field among camelCase and snake_case spellings (settings and print forms differ). */
function pick(raw: Raw, ...names: string[]): unknown {
  for (const name of names) if (raw[name] !== undefined && raw[name] !== null) return raw[name];
  return undefined;
}
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown, fallback: boolean): boolean =>
  v === undefined ? fallback : v === true || v === 1 || v === '1' || v === 'true';

/** Print settings in either spelling (pageFormat or page_format; booleans or 1/0), with safe defaults. */
export function normalizeReceiptSettings(raw: unknown): ReceiptSettings {
  const r = isRecord(raw) ? raw : {};
  const format = Number(pick(r, 'pageFormat', 'page_format'));
  return {
    pageFormat: format === 57 ? 57 : 80,
    header: text(pick(r, 'header')),
    footer: text(pick(r, 'footer')),
    showNotes: flag(pick(r, 'showNotes', 'show_notes'), true),
    showStoreDetails: flag(pick(r, 'showStoreDetails', 'show_store_details'), true),
    showCustomerDetails: flag(pick(r, 'showCustomerDetails', 'show_customer_details'), true),
    printToken: flag(pick(r, 'printToken', 'print_token'), true),
    isEnablePrint: flag(pick(r, 'isEnablePrint', 'is_enable_print'), true),
  };
}

export function normalizeReceiptStore(raw: unknown): ReceiptStore {
  const r = isRecord(raw) ? raw : {};
  const currency = text(pick(r, 'currency')).toUpperCase();
  return {
    name: text(pick(r, 'storeName', 'store_name', 'name')),
    address: text(pick(r, 'address')),
    phone: text(pick(r, 'phone')),
    email: text(pick(r, 'email')),
    image: text(pick(r, 'image')) || null,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
    language: text(pick(r, 'receipt_language', 'receiptLanguage', 'language')) || null,
  };
}

/** A decimal amount from the wire in minor units; anything unreadable counts as 0, never NaN. */
export function amountToMinor(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  return toMinorUnits(n) ?? Math.round(n * 100);
}

/** The receipt number: token number plus the current date (spec 2 section 2.12), e.g. "7-20261123". */
export function receiptNumber(tokenNo: number | null, date: Date): string {
  const day = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
  return tokenNo ? `${tokenNo}-${day}` : day;
}

/** The catalogue key of a dining option's label ("DINEIN" → dineIn), null for one the POS does not name. */
export function deliveryTypeKey(value: string | null | undefined): 'dineIn' | 'delivery' | 'takeAway' | null {
  switch ((value ?? '').toLowerCase()) {
    case 'dinein':
      return 'dineIn';
    case 'delivery':
      return 'delivery';
    case 'takeaway':
      return 'takeAway';
    default:
      return null;
  }
}

/** "DINEIN" → "Dine-In": the dining options as the POS names them (in English). */
export function deliveryTypeLabel(value: string | null | undefined): string {
  switch ((value ?? '').toLowerCase()) {
    case 'dinein':
      return 'Dine-In';
    case 'delivery':
      return 'Delivery';
    case 'takeaway':
      return 'Take Away';
    default:
      return value ?? '';
  }
}
