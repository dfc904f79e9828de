/**
 * The one plan the product sells (spec 1 section 9: $5 per month). The operator's MRR and ARR cards
 * are computed from the number of paying tenants and this constant.
 */
export const PLAN_PRICE_USD_MINOR = 500;

export const PLAN_FEATURES = [
  'Unlimited Orders',
  'Monthly Renewals',
  'Unlimited Devices',
  'Live Kitchen Orders',
] as const;

/**
 * Stripe subscription statuses that still grant access until the period ends. past_due is the
 * window in which Stripe retries a failed renewal; it ends in canceled or unpaid.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

export function isLiveSubscriptionStatus(status: string | null | undefined): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '');
}

/** Monthly recurring revenue in US cents for `subscribers` paying tenants. */
export function monthlyRecurringRevenueMinor(subscribers: number): number {
  return subscribers * PLAN_PRICE_USD_MINOR;
}

/** Annual recurring revenue in US cents: twelve months of the monthly plan. */
export function annualRecurringRevenueMinor(subscribers: number): number {
  return subscribers * PLAN_PRICE_USD_MINOR * 12;
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "$1.2K", "$3.4M": US dollars in the compact notation of the operator's cards. */
export function formatCompactUsd(minor: number): string {
  return compactUsd.format(minor / 100);
}
