import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StorePeriod, TimeWindow } from '../../lib/store-period';
import { rowsOf } from '../invoices/invoices.repository';

/**
 * Figures of one store for a period, computed in SQL from orders, order_items, invoices and
 * customers. Each query is bounded by (tenant_id, created_at) so it walks only the period's rows.
 */

/** Sums of the period's invoices (exactly what the invoices list adds up to). */
export async function invoiceTotals(db: Db, tenantId: number, period: TimeWindow) {
  const result = await db.execute(sql`
    select count(*)::int as "invoicesCount",
           coalesce(sum(sub_total), 0)::float8 as "netRevenue",
           coalesce(sum(discount_total), 0)::float8 as "discountsTotal",
           coalesce(sum(comp_total), 0)::float8 as "compsTotal",
           coalesce(sum(service_charge_total), 0)::float8 as "serviceChargeTotal",
           coalesce(sum(tax_total), 0)::float8 as "taxTotal",
           coalesce(sum(total), 0)::float8 as "revenueTotal"
    from invoices
    where tenant_id = ${tenantId} and created_at >= ${period.startsAt} and created_at < ${period.endsAt}`);
  return rowsOf<{
    invoicesCount: number;
    netRevenue: number;
    discountsTotal: number;
    compsTotal: number;
    serviceChargeTotal: number;
    taxTotal: number;
    revenueTotal: number;
  }>(result)[0];
}

/**
 * Voids of the period (lines removed after they were sent, never sold): how many and what they
 * would have sold for, tax left out. Counted on the day they happened.
 */
export async function voidTotals(db: Db, tenantId: number, period: TimeWindow) {
  const result = await db.execute(sql`
    select count(*)::int as count, coalesce(sum(net_amount), 0)::float8 as amount
    from order_items
    where tenant_id = ${tenantId} and adjustment = 'void'
      and adjusted_at >= ${period.startsAt} and adjusted_at < ${period.endsAt}`);
  return rowsOf<{ count: number; amount: number }>(result)[0];
}

/** Comped lines on the period's invoices (their value is the invoices' comp_total). */
export async function countComps(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select count(*)::int as n
    from order_items oi
    join orders o on o.id = oi.order_id and o.tenant_id = oi.tenant_id
    join invoices i on i.id = o.invoice_id and i.tenant_id = o.tenant_id
    where oi.tenant_id = ${tenantId} and oi.adjustment = 'comp'
      and i.created_at >= ${period.startsAt} and i.created_at < ${period.endsAt}`);
  return rowsOf<{ n: number }>(result)[0].n;
}

/** Invoiced total per local day of the store, days without sales left out. */
export async function revenueByDay(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select to_char((created_at at time zone ${period.zone})::date, 'YYYY-MM-DD') as date,
           sum(total)::float8 as total
    from invoices
    where tenant_id = ${tenantId} and created_at >= ${period.startsAt} and created_at < ${period.endsAt}
    group by 1
    order by 1`);
  return rowsOf<{ date: string; total: number }>(result);
}

export async function countOrders(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select count(*)::int as n
    from orders
    where tenant_id = ${tenantId} and created_at >= ${period.startsAt} and created_at < ${period.endsAt}
      and status <> 'cancelled'`);
  return rowsOf<{ n: number }>(result)[0].n;
}

export async function countNewCustomers(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select count(*)::int as n
    from customers
    where tenant_id = ${tenantId} and created_at >= ${period.startsAt} and created_at < ${period.endsAt}`);
  return rowsOf<{ n: number }>(result)[0].n;
}

export async function countAllCustomers(db: Db, tenantId: number) {
  const result = await db.execute(
    sql`select count(*)::int as n from customers where tenant_id = ${tenantId}`,
  );
  return rowsOf<{ n: number }>(result)[0].n;
}

/**
 * Customers who ordered in the period and are returning: they ordered twice in it, or had ordered
 * before it began (orders_tenant_customer_created_idx finds their earlier orders in one probe).
 */
export async function countRepeatCustomers(db: Db, tenantId: number, period: StorePeriod) {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select o.customer_id
      from orders o
      where o.tenant_id = ${tenantId} and o.created_at >= ${period.startsAt} and o.created_at < ${period.endsAt}
        and o.status <> 'cancelled' and o.customer_id is not null and o.customer_id <> ''
      group by o.customer_id
      having count(*) > 1 or exists (
        select 1 from orders p
        where p.tenant_id = ${tenantId} and p.customer_id = o.customer_id
          and p.created_at < ${period.startsAt} and p.status <> 'cancelled')
    ) returning_customers`);
  return rowsOf<{ n: number }>(result)[0].n;
}

/** The items sold most in the period by quantity (cancelled orders and lines left out). */
export async function topSellingItems(db: Db, tenantId: number, period: StorePeriod, limit: number) {
  const result = await db.execute(sql`
    select sold.item_id as "itemId", sold.title, coalesce(mi.price, sold.last_price)::int as price,
           sold.quantity::int as quantity
    from (
      select oi.item_id, oi.item_title as title, sum(oi.quantity) as quantity,
             max(oi.unit_price) as last_price
      from orders o
      join order_items oi on oi.order_id = o.id and oi.tenant_id = o.tenant_id
      where o.tenant_id = ${tenantId} and o.created_at >= ${period.startsAt} and o.created_at < ${period.endsAt}
        and o.status <> 'cancelled' and oi.status <> 'cancelled'
      group by oi.item_id, oi.item_title
      order by sum(oi.quantity) desc, oi.item_title
      limit ${limit}
    ) sold
    left join menu_items mi on mi.id = sold.item_id and mi.tenant_id = ${tenantId}
    order by sold.quantity desc, sold.title`);
  return rowsOf<{ itemId: number | null; title: string; price: number; quantity: number }>(result);
}

/**
 * Money taken in the period per payment type: amounts (what covered bills, tips left out) and
 * tips, from the payments themselves, so parts of a bill still open count on the day they were paid.
 */
export async function paymentsByType(db: Db, tenantId: number, period: TimeWindow) {
  const result = await db.execute(sql`
    select coalesce(payment_type_title, '') as "paymentType", count(*)::int as count,
           sum(amount)::float8 as amount, sum(tip)::float8 as tips
    from payments
    where tenant_id = ${tenantId} and created_at >= ${period.startsAt} and created_at < ${period.endsAt}
    group by 1
    order by sum(amount) desc, 1`);
  return rowsOf<{ paymentType: string; count: number; amount: number; tips: number }>(result);
}

/** Tips of the period per staff member who took the payment. */
export async function tipsByStaff(db: Db, tenantId: number, period: TimeWindow) {
  const result = await db.execute(sql`
    select p.created_by as "userId", coalesce(u.name, '') as name, sum(p.tip)::float8 as tips
    from payments p
    left join users u on u.id = p.created_by and u.tenant_id = ${tenantId}
    where p.tenant_id = ${tenantId} and p.created_at >= ${period.startsAt} and p.created_at < ${period.endsAt}
      and p.tip > 0
    group by 1, 2
    order by 3 desc, 2`);
  return rowsOf<{ userId: number | null; name: string; tips: number }>(result);
}

/** Refunds given in the period (on invoices of any day): they count on the day they happen. */
export async function refundTotals(db: Db, tenantId: number, period: TimeWindow) {
  const result = await db.execute(sql`
    select count(*)::int as count, coalesce(sum(amount), 0)::float8 as amount
    from refunds
    where tenant_id = ${tenantId} and created_at >= ${period.startsAt} and created_at < ${period.endsAt}`);
  return rowsOf<{ count: number; amount: number }>(result)[0];
}
