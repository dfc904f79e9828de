import { isScope, isValidEmail, isValidPhone, type Scope } from '@mise/domain';
import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from './common';

/** Requests and responses of staff user management (spec 2 sections 2.5, 5 and 7). */

export const USER_MESSAGES = {
  name: 'Please provide name!',
  username: 'Please provide username!',
  validUsername: 'Please provide valid email!',
  password: 'Please provide password!',
  newPassword: 'Provide new password!',
  resetUsername: 'Invalid Request!',
  email: 'Please provide valid email!',
  phone: 'Please provide valid phone no.!',
  scopes: 'Please select valid scopes!',
  passwordLength: 'Password must be at least 8 characters!',
} as const;

const password = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(8, USER_MESSAGES.passwordLength)
    .max(200, 'Password is too long!');

const optionalContact = (isValid: (v: string) => boolean, message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValid(v), message);

/** The chosen scopes, as a list (the screen's chips) or the stored comma-separated form. */
const userScopes = z
  .union([z.array(z.string({ error: USER_MESSAGES.scopes })), z.string()], { error: USER_MESSAGES.scopes })
  .nullish()
  .transform((v, ctx) => {
    const list = (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean);
    if (!list.every(isScope)) {
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.scopes });
      return z.NEVER;
    }
    return [...new Set(list)] as Scope[];
  });

const profileFields = {
  designation: optionalText(80, 'Designation'),
  phone: optionalContact(isValidPhone, USER_MESSAGES.phone, 20),
  email: optionalContact(isValidEmail, USER_MESSAGES.email, 254),
  userScopes,
};

export const UserAddBody = z.object({
  name: requiredText(USER_MESSAGES.name, 120),
  username: emailAddress(USER_MESSAGES.username, USER_MESSAGES.validUsername),
  password: password(USER_MESSAGES.password),
  ...profileFields,
});
export type TUserAddBody = z.input<typeof UserAddBody>;

export const UserUpdateBody = z.object({
  name: requiredText(USER_MESSAGES.name, 120),
  ...profileFields,
});
export type TUserUpdateBody = z.input<typeof UserUpdateBody>;

export const UserPasswordBody = z.object({ password: password(USER_MESSAGES.newPassword) });
export type TUserPasswordBody = z.input<typeof UserPasswordBody>;

export const UsernameParams = z.object({
  username: requiredText(USER_MESSAGES.resetUsername, 254),
});

export interface TUser {
  username: string;
  name: string;
  role: string;
  photo: string | null;
  designation: string | null;
  phone: string | null;
  email: string | null;
  /** Comma-separated scope list. */
  scope: string;
}
