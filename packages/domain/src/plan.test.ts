import { describe, expect, it } from 'vitest';
import {
  annualRecurringRevenueMinor,
  formatCompactUsd,
  monthlyRecurringRevenueMinor,
  PLAN_FEATURES,
  PLAN_PRICE_USD_MINOR,
} from './plan';

describe('plan', () => {
  it('is $5 a month with the four features the spec lists', () => {
    expect(PLAN_PRICE_USD_MINOR).toBe(500);
    expect(PLAN_FEATURES).toEqual([
      'Unlimited Orders',
      'Monthly Renewals',
      'Unlimited Devices',
      'Live Kitchen Orders',
    ]);
  });

  it('computes MRR and ARR from paying tenants', () => {
    expect(monthlyRecurringRevenueMinor(3)).toBe(1500);
    expect(annualRecurringRevenueMinor(3)).toBe(18000);
    expect(monthlyRecurringRevenueMinor(0)).toBe(0);
  });

  it('formats US dollars compactly', () => {
    expect(formatCompactUsd(0)).toBe('$0');
    expect(formatCompactUsd(1500)).toBe('$15');
    expect(formatCompactUsd(123_456_00)).toBe('$123.5K');
    expect(formatCompactUsd(monthlyRecurringRevenueMinor(250_000))).toBe('$1.3M');
  });
});
