import type {
  TCancelOrdersBody,
  TCompleteAndPayBody,
  TCompleteAndPayResponse,
  TMessageResponse,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TItemStatus, TOrderGroup, TOrderPaymentSummary, TOrdersInit } from './order-types';

/** One file for the Orders screen's calls (spec 1 section 7). */
export const ordersKey = ['orders'] as const;
export const orderGroupsKey = ['orders', 'groups'] as const;
export const ordersInitKey = ['orders', 'init'] as const;

/** GET /orders: the pending orders grouped per table. */
export const getOrderGroups = () => api.get<TOrderGroup[]>('/orders');
export const getOrdersInit = () => api.get<TOrdersInit>('/orders/init');

export const updateOrderItemStatus = (itemId: number, status: TItemStatus) =>
  api.post<TMessageResponse>(`/orders/update-status/${itemId}`, { status });
/** Cancels the orders, voiding their lines: why, and a manager approving when the user is not one. */
export const cancelOrders = (orderIds: number[], why: Omit<TCancelOrdersBody, 'orderIds'> = {}) =>
  api.post<TMessageResponse>('/orders/cancel', { orderIds, ...why });
export const completeOrders = (orderIds: number[]) =>
  api.post<TMessageResponse>('/orders/complete', { orderIds });
export const getOrderPaymentSummary = (orderIds: number[]) =>
  api.post<TOrderPaymentSummary>('/orders/complete-order-payment-summary', { orderIds });

/** The server recomputes the totals; the ones sent are the spec's payload, shown to the user. */
export const completeAndPayOrders = (body: TCompleteAndPayBody) =>
  api.post<TCompleteAndPayResponse>('/orders/complete-and-pay-order', body);

export function useOrderGroups() {
  return useQuery({ queryKey: orderGroupsKey, queryFn: getOrderGroups });
}

export function useOrdersInit() {
  return useQuery({ queryKey: ordersInitKey, queryFn: getOrdersInit, staleTime: 60_000 });
}
