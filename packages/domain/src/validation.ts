/** Field rules shared by the forms and the server (spec 1 section 5, spec 2 section 5). */

// 1 to 20 characters of digits, space, + _ - , . ^ * ? $ # ( ) and the words "ext" or "x".
const PHONE_PATTERN = /^(?:[0-9 +_\-,.^*?$#()]|ext|x)+$/i;

export function isValidPhone(phone: string): boolean {
  return phone.length >= 1 && phone.length <= 20 && PHONE_PATTERN.test(phone);
}

// Pragmatic address check: one @, a dot in the domain, no spaces. Delivery is what truly validates.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export const NOTE_MAX_LENGTH = 100;
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
