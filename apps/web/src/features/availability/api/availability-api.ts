import type { TAvailability, TAvailabilityBody, TMessageResponse } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveRefetch } from '../../../lib/use-live-query';

export const availabilityKey = ['availability'] as const;

/** GET /availability: what is sold out or counted (86). */
export const getAvailability = () => api.get<TAvailability[]>('/availability');

/** PUT /availability: marks one item, variant or addon sold out, counts it, or makes it available. */
export const setAvailability = (body: TAvailabilityBody) => api.put<TMessageResponse>('/availability', body);

/**
 * What is sold out or counted, following every till and kitchen live. It starts from the copy the
 * screen's own init brought (no request of its own on opening), then refetches on each change.
 */
export function useAvailability(initial: TAvailability[] | undefined) {
  useLiveRefetch(availabilityKey, { events: ['availability_update'] });
  return useQuery({
    queryKey: availabilityKey,
    queryFn: getAvailability,
    initialData: initial,
    enabled: initial !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
