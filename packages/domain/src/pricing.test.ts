import { describe, expect, it } from 'vitest';
import { priceCart, priceLine, taxOfLine, unitPriceOf } from './pricing';

const exclusive = (percent: number) => ({ rateBasisPoints: Math.round(percent * 100), type: 'exclusive' });
const inclusive = (percent: number) => ({ rateBasisPoints: Math.round(percent * 100), type: 'inclusive' });

describe('unit price', () => {
  it.each([
    { name: 'base price only', line: { basePrice: 1000 }, unit: 1000 },
    { name: 'variant replaces base', line: { basePrice: 1000, variantPrice: 1400 }, unit: 1400 },
    { name: 'addons add to base', line: { basePrice: 1000, addonPrices: [150, 50] }, unit: 1200 },
    {
      name: 'variant plus addons',
      line: { basePrice: 1000, variantPrice: 800, addonPrices: [100] },
      unit: 900,
    },
    { name: 'zero-price variant is final', line: { basePrice: 1000, variantPrice: 0 }, unit: 0 },
    { name: 'null variant uses base', line: { basePrice: 1000, variantPrice: null }, unit: 1000 },
  ])('$name', ({ line, unit }) => {
    expect(unitPriceOf(line)).toBe(unit);
  });
});

describe('tax per line', () => {
  it.each([
    { name: 'exclusive 10%', total: 1000, tax: exclusive(10), expected: 100 },
    { name: 'exclusive 7.25% rounds half up', total: 1000, tax: exclusive(7.25), expected: 73 }, // 72.5
    { name: 'exclusive rounds down below half', total: 999, tax: exclusive(5), expected: 50 }, // 49.95
    { name: 'inclusive 10% of 11.00', total: 1100, tax: inclusive(10), expected: 100 },
    { name: 'inclusive 18% of 10.00', total: 1000, tax: inclusive(18), expected: 153 }, // net 847.46 -> 847
    { name: 'inclusive 5% of 0.01', total: 1, tax: inclusive(5), expected: 0 },
    { name: '0% exclusive', total: 1234, tax: exclusive(0), expected: 0 },
    { name: '0% inclusive', total: 1234, tax: inclusive(0), expected: 0 },
    {
      name: 'unknown type adds nothing',
      total: 1000,
      tax: { rateBasisPoints: 1000, type: 'vat' },
      expected: 0,
    },
    { name: 'no tax', total: 1000, tax: null, expected: 0 },
    { name: 'zero-price line', total: 0, tax: exclusive(20), expected: 0 },
  ])('$name', ({ total, tax, expected }) => {
    expect(taxOfLine(total, tax)).toBe(expected);
  });
});

describe('line and cart totals', () => {
  it('exclusive line: items total is the line, tax on top', () => {
    expect(priceLine({ basePrice: 1250, quantity: 2, tax: exclusive(10) })).toEqual({
      unitPrice: 1250,
      lineTotal: 2500,
      taxAmount: 250,
      netAmount: 2500,
    });
  });

  it('inclusive line: items total is the net, payable equals the price paid', () => {
    const cart = priceCart([{ basePrice: 1100, quantity: 1, tax: inclusive(10) }]);
    expect(cart.itemsTotal).toBe(1000);
    expect(cart.taxTotal).toBe(100);
    expect(cart.payableTotal).toBe(1100);
  });

  it('mixed cart sums rounded lines', () => {
    const cart = priceCart([
      { basePrice: 1000, variantPrice: 1200, addonPrices: [150], quantity: 2, tax: exclusive(7.25) }, // 2700, tax 195.75 -> 196
      { basePrice: 999, quantity: 3, tax: inclusive(18) }, // 2997, net 2539.83 -> 2540, tax 457
      { basePrice: 500, quantity: 1 }, // no tax
      { basePrice: 0, quantity: 4, tax: exclusive(10) },
    ]);
    expect(cart.lines.map((l) => l.taxAmount)).toEqual([196, 457, 0, 0]);
    expect(cart.itemsTotal).toBe(2700 + 2540 + 500);
    expect(cart.taxTotal).toBe(196 + 457);
    expect(cart.payableTotal).toBe(2700 + 2997 + 500 + 196);
  });

  it('an inclusive cart is always paid at its sticker price, whatever the rounding', () => {
    for (let price = 1; price <= 5000; price += 7) {
      for (const rate of [5, 7.7, 12.5, 18, 20]) {
        const cart = priceCart([{ basePrice: price, quantity: 3, tax: inclusive(rate) }]);
        expect(cart.payableTotal).toBe(price * 3);
      }
    }
  });

  it('many lines: totals equal the sum of the lines', () => {
    const lines = Array.from({ length: 500 }, (_, i) => ({
      basePrice: 100 + i,
      quantity: (i % 5) + 1,
      tax: i % 2 ? exclusive(8.875) : inclusive(19),
    }));
    const cart = priceCart(lines);
    const sum = cart.lines.reduce((s, l) => s + l.netAmount + l.taxAmount, 0);
    expect(cart.payableTotal).toBe(sum);
    expect(Number.isInteger(cart.itemsTotal) && Number.isInteger(cart.taxTotal)).toBe(true);
  });

  it('empty cart is zero', () => {
    expect(priceCart([])).toEqual({
      lines: [],
      itemsTotal: 0,
      serviceChargeTotal: 0,
      serviceChargeTax: 0,
      taxTotal: 0,
      payableTotal: 0,
    });
  });

  it('large amounts stay exact', () => {
    const line = priceLine({ basePrice: 1_000_000_000, quantity: 1000, tax: exclusive(33.33) });
    expect(line.lineTotal).toBe(1_000_000_000_000);
    expect(line.taxAmount).toBe(333_300_000_000);
  });
});
