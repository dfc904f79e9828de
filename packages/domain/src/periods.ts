/**
 * Period filters used by lists and reports. Ranges are whole local days in the store's timezone,
 * expressed as inclusive ISO dates (YYYY-MM-DD); the server turns them into instants in SQL.
 */
export const PERIODS = [
  'today',
  'tomorrow',
  'yesterday',
  'last_7days',
  'this_month',
  'last_month',
  'custom',
] as const;
export type Period = (typeof PERIODS)[number];
export const REPORT_PERIODS = PERIODS.filter((p) => p !== 'tomorrow');

export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The calendar date of an instant in a timezone, e.g. localDate('Europe/Paris', now). */
export function localDate(timeZone: string, at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString().slice(0, 10);
}

function startOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/**
 * Resolves a period to an inclusive local date range. `custom` needs from and to; when they are
 * missing or invalid it falls back to today, never to an unbounded range.
 */
export function resolvePeriod(period: Period, today: string, custom?: Partial<DateRange>): DateRange {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const t = addDays(today, 1);
      return { from: t, to: t };
    }
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last_7days':
      return { from: addDays(today, -6), to: today };
    case 'this_month':
      return { from: startOfMonth(today), to: today };
    case 'last_month': {
      const first = addMonths(startOfMonth(today), -1);
      return { from: first, to: addDays(startOfMonth(today), -1) };
    }
    case 'custom': {
      const from = custom?.from && isIsoDate(custom.from) ? custom.from : today;
      const to = custom?.to && isIsoDate(custom.to) ? custom.to : from;
      return from <= to ? { from, to } : { from: to, to: from };
    }
  }
}
