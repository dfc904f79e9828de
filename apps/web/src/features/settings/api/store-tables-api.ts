import type { TMessageResponse, TStoreTable, TStoreTableBody } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const storeTablesKey = ['settings', 'store-tables'] as const;

export const getStoreTables = () => api.get<TStoreTable[]>('/settings/store-tables');
export const addStoreTable = (body: TStoreTableBody) =>
  api.post<TMessageResponse & { id: number }>('/settings/store-tables/add', body);
export const updateStoreTable = (id: number, body: TStoreTableBody) =>
  api.post<TMessageResponse>(`/settings/store-tables/${id}/update`, body);
export const deleteStoreTable = (id: number) => api.delete<TMessageResponse>(`/settings/store-tables/${id}`);

export function useStoreTables() {
  return useQuery({ queryKey: storeTablesKey, queryFn: getStoreTables });
}
