import { z } from 'zod';
import { InvoiceOrdersBody } from './invoices';

/**
 * A guest's receipt as a link (issue 29 §3): staff ask for a signed link to the receipt of a table's
 * orders and hand it to the guest as a QR code or by e-mail; the link opens the receipt without a
 * login, and names those orders of that store only.
 */
export const RECEIPT_LINK_MESSAGES = {
  invalidLink: 'This receipt link is not valid.',
  expired: 'This receipt link has expired. Please ask the restaurant for a new one.',
} as const;

/** How long a receipt link opens the receipt. */
export const RECEIPT_LINK_DAYS = 30;

/** A signed receipt link: base64url payload, a tilde, base64url signature (no dot: it is a page path). */
export const RECEIPT_LINK_PATTERN = /^[A-Za-z0-9_-]{1,400}~[A-Za-z0-9_-]{20,100}$/;

/** POST /receipt-links: the orders whose receipt the guest gets. */
export const ReceiptLinkBody = InvoiceOrdersBody;
export type TReceiptLinkBody = z.input<typeof ReceiptLinkBody>;

/** The receipt's page on this site, and when the link stops working. */
export const ReceiptLinkResponse = z.object({ path: z.string(), expiresAt: z.string() });
export type TReceiptLink = z.infer<typeof ReceiptLinkResponse>;

/** GET /receipt-links/{link} (public). */
export const ReceiptLinkParams = z.object({
  link: z.string().max(520).regex(RECEIPT_LINK_PATTERN, RECEIPT_LINK_MESSAGES.invalidLink),
});
