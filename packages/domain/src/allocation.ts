/**
 * Spreads `total` over `weights` in proportion, in whole units that add up to `total` exactly:
 * each gets the floor of its share, then the remainder goes one unit each to the largest
 * fractions, ties to the first (largest-remainder method). Zero weights get nothing.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(w, 0), 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w, index) => {
    const exact = big * BigInt(Math.max(w, 0));
    return { index, floor: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - shares.reduce((a, s) => a + s.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((s) => s.floor);
  for (const share of byRemainder) {
    if (left <= 0) break;
    if (weights[share.index] <= 0) continue;
    result[share.index] += 1;
    left -= 1;
  }
  return result;
}
