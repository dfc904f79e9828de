import type { TOrder, TOrderItem } from '../orders/api/order-types';

/** Orders and lines as GET /kitchen answers them, for the kitchen screen's unit tests. */

export function order(id: number, date: string, extra: Partial<TOrder> = {}): TOrder {
  return {
    id,
    date,
    delivery_type: 'dinein',
    customer_type: 'WALKIN',
    customer_id: null,
    customer_name: null,
    status: 'created',
    payment_status: 'pending',
    token_no: id,
    table_id: null,
    table_title: null,
    floor: null,
    invoice_id: null,
    bill_id: null,
    items_total: 0,
    tax_total: 0,
    payable_total: 0,
    discount: null,
    discount_total: 0,
    comp_total: 0,
    guests: null,
    service_charge: 0,
    service_charge_tax: 0,
    items: [],
    ...extra,
  };
}

export function item(id: number, status: TOrderItem['status'], itemId = 1): TOrderItem {
  return {
    id,
    order_id: 1,
    item_id: itemId,
    item_title: 'Soup',
    variant_id: null,
    variant_title: null,
    variant_price: null,
    quantity: 1,
    seat: null,
    course: null,
    fired_at: null,
    held: false,
    status,
    date: '2026-01-01T10:00:00Z',
    addons: [],
    notes: null,
    unit_price: 1,
    line_total: 1,
    tax_amount: 0,
    net_amount: 1,
    tax_title: null,
    tax_rate: null,
    tax_type: null,
    discount: null,
    discount_amount: 0,
    adjustment: null,
  };
}
