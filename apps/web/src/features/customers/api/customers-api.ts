import type {
  TCustomerAddBody,
  TCustomerSearchResult,
  TCustomersPage,
  TCustomerUpdateBody,
  TMessageResponse,
} from '@mise/contracts';
import { CUSTOMERS_PER_PAGE } from '@mise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const customersKey = ['customers'] as const;

/** The phone is the customer's id in paths; it may hold #, ? or spaces. */
const byPhone = (phone: string) => encodeURIComponent(phone);

export interface CustomersParams {
  page: number;
  filter: string;
}

export const getCustomers = ({ page, filter }: CustomersParams) =>
  api.get<TCustomersPage>(
    `/customers?${new URLSearchParams({ sort: 'created_at', page: String(page), filter, perPage: String(CUSTOMERS_PER_PAGE) })}`,
  );
export const searchCustomers = (q: string) =>
  api.get<TCustomerSearchResult[]>(`/customers/search-by-phone-name/search?${new URLSearchParams({ q })}`);
export const addCustomer = (body: TCustomerAddBody) => api.post<TMessageResponse>('/customers/add', body);
export const updateCustomer = (phone: string, body: TCustomerUpdateBody) =>
  api.post<TMessageResponse>(`/customers/${byPhone(phone)}/update`, body);
export const deleteCustomer = (phone: string) =>
  api.delete<TMessageResponse>(`/customers/${byPhone(phone)}/delete`);

export function useCustomers(params: CustomersParams) {
  return useQuery({
    queryKey: [...customersKey, params],
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });
}
