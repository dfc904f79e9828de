import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency';
import { divideRounded, formatAmount, toMinorUnits } from './money';

describe('money', () => {
  it.each([
    [12.5, 1250],
    [0.29, 29],
    [0, 0],
    [-0, 0],
    [19.99, 1999],
    [1e7, 1e9],
    [0.001, null],
    [1.005, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('toMinorUnits(%s) = %s', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it('rounds half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('formats two decimals', () => {
    expect(formatAmount(1250)).toBe('12.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(-105)).toBe('-1.05');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(100, 'EUR')).toBe('€1.00');
  });
});
