import { describe, expect, it } from 'vitest';
import { convertToUsdMinor, isValidRate, normaliseRate } from './exchange';

describe('exchange rates', () => {
  it('accepts positive decimals with up to 10 decimals only', () => {
    expect(isValidRate('1')).toBe(true);
    expect(isValidRate('0.0120000001')).toBe(true);
    expect(isValidRate('0')).toBe(false);
    expect(isValidRate('0.00000000001')).toBe(false);
    expect(isValidRate('-1')).toBe(false);
    expect(isValidRate('1e3')).toBe(false);
    expect(isValidRate('')).toBe(false);
    expect(isValidRate('12345678901')).toBe(false);
  });

  it('converts minor units exactly and rounds half away from zero once', () => {
    // 1,000.00 INR at 0.012 USD = 12.00 USD
    expect(convertToUsdMinor(100_000, '0.012')).toBe(1200);
    // 10.00 EUR at 1.0850000000 = 10.85 USD
    expect(convertToUsdMinor(1000, '1.0850000000')).toBe(1085);
    // 0.05 at 0.5 = 0.025 → 0.03 (half away from zero)
    expect(convertToUsdMinor(5, '0.5')).toBe(3);
    expect(convertToUsdMinor(-5, '0.5')).toBe(-3);
    // Large totals stay exact: 90,000,000.00 JPY at 0.0066666667
    expect(convertToUsdMinor(9_000_000_000, '0.0066666667')).toBe(60_000_000);
    expect(() => convertToUsdMinor(100, 'abc')).toThrow(RangeError);
  });

  it('shows stored rates without trailing zeros', () => {
    expect(normaliseRate('0.0120000000')).toBe('0.012');
    expect(normaliseRate('1.0000000000')).toBe('1');
    expect(normaliseRate('83')).toBe('83');
  });
});
