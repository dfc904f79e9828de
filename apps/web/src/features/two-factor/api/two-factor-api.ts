import type {
  TMessageResponse,
  TSigninResponse,
  TTwoFactorRecoveryCodes,
  TTwoFactorSetup,
  TTwoFactorSigninBody,
  TTwoFactorStatus,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whose two-factor sign-in: a store's user (/auth) or the operator (/superadmin). */
export type TwoFactorRealm = '/auth' | '/superadmin';

export const twoFactorKey = (realm: TwoFactorRealm) => ['two-factor', realm] as const;

export const fetchTwoFactorStatus = (realm: TwoFactorRealm) =>
  api.get<TTwoFactorStatus>(`${realm}/two-factor`);
export const useTwoFactorStatus = (realm: TwoFactorRealm) =>
  useQuery({ queryKey: twoFactorKey(realm), queryFn: () => fetchTwoFactorStatus(realm) });

export const beginTwoFactorSetup = (realm: TwoFactorRealm) =>
  api.post<TTwoFactorSetup>(`${realm}/two-factor/setup`);
export const confirmTwoFactorSetup = (realm: TwoFactorRealm, code: string) =>
  api.post<TTwoFactorRecoveryCodes>(`${realm}/two-factor/enable`, { code });
export const disableTwoFactor = (realm: TwoFactorRealm, password: string) =>
  api.post<TMessageResponse>(`${realm}/two-factor/disable`, { password });
export const renewRecoveryCodes = (realm: TwoFactorRealm, password: string) =>
  api.post<TTwoFactorRecoveryCodes>(`${realm}/two-factor/recovery-codes`, { password });

/** The second step of signing in. */
export const completeTwoFactorSignin = (realm: TwoFactorRealm, body: TTwoFactorSigninBody) =>
  api.post<TSigninResponse>(`${realm === '/auth' ? '/auth' : '/superadmin'}/signin/two-factor`, body);

export const storeTwoFactorKey = ['settings', 'two-factor'] as const;
export const useStoreTwoFactor = () =>
  useQuery({
    queryKey: storeTwoFactorKey,
    queryFn: () => api.get<{ require_two_factor: boolean }>('/settings/two-factor'),
  });
export const setStoreTwoFactor = (required: boolean) =>
  api.post<{ message: string; require_two_factor: boolean }>('/settings/two-factor', {
    require_two_factor: required,
  });
