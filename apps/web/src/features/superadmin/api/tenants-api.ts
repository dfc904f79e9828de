import type {
  TAddTenantBody,
  TenantStatus,
  TMessageResponse,
  TTenantCounts,
  TTenantExportRow,
  TTenantsPage,
  TUpdateTenantBody,
} from '@mise/contracts';
import type { Period } from '@mise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/browser-time-zone';

export const tenantsKey = ['superadmin', 'tenants'] as const;

export interface TenantListParams {
  page: number;
  perPage: number;
  search: string;
  status: TenantStatus;
  type: Period | '';
  from: string;
  to: string;
}

export const getTenants = (params: TenantListParams) =>
  api.get<TTenantsPage>(
    `/superadmin/tenants${query({
      ...params,
      status: params.status === 'all' ? '' : params.status,
      // A period means the operator's own days, whatever the server's timezone.
      tz: params.type ? browserTimeZone() : '',
    })}`,
  );

export function useTenants(params: TenantListParams) {
  return useQuery({
    queryKey: [...tenantsKey, 'list', params],
    queryFn: () => getTenants(params),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const getTenantCounts = () => api.get<TTenantCounts>('/superadmin/tenantsData');

export function useTenantCounts() {
  return useQuery({ queryKey: [...tenantsKey, 'counts'], queryFn: getTenantCounts });
}

export const getTenantsForExport = (status: TenantStatus) =>
  api.get<{ tenants: TTenantExportRow[] }>(`/superadmin/tenantsData/${status}`);

export const addTenant = (body: TAddTenantBody) =>
  api.post<TMessageResponse>('/superadmin/tenants/add', body);

export const updateTenant = (id: number, body: TUpdateTenantBody) =>
  api.patch<TMessageResponse>(`/superadmin/tenants/update/${id}`, body);

export const deleteTenant = (id: number) => api.delete<TMessageResponse>(`/superadmin/tenants/delete/${id}`);
