import type { TMessageResponse, TQrOrder, TQrOrdersCount } from '@mise/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useOnReconnect, useRealtimeEvent } from '../../../lib/socket';

export const qrOrdersKey = ['pos', 'qrorders'] as const;
export const qrOrdersCountKey = ['pos', 'qrorders', 'count'] as const;

export const getQrOrdersCount = () => api.get<TQrOrdersCount>('/pos/qrorders/count');
export const getQrOrders = () => api.get<TQrOrder[]>('/pos/qrorders');
export const cancelAllQrOrders = () => api.post<TMessageResponse>('/pos/qrorders/cancel-all');
export const cancelQrOrder = (id: number) =>
  api.post<TMessageResponse>(`/pos/qrorders/update-status/${id}`, { status: 'cancelled' });

export function refreshQrOrders(queryClient: QueryClient) {
  // The prefix refreshes the list and its count together.
  return queryClient.invalidateQueries({ queryKey: qrOrdersKey });
}

/** The badge count, kept live: a diner's new order or another screen's change refetches it. */
export function useQrOrdersCount() {
  const result = useQuery({ queryKey: qrOrdersCountKey, queryFn: getQrOrdersCount });
  const { refetch } = result;
  useRealtimeEvent('new_qrorder', () => void refetch());
  useRealtimeEvent('qrorder_update', () => void refetch());
  useOnReconnect(() => void refetch());
  return result;
}

export function useQrOrders(enabled: boolean) {
  const result = useQuery({ queryKey: qrOrdersKey, queryFn: getQrOrders, enabled });
  const { refetch } = result;
  const refetchIfOpen = () => {
    if (enabled) void refetch();
  };
  useRealtimeEvent('new_qrorder', refetchIfOpen);
  useRealtimeEvent('qrorder_update', refetchIfOpen);
  return result;
}
