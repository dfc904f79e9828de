import { readFileSync } from 'node:fs';
import { badRequest } from './errors';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess! Please choose another.';

/**
 * The 10,000 most common passwords (the top of the leaked-password frequency list shipped with
 * zxcvbn 4.4.2, MIT), one per line in lower case. The build copies the file beside the bundle.
 */
const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);
let commonPasswords: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Refuses a new password that is on the common list (on top of the schemas' minimum length). */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
