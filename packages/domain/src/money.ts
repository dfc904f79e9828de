/**
 * Money is integer minor units (hundredths) everywhere inside the product. The HTTP API carries
 * amounts as decimal numbers in major units with at most two decimals, as the spec's client does;
 * these helpers are the only place that converts between the two.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000; // 10,000,000.00: no menu price is anywhere near it

/** Converts a major-unit amount (e.g. 12.5) to minor units (1250); null when not exactly representable. */
export function toMinorUnits(major: number): number | null {
  if (typeof major !== 'number' || !Number.isFinite(major)) return null;
  const scaled = major * 100;
  const rounded = Math.round(scaled);
  // Accept binary noise (0.29 * 100 = 28.999999999999996) but not a third decimal.
  if (Math.abs(scaled - rounded) > 1e-6) return null;
  return rounded === 0 ? 0 : rounded;
}

export function toMajorUnits(minor: number): number {
  return minor / 100;
}

/** Rounds num/den half away from zero, exactly, for integers (BigInt avoids overflow on big lines). */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('division by zero');
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  const result = Number(q);
  return negative && result !== 0 ? -result : result;
}

/** "12.50": two decimals, no symbol. */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
