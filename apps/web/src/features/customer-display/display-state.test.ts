import { DisplayState } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { cartDisplayState, MAX_DISPLAY_LINES } from './display-state';

const line = (title: string, quantity = 1) => ({
  item: { title },
  quantity,
  variant: title === 'Burger' ? { title: 'Double' } : null,
  addons: title === 'Burger' ? [{ title: 'Cheese' }] : [],
});
const pricingOf = (totals: number[]) => ({
  itemsTotal: totals.reduce((a, b) => a + b, 0),
  serviceChargeTotal: 0,
  serviceChargeTax: 0,
  taxTotal: 50,
  payableTotal: totals.reduce((a, b) => a + b, 0) + 50,
  lines: totals.map((lineTotal) => ({ unitPrice: lineTotal, lineTotal, taxAmount: 0, netAmount: lineTotal })),
});

describe('cartDisplayState', () => {
  it('is the welcome screen for an empty cart', () => {
    expect(cartDisplayState({ lines: [], pricing: pricingOf([]), currency: 'EUR' })).toEqual({
      kind: 'idle',
    });
  });

  it('shows each line with its options and the till’s own totals', () => {
    const state = cartDisplayState({
      lines: [line('Burger', 2), line('Lemonade')],
      pricing: pricingOf([3600, 450]),
      currency: 'EUR',
    });
    expect(DisplayState.parse(state)).toEqual(state);
    expect(state).toMatchObject({
      kind: 'cart',
      lines: [
        { title: 'Burger', options: ['Double', 'Cheese'], quantity: 2, total: 3600 },
        { title: 'Lemonade', options: [], quantity: 1, total: 450 },
      ],
      totals: { itemsTotal: 4050, tax: 50, total: 4100 },
    });
  });

  it('folds the oldest lines of a very long cart into one, keeping every cent', () => {
    const n = MAX_DISPLAY_LINES + 5;
    const state = cartDisplayState({
      lines: Array.from({ length: n }, (_, i) => line(`Item ${i}`)),
      pricing: pricingOf(Array.from({ length: n }, () => 100)),
      currency: 'EUR',
    });
    if (state.kind !== 'cart') throw new Error('expected a cart');
    expect(state.lines).toHaveLength(MAX_DISPLAY_LINES);
    expect(state.lines.reduce((sum, l) => sum + l.total, 0)).toBe(n * 100);
    expect(state.lines[0].title).toBe('6 earlier lines');
    expect(DisplayState.safeParse(state).success).toBe(true);
  });
});
