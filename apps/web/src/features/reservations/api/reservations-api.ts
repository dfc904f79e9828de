import type {
  TMessageResponse,
  TReservation,
  TReservationAddBody,
  TReservationsInit,
  TReservationUpdateBody,
} from '@mise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reservationsKey = ['reservations'] as const;

export interface ReservationPeriod {
  /** '' is the screen's default: from today to one month ahead. */
  type: string;
  from: string;
  to: string;
}

function periodQuery(p: ReservationPeriod) {
  if (!p.type) return '';
  return `?${new URLSearchParams(p.type === 'custom' ? { type: p.type, from: p.from, to: p.to } : { type: p.type })}`;
}

export const getReservations = (p: ReservationPeriod) =>
  api.get<TReservation[]>(`/reservations${periodQuery(p)}`);
export const searchReservations = (q: string) =>
  api.get<TReservation[]>(`/reservations/search?${new URLSearchParams({ q })}`);
export const getReservationsInit = () => api.get<TReservationsInit>('/reservations/init');
export const addReservation = (body: TReservationAddBody) =>
  api.post<TMessageResponse>('/reservations/add', body);
export const updateReservation = (id: number, body: TReservationUpdateBody) =>
  api.post<TMessageResponse>(`/reservations/update/${id}`, body);
export const deleteReservation = (id: number) => api.delete<TMessageResponse>(`/reservations/delete/${id}`);

export function useReservations(period: ReservationPeriod, search: string) {
  return useQuery({
    queryKey: [...reservationsKey, search ? { search } : period],
    queryFn: () => (search ? searchReservations(search) : getReservations(period)),
    placeholderData: keepPreviousData,
  });
}

export function useReservationsInit() {
  return useQuery({ queryKey: [...reservationsKey, 'init'], queryFn: getReservationsInit });
}
