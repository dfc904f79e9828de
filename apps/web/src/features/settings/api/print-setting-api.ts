import type { TMessageResponse, TPrintSetting, TPrintSettingBody } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const printSettingKey = ['settings', 'print-setting'] as const;

export const getPrintSetting = () => api.get<TPrintSetting>('/settings/print-setting');
export const savePrintSetting = (body: TPrintSettingBody) =>
  api.post<TMessageResponse>('/settings/print-setting', body);

export function usePrintSetting() {
  return useQuery({ queryKey: printSettingKey, queryFn: getPrintSetting });
}
