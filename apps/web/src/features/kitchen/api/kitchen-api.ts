import type { TKitchenAgeLimits, TKitchenSetup, TMessageResponse } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TOrderGroup } from '../../orders/api/order-types';

export const kitchenKey = ['kitchen'] as const;
/** Its own key, not under kitchenKey: the live refetch of tickets must not refetch the setup too. */
export const kitchenSetupKey = ['kitchen-setup'] as const;

/** GET /kitchen: the orders the kitchen still has to make, grouped per table. */
export const getKitchenGroups = () => api.get<TOrderGroup[]>('/kitchen');

/** POST /kitchen/{itemId}: created → preparing ('Start Making') or preparing → completed ('Complete'). */
export const setKitchenItemStatus = (itemId: number, status: 'preparing' | 'completed') =>
  api.post<TMessageResponse>(`/kitchen/${itemId}`, { status });

/** GET /kitchen/setup: the stations, where each item's lines go, the ticket age colours. */
export const getKitchenSetup = () => api.get<TKitchenSetup>('/kitchen/setup');

/** GET and PUT /kitchen/age-limits (Settings → Stations): when a ticket turns amber, then red. */
export const kitchenAgeLimitsKey = ['kitchen-age-limits'] as const;
export const getKitchenAgeLimits = () => api.get<TKitchenAgeLimits>('/kitchen/age-limits');
export const saveKitchenAgeLimits = (limits: TKitchenAgeLimits) =>
  api.put<TMessageResponse>('/kitchen/age-limits', limits);

export function useKitchenGroups() {
  return useQuery({ queryKey: kitchenKey, queryFn: getKitchenGroups });
}

export function useKitchenAgeLimits() {
  return useQuery({ queryKey: kitchenAgeLimitsKey, queryFn: getKitchenAgeLimits });
}

/** Stations change seldom: a screen rereads them when it comes back into view. */
export function useKitchenSetup() {
  return useQuery({ queryKey: kitchenSetupKey, queryFn: getKitchenSetup, staleTime: 60_000 });
}
