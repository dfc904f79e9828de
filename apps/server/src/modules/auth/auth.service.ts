import type { TSessionUser } from '@mise/contracts';
import { isLanguage } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { firstLanguage, t } from '../../i18n/i18n';
import { burnPasswordCheck, hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { badRequest, conflict, notFound, tooManyRequests, unauthenticated } from '../../lib/errors';
import { assertUncommonPassword } from '../../lib/password-policy';
import { findStoreLanguage } from '../languages/languages.repository';
import { createTwoFactorService } from '../two-factor/two-factor.service';
import { revokeUserDevices } from '../users/users.repository';
import * as repo from './auth.repository';
import { issueAccessToken, REFRESH_TTL_MS, ROTATION_GRACE_MS, type SessionKind } from './session';
import { describeUserAgent } from './user-agent';

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export interface OpenedSession {
  session: IssuedSession;
  user: TSessionUser;
  /** Signed in, but the store (or the operator role) requires a second factor not yet set up. */
  twoFactorSetupRequired: boolean;
}

/** A first sign-in step either opens the session or asks for the second factor. */
export type SigninOutcome = OpenedSession | { challenge: string };

export interface IssuedSession {
  access: string;
  refresh?: string;
  kind: SessionKind;
}

/** Failed sign-ins allowed per account and per address in a window, before answering 429. */
export const SIGNIN_LIMITS = {
  perAccount: 10,
  perIp: 50,
  windowMs: 15 * 60 * 1000,
};
const RESET_MAILS_PER_HOUR = 5;
const RESET_LINK_TTL_MS = 30 * 60 * 1000;

const INVALID_CREDENTIALS = 'Invalid username or password!';
export const TOO_MANY_SIGNINS = 'Too many login attempts! Please try again in a few minutes.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this e-mail, a link to reset the password has been sent to it.';

export function serverTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function newQrCode(): string {
  return randomToken(9);
}

/** The password-reset e-mail's text: an ICU template, translated in the "emails" catalogue. */
const RESET_MAIL_TEXT =
  "Someone asked to reset the password of {username}.\n\nOpen this link within 30 minutes to choose a new one:\n{link}\n\nIf it wasn't you, ignore this e-mail; your password stays as it is.";

export function createAuthService(deps: Deps) {
  const { db, limiter } = deps;
  const twoFactor = createTwoFactorService(deps);

  async function guardSignin(username: string, ip: string) {
    const accountKey = `signin:acct:${username.toLowerCase()}`;
    const ipKey = `signin:ip:${ip}`;
    // Every attempt is counted, against its address and its account, before the password is
    // checked: counted only on failure, a burst of simultaneous guesses would all pass the check
    // before the first failure was recorded. A success takes its address hit back (an office of staff
    // signing in is not an attack) and resets the account's count.
    const address = await limiter.hit(ipKey, SIGNIN_LIMITS.perIp, SIGNIN_LIMITS.windowMs);
    if (!address.allowed) throw tooManyRequests(TOO_MANY_SIGNINS);
    const account = await limiter.hit(accountKey, SIGNIN_LIMITS.perAccount, SIGNIN_LIMITS.windowMs);
    if (!account.allowed) throw tooManyRequests(TOO_MANY_SIGNINS);
    return {
      fail(): never {
        throw unauthenticated(INVALID_CREDENTIALS);
      },
      async succeed() {
        await Promise.all([limiter.release(ipKey), limiter.reset(accountKey)]);
      },
    };
  }

  async function openSession(
    owner: { tenantId: number | null; userId: number | null; superadminId: number | null },
    kind: SessionKind,
    meta: ClientMeta,
    viaPin = false,
  ): Promise<IssuedSession> {
    const refresh = randomToken();
    const deviceId = await repo.createDevice(db, {
      ...owner,
      viaPin,
      deviceName: describeUserAgent(meta.userAgent),
      deviceIp: meta.ip,
      refreshTokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    return { access: issueAccessToken(deps, deviceId, kind), refresh, kind };
  }

  async function openUserSession(userId: number, meta: ClientMeta, viaPin = false): Promise<OpenedSession> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw unauthenticated();
    const session = await openSession(
      { tenantId: user.tenantId, userId: user.id, superadminId: null },
      'user',
      meta,
      viaPin,
    );
    const sessionUser: TSessionUser = {
      name: user.name,
      username: user.username,
      role: user.role,
      scope: user.scope,
      designation: user.designation,
      photo: user.photo,
      tenantId: user.tenantId,
      ...(viaPin ? { viaPin: true } : {}),
    };
    const mustSetUp =
      user.twoFactorEnabledAt === null && (await repo.storeRequiresTwoFactor(db, user.tenantId));
    return { session, user: sessionUser, twoFactorSetupRequired: mustSetUp };
  }

  async function openSuperadminSession(superadminId: number, meta: ClientMeta): Promise<OpenedSession> {
    const admin = await repo.findSuperadminById(db, superadminId);
    if (!admin) throw unauthenticated();
    const session = await openSession(
      { tenantId: null, userId: null, superadminId: admin.id },
      'superadmin',
      meta,
    );
    const sessionUser: TSessionUser = {
      name: admin.name,
      username: admin.username,
      role: 'superadmin',
      scope: '',
      designation: null,
      photo: null,
      tenantId: null,
    };
    return { session, user: sessionUser, twoFactorSetupRequired: admin.twoFactorEnabledAt === null };
  }

  return {
    /** A till PIN switch (modules/till): the user's session on this device, closed to the back office. */
    openPinSession(userId: number, meta: ClientMeta) {
      return openUserSession(userId, meta, true);
    },

    async signup(input: { biz_name: string; username: string; password: string }) {
      if (await repo.findUserByUsername(db, input.username)) {
        throw conflict('An account with this e-mail already exists! Please login.');
      }
      assertUncommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction((tx) =>
          repo.provisionTenant(tx, {
            businessName: input.biz_name,
            email: input.username,
            passwordHash,
            adminName: input.biz_name,
            timezone: serverTimezone(),
            uniqueQrCode: newQrCode(),
          }),
        );
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) {
          throw conflict('An account with this e-mail already exists! Please login.');
        }
        throw error;
      }
      return { message: 'Account created! Please login to continue.' };
    },

    /**
     * The first step of signing in. An account with two-factor sign-in on gets a challenge to
     * answer with a code (no session yet); otherwise the session opens at once.
     */
    async signin(input: { username: string; password: string }, meta: ClientMeta): Promise<SigninOutcome> {
      const attempt = await guardSignin(input.username, meta.ip);
      const user = await repo.findUserByUsername(db, input.username);
      if (!user) {
        await burnPasswordCheck(input.password);
        return attempt.fail();
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) return attempt.fail();
      await attempt.succeed();
      const account = { kind: 'user', id: user.id } as const;
      if (user.twoFactorEnabledAt) return { challenge: twoFactor.issueChallenge(account, user.passwordHash) };
      return openUserSession(user.id, meta);
    },

    async superadminSignin(
      input: { username: string; password: string },
      meta: ClientMeta,
    ): Promise<SigninOutcome> {
      const attempt = await guardSignin(`superadmin:${input.username}`, meta.ip);
      const admin = await repo.findSuperadminByUsername(db, input.username);
      if (!admin) {
        await burnPasswordCheck(input.password);
        return attempt.fail();
      }
      if (!(await verifyPassword(input.password, admin.passwordHash))) return attempt.fail();
      await attempt.succeed();
      const account = { kind: 'superadmin', id: admin.id } as const;
      if (admin.twoFactorEnabledAt)
        return { challenge: twoFactor.issueChallenge(account, admin.passwordHash) };
      return openSuperadminSession(admin.id, meta);
    },

    /** The second step: the challenge of a correct password and a code from the authenticator. */
    async completeTwoFactorSignin(
      kind: 'user' | 'superadmin',
      input: { challenge: string; code: string },
      meta: ClientMeta,
    ): Promise<OpenedSession> {
      const account = await twoFactor.completeChallenge(input.challenge, kind, input.code, meta.ip);
      return account.kind === 'user'
        ? openUserSession(account.id, meta)
        : openSuperadminSession(account.id, meta);
    },

    /**
     * Rotates the refresh token. A token replayed after its rotation revokes the device (it was
     * copied), unless it comes within a few seconds, which is two tabs refreshing at once.
     */
    async refresh(refreshToken: string | undefined, kind: SessionKind): Promise<IssuedSession> {
      if (!refreshToken || refreshToken.length > 200) throw unauthenticated();
      const hash = sha256(refreshToken);
      const matchesKind = (d: { superadminId: number | null; userId: number | null }) =>
        kind === 'superadmin' ? d.superadminId !== null : d.userId !== null;

      const device = await repo.findDeviceByRefreshHash(db, hash);
      if (device && !device.revokedAt && device.expiresAt > new Date() && matchesKind(device)) {
        const next = randomToken();
        const rotated = await repo.rotateRefreshToken(
          db,
          device.id,
          hash,
          sha256(next),
          new Date(Date.now() + REFRESH_TTL_MS),
        );
        if (rotated) return { access: issueAccessToken(deps, device.id, kind), refresh: next, kind };
        // Lost the race to a concurrent refresh of the same token: fall through to the grace check.
      }
      const previous = await repo.findDeviceByPreviousHash(db, hash);
      if (previous && !previous.revokedAt && matchesKind(previous)) {
        const sinceRotation = Date.now() - (previous.rotatedAt?.getTime() ?? 0);
        if (sinceRotation <= ROTATION_GRACE_MS)
          return { access: issueAccessToken(deps, previous.id, kind), kind };
        await repo.revokeDevice(db, previous.id);
        deps.realtime.disconnectDevice(previous.id);
        deps.log.warn({ deviceId: previous.id }, 'refresh token reused after rotation: session revoked');
      }
      throw unauthenticated('Session expired! Please login again.');
    },

    /** Ends the session the browser holds, found by either of its tokens. */
    async signout(refreshToken: string | undefined, deviceId: string | undefined) {
      const ids = new Set<string>();
      if (deviceId) ids.add(deviceId);
      if (refreshToken && refreshToken.length <= 200) {
        const device = await repo.findDeviceByRefreshHash(db, sha256(refreshToken));
        if (device) ids.add(device.id);
      }
      for (const id of ids) {
        await repo.revokeDevice(db, id);
        deps.realtime.disconnectDevice(id);
      }
      return { message: 'Logged out successfully!' };
    },

    async forgotPassword(username: string, ip: string) {
      const { allowed } = await limiter.hit(
        `reset:acct:${username.toLowerCase()}`,
        RESET_MAILS_PER_HOUR,
        3_600_000,
      );
      const ipCheck = await limiter.hit(`reset:ip:${ip}`, RESET_MAILS_PER_HOUR * 6, 3_600_000);
      // The answer never tells whether the account exists; over the limit we just send nothing.
      const user = allowed && ipCheck.allowed ? await repo.findUserByUsername(db, username) : null;
      if (user) {
        const token = randomToken();
        await repo.createPasswordReset(db, user, sha256(token), new Date(Date.now() + RESET_LINK_TTL_MS));
        const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // In the user's own language, else the store's (issue 23).
        const store = isLanguage(user.language) ? null : await findStoreLanguage(db, user.tenantId);
        const language = firstLanguage(user.language, store?.language);
        await deps.mailer.send({
          to: user.email ?? user.username,
          subject: t(language, 'Reset your password', undefined, 'emails'),
          text: t(language, RESET_MAIL_TEXT, { username: user.username, link }, 'emails'),
        });
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword(token: string, password: string) {
      // Checked before the link is used up, so a refused password leaves the link working.
      assertUncommonPassword(password);
      const userId = await repo.consumePasswordReset(db, sha256(token));
      if (!userId) throw badRequest('This link is invalid or has expired! Please request a new one.');
      await repo.updateUserPassword(db, userId, await hashPassword(password));
      // A new password ends every session: whoever knew the old one is out.
      for (const id of await repo.revokeAllUserDevices(db, userId)) deps.realtime.disconnectDevice(id);
      return { message: 'Password updated! Please login with your new password.' };
    },

    /**
     * The signed-in user's own password change: the current password again (counted like a sign-in),
     * then every other session of theirs ends; the one in use stays.
     */
    async changePassword(
      auth: TenantAuth,
      input: { current_password: string; new_password: string },
      ip: string,
    ) {
      const user = await repo.findUserById(db, auth.userId);
      if (!user) throw unauthenticated();
      const attempt = await guardSignin(user.username, ip);
      if (!(await verifyPassword(input.current_password, user.passwordHash)))
        throw badRequest('Your current password is not correct!');
      await attempt.succeed();
      assertUncommonPassword(input.new_password);
      await repo.updateUserPassword(db, user.id, await hashPassword(input.new_password));
      for (const id of await revokeUserDevices(db, auth.tenantId, user.id, auth.deviceId)) {
        deps.realtime.disconnectDevice(id);
      }
      return { message: 'Password changed! Your other sessions have been signed out.' };
    },

    async listDevices(auth: TenantAuth) {
      const rows = await repo.listActiveUserDevices(db, auth.userId);
      return {
        devices: rows.map((d) => ({
          device_id: d.id,
          device_ip: d.deviceIp,
          device_name: d.deviceName,
          device_location: d.deviceLocation,
          created_at: d.createdAt.toISOString(),
          isMyDevice: d.id === auth.deviceId,
        })),
      };
    },

    async removeDevice(auth: TenantAuth, deviceId: string) {
      if (!(await repo.revokeUserDevice(db, auth.userId, deviceId))) throw notFound('Device not found!');
      deps.realtime.disconnectDevice(deviceId);
      return { message: 'Device removed! It will be logged out.' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
