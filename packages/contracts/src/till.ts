import { z } from 'zod';
import type { TSessionUser } from './auth';
import { requiredText } from './common';

/**
 * The shared till (issue 17): a device stays signed in to the store and staff switch on it with a
 * 4–6 digit PIN; a session opened by PIN never reaches the back office; an idle till locks.
 */

export const TILL_MESSAGES = {
  pinFormat: 'Your PIN must be 4 to 6 digits!',
  wrongPin: 'Wrong PIN!',
  pinLocked:
    'Too many wrong PINs: this PIN is locked for 5 minutes. Try again later or sign in with a password!',
  tooManyPins: 'Too many PIN attempts on this till: please wait a few minutes!',
  noPin: 'This staff member has no PIN yet: set one in their profile!',
  staffNotFound: 'Staff member not found!',
  passwordRequired: 'Please enter your password!',
  wrongPassword: 'Your password is not correct!',
  pinSaved: 'PIN saved! Use it to switch to yourself on a shared till.',
  pinRemoved: 'PIN removed!',
  switched: 'Switched user!',
  backOffice: 'Sign in with your password to open the back office!',
  invalidLockMinutes: 'Please enter the idle minutes before the till locks, from 0 (never) to 240!',
  settingsSaved: 'Till settings saved!',
} as const;

export const PIN_PATTERN = /^\d{4,6}$/;
const pin = z.string({ error: TILL_MESSAGES.pinFormat }).regex(PIN_PATTERN, TILL_MESSAGES.pinFormat);

/** PUT /till/pin: sets (or, with `pin` null, removes) the signed-in user's own PIN, confirmed by their password. */
export const SetPinBody = z.object({
  pin: pin.nullable(),
  password: requiredText(TILL_MESSAGES.passwordRequired, 200),
});
export type TSetPinBody = z.input<typeof SetPinBody>;

/** POST /till/switch: the staff member taking over this till, and their PIN. */
export const PinSwitchBody = z.object({
  username: requiredText(TILL_MESSAGES.staffNotFound, 200),
  pin,
});
export type TPinSwitchBody = z.input<typeof PinSwitchBody>;

/** PUT /till/settings. */
export const TillSettingsBody = z.object({
  lockMinutes: z.coerce
    .number({ error: TILL_MESSAGES.invalidLockMinutes })
    .int(TILL_MESSAGES.invalidLockMinutes)
    .min(0, TILL_MESSAGES.invalidLockMinutes)
    .max(240, TILL_MESSAGES.invalidLockMinutes),
});
export type TTillSettingsBody = z.input<typeof TillSettingsBody>;

export interface TTillSettings {
  /** Idle minutes before the till locks; 0: never. */
  lock_minutes: number;
}

/** A staff member who can take over the till with a PIN. */
export interface TTillStaff {
  username: string;
  name: string;
}

export interface TPinSwitchResponse {
  message: string;
  user: TSessionUser;
}
