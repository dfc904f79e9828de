import { allocateProportionally } from './allocation';
import { divideRounded } from './money';
import { type LineTax, taxOfLine, totalsWithServiceCharge } from './pricing';
import type { ServiceChargeRate } from './service-charge';

/**
 * Discounts on a line or on a whole order (DOMAIN.md "Line" and "Bill"). A discount is a percent
 * (in hundredths of a percent, 12.5 % = 1250) or an amount in minor units. The tax is computed on
 * the discounted price; an order discount is shared over its lines in proportion to what they
 * cost, the remainder cents going to the first lines, so the shares add up to it exactly.
 * Sales figures are net of tax: `discountTotal` is what the discounts took off the lines' net and
 * `compTotal` what comps gave away, so gross (net before both) − discountTotal − compTotal =
 * itemsTotal, and itemsTotal + serviceChargeTotal + taxTotal = payable (the service charge is
 * taken on the items total, after discounts; its tax is in the tax total).
 */
export type DiscountKind = 'percent' | 'amount';

export interface Discount {
  kind: DiscountKind;
  /** Hundredths of a percent for `percent` (10 % = 1000), minor units for `amount`. */
  value: number;
}

export const FULL_PERCENT = 10_000;

/** What a store may give without a manager when it has set nothing: 10 %. */
export const DEFAULT_DISCOUNT_LIMIT = 1000;

/** The reasons a store starts with; it edits them in Settings → Discount Reasons. */
export const DEFAULT_DISCOUNT_REASONS = [
  'Regular guest',
  'Service recovery',
  'Staff meal',
  'Promotion',
] as const;

export type DiscountProblem = 'discountNotPositive' | 'discountOverHundredPercent' | 'discountOverTotal';

export function isDiscountKind(value: unknown): value is DiscountKind {
  return value === 'percent' || value === 'amount';
}

/** Why a discount cannot apply to `base` (what it would reduce), or null when it can. */
export function checkDiscount(discount: Discount, base: number): DiscountProblem | null {
  if (!Number.isSafeInteger(discount.value) || discount.value <= 0) return 'discountNotPositive';
  if (discount.kind === 'percent') return discount.value > FULL_PERCENT ? 'discountOverHundredPercent' : null;
  return discount.value > base ? 'discountOverTotal' : null;
}

/** The amount a discount takes off `base`, never more than `base` nor less than zero. */
export function discountAmountOf(discount: Discount | null | undefined, base: number): number {
  if (!discount || base <= 0 || discount.value <= 0) return 0;
  const amount =
    discount.kind === 'percent'
      ? divideRounded(base * Math.min(discount.value, FULL_PERCENT), FULL_PERCENT)
      : discount.value;
  return Math.min(Math.max(amount, 0), base);
}

/** The discount as a share of `base`, in hundredths of a percent, rounded up (for a manager limit). */
export function discountShareOf(discount: Discount, base: number): number {
  if (discount.kind === 'percent') return discount.value;
  if (base <= 0) return FULL_PERCENT;
  return Math.ceil((discount.value * FULL_PERCENT) / base);
}

export interface DiscountedLineInput {
  /** Unit price with its options × quantity. */
  lineTotal: number;
  tax?: LineTax | null;
  discount?: Discount | null;
  /** A cancelled (voided) line keeps its own price for the record but counts in no total nor share. */
  cancelled?: boolean;
  /** A comped line is given free on purpose: it counts in gross and in comps, never in sales. */
  comped?: boolean;
}

export interface DiscountedLine {
  /** What the line's own discount and its share of the order's take off its price. */
  discountAmount: number;
  /** Of which the line's own discount. */
  lineDiscountAmount: number;
  taxAmount: number;
  /** The line's sales after discounts, tax left out. */
  netAmount: number;
  /** The line's sales before discounts, tax left out. */
  grossAmount: number;
  /** What a comp took off the line's sales (its gross), tax left out; 0 unless comped. */
  compAmount: number;
}

export interface DiscountedOrder {
  lines: DiscountedLine[];
  grossTotal: number;
  orderDiscountAmount: number;
  discountTotal: number;
  /** Comped lines' sales, tax left out: gross − discounts − comps = items total. */
  compTotal: number;
  itemsTotal: number;
  serviceChargeTotal: number;
  serviceChargeTax: number;
  taxTotal: number;
  payableTotal: number;
}

function netOf(price: number, tax: LineTax | null | undefined) {
  const taxAmount = taxOfLine(price, tax);
  return { taxAmount, netAmount: tax?.type === 'inclusive' ? price - taxAmount : price };
}

/** Prices an order's lines with their discounts and the order's (DOMAIN.md sums 1 and 2). */
export function priceDiscountedOrder(
  lines: readonly DiscountedLineInput[],
  orderDiscount?: Discount | null,
  serviceCharge?: ServiceChargeRate | null,
): DiscountedOrder {
  const afterOwn = lines.map((line) => {
    if (line.cancelled || line.comped) return { own: 0, price: 0 };
    const own = discountAmountOf(line.discount, line.lineTotal);
    return { own, price: line.lineTotal - own };
  });
  const base = afterOwn.reduce((sum, l) => sum + l.price, 0);
  const orderDiscountAmount = discountAmountOf(orderDiscount, base);
  const shares = allocateProportionally(
    orderDiscountAmount,
    afterOwn.map((l) => l.price),
  );
  const priced = lines.map((line, index): DiscountedLine => {
    if (line.cancelled) {
      const undiscounted = netOf(line.lineTotal, line.tax);
      return {
        discountAmount: 0,
        lineDiscountAmount: 0,
        ...undiscounted,
        grossAmount: undiscounted.netAmount,
        compAmount: 0,
      };
    }
    if (line.comped) {
      const gross = netOf(line.lineTotal, line.tax).netAmount;
      return {
        discountAmount: 0,
        lineDiscountAmount: 0,
        taxAmount: 0,
        netAmount: 0,
        grossAmount: gross,
        compAmount: gross,
      };
    }
    const discountAmount = afterOwn[index].own + shares[index];
    const after = netOf(line.lineTotal - discountAmount, line.tax);
    const before = netOf(line.lineTotal, line.tax);
    return {
      discountAmount,
      lineDiscountAmount: afterOwn[index].own,
      taxAmount: after.taxAmount,
      netAmount: after.netAmount,
      grossAmount: before.netAmount,
      compAmount: 0,
    };
  });
  const sum = (pick: (l: DiscountedLine) => number) =>
    priced.reduce((a, l, index) => (lines[index].cancelled ? a : a + pick(l)), 0);
  const grossTotal = sum((l) => l.grossAmount);
  const itemsTotal = sum((l) => l.netAmount);
  const compTotal = sum((l) => l.compAmount);
  return {
    lines: priced,
    grossTotal,
    orderDiscountAmount,
    discountTotal: grossTotal - compTotal - itemsTotal,
    compTotal,
    ...totalsWithServiceCharge(
      itemsTotal,
      sum((l) => l.taxAmount),
      serviceCharge,
    ),
  };
}
