import {
  ChangePasswordBody,
  ForgotPasswordBody,
  RemoveDeviceBody,
  ResetPasswordBody,
  ResetPasswordParams,
  SigninBody,
  SignupBody,
  TWO_FACTOR_MESSAGES,
  TwoFactorSigninBody,
} from '@mise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import {
  createAuthService,
  type IssuedSession,
  type OpenedSession,
  type SigninOutcome,
} from './auth.service';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  resolveAccessToken,
  setSessionCookies,
} from './session';

export default async function authRoutes(app: AppInstance) {
  const deps = app.deps;
  const auth = createAuthService(deps);
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  const send = (reply: FastifyReply, session: IssuedSession, body: object) => {
    setSessionCookies(reply, deps.config, session);
    return body;
  };
  const signedIn = (reply: FastifyReply, opened: OpenedSession) =>
    send(reply, opened.session, {
      message: 'Login successful!',
      user: opened.user,
      ...(opened.twoFactorSetupRequired ? { two_factor_setup_required: true } : {}),
    });
  /** A first step answers with the session, or with the challenge for the code (no cookies yet). */
  const firstStep = (reply: FastifyReply, outcome: SigninOutcome) =>
    'challenge' in outcome
      ? { message: TWO_FACTOR_MESSAGES.codeNeeded, two_factor_required: true, challenge: outcome.challenge }
      : signedIn(reply, outcome);

  app.post('/auth/signup', { schema: { body: SignupBody }, config: { access: access.public } }, (request) =>
    auth.signup(request.body),
  );

  app.post(
    '/auth/signin',
    { schema: { body: SigninBody }, config: { access: access.public } },
    async (request, reply) => {
      return firstStep(reply, await auth.signin(request.body, meta(request)));
    },
  );

  app.post(
    '/auth/signin/two-factor',
    { schema: { body: TwoFactorSigninBody }, config: { access: access.public } },
    async (request, reply) =>
      signedIn(reply, await auth.completeTwoFactorSignin('user', request.body, meta(request))),
  );

  app.post(
    '/auth/refresh-token',
    { schema: {}, config: { access: access.public } },
    async (request, reply) => {
      try {
        const session = await auth.refresh(request.cookies[REFRESH_COOKIE], 'user');
        return send(reply, session, { message: 'Session renewed!' });
      } catch (error) {
        clearSessionCookies(reply, deps.config);
        throw error;
      }
    },
  );

  app.post('/auth/signout', { schema: {}, config: { access: access.public } }, async (request, reply) => {
    const current = await resolveAccessToken(deps, request.cookies[ACCESS_COOKIE]);
    const result = await auth.signout(request.cookies[REFRESH_COOKIE], current?.deviceId);
    clearSessionCookies(reply, deps.config);
    return result;
  });

  app.post(
    '/auth/forgot-password',
    { schema: { body: ForgotPasswordBody }, config: { access: access.public } },
    (request) => auth.forgotPassword(request.body.username, request.ip),
  );

  app.post(
    '/auth/reset-password/:token',
    { schema: { params: ResetPasswordParams, body: ResetPasswordBody }, config: { access: access.public } },
    (request) => auth.resetPassword(request.params.token, request.body.password),
  );

  app.post(
    '/auth/change-password',
    { schema: { body: ChangePasswordBody }, config: { access: access.tenant([], { allowInactive: true }) } },
    (request) => auth.changePassword(tenantAuth(request), request.body, request.ip),
  );

  app.get(
    '/auth/devices',
    { schema: {}, config: { access: access.tenant([], { allowInactive: true }) } },
    (request) => auth.listDevices(tenantAuth(request)),
  );

  app.post(
    '/auth/remove-device',
    { schema: { body: RemoveDeviceBody }, config: { access: access.tenant([], { allowInactive: true }) } },
    (request) => auth.removeDevice(tenantAuth(request), request.body.device_id),
  );

  app.post(
    '/superadmin/signin',
    { schema: { body: SigninBody }, config: { access: access.public } },
    async (request, reply) => {
      return firstStep(reply, await auth.superadminSignin(request.body, meta(request)));
    },
  );

  app.post(
    '/superadmin/signin/two-factor',
    { schema: { body: TwoFactorSigninBody }, config: { access: access.public } },
    async (request, reply) =>
      signedIn(reply, await auth.completeTwoFactorSignin('superadmin', request.body, meta(request))),
  );

  app.post(
    '/superadmin/refresh-token',
    { schema: {}, config: { access: access.public } },
    async (request, reply) => {
      try {
        const session = await auth.refresh(request.cookies[REFRESH_COOKIE], 'superadmin');
        return send(reply, session, { message: 'Session renewed!' });
      } catch (error) {
        clearSessionCookies(reply, deps.config);
        throw error;
      }
    },
  );

  app.post(
    '/superadmin/signout',
    { schema: {}, config: { access: access.public } },
    async (request, reply) => {
      const current = await resolveAccessToken(deps, request.cookies[ACCESS_COOKIE]);
      const result = await auth.signout(request.cookies[REFRESH_COOKIE], current?.deviceId);
      clearSessionCookies(reply, deps.config);
      return result;
    },
  );
}
