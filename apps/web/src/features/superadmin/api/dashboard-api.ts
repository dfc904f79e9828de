import type { TSuperadminDashboard } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const superadminDashboardKey = ['superadmin', 'dashboard'] as const;

export const getSuperadminDashboard = () => api.get<TSuperadminDashboard>('/superadmin/dashboard');

export function useSuperadminDashboard() {
  return useQuery({ queryKey: superadminDashboardKey, queryFn: getSuperadminDashboard });
}
