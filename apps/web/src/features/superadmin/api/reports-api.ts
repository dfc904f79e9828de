import type { TSuperadminReport } from '@mise/contracts';
import type { Period } from '@mise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api-client';

export interface ReportParams {
  type: Period;
  from: string;
  to: string;
}

export const getSuperadminReport = (params: ReportParams) =>
  api.get<TSuperadminReport>(
    `/superadmin/reports${query(params.type === 'custom' ? { ...params } : { type: params.type })}`,
  );

export function useSuperadminReport(params: ReportParams) {
  return useQuery({
    queryKey: ['superadmin', 'reports', params],
    queryFn: () => getSuperadminReport(params),
    placeholderData: keepPreviousData,
  });
}
