import type {
  TMessageResponse,
  TUser,
  TUserAddBody,
  TUserPasswordBody,
  TUserUpdateBody,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const usersKey = ['users'] as const;

const byName = (username: string) => encodeURIComponent(username);

export const getUsers = () => api.get<TUser[]>('/users');
export const addUser = (body: TUserAddBody) => api.post<TMessageResponse>('/users/add', body);
export const updateUser = (username: string, body: TUserUpdateBody) =>
  api.post<TMessageResponse>(`/users/update/${byName(username)}`, body);
export const resetUserPassword = (username: string, body: TUserPasswordBody) =>
  api.post<TMessageResponse>(`/users/update-password/${byName(username)}`, body);
export const deleteUser = (username: string) =>
  api.delete<TMessageResponse>(`/users/delete/${byName(username)}`);

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: getUsers });
}
