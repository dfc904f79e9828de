import type { TDevice, TMessageResponse } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const devicesKey = ['devices'] as const;

export const getDevices = () => api.get<{ devices: TDevice[] }>('/auth/devices');
export const removeDevice = (deviceId: string) =>
  api.post<TMessageResponse>('/auth/remove-device', { device_id: deviceId });

export function useDevices() {
  return useQuery({ queryKey: devicesKey, queryFn: getDevices });
}
