import type {
  TFloor,
  TFloorArea,
  TFloorAreaBody,
  TFloorPlan,
  TMessageResponse,
  TTablePlacementBody,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ORDER_EVENTS, useLiveRefetch } from '../../../lib/use-live-query';

/** The floor plan and the live floor (modules/floor on the server). */

export const floorAreasKey = ['floor-areas'] as const;
export const floorPlanKey = ['floor-plan'] as const;
export const floorKey = ['floor'] as const;

export const getFloorAreas = () => api.get<TFloorArea[]>('/floor-areas');
export const addFloorArea = (body: TFloorAreaBody) =>
  api.post<TMessageResponse & { id: number }>('/floor-areas', body);
export const updateFloorArea = (id: number, body: TFloorAreaBody) =>
  api.put<TMessageResponse>(`/floor-areas/${id}`, body);
export const deleteFloorArea = (id: number) => api.delete<TMessageResponse>(`/floor-areas/${id}`);

export const getFloorPlan = () => api.get<TFloorPlan>('/floor-plan');
export const placeTable = (tableId: number, body: TTablePlacementBody) =>
  api.put<TMessageResponse>(`/floor-plan/tables/${tableId}`, body);

export const getFloor = () => api.get<TFloor>('/floor');
export const seatTable = (tableId: number, guests: number) =>
  api.post<TMessageResponse>(`/tables/${tableId}/seat`, { guests });
export const clearTable = (tableId: number) => api.post<TMessageResponse>(`/tables/${tableId}/clear`, {});
export const moveOrder = (orderId: number, tableId: number) =>
  api.post<TMessageResponse>(`/orders/${orderId}/move`, { tableId });
export const mergeTables = (tableId: number, intoTableId: number) =>
  api.post<TMessageResponse>(`/tables/${tableId}/merge`, { intoTableId });
export const recordBillPrinted = (orderIds: number[]) =>
  api.post<TMessageResponse>('/floor/bill-printed', { orderIds });

export function useFloorAreas() {
  return useQuery({ queryKey: floorAreasKey, queryFn: getFloorAreas });
}

export function useFloorPlan() {
  return useQuery({ queryKey: floorPlanKey, queryFn: getFloorPlan });
}

/** The live floor: refetched on every order event and every floor change, from any screen. */
export function useFloor() {
  useLiveRefetch(floorKey, { events: [...ORDER_EVENTS, 'floor_update'] });
  return useQuery({ queryKey: floorKey, queryFn: getFloor });
}
