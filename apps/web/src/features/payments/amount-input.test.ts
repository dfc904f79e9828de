import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amount-input';

describe('an amount typed at the till', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    [' 0.07 ', 7],
    ['3.34', 334],
  ])('%s is %d minor units', (text, minor) => {
    expect(parseAmountInput(text)).toBe(minor);
  });

  it.each(['', 'ten', '-1', '1.005', '1,50', '99999999999'])('%j is not an amount', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});
