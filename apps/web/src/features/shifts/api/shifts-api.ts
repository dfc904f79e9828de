import {
  IDEMPOTENCY_HEADER,
  type TCashMovement,
  type TCashMovementBody,
  type TCloseShiftBody,
  type TCurrentShift,
  type TOpenShiftBody,
  type TShift,
  type TShiftListItem,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const shiftsKey = ['shifts'] as const;
const currentShiftKey = [...shiftsKey, 'current'] as const;
const shiftHistoryKey = [...shiftsKey, 'history'] as const;

export const getCurrentShift = () => api.get<TCurrentShift>('/shifts/current');
export const getShiftHistory = () => api.get<TShiftListItem[]>('/shifts');
export const getShift = (shiftId: number) => api.get<TShift>(`/shifts/${shiftId}`);

export const openShift = (body: TOpenShiftBody) => api.post<{ message: string; id: number }>('/shifts', body);

export const moveCash = (shiftId: number, body: TCashMovementBody, idempotencyKey: string) =>
  api.post<{ message: string; movement: TCashMovement }>(`/shifts/${shiftId}/movements`, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const closeShift = (shiftId: number, body: TCloseShiftBody) =>
  api.post<{ message: string; shift: TShift }>(`/shifts/${shiftId}/close`, body);

/** The open shift with its X report; refetched whenever the page comes back into view. */
export function useCurrentShift() {
  return useQuery({ queryKey: currentShiftKey, queryFn: getCurrentShift, refetchOnWindowFocus: 'always' });
}

export function useShiftHistory() {
  return useQuery({ queryKey: shiftHistoryKey, queryFn: getShiftHistory });
}

export function useShift(shiftId: number | null) {
  return useQuery({
    queryKey: [...shiftsKey, 'one', shiftId],
    queryFn: () => getShift(shiftId ?? 0),
    enabled: shiftId !== null,
  });
}
