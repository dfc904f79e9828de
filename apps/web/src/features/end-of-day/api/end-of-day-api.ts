import type { TEndOfDay } from '@mise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appConfig } from '../../../config';
import { api } from '../../../lib/api-client';

export const endOfDayKey = ['end-of-day'] as const;

/** `date`: YYYY-MM-DD, or `today` for the store's own today. */
export const getEndOfDay = (date: string) => api.get<TEndOfDay>(`/end-of-day/${date}`);

export const closeDay = (date: string) =>
  api.post<{ message: string; report: TEndOfDay }>(`/end-of-day/${date}/close`);

/** The CSV download: a plain link, sent with the session cookie like any request of the app. */
export const endOfDayCsvUrl = (date: string) => `${appConfig.apiBase}/end-of-day/${date}/csv`;

export function useEndOfDay(date: string) {
  return useQuery({
    queryKey: [...endOfDayKey, date],
    queryFn: () => getEndOfDay(date),
    placeholderData: keepPreviousData,
  });
}
