import type { TMessageResponse, TStation, TStationBody } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Kitchen stations (modules/stations on the server). */

export const stationsKey = ['stations'] as const;

export const getStations = () => api.get<TStation[]>('/stations');
export const addStation = (body: TStationBody) => api.post<TMessageResponse>('/stations', body);
export const updateStation = (id: number, body: TStationBody) =>
  api.put<TMessageResponse>(`/stations/${id}`, body);
export const deleteStation = (id: number) => api.delete<TMessageResponse>(`/stations/${id}`);

export function useStations() {
  return useQuery({ queryKey: stationsKey, queryFn: getStations });
}
