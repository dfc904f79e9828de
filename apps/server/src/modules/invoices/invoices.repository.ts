import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderedAddon } from '../../db/schema';
import type { StorePeriod } from '../../lib/store-period';
import { containsPattern } from '../customers/customers.repository';

/** SQL of invoices and receipts. Every function takes the tenant and reads only its rows. */

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface InvoiceRow {
  id: number;
  createdAt: Date | string;
  subTotal: number;
  serviceChargeTotal: number;
  taxTotal: number;
  total: number;
  tableId: number | null;
  tableTitle: string | null;
  floor: string | null;
  deliveryType: string | null;
  customerType: string;
  customerId: string | null;
  name: string | null;
  email: string | null;
  paymentType: string | null;
  orders: Array<{ order_id: number; token_no: number }> | string;
}

function selectInvoices(where: SQL, limit?: number) {
  return sql`
    select i.id, i.created_at as "createdAt", i.sub_total as "subTotal",
           i.service_charge_total as "serviceChargeTotal", i.tax_total as "taxTotal",
           i.total, i.table_id as "tableId", st.table_title as "tableTitle", st.floor,
           i.delivery_type as "deliveryType", i.customer_type as "customerType",
           i.customer_id as "customerId", coalesce(i.customer_name, c.name) as name, c.email,
           i.payment_type_title as "paymentType",
           coalesce((select json_agg(json_build_object('order_id', o.id, 'token_no', o.token_no) order by o.id)
                     from orders o where o.invoice_id = i.id and o.tenant_id = i.tenant_id), '[]'::json) as orders
    from invoices i
    left join store_tables st on st.id = i.table_id and st.tenant_id = i.tenant_id
    left join customers c on c.tenant_id = i.tenant_id and c.phone = i.customer_id
    where ${where}
    order by i.created_at desc, i.id desc
    ${limit ? sql`limit ${limit}` : sql``}`;
}

/**
 * The period's invoices as the finished JSON array (the TInvoice shape), built by PostgreSQL in one
 * pass: a busy month is thousands of rows, and building them in Node (driver rows, then objects,
 * then JSON) costs several times the query itself. Rows become JSON through row_to_json of a
 * subselect (column names as keys), which is cheaper per row than json_build_object.
 */
export async function listInvoicesJson(db: Db, tenantId: number, period: StorePeriod): Promise<string> {
  // The tokens of all the period's invoices are gathered in one grouped pass over their orders
  // (one bitmap scan of orders_invoice_idx), not one lookup per invoice. Customers and tables are
  // joined on the tenant as a constant, so only this tenant's rows are read for the hash.
  const result = await db.execute(sql`
    with inv as (
      select * from invoices i
      where i.tenant_id = ${tenantId} and i.created_at >= ${period.startsAt} and i.created_at < ${period.endsAt}
    ), tokens as (
      select o.invoice_id, json_agg(json_build_object('order_id', o.id, 'token_no', o.token_no) order by o.id) as orders
      from orders o
      where o.tenant_id = ${tenantId} and o.invoice_id in (select id from inv)
      group by o.invoice_id
    )
    select coalesce(json_agg(r), '[]'::json)::text as json
    from (
      select i.id as invoice_id,
             to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
             ${majorUnits(sql`i.sub_total`)} as sub_total,
             ${majorUnits(sql`i.service_charge_total`)} as service_charge,
             ${majorUnits(sql`i.tax_total`)} as tax_total,
             ${majorUnits(sql`i.total`)} as total,
             i.table_id, st.table_title, st.floor, i.delivery_type, i.customer_type, i.customer_id,
             coalesce(i.customer_name, c.name) as name, c.email, i.payment_type_title as payment_type,
             coalesce(t.orders, '[]'::json) as orders,
             ${majorUnits(sql`coalesce((select sum(rf.amount) from refunds rf where rf.tenant_id = ${tenantId} and rf.invoice_id = i.id), 0)`)} as refunded
      from inv i
      left join tokens t on t.invoice_id = i.id
      left join store_tables st on st.tenant_id = ${tenantId} and st.id = i.table_id
      left join customers c on c.tenant_id = ${tenantId} and c.phone = i.customer_id
      order by i.created_at desc, i.id desc
    ) r`);
  return rowsOf<{ json: string }>(result)[0].json;
}

/**
 * Minor units as a JSON number in major units. A float8 quotient of an integer by 100 prints as the
 * shortest decimal that reads back as it (1234 -> 12.34), the same number toMajorUnits gives, and it
 * is several times cheaper per row than numeric rounding.
 */
const majorUnits = (minor: SQL) => sql`(${minor} / 100.0::float8)`;

/** By invoice number or token (digits), or by the customer's phone or name. */
export async function searchInvoices(db: Db, tenantId: number, text: string, limit: number) {
  const pattern = containsPattern(text);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const byNumber =
    number === null
      ? sql`false`
      : sql`i.id = ${number} or exists (select 1 from orders o where o.invoice_id = i.id and o.tenant_id = i.tenant_id and o.token_no = ${number})`;
  const result = await db.execute(
    selectInvoices(
      sql`i.tenant_id = ${tenantId} and (${byNumber} or i.customer_id ilike ${pattern} or i.customer_name ilike ${pattern})`,
      limit,
    ),
  );
  return rowsOf<InvoiceRow>(result);
}

export interface ReceiptOrderRow {
  id: number;
  tokenNo: number;
  createdAt: Date | string;
  deliveryType: string | null;
  customerType: string;
  customerId: string | null;
  customerName: string | null;
  tableId: number | null;
  tableTitle: string | null;
  floor: string | null;
  status: string;
  paymentStatus: string;
  invoiceId: number | null;
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
  discountTotal: number;
  compTotal: number;
  serviceChargeTotal: number;
  serviceChargeTax: number;
  guests: number | null;
  discountReason: string | null;
  paymentType: string | null;
}

export async function findReceiptOrders(db: Db, tenantId: number, orderIds: number[]) {
  const result = await db.execute(sql`
    select o.id, o.token_no as "tokenNo", o.created_at as "createdAt", o.delivery_type as "deliveryType",
           o.customer_type as "customerType", o.customer_id as "customerId",
           coalesce(o.customer_name, c.name) as "customerName", o.table_id as "tableId",
           st.table_title as "tableTitle", st.floor, o.status, o.payment_status as "paymentStatus",
           o.invoice_id as "invoiceId", o.items_total as "itemsTotal", o.tax_total as "taxTotal",
           o.payable_total as "payableTotal", o.discount_total as "discountTotal", o.comp_total as "compTotal",
           o.service_charge_total as "serviceChargeTotal", o.service_charge_tax as "serviceChargeTax",
           o.guests, o.discount_reason as "discountReason", i.payment_type_title as "paymentType"
    from orders o
    left join store_tables st on st.id = o.table_id and st.tenant_id = o.tenant_id
    left join customers c on c.tenant_id = o.tenant_id and c.phone = o.customer_id
    left join invoices i on i.id = o.invoice_id and i.tenant_id = o.tenant_id
    where o.tenant_id = ${tenantId} and o.id in ${sql`(${sql.join(
      orderIds.map((orderId) => sql`${orderId}`),
      sql`, `,
    )})`}
    order by o.id`);
  return rowsOf<ReceiptOrderRow>(result);
}

export interface ReceiptItemRow {
  id: number;
  orderId: number;
  itemId: number | null;
  itemTitle: string;
  variantId: number | null;
  variantTitle: string | null;
  variantPrice: number | null;
  addons: OrderedAddon[] | string;
  notes: string | null;
  seat: number | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  status: string;
  discountAmount: number;
  discountReason: string | null;
  adjustment: string | null;
  adjustmentReason: string | null;
  netAmount: number;
  taxAmount: number;
}

export async function findReceiptItems(db: Db, tenantId: number, orderIds: number[]) {
  const result = await db.execute(sql`
    select oi.id, oi.order_id as "orderId", oi.item_id as "itemId", oi.item_title as "itemTitle",
           oi.variant_id as "variantId", oi.variant_title as "variantTitle", oi.variant_price as "variantPrice",
           oi.addons, oi.notes, oi.seat, oi.quantity, oi.unit_price as "unitPrice", oi.line_total as "lineTotal", oi.status,
           oi.discount_amount as "discountAmount", oi.discount_reason as "discountReason",
           oi.adjustment, oi.adjustment_reason as "adjustmentReason",
           oi.net_amount as "netAmount", oi.tax_amount as "taxAmount"
    from order_items oi
    where oi.tenant_id = ${tenantId} and oi.order_id in ${sql`(${sql.join(
      orderIds.map((orderId) => sql`${orderId}`),
      sql`, `,
    )})`}
    order by oi.order_id, oi.id`);
  return rowsOf<ReceiptItemRow>(result);
}
