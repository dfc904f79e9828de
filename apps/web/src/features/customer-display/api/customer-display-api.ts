import type { TCustomerDisplayInit, TCustomerDisplayListItem } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const customerDisplayInitKey = ['customer-display', 'init'] as const;
export const customerDisplaysKey = ['customer-display', 'displays'] as const;

/** GET /customer-display/init (CUSTOMER_DISPLAY): the store's name, logo and currency, the display's code. */
export const getCustomerDisplayInit = () => api.get<TCustomerDisplayInit>('/customer-display/init');

/** GET /customer-display/displays (POS): the store's displays connected now. */
export const getCustomerDisplays = () => api.get<TCustomerDisplayListItem[]>('/customer-display/displays');

export function useCustomerDisplayInit() {
  return useQuery({ queryKey: customerDisplayInitKey, queryFn: getCustomerDisplayInit });
}

export function useCustomerDisplays() {
  return useQuery({ queryKey: customerDisplaysKey, queryFn: getCustomerDisplays, refetchInterval: 5_000 });
}
