import type { TMessageResponse, TStripeProductLookupResponse, TSubscriptionDetails } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const subscriptionDetailsKey = ['subscription-details'] as const;

export const getSubscriptionDetails = () => api.get<TSubscriptionDetails>('/auth/subscription-details');

export function useSubscriptionDetails(options: { enabled?: boolean; pollUntilActive?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionDetailsKey,
    queryFn: getSubscriptionDetails,
    enabled: options.enabled ?? true,
    // After paying, Stripe's confirmation reaches the server a moment later.
    refetchInterval: (query) => (options.pollUntilActive && !query.state.data?.is_active ? 3000 : false),
  });
}

/** Subscribe: the server creates a Checkout Session for its one plan and answers its URL. */
export const startCheckout = () => api.post<TStripeProductLookupResponse>('/auth/stripe-product-lookup', {});

export const cancelSubscription = (subscriptionId: string | null) =>
  api.post<TMessageResponse>(
    '/auth/cancel-subscription',
    subscriptionId ? { subscription_id: subscriptionId } : {},
  );
