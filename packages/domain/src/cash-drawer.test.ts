import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashVariance, countedTotal, denominationsOf, expectedCash } from './cash-drawer';

describe('cash drawer', () => {
  it('lists the store currency’s notes and coins in minor units, largest first', () => {
    expect(denominationsOf('USD')).toEqual([10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1]);
    expect(denominationsOf('eur')[0]).toBe(50000);
    for (const currency of ['USD', 'EUR', 'GBP', 'INR', 'JPY', 'XOF']) {
      const list = denominationsOf(currency);
      expect([...list].sort((a, b) => b - a)).toEqual(list);
      expect(list.every((d) => Number.isInteger(d) && d > 0)).toBe(true);
    }
  });

  it('counts a drawer by denomination', () => {
    expect(
      countedTotal([
        { denomination: 2000, count: 3 },
        { denomination: 25, count: 4 },
        { denomination: 1, count: 7 },
      ]),
    ).toBe(6107);
    expect(countedTotal([])).toBe(0);
  });

  it('expects float + cash taken − cash refunds + pay-ins − pay-outs, and the variance is counted − expected', () => {
    const flows = { openingFloat: 10000, cashTaken: 4550, cashRefunds: 500, payIns: 2000, payOuts: 1250 };
    expect(expectedCash(flows)).toBe(14800);
    expect(cashVariance(14700, 14800)).toBe(-100);
    fc.assert(
      fc.property(
        fc.nat(10 ** 7),
        fc.nat(10 ** 7),
        fc.nat(10 ** 7),
        fc.nat(10 ** 7),
        fc.nat(10 ** 7),
        (a, b, c, d, e) => {
          const expected = expectedCash({
            openingFloat: a,
            cashTaken: b,
            cashRefunds: c,
            payIns: d,
            payOuts: e,
          });
          return expected === a + b - c + d - e && cashVariance(expected, expected) === 0;
        },
      ),
    );
  });
});
