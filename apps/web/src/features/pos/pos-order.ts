import type { TCreateOrderBody, TCustomerType, TDeliveryType, TQrOrder } from '@mise/contracts';
import type { Cart, CartLine, CartMenuItem } from './cart';
import { buildLine, EMPTY_CART } from './cart';

/**
 * Everything the POS is building besides the cart lines (spec 1 section 4): who orders (walk-in
 * until a customer is chosen), how they dine, at which table, and the QR order the cart came from.
 */
export interface PosCustomer {
  phone: string;
  name: string;
}

export interface PosOrder {
  cart: Cart;
  customer: PosCustomer | null;
  deliveryType: TDeliveryType;
  tableId: number | null;
  /** The party's size, when given: the covers, and a service charge may depend on it. */
  guests: number | null;
  /** The seat the next items go to (a split by seat pays them apart); null: shared by the table. */
  seat: number | null;
  /** The course the next items go to (later courses are held until fired); null: none. */
  course: number | null;
  /** The QR order loaded into the cart; sent as selectedQrOrderItem so the server closes it. */
  selectedQrOrderId: number | null;
}

/** The dining options; `labelKey` is the option's name in the POS catalogue (pos.json). */
export const DINING_OPTIONS: ReadonlyArray<{ value: TDeliveryType; labelKey: string }> = [
  { value: 'dinein', labelKey: 'dineIn' },
  { value: 'delivery', labelKey: 'delivery' },
  { value: 'takeaway', labelKey: 'takeAway' },
];

/** New: empty cart, no customer (WALKIN), no QR order; the dining option is kept as chosen. */
export function newOrder(deliveryType: TDeliveryType = 'dinein'): PosOrder {
  return {
    cart: EMPTY_CART,
    customer: null,
    deliveryType,
    tableId: null,
    guests: null,
    seat: null,
    course: null,
    selectedQrOrderId: null,
  };
}

/** The Guests field: a whole number from 1 to 100, anything else (or nothing) none. */
export function guestsOf(typed: string): number | null {
  const n = Number(typed);
  return typed.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
}

export function customerTypeOf(order: Pick<PosOrder, 'customer'>): TCustomerType {
  return order.customer ? 'CUSTOMER' : 'WALKIN';
}

/**
 * The request body of create-order. Only ids, quantities and notes matter to the server, which
 * prices everything from the database; the screen's totals ride along as the spec's payload does,
 * for the record only.
 */
export function orderBody(
  order: PosOrder,
  extra: {
    paymentTypeId?: number | null;
    totals?: { itemsTotal: number; taxTotal: number; payableTotal: number };
  } = {},
): TCreateOrderBody {
  return {
    cart: order.cart.map((line) => ({
      id: line.item.id,
      quantity: line.quantity,
      notes: line.notes,
      ...(line.seat === null ? {} : { seat: line.seat }),
      ...(line.course == null ? {} : { course: line.course }),
      variant_id: line.variant_id,
      addons_ids: line.addons_ids,
    })),
    deliveryType: order.deliveryType,
    customerType: customerTypeOf(order),
    customerId: order.customer?.phone ?? null,
    tableId: order.tableId,
    ...(order.guests === null ? {} : { guests: order.guests }),
    selectedQrOrderItem: order.selectedQrOrderId,
    ...(extra.paymentTypeId ? { paymentTypeId: extra.paymentTypeId } : {}),
    ...(extra.totals
      ? {
          netTotal: extra.totals.itemsTotal / 100,
          taxTotal: extra.totals.taxTotal / 100,
          total: extra.totals.payableTotal / 100,
        }
      : {}),
  };
}

/**
 * A QR order as the POS loads it: its lines rebuilt from the current menu, its table and its
 * customer. Lines whose item, variant or addon left the menu are reported, not silently dropped.
 */
export function orderFromQrOrder(
  qrOrder: TQrOrder,
  menu: readonly CartMenuItem[],
  deliveryType: TDeliveryType,
): { order: PosOrder; missing: string[] } {
  const byId = new Map(menu.map((item) => [item.id, item]));
  let cart: Cart = EMPTY_CART;
  const missing: string[] = [];
  for (const qrLine of qrOrder.items) {
    const item = byId.get(qrLine.item_id);
    try {
      if (!item) throw new Error('gone');
      const line: CartLine = buildLine(cart, item, {
        variantId: qrLine.variant_id,
        addonIds: qrLine.addons.map((a) => a.id),
        quantity: qrLine.quantity,
        notes: qrLine.notes,
      });
      cart = [...cart, line];
    } catch {
      missing.push(qrLine.item_title);
    }
  }
  const customer =
    qrOrder.customer_type === 'CUSTOMER' && qrOrder.customer_id
      ? { phone: qrOrder.customer_id, name: qrOrder.customer_name ?? qrOrder.customer_id }
      : null;
  return {
    order: {
      cart,
      customer,
      deliveryType: qrOrder.table_id ? 'dinein' : deliveryType,
      tableId: qrOrder.table_id,
      guests: null,
      seat: null,
      course: null,
      selectedQrOrderId: qrOrder.id,
    },
    missing,
  };
}
