/**
 * The diner pages' texts. Kept here rather than imported from @mise/contracts so the public menu's
 * code never pulls in zod and the request schemas (the contract holds the same words for the server).
 */
export const QR_TEXTS = {
  brokenLink: 'Broken Link!',
  menuNotAvailable: 'Menu Not Available!',
  loadError: 'Error loading details! Please try later!',
  emptyCart: 'Your cart is empty',
  customerName: 'Name is Required.',
  customerPhone: 'Enter a valid phone number.',
  orderFailed: 'Order Failed',
  tryAgain: 'Try Again !',
} as const;

/** Header of a place-order retry (IDEMPOTENCY_HEADER in the contract). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
