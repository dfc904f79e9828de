/**
 * The item grid's filters (spec 1 section 5): a case-insensitive substring match on the title after
 * trimming, a blank search ignored, and the category 'all' showing everything.
 */
export const ALL_CATEGORIES = 'all';
export type CategoryFilter = typeof ALL_CATEGORIES | number;

export interface FilterableItem {
  title: string;
  category_id: number | null;
}

export function filterMenu<T extends FilterableItem>(
  items: readonly T[],
  filter: { search: string; category: CategoryFilter },
): readonly T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  if (!needle && filter.category === ALL_CATEGORIES) return items;
  return items.filter(
    (item) =>
      (filter.category === ALL_CATEGORIES || item.category_id === filter.category) &&
      (!needle || item.title.toLocaleLowerCase().includes(needle)),
  );
}
