import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CartError,
  type CartMenuItem,
  cartItemCount,
  decreaseQuantity,
  EMPTY_CART,
  increaseQuantity,
  MAX_LINE_QUANTITY,
  priceOf,
  refreshFromMenu,
  removeLine,
  setLineNotes,
} from './cart';
import { newOrder, orderBody } from './pos-order';

const pizza: CartMenuItem = {
  id: 3,
  title: 'Margherita Pizza',
  price: 12,
  tax_rate: 8,
  tax_type: 'exclusive',
  variants: [
    { id: 31, title: 'Regular 10"', price: 12 },
    { id: 32, title: 'Large 14"', price: 16.5 },
  ],
  addons: [
    { id: 301, title: 'Extra mozzarella', price: 2 },
    { id: 302, title: 'Basil pesto', price: 1.5 },
  ],
};
const cappuccino: CartMenuItem = {
  id: 7,
  title: 'Cappuccino',
  price: 3.8,
  tax_rate: 10,
  tax_type: 'inclusive',
  variants: [],
  addons: [{ id: 701, title: 'Oat milk', price: 0.6 }],
};
const water: CartMenuItem = {
  id: 9,
  title: 'Water',
  price: 3,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
};

describe('cart lines', () => {
  it('adds a line with quantity 1 and no notes', () => {
    const cart = addToCart(EMPTY_CART, water);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 1, notes: null, variant_id: null, addons_ids: [] });
  });

  it('merges the same item, variant and addons (in any order) into one line', () => {
    let cart = addToCart(EMPTY_CART, pizza, { variantId: 32, addonIds: [302, 301] });
    cart = addToCart(cart, pizza, { variantId: 32, addonIds: [301, 302] });
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(2);
    expect(cart[0].addons.map((a) => a.title)).toEqual(['Extra mozzarella', 'Basil pesto']);
  });

  it('keeps a different variant or addon set on its own line', () => {
    let cart = addToCart(EMPTY_CART, pizza, { variantId: 32 });
    cart = addToCart(cart, pizza, { variantId: 31 });
    cart = addToCart(cart, pizza, { variantId: 32, addonIds: [301] });
    cart = addToCart(cart, pizza);
    expect(cart).toHaveLength(4);
    expect(new Set(cart.map((l) => l.lineId)).size).toBe(4);
  });

  it("keeps each seat's items on their own line, and the same item for the same seat on one", () => {
    let cart = addToCart(EMPTY_CART, water, { seat: 1 });
    cart = addToCart(cart, water, { seat: 2 });
    cart = addToCart(cart, water, { seat: 1 });
    cart = addToCart(cart, water);
    expect(cart.map((l) => [l.seat, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
      [null, 1],
    ]);
    const sent = orderBody({ ...newOrder(), cart }).cart as Array<{ seat?: number | null }>;
    expect(sent.map((l) => l.seat ?? null)).toEqual([1, 2, null]);
  });

  it('plus and minus change the quantity; minus at 1 removes the line', () => {
    let cart = addToCart(addToCart(EMPTY_CART, water), cappuccino);
    const [w, c] = cart;
    cart = increaseQuantity(cart, w.lineId);
    cart = increaseQuantity(cart, w.lineId);
    expect(cart[0].quantity).toBe(3);
    cart = decreaseQuantity(cart, w.lineId);
    expect(cart[0].quantity).toBe(2);
    cart = decreaseQuantity(cart, c.lineId);
    expect(cart.map((l) => l.item.title)).toEqual(['Water']);
    expect(cartItemCount(cart)).toBe(2);
  });

  it('caps the quantity', () => {
    let cart = addToCart(EMPTY_CART, water, { quantity: MAX_LINE_QUANTITY });
    cart = increaseQuantity(cart, cart[0].lineId);
    cart = addToCart(cart, water);
    expect(cart[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes a line', () => {
    const cart = addToCart(addToCart(EMPTY_CART, water), pizza);
    expect(removeLine(cart, cart[0].lineId).map((l) => l.item.id)).toEqual([pizza.id]);
  });

  it('refuses an unknown variant or addon', () => {
    expect(() => addToCart(EMPTY_CART, pizza, { variantId: 99 })).toThrow(CartError);
    expect(() => addToCart(EMPTY_CART, pizza, { addonIds: [701] })).toThrow(CartError);
  });
});

describe('notes', () => {
  it('keeps up to 100 characters, trims, and clears on blank', () => {
    let cart = addToCart(EMPTY_CART, water);
    const id = cart[0].lineId;
    cart = setLineNotes(cart, id, `  ${'x'.repeat(100)}  `);
    expect(cart[0].notes).toHaveLength(100);
    cart = setLineNotes(cart, id, '   ');
    expect(cart[0].notes).toBeNull();
  });

  it('refuses 101 characters and leaves the cart as it was', () => {
    const cart = addToCart(EMPTY_CART, water);
    expect(() => setLineNotes(cart, cart[0].lineId, 'x'.repeat(101))).toThrow(CartError);
    expect(cart[0].notes).toBeNull();
  });
});

describe('totals (minor units, the domain rules the server uses)', () => {
  it('prices variant + addons, exclusive tax on top', () => {
    // Large 16.50 + mozzarella 2.00 + pesto 1.50 = 20.00 x 2 = 40.00; 8 % = 3.20.
    const cart = addToCart(EMPTY_CART, pizza, { variantId: 32, addonIds: [301, 302], quantity: 2 });
    const priced = priceOf(cart);
    expect(priced.lines[0]).toMatchObject({ unitPrice: 2000, lineTotal: 4000, taxAmount: 320 });
    expect(priced).toMatchObject({ itemsTotal: 4000, taxTotal: 320, payableTotal: 4320 });
  });

  it('uses the base price when no variant is chosen', () => {
    expect(priceOf(addToCart(EMPTY_CART, pizza)).lines[0].unitPrice).toBe(1200);
  });

  it('extracts inclusive tax: the items total is net, payable is what the diner pays', () => {
    // 3.80 + 0.60 = 4.40 x 3 = 13.20 containing 10 %: 13.20 - 13.20 / 1.1 = 1.20.
    const cart = addToCart(EMPTY_CART, cappuccino, { addonIds: [701], quantity: 3 });
    expect(priceOf(cart)).toMatchObject({ itemsTotal: 1200, taxTotal: 120, payableTotal: 1320 });
  });

  it('adds no tax for an item without one, and sums a mixed cart', () => {
    let cart = addToCart(EMPTY_CART, water, { quantity: 2 });
    cart = addToCart(cart, pizza, { variantId: 32, addonIds: [301, 302], quantity: 2 });
    cart = addToCart(cart, cappuccino, { addonIds: [701], quantity: 3 });
    const priced = priceOf(cart);
    expect(priced.lines[0].taxAmount).toBe(0);
    expect(priced).toMatchObject({
      itemsTotal: 600 + 4000 + 1200,
      taxTotal: 320 + 120,
      payableTotal: 600 + 4320 + 1320,
    });
  });

  it('reads fractional tax rates exactly (7.25 %)', () => {
    const item = { ...water, price: 9.99, tax_rate: 7.25, tax_type: 'exclusive' };
    // 999 x 725 / 10000 = 72.43 -> 72.
    expect(priceOf(addToCart(EMPTY_CART, item)).taxTotal).toBe(72);
  });

  it('is zero for an empty cart', () => {
    expect(priceOf(EMPTY_CART)).toMatchObject({ itemsTotal: 0, taxTotal: 0, payableTotal: 0 });
  });
});

describe('refreshFromMenu', () => {
  it('takes current prices and drops lines whose item, variant or addon is gone', () => {
    let cart = addToCart(EMPTY_CART, pizza, { variantId: 32, addonIds: [301] });
    cart = addToCart(cart, water);
    cart = addToCart(cart, cappuccino, { addonIds: [701] });
    cart = setLineNotes(cart, cart[0].lineId, 'well done');
    const menu = [
      { ...pizza, variants: [{ id: 32, title: 'Large 14"', price: 17 }] },
      { ...cappuccino, addons: [] },
    ];
    const { cart: next, dropped } = refreshFromMenu(cart, menu);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ notes: 'well done', variant: { price: 17 }, lineId: cart[0].lineId });
    expect(dropped.map((l) => l.item.title)).toEqual(['Water', 'Cappuccino']);
  });
});
