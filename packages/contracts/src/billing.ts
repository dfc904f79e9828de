import { z } from 'zod';

/**
 * Subscription calls (spec 2 section 7, "Subscription and account"). The plan and its price are
 * fixed on the server; nothing the browser sends chooses what is charged.
 */

/** The spec's client sends a product id; it is accepted for compatibility and never picks the price. */
export const StripeProductLookupBody = z
  .object({ id: z.string({ error: 'Invalid request!' }).max(200, 'Invalid request!').optional() })
  .nullish();

export const StripeProductLookupResponse = z.object({ url: z.string() });
export type TStripeProductLookupResponse = z.infer<typeof StripeProductLookupResponse>;

const stripeId = z
  .string({ error: 'Invalid request!' })
  .trim()
  .min(1, 'Invalid request!')
  .max(255, 'Invalid request!');

/**
 * The subscription to cancel (spec: subscription_id, another reading: id). Either is only a check:
 * the subscription cancelled is always the caller's own tenant's.
 */
export const CancelSubscriptionBody = z
  .object({ subscription_id: stripeId.optional(), id: stripeId.optional() })
  .nullish();

export const SubscriptionDetails = z.object({
  /** The Stripe subscription id; null for non-admins and for tenants that never subscribed. */
  subscription_id: z.string().nullable(),
  /** The tenant may use the product now (operator switch on and, with billing on, paid up). */
  is_active: z.boolean(),
  subscription_start: z.string().nullable(),
  subscription_end: z.string().nullable(),
  /** Stripe's subscription status (active, past_due, canceled...), null before the first one. */
  status: z.string().nullable(),
  billing_enabled: z.boolean(),
  /** The operator's switch: false when the operator deactivated the tenant. */
  account_enabled: z.boolean(),
});
export type TSubscriptionDetails = z.infer<typeof SubscriptionDetails>;
