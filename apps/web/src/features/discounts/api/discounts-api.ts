import type {
  TDiscountBody,
  TDiscountReason,
  TDiscountReasonBody,
  TMessageResponse,
  TOrder,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Discount reasons (Settings) and discounts on orders and lines (modules/discounts on the server). */

export const discountReasonsKey = ['discounts', 'reasons'] as const;

export const getDiscountReasons = () => api.get<TDiscountReason[]>('/discounts/reasons');
export const addDiscountReason = (body: TDiscountReasonBody) =>
  api.post<TMessageResponse>('/discounts/reasons', body);
export const updateDiscountReason = (id: number, body: TDiscountReasonBody) =>
  api.put<TMessageResponse>(`/discounts/reasons/${id}`, body);
export const deleteDiscountReason = (id: number) => api.delete<TMessageResponse>(`/discounts/reasons/${id}`);

export function useDiscountReasons() {
  return useQuery({ queryKey: discountReasonsKey, queryFn: getDiscountReasons });
}

/** A discount on the whole order (lineId null) or on one of its lines. */
export interface DiscountTarget {
  orderId: number;
  lineId: number | null;
}

const pathOf = (target: DiscountTarget) =>
  target.lineId === null ? `/discounts/orders/${target.orderId}` : `/discounts/order-items/${target.lineId}`;

export const applyDiscount = (target: DiscountTarget, body: TDiscountBody) =>
  api.put<TMessageResponse & { order: TOrder }>(pathOf(target), body);

export const removeDiscount = (target: DiscountTarget) =>
  api.delete<TMessageResponse & { order: TOrder }>(pathOf(target));
