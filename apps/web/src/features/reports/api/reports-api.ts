import type { TReport } from '@mise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ReportPeriod {
  type: string;
  from: string;
  to: string;
}

export const reportsKey = ['reports'] as const;

export const getReport = (p: ReportPeriod) =>
  api.get<TReport>(
    `/reports?${new URLSearchParams(p.type === 'custom' ? { type: p.type, from: p.from, to: p.to } : { type: p.type })}`,
  );

export function useReport(period: ReportPeriod) {
  return useQuery({
    queryKey: [...reportsKey, period],
    queryFn: () => getReport(period),
    placeholderData: keepPreviousData,
  });
}
