import { z } from 'zod';
import { id, optionalId } from './common';
import type { TDiscount } from './discounts';
import type { TLineAdjustment } from './line-adjustments';
import type { TCustomerType, TDeliveryType } from './pos';
import type { TPrinterAbilities } from './printing';
import type { TPaymentType, TPrintSetting, TStoreSetting } from './settings';

/** Requests and responses of the Orders screen (spec 1 sections 2 Orders, 3, 4 and 7). */

export const ORDER_ITEM_STATUSES = ['created', 'preparing', 'completed', 'delivered', 'cancelled'] as const;
export type TOrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
export const ORDER_STATUSES = ['created', 'completed', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The title the screens show for the group of orders without a table (its table_id is null). */
export const DINE_OUT_GROUP_TITLE = 'Dine Out / Delivery';

export const ORDERS_MESSAGES = {
  invalidStatus: 'Please select a valid status!',
  noOrders: 'Please select orders!',
  orderNotFound: 'Order not found!',
  orderItemNotFound: 'Order item not found!',
  paymentTypeNotFound: 'Payment type not found!',
  orderClosed: 'This order is already completed or cancelled!',
  orderPaid: 'This order is already paid!',
  /** Not in the spec: cancelling would leave its money on record for an order never served. */
  paidOrderNotCancelled: 'A paid order cannot be cancelled: refund its invoice instead!',
  statusUpdated: 'Status updated!',
  ordersCancelled: 'Orders cancelled!',
  ordersCompleted: 'Orders completed!',
  ordersPaid: 'Payment collected & orders completed!',
} as const;

const itemStatus = z.enum(ORDER_ITEM_STATUSES, { error: ORDERS_MESSAGES.invalidStatus });

/** POST /orders/update-status/{id} (id is the order item's): the Orders screen may set any status. */
export const OrderItemStatusBody = z.object({ status: itemStatus });
export type TOrderItemStatusBody = z.input<typeof OrderItemStatusBody>;

/** The order ids of a table group. */
export const OrderIds = z
  .array(id(ORDERS_MESSAGES.orderNotFound), { error: ORDERS_MESSAGES.noOrders })
  .min(1, ORDERS_MESSAGES.noOrders)
  .max(500, ORDERS_MESSAGES.noOrders)
  .transform((ids) => [...new Set(ids)]);

/** POST /orders/cancel, /orders/complete and /orders/complete-order-payment-summary. */
export const OrderIdsBody = z.object({ orderIds: OrderIds });
export type TOrderIdsBody = z.input<typeof OrderIdsBody>;

/** POST /orders/complete-and-pay-order. Client totals (subTotal, taxTotal, total) are ignored. */
export const CompleteAndPayBody = z.object({
  orderIds: OrderIds,
  paymentTypeId: optionalId(ORDERS_MESSAGES.paymentTypeNotFound)
    .optional()
    .transform((v) => v ?? null),
  subTotal: z.unknown().optional(),
  taxTotal: z.unknown().optional(),
  total: z.unknown().optional(),
});
export type TCompleteAndPayBody = z.input<typeof CompleteAndPayBody>;

export interface TOrderedAddon {
  id: number;
  title: string;
  /** Major units, as it was when ordered. */
  price: number;
}

/** Amounts are decimal major units. */
export interface TOrderItem {
  id: number;
  order_id: number;
  item_id: number | null;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  variant_price: number | null;
  quantity: number;
  status: TOrderItemStatus;
  /** ISO timestamp of when the line was ordered. */
  date: string;
  addons: TOrderedAddon[];
  notes: string | null;
  /** The guest's seat, when recorded; null for a line the table shares. */
  seat: number | null;
  /** The line's course (1 starter, 2 main, 3 dessert…), null when it has none. */
  course: number | null;
  /** ISO timestamp of when its course was fired; null while held (or for a line without a course). */
  fired_at: string | null;
  /** Held: it has a course not fired yet, so the kitchen must not make it. */
  held: boolean;
  unit_price: number;
  line_total: number;
  tax_amount: number;
  net_amount: number;
  tax_title: string | null;
  /** Percent, e.g. 7.25. */
  tax_rate: number | null;
  tax_type: string | null;
  /** The line's own discount, if any (its share of an order discount is in discount_amount). */
  discount: TDiscount | null;
  /** What the line's own discount and its share of the order's take off its price. */
  discount_amount: number;
  /** A void (the line is cancelled) or a comp (given free), with its reason. */
  adjustment: TLineAdjustment | null;
}

export interface TOrder {
  id: number;
  /** ISO timestamp of creation. */
  date: string;
  delivery_type: TDeliveryType | null;
  customer_type: TCustomerType;
  customer_id: string | null;
  customer_name: string | null;
  status: TOrderStatus;
  payment_status: TPaymentStatus;
  token_no: number;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  invoice_id: number | null;
  /** The open bill it is being paid on in parts, if any. */
  bill_id: number | null;
  /** Totals of the order as created (cancelled items included); see the payment summary for what is due. */
  items_total: number;
  tax_total: number;
  payable_total: number;
  /** The whole order's discount, if any. */
  discount: TDiscount | null;
  /** What every discount on the order took off its sales, tax left out. */
  discount_total: number;
  /** What comped lines would have sold for, tax left out. */
  comp_total: number;
  /** The party's size, when the staff gave it. */
  guests: number | null;
  /** The service charge, its tax left out (that is in tax_total and in service_charge_tax). */
  service_charge: number;
  service_charge_tax: number;
  items: TOrderItem[];
}

/** One card of the Orders and Kitchen screens: a table's open orders, or those without a table. */
export interface TOrderGroup {
  /** null for the 'Dine Out / Delivery' group. */
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  orders: TOrder[];
  order_ids: number[];
  /** What the group's open bills have taken so far (tips left out); 0 when nothing is part paid. */
  paid: number;
}

/** GET /orders/init. */
export interface TOrdersInit {
  storeSettings: TStoreSetting;
  printSettings: TPrintSetting & { page_format: number; is_enable_print: boolean };
  /** Only active payment types. */
  paymentTypes: TPaymentType[];
  /** The store's network printers (issue 19): which reprints the cards offer. */
  printers: TPrinterAbilities;
}

/** POST /orders/complete-order-payment-summary: cancelled items are left out of the totals. */
export interface TOrderPaymentSummary {
  subtotal: number;
  /** The service charge, its tax in taxTotal (0 when none). */
  serviceCharge: number;
  taxTotal: number;
  total: number;
  orders: TOrder[];
}

export interface TCompleteAndPayResponse {
  message: string;
  /** null when every order of the group had already been paid at the POS. */
  invoiceId: number | null;
  subtotal: number;
  serviceCharge: number;
  taxTotal: number;
  total: number;
}
