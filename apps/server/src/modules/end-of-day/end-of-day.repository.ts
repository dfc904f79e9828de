import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayCloses } from '../../db/schema';
import type { StorePeriod } from '../../lib/store-period';
import { rowsOf } from '../invoices/invoices.repository';

/**
 * The Z report's own figures for one business day. Sales figures walk the lines of the orders on
 * the day's invoices, with the filter the invoices themselves were summed with (lines not
 * cancelled), so each breakdown adds up to the invoices' totals.
 */

/** The day's invoices, their orders and those orders' lines that were sold (joins and filter). */
const invoicedLines = sql`
  from invoices i
  join orders o on o.invoice_id = i.id and o.tenant_id = i.tenant_id
  join order_items oi on oi.order_id = o.id and oi.tenant_id = o.tenant_id and oi.status <> 'cancelled'`;

const onTheDay = (tenantId: number, period: StorePeriod) =>
  sql`i.tenant_id = ${tenantId} and i.created_at >= ${period.startsAt} and i.created_at < ${period.endsAt}`;

/** Net sales and quantity per category (the item's category today; "Uncategorised" when gone). */
export async function salesByCategory(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select coalesce(c.title, 'Uncategorised') as category,
           coalesce(sum(oi.quantity) filter (where oi.adjustment is distinct from 'comp'), 0)::int as quantity,
           coalesce(sum(oi.net_amount), 0)::float8 as net
    ${invoicedLines}
    left join menu_items mi on mi.id = oi.item_id and mi.tenant_id = oi.tenant_id
    left join categories c on c.id = mi.category_id and c.tenant_id = mi.tenant_id
    where ${onTheDay(tenantId, period)}
    group by 1
    order by 3 desc, 1`);
  return rowsOf<{ category: string; quantity: number; net: number }>(result);
}

/** Net sales per staff member who took the order, and how many of the day's invoiced orders. */
export async function salesByStaff(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select coalesce(u.name, '') as name, count(distinct o.id)::int as orders,
           coalesce(sum(oi.net_amount), 0)::float8 as net
    ${invoicedLines}
    left join users u on u.id = o.created_by and u.tenant_id = o.tenant_id
    where ${onTheDay(tenantId, period)}
    group by o.created_by, u.name
    order by 3 desc, 1`);
  return rowsOf<{ name: string; orders: number; net: number }>(result);
}

/** Tax of the lines per rate (hundredths of a percent) with the tax names charged at it. */
export async function lineTaxByRate(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select coalesce(oi.tax_rate_basis_points, 0)::int as rate,
           coalesce(string_agg(distinct oi.tax_title, ', '), '') as title,
           coalesce(sum(oi.tax_amount), 0)::float8 as amount
    ${invoicedLines}
    where ${onTheDay(tenantId, period)}
    group by 1
    having sum(oi.tax_amount) <> 0
    order by 1`);
  return rowsOf<{ rate: number; title: string; amount: number }>(result);
}

/** Tax on the service charge of the day's invoiced orders, per rate. */
export async function serviceChargeTaxByRate(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select o.service_charge_tax_rate::int as rate, coalesce(sum(o.service_charge_tax), 0)::float8 as amount
    from invoices i
    join orders o on o.invoice_id = i.id and o.tenant_id = i.tenant_id
    where ${onTheDay(tenantId, period)} and o.service_charge_tax <> 0
    group by 1
    order by 1`);
  return rowsOf<{ rate: number; amount: number }>(result);
}

/** Covers: the party sizes of the day's invoiced orders (orders without one count none). */
export async function countCovers(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select coalesce(sum(o.guests), 0)::int as n
    from invoices i
    join orders o on o.invoice_id = i.id and o.tenant_id = i.tenant_id
    where ${onTheDay(tenantId, period)}`);
  return rowsOf<{ n: number }>(result)[0].n;
}

/** Invoices and their totals per local hour of the day. */
export async function invoicesByHour(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select extract(hour from (i.created_at at time zone ${period.zone}))::int as hour,
           count(*)::int as invoices, coalesce(sum(i.total), 0)::float8 as total
    from invoices i
    where ${onTheDay(tenantId, period)}
    group by 1
    order by 1`);
  return rowsOf<{ hour: number; invoices: number; total: number }>(result);
}

/** Shifts closed during the day: their expected cash, the count and the variance. */
export async function closedShiftsCash(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select count(*)::int as count, coalesce(sum(expected), 0)::float8 as expected,
           coalesce(sum(counted), 0)::float8 as counted, coalesce(sum(variance), 0)::float8 as variance
    from shifts
    where tenant_id = ${tenantId} and closed_at >= ${period.startsAt} and closed_at < ${period.endsAt}`);
  return rowsOf<{ count: number; expected: number; counted: number; variance: number }>(result)[0];
}

/** Shifts still open that began before the day ended: their cash belongs to the day or may. */
export async function countOpenShifts(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(
    sql`select count(*)::int as n from shifts
         where tenant_id = ${tenantId} and closed_at is null and opened_at < ${period.endsAt}`,
  );
  return rowsOf<{ n: number }>(result)[0].n;
}

export async function findDayClose(db: Db, tenantId: number, businessDate: string) {
  const [row] = await db
    .select()
    .from(dayCloses)
    .where(and(eq(dayCloses.tenantId, tenantId), eq(dayCloses.businessDate, businessDate)));
  return row ?? null;
}

export async function insertDayClose(
  db: Db,
  tenantId: number,
  values: { businessDate: string; figures: Record<string, unknown>; closedBy: number; closedByName: string },
) {
  const [row] = await db
    .insert(dayCloses)
    .values({ tenantId, ...values })
    .returning();
  return row;
}
