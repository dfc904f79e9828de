import type { TAvailability, TAvailabilityBody, TMessageResponse } from '@mise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useLiveRefetch } from '../../../lib/use-live-query';

export const availabilityKey = ['availability'] as const;

/** GET /availability: what is sold out or counted (86). */
export const getAvailability = () => api.get<TAvailability[]>('/availability');

/** PUT /availability: marks one item, variant or addon sold out, counts it, or makes it available. */
export const setAvailability = (body: TAvailabilityBody) => api.put<TMessageResponse>('/availability', body);

/**
 * What is sold out or counted, following every till and kitchen live. It draws at once from the
 * copy the screen's own init brought, checks it once in the background (init is remembered per menu
 * version, and portions taken by orders do not change the version), then refetches on each change.
 */
export function useAvailability(initial: TAvailability[] | undefined) {
  useLiveRefetch(availabilityKey, { events: ['availability_update'] });
  const queryClient = useQueryClient();
  const ready = initial !== undefined;
  const availability = useQuery({
    queryKey: availabilityKey,
    queryFn: getAvailability,
    initialData: initial,
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // After the query's own effect has subscribed the screen to it: marked stale before, it would
  // answer the screen's subscription with a new result, and the screen be drawn again at once.
  useEffect(() => {
    if (ready) void queryClient.invalidateQueries({ queryKey: availabilityKey });
  }, [ready, queryClient]);
  return availability;
}
