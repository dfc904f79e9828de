import { allocateProportionally } from './allocation';
import { divideRounded, MAX_AMOUNT_MINOR } from './money';

/**
 * The money rules of taking payment in parts (DOMAIN.md "Payment" and "Split"): what a bill still
 * owes, how an even split spreads the cents, what change a cash tender gives, and what tip a
 * percent preset means. All amounts are integer minor units; the screens call these to show and
 * the server calls them to decide, so both always agree.
 */

/** Tip presets a store starts with, in percent of the amount paid (a store setting). */
export const DEFAULT_TIP_PRESETS = [10, 15, 20] as const;

/** A bill can be split evenly in at most this many parts (a long table, not a typo of 100). */
export const MAX_SPLIT_PARTS = 30;

/**
 * Splits `total` in `parts` amounts that add up to it exactly; the first parts carry the remainder
 * cent by cent (10.00 in 3 → 3.34, 3.33, 3.33).
 */
export function splitEvenly(total: number, parts: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole amount ≥ 0');
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number ≥ 1');
  const base = Math.floor(total / parts);
  const remainder = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** A bill's line as a split by item sees it: what it costs (after discounts, with tax) and its units. */
export interface SplitLine {
  amount: number;
  quantity: number;
}

/**
 * Splits a bill by item: `units[l][p]` is how many units of line `l` go to part `p` (whole lines,
 * or part of a line's quantity). Each line's amount is shared over its parts by units, the cents
 * spread by the largest remainder, so the parts and what is not yet given to any part add up to
 * the lines exactly. The same inputs always give the same parts (the receipt of a part recomputes
 * them).
 */
export function splitByItems(
  lines: readonly SplitLine[],
  units: readonly (readonly number[])[],
  parts: number,
): { parts: number[]; unassigned: number } {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number ≥ 1');
  const totals = Array.from({ length: parts }, () => 0);
  let unassigned = 0;
  lines.forEach((line, index) => {
    const given = Array.from({ length: parts }, (_, p) => units[index]?.[p] ?? 0);
    const { shares, left } = shareLine(line, given);
    shares.forEach((share, p) => {
      totals[p] += share;
    });
    unassigned += left;
  });
  return { parts: totals, unassigned };
}

/** One line of a split by item: its amount per part by units, and what no part has taken yet. */
export function shareLine(line: SplitLine, units: readonly number[]): { shares: number[]; left: number } {
  if (units.some((u) => !Number.isSafeInteger(u) || u < 0))
    throw new RangeError('units must be whole numbers ≥ 0');
  const leftUnits = line.quantity - units.reduce((a, u) => a + u, 0);
  if (leftUnits < 0) throw new RangeError('more units given than the line has');
  const shares = allocateProportionally(line.amount, [...units, leftUnits]);
  return { shares: shares.slice(0, units.length), left: shares[units.length] };
}

/** What is still due on a bill: its payable less what its payments (tips left out) have covered. */
export function amountDue(payable: number, paidSoFar: number): number {
  return Math.max(0, payable - paidSoFar);
}

/** The tip a percent preset gives on an amount, rounded half away from zero to the cent. */
export function tipFromPercent(amount: number, percent: number): number {
  return divideRounded(amount * percent, 100);
}

export type PaymentProblem =
  | 'amountNotPositive'
  | 'amountOverDue'
  | 'tenderedTooLow'
  | 'tipNegative'
  | 'tipTooLarge';

export interface PaymentInput {
  /** What this payment covers of the bill's payable. */
  amount: number;
  /** Cash handed over, when the payment is cash; at least `amount + tip`. */
  tendered?: number | null;
  tip?: number;
}

export interface SettledPayment {
  amount: number;
  tip: number;
  tendered: number | null;
  /** Cash given back: tendered − amount − tip, 0 without a tender. */
  change: number;
}

/**
 * Checks one payment against what the bill still owes and settles the cash: the amount must be
 * more than 0 and at most the due; a tip is never negative and at most the bill's payable (beyond
 * that it is a typo, not generosity); a cash tender covers amount and tip, and the rest is change.
 */
export function settlePayment(
  input: PaymentInput,
  due: number,
  payable: number,
): { ok: true; payment: SettledPayment } | { ok: false; problem: PaymentProblem } {
  const tip = input.tip ?? 0;
  if (input.amount <= 0) return { ok: false, problem: 'amountNotPositive' };
  if (input.amount > due) return { ok: false, problem: 'amountOverDue' };
  if (tip < 0) return { ok: false, problem: 'tipNegative' };
  if (tip > Math.max(payable, 0) || tip > MAX_AMOUNT_MINOR) return { ok: false, problem: 'tipTooLarge' };
  const tendered = input.tendered ?? null;
  if (tendered !== null && tendered < input.amount + tip) return { ok: false, problem: 'tenderedTooLow' };
  return {
    ok: true,
    payment: {
      amount: input.amount,
      tip,
      tendered,
      change: tendered === null ? 0 : tendered - input.amount - tip,
    },
  };
}

export type RefundProblem = 'refundNotPositive' | 'refundOverPaid';

/** What can still be refunded on an invoice: its total less the refunds already given. */
export function refundable(invoiceTotal: number, refundedSoFar: number): number {
  return Math.max(0, invoiceTotal - refundedSoFar);
}

/**
 * What refunding `units` of a line gives back, when `alreadyRefunded` of its `quantity` were
 * refunded before: the line's amount is taken by cumulative rounding, so refunding it unit by
 * unit, or all at once, gives back exactly what it cost.
 */
export function refundOfUnits(
  amount: number,
  quantity: number,
  alreadyRefunded: number,
  units: number,
): number {
  if (!Number.isSafeInteger(units) || units < 1 || alreadyRefunded + units > quantity) {
    throw new RangeError('units must be whole, at least 1, and not more than what is left of the line');
  }
  const upTo = (n: number) => divideRounded(amount * n, quantity);
  return upTo(alreadyRefunded + units) - upTo(alreadyRefunded);
}

/** A refund is more than 0 and never more than what is left to refund on the invoice. */
export function checkRefund(
  amount: number,
  invoiceTotal: number,
  refundedSoFar: number,
): RefundProblem | null {
  if (amount <= 0) return 'refundNotPositive';
  if (amount > refundable(invoiceTotal, refundedSoFar)) return 'refundOverPaid';
  return null;
}
