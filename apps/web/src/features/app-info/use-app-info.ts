import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface AppInfo {
  version: string;
  supportEmail: string;
  billingEnabled: boolean;
}

export const getAppInfo = () => api.get<AppInfo>('/app-info');

export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: Number.POSITIVE_INFINITY });
}
