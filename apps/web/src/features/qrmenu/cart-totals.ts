import {
  type CartTotals,
  priceCart,
  type ServiceChargeRule,
  serviceChargeRateFor,
  toMinorUnits,
} from '@mise/domain';
import type { QrCartLine } from './qr-cart-store';

/**
 * The Order Summary of the cart, by the same rules the server and the POS use (packages/domain):
 * per-line tax, exclusive on top, inclusive contained. Minor units; the server recomputes anyway.
 */
export function cartTotals(
  lines: readonly QrCartLine[],
  serviceCharge: { rule: ServiceChargeRule | null; atTable: boolean } = { rule: null, atTable: false },
): CartTotals & { lineTotals: number[] } {
  const priced = priceCart(
    lines.map((line) => ({
      basePrice: toMinorUnits(line.price) ?? 0,
      quantity: line.quantity,
      tax:
        line.tax_rate === null
          ? null
          : { rateBasisPoints: toMinorUnits(line.tax_rate) ?? 0, type: line.tax_type },
    })),
    // An order from a table is eaten in; the party's size is not known yet (none is assumed).
    serviceChargeRateFor(serviceCharge.rule, {
      deliveryType: serviceCharge.atTable ? 'dinein' : null,
      guests: null,
    }),
  );
  const { lines: pricedLines, ...totals } = priced;
  return { ...totals, lineTotals: pricedLines.map((l) => l.lineTotal) };
}
