import { isIsoDate, PERIODS, REPORT_PERIODS } from '@mise/domain';
import { z } from 'zod';

/**
 * The period filter of the lists (invoices, reservations) and of the reports: `type` is one of the
 * spec's periods; `custom` needs `from` and `to` (YYYY-MM-DD, the store's local days, inclusive).
 */
export const PERIOD_MESSAGES = {
  invalid: 'Invalid request!',
  range: 'Please select a valid date range!',
} as const;

const isoDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.slice(0, 10) : v),
  z
    .string({ error: PERIOD_MESSAGES.range })
    .refine((v) => isIsoDate(v), PERIOD_MESSAGES.range)
    .optional(),
);

const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

function requireCustomRange(value: { type?: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.type === 'custom' && (!value.from || !value.to)) {
    ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGES.range, path: ['from'] });
  }
}

/** Lists: every period; missing `type` means `custom` when from/to are given, else the caller's default. */
export const ListPeriodQuery = z
  .object({
    type: z.preprocess(emptyAsUndefined, z.enum(PERIODS, { error: PERIOD_MESSAGES.invalid }).optional()),
    from: isoDate,
    to: isoDate,
  })
  .superRefine(requireCustomRange);
export type TListPeriodQuery = z.input<typeof ListPeriodQuery>;

/** Reports: no tomorrow, today by default (spec 2 sections 4 and 9). */
export const ReportPeriodQuery = z
  .object({
    type: z.preprocess(
      emptyAsUndefined,
      z.enum(REPORT_PERIODS, { error: PERIOD_MESSAGES.invalid }).default('today'),
    ),
    from: isoDate,
    to: isoDate,
  })
  .superRefine(requireCustomRange);
export type TReportPeriodQuery = z.input<typeof ReportPeriodQuery>;

/** The local days a list or report covers, echoed back so screens can show them. */
export interface TPeriodRange {
  from: string;
  to: string;
}
