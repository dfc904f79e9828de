import { isValidPhone, NOTE_MAX_LENGTH } from '@mise/domain';
import { z } from 'zod';
import type { TAvailabilityKind } from './availability';
import { id } from './common';
import type { TServiceChargeSetting } from './discounts';
import type { TMenuItem } from './menu-items';
import type { TTranslations } from './translations';

/**
 * The diner's public QR menu and its place-order call (spec 2 sections 2.14, 2.15, 4, 5, 7).
 * Nothing here needs a session; the store is named by its random public code in the path.
 */

export const QR_MENU_MESSAGES = {
  /** Unknown code (or none): the page shows it as its heading. */
  brokenLink: 'Broken Link!',
  /** The store switched its QR menu off (or cannot serve it now). */
  menuNotAvailable: 'Menu Not Available!',
  orderingDisabled: 'Ordering from the QR menu is not available at this store!',
  invalidTable: 'This table link is not valid! Please scan the QR code on your table again.',
  emptyCart: 'Your cart is empty',
  itemUnavailable: 'An item in your cart is no longer available! Please review your cart.',
  optionUnavailable: 'A choice in your cart is no longer available! Please review your cart.',
  customerName: 'Name is Required.',
  customerPhone: 'Enter a valid phone number.',
  notes: `Notes can be at most ${NOTE_MAX_LENGTH} characters!`,
  quantity: 'Please provide a valid quantity!',
  invalidRequest: 'Invalid request!',
  placed: 'Order placed! The restaurant has received it.',
} as const;

/** Most lines and most of one item a single QR order may carry (a table, not a warehouse). */
export const QR_ORDER_LIMITS = { maxLines: 50, maxQuantity: 99, maxAddonsPerLine: 20 } as const;

export const QrMenuParams = z.object({
  qrcode: z.string().trim().min(1).max(64),
});

/** `tableId` is the signed table reference from the table's QR link (`?table=` on the page). */
export const QrMenuQuery = z.object({
  tableId: z.string().trim().max(512).optional(),
});

/** Store details a diner may see: nothing private (no ids, codes, timezone or account data). */
export interface TQrStoreSettings {
  store_name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  /** ISO 4217 code; the page shows its symbol. */
  currency: string;
  is_qr_menu_enabled: boolean;
  is_qr_order_enabled: boolean;
  /** The store's language (issue 23): the menu's own names are in it; a diner's fallback. */
  language: string;
}

export interface TQrCategory {
  id: number;
  title: string;
  /** Its name in other languages; a language without one shows `title`. */
  translations?: TTranslations;
}

/** A menu item as a diner sees it: the editor's fields less the private ones (net price/cost). */
export type TQrMenuItem = Omit<TMenuItem, 'net_price'>;

export interface TQrStoreTable {
  id: number;
  table_title: string;
  floor: string;
}

export interface TQrMenuResponse {
  storeSettings: TQrStoreSettings;
  categories: TQrCategory[];
  menuItems: TQrMenuItem[];
  /** The diner's table when the link carried a valid reference of this store; else null. */
  storeTable: TQrStoreTable | null;
  /** The store's service charge, so the diner's summary shows what the bill will charge. */
  serviceCharge: TServiceChargeSetting;
  /** Items, variants and addons sold out right now (86): shown, but not orderable. */
  soldOut: Array<{ kind: TAvailabilityKind; id: number }>;
}

// ---------------------------------------------------------------- place order

/**
 * One cart line as the spec's client sends it (spec 2 section 3, "Cart line"). Only the item, the
 * chosen variant and addons, the quantity and the notes are read: every price, title and tax is
 * taken from the database, so whatever else the line says (price, tax_rate...) changes nothing.
 */
export const QrCartLine = z.looseObject({
  id: id(QR_MENU_MESSAGES.invalidRequest),
  quantity: z.coerce
    .number({ error: QR_MENU_MESSAGES.quantity })
    .int(QR_MENU_MESSAGES.quantity)
    .min(1, QR_MENU_MESSAGES.quantity)
    .max(QR_ORDER_LIMITS.maxQuantity, QR_MENU_MESSAGES.quantity),
  notes: z
    .string({ error: QR_MENU_MESSAGES.notes })
    .trim()
    .max(NOTE_MAX_LENGTH, QR_MENU_MESSAGES.notes)
    .nullish()
    .transform((v) => (v ? v : null)),
  variant_id: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      id(QR_MENU_MESSAGES.invalidRequest).nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
  addons_ids: z
    .array(id(QR_MENU_MESSAGES.invalidRequest), { error: QR_MENU_MESSAGES.invalidRequest })
    .max(QR_ORDER_LIMITS.maxAddonsPerLine, QR_MENU_MESSAGES.invalidRequest)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});
export type TQrCartLine = z.input<typeof QrCartLine>;

export const QR_CUSTOMER_TYPES = ['WALKIN', 'CUSTOMER'] as const;
export type TQrCustomerType = (typeof QR_CUSTOMER_TYPES)[number];

const QrCustomer = z
  .object({
    name: z.string({ error: QR_MENU_MESSAGES.customerName }).trim().max(120, QR_MENU_MESSAGES.customerName),
    phone: z.string({ error: QR_MENU_MESSAGES.customerPhone }).trim(),
  })
  .nullish();

/**
 * POST /qrmenu/{qrcode}/place-order. A guest (WALKIN) is stored as name Guest without a phone; a
 * CUSTOMER needs a name and a valid phone (spec 2 section 5).
 */
export const QrPlaceOrderBody = z
  .object({
    // QR orders carry no delivery type (spec 2 section 4: sent as null); whatever arrives is dropped.
    deliveryType: z
      .unknown()
      .optional()
      .transform(() => null),
    cartItems: z
      .array(QrCartLine, { error: QR_MENU_MESSAGES.emptyCart })
      .min(1, QR_MENU_MESSAGES.emptyCart)
      .max(QR_ORDER_LIMITS.maxLines, QR_MENU_MESSAGES.invalidRequest),
    customerType: z.enum(QR_CUSTOMER_TYPES, { error: QR_MENU_MESSAGES.invalidRequest }),
    customer: QrCustomer,
    tableId: z
      .string({ error: QR_MENU_MESSAGES.invalidTable })
      .trim()
      .max(512, QR_MENU_MESSAGES.invalidTable)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (body.customerType !== 'CUSTOMER') return;
    if (!body.customer?.name) {
      ctx.addIssue({ code: 'custom', path: ['customer', 'name'], message: QR_MENU_MESSAGES.customerName });
    } else if (!body.customer.phone || !isValidPhone(body.customer.phone)) {
      ctx.addIssue({ code: 'custom', path: ['customer', 'phone'], message: QR_MENU_MESSAGES.customerPhone });
    }
  });
export type TQrPlaceOrderBody = z.input<typeof QrPlaceOrderBody>;

export interface TQrPlaceOrderResponse {
  message: string;
  qrOrderId: number;
}
