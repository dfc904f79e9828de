import type { TMessageResponse } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TOrderGroup } from '../../orders/api/order-types';

export const kitchenKey = ['kitchen'] as const;

/** GET /kitchen: the orders the kitchen still has to make, grouped per table. */
export const getKitchenGroups = () => api.get<TOrderGroup[]>('/kitchen');

/** POST /kitchen/{itemId}: created → preparing ('Start Making') or preparing → completed ('Complete'). */
export const setKitchenItemStatus = (itemId: number, status: 'preparing' | 'completed') =>
  api.post<TMessageResponse>(`/kitchen/${itemId}`, { status });

export function useKitchenGroups() {
  return useQuery({ queryKey: kitchenKey, queryFn: getKitchenGroups });
}
