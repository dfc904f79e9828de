import { describe, expect, it } from 'vitest';
import { portionsOf } from './availability.service';

describe('portionsOf', () => {
  it('adds up what the lines take per item, variant and addon, in one fixed order', () => {
    const line = (
      itemId: number,
      quantity: number,
      extra: Partial<Parameters<typeof portionsOf>[0][0]> = {},
    ) => ({
      itemId,
      itemTitle: itemId === 1 ? 'Burger' : 'Fries',
      variantId: null,
      variantTitle: null,
      addons: [],
      quantity,
      ...extra,
    });
    const takes = portionsOf([
      line(2, 1),
      line(1, 2, { variantId: 7, variantTitle: 'Double', addons: [{ id: 5, title: 'Cheese' }] }),
      line(1, 1, { addons: [{ id: 5, title: 'Cheese' }] }),
    ]);
    expect(takes).toEqual([
      { kind: 'addon', id: 5, name: 'Cheese', quantity: 3 },
      { kind: 'item', id: 1, name: 'Burger', quantity: 3 },
      { kind: 'item', id: 2, name: 'Fries', quantity: 1 },
      { kind: 'variant', id: 7, name: 'Burger (Double)', quantity: 2 },
    ]);
  });

  it('a line of a dish deleted since has nothing to take', () => {
    expect(
      portionsOf([
        { itemId: null, itemTitle: 'Old', variantId: null, variantTitle: null, addons: [], quantity: 1 },
      ]),
    ).toEqual([]);
  });
});
