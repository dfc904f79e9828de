import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDate, localDate, resolvePeriod } from './periods';

describe('periods', () => {
  const today = '2026-03-31';
  it.each([
    ['today', { from: today, to: today }],
    ['tomorrow', { from: '2026-04-01', to: '2026-04-01' }],
    ['yesterday', { from: '2026-03-30', to: '2026-03-30' }],
    ['last_7days', { from: '2026-03-25', to: today }],
    ['this_month', { from: '2026-03-01', to: today }],
    ['last_month', { from: '2026-02-01', to: '2026-02-28' }],
  ] as const)('%s', (period, range) => {
    expect(resolvePeriod(period, today)).toEqual(range);
  });

  it('custom orders its bounds and falls back to today', () => {
    expect(resolvePeriod('custom', today, { from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(resolvePeriod('custom', today, { from: 'garbage' })).toEqual({ from: today, to: today });
  });

  it('month arithmetic clamps to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('local date follows the timezone', () => {
    const instant = new Date('2026-06-01T22:30:00Z');
    expect(localDate('UTC', instant)).toBe('2026-06-01');
    expect(localDate('Asia/Kolkata', instant)).toBe('2026-06-02');
    expect(localDate('America/New_York', instant)).toBe('2026-06-01');
  });

  it('validates ISO dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});
