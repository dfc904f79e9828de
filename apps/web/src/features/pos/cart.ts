import { MAX_LINE_QUANTITY } from '@mise/contracts/constants';
import {
  type CartTotals,
  NOTE_MAX_LENGTH,
  type PricedLine,
  type PricingLineInput,
  priceCart,
  type ServiceChargeRule,
  serviceChargeRateFor,
  toMinorUnits,
} from '@mise/domain';

/**
 * The POS cart as a pure value (spec 1 sections 3 and 4): adding appends a line or, for the same
 * item with the same variant and addons, raises that line's quantity; minus at 1 removes the line;
 * notes are at most 100 characters. Totals come from the domain's `priceCart`, the very function the
 * server prices the stored order with, so the screen shows the figures the server will store.
 *
 * Prices here are major units as the API sends them (12.5); they are turned into integer minor
 * units only to price the cart.
 */

export interface CartOption {
  id: number;
  title: string;
  price: number;
}

/** The part of a menu item the cart needs (a `TMenuItem` from the API fits). */
export interface CartMenuItem {
  id: number;
  title: string;
  price: number;
  image?: string | null;
  category_title?: string | null;
  tax_rate: number | null;
  tax_type: string | null;
  variants: CartOption[];
  addons: CartOption[];
}

export interface CartLine {
  /** Unique within the cart; identifies the line for +, −, notes and remove. */
  lineId: string;
  item: CartMenuItem;
  quantity: number;
  notes: string | null;
  /** The guest's seat, for a split by seat; null for a line the table shares. */
  seat: number | null;
  /** The line's course (1 starter, 2 main, 3 dessert…): later courses are held until fired. */
  course: number | null;
  variant_id: number | null;
  variant: CartOption | null;
  addons_ids: number[];
  addons: CartOption[];
}

export type Cart = readonly CartLine[];

export const EMPTY_CART: Cart = [];

/** The server's limit per line (a stuck "+" key can't make an absurd order). */
export { MAX_LINE_QUANTITY };

export interface LineChoice {
  variantId?: number | null;
  addonIds?: readonly number[];
  quantity?: number;
  notes?: string | null;
  seat?: number | null;
  course?: number | null;
}

/** Lines merge when item, variant, the set of addons, the seat and the course are the same. */
export function mergeKey(
  itemId: number,
  variantId: number | null,
  addonIds: readonly number[],
  seat: number | null = null,
  course: number | null = null,
): string {
  const options = `${itemId}:${variantId ?? '-'}:${[...addonIds].sort((a, b) => a - b).join(',')}`;
  const seated = seat === null ? options : `${options}@${seat}`;
  return course === null ? seated : `${seated}~${course}`;
}

function keyOf(line: CartLine): string {
  return mergeKey(line.item.id, line.variant_id, line.addons_ids, line.seat, line.course ?? null);
}

/**
 * Finds a line by its id, or by the merge key of a choice just added (its id is only known once
 * the cart is updated: a new line, or the identical line it merged into).
 */
export function findLine(cart: Cart, idOrKey: string | null): CartLine | undefined {
  if (idOrKey === null) return undefined;
  return cart.find((l) => l.lineId === idOrKey) ?? cart.find((l) => keyOf(l) === idOrKey);
}

/** The merge key of adding `item` with `choice` (what findLine looks for after an add). */
export function choiceKey(item: { id: number }, choice: LineChoice = {}): string {
  return mergeKey(
    item.id,
    choice.variantId ?? null,
    [...new Set(choice.addonIds ?? [])],
    choice.seat ?? null,
    choice.course ?? null,
  );
}

function nextLineId(cart: Cart, key: string): string {
  const used = new Set(cart.map((l) => l.lineId));
  let n = 1;
  while (used.has(`${key}#${n}`)) n += 1;
  return `${key}#${n}`;
}

/**
 * A change the cart refuses. `key` and `values` are its message in the POS catalogue (pos.json),
 * which the screen shows in its language; `message` is the English one (logs, tests).
 */
export class CartError extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** Null when the note is acceptable, else the reason. */
export function noteError(notes: string): CartError | null {
  return notes.length > NOTE_MAX_LENGTH
    ? new CartError(`Notes can be at most ${NOTE_MAX_LENGTH} characters!`, 'notesTooLong', {
        max: NOTE_MAX_LENGTH,
      })
    : null;
}

function normaliseNotes(notes: string | null | undefined): string | null {
  const text = notes?.trim() ?? '';
  if (!text) return null;
  const problem = noteError(text);
  if (problem) throw problem;
  return text;
}

/**
 * A new line for `item`. An unknown variant or addon id is an error (the menu changed under the
 * caller); no variant chosen means the base price (spec 1 section 5).
 */
export function buildLine(cart: Cart, item: CartMenuItem, choice: LineChoice = {}): CartLine {
  const variantId = choice.variantId ?? null;
  const variant = variantId === null ? null : (item.variants.find((v) => v.id === variantId) ?? null);
  if (variantId !== null && !variant)
    throw new CartError(`Unknown variant ${variantId} of ${item.title}`, 'unknownVariant', {
      id: variantId,
      item: item.title,
    });
  const addonIds = [...new Set(choice.addonIds ?? [])];
  const addons = addonIds.map((id) => {
    const addon = item.addons.find((a) => a.id === id);
    if (!addon)
      throw new CartError(`Unknown addon ${id} of ${item.title}`, 'unknownAddon', { id, item: item.title });
    return addon;
  });
  // Keep addons in menu order so the same choice always reads the same.
  addons.sort((a, b) => item.addons.indexOf(a) - item.addons.indexOf(b));
  const quantity = choice.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    throw new CartError(`Invalid quantity ${quantity}`, 'invalidQuantity', { quantity });
  const seat = choice.seat ?? null;
  const course = choice.course ?? null;
  return {
    lineId: nextLineId(cart, mergeKey(item.id, variantId, addonIds, seat, course)),
    item,
    quantity,
    notes: normaliseNotes(choice.notes),
    seat,
    course,
    variant_id: variantId,
    variant,
    addons_ids: addons.map((a) => a.id),
    addons,
  };
}

/** Adds one of `item` (with its variant and addons), merging into an identical line. */
export function addToCart(cart: Cart, item: CartMenuItem, choice: LineChoice = {}): Cart {
  const line = buildLine(cart, item, choice);
  const key = keyOf(line);
  const same = cart.find((l) => keyOf(l) === key);
  if (!same) return [...cart, line];
  const quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
  return cart.map((l) => (l === same ? { ...l, quantity } : l));
}

export function increaseQuantity(cart: Cart, lineId: string): Cart {
  return cart.map((l) =>
    l.lineId === lineId ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l,
  );
}

/** Minus: at 0 the line leaves the cart (spec 1 section 4). */
export function decreaseQuantity(cart: Cart, lineId: string): Cart {
  const line = cart.find((l) => l.lineId === lineId);
  if (!line) return cart;
  if (line.quantity <= 1) return removeLine(cart, lineId);
  return cart.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l));
}

export function removeLine(cart: Cart, lineId: string): Cart {
  return cart.filter((l) => l.lineId !== lineId);
}

/** Sets a line's notes (trimmed; blank clears them). Throws CartError above 100 characters. */
export function setLineNotes(cart: Cart, lineId: string, notes: string | null): Cart {
  const value = normaliseNotes(notes);
  return cart.map((l) => (l.lineId === lineId ? { ...l, notes: value } : l));
}

export function cartItemCount(cart: Cart): number {
  return cart.reduce((n, l) => n + l.quantity, 0);
}

function minor(major: number): number {
  const value = toMinorUnits(major);
  if (value === null) throw new CartError(`Not an amount: ${major}`, 'notAnAmount', { amount: major });
  return value;
}

/** A line as the domain prices it: minor units, tax rate in hundredths of a percent. */
export function pricingInputOf(line: CartLine): PricingLineInput {
  const rate = line.item.tax_rate ?? 0;
  return {
    basePrice: minor(line.item.price),
    variantPrice: line.variant ? minor(line.variant.price) : null,
    addonPrices: line.addons.map((a) => minor(a.price)),
    quantity: line.quantity,
    tax: { rateBasisPoints: Math.round(rate * 100), type: line.item.tax_type },
  };
}

export interface CartPricing extends CartTotals {
  /** Parallel to the cart's lines. */
  lines: PricedLine[];
}

/**
 * Items net total, service charge, tax total and payable total in minor units, exactly as the
 * server computes them: the service charge when the store's rule applies to the order.
 */
export function priceOf(
  cart: Cart,
  serviceCharge: { rule: ServiceChargeRule | null; deliveryType: string | null; guests: number | null } = {
    rule: null,
    deliveryType: null,
    guests: null,
  },
): CartPricing {
  return priceCart(cart.map(pricingInputOf), serviceChargeRateFor(serviceCharge.rule, serviceCharge));
}

/**
 * Re-reads each line's item, variant and addons from the current menu (a draft or a QR order may
 * be older than the last menu change). Lines whose item, variant or addon no longer exists are
 * dropped and reported, so the screen can say so instead of sending an order the server refuses.
 */
export function refreshFromMenu(
  cart: Cart,
  menu: readonly CartMenuItem[],
): { cart: Cart; dropped: CartLine[] } {
  const byId = new Map(menu.map((item) => [item.id, item]));
  let next: Cart = EMPTY_CART;
  const dropped: CartLine[] = [];
  for (const line of cart) {
    const item = byId.get(line.item.id);
    try {
      if (!item) throw new CartError('gone', 'noLongerOnMenu');
      const fresh = buildLine(next, item, {
        variantId: line.variant_id,
        addonIds: line.addons_ids,
        quantity: line.quantity,
        notes: line.notes,
      });
      // The line keeps its identity (an open notes dialog still points at it).
      next = [...next, { ...fresh, lineId: line.lineId }];
    } catch {
      dropped.push(line);
    }
  }
  return { cart: next, dropped };
}
