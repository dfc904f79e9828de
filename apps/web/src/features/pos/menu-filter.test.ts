import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterMenu } from './menu-filter';

const items = [
  { id: 1, title: 'Margherita Pizza', category_id: 2 },
  { id: 2, title: 'Pizza Bianca', category_id: 2 },
  { id: 3, title: 'Cappuccino', category_id: 3 },
  { id: 4, title: 'Uncategorised Special', category_id: null },
];
const ids = (list: readonly { id: number }[]) => list.map((i) => i.id);

describe('filterMenu', () => {
  it("shows everything for a blank search and 'all'", () => {
    expect(filterMenu(items, { search: '   ', category: ALL_CATEGORIES })).toBe(items);
  });

  it('matches a trimmed, case-insensitive substring of the title', () => {
    expect(ids(filterMenu(items, { search: '  PIZZA ', category: ALL_CATEGORIES }))).toEqual([1, 2]);
    expect(ids(filterMenu(items, { search: 'ccin', category: ALL_CATEGORIES }))).toEqual([3]);
    expect(filterMenu(items, { search: 'sushi', category: ALL_CATEGORIES })).toEqual([]);
  });

  it('filters by category, together with the search', () => {
    expect(ids(filterMenu(items, { search: '', category: 2 }))).toEqual([1, 2]);
    expect(ids(filterMenu(items, { search: 'bianca', category: 2 }))).toEqual([2]);
    expect(filterMenu(items, { search: 'cappuccino', category: 2 })).toEqual([]);
  });
});
