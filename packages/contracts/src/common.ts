import { MAX_AMOUNT_MINOR, toMinorUnits } from '@mise/domain';
import { z } from 'zod';

/**
 * Building blocks for request schemas. Each takes the exact text the spec shows for a bad value, so
 * the server answers 400 with that text and the form shows the same.
 */

/** A required string: missing, not a string or blank after trimming all give `message`. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/!$/, '')} (at most ${max} characters)!`)
    // PostgreSQL text can't hold a NUL character: refused like any other bad value, never a 500.
    .refine((v) => !v.includes('\u0000'), message);

/** An optional free text: null, missing or blank become null. */
export const optionalText = (max = 500, label = 'Text') =>
  z
    .string({ error: `${label} must be text!` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)!`)
    .refine((v) => !v.includes('\u0000'), `${label} must be text!`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * An amount in major units on the wire (12.5, or "12.50" from a form), at most two decimals,
 * never negative, below a sane maximum; parsed to integer minor units.
 */
export const money = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          // The union reports the matching branch's own issue, so the text is needed here too.
          .regex(/^-?\d+(\.\d+)?$/, message),
      ],
      { error: message },
    )
    .transform((v, ctx) => {
      const minor = toMinorUnits(typeof v === 'string' ? Number(v) : v);
      if (minor === null || minor < 0 || minor > MAX_AMOUNT_MINOR) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return minor;
    });

/** Like money, but missing, null or '' mean 0 (spec: an empty variant or addon price becomes 0). */
export const moneyOrZero = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), money(message));

/** Like money, but missing, null or '' mean "no amount". */
export const optionalMoney = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), money(message).nullish()).transform((v) => v ?? null);

/** A positive integer id from a path, query or body (path params arrive as strings). */
export const id = (message = 'Invalid request!') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** An optional reference id: null, '' or missing mean none. */
export const optionalId = (message = 'Invalid request!') =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), id(message).nullable());

export const IdParams = z.object({ id: id() });

export const MessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof MessageResponse>;

export const ErrorResponse = z.object({ message: z.string(), code: z.string().optional() });

export const emailAddress = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }))
    .transform((v) => v.toLowerCase());

export { IDEMPOTENCY_HEADER } from './constants';
