import type { TCategory, TCategoryBody, TMessageResponse } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const categoriesKey = ['settings', 'categories'] as const;

export const getCategories = () => api.get<TCategory[]>('/settings/categories');
export const addCategory = (body: TCategoryBody) =>
  api.post<TMessageResponse & { id: number }>('/settings/categories/add', body);
export const updateCategory = (id: number, body: TCategoryBody) =>
  api.post<TMessageResponse>(`/settings/categories/${id}/update`, body);
export const deleteCategory = (id: number) => api.delete<TMessageResponse>(`/settings/categories/${id}`);

export function useCategories() {
  return useQuery({ queryKey: categoriesKey, queryFn: getCategories });
}
