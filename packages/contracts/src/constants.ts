/**
 * Constants and message texts the web's first-load screens (the dashboard shell, POS, orders,
 * kitchen) need, in a module without zod: importing them from here (`@mise/contracts/constants`)
 * keeps zod and the request schemas out of those screens' bundles. Each topic's module re-exports
 * its own, so the barrel and the server see them where they always were.
 */

/** Header carrying a client-generated key: a retried create (POS order, QR order) returns the first result, never a second. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** At most this many orders on one receipt (a table's open orders; far above any real table). */
export const MAX_RECEIPT_ORDERS = 50;

export const MAX_LINE_QUANTITY = 1000;

export const AVAILABILITY_MESSAGES = {
  kind: 'Please choose an item, a variant or an addon!',
  countLeft: 'Please enter the portions left (0 to 100000), or leave it empty!',
  targetNotFound: 'Menu item not found!',
  saved: 'Availability saved!',
  soldOut: (name: string) => `${name} is sold out!`,
  notEnough: (name: string, left: number) => `Only ${left} left of ${name}!`,
} as const;

export const POS_QR_ORDER_MESSAGES = {
  notFound: 'QR order not found!',
  alreadyHandled: 'This QR order was already handled!',
  status: 'Please provide a valid status!',
  cancelled: 'QR order cancelled!',
  completed: 'QR order marked as handled!',
  cancelledAll: 'QR orders cleared!',
  /** Spec 1 section 8: the POS shows it when clearing or removing QR orders fails. */
  clearFailed: "We're getting issue while clearing orders! Please try later!",
  /** Spec 1 section 5: asked before clearing all or removing one. */
  confirm: 'Are you sure? This process is irreversible!',
} as const;

export const CUSTOMER_MESSAGES = {
  phone: "Please Provide Customer's Phone!",
  name: "Please Provide Customer's Name!",
  email: 'Please Provide Valid Email!',
  validPhone: 'Please provide valid phone no.!',
  birthDate: "Birth date can't be later than today!",
  validBirthDate: 'Please provide a valid birth date!',
  gender: 'Please select a valid gender!',
  notFound: 'Customer not found!',
  taken: 'A customer with this phone already exists!',
  invalid: 'Invalid request!',
} as const;

export const CUSTOMER_DISPLAY_NAMESPACE = '/customer-display';

export const DEFAULT_KITCHEN_AGE_LIMITS = { waitingMinutes: 10, lateMinutes: 20 } as const;
