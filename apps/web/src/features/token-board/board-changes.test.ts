import { describe, expect, it } from 'vitest';
import { newlyReady, tokenSizeRem } from './board-changes';

describe('newlyReady', () => {
  it('is nothing on the first load, then the tokens that joined', () => {
    expect(newlyReady(null, [1, 2])).toEqual([]);
    expect(newlyReady([1, 2], [1, 2, 5])).toEqual([5]);
    expect(newlyReady([1, 2], [2])).toEqual([]);
  });
});

describe('tokenSizeRem', () => {
  it('shrinks as the column fills', () => {
    expect(tokenSizeRem(3)).toBeGreaterThan(tokenSizeRem(15));
    expect(tokenSizeRem(15)).toBeGreaterThan(tokenSizeRem(60));
  });
});
