import { LIVE_SUBSCRIPTION_STATUSES } from '@mise/domain';
import { and, count, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, storeSettings, tenants } from '../../db/schema';
import { type DayWindow, localDayStart } from './time-windows';

/**
 * Figures across all tenants for the operator's dashboard and reports, read straight from the
 * orders, order_items and invoices tables.
 */

/**
 * isTenantInGoodStanding (auth/session.ts) as SQL, for counting. A test checks that both agree on
 * every kind of tenant.
 */
export function tenantInGoodStanding(billingEnabled: boolean): SQL {
  if (!billingEnabled) return sql`${tenants.isActive}`;
  return and(
    sql`${tenants.isActive}`,
    gt(tenants.subscriptionEnd, sql`now()`),
    or(
      isNull(tenants.subscriptionStatus),
      inArray(tenants.subscriptionStatus, [...LIVE_SUBSCRIPTION_STATUSES]),
    ),
  )!;
}

export async function countTenantsInGoodStanding(db: Db, billingEnabled: boolean) {
  const [row] = await db.select({ n: count() }).from(tenants).where(tenantInGoodStanding(billingEnabled));
  return row.n;
}

/** Tenants paying for the current month: a subscription Stripe bills that has not ended. */
export async function countPayingTenants(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(tenants)
    .where(
      and(
        inArray(tenants.subscriptionStatus, ['active', 'past_due']),
        gt(tenants.subscriptionEnd, sql`now()`),
      ),
    );
  return row.n;
}

export async function countAllCustomers(db: Db) {
  const [row] = await db.select({ n: count() }).from(customers);
  return row.n;
}

export async function listStoreTimezones(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ timezone: storeSettings.timezone }).from(storeSettings);
  return rows.map((r) => r.timezone);
}

/** A VALUES table of the windows' instant bounds, joined to stores by their stored timezone. */
function windowsTable(windows: DayWindow[]): SQL {
  const rows = windows.map(
    (w) => sql`(${w.timezone}::text, ${localDayStart(w.from, w.zone, 0)}, ${localDayStart(w.to, w.zone, 1)})`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as w(timezone, starts_at, ends_at)`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Invoiced sales per store in the windows, in each store's currency (minor units). */
export async function salesByStore(db: Db, windows: DayWindow[]) {
  if (windows.length === 0) return [];
  const result = await db.execute(sql`
    select ss.tenant_id as "tenantId", t.name, upper(ss.currency) as currency, sum(i.total)::float8 as total
    from ${windowsTable(windows)}
    join store_settings ss on ss.timezone = w.timezone
    join invoices i on i.tenant_id = ss.tenant_id and i.created_at >= w.starts_at and i.created_at < w.ends_at
    join tenants t on t.id = ss.tenant_id
    group by ss.tenant_id, t.name, ss.currency`);
  return rowsOf<{ tenantId: number; name: string; currency: string; total: number }>(result);
}

/** Orders placed in the windows, cancelled ones left out. */
export async function countOrders(db: Db, windows: DayWindow[]) {
  if (windows.length === 0) return 0;
  const result = await db.execute(sql`
    select count(*)::int as n
    from ${windowsTable(windows)}
    join store_settings ss on ss.timezone = w.timezone
    join orders o on o.tenant_id = ss.tenant_id and o.created_at >= w.starts_at and o.created_at < w.ends_at
    where o.status <> 'cancelled'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The most ordered items across all stores in the windows (cancelled orders and lines left out). */
export async function topSellingItems(db: Db, windows: DayWindow[], limit: number) {
  if (windows.length === 0) return [];
  const result = await db.execute(sql`
    select oi.tenant_id as "tenantId", t.name as "tenantName", oi.item_id as "itemId",
           oi.item_title as title, sum(oi.quantity)::int as qty
    from ${windowsTable(windows)}
    join store_settings ss on ss.timezone = w.timezone
    join orders o on o.tenant_id = ss.tenant_id and o.created_at >= w.starts_at and o.created_at < w.ends_at
    join order_items oi on oi.tenant_id = o.tenant_id and oi.order_id = o.id
    join tenants t on t.id = o.tenant_id
    where o.status <> 'cancelled' and oi.status <> 'cancelled'
    group by oi.tenant_id, t.name, oi.item_id, oi.item_title
    order by qty desc, t.name, oi.item_title
    limit ${limit}`);
  return rowsOf<{ tenantId: number; tenantName: string; itemId: number | null; title: string; qty: number }>(
    result,
  );
}
