import type { TPosMenuItem } from '@mise/contracts';
import { currencySymbol } from '@mise/domain';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { text } from '../../../i18n/app-i18n';
import { formattersFor } from '../../../i18n/format';
import { getI18n } from '../../../i18n/use-translation';
import { addToCart, EMPTY_CART, priceOf } from '../cart';
import { CartLines } from '../components/cart-lines';
import { PICTURE_CART_PAINT } from './settings';
import type { Box, PictureCart, PicturePatch } from './show-start-picture';
import { onScreenBox } from './take-start-picture';

/**
 * What the till's start picture needs to show a dish tapped on it in its cart at once
 * (show-start-picture.ts draws it): the dishes on screen a tap adds as they are, with the price the
 * cart gives them, and the live cart's own markup, taken from the screen as it is now (a phone's
 * cart bar) or drawn for the purpose (a tablet's cart line: the cart is empty when the picture is
 * taken). Loaded with take-start-picture.ts, in idle time, never with the till's first load.
 */

export interface PictureCartSource {
  menu: readonly TPosMenuItem[];
  isSoldOut: (itemId: number) => boolean;
  currency: string;
}

const noop = () => {};

/** Attributes that tie markup to the live page, or speak for it: the picture's copy has none. */
const LIVE_ONLY = [
  'id',
  'data-testid',
  'aria-label',
  'aria-current',
  'title',
  'aria-expanded',
  'aria-haspopup',
  'elementtiming',
];

export function pictureCart({ menu, isSoldOut, currency }: PictureCartSource): PictureCart | null {
  const shown = new Set(
    Array.from(document.querySelectorAll<HTMLElement>('button[data-item-id]'))
      .filter((button) => visible(button))
      .map((button) => Number(button.dataset.itemId)),
  );
  const dishes: PictureCart['dishes'] = {};
  let sample: TPosMenuItem | null = null;
  for (const item of menu) {
    if (!shown.has(item.id) || item.variants.length > 0 || item.addons.length > 0 || isSoldOut(item.id))
      continue;
    const line = priceOf(addToCart(EMPTY_CART, item)).lines[0];
    if (!line) continue;
    dishes[item.id] = [item.title, line.unitPrice];
    sample ??= item;
  }
  if (!sample) return null;

  const language = getI18n()?.language ?? 'en';
  const { locale } = formattersFor(language);
  const money = { locale: locale === 'en' ? null : locale, currency, symbol: currencySymbol(currency) };
  const addedText = text('pos:addedItem', { title: '\u0001' });

  const empty = visible(document.querySelector<HTMLElement>('[data-cart-empty]'));
  const totals = visible(document.querySelector('[data-testid="payable-total"]')?.closest('dl'));
  const count = visible(document.querySelector<HTMLElement>('[data-testid="cart-bar-count"]'));
  const status = visible(document.querySelector<HTMLElement>('[data-testid="cart-bar-status"]'));
  const barTotal = visible(document.querySelector<HTMLElement>('[data-testid="cart-bar-total"]'));
  const itemsCount = visible(status?.nextElementSibling as HTMLElement | null);

  const fade: Box[] = [totals, barTotal, itemsCount].filter((e) => e !== null).map(boxOf);
  const fadeColor = backgroundBehind(totals ?? barTotal ?? document.body);
  return {
    dishes,
    money,
    lines: empty ? linesPatch(empty, sample, currency) : null,
    // The badge brings its own colours; the bar's line covers the words it stood for.
    count: count
      ? patch(count, 'count', { position: 'static', margin: '0' }, false, PICTURE_CART_PAINT)
      : null,
    status: status ? patch(status, 'status', {}, true) : null,
    addedText,
    fade,
    fadeColor,
  };
}

function visible<T extends Element>(element: T | null | undefined): T | null {
  return element && onScreenBox(element) ? element : null;
}

/** The box of an element found on screen (by `visible`). */
const boxOf = (element: Element): Box => onScreenBox(element) ?? [0, 0, 0, 0];

/** The first colour that is not see-through, from `element` out: what shows behind its text. */
function backgroundBehind(element: Element): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const color = getComputedStyle(at).backgroundColor;
    if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return getComputedStyle(document.body).backgroundColor || 'white';
}

/** What text in `element` inherits from around it, and (`covering`) what shows behind it. */
function surroundings(element: Element, layout: string, covering: boolean): string {
  const style = getComputedStyle(element);
  const inherited = `color:${style.color};font-family:${style.fontFamily};font-size:${style.fontSize};line-height:${style.lineHeight};direction:${style.direction}`;
  return `${layout}${inherited}${covering ? `;background:${backgroundBehind(element)}` : ''}`;
}

/**
 * A copy of `element` without what ties it to the page, its one text to fill marked `slot`, its
 * paint named `paintName` (Element Timing) if given.
 */
function patch(
  element: HTMLElement,
  slot: string,
  overrides: Partial<CSSStyleDeclaration>,
  covering: boolean,
  paintName?: string,
): PicturePatch {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.setAttribute('data-picture-slot', slot);
  Object.assign(copy.style, overrides);
  stripLiveOnly(copy);
  if (paintName) copy.setAttribute('elementtiming', paintName);
  return { box: boxOf(element), html: copy.outerHTML, style: surroundings(element, '', covering) };
}

function stripLiveOnly(root: Element) {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of LIVE_ONLY) element.removeAttribute(attribute);
    // The picture is hidden from assistive tech: nothing in it is reached with the keyboard either.
    if (element.matches('button, input, select, textarea, a[href]')) element.setAttribute('tabindex', '-1');
  }
}

/**
 * The cart's list with a line of `sample`, drawn by the live cart's own component off the page, as
 * a line is and as the line just added is (selected), its texts marked for the picture to fill:
 * where the empty cart is, the list goes.
 */
function linesPatch(empty: HTMLElement, sample: TPosMenuItem, currency: string): PicturePatch | null {
  const cart = addToCart(EMPTY_CART, sample);
  const holder = document.createElement('div');
  const root = createRoot(holder);
  const drawn = (selectedLineId: string | null) => {
    flushSync(() =>
      root.render(
        <CartLines
          cart={cart}
          pricing={priceOf(cart)}
          currency={currency}
          selectedLineId={selectedLineId}
          onSelect={noop}
          onDecrease={noop}
          onIncrease={noop}
          onNotes={noop}
          onRemove={noop}
        />,
      ),
    );
    return holder.querySelector('ol')?.cloneNode(true) as HTMLOListElement | undefined;
  };
  try {
    const list = drawn(null);
    const line = list?.querySelector('li');
    const selected = drawn(cart[0]?.lineId ?? null)?.querySelector('li');
    if (!list || !line || !selected) return null;
    list.append(selected);
    for (const [pattern, name] of [
      [line, 'line'],
      [selected, 'selected-line'],
    ] as const) {
      const slots: [string, Element | null][] = [
        [name, pattern],
        ['index', pattern.querySelector('span')],
        ['title', pattern.querySelector('p')],
        ['total', pattern.querySelector('[data-testid="line-total"]')],
        ['quantity', pattern.querySelector('[data-testid="line-quantity"]')],
        ['unit', pattern.querySelector('[data-testid="unit-price"]')],
      ];
      for (const [slot, element] of slots) {
        if (!element) return null; // The cart's markup changed: no picture cart rather than a wrong one.
        element.setAttribute('data-picture-slot', slot);
      }
    }
    stripLiveOnly(list);
    // A drawn line's first paint is named as the live cart's is, under the picture's name.
    for (const title of list.querySelectorAll('[data-picture-slot="title"]'))
      title.setAttribute('elementtiming', PICTURE_CART_PAINT);
    return {
      box: boxOf(empty),
      html: list.outerHTML,
      // The list takes the empty cart's place in the same pane: what it inherits is the pane's.
      style: surroundings(
        empty.parentElement ?? empty,
        'display:flex;flex-direction:column;overflow:hidden;',
        true,
      ),
    };
  } finally {
    root.unmount();
  }
}
