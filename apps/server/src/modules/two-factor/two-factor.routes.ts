import { TwoFactorCodeBody, TwoFactorPasswordBody, TwoFactorRequirementBody } from '@mise/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { forbidden } from '../../lib/errors';
import { access, superadminAuth, tenantAuth } from '../../plugins/auth';
import { createTwoFactorService, type TwoFactorAccount } from './two-factor.service';

/**
 * Two-factor sign-in of the signed-in account: its state, set-up, turning it off, new recovery codes
 * (the second step of signing in is in auth.routes). Tenant users under /auth/two-factor, the
 * operator under /superadmin/two-factor; both open before the set-up that a store or the operator
 * role requires. The owner's switch that requires it for every user is /settings/two-factor.
 */
export default async function twoFactorRoutes(app: AppInstance) {
  const twoFactor = createTwoFactorService(app.deps);
  const userSetup = { access: access.tenant([], { allowInactive: true, allowBeforeTwoFactorSetup: true }) };
  const operatorSetup = { access: access.superadminTwoFactorSetup };
  const user = (request: FastifyRequest): TwoFactorAccount => ({
    kind: 'user',
    id: tenantAuth(request).userId,
  });
  const operator = (request: FastifyRequest): TwoFactorAccount => ({
    kind: 'superadmin',
    id: superadminAuth(request).superadminId,
  });

  for (const [prefix, config, accountOf] of [
    ['/auth', userSetup, user],
    ['/superadmin', operatorSetup, operator],
  ] as const) {
    app.get(`${prefix}/two-factor`, { schema: {}, config }, (request) =>
      twoFactor.status(accountOf(request)),
    );
    app.post(`${prefix}/two-factor/setup`, { schema: {}, config }, (request) =>
      twoFactor.beginSetup(accountOf(request)),
    );
    app.post(`${prefix}/two-factor/enable`, { schema: { body: TwoFactorCodeBody }, config }, (request) =>
      twoFactor.confirmSetup(accountOf(request), request.body.code, request.ip),
    );
    app.post(`${prefix}/two-factor/disable`, { schema: { body: TwoFactorPasswordBody }, config }, (request) =>
      twoFactor.disable(accountOf(request), request.body.password, request.ip),
    );
    app.post(
      `${prefix}/two-factor/recovery-codes`,
      { schema: { body: TwoFactorPasswordBody }, config },
      (request) => twoFactor.regenerateRecoveryCodes(accountOf(request), request.body.password, request.ip),
    );
  }

  // The store's requirement is the owner's decision alone, not any holder of the settings scope.
  const ownerOnly = (request: FastifyRequest) => {
    const auth = tenantAuth(request);
    if (auth.role !== 'admin') throw forbidden();
    return auth.tenantId;
  };
  // Open while the subscription is inactive, like the rest of the profile it sits on.
  const owner = { access: access.tenant([], { allowInactive: true }) };
  app.get('/settings/two-factor', { schema: {}, config: owner }, (request) =>
    twoFactor.storeRequirement(ownerOnly(request)),
  );
  app.post('/settings/two-factor', { schema: { body: TwoFactorRequirementBody }, config: owner }, (request) =>
    twoFactor.setStoreRequirement(user(request), ownerOnly(request), request.body.require_two_factor),
  );
}
