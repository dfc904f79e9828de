import { TILL_MESSAGES, TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@mise/contracts';
import { PIN_SESSION_CODE } from '@mise/contracts/approval-codes';
import type { Scope } from '@mise/domain';
import { hasAnyScope, isBackOfficeOnly } from '@mise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, SuperadminAuth, TenantAuth } from '../auth-context';
import type { Deps } from '../deps';
import { AppError, forbidden, paymentRequired, unauthenticated } from '../lib/errors';
import { resolveRequestSession } from '../modules/auth/session';

/**
 * Every API route declares who may call it in `config.access`; a route without one refuses to
 * register, so nothing is public by accident.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'tenant'; scopes: readonly Scope[]; allowInactive: boolean; allowBeforeTwoFactorSetup: boolean }
  | { kind: 'superadmin'; allowBeforeTwoFactorSetup: boolean };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  /** A signed-in tenant user holding one of `scopes` (none: any signed-in user). Admin passes all. */
  tenant: (
    scopes: readonly Scope[] = [],
    options: { allowInactive?: boolean; allowBeforeTwoFactorSetup?: boolean } = {},
  ): RouteAccess => ({
    kind: 'tenant',
    scopes,
    allowInactive: options.allowInactive ?? false,
    allowBeforeTwoFactorSetup: options.allowBeforeTwoFactorSetup ?? false,
  }),
  superadmin: { kind: 'superadmin', allowBeforeTwoFactorSetup: false } as RouteAccess,
  /** The operator's own two-factor set-up, open before it is done (every other operator route waits). */
  superadminTwoFactorSetup: { kind: 'superadmin', allowBeforeTwoFactorSetup: true } as RouteAccess,
};

/** What the route inventory test needs to know about one registered API route. */
export interface ApiRouteRecord {
  method: string;
  url: string;
  access: RouteAccess;
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route as registered (HEAD twins left out), for the route inventory test. */
    apiRoutes: readonly ApiRouteRecord[];
  }
}

/** The signed-in tenant user of a tenant route (the guard has already checked it). */
export function tenantAuth(request: FastifyRequest): TenantAuth {
  if (request.auth?.kind !== 'user') throw unauthenticated();
  return request.auth;
}

export function superadminAuth(request: FastifyRequest): SuperadminAuth {
  if (request.auth?.kind !== 'superadmin') throw unauthenticated();
  return request.auth;
}

export function registerAuthGuard(app: FastifyInstance, deps: Deps, apiPrefix: string) {
  app.decorateRequest('auth', null);
  const apiRoutes: ApiRouteRecord[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    if (!route.config?.access) {
      throw new Error(`API route ${route.method} ${route.url} declares no access policy (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({ method, url: route.url, access: route.config.access, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    // Public routes skip the session lookup; the few that need a session resolve it themselves.
    if (!policy || policy.kind === 'public') return;
    request.auth = await resolveRequestSession(deps, request);
    const auth = request.auth;
    if (policy.kind === 'superadmin') {
      if (!auth) throw unauthenticated();
      if (auth.kind !== 'superadmin') throw forbidden();
      if (auth.mustSetUpTwoFactor && !policy.allowBeforeTwoFactorSetup) throw twoFactorSetupRequired();
      return;
    }
    if (!auth) throw unauthenticated();
    if (auth.kind !== 'user') throw forbidden();
    if (auth.mustSetUpTwoFactor && !policy.allowBeforeTwoFactorSetup) throw twoFactorSetupRequired();
    if (!auth.tenantActive && !policy.allowInactive) throw paymentRequired();
    // A till PIN switches who works the floor; the back office still asks for a password.
    if (auth.viaPin && isBackOfficeOnly(policy.scopes)) {
      throw new AppError(403, TILL_MESSAGES.backOffice, PIN_SESSION_CODE);
    }
    if (!hasAnyScope(auth, policy.scopes)) throw forbidden();
  });
}

/** A session that must set up two-factor sign-in first: the web app sends the user to the set-up. */
const twoFactorSetupRequired = () =>
  new AppError(403, TWO_FACTOR_MESSAGES.setupRequired, TWO_FACTOR_SETUP_REQUIRED_CODE);
