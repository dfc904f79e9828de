import type { TCustomerAddBody, TCustomerSearchResult, TMessageResponse } from '@mise/contracts';
import { api, query } from '../../../lib/api-client';

export const searchCustomers = (q: string, signal?: AbortSignal) =>
  api.get<TCustomerSearchResult[]>(`/customers/search-by-phone-name/search${query({ q })}`, { signal });

export const addCustomer = (body: TCustomerAddBody) => api.post<TMessageResponse>('/customers/add', body);
