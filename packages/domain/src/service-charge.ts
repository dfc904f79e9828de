import { allocateProportionally } from './allocation';
import { divideRounded } from './money';

/**
 * The service charge (DOMAIN.md "Service charge" and sum 2): a store-set percent of the bill's
 * sales after discounts, tax left out, that the house keeps (unlike a tip). A store may charge it
 * on dine-in orders only and only from a party size; it is taxed at a rate of its own, on top, or
 * not at all. An order keeps the rates it was charged at, so a later change of the setting never
 * rewrites an order already taken.
 */
export interface ServiceChargeRule {
  /** Hundredths of a percent (12.5 % = 1250); 0 charges nothing. */
  rateBasisPoints: number;
  /** Only orders eaten in (deliveryType `dinein`). */
  dineInOnly: boolean;
  /** Only parties of at least this many guests; null for any party. */
  minGuests: number | null;
  /** The tax on the service charge, hundredths of a percent, added on top; 0 when untaxed. */
  taxRateBasisPoints: number;
}

/** The rates one order is charged at: both 0 when the store's rule does not apply to it. */
export interface ServiceChargeRate {
  rateBasisPoints: number;
  taxRateBasisPoints: number;
}

export const NO_SERVICE_CHARGE: ServiceChargeRate = { rateBasisPoints: 0, taxRateBasisPoints: 0 };

/** At most 50 %: beyond that it is a typo, not a service charge. */
export const MAX_SERVICE_CHARGE_BASIS_POINTS = 5000;

/** The store's rule as the API carries it (percents: 12.5), read back into hundredths. */
export function serviceChargeRuleOf(
  setting:
    | { rate: number; dine_in_only: boolean; min_guests: number | null; tax_rate: number }
    | null
    | undefined,
): ServiceChargeRule | null {
  if (!setting || setting.rate <= 0) return null;
  return {
    rateBasisPoints: Math.round(setting.rate * 100),
    dineInOnly: setting.dine_in_only,
    minGuests: setting.min_guests,
    taxRateBasisPoints: Math.round(setting.tax_rate * 100),
  };
}

/** The rates an order is charged at under the store's rule, from how it is eaten and by how many. */
export function serviceChargeRateFor(
  rule: ServiceChargeRule | null | undefined,
  order: { deliveryType: string | null; guests: number | null },
): ServiceChargeRate {
  if (!rule || rule.rateBasisPoints <= 0) return NO_SERVICE_CHARGE;
  if (rule.dineInOnly && order.deliveryType !== 'dinein') return NO_SERVICE_CHARGE;
  if (rule.minGuests !== null && (order.guests ?? 0) < rule.minGuests) return NO_SERVICE_CHARGE;
  return { rateBasisPoints: rule.rateBasisPoints, taxRateBasisPoints: Math.max(rule.taxRateBasisPoints, 0) };
}

/** The service charge on `salesTotal` (net of tax, after discounts) and its tax, each rounded once. */
export function serviceChargeOf(
  salesTotal: number,
  rate: ServiceChargeRate | null | undefined,
): { amount: number; taxAmount: number } {
  if (!rate || rate.rateBasisPoints <= 0 || salesTotal <= 0) return { amount: 0, taxAmount: 0 };
  const amount = divideRounded(salesTotal * rate.rateBasisPoints, 10_000);
  const taxAmount = rate.taxRateBasisPoints > 0 ? divideRounded(amount * rate.taxRateBasisPoints, 10_000) : 0;
  return { amount, taxAmount };
}

/**
 * Each line's share of its order's service charge with its tax (`charged`), in proportion to the
 * lines' sales: a split by item or a refund by line carries the charge its lines brought, and the
 * shares add up to it exactly.
 */
export function shareServiceCharge(charged: number, lineSales: readonly number[]): number[] {
  return allocateProportionally(charged, lineSales);
}

/**
 * What each line costs the guest: its sales and tax and its share of the order's service charge
 * with that charge's tax. They add up to the order's payable exactly (its lines' amounts plus
 * `serviceChargeWithTax`), so a split by item or a refund by line loses or invents no cent.
 */
export function linePayables(
  lines: readonly { netAmount: number; taxAmount: number }[],
  serviceChargeWithTax: number,
): number[] {
  const shares = shareServiceCharge(
    serviceChargeWithTax,
    lines.map((l) => l.netAmount),
  );
  return lines.map((line, index) => line.netAmount + line.taxAmount + shares[index]);
}
