import { describe, expect, it } from 'vitest';
import { receiptFromContext, receiptFromOrdersResponse } from './receipt-sources';

describe('receipt from the orders endpoint', () => {
  const response = {
    subtotal: 21.5,
    taxTotal: 1.08,
    total: 22.58,
    orders: [
      {
        id: 10,
        token_no: 4,
        customer_type: 'WALKIN',
        customer_name: null,
        delivery_type: 'dinein',
        table_title: 'T1',
        items: [
          {
            id: 1,
            item_title: 'Pizza',
            variant_title: 'Large',
            addons: [{ id: 1, title: 'Olives' }],
            notes: 'No onion',
            quantity: 2,
            price: 9.75,
          },
          { id: 2, item_title: 'Soup', quantity: 1, price: 3, status: 'cancelled' },
        ],
      },
      { id: 11, token_no: 6, items: [{ id: 3, item_title: 'Tea', quantity: 1, price: 2 }] },
    ],
  };

  it('lists the lines of every order, leaving out cancelled items, with the server totals', () => {
    const receipt = receiptFromOrdersResponse(response);
    expect(receipt.lines.map((l) => l.title)).toEqual(['Pizza', 'Tea']);
    expect(receipt.lines[0]).toMatchObject({
      variantTitle: 'Large',
      addons: ['Olives'],
      notes: 'No onion',
      quantity: 2,
      unitPrice: 975,
      lineTotal: 1950,
    });
    expect(receipt).toMatchObject({ subtotal: 2150, taxTotal: 108, total: 2258, tokenNo: 4, tokens: [4, 6] });
    expect(receipt).toMatchObject({ customerType: 'WALKIN', deliveryType: 'dinein', tableTitle: 'T1' });
  });

  it("adds up the server's per-line net and tax amounts when the response states no totals", () => {
    const receipt = receiptFromOrdersResponse({
      orders: [
        {
          id: 1,
          token_no: 2,
          items: [
            {
              item_title: 'Wine',
              quantity: 2,
              unit_price: 5.5,
              line_total: 11,
              net_amount: 10,
              tax_amount: 1,
            },
            {
              item_title: 'Steak',
              quantity: 1,
              unit_price: 20,
              line_total: 20,
              net_amount: 20,
              tax_amount: 1.6,
            },
            {
              item_title: 'Gone',
              quantity: 1,
              unit_price: 9,
              line_total: 9,
              net_amount: 9,
              tax_amount: 0,
              status: 'cancelled',
            },
          ],
        },
      ],
    });
    expect(receipt).toMatchObject({ subtotal: 3000, taxTotal: 260, total: 3260 });
    expect(receipt.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [550, 1100],
      [2000, 2000],
    ]);
  });

  it('adds the lines up when the response carries no totals', () => {
    const receipt = receiptFromOrdersResponse([
      { id: 1, items: [{ title: 'Tea', quantity: 3, price: '1.10' }] },
    ]);
    expect(receipt).toMatchObject({ subtotal: 330, taxTotal: 0, total: 330, tokenNo: null });
  });
});

describe('receipt from the POS receipt context', () => {
  it('reads the cart lines and totals the POS stored', () => {
    const receipt = receiptFromContext({
      cartItems: [
        { id: 1, title: 'Burger', quantity: 2, price: 5.5, variant: { title: 'Double' }, addons: [] },
      ],
      deliveryType: 'takeaway',
      customerType: 'CUSTOMER',
      customer: { name: 'Ada', phone: '123' },
      itemsTotal: 11,
      taxTotal: 0.55,
      payableTotal: 11.55,
      tokenNo: 9,
      orderId: 33,
    });
    expect(receipt).toMatchObject({
      tokenNo: 9,
      customerName: 'Ada',
      subtotal: 1100,
      taxTotal: 55,
      total: 1155,
    });
    expect(receipt?.lines[0]).toMatchObject({ variantTitle: 'Double', lineTotal: 1100, unitPrice: 550 });
  });

  it('has nothing to print for an empty or foreign value', () => {
    expect(receiptFromContext(null)).toBeNull();
    expect(receiptFromContext({ cartItems: [] })).toBeNull();
    expect(receiptFromContext('x')).toBeNull();
  });
});
