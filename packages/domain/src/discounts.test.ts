import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocation';
import {
  checkDiscount,
  type Discount,
  discountAmountOf,
  discountShareOf,
  priceDiscountedOrder,
} from './discounts';
import { priceCart } from './pricing';

const tax = fc.option(
  fc.record({
    rateBasisPoints: fc.integer({ min: 0, max: 3000 }),
    type: fc.constantFrom('exclusive', 'inclusive'),
  }),
  { nil: null },
);
const discount: fc.Arbitrary<Discount | null> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 200_000 }) }),
  ),
  { nil: null },
);
const line = fc.record({
  lineTotal: fc.integer({ min: 0, max: 100_000 }),
  tax,
  discount,
  cancelled: fc.boolean(),
  comped: fc.boolean(),
});

describe('discounts', () => {
  it('10 % of 12.99 is 1.30; an amount is taken as it is; nothing over the base', () => {
    expect(discountAmountOf({ kind: 'percent', value: 1000 }, 1299)).toBe(130);
    expect(discountAmountOf({ kind: 'amount', value: 250 }, 1299)).toBe(250);
    expect(discountAmountOf({ kind: 'amount', value: 5000 }, 1299)).toBe(1299);
    expect(discountAmountOf(null, 1299)).toBe(0);
  });

  it('refuses a discount that is not positive, over 100 % or over what it reduces', () => {
    expect(checkDiscount({ kind: 'percent', value: 0 }, 1000)).toBe('discountNotPositive');
    expect(checkDiscount({ kind: 'percent', value: 10_001 }, 1000)).toBe('discountOverHundredPercent');
    expect(checkDiscount({ kind: 'amount', value: 1001 }, 1000)).toBe('discountOverTotal');
    expect(checkDiscount({ kind: 'amount', value: 1000 }, 1000)).toBeNull();
    expect(checkDiscount({ kind: 'percent', value: 10_000 }, 1000)).toBeNull();
  });

  it('measures an amount against its base for the manager limit, rounding up', () => {
    expect(discountShareOf({ kind: 'amount', value: 100 }, 1000)).toBe(1000);
    expect(discountShareOf({ kind: 'amount', value: 101 }, 1000)).toBe(1010);
    expect(discountShareOf({ kind: 'amount', value: 1 }, 3)).toBe(3334);
    expect(discountShareOf({ kind: 'percent', value: 1500 }, 1000)).toBe(1500);
  });

  it('shares 1.00 over three equal lines as 0.34, 0.33, 0.33', () => {
    expect(allocateProportionally(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(allocateProportionally(100, [0, 300, 100])).toEqual([0, 75, 25]);
  });

  it('shares always add up exactly, and no line gets more than its weight allows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (weights, percent) => {
          const sum = weights.reduce((a, w) => a + w, 0);
          const total = Math.floor((sum * percent) / 100);
          const shares = allocateProportionally(total, weights);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]);
          });
        },
      ),
    );
  });

  it('taxes the discounted price: 20.00 with 10 % off at 10 % exclusive tax pays 19.80', () => {
    const order = priceDiscountedOrder([
      {
        lineTotal: 2000,
        tax: { rateBasisPoints: 1000, type: 'exclusive' },
        discount: { kind: 'percent', value: 1000 },
      },
    ]);
    expect(order).toMatchObject({
      grossTotal: 2000,
      discountTotal: 200,
      itemsTotal: 1800,
      taxTotal: 180,
      payableTotal: 1980,
    });
  });

  it('with an inclusive tax the guest pays the discounted price and the tax in it shrinks', () => {
    const order = priceDiscountedOrder(
      [{ lineTotal: 1100, tax: { rateBasisPoints: 1000, type: 'inclusive' } }],
      { kind: 'amount', value: 110 },
    );
    expect(order).toMatchObject({
      grossTotal: 1000,
      itemsTotal: 900,
      taxTotal: 90,
      payableTotal: 990,
      discountTotal: 100,
    });
  });

  it('a comped line is free, counts in comps, and takes no share of the order discount', () => {
    const order = priceDiscountedOrder(
      [
        { lineTotal: 2000, tax: { rateBasisPoints: 1000, type: 'exclusive' }, comped: true },
        { lineTotal: 1000, tax: { rateBasisPoints: 1000, type: 'exclusive' } },
      ],
      { kind: 'amount', value: 100 },
    );
    expect(order).toMatchObject({
      grossTotal: 3000,
      compTotal: 2000,
      discountTotal: 100,
      itemsTotal: 900,
      taxTotal: 90,
      payableTotal: 990,
    });
    expect(order.lines[0]).toMatchObject({ netAmount: 0, taxAmount: 0, discountAmount: 0, compAmount: 2000 });
  });

  it('without discounts it prices exactly like the cart', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const plain = lines.map((l) => ({ ...l, discount: null, cancelled: false, comped: false }));
        const order = priceDiscountedOrder(plain);
        const cart = priceCart(plain.map((l) => ({ basePrice: l.lineTotal, quantity: 1, tax: l.tax })));
        expect(order).toMatchObject({
          itemsTotal: cart.itemsTotal,
          taxTotal: cart.taxTotal,
          payableTotal: cart.payableTotal,
          discountTotal: 0,
        });
      }),
    );
  });

  it('never goes negative and its sums always hold, for any lines and discounts', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), discount, (lines, orderDiscount) => {
        const order = priceDiscountedOrder(lines, orderDiscount);
        for (const priced of order.lines) {
          expect(priced.netAmount).toBeGreaterThanOrEqual(0);
          expect(priced.taxAmount).toBeGreaterThanOrEqual(0);
          expect(priced.discountAmount).toBeGreaterThanOrEqual(0);
        }
        expect(order.payableTotal).toBeGreaterThanOrEqual(0);
        expect(order.discountTotal).toBeGreaterThanOrEqual(0);
        expect(order.grossTotal - order.discountTotal - order.compTotal).toBe(order.itemsTotal);
        expect(order.itemsTotal + order.taxTotal).toBe(order.payableTotal);
        const live = lines.filter((l) => !l.cancelled && !l.comped);
        const livePrice = live.reduce((a, l) => a + l.lineTotal, 0);
        const ownDiscounts = live.reduce((a, l) => a + discountAmountOf(l.discount, l.lineTotal), 0);
        const given = order.lines.reduce(
          (a, l, i) => a + (lines[i].cancelled || lines[i].comped ? 0 : l.discountAmount),
          0,
        );
        expect(given).toBe(ownDiscounts + order.orderDiscountAmount);
        expect(given).toBeLessThanOrEqual(livePrice);
      }),
    );
  });
});
