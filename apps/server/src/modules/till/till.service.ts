import { TILL_MESSAGES, type TPinSwitchResponse, type TTillSettings, type TTillStaff } from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { recordAudit } from '../audit/audit-recorder';
import * as authRepo from '../auth/auth.repository';
import {
  type ClientMeta,
  createAuthService,
  type OpenedSession,
  SIGNIN_LIMITS,
  TOO_MANY_SIGNINS,
} from '../auth/auth.service';
import * as repo from './till.repository';

/** A till (device) may try this many PINs, of anyone, per window: a second fence over the per-user lock. */
const DEVICE_PIN_LIMIT = { attempts: 20, windowMs: 5 * 60 * 1000 };

/**
 * The shared till (issue 17): each staff member sets their own PIN (with their password); on a till
 * already signed in to the store, a PIN makes its owner the current user in a second. Wrong PINs
 * are counted per user in the database (five, then a five-minute lock) and per device, and each
 * failure and lock goes to the audit log. The till locks itself after the store's idle minutes.
 */
export function createTillService(deps: Deps) {
  const { db, limiter } = deps;
  const auth = createAuthService(deps);

  return {
    async staff(actor: TenantAuth): Promise<TTillStaff[]> {
      return repo.listStaffWithPin(db, actor.tenantId);
    },

    async setPin(actor: TenantAuth, input: { pin: string | null; password: string }) {
      // The password typed here is a password guess like a sign-in's (a PIN session could try them):
      // it spends the account's sign-in budget.
      const accountKey = `signin:acct:${actor.username.toLowerCase()}`;
      const attempt = await limiter.hit(accountKey, SIGNIN_LIMITS.perAccount, SIGNIN_LIMITS.windowMs);
      if (!attempt.allowed) throw tooManyRequests(TOO_MANY_SIGNINS);
      const user = await authRepo.findUserById(db, actor.userId);
      if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
        throw badRequest(TILL_MESSAGES.wrongPassword);
      }
      await limiter.reset(accountKey);
      await repo.setPin(
        db,
        actor.tenantId,
        actor.userId,
        input.pin === null ? null : await hashPassword(input.pin),
      );
      return { message: input.pin === null ? TILL_MESSAGES.pinRemoved : TILL_MESSAGES.pinSaved };
    },

    /** Checks the PIN of a staff member of the caller's store; on a match, opens their session on this till. */
    async switchUser(
      actor: TenantAuth,
      input: { username: string; pin: string },
      meta: ClientMeta,
    ): Promise<{ opened: OpenedSession; response: TPinSwitchResponse }> {
      const device = await limiter.hit(
        `pin:device:${actor.deviceId}`,
        DEVICE_PIN_LIMIT.attempts,
        DEVICE_PIN_LIMIT.windowMs,
      );
      if (!device.allowed) throw tooManyRequests(TILL_MESSAGES.tooManyPins);
      const staff = await repo.findStaff(db, actor.tenantId, input.username);
      if (!staff) throw notFound(TILL_MESSAGES.staffNotFound);
      if (!staff.pinHash) throw badRequest(TILL_MESSAGES.noPin);
      const subject = `${staff.name} (${staff.username})`;
      const guess = await repo.reservePinGuess(db, actor.tenantId, staff.id);
      if (guess === null) throw tooManyRequests(TILL_MESSAGES.pinLocked);
      if (!(await verifyPassword(input.pin, staff.pinHash))) {
        const locks = guess >= repo.PIN_LIMIT;
        if (locks) await repo.lockPin(db, actor.tenantId, staff.id);
        await recordAudit(db, actor, {
          action: locks ? 'pin_locked' : 'pin_failed',
          subject,
          details: { attempt: guess, till: actor.name },
        });
        if (locks) throw tooManyRequests(TILL_MESSAGES.pinLocked);
        // 400, not 401: the client takes a 401 for an expired session, renews it and sends the guess again.
        throw new AppError(400, TILL_MESSAGES.wrongPin, 'WRONG_PIN');
      }
      await repo.clearPinGuesses(db, actor.tenantId, staff.id);
      const opened = await auth.openPinSession(staff.id, meta);
      // The till's previous session ends here: one session per till, the one in use.
      await authRepo.revokeDevice(db, actor.deviceId);
      return { opened, response: { message: TILL_MESSAGES.switched, user: opened.user } };
    },

    async settings(actor: TenantAuth): Promise<TTillSettings> {
      return { lock_minutes: await repo.findTillLockMinutes(db, actor.tenantId) };
    },

    async saveSettings(actor: TenantAuth, input: { lockMinutes: number }) {
      await repo.saveTillLockMinutes(db, actor.tenantId, input.lockMinutes);
      return { message: TILL_MESSAGES.settingsSaved };
    },
  };
}
