/** Latency figures as every bench reports them: count, p50, p90, p99 and max, in ms to 0.1. */

/** The value below which p % of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted[sorted.length - 1] ?? Number.NaN),
  };
}
