import { divideRounded } from './money';
import { type ServiceChargeRate, serviceChargeOf } from './service-charge';

/**
 * Cart pricing, shared by the POS, the QR cart and the server (which alone decides what is stored).
 * All amounts are integer minor units; tax rates are hundredths of a percent (7.25 % = 725).
 *
 * Per line: unit = variant price (else base price) + addon prices; line total = unit x quantity.
 * Exclusive tax = line total x rate, added on top. Inclusive tax = line total - line total / (1 + rate),
 * contained in the price. Each line's tax is rounded half-up once; totals are sums of rounded lines.
 * The items total is the net amount (an inclusive line counts its price less the tax it contains),
 * A service charge, when the order has one, is a share of the items total with its own tax
 * (service-charge.ts), so payable = items total + service charge + tax total (which includes the
 * service charge's tax) is exactly what the diner pays.
 */
export type TaxType = 'exclusive' | 'inclusive';

export interface LineTax {
  rateBasisPoints: number;
  type: string | null | undefined;
}

export interface PricingLineInput {
  basePrice: number;
  variantPrice?: number | null;
  addonPrices?: readonly number[];
  quantity: number;
  tax?: LineTax | null;
}

export interface PricedLine {
  unitPrice: number;
  lineTotal: number;
  taxAmount: number;
  netAmount: number;
}

export interface CartTotals {
  itemsTotal: number;
  /** The service charge, its tax left out (that is in the tax total). */
  serviceChargeTotal: number;
  /** The service charge's tax, part of the tax total. */
  serviceChargeTax: number;
  taxTotal: number;
  payableTotal: number;
}

export function isTaxType(value: unknown): value is TaxType {
  return value === 'exclusive' || value === 'inclusive';
}

export function unitPriceOf(
  line: Pick<PricingLineInput, 'basePrice' | 'variantPrice' | 'addonPrices'>,
): number {
  const base = line.variantPrice ?? line.basePrice;
  return base + (line.addonPrices ?? []).reduce((sum, p) => sum + p, 0);
}

export function taxOfLine(lineTotal: number, tax: LineTax | null | undefined): number {
  if (!tax || !isTaxType(tax.type) || tax.rateBasisPoints <= 0) return 0;
  if (tax.type === 'exclusive') return divideRounded(lineTotal * tax.rateBasisPoints, 10_000);
  return lineTotal - divideRounded(lineTotal * 10_000, 10_000 + tax.rateBasisPoints);
}

export function priceLine(line: PricingLineInput): PricedLine {
  const unitPrice = unitPriceOf(line);
  const lineTotal = unitPrice * line.quantity;
  const taxAmount = taxOfLine(lineTotal, line.tax);
  const netAmount = line.tax?.type === 'inclusive' ? lineTotal - taxAmount : lineTotal;
  return { unitPrice, lineTotal, taxAmount, netAmount };
}

export function sumTotals(
  lines: readonly PricedLine[],
  serviceCharge?: ServiceChargeRate | null,
): CartTotals {
  let itemsTotal = 0;
  let linesTax = 0;
  for (const line of lines) {
    itemsTotal += line.netAmount;
    linesTax += line.taxAmount;
  }
  return totalsWithServiceCharge(itemsTotal, linesTax, serviceCharge);
}

/** The bill's sums (DOMAIN.md sum 2) from its sales and their tax, with the service charge on them. */
export function totalsWithServiceCharge(
  itemsTotal: number,
  linesTax: number,
  serviceCharge?: ServiceChargeRate | null,
): CartTotals {
  const charge = serviceChargeOf(itemsTotal, serviceCharge);
  const taxTotal = linesTax + charge.taxAmount;
  return {
    itemsTotal,
    serviceChargeTotal: charge.amount,
    serviceChargeTax: charge.taxAmount,
    taxTotal,
    payableTotal: itemsTotal + charge.amount + taxTotal,
  };
}

export function priceCart(
  lines: readonly PricingLineInput[],
  serviceCharge?: ServiceChargeRate | null,
): CartTotals & { lines: PricedLine[] } {
  const priced = lines.map(priceLine);
  return { lines: priced, ...sumTotals(priced, serviceCharge) };
}
