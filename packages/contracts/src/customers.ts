import { GENDERS, isIsoDate, isValidEmail, isValidPhone } from '@mise/domain';
import { z } from 'zod';
import { CUSTOMER_MESSAGES } from './constants';

/** Requests and responses of customers (spec 1 sections 3, 5, 7; spec 2 sections 2.3, 3, 5, 7). */

export { CUSTOMER_MESSAGES };

export const CUSTOMERS_PER_PAGE = 10;

/** A NUL character can't be stored in PostgreSQL text: such input is refused as invalid, not a 500. */
export const hasNoNul = (v: string | null | undefined) => !v || !v.includes('\u0000');
export const CUSTOMER_SORTS = ['created_at', 'name'] as const;

const phone = z
  .string({ error: CUSTOMER_MESSAGES.phone })
  .trim()
  .min(1, CUSTOMER_MESSAGES.phone)
  .refine(isValidPhone, CUSTOMER_MESSAGES.validPhone);

const name = z
  .string({ error: CUSTOMER_MESSAGES.name })
  .trim()
  .min(1, CUSTOMER_MESSAGES.name)
  .max(120, `${CUSTOMER_MESSAGES.name.replace(/!$/, '')} (at most 120 characters)!`)
  .refine(hasNoNul, CUSTOMER_MESSAGES.name);

const email = z
  .string({ error: CUSTOMER_MESSAGES.email })
  .trim()
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || (isValidEmail(v) && hasNoNul(v)), CUSTOMER_MESSAGES.email);

/** YYYY-MM-DD or a full ISO date-time (date pickers send either); blank means none. */
const birthDate = z
  .string({ error: CUSTOMER_MESSAGES.validBirthDate })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const day = v.slice(0, 10);
    if (!isIsoDate(day) || (v.length > 10 && Number.isNaN(Date.parse(v)))) {
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.validBirthDate });
      return z.NEVER;
    }
    // "Not later than today" depends on the store's timezone: the service checks it.
    return day;
  });

/** female, male, other, or empty (none). */
const gender = z
  .string({ error: CUSTOMER_MESSAGES.gender })
  .trim()
  .toLowerCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (GENDERS as readonly string[]).includes(v), CUSTOMER_MESSAGES.gender);

/** The spec gives the birth date as `birthDate` in one reading and `birthdate` in another: take both. */
function acceptBothBirthDateSpellings(body: unknown) {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { birthdate, ...rest } = body as Record<string, unknown>;
    return { ...rest, birthDate: rest.birthDate ?? birthdate };
  }
  return body;
}

const CustomerFields = z.object({ phone, name, email, birthDate, gender });

export const CustomerAddBody = z.preprocess(acceptBothBirthDateSpellings, CustomerFields);
export type TCustomerAddBody = z.input<typeof CustomerFields> & { birthdate?: string | null };

/** The phone is the customer's key and is never edited (spec 2 section 2.3); a sent phone is ignored. */
export const CustomerUpdateBody = z.preprocess(
  acceptBothBirthDateSpellings,
  CustomerFields.omit({ phone: true }),
);
export type TCustomerUpdateBody = Omit<TCustomerAddBody, 'phone'>;

/** The customer's id in paths is the phone. */
export const CustomerParams = z.object({
  id: z
    .string({ error: CUSTOMER_MESSAGES.invalid })
    .trim()
    .min(1, CUSTOMER_MESSAGES.invalid)
    .max(20, CUSTOMER_MESSAGES.invalid)
    .refine(hasNoNul, CUSTOMER_MESSAGES.invalid),
});

export const CustomersQuery = z.object({
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(CUSTOMER_SORTS, { error: CUSTOMER_MESSAGES.invalid }).default('created_at'),
  ),
  page: z.coerce
    .number({ error: CUSTOMER_MESSAGES.invalid })
    .int(CUSTOMER_MESSAGES.invalid)
    .min(1, CUSTOMER_MESSAGES.invalid)
    .max(1_000_000, CUSTOMER_MESSAGES.invalid)
    .default(1),
  filter: z
    .string({ error: CUSTOMER_MESSAGES.invalid })
    .trim()
    .max(100, 'Search is too long!')
    .refine(hasNoNul, CUSTOMER_MESSAGES.invalid)
    .default(''),
  perPage: z.coerce
    .number({ error: CUSTOMER_MESSAGES.invalid })
    .int(CUSTOMER_MESSAGES.invalid)
    .min(1, CUSTOMER_MESSAGES.invalid)
    .max(100, CUSTOMER_MESSAGES.invalid)
    .default(CUSTOMERS_PER_PAGE),
});
export type TCustomersQuery = z.input<typeof CustomersQuery>;

export const SEARCH_MESSAGES = { blank: 'Please provide a search text!' } as const;

/** A type-ahead or search box query; blank after trimming is refused (the screens never send it). */
export const TextSearchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.blank })
    .trim()
    .min(1, SEARCH_MESSAGES.blank)
    .max(100, 'Search is too long!')
    .refine(hasNoNul, CUSTOMER_MESSAGES.invalid),
});

export interface TCustomer {
  phone: string;
  name: string;
  email: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  gender: string | null;
  created_at: string;
  updated_at: string;
}

export interface TCustomersPage {
  customers: TCustomer[];
  currentPage: number;
  totalPages: number;
  totalCustomers: number;
}

export interface TCustomerSearchResult {
  name: string;
  phone: string;
}
