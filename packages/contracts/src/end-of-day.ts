import { isIsoDate } from '@mise/domain';
import { z } from 'zod';
import type { TPaymentTypeTotal, TStaffTips, TStoreTopSellingItem } from './reports';

/**
 * End of day (issue 17, DOMAIN.md "X report / Z report", "Business day"): the figures of one of
 * the store's local days; closing the day freezes them, and later activity counts on its own day.
 * Amounts on the wire are decimal major units.
 */

export const END_OF_DAY_MESSAGES = {
  invalidDate: 'Please choose a valid day!',
  futureDay: 'This day has not started yet!',
  alreadyClosed: 'This day is already closed!',
  shiftOpen: 'A shift is still open: close the cash drawer before closing the day!',
  dayClosed: 'Day closed! Its figures are final.',
} as const;

/** A local date (YYYY-MM-DD), or `today`: the store's own today in its timezone. */
export const BusinessDayParams = z.object({
  date: z
    .string({ error: END_OF_DAY_MESSAGES.invalidDate })
    .refine((v) => v === 'today' || isIsoDate(v), END_OF_DAY_MESSAGES.invalidDate),
});

export interface TTaxAtRate {
  /** Percent, e.g. 7.25. */
  rate: number;
  /** The tax names charged at this rate, e.g. "GST, Service charge tax". */
  title: string;
  amount: number;
}

export interface TCategorySales {
  category: string;
  quantity: number;
  net_sales: number;
}

export interface THourSales {
  /** The store's local hour, 0–23. */
  hour: number;
  invoices: number;
  total: number;
}

export interface TStaffSales {
  name: string;
  orders: number;
  net_sales: number;
}

/** The day's cash drawer: its shifts closed that day, what they expected and what was counted. */
export interface TDayCash {
  shifts_closed: number;
  expected: number;
  counted: number;
  variance: number;
}

/** The Z report of one business day (the store's local date). */
export interface TEndOfDay {
  date: string;
  currency: string;
  status: 'open' | 'closed';
  /** ISO timestamp of the close, and who closed it. */
  closed_at: string | null;
  closed_by: string | null;
  orders_count: number;
  covers: number;
  invoices_count: number;
  gross_sales: number;
  discounts: number;
  comps: number;
  comps_count: number;
  voids: number;
  voids_count: number;
  /** Gross − discounts − comps. */
  net_sales: number;
  service_charge: number;
  tax_total: number;
  tax_by_rate: TTaxAtRate[];
  /** Net sales + service charge + tax: what the day's bills were paid. */
  total: number;
  refunds: number;
  refunds_count: number;
  /** Payments of the day without tips, less refunds. */
  net_takings: number;
  tips: number;
  tips_by_staff: TStaffTips[];
  payments_by_type: TPaymentTypeTotal[];
  cash: TDayCash;
  /** Shifts still open when the figures were taken. */
  open_shifts: number;
  by_category: TCategorySales[];
  by_hour: THourSales[];
  by_staff: TStaffSales[];
  top_items: TStoreTopSellingItem[];
}
