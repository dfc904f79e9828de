/** Tokens in `next` that were not in `previous`: the ones that just turned ready. */
export function newlyReady(previous: readonly number[] | null, next: readonly number[]): number[] {
  if (previous === null) return [];
  const before = new Set(previous);
  return next.filter((token) => !before.has(token));
}

/**
 * How large the numbers are drawn: fewer tokens get bigger ones, so a quiet evening reads from the
 * back of the room and a rush still fits the screen (rem, for a column half a TV wide).
 */
export function tokenSizeRem(count: number): number {
  if (count <= 6) return 8;
  if (count <= 12) return 6;
  if (count <= 20) return 4.5;
  if (count <= 35) return 3.5;
  return 2.75;
}
