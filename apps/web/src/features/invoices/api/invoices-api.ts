import type { TInvoice, TInvoicesInit, TReceipt } from '@mise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invoicesKey = ['invoices'] as const;

export interface InvoicePeriod {
  type: string;
  from: string;
  to: string;
}

const periodQuery = (p: InvoicePeriod) =>
  new URLSearchParams(p.type === 'custom' ? { type: p.type, from: p.from, to: p.to } : { type: p.type });

export const getInvoices = (period: InvoicePeriod) => api.get<TInvoice[]>(`/invoices?${periodQuery(period)}`);
export const searchInvoices = (q: string) =>
  api.get<TInvoice[]>(`/invoices/search?${new URLSearchParams({ q })}`);
export const getInvoicesInit = () => api.get<TInvoicesInit>('/invoices/init');
/** The receipt print data of some orders (the print view and the Orders screen use it too). */
export const getReceipt = (orderIds: number[]) => api.post<TReceipt>('/invoices/orders', { orderIds });

export function useInvoices(period: InvoicePeriod, search: string) {
  return useQuery({
    queryKey: [...invoicesKey, search ? { search } : period],
    queryFn: () => (search ? searchInvoices(search) : getInvoices(period)),
    placeholderData: keepPreviousData,
  });
}

export function useInvoicesInit() {
  return useQuery({ queryKey: [...invoicesKey, 'init'], queryFn: getInvoicesInit, staleTime: 60_000 });
}
