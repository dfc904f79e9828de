/**
 * Conversion of a store's amounts to US dollars with the operator's stored rates. A rate is a
 * decimal string (as the database keeps it, up to 10 decimals) giving the dollars one unit of the
 * currency is worth. Amounts in every currency are hundredths (see money.ts), so converting minor
 * units gives US cents. The arithmetic is exact (BigInt) and rounds half away from zero once.
 */
const RATE_PATTERN = /^(\d{1,10})(?:\.(\d{1,10}))?$/;
const RATE_SCALE = 10n ** 10n;

/** True for a positive decimal rate with at most 10 integer and 10 fractional digits. */
export function isValidRate(rate: string): boolean {
  const match = RATE_PATTERN.exec(rate);
  if (!match) return false;
  return rateToScaled(match) > 0n;
}

function rateToScaled(match: RegExpExecArray): bigint {
  const fraction = (match[2] ?? '').padEnd(10, '0');
  return BigInt(match[1]) * RATE_SCALE + BigInt(fraction);
}

/** Converts minor units of a currency to US cents; throws on a malformed rate. */
export function convertToUsdMinor(minor: number, usdPerUnit: string): number {
  const match = RATE_PATTERN.exec(usdPerUnit);
  if (!match || !Number.isSafeInteger(minor))
    throw new RangeError(`cannot convert ${minor} at ${usdPerUnit}`);
  const product = BigInt(minor) * rateToScaled(match);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + RATE_SCALE) / (RATE_SCALE * 2n);
  const result = Number(rounded);
  return negative && result !== 0 ? -result : result;
}

/** Drops trailing zeros of a stored numeric ("0.0120000000" → "0.012") for display. */
export function normaliseRate(rate: string): string {
  if (!rate.includes('.')) return rate;
  return rate.replace(/0+$/, '').replace(/\.$/, '');
}
