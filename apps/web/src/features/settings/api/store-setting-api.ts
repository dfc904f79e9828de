import type { TMessageResponse, TStoreSetting, TStoreSettingBody } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const storeSettingKey = ['settings', 'store-setting'] as const;

export const getStoreSetting = () => api.get<TStoreSetting>('/settings/store-setting');
export const saveStoreSetting = (body: TStoreSettingBody) =>
  api.post<TMessageResponse>('/settings/store-setting', body);

export function useStoreSetting() {
  return useQuery({ queryKey: storeSettingKey, queryFn: getStoreSetting });
}
