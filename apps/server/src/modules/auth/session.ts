import { SESSION_MARKER_COOKIE } from '@mise/contracts';
import { isLiveSubscriptionStatus } from '@mise/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { findSuperadminSession, findUserSession } from './auth.repository';

/**
 * Sessions: a short-lived signed access token and a rotating opaque refresh token, both in httpOnly
 * cookies, plus a readable marker cookie for the web app's route guard. Each access is checked
 * against its device row, so removing a device ends that session at its next request.
 */
export const ACCESS_COOKIE = 'mise_at';
export const REFRESH_COOKIE = 'mise_rt';
export const ACCESS_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing at once present the same token; the second within this window is not a theft. */
export const ROTATION_GRACE_MS = 30 * 1000;

export type SessionKind = 'user' | 'superadmin';

interface AccessPayload {
  d: string;
  k: 'u' | 's';
  e: number;
}

export function issueAccessToken(deps: Pick<Deps, 'signer'>, deviceId: string, kind: SessionKind): string {
  const payload: AccessPayload = {
    d: deviceId,
    k: kind === 'user' ? 'u' : 's',
    e: Date.now() + ACCESS_TTL_MS,
  };
  return deps.signer.sign('access', payload);
}

export async function resolveAccessToken(
  deps: Pick<Deps, 'signer' | 'db' | 'config'>,
  token: string | undefined,
): Promise<AuthContext | null> {
  const payload = deps.signer.verify<AccessPayload>('access', token);
  if (!payload || typeof payload.d !== 'string' || payload.e < Date.now()) return null;
  if (!/^[0-9a-f-]{36}$/i.test(payload.d)) return null;
  if (payload.k === 's') {
    const row = await findSuperadminSession(deps.db, payload.d);
    return row
      ? {
          kind: 'superadmin',
          deviceId: row.deviceId,
          superadminId: row.superadminId,
          username: row.username,
          mustSetUpTwoFactor: row.twoFactorEnabledAt === null,
        }
      : null;
  }
  const row = await findUserSession(deps.db, payload.d);
  if (!row) return null;
  return {
    kind: 'user',
    deviceId: row.deviceId,
    userId: row.userId,
    tenantId: row.tenantId,
    username: row.username,
    name: row.name,
    role: row.role,
    scope: row.scope,
    tenantActive: isTenantInGoodStanding(row, Boolean(deps.config.stripe)),
    mustSetUpTwoFactor: row.mustSetUpTwoFactor,
    viaPin: row.viaPin,
    menuVersion: Number(row.menuVersion),
  };
}

export function resolveRequestSession(deps: Deps, request: FastifyRequest): Promise<AuthContext | null> {
  return resolveAccessToken(deps, request.cookies[ACCESS_COOKIE]);
}

export interface TenantStanding {
  isActive: boolean;
  subscriptionEnd: Date | null;
  subscriptionStatus: string | null;
}

/**
 * A tenant may work when the operator has not switched it off and, with billing on, its current
 * period has not ended and Stripe has not ended the subscription. Without billing every tenant is
 * active. The single rule for the auth guard, the subscription screen and the operator's counts
 * (superadmin.repository mirrors it in SQL, and a test holds the two together).
 */
export function isTenantInGoodStanding(tenant: TenantStanding, billingEnabled: boolean): boolean {
  if (!tenant.isActive) return false;
  if (!billingEnabled) return true;
  const status = tenant.subscriptionStatus;
  if (status !== null && !isLiveSubscriptionStatus(status)) return false;
  return tenant.subscriptionEnd !== null && tenant.subscriptionEnd.getTime() > Date.now();
}

const baseCookie = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.secureCookies,
  path: '/',
});

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  tokens: { access: string; refresh?: string; kind: SessionKind },
) {
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...baseCookie(config), maxAge: ACCESS_TTL_MS / 1000 });
  if (tokens.refresh) {
    // The refresh token only ever travels to the API.
    reply.setCookie(REFRESH_COOKIE, tokens.refresh, {
      ...baseCookie(config),
      path: '/api/v1',
      maxAge: REFRESH_TTL_MS / 1000,
    });
    reply.setCookie(SESSION_MARKER_COOKIE, tokens.kind, {
      ...baseCookie(config),
      httpOnly: false,
      maxAge: REFRESH_TTL_MS / 1000,
    });
  }
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, baseCookie(config));
  reply.clearCookie(REFRESH_COOKIE, { ...baseCookie(config), path: '/api/v1' });
  reply.clearCookie(SESSION_MARKER_COOKIE, { ...baseCookie(config), httpOnly: false });
}
