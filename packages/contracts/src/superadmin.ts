import { isCurrencyCode, isIsoDate, isTimeZone, isValidRate, PERIODS, REPORT_PERIODS } from '@mise/domain';
import { z } from 'zod';
import { emailAddress, id, requiredText } from './common';

/** Operator calls (spec 2 section 7, "Superadmin"); validation texts from section 5. */

const INVALID = 'Invalid request!';
const DATE_RANGE = 'Please select a valid date range!';

/** true/false, or the spec's 0/1. */
const activeFlag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: INVALID }).transform(Boolean);

const password = z
  .string({ error: 'Please provide password!' })
  .min(1, 'Please provide password!')
  .min(8, 'Password must be at least 8 characters!')
  .max(200, 'Password is too long!');

export const AddTenantBody = z.object({
  name: requiredText('Please provide name!', 120),
  email: emailAddress('Please provide Email!', 'Please provide valid email!'),
  password,
  isActive: activeFlag.optional().default(true),
});
export type TAddTenantBody = z.input<typeof AddTenantBody>;

export const UpdateTenantBody = z.object({
  name: requiredText("Please Provide Tenant's Name!", 120),
  email: emailAddress("Please Provide Tenant's Email!", 'Please Provide Valid Email!'),
  /** Missing leaves the switch as it is. */
  isActive: activeFlag.optional(),
});
export type TUpdateTenantBody = z.input<typeof UpdateTenantBody>;

export const TenantIdParams = z.object({ id: id() });

const isoDate = z
  .string({ error: DATE_RANGE })
  .refine((v) => isIsoDate(v), DATE_RANGE)
  .optional();

/** '' is the spec's "all" (no filter) for both the status and the period. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

function requireCustomRange(value: { type?: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.type === 'custom' && (!value.from || !value.to)) {
    ctx.addIssue({ code: 'custom', message: DATE_RANGE, path: ['from'] });
  }
}

export const TENANT_STATUSES = ['active', 'inactive', 'all'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];
export const TENANTS_PER_PAGE = 5;

export const TenantsQuery = z
  .object({
    page: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(1_000_000, INVALID).default(1),
    perPage: z.coerce
      .number({ error: INVALID })
      .int(INVALID)
      .min(1, INVALID)
      .max(100, INVALID)
      .default(TENANTS_PER_PAGE),
    search: z.string({ error: INVALID }).max(100, 'Search is too long!').optional(),
    status: z.preprocess(emptyAsUndefined, z.enum(TENANT_STATUSES, { error: INVALID }).default('all')),
    type: z.preprocess(emptyAsUndefined, z.enum(PERIODS, { error: INVALID }).optional()),
    from: isoDate,
    to: isoDate,
    /** The operator's timezone (the browser's): whose days "today" or a date range mean. */
    tz: z.preprocess(emptyAsUndefined, z.string({ error: INVALID }).refine(isTimeZone, INVALID).optional()),
  })
  .superRefine(requireCustomRange);
export type TTenantsQuery = z.input<typeof TenantsQuery>;

export const TenantsExportParams = z.object({ status: z.enum(TENANT_STATUSES, { error: INVALID }) });

export const SuperadminReportsQuery = z
  .object({
    type: z.preprocess(emptyAsUndefined, z.enum(REPORT_PERIODS, { error: INVALID }).default('today')),
    from: isoDate,
    to: isoDate,
  })
  .superRefine(requireCustomRange);

export const CurrencyParams = z.object({
  currency: z
    .string({ error: 'Please select a currency!' })
    .trim()
    .toUpperCase()
    .refine((v) => isCurrencyCode(v), 'Please select a currency!'),
});

export const ExchangeRateBody = z.object({
  currency: CurrencyParams.shape.currency.refine((v) => v !== 'USD', 'US dollars need no exchange rate!'),
  /** US dollars one unit of the currency is worth, e.g. "0.012" for INR. */
  usdPerUnit: z
    .union([z.string().trim(), z.number().transform(String)], {
      error: 'Please provide a valid exchange rate!',
    })
    .refine((v) => isValidRate(v), 'Please provide a valid exchange rate!'),
  asOf: z
    .string({ error: 'Please provide the date of the rate!' })
    .refine((v) => isIsoDate(v), 'Please provide the date of the rate!'),
});
export type TExchangeRateBody = z.input<typeof ExchangeRateBody>;

// Responses (what the web reads).

export interface TTenantRow {
  id: number;
  name: string;
  email: string;
  /** The operator's switch, 0 or 1 as the spec's tenant entity has it. */
  is_active: 0 | 1;
  subscription_start: string | null;
  subscription_end: string | null;
  subscription_status: string | null;
  created_at: string;
}

export interface TTenantsPage {
  tenants: TTenantRow[];
  currentPage: number;
  perPage: number;
  totalPages: number;
  totalTenants: number;
}

export interface TTenantCounts {
  activeTenants: number;
  inactiveTenants: number;
  allTenants: number;
}

/** Exactly the fields the export lists, nothing more. */
export interface TTenantExportRow {
  name: string;
  email: string;
  is_active: 0 | 1;
  subscription_start: string | null;
  subscription_end: string | null;
}

export interface TSubscriptionHistoryEntry {
  id: number;
  tenant_id: number;
  created_at: string;
  starts_on: string | null;
  expires_on: string | null;
  status: string;
}

export interface TTenantHistory {
  tenantInfo: { name: string; is_active: 0 | 1 };
  storeDetails: {
    address: string | null;
    email: string | null;
    phone: string | null;
    currency: string;
    is_qr_menu_enabled: boolean;
  } | null;
  totalUsers: number;
  subscriptionHistory: TSubscriptionHistoryEntry[];
}

/** A store whose sales could not be converted to US dollars because its currency has no rate. */
export interface TUnconvertedStore {
  tenantId: number;
  name: string;
  currency: string;
  /** Sales in the store's own currency, decimal major units. */
  total: number;
}

export interface TSalesConversion {
  unconvertedStores: TUnconvertedStore[];
  /** The oldest date among the rates used; null when no rate was needed. */
  ratesAsOf: string | null;
}

export interface TSuperadminDashboard {
  activeTenants: number;
  /** Paying tenants; the card shows mrr × plan price. */
  mrr: number;
  /** Paying tenants; the card shows arr × plan price × 12. */
  arr: number;
  ordersProcessedToday: number;
  /** US dollars, decimal. */
  salesVolumeToday: number;
  salesConversion: TSalesConversion;
}

export interface TTopSellingItem {
  tenant_name: string;
  tenant_id: number;
  item_id: number | null;
  title: string;
  qty: number;
}

export interface TSuperadminReport {
  activeTenants: number;
  mrr: number;
  arr: number;
  totalCustomers: number;
  topSellingItems: TTopSellingItem[];
  /** US dollars, decimal. */
  salesVolume: number;
  ordersProcessed: number;
  salesConversion: TSalesConversion;
}

export interface TExchangeRate {
  currency: string;
  usdPerUnit: string;
  asOf: string;
  updatedAt: string;
}

export interface TExchangeRates {
  rates: TExchangeRate[];
  /** Currencies stores use, with how many stores use each and whether a rate exists. */
  storeCurrencies: Array<{ currency: string; stores: number; hasRate: boolean }>;
}
