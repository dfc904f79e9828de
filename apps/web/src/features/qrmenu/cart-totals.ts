import { type CartTotals, priceCart, toMinorUnits } from '@mise/domain';
import type { QrCartLine } from './qr-cart-store';

/**
 * The Order Summary of the cart, by the same rules the server and the POS use (packages/domain):
 * per-line tax, exclusive on top, inclusive contained. Minor units; the server recomputes anyway.
 */
export function cartTotals(lines: readonly QrCartLine[]): CartTotals & { lineTotals: number[] } {
  const priced = priceCart(
    lines.map((line) => ({
      basePrice: toMinorUnits(line.price) ?? 0,
      quantity: line.quantity,
      tax:
        line.tax_rate === null
          ? null
          : { rateBasisPoints: toMinorUnits(line.tax_rate) ?? 0, type: line.tax_type },
    })),
  );
  const { lines: pricedLines, ...totals } = priced;
  return { ...totals, lineTotals: pricedLines.map((l) => l.lineTotal) };
}
