import { z } from 'zod';
import { id } from './common';
import { MAX_RECEIPT_ORDERS } from './constants';
import type { TPrinterAbilities } from './printing';

/** Invoices and the receipt print data (spec 2 sections 2.4, 2.12, 3 and 7). */

export const INVOICE_MESSAGES = {
  orderIds: 'Please select orders!',
  notFound: 'Orders not found!',
  invalid: 'Invalid request!',
} as const;

export { MAX_RECEIPT_ORDERS };

export const InvoiceOrdersBody = z.object({
  orderIds: z
    .array(id(INVOICE_MESSAGES.invalid), { error: INVOICE_MESSAGES.orderIds })
    .min(1, INVOICE_MESSAGES.orderIds)
    .max(MAX_RECEIPT_ORDERS, INVOICE_MESSAGES.invalid)
    .transform((ids) => [...new Set(ids)]),
});
export type TInvoiceOrdersBody = z.input<typeof InvoiceOrdersBody>;

/** An invoice row of the list (spec 2 section 3). Amounts in major units, two decimals at most. */
export interface TInvoice {
  invoice_id: number;
  created_at: string;
  sub_total: number;
  /** The service charge, its tax in tax_total. */
  service_charge: number;
  tax_total: number;
  total: number;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  delivery_type: string | null;
  customer_type: string;
  customer_id: string | null;
  name: string | null;
  email: string | null;
  payment_type: string | null;
  orders: Array<{ order_id: number; token_no: number }>;
  /** Refunded on the invoice so far (in the list; searches leave it out). */
  refunded?: number;
}

/** The store as the print view names it (spec 2 section 3, "Store settings"). */
export interface TPrintStoreSettings {
  store_name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  /** ISO 4217 code; screens map it to a symbol. */
  currency: string;
  timezone: string;
  /** The language receipts print in (issue 23): the store's receipt language, else its language. */
  receipt_language: string;
}

/** Print settings in the print view's form. */
export interface TPrintViewSettings {
  page_format: number;
  header: string | null;
  footer: string | null;
  show_notes: 0 | 1;
  show_store_details: 0 | 1;
  show_customer_details: 0 | 1;
  print_token: 0 | 1;
  is_enable_print: 0 | 1;
}

export interface TInvoicesInit {
  storeSettings: TPrintStoreSettings;
  printSettings: TPrintViewSettings;
  /** The store's network printers (issue 19); absent on a receipt. */
  printers?: TPrinterAbilities;
}

export interface TReceiptItem {
  id: number;
  item_id: number | null;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  variant_price: number | null;
  addons: Array<{ id: number; title: string; price: number }>;
  notes: string | null;
  seat: number | null;
  quantity: number;
  /** Variant (or base) price plus addons, per unit. */
  unit_price: number;
  /** unit_price × quantity. */
  line_total: number;
  status: string;
  /** What discounts took off the line's price: its own and its share of its order's. */
  discount_amount: number;
  discount_reason: string | null;
  /** The line's sales after discounts and its tax: what it adds to the bill is their sum. */
  net_amount: number;
  tax_amount: number;
  /** Given free on purpose: printed at its price with the comp taken off. */
  comp: boolean;
  comp_reason: string | null;
}

export interface TReceiptOrder {
  id: number;
  token_no: number;
  date: string;
  delivery_type: string | null;
  customer_type: string;
  customer_id: string | null;
  customer_name: string | null;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  status: string;
  payment_status: string;
  invoice_id: number | null;
  /** The reason of the order's own discount, if it has one. */
  discount_reason: string | null;
  guests: number | null;
  /** The order's service charge and its tax (the tax is in the receipt's taxTotal too). */
  service_charge: number;
  service_charge_tax: number;
  items: TReceiptItem[];
}

/** Everything the receipt popup prints for some orders (spec 2 section 2.12). */
export interface TReceipt {
  storeSettings: TPrintStoreSettings;
  printSettings: TPrintViewSettings;
  orders: TReceiptOrder[];
  /** The first order's token: the receipt number is the token plus the date. */
  tokenNo: number | null;
  tokenNos: number[];
  orderIds: number[];
  invoiceId: number | null;
  deliveryType: string | null;
  customerType: string;
  customer: { name: string | null; phone: string | null };
  tableId: number | null;
  table_title: string | null;
  floor: string | null;
  /** What discounts took off the orders' sales (excl. tax); subtotal is after them. */
  discountTotal: number;
  /** What comped lines would have sold for (excl. tax). */
  compTotal: number;
  /** Items net total (excl. tax), tax and payable total of the orders, cancelled orders left out. */
  subtotal: number;
  /** The orders' service charges, their tax in taxTotal. */
  serviceCharge: number;
  taxTotal: number;
  total: number;
  paymentType: string | null;
}
