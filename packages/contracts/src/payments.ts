import { z } from 'zod';
import { id, money, optionalMoney, requiredText } from './common';
import { OrderIds } from './orders';

/**
 * Taking payment in parts (issue 16): a bill gathers a table's open orders, takes several payments
 * (each with its type, an optional cash tender and a tip) and closes the orders when they cover it.
 * Amounts on the wire are decimal major units, like the rest of the API.
 */

export const PAYMENTS_MESSAGES = {
  billNotFound: 'Bill not found!',
  billPaid: 'This bill is already paid!',
  ordersOnTwoBills: 'These orders are already on two different bills!',
  billPartPaid: 'Part of this bill is paid: take the rest from its bill!',
  billChanged: 'The orders of this bill were completed or cancelled elsewhere!',
  lineAlreadyPaid: 'This line is already paid for on its bill: cancelling it would leave the bill overpaid!',
  invalidAmount: 'Please enter a valid amount!',
  invalidTendered: 'Please enter a valid cash amount!',
  invalidTip: 'Please enter a valid tip!',
  amountNotPositive: 'The amount must be more than zero!',
  amountOverDue: 'The amount is more than what is due!',
  tenderedTooLow: 'The cash given is less than the amount and the tip!',
  tipNegative: 'The tip cannot be negative!',
  tipTooLarge: 'The tip cannot be more than the whole bill!',
  paymentTypeNotFound: 'Payment type not found!',
  paymentTaken: 'Payment taken!',
  billSettled: 'Bill paid & orders completed!',
  invoiceNotFound: 'Invoice not found!',
  refundReason: 'Please enter the reason for the refund!',
  refundNotPositive: 'The refund must be more than zero!',
  refundOverPaid: 'The refund is more than what is left to refund on this invoice!',
  refundRecorded: 'Refund recorded!',
  refundLineNotFound: 'This line is not on this invoice!',
  invalidRefundQuantity: 'Please enter how many to refund!',
  refundLineOver: 'More of this line than is left to refund!',
} as const;

/** POST /payments/bills: opens the bill of these orders, or joins them to the bill they are on. */
export const OpenBillBody = z.object({ orderIds: OrderIds });
export type TOpenBillBody = z.input<typeof OpenBillBody>;

/** POST /payments/bills/{id}/payments, with an Idempotency-Key header. */
export const TakePaymentBody = z.object({
  paymentTypeId: id(PAYMENTS_MESSAGES.paymentTypeNotFound),
  amount: money(PAYMENTS_MESSAGES.invalidAmount),
  /** Cash handed over; its change is given back. */
  tendered: optionalMoney(PAYMENTS_MESSAGES.invalidTendered),
  tip: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    money(PAYMENTS_MESSAGES.invalidTip),
  ),
});
export type TTakePaymentBody = z.input<typeof TakePaymentBody>;

export interface TPayment {
  id: number;
  payment_type_id: number | null;
  payment_type: string | null;
  amount: number;
  tip: number;
  tendered: number | null;
  change: number;
  /** ISO timestamp. */
  date: string;
}

export interface TBill {
  id: number;
  status: 'open' | 'paid';
  order_ids: number[];
  /** What the orders cost, cancelled lines left out. */
  subtotal: number;
  /** The service charge, its tax in tax_total. */
  service_charge: number;
  tax_total: number;
  payable: number;
  /** Σ payments' amounts (tips left out). */
  paid: number;
  tips: number;
  due: number;
  invoice_id: number | null;
  payments: TPayment[];
}

export interface TTakePaymentResponse {
  message: string;
  bill: TBill;
  payment: TPayment;
}

/** POST /payments/invoices/{id}/refunds, with an Idempotency-Key header. */
export const RefundBody = z
  .object({
    /** An amount; ignored when lines are given (the server prices them). */
    amount: optionalMoney(PAYMENTS_MESSAGES.invalidAmount),
    /** By line: units of the invoice's lines, each priced at what the line cost. */
    lines: z
      .array(
        z.object({
          orderItemId: id(PAYMENTS_MESSAGES.refundLineNotFound),
          quantity: z
            .number({ error: PAYMENTS_MESSAGES.invalidRefundQuantity })
            .int(PAYMENTS_MESSAGES.invalidRefundQuantity)
            .min(1, PAYMENTS_MESSAGES.invalidRefundQuantity)
            .max(10_000, PAYMENTS_MESSAGES.invalidRefundQuantity),
        }),
        { error: PAYMENTS_MESSAGES.invalidRefundQuantity },
      )
      .max(200, PAYMENTS_MESSAGES.invalidRefundQuantity)
      .optional()
      .transform((v) => v ?? []),
    paymentTypeId: id(PAYMENTS_MESSAGES.paymentTypeNotFound),
    reason: requiredText(PAYMENTS_MESSAGES.refundReason, 300),
  })
  .refine((body) => body.lines.length > 0 || body.amount !== null, {
    message: PAYMENTS_MESSAGES.invalidAmount,
    path: ['amount'],
  });
export type TRefundBody = z.input<typeof RefundBody>;

/** A line of a paid invoice, as a refund by line offers it. */
export interface TRefundableLine {
  id: number;
  title: string;
  quantity: number;
  /** What the line cost (after discounts, with tax). */
  amount: number;
  /** Units already given back. */
  refunded_quantity: number;
}

export interface TRefund {
  id: number;
  amount: number;
  payment_type: string | null;
  reason: string;
  /** ISO timestamp: the day it counts in reports. */
  date: string;
}

/** An invoice's refunds: what was paid, what was given back, and what is left to refund. */
export interface TInvoiceRefunds {
  invoice_id: number;
  total: number;
  refunded: number;
  refundable: number;
  refunds: TRefund[];
  /** The invoice's lines (cancelled ones left out), for a refund by line. */
  lines: TRefundableLine[];
  /** The store's active payment types, where a refund can go back to. */
  payment_types: Array<{ id: number; title: string }>;
}

export interface TRefundResponse extends TInvoiceRefunds {
  message: string;
}
