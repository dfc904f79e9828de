import type {
  TBill,
  TInvoiceRefunds,
  TRefundBody,
  TRefundResponse,
  TTakePaymentBody,
  TTakePaymentResponse,
} from '@mise/contracts';
import { IDEMPOTENCY_HEADER } from '@mise/contracts/constants';
import { api } from '../../../lib/api-client';

/** One file for the bill and refund calls (modules/payments on the server). */

/** Opens the bill of a table's orders, or finds the one they are already on. */
export const openBill = (orderIds: number[]) => api.post<TBill>('/payments/bills', { orderIds });

export const getBill = (billId: number) => api.get<TBill>(`/payments/bills/${billId}`);

export const takePayment = (billId: number, body: TTakePaymentBody, idempotencyKey: string) =>
  api.post<TTakePaymentResponse>(`/payments/bills/${billId}/payments`, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const getRefunds = (invoiceId: number) =>
  api.get<TInvoiceRefunds>(`/payments/invoices/${invoiceId}/refunds`);

export const refundInvoice = (invoiceId: number, body: TRefundBody, idempotencyKey: string) =>
  api.post<TRefundResponse>(`/payments/invoices/${invoiceId}/refunds`, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
