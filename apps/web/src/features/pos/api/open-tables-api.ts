import type { TPosOpenTable } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveRefetch } from '../../../lib/use-live-query';

export const openTablesKey = ['pos', 'open-tables'] as const;

export const getOpenTables = () => api.get<TPosOpenTable[]>('/pos/open-tables');

/** The tables with open orders and what they still owe, kept live as orders and payments change. */
export function useOpenTables() {
  useLiveRefetch(openTablesKey);
  return useQuery({ queryKey: openTablesKey, queryFn: getOpenTables });
}
