/**
 * The cash drawer's sums (DOMAIN.md "Shift / drawer session"): what should be in the drawer, what
 * was counted, and the difference. Amounts are integer minor units (hundredths, like all money here).
 */

/** Notes and coins in circulation, in major units, largest first. */
const DENOMINATIONS_MAJOR: Record<string, readonly number[]> = {
  USD: [100, 50, 20, 10, 5, 2, 1, 0.25, 0.1, 0.05, 0.01],
  CAD: [100, 50, 20, 10, 5, 2, 1, 0.25, 0.1, 0.05],
  AUD: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
  NZD: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1],
  EUR: [500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01],
  GBP: [50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01],
  CHF: [1000, 200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
  INR: [500, 200, 100, 50, 20, 10, 5, 2, 1],
  JPY: [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1],
  MXN: [1000, 500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5],
  BRL: [200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05],
  ZAR: [200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1],
  AED: [1000, 500, 200, 100, 50, 20, 10, 5, 1, 0.5, 0.25],
  SGD: [1000, 100, 50, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
};

/** Any other currency: the 1-2-5 series most currencies follow, from 500 down to 0.01. */
const FALLBACK_MAJOR = [500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01];

/** The store currency's notes and coins in minor units, largest first. */
export function denominationsOf(currency: string): number[] {
  const major = DENOMINATIONS_MAJOR[currency.toUpperCase()] ?? FALLBACK_MAJOR;
  return major.map((value) => Math.round(value * 100));
}

export interface DenominationCount {
  /** The note or coin, in minor units. */
  denomination: number;
  count: number;
}

/** The counted cash: Σ denomination × count. */
export function countedTotal(counts: readonly DenominationCount[]): number {
  return counts.reduce((sum, c) => sum + c.denomination * c.count, 0);
}

export interface DrawerFlows {
  /** The float counted in at the opening. */
  openingFloat: number;
  /** Cash kept from cash payments: tendered − change (amount + tip when no tender was entered). */
  cashTaken: number;
  /** Cash handed back by refunds to a cash payment type. */
  cashRefunds: number;
  payIns: number;
  /** Pay-outs, cash tips handed to staff among them. */
  payOuts: number;
}

/** Expected cash = float + cash taken − cash refunds + pay-ins − pay-outs. */
export function expectedCash(flows: DrawerFlows): number {
  return flows.openingFloat + flows.cashTaken - flows.cashRefunds + flows.payIns - flows.payOuts;
}

/** Variance = counted − expected: positive is over, negative is short. */
export function cashVariance(counted: number, expected: number): number {
  return counted - expected;
}
