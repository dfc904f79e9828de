import type { TMessageResponse, TSigninResponse } from '@mise/contracts';
import { api } from '../../../lib/api-client';

export const signin = (body: { username: string; password: string }) =>
  api.post<TSigninResponse>('/auth/signin', body);
export const superadminSignin = (body: { username: string; password: string }) =>
  api.post<TSigninResponse>('/superadmin/signin', body);
export const signup = (body: { biz_name: string; username: string; password: string }) =>
  api.post<TMessageResponse>('/auth/signup', body);
export const forgotPassword = (body: { username: string }) =>
  api.post<TMessageResponse>('/auth/forgot-password', body);
export const resetPassword = (token: string, body: { password: string }) =>
  api.post<TMessageResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, body);
