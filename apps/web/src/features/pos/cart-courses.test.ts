import { describe, expect, it } from 'vitest';
import { addToCart, type CartMenuItem, EMPTY_CART } from './cart';
import { newOrder, orderBody } from './pos-order';

const soup: CartMenuItem = {
  id: 7,
  title: 'Soup',
  price: 5,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
};

describe('courses in the cart', () => {
  it("keeps each course's items on their own line and sends the course with each line", () => {
    let cart = addToCart(EMPTY_CART, soup, { course: 1 });
    cart = addToCart(cart, soup, { course: 2 });
    cart = addToCart(cart, soup, { course: 1 });
    cart = addToCart(cart, soup);
    expect(cart.map((l) => [l.course, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
      [null, 1],
    ]);
    const sent = orderBody({ ...newOrder(), cart }).cart as Array<{ course?: number | null }>;
    expect(sent.map((l) => l.course ?? null)).toEqual([1, 2, null]);
    // A line without a course says nothing of one (the server's default: never held).
    expect('course' in sent[2]).toBe(false);
  });
});
