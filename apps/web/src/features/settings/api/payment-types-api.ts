import type { TMessageResponse, TPaymentType, TPaymentTypeBody } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const paymentTypesKey = ['settings', 'payment-types'] as const;

export const getPaymentTypes = () => api.get<TPaymentType[]>('/settings/payment-types');
export const addPaymentType = (body: TPaymentTypeBody) =>
  api.post<TMessageResponse & { id: number }>('/settings/payment-types/add', body);
export const updatePaymentType = (id: number, body: TPaymentTypeBody) =>
  api.post<TMessageResponse>(`/settings/payment-types/${id}/update`, body);
export const togglePaymentType = (id: number, isActive: boolean) =>
  api.post<TMessageResponse>(`/settings/payment-types/${id}/toggle`, { isActive });
export const deletePaymentType = (id: number) =>
  api.delete<TMessageResponse>(`/settings/payment-types/${id}`);

export function usePaymentTypes() {
  return useQuery({ queryKey: paymentTypesKey, queryFn: getPaymentTypes });
}
