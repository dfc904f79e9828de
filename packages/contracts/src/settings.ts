import {
  isCurrencyCode,
  isTaxType,
  isTimeZone,
  isValidEmail,
  isValidPhone,
  type TaxType,
} from '@mise/domain';
import { z } from 'zod';
import { optionalText, requiredText } from './common';

/** Requests and responses of the settings area (spec 2 sections 2.7, 3, 5 and 7). */

// ---------------------------------------------------------------- store details

/** An optional e-mail or phone of the store: blank means none; anything else must be valid. */
const optionalContact = (isValid: (v: string) => boolean, message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValid(v), message);

export const STORE_SETTING_MESSAGES = {
  storeName: 'Please provide store name!',
  email: 'Please provide valid email!',
  phone: 'Please provide valid phone no.!',
  currency: 'Please select a valid currency!',
  timezone: 'Please select a valid timezone!',
} as const;

export const StoreSettingFields = z.object({
  storeName: requiredText(STORE_SETTING_MESSAGES.storeName, 120),
  address: optionalText(300, 'Address'),
  email: optionalContact(isValidEmail, STORE_SETTING_MESSAGES.email, 254),
  phone: optionalContact(isValidPhone, STORE_SETTING_MESSAGES.phone, 20),
  currency: z
    .string({ error: STORE_SETTING_MESSAGES.currency })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, STORE_SETTING_MESSAGES.currency),
  /** The flags and the timezone are kept as they are when a client leaves them out. */
  isQRMenuEnabled: z.boolean({ error: 'Invalid request!' }).optional(),
  isQROrderEnabled: z.boolean({ error: 'Invalid request!' }).optional(),
  timezone: z
    .string({ error: STORE_SETTING_MESSAGES.timezone })
    .trim()
    .refine(isTimeZone, STORE_SETTING_MESSAGES.timezone)
    .optional(),
});

/**
 * The spec's store-setting payload. The store name arrives as `storeName` (the entity's field); a
 * client sending it as `name` (the payload's wording in spec 2 section 7) is understood too.
 */
export const StoreSettingBody = z.preprocess((body) => {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { name, ...rest } = body as Record<string, unknown>;
    return { ...rest, storeName: rest.storeName ?? name };
  }
  return body;
}, StoreSettingFields);
export type TStoreSettingBody = z.input<typeof StoreSettingFields>;

export interface TStoreSetting {
  storeName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  image: string | null;
  timezone: string;
  isQRMenuEnabled: boolean;
  isQROrderEnabled: boolean;
  uniqueQRCode: string;
  /** The public menu link, {PUBLIC_URL}/m/{uniqueQRCode}; table links add ?table={encrypted_id}. */
  qrMenuUrl: string;
}

// ---------------------------------------------------------------- print settings

export const PAGE_FORMATS = [80, 57] as const;
export const PAGE_FORMAT_MESSAGE = 'Please select a valid page size!';

export const PrintSettingBody = z.object({
  pageFormat: z.coerce
    .number({ error: PAGE_FORMAT_MESSAGE })
    .refine((v) => (PAGE_FORMATS as readonly number[]).includes(v), PAGE_FORMAT_MESSAGE),
  header: optionalText(500, 'Header'),
  footer: optionalText(500, 'Footer'),
  showNotes: z.boolean({ error: 'Invalid request!' }),
  isEnablePrint: z.boolean({ error: 'Invalid request!' }),
  showStoreDetails: z.boolean({ error: 'Invalid request!' }),
  showCustomerDetails: z.boolean({ error: 'Invalid request!' }),
  printToken: z.boolean({ error: 'Invalid request!' }),
});
export type TPrintSettingBody = z.input<typeof PrintSettingBody>;

export interface TPrintSetting {
  pageFormat: number;
  header: string | null;
  footer: string | null;
  showNotes: boolean;
  isEnablePrint: boolean;
  showStoreDetails: boolean;
  showCustomerDetails: boolean;
  printToken: boolean;
}

// ---------------------------------------------------------------- store tables

export const TABLE_MESSAGES = {
  title: 'Please provide Title!',
  floor: "Please provide Floor or use '-'",
  seatingCapacity: "Please provide Seating Capacity or '0'",
  validSeatingCapacity: "Please provide Valid Seating Capacity count or '0'",
} as const;
export const MAX_SEATING_CAPACITY = 10_000;

/** Empty gives one text, anything not a whole number from 0 to the maximum the other (spec 2 §5). */
const seatingCapacity = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: TABLE_MESSAGES.seatingCapacity });
    return z.NEVER;
  }
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_SEATING_CAPACITY) {
    ctx.addIssue({ code: 'custom', message: TABLE_MESSAGES.validSeatingCapacity });
    return z.NEVER;
  }
  return n;
});

export const StoreTableBody = z.object({
  title: requiredText(TABLE_MESSAGES.title, 60),
  floor: requiredText(TABLE_MESSAGES.floor, 60),
  seatingCapacity,
});
export type TStoreTableBody = z.input<typeof StoreTableBody>;

export interface TStoreTable {
  id: number;
  table_title: string;
  floor: string;
  seating_capacity: number;
  /** Signed reference for the table's QR link (?table=...); cannot be guessed or altered. */
  encrypted_id: string;
}

// ---------------------------------------------------------------- categories

export const CategoryAddBody = z.object({ title: requiredText('Please provide Category Title!', 80) });
export const CategoryUpdateBody = z.object({ title: requiredText('Please provide title!', 80) });
export type TCategoryBody = z.input<typeof CategoryAddBody>;

export interface TCategory {
  id: number;
  title: string;
  /** Menu items in the category (they fall back to no category when it is deleted). */
  items_count: number;
}

// ---------------------------------------------------------------- taxes

export const TAX_RATE_MESSAGE = 'Invalid value provided in Tax Rate!';
export const TAX_TYPE_MESSAGE = 'Select Tax Type!';
/** Basis points: 100 % is the highest rate a tax can have. */
export const MAX_TAX_RATE_BASIS_POINTS = 10_000;

/** A percentage with at most two decimals from 0 to 100, parsed to basis points (7.25 → 725). */
const taxRate = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, TAX_RATE_MESSAGE),
    ],
    { error: TAX_RATE_MESSAGE },
  )
  .transform((v, ctx) => {
    const percent = typeof v === 'string' ? Number(v) : v;
    const scaled = percent * 100;
    const basisPoints = Math.round(scaled);
    if (
      !Number.isFinite(percent) ||
      Math.abs(scaled - basisPoints) > 1e-6 ||
      basisPoints < 0 ||
      basisPoints > MAX_TAX_RATE_BASIS_POINTS
    ) {
      ctx.addIssue({ code: 'custom', message: TAX_RATE_MESSAGE });
      return z.NEVER;
    }
    return basisPoints === 0 ? 0 : basisPoints;
  });

const taxType = z
  .string({ error: TAX_TYPE_MESSAGE })
  .refine(isTaxType, TAX_TYPE_MESSAGE)
  .transform((v) => v as TaxType);

const taxBody = (titleMessage: string) =>
  z.object({ title: requiredText(titleMessage, 80), rate: taxRate, type: taxType });

export const TaxAddBody = taxBody('Provide Title!');
export const TaxUpdateBody = taxBody('Please provide title!');
export type TTaxBody = z.input<typeof TaxAddBody>;

export interface TTax {
  id: number;
  title: string;
  /** Percent, e.g. 7.25. */
  rate: number;
  type: TaxType;
  items_count: number;
}

// ---------------------------------------------------------------- payment types

/** Money of a cash type goes into the drawer; left out on add, a title with "cash" in it is cash. */
const isCash = z.boolean({ error: 'Invalid request!' }).optional();
export const PaymentTypeAddBody = z.object({
  title: requiredText('Please provide Payment Type Title!', 60),
  isActive: z.boolean({ error: 'Invalid request!' }).default(true),
  isCash,
});
export const PaymentTypeUpdateBody = z.object({
  title: requiredText('Please provide title!', 60),
  isActive: z.boolean({ error: 'Invalid request!' }),
  isCash,
});
export const PaymentTypeToggleBody = z.object({ isActive: z.boolean({ error: 'Invalid request!' }) });
export type TPaymentTypeBody = z.input<typeof PaymentTypeUpdateBody>;

export interface TPaymentType {
  id: number;
  title: string;
  is_active: boolean;
  /** Counted in the cash drawer's expected cash. */
  is_cash: boolean;
}
