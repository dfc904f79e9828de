import type { TAuditAction, TAuditPage } from '@mise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api-client';

export const auditKey = ['audit'] as const;

export interface AuditFilters {
  type: string;
  from: string;
  to: string;
  userId: number | null;
  action: TAuditAction | null;
  page: number;
}

export const getAuditLog = (f: AuditFilters) =>
  api.get<TAuditPage>(
    `/audit${query({
      type: f.type,
      from: f.type === 'custom' ? f.from : null,
      to: f.type === 'custom' ? f.to : null,
      userId: f.userId,
      action: f.action,
      page: f.page,
    })}`,
  );

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: [...auditKey, filters],
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
  });
}
