import type {
  TMessageResponse,
  TPinSwitchBody,
  TPinSwitchResponse,
  TSetPinBody,
  TTillSettings,
  TTillSettingsBody,
  TTillStaff,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const tillKey = ['till'] as const;
const tillSettingsKey = [...tillKey, 'settings'] as const;

export const getTillStaff = () => api.get<TTillStaff[]>('/till/staff');
export const switchByPin = (body: TPinSwitchBody) => api.post<TPinSwitchResponse>('/till/switch', body);
export const setOwnPin = (body: TSetPinBody) => api.put<TMessageResponse>('/till/pin', body);
export const getTillSettings = () => api.get<TTillSettings>('/till/settings');
export const saveTillSettings = (body: TTillSettingsBody) =>
  api.put<TMessageResponse>('/till/settings', body);

export function useTillStaff(enabled: boolean) {
  return useQuery({ queryKey: [...tillKey, 'staff'], queryFn: getTillStaff, enabled, staleTime: 0 });
}

export function useTillSettings(enabled = true) {
  return useQuery({ queryKey: tillSettingsKey, queryFn: getTillSettings, staleTime: 5 * 60_000, enabled });
}
