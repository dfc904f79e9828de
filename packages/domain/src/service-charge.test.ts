import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceDiscountedOrder } from './discounts';
import { priceCart } from './pricing';
import {
  NO_SERVICE_CHARGE,
  type ServiceChargeRule,
  serviceChargeOf,
  serviceChargeRateFor,
  shareServiceCharge,
} from './service-charge';

const rule: ServiceChargeRule = {
  rateBasisPoints: 1250,
  dineInOnly: true,
  minGuests: 6,
  taxRateBasisPoints: 2000,
};

describe('service charge', () => {
  it('applies to a dine-in party of six or more, not to a smaller party nor a takeaway', () => {
    const charged = { rateBasisPoints: 1250, taxRateBasisPoints: 2000 };
    expect(serviceChargeRateFor(rule, { deliveryType: 'dinein', guests: 6 })).toEqual(charged);
    expect(serviceChargeRateFor(rule, { deliveryType: 'dinein', guests: 5 })).toEqual(NO_SERVICE_CHARGE);
    expect(serviceChargeRateFor(rule, { deliveryType: 'dinein', guests: null })).toEqual(NO_SERVICE_CHARGE);
    expect(serviceChargeRateFor(rule, { deliveryType: 'takeaway', guests: 8 })).toEqual(NO_SERVICE_CHARGE);
    const anyOrder = { ...rule, dineInOnly: false, minGuests: null };
    expect(serviceChargeRateFor(anyOrder, { deliveryType: null, guests: null })).toEqual(charged);
    expect(
      serviceChargeRateFor({ ...anyOrder, rateBasisPoints: 0 }, { deliveryType: 'dinein', guests: 9 }),
    ).toEqual(NO_SERVICE_CHARGE);
    expect(serviceChargeRateFor(null, { deliveryType: 'dinein', guests: 9 })).toEqual(NO_SERVICE_CHARGE);
  });

  it('12.5 % of 40.10 is 5.01, and 20 % tax on it 1.00', () => {
    expect(serviceChargeOf(4010, { rateBasisPoints: 1250, taxRateBasisPoints: 2000 })).toEqual({
      amount: 501,
      taxAmount: 100,
    });
    expect(serviceChargeOf(4010, { rateBasisPoints: 1000, taxRateBasisPoints: 0 })).toEqual({
      amount: 401,
      taxAmount: 0,
    });
    expect(serviceChargeOf(0, { rateBasisPoints: 1000, taxRateBasisPoints: 0 }).amount).toBe(0);
  });

  it('is taken on the sales after discounts, and payable = items + service charge + tax', () => {
    const order = priceDiscountedOrder(
      [
        { lineTotal: 2000, tax: { rateBasisPoints: 1000, type: 'exclusive' } },
        { lineTotal: 1100, tax: { rateBasisPoints: 1000, type: 'inclusive' } },
      ],
      { kind: 'percent', value: 1000 },
      { rateBasisPoints: 1000, taxRateBasisPoints: 1000 },
    );
    // 2000 + 1000 net (1100 inclusive of 100 tax) = 3000, less 10 % = 2700 of sales.
    expect(order.itemsTotal).toBe(2700);
    expect(order.serviceChargeTotal).toBe(270);
    expect(order.serviceChargeTax).toBe(27);
    expect(order.payableTotal).toBe(order.itemsTotal + order.serviceChargeTotal + order.taxTotal);
  });

  it('the cart and the priced order agree, and every sum holds for any cart and rate', () => {
    const taxes = fc.option(
      fc.record({
        rateBasisPoints: fc.integer({ min: 0, max: 3000 }),
        type: fc.constantFrom('exclusive', 'inclusive'),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            basePrice: fc.integer({ min: 0, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
            tax: taxes,
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        (lines, rateBasisPoints, taxRateBasisPoints) => {
          const rate = { rateBasisPoints, taxRateBasisPoints };
          const cart = priceCart(lines, rate);
          const order = priceDiscountedOrder(
            cart.lines.map((l, i) => ({ lineTotal: l.lineTotal, tax: lines[i].tax })),
            null,
            rate,
          );
          expect(order.payableTotal).toBe(cart.payableTotal);
          expect(order.serviceChargeTotal).toBe(cart.serviceChargeTotal);
          expect(cart.serviceChargeTotal).toBeGreaterThanOrEqual(0);
          expect(cart.payableTotal).toBe(cart.itemsTotal + cart.serviceChargeTotal + cart.taxTotal);
        },
      ),
    );
  });

  it("the lines' shares add up to the charge exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (charged, sales) => {
          const shares = shareServiceCharge(charged, sales);
          const sum = shares.reduce((a, s) => a + s, 0);
          expect(sum).toBe(sales.some((s) => s > 0) ? charged : 0);
        },
      ),
    );
    expect(shareServiceCharge(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
});
