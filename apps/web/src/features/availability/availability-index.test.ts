import { describe, expect, it } from 'vitest';
import { AvailabilityIndex } from './availability-index';

describe('availability index', () => {
  const index = new AvailabilityIndex([
    { kind: 'item', id: 1, soldOut: true, countLeft: null },
    { kind: 'item', id: 2, soldOut: false, countLeft: 3 },
    { kind: 'variant', id: 1, soldOut: true, countLeft: 0 },
  ]);

  it('answers per kind and id; anything without an entry is available and uncounted', () => {
    expect(index.isSoldOut('item', 1)).toBe(true);
    expect(index.isSoldOut('variant', 1)).toBe(true);
    // The same id of another kind is another thing.
    expect(index.isSoldOut('addon', 1)).toBe(false);
    expect(index.countLeft('item', 2)).toBe(3);
    expect(index.stateOf('item', 99)).toBeNull();
    expect(index.size).toBe(3);
  });
});
