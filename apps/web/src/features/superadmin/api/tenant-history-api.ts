import type { TTenantHistory } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getTenantHistory = (tenantId: number) =>
  api.get<TTenantHistory>(`/superadmin/tenants/${tenantId}/subscription-history`);

export function useTenantHistory(tenantId: number) {
  return useQuery({
    queryKey: ['superadmin', 'tenants', 'history', tenantId],
    queryFn: () => getTenantHistory(tenantId),
    enabled: Number.isInteger(tenantId) && tenantId > 0,
  });
}
