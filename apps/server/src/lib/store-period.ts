import { addMonths, localDate, type Period, resolvePeriod } from '@mise/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A period of a store's own local days turned into instants by the database (so a 23:30 order
 * counts for its local day, whatever the server's zone). Queries compare raw timestamps against
 * these bounds and keep using the (tenant_id, created_at) indexes.
 */
export interface StorePeriod {
  /** Inclusive local dates. */
  from: string;
  to: string;
  zone: string;
  /** Instant of local midnight starting `from`. */
  startsAt: SQL;
  /** Instant of local midnight after `to` (exclusive). */
  endsAt: SQL;
}

/** Any span of time a figure is summed over: a store period, or a shift from its opening to its close. */
export type TimeWindow = Pick<StorePeriod, 'startsAt' | 'endsAt'>;

/** From one instant to another, or to the database's now (the statement's transaction start). */
export function instantWindow(startsAt: Date, endsAt: Date | null): TimeWindow {
  return {
    startsAt: sql`${startsAt.toISOString()}::timestamptz`,
    endsAt: endsAt ? sql`${endsAt.toISOString()}::timestamptz` : sql`now()`,
  };
}

export function safeZone(timezone: string | null | undefined): string {
  if (!timezone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

/** The instant local midnight of `date` + `plusDays` happens in `zone`. */
export function localMidnight(date: string, zone: string, plusDays = 0): SQL {
  return sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;
}

export function storePeriod(zone: string, range: { from: string; to: string }): StorePeriod {
  return {
    ...range,
    zone,
    startsAt: localMidnight(range.from, zone, 0),
    endsAt: localMidnight(range.to, zone, 1),
  };
}

/**
 * Resolves a list's or report's query to local days. With no type, given dates mean a custom range,
 * and no dates at all mean `fallback` (each screen has its own default).
 */
export function periodFromQuery(
  zone: string,
  query: { type?: Period; from?: string; to?: string },
  fallback: Period | 'next_month',
  now = new Date(),
): StorePeriod {
  const today = localDate(zone, now);
  let type = query.type;
  if (!type && (query.from || query.to)) type = 'custom';
  if (!type && fallback === 'next_month') return storePeriod(zone, { from: today, to: addMonths(today, 1) });
  const period = (type ?? fallback) as Period;
  return storePeriod(zone, resolvePeriod(period, today, { from: query.from, to: query.to ?? query.from }));
}
