import type { TMessageResponse, TSigninResponse, TTwoFactorChallenge } from '@mise/contracts';
import { api } from '../../../lib/api-client';

/** The first step of signing in: the session, or a challenge when the account has two-factor on. */
export const signin = (body: { username: string; password: string }) =>
  api.post<TSigninResponse | TTwoFactorChallenge>('/auth/signin', body);
export const superadminSignin = (body: { username: string; password: string }) =>
  api.post<TSigninResponse | TTwoFactorChallenge>('/superadmin/signin', body);
export const signup = (body: { biz_name: string; username: string; password: string }) =>
  api.post<TMessageResponse>('/auth/signup', body);
export const forgotPassword = (body: { username: string }) =>
  api.post<TMessageResponse>('/auth/forgot-password', body);
export const resetPassword = (token: string, body: { password: string }) =>
  api.post<TMessageResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, body);
/** The signed-in user's own password change; their other sessions end. */
export const changePassword = (body: { current_password: string; new_password: string }) =>
  api.post<TMessageResponse>('/auth/change-password', body);
