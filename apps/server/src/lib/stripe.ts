import Stripe from 'stripe';
import type { StripeConfig } from '../config';

/**
 * The Stripe SDK client, or null when billing is off. Built once per app from the configuration, so
 * tests point it at a local stand-in (STRIPE_API_BASE) while production talks to api.stripe.com.
 * The SDK pins its own API version, so objects fetched through it always have the shape it types.
 */
export function createStripeClient(config: StripeConfig | undefined): Stripe | null {
  if (!config) return null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ?? {}),
  });
}

export type { Stripe };
