import { z } from 'zod';

/**
 * The customer display (issue 18, CUSTOMER_DISPLAY): a second screen facing the guest, linked to a
 * till. The till sends what the guest should see (its cart and totals, computed there by the
 * domain's pricing; the tip question; the thank-you) and the server relays it to the display the
 * till linked, within the till's own store; the guest's tip goes back to the till, which alone takes
 * the payment (the server prices it as always).
 */

export { CUSTOMER_DISPLAY_NAMESPACE } from './constants';

export const CUSTOMER_DISPLAY_MESSAGES = {
  displayNotFound: 'Customer display not found! Open /customer-display on the display and try again.',
  notLinked: 'No customer display is linked to this till.',
  linked: 'Customer display linked!',
} as const;

/** The display's short name, shown on it and in the till's list: from its device id. */
export function displayCodeOf(deviceId: string): string {
  return deviceId.replace(/-/g, '').slice(0, 4).toUpperCase();
}

const minor = z.number().int().min(0).max(1_000_000_000);
const text = (max = 120) => z.string().max(max);
const currency = z.string().regex(/^[A-Z]{3}$/);

export const DisplayCartLine = z.object({
  title: text(),
  /** Variant and addon titles. */
  options: z.array(text()).max(30),
  quantity: z.number().int().min(1).max(10_000),
  /** The line's total before discounts (minor units). */
  total: minor,
  /** What a discount took off the line (minor units), 0 when none. */
  discount: minor,
});
export type TDisplayCartLine = z.infer<typeof DisplayCartLine>;

export const DisplayTotals = z.object({
  itemsTotal: minor,
  discount: minor,
  serviceCharge: minor,
  tax: minor,
  total: minor,
});
export type TDisplayTotals = z.infer<typeof DisplayTotals>;

/** What the display shows; sent by the till, relayed as is. Amounts in minor units. */
export const DisplayState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('idle') }),
  z.object({
    kind: z.literal('cart'),
    currency,
    lines: z.array(DisplayCartLine).max(300),
    totals: DisplayTotals,
  }),
  z.object({
    kind: z.literal('tip'),
    currency,
    /** Names this question: the till takes only the answer to its latest one. */
    requestId: z.string().min(1).max(64),
    /** What the guest pays now, before the tip. */
    amount: minor,
    /** The store's tip presets, in percent (Settings → Checkout). */
    presets: z.array(z.number().min(0).max(100)).max(6),
  }),
  z.object({ kind: z.literal('thanks'), currency, paid: minor, tip: minor }),
]);
export type TDisplayState = z.infer<typeof DisplayState>;

/** The guest's answer to a tip question. */
export const DisplayTipChoice = z.object({
  requestId: z.string().min(1).max(64),
  /** The tip in minor units; 0 for "No tip". */
  tip: minor,
  /** The preset the guest tapped, null for a custom amount or no tip. */
  percent: z.number().min(0).max(100).nullable(),
});
export type TDisplayTipChoice = z.infer<typeof DisplayTipChoice>;

/** GET /customer-display/init (CUSTOMER_DISPLAY): what the display shows while idle. */
export const CustomerDisplayInitResponse = z.object({
  storeName: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  /** The language the display speaks to the guest in: the store's receipt language, else its own. */
  language: z.string(),
  displayId: z.string(),
  code: z.string(),
});
export type TCustomerDisplayInit = z.infer<typeof CustomerDisplayInitResponse>;

/** GET /customer-display/displays (POS): the store's displays connected now, for a till to link. */
export const CustomerDisplayListResponse = z.array(
  z.object({ id: z.string(), code: z.string(), name: z.string() }),
);
export type TCustomerDisplayListItem = z.infer<typeof CustomerDisplayListResponse>[number];

export type TLinkAnswer = { ok: true } | { ok: false; message: string };

/**
 * Socket.IO namespace /customer-display, authenticated by the staff session cookie;
 * `auth: { role: 'till' }` (POS) or `auth: { role: 'display' }` (CUSTOMER_DISPLAY).
 */
export interface CustomerDisplayClientEvents {
  /** Till: link this till to one of its store's displays (null: unlink). */
  link: (payload: { displayId: string | null }, answer: (result: TLinkAnswer) => void) => void;
  /** Till: what the linked display should show now. */
  show: (state: TDisplayState) => void;
  /** Display: asks the tills linked to it for what to show (after it connects). */
  hello: (payload: Record<string, never>) => void;
  /** Display: the guest's tip. */
  tip_choice: (choice: TDisplayTipChoice) => void;
}

export interface CustomerDisplayServerEvents {
  /** To a display: what to show. */
  show: (state: TDisplayState) => void;
  /** To a till: its display came (back) and wants the current state. */
  display_hello: (payload: Record<string, never>) => void;
  /** To a till: the guest's tip answer. */
  tip_choice: (choice: TDisplayTipChoice) => void;
}
