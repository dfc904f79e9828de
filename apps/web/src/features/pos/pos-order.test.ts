import type { TQrOrder } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { addToCart, type CartMenuItem, EMPTY_CART, setLineNotes } from './cart';
import { customerTypeOf, newOrder, orderBody, orderFromQrOrder } from './pos-order';

const burger: CartMenuItem = {
  id: 4,
  title: 'Classic Burger',
  price: 14,
  tax_rate: 8,
  tax_type: 'exclusive',
  variants: [
    { id: 41, title: 'Single', price: 14 },
    { id: 42, title: 'Double', price: 18 },
  ],
  addons: [
    { id: 401, title: 'Cheddar', price: 1.5 },
    { id: 402, title: 'Bacon', price: 2.5 },
  ],
};

describe('orderBody', () => {
  it('sends ids, quantities and notes; walk-in without a customer', () => {
    let cart = addToCart(EMPTY_CART, burger, { variantId: 42, addonIds: [402, 401], quantity: 2 });
    cart = setLineNotes(cart, cart[0].lineId, 'no onions');
    const body = orderBody({ ...newOrder(), cart, tableId: 5 });
    expect(body).toEqual({
      cart: [{ id: 4, quantity: 2, notes: 'no onions', variant_id: 42, addons_ids: [401, 402] }],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: 5,
      selectedQrOrderItem: null,
    });
  });

  it('names the customer by phone, the QR order, the payment type and the totals as decimals', () => {
    const order = {
      ...newOrder('takeaway'),
      cart: addToCart(EMPTY_CART, burger),
      customer: { phone: '555 0101', name: 'Ada' },
      selectedQrOrderId: 9,
    };
    expect(customerTypeOf(order)).toBe('CUSTOMER');
    expect(
      orderBody(order, { paymentTypeId: 2, totals: { itemsTotal: 1400, taxTotal: 112, payableTotal: 1512 } }),
    ).toMatchObject({
      customerType: 'CUSTOMER',
      customerId: '555 0101',
      deliveryType: 'takeaway',
      selectedQrOrderItem: 9,
      paymentTypeId: 2,
      netTotal: 14,
      taxTotal: 1.12,
      total: 15.12,
    });
  });
});

describe('orderFromQrOrder', () => {
  const qrOrder: TQrOrder = {
    id: 77,
    table_id: 3,
    table_title: 'T3',
    floor: 'Ground',
    customer_type: 'CUSTOMER',
    customer_id: '555 0102',
    customer_name: 'Grace',
    created_at: '2026-01-01T12:00:00Z',
    items: [
      {
        item_id: 4,
        item_title: 'Classic Burger',
        variant_id: 41,
        variant_title: 'Single',
        addons: [{ id: 401, title: 'Cheddar', price: 1.5 }],
        quantity: 2,
        notes: 'medium',
      },
      {
        item_id: 99,
        item_title: 'Gone Soup',
        variant_id: null,
        variant_title: null,
        addons: [],
        quantity: 1,
        notes: null,
      },
    ],
  };

  it('fills cart, table, customer and the selection from the current menu', () => {
    const { order, missing } = orderFromQrOrder(qrOrder, [burger], 'takeaway');
    expect(order).toMatchObject({
      customer: { phone: '555 0102', name: 'Grace' },
      tableId: 3,
      deliveryType: 'dinein',
      selectedQrOrderId: 77,
    });
    expect(order.cart).toHaveLength(1);
    expect(order.cart[0]).toMatchObject({ quantity: 2, notes: 'medium', variant_id: 41, addons_ids: [401] });
    expect(missing).toEqual(['Gone Soup']);
  });

  it('keeps a guest as walk-in', () => {
    const { order } = orderFromQrOrder(
      { ...qrOrder, customer_type: 'WALKIN', customer_id: null, customer_name: null, table_id: null },
      [burger],
      'takeaway',
    );
    expect(customerTypeOf(order)).toBe('WALKIN');
    expect(order.deliveryType).toBe('takeaway');
  });
});
