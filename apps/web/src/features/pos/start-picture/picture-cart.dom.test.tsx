import type { TPosMenuItem } from '@mise/contracts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, type Cart, EMPTY_CART, priceOf } from '../cart';
import { CartBar } from '../components/cart-bar';
import { CartLines, TotalsList } from '../components/cart-lines';
import { pictureCart } from './picture-cart';
import { CART_PAINT, PICTURE_CART_PAINT } from './settings';

/**
 * What the start picture keeps to show dishes tapped on it in its cart, taken from the live screen.
 * jsdom lays nothing out: every element is given one box on screen. That the picture's cart looks
 * like the live one is e2e/till-starts-from-its-last-picture.
 */
const dish = (id: number, title: string, price: number, options = false) =>
  ({
    id,
    title,
    price,
    tax_rate: null,
    tax_type: null,
    image: null,
    category_title: 'Mains',
    variants: options ? [{ id: 1, title: 'Large', price: 2 }] : [],
    addons: [],
  }) as unknown as TPosMenuItem;

const menu = [dish(1, 'Soup', 6.5), dish(2, 'Steak', 24, true), dish(3, 'Bread', 3), dish(4, 'Pie', 5)];

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 20, width: 100, height: 40 }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The grid's Add buttons as the live grid marks them. */
const grid = (ids: number[]) => (
  <ul>
    {ids.map((id) => (
      <li key={id}>
        <button type="button" data-item-id={id}>
          Add
        </button>
      </li>
    ))}
  </ul>
);

const noop = () => {};
const totals = { itemsTotal: 0, taxTotal: 0, payableTotal: 0 };

/** The live cart's lines for `cart`, as the POS draws them, nothing selected. */
const cartLines = (cart: Cart) => (
  <CartLines
    cart={cart}
    pricing={priceOf(cart)}
    currency="USD"
    selectedLineId={null}
    onSelect={noop}
    onDecrease={noop}
    onIncrease={noop}
    onNotes={noop}
    onRemove={noop}
  />
);

describe('the start picture’s cart, taken from the till', () => {
  it('keeps the dishes on screen a tap adds as they are, with their price, and a tablet’s cart line', () => {
    render(
      <>
        {grid([1, 2, 3])}
        {cartLines(EMPTY_CART)}
        <TotalsList totals={totals} currency="USD" />
      </>,
    );
    const cart = pictureCart({ menu, isSoldOut: (id) => id === 3, currency: 'USD' });
    // Steak has options (its dialog opens), Bread is sold out, Pie is not on screen.
    expect(cart?.dishes).toEqual({ 1: ['Soup', 650] });
    expect(cart?.money).toEqual({ locale: null, currency: 'USD', symbol: '$' });
    expect(cart?.addedText).toBe('Added \u0001');
    expect(cart?.lines?.box).toEqual([10, 20, 100, 40]);
    expect(cart?.fade).toEqual([[10, 20, 100, 40]]);
    expect(cart?.count).toBeNull();

    const list = document.createElement('div');
    list.innerHTML = cart?.lines?.html ?? '';
    const slots = Array.from(list.querySelectorAll('[data-picture-slot]'), (e) =>
      e.getAttribute('data-picture-slot'),
    );
    expect(slots).toEqual([
      ...['line', 'index', 'title', 'total', 'quantity', 'unit'],
      ...['selected-line', 'index', 'title', 'total', 'quantity', 'unit'],
    ]);
    // The live cart's own markup, without what ties it to the page or speaks for it.
    expect(list.querySelector('ol')?.className).toContain('divide-y');
    expect(list.querySelector('[data-testid], [id], [aria-label], [aria-current]')).toBeNull();
    expect(list.querySelectorAll('li svg').length).toBeGreaterThan(0);
    // Out of the keyboard's reach, as the picture is out of assistive tech's.
    expect(list.querySelectorAll('button').length).toBe(8);
    expect(list.querySelectorAll('button:not([tabindex="-1"])')).toHaveLength(0);
    // A line's title paints under the picture's name, not the live cart's (bench/pos-start.bench.ts).
    expect(
      Array.from(list.querySelectorAll('[elementtiming]'), (e) => [
        e.getAttribute('data-picture-slot'),
        e.getAttribute('elementtiming'),
      ]),
    ).toEqual([
      ['title', PICTURE_CART_PAINT],
      ['title', PICTURE_CART_PAINT],
    ]);
  });

  it('keeps a phone’s cart bar: its count and what it says, and fades its total', () => {
    render(
      <>
        {grid([1])}
        <CartBar count={0} payableTotal={0} currency="USD" added={null} expanded={false} onOpen={noop} />
      </>,
    );
    const cart = pictureCart({ menu, isSoldOut: () => false, currency: 'USD' });
    expect(cart?.lines).toBeNull();
    const count = document.createElement('div');
    count.innerHTML = cart?.count?.html ?? '';
    expect(count.firstElementChild?.getAttribute('data-picture-slot')).toBe('count');
    expect(count.firstElementChild?.getAttribute('elementtiming')).toBe(PICTURE_CART_PAINT);
    expect(count.querySelector('[data-testid]')).toBeNull();
    expect(cart?.status?.html).toContain('data-picture-slot="status"');
    // The total and the count of items.
    expect(cart?.fade).toHaveLength(2);
  });

  it('names the live cart’s first paint of a dish: a line’s title, a phone’s count once it counts one', () => {
    const { container, rerender } = render(
      <CartBar count={0} payableTotal={0} currency="USD" added={null} expanded={false} onOpen={noop} />,
    );
    expect(container.querySelector('[elementtiming]')).toBeNull();
    rerender(
      <CartBar
        count={1}
        payableTotal={650}
        currency="USD"
        added={{ title: 'Soup', seq: 1 }}
        expanded={false}
        onOpen={noop}
      />,
    );
    expect(container.querySelector(`[elementtiming="${CART_PAINT}"]`)?.textContent).toBe('1');
    cleanup();
    const cart = addToCart(EMPTY_CART, menu[0]);
    render(cartLines(cart));
    expect(document.querySelector(`[elementtiming="${CART_PAINT}"]`)?.textContent).toBe('Soup');
  });

  it('keeps nothing when no dish on screen is added as it is', () => {
    render(grid([2]));
    expect(pictureCart({ menu, isSoldOut: () => false, currency: 'USD' })).toBeNull();
  });
});
