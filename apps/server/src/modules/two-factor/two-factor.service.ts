import { randomInt } from 'node:crypto';
import { TWO_FACTOR_MESSAGES as M } from '@mise/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Deps } from '../../deps';
import { openSecret, sealSecret, sha256, verifyPassword } from '../../lib/crypto';
import { badRequest, conflict, tooManyRequests, unauthenticated } from '../../lib/errors';
import { storeRequiresTwoFactor } from '../auth/auth.repository';
import type { TwoFactorAccount } from './two-factor.repository';
import * as repo from './two-factor.repository';

export type { TwoFactorAccount } from './two-factor.repository';

const ISSUER = 'Mise POS';
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it rolled over. */
const WINDOW_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 without look-alikes, in lower case: easy to read out and type. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Wrong second-factor codes (and passwords asked again) allowed per account and address. */
export const CODE_LIMITS = { perAccount: 5, perIp: 50, windowMs: 15 * 60 * 1000 };

interface ChallengePayload {
  /** u: a tenant's user, s: an operator. */
  a: 'u' | 's';
  i: number;
  e: number;
  /** A fingerprint of the password it was earned with: a password changed since voids it. */
  h: string;
}

const accountKey = (account: TwoFactorAccount) => `${account.kind === 'user' ? 'u' : 's'}:${account.id}`;

/** A six-digit code, spaces allowed, or a recovery code with or without its dash. */
function normaliseCode(code: string): { kind: 'totp' | 'recovery'; value: string } | null {
  const compact = code.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', value: compact };
  if (compact.length === 10 && [...compact].every((c) => RECOVERY_ALPHABET.includes(c)))
    return { kind: 'recovery', value: compact };
  return null;
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const hashRecoveryCode = (normalised: string) => sha256(`recovery:${normalised}`);

function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step of the code if it is valid now (within the window), else null. */
function matchingTimeStep(secretBase32: string, code: string): number | null {
  const now = Date.now();
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/**
 * Two-factor sign-in with TOTP (RFC 6238) through otpauth: set-up with a QR code and a first code,
 * ten single-use recovery codes, the second step of signing in, and turning it off with the
 * password. Every code attempt is counted against the account and the address before it is checked,
 * like a password.
 */
export function createTwoFactorService(deps: Deps) {
  const { db, limiter } = deps;
  const serverSecret = deps.config.sessionSecret;

  async function stateOf(account: TwoFactorAccount) {
    const state = await repo.findTwoFactorState(db, account);
    if (!state) throw unauthenticated();
    return state;
  }

  /** Counts an attempt up front; a success takes it back. */
  async function guardAttempt(what: 'code' | 'password', account: TwoFactorAccount, ip: string) {
    const accountLimit = `2fa:${what}:${accountKey(account)}`;
    const ipLimit = `2fa:${what}:ip:${ip}`;
    const byIp = await limiter.hit(ipLimit, CODE_LIMITS.perIp, CODE_LIMITS.windowMs);
    const byAccount = await limiter.hit(accountLimit, CODE_LIMITS.perAccount, CODE_LIMITS.windowMs);
    if (!byIp.allowed || !byAccount.allowed) {
      deps.log.warn({ account: accountKey(account), ip, what }, 'two-factor attempts over the limit');
      throw tooManyRequests(what === 'code' ? M.tooManyCodes : M.tooManyPasswords);
    }
    return {
      fail(message: string): never {
        deps.log.warn({ account: accountKey(account), ip, what }, 'wrong two-factor attempt');
        throw badRequest(message);
      },
      async succeed() {
        await Promise.all([limiter.release(ipLimit), limiter.reset(accountLimit)]);
      },
    };
  }

  async function checkPassword(account: TwoFactorAccount, password: string, ip: string) {
    const state = await stateOf(account);
    const attempt = await guardAttempt('password', account, ip);
    if (!(await verifyPassword(password, state.passwordHash))) attempt.fail(M.wrongPassword);
    await attempt.succeed();
    return state;
  }

  function newRecoveryCodes() {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: codes.map((code) => hashRecoveryCode(code.replace('-', ''))) };
  }

  /** Checks a code against the account's confirmed secret; a TOTP code is used up, once. */
  async function acceptCode(account: TwoFactorAccount, sealedSecret: string, code: string, ip: string) {
    const attempt = await guardAttempt('code', account, ip);
    const parsed = normaliseCode(code);
    if (!parsed) return attempt.fail(M.invalidCode);
    if (parsed.kind === 'recovery') {
      if (!(await repo.consumeRecoveryCode(db, account, hashRecoveryCode(parsed.value))))
        return attempt.fail(M.invalidCode);
    } else {
      const secret = openSecret(serverSecret, sealedSecret);
      const step = secret ? matchingTimeStep(secret, parsed.value) : null;
      // A valid code already used (replayed, or sent twice at once) is refused like a wrong one.
      if (step === null || !(await repo.claimTimeStep(db, account, step))) return attempt.fail(M.invalidCode);
    }
    await attempt.succeed();
  }

  return {
    async status(account: TwoFactorAccount) {
      const state = await stateOf(account);
      return {
        enabled: state.enabledAt !== null,
        required: state.isRequired,
        recovery_codes_left: state.enabledAt ? await repo.countRecoveryCodesLeft(db, account) : 0,
      };
    },

    /** A new secret to scan; it only takes effect once a first code from it is confirmed. */
    async beginSetup(account: TwoFactorAccount) {
      const state = await stateOf(account);
      if (state.enabledAt) throw conflict(M.alreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await repo.setPendingSecret(db, account, sealSecret(serverSecret, secret));
      return { secret, otpauth_url: totpFor(secret, state.username).toString() };
    },

    async confirmSetup(account: TwoFactorAccount, code: string, ip: string) {
      const state = await stateOf(account);
      if (state.enabledAt) throw conflict(M.alreadyOn);
      const sealed = state.pendingSecret;
      const secret = sealed ? openSecret(serverSecret, sealed) : null;
      if (!sealed || !secret) throw badRequest(M.setupFirst);
      const attempt = await guardAttempt('code', account, ip);
      const parsed = normaliseCode(code);
      const step = parsed?.kind === 'totp' ? matchingTimeStep(secret, parsed.value) : null;
      if (step === null) return attempt.fail(M.invalidCode);
      await attempt.succeed();
      const { codes, hashes } = newRecoveryCodes();
      if (!(await repo.enableTwoFactor(db, account, sealed, step, hashes))) throw badRequest(M.setupFirst);
      return { message: M.enabled, recovery_codes: codes };
    },

    async disable(account: TwoFactorAccount, password: string, ip: string) {
      const state = await checkPassword(account, password, ip);
      if (!state.enabledAt) throw badRequest(M.notOn);
      if (state.isRequired)
        throw badRequest(account.kind === 'superadmin' ? M.operatorMustKeep : M.storeRequires);
      await repo.disableTwoFactor(db, account);
      return { message: M.disabled };
    },

    async regenerateRecoveryCodes(account: TwoFactorAccount, password: string, ip: string) {
      const state = await checkPassword(account, password, ip);
      if (!state.enabledAt) throw badRequest(M.notOn);
      const { codes, hashes } = newRecoveryCodes();
      await repo.replaceRecoveryCodes(db, account, hashes);
      return { message: M.newRecoveryCodes, recovery_codes: codes };
    },

    /** The proof of a correct password that the second step of signing in asks for. */
    issueChallenge(account: TwoFactorAccount, passwordHash: string): string {
      const payload: ChallengePayload = {
        a: account.kind === 'user' ? 'u' : 's',
        i: account.id,
        e: Date.now() + CHALLENGE_TTL_MS,
        h: sha256(passwordHash).slice(0, 16),
      };
      return deps.signer.sign('two-factor-challenge', payload);
    },

    /** The second step of signing in: the account whose challenge and code both hold. */
    async completeChallenge(challenge: string, kind: TwoFactorAccount['kind'], code: string, ip: string) {
      const payload = deps.signer.verify<ChallengePayload>('two-factor-challenge', challenge);
      const expected = kind === 'user' ? 'u' : 's';
      if (!payload || payload.a !== expected || typeof payload.i !== 'number' || payload.e < Date.now())
        throw unauthenticated(M.challengeExpired);
      const account = { kind, id: payload.i } as TwoFactorAccount;
      const state = await repo.findTwoFactorState(db, account);
      if (!state || sha256(state.passwordHash).slice(0, 16) !== payload.h)
        throw unauthenticated(M.challengeExpired);
      if (!state.enabledAt || !state.secret) throw unauthenticated(M.challengeExpired);
      await acceptCode(account, state.secret, code, ip);
      return account;
    },

    async storeRequirement(tenantId: number) {
      return { require_two_factor: await storeRequiresTwoFactor(db, tenantId) };
    },

    /** The owner's switch; turning it on needs the owner's own second factor first (no lock-out). */
    async setStoreRequirement(owner: TwoFactorAccount, tenantId: number, required: boolean) {
      if (required && !(await stateOf(owner)).enabledAt) throw badRequest(M.ownerFirst);
      await repo.setStoreRequirement(db, tenantId, required);
      return {
        message: required ? M.storeNowRequires : M.storeNoLongerRequires,
        require_two_factor: required,
      };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** Exposed for tests, which compute codes the way an authenticator app does. */
export const recoveryCodePattern = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;
