import type { TDashboard } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKey = ['dashboard'] as const;
export const getDashboard = () => api.get<TDashboard>('/dashboard');

/** Today's figures; refreshed every minute so a screen left open stays current. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: getDashboard, refetchInterval: 60_000 });
}
