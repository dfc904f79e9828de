import type { TPosInit } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const posInitKey = ['pos', 'init'] as const;

export const getPosInit = () => api.get<TPosInit>('/pos/init');

/** Menu, tables, payment types, print and store settings: everything the POS screen starts from. */
export function usePosInit() {
  return useQuery({ queryKey: posInitKey, queryFn: getPosInit, staleTime: 60_000 });
}
