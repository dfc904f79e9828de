import { MAX_AMOUNT_MINOR, toMinorUnits } from '@mise/domain';

/** What staff typed as an amount ("12", "12.5", "12.50") in minor units; null when it is not one. */
export function parseAmountInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const minor = toMinorUnits(Number(trimmed));
  return minor === null || minor > MAX_AMOUNT_MINOR ? null : minor;
}
