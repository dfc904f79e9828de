import type { TReceipt, TReceiptLink } from '@mise/contracts';
import { api } from '../../../lib/api-client';

/** POST /receipt-links: a signed link to the receipt of the orders, for the guest. */
export const createReceiptLink = (orderIds: number[]) =>
  api.post<TReceiptLink>('/receipt-links', { orderIds });

/** GET /receipt-links/{link} (public): the receipt the link names. */
export const getLinkedReceipt = (link: string) =>
  api.get<TReceipt>(`/receipt-links/${encodeURIComponent(link)}`);
