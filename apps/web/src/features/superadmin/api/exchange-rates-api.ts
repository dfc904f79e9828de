import type { TExchangeRateBody, TExchangeRates, TMessageResponse } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const exchangeRatesKey = ['superadmin', 'exchange-rates'] as const;

export const getExchangeRates = () => api.get<TExchangeRates>('/superadmin/exchange-rates');

export function useExchangeRates() {
  return useQuery({ queryKey: exchangeRatesKey, queryFn: getExchangeRates });
}

export const saveExchangeRate = (body: TExchangeRateBody) =>
  api.post<TMessageResponse>('/superadmin/exchange-rates', body);

export const deleteExchangeRate = (currency: string) =>
  api.delete<TMessageResponse>(`/superadmin/exchange-rates/${encodeURIComponent(currency)}`);
