import type { TMessageResponse, TTax, TTaxBody } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const taxesKey = ['settings', 'taxes'] as const;

export const getTaxes = () => api.get<TTax[]>('/settings/taxes');
export const addTax = (body: TTaxBody) =>
  api.post<TMessageResponse & { id: number }>('/settings/taxes/add', body);
export const updateTax = (id: number, body: TTaxBody) =>
  api.post<TMessageResponse>(`/settings/taxes/${id}/update`, body);
export const deleteTax = (id: number) => api.delete<TMessageResponse>(`/settings/taxes/${id}`);

export function useTaxes() {
  return useQuery({ queryKey: taxesKey, queryFn: getTaxes });
}
