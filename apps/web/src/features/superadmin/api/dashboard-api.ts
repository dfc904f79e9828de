import type { TSuperadminDashboard } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const superadminDashboardKey = ['superadmin', 'dashboard'] as const;

export const getSuperadminDashboard = () => api.get<TSuperadminDashboard>('/superadmin/dashboard');

export function useSuperadminDashboard() {
  // "Today" keeps moving: the cards refresh every minute while the dashboard is open.
  return useQuery({
    queryKey: superadminDashboardKey,
    queryFn: getSuperadminDashboard,
    refetchInterval: 60_000,
  });
}
