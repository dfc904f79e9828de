import { localDate, type Period, resolvePeriod } from '@mise/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Periods across many stores: "today" is each store's own today, in its timezone. A window is a
 * range of local days for one timezone; the database turns its bounds into instants, so queries
 * compare raw timestamps and keep using the (tenant_id, created_at) indexes.
 */
export interface DayWindow {
  /** The timezone as stores have it stored (what rows are matched on). */
  timezone: string;
  /** A zone both the runtime and the database accept (a broken stored value falls back to UTC). */
  zone: string;
  /** Inclusive local dates. */
  from: string;
  to: string;
}

export function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export function windowFor(
  timezone: string,
  period: Period,
  custom: { from?: string; to?: string },
  now = new Date(),
): DayWindow {
  const zone = isKnownTimezone(timezone) ? timezone : 'UTC';
  return { timezone, zone, ...resolvePeriod(period, localDate(zone, now), custom) };
}

/** The instant local midnight of `date` + `plusDays` happens in `zone`. */
export function localDayStart(date: string, zone: string, plusDays: number): SQL {
  return sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;
}
