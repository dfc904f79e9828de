import { describe, expect, it } from 'vitest';
import { posLinkForTable, tableFromAddress } from './floor-links';

describe('the POS opened for a table', () => {
  it('names the table in its address and reads it back', () => {
    expect(posLinkForTable(12)).toBe('/dashboard/pos?table=12');
    expect(tableFromAddress('?table=12')).toBe(12);
  });

  it('ignores a missing or malformed table', () => {
    for (const search of ['', '?table=', '?table=abc', '?table=-3', '?table=1.5', '?other=4']) {
      expect(tableFromAddress(search), search).toBeNull();
    }
  });
});
