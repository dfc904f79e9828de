import { MAX_COURSE, MIN_COURSE, NOTE_MAX_LENGTH } from '@mise/domain';
import { z } from 'zod';
import type { TAvailability } from './availability';
import { id, optionalId } from './common';
import { MAX_LINE_QUANTITY } from './constants';
import { COURSE_MESSAGES } from './course-messages';
import type { TServiceChargeSetting } from './discounts';
import type { TMenuItem } from './menu-items';
import type { TPaymentType, TPrintSetting, TStoreSetting, TStoreTable } from './settings';

/** Requests and responses of the POS screen (spec 1 sections 2 POS, 3, 4, 5 and 7). */

export const ORDER_MESSAGES = {
  emptyCart: 'Cart is empty!',
  invalid: 'Invalid request!',
  quantity: 'Please provide valid quantity!',
  notes: 'Notes can be at most 100 characters!',
  itemNotFound: 'Menu item not found!',
  variantNotFound: 'Variant not found!',
  addonNotFound: 'Addon not found!',
  tableNotFound: 'Table not found!',
  customerNotFound: 'Customer not found!',
  customerRequired: "Please Provide Customer's Phone!",
  customerPhone: 'Please provide valid phone no.!',
  paymentTypeNotFound: 'Payment type not found!',
  qrOrderNotFound: 'QR order not found!',
  qrOrderHandled: 'This QR order was already handled!',
  /** Not in the spec: a seat is a guest's place at the table, 1 to 100. */
  seat: 'Please choose a seat from 1 to 100!',
  /** Not in the spec: the party's size, for the covers and a service charge from a party size. */
  guests: 'Please enter the number of guests (1 to 100)!',
  /** Not in the spec: the menu kept changing while an order was written (it is priced again each time). */
  menuChanged: 'The menu changed while sending this order. Please send it again!',
  idempotencyKey: 'Invalid Idempotency-Key header!',
  orderSent: 'Order sent to Kitchen!',
  orderPaidAndSent: 'Payment collected & Order sent to Kitchen!',
} as const;

export const IdempotencyKey = z
  .string({ error: ORDER_MESSAGES.idempotencyKey })
  .trim()
  .min(1, ORDER_MESSAGES.idempotencyKey)
  .max(200, ORDER_MESSAGES.idempotencyKey)
  .regex(/^[\x21-\x7e]+$/, ORDER_MESSAGES.idempotencyKey);

export { MAX_LINE_QUANTITY };
export const MAX_CART_LINES = 200;
export const MAX_ADDONS_PER_LINE = 50;

export const DELIVERY_TYPES = ['dinein', 'delivery', 'takeaway'] as const;
export type TDeliveryType = (typeof DELIVERY_TYPES)[number];
export const CUSTOMER_TYPES = ['WALKIN', 'CUSTOMER'] as const;
export type TCustomerType = (typeof CUSTOMER_TYPES)[number];

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * One cart line as the POS keeps it: the menu item (its `id`), quantity, notes, variant_id and
 * addons_ids. Whatever else the client sends with it (price, titles, variant and addon objects) is
 * dropped: the server prices every line from the database.
 */
export const CartLine = z.preprocess(
  (line) => {
    // A line may name its item as item_id (the QR order's wording) instead of the menu item's id.
    if (line && typeof line === 'object' && !Array.isArray(line)) {
      const l = line as Record<string, unknown>;
      return { ...l, id: l.id ?? l.item_id };
    }
    return line;
  },
  z.object({
    id: id(ORDER_MESSAGES.itemNotFound),
    quantity: z.coerce
      .number({ error: ORDER_MESSAGES.quantity })
      .int(ORDER_MESSAGES.quantity)
      .min(1, ORDER_MESSAGES.quantity)
      .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantity),
    notes: z
      .string({ error: ORDER_MESSAGES.notes })
      .trim()
      .max(NOTE_MAX_LENGTH, ORDER_MESSAGES.notes)
      .nullish()
      .transform((v) => (v ? v : null)),
    variant_id: optionalId(ORDER_MESSAGES.variantNotFound),
    /** The guest's seat (split by seat); missing or null: shared by the table. */
    seat: z
      .preprocess(
        blankToNull,
        z.coerce
          .number({ error: ORDER_MESSAGES.seat })
          .int(ORDER_MESSAGES.seat)
          .min(1, ORDER_MESSAGES.seat)
          .max(100, ORDER_MESSAGES.seat)
          .nullable(),
      )
      .optional()
      .transform((v) => v ?? null),
    /** The line's course (1 starter, 2 main, 3 dessert… up to 5); missing or null: none, never held. */
    course: z
      .preprocess(
        blankToNull,
        z.coerce
          .number({ error: COURSE_MESSAGES.course })
          .int(COURSE_MESSAGES.course)
          .min(MIN_COURSE, COURSE_MESSAGES.course)
          .max(MAX_COURSE, COURSE_MESSAGES.course)
          .nullable(),
      )
      .optional()
      .transform((v) => v ?? null),
    addons_ids: z
      .preprocess(
        (v) => (v === null || v === undefined ? [] : v),
        z.array(id(ORDER_MESSAGES.addonNotFound)).max(MAX_ADDONS_PER_LINE, ORDER_MESSAGES.invalid),
      )
      // Ticking the same addon twice is one addon.
      .transform((ids) => [...new Set(ids)]),
  }),
);
export type TCartLineInput = z.input<typeof CartLine>;
export type TCartLine = z.output<typeof CartLine>;

/** A QR order the cart was loaded from: its id, or the QR order object itself (its `id`). */
const selectedQrOrder = z.preprocess((v) => {
  if (v && typeof v === 'object' && !Array.isArray(v)) return (v as { id?: unknown }).id ?? null;
  return blankToNull(v);
}, id(ORDER_MESSAGES.qrOrderNotFound).nullable());

/**
 * POST /pos/create-order. Prices and totals a client sends (netTotal, taxTotal, total, itemsTotal,
 * payableTotal, or a price on a line) are accepted and ignored.
 */
export const CreateOrderBody = z.object({
  cart: z
    .array(CartLine, { error: ORDER_MESSAGES.emptyCart })
    .min(1, ORDER_MESSAGES.emptyCart)
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines per order!`),
  deliveryType: z.preprocess(
    blankToNull,
    z.enum(DELIVERY_TYPES, { error: 'Please select a valid dining option!' }).nullable(),
  ),
  customerType: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'WALKIN' : v),
    z.enum(CUSTOMER_TYPES, { error: ORDER_MESSAGES.invalid }),
  ),
  /** The customer's phone (customers are keyed by phone); only used when customerType is CUSTOMER. */
  customerId: z.preprocess(
    blankToNull,
    z
      .union([z.string().trim().max(20, ORDER_MESSAGES.customerPhone), z.number().transform(String)], {
        error: ORDER_MESSAGES.customerPhone,
      })
      .nullable(),
  ),
  tableId: optionalId(ORDER_MESSAGES.tableNotFound),
  /** The party's size (covers), optional. */
  guests: z
    .preprocess(
      blankToNull,
      z.coerce
        .number({ error: ORDER_MESSAGES.guests })
        .int(ORDER_MESSAGES.guests)
        .min(1, ORDER_MESSAGES.guests)
        .max(100, ORDER_MESSAGES.guests)
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
  selectedQrOrderItem: selectedQrOrder.optional().transform((v) => v ?? null),
  paymentTypeId: optionalId(ORDER_MESSAGES.paymentTypeNotFound)
    .optional()
    .transform((v) => v ?? null),
  // Client totals: part of the spec's payload, never trusted.
  netTotal: z.unknown().optional(),
  itemsTotal: z.unknown().optional(),
  taxTotal: z.unknown().optional(),
  total: z.unknown().optional(),
  payableTotal: z.unknown().optional(),
});
export type TCreateOrderBody = z.input<typeof CreateOrderBody>;
export type TCreateOrderInput = z.output<typeof CreateOrderBody>;

/** POST /pos/create-order-and-invoice: the same cart, paid at once. */
export const CreateOrderAndInvoiceBody = CreateOrderBody;
export type TCreateOrderAndInvoiceBody = TCreateOrderBody;

/** Totals are decimal major units, computed by the server from the database. */
export interface TCreateOrderResponse {
  message: string;
  tokenNo: number;
  orderId: number;
  itemsTotal: number;
  /** The service charge, its tax left out (that is in taxTotal). */
  serviceChargeTotal: number;
  taxTotal: number;
  payableTotal: number;
  /** Set by create-order-and-invoice. */
  invoiceId?: number;
}

// ---------------------------------------------------------------- GET /pos/open-tables

/**
 * A table with open orders, as the POS shows it when the table is chosen: what its unpaid orders
 * cost, what its bill has taken so far and what is still due (major units).
 */
export interface TPosOpenTable {
  table_id: number;
  table_title: string | null;
  open_orders: number;
  payable: number;
  paid: number;
  due: number;
}

// ---------------------------------------------------------------- GET /pos/init

export interface TPosCategory {
  id: number;
  title: string;
}

/** A menu item as the POS grid and cart use it (spec 1 section 3). */
export type TPosMenuItem = Omit<TMenuItem, 'net_price'>;

/** Print settings with the spec's two named fields (page_format, is_enable_print) as well. */
export type TPosPrintSettings = TPrintSetting & { page_format: number; is_enable_print: boolean };

export interface TPosInit {
  categories: TPosCategory[];
  menuItems: TPosMenuItem[];
  /** Only active payment types. */
  paymentTypes: TPaymentType[];
  printSettings: TPosPrintSettings;
  /** Includes currency and timezone. */
  storeSettings: TStoreSetting;
  storeTables: TStoreTable[];
  /** The store's service charge, so the POS shows the total the server will charge. */
  serviceCharge: TServiceChargeSetting;
  /** What is sold out or counted (86); GET /availability answers the same when it changes. */
  availability: TAvailability[];
}
