import type { TAvailabilityKind } from '@mise/contracts';
import { type ModifierGroupKind, type ModifierGroupRule, modifierGroupRuleOf } from '@mise/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotStatement, runHot } from '../../db/hot-statements';
import {
  categories,
  customers,
  menuItemAddons,
  menuItems,
  menuItemVariants,
  type OrderedAddon,
  orders,
  qrOrders,
  storeTables,
  taxes,
} from '../../db/schema';

/** SQL of the POS: what an order is priced from, and writing it. Every function is tenant-scoped. */

export function listCategories(db: Db, tenantId: number) {
  return db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.id));
}

export interface PosMenuRow {
  id: number;
  title: string;
  price: number;
  image: string | null;
  category_id: number | null;
  category_title: string | null;
  tax_id: number | null;
  tax_title: string | null;
  tax_rate_basis_points: number | null;
  tax_type: string | null;
  /** Prices in minor units. */
  variants: PricedOption[];
  addons: PricedOption[];
  modifier_groups: ModifierGroupJson[];
}

/** A modifier group as the menu queries aggregate it. */
export interface ModifierGroupJson {
  id: number;
  kind: ModifierGroupKind;
  title: string;
  min_select: number;
  max_select: number | null;
  sort_order: number;
}

/** An item's modifier groups as JSON, in the order a guest meets them (`m` is the menu item). */
export const MODIFIER_GROUPS_JSON = `coalesce((
      select json_agg(json_build_object('id', g.id, 'kind', g.kind, 'title', g.title,
          'min_select', g.min_select, 'max_select', g.max_select, 'sort_order', g.sort_order)
        order by g.sort_order, g.id)
      from modifier_groups g where g.tenant_id = m.tenant_id and g.item_id = m.id
    ), '[]'::json)`;

/**
 * The whole POS menu in one query: each item with its own tenant's category and tax, and its
 * variants and addons aggregated by PostgreSQL (a 1,000-item menu is one round trip and no per-row
 * mapping in JavaScript).
 */
export async function listPosMenu(db: Db, tenantId: number): Promise<PosMenuRow[]> {
  const option = (table: typeof menuItemVariants | typeof menuItemAddons) => sql`coalesce((
      select json_agg(json_build_object('id', o.id, 'title', o.title, 'price', o.price, 'group_id', o.group_id)
        order by o.id)
      from ${table} o where o.tenant_id = m.tenant_id and o.item_id = m.id
    ), '[]'::json)`;
  const result = await db.execute(sql`
    select m.id, m.title, m.price, m.image,
      c.id as category_id, c.title as category_title,
      t.id as tax_id, t.title as tax_title, t.rate_basis_points as tax_rate_basis_points, t.type as tax_type,
      ${option(menuItemVariants)} as variants,
      ${option(menuItemAddons)} as addons,
      ${sql.raw(MODIFIER_GROUPS_JSON)} as modifier_groups
    from ${menuItems} m
    left join ${categories} c on c.id = m.category_id and c.tenant_id = m.tenant_id
    left join ${taxes} t on t.id = m.tax_id and t.tenant_id = m.tenant_id
    where m.tenant_id = ${tenantId}
    order by m.id
  `);
  return (result as unknown as { rows: PosMenuRow[] }).rows;
}

/** A PostgreSQL array literal of integers ('{1,2,3}'); anything else is refused, never interpolated. */
function intArrayLiteral(list: number[]): string {
  if (!list.every(Number.isSafeInteger)) throw new TypeError('ids must be integers');
  return `{${list.join(',')}}`;
}

export interface PricedOption {
  id: number;
  title: string;
  /** Minor units. */
  price: number;
  group_id: number | null;
}

/** A menu item as an order is priced from it: its price, its own tenant's tax, every variant and addon. */
export interface PricingItem {
  id: number;
  title: string;
  price: number;
  tax_title: string | null;
  tax_rate_basis_points: number | null;
  tax_type: string | null;
  variants: PricedOption[];
  addons: PricedOption[];
  modifier_groups: ModifierGroupJson[];
  /** The same groups as the domain checks a choice against (made once, when the item is read). */
  groupRules: ModifierGroupRule[];
}

export interface PricingData {
  /** The tenant's menu version these rows are as of (tenants.menu_version, read in the same snapshot). */
  menu_version: number;
  /** The store's timezone (its day numbers the tokens); null when the store has no settings row. */
  timezone: string | null;
  /** The store's service charge; null when it has no checkout settings row (then none). */
  service_charge: {
    rate: number;
    dine_in_only: boolean;
    min_guests: number | null;
    tax_rate: number | null;
  } | null;
  items: PricingItem[];
  /** What is sold out or counted (86), all of the tenant's rows: a handful at most. */
  availability: Array<{ kind: TAvailabilityKind; id: number; sold_out: boolean; count_left: number | null }>;
}

/**
 * Everything a cart is priced from, in one round trip and one snapshot: the tenant's menu version,
 * timezone and service charge, and its menu items among the given ids, each with its own tenant's tax and all its
 * variants and addons (so that the item can be remembered whole). Ids of other tenants simply do not
 * come back.
 *
 * A hot statement, so PostgreSQL must plan it once (a generic plan) rather than with each order's
 * values: planning it cost three times what running it does. PostgreSQL keeps a generic plan only
 * when it costs no more than one planned with the values, so the id list is read through a
 * sub-select, `= any(array(select unnest(…)))`, whose length the planner cannot see in either case.
 * Every lookup names the tenant and the ids on one index ((tenant_id, id) for items, (tenant_id,
 * item_id) for options), so the plan probes exactly the cart's rows with or without up-to-date
 * statistics. A test holds this statement to its generic plan.
 * $1 tenant, $2 item ids (a PostgreSQL array literal).
 */
const PRICING_DATA = hotStatement(`
  select
    (select t.menu_version from tenants t where t.id = $1) as menu_version,
    (select s.timezone from store_settings s where s.tenant_id = $1) as timezone,
    (select json_build_object('rate', c.service_charge_rate, 'dine_in_only', c.service_charge_dine_in_only,
        'min_guests', c.service_charge_min_guests, 'tax_rate', ct.rate_basis_points)
      from checkout_settings c
      left join taxes ct on ct.id = c.service_charge_tax_id and ct.tenant_id = c.tenant_id
      where c.tenant_id = $1) as service_charge,
    coalesce((
      select json_agg(json_build_object(
        'id', m.id, 'title', m.title, 'price', m.price, 'tax_title', t.title,
        'tax_rate_basis_points', t.rate_basis_points, 'tax_type', t.type,
        'variants', coalesce((
          select json_agg(json_build_object('id', o.id, 'title', o.title, 'price', o.price, 'group_id', o.group_id)
            order by o.id)
          from menu_item_variants o where o.tenant_id = $1 and o.item_id = m.id
        ), '[]'::json),
        'addons', coalesce((
          select json_agg(json_build_object('id', o.id, 'title', o.title, 'price', o.price, 'group_id', o.group_id)
            order by o.id)
          from menu_item_addons o where o.tenant_id = $1 and o.item_id = m.id
        ), '[]'::json),
        'modifier_groups', ${MODIFIER_GROUPS_JSON}))
      from menu_items m
      left join taxes t on t.id = m.tax_id and t.tenant_id = m.tenant_id
      where m.tenant_id = $1 and m.id = any(array(select unnest($2::int[])))
    ), '[]'::json) as items,
    coalesce((
      select json_agg(json_build_object('kind', a.kind, 'id', a.target_id, 'sold_out', a.sold_out,
          'count_left', a.count_left))
      from menu_availability a where a.tenant_id = $1
    ), '[]'::json) as availability`);

export async function loadPricingData(db: Db, tenantId: number, itemIds: number[]): Promise<PricingData> {
  const [row] = await runHot<PricingData>(db, PRICING_DATA, [tenantId, intArrayLiteral(itemIds)]);
  for (const item of row.items) item.groupRules = item.modifier_groups.map(modifierGroupRuleOf);
  return { ...row, menu_version: Number(row.menu_version ?? 0) };
}

export async function tableExists(db: Db, tenantId: number, tableId: number) {
  const [row] = await db
    .select({ id: storeTables.id })
    .from(storeTables)
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)));
  return Boolean(row);
}

export async function findCustomerName(db: Db, tenantId: number, phone: string) {
  const [row] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)));
  return row?.name ?? null;
}

export async function findQrOrder(db: Db, tenantId: number, qrOrderId: number) {
  const [row] = await db
    .select({
      id: qrOrders.id,
      status: qrOrders.status,
      customerId: qrOrders.customerId,
      customerName: qrOrders.customerName,
    })
    .from(qrOrders)
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.id, qrOrderId)));
  return row ?? null;
}

/** The order first created with this Idempotency-Key, as its creation answered. */
export async function findOrderByIdempotencyKey(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select({
      id: orders.id,
      tokenNo: orders.tokenNo,
      itemsTotal: orders.itemsTotal,
      serviceChargeTotal: orders.serviceChargeTotal,
      taxTotal: orders.taxTotal,
      payableTotal: orders.payableTotal,
      invoiceId: orders.invoiceId,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

export interface OrderValues {
  deliveryType: string | null;
  customerType: string;
  customerId: string | null;
  customerName: string | null;
  tableId: number | null;
  paymentStatus: 'pending' | 'paid';
  invoiceId: number | null;
  idempotencyKey: string | null;
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
  guests: number | null;
  /** The rates charged (hundredths of a percent) and what they came to; see domain service-charge.ts. */
  serviceChargeRate: number;
  serviceChargeTaxRate: number;
  serviceChargeTotal: number;
  serviceChargeTax: number;
  createdBy: number | null;
}

export interface OrderItemValues {
  itemId: number;
  itemTitle: string;
  variantId: number | null;
  variantTitle: string | null;
  variantPrice: number | null;
  addons: OrderedAddon[];
  unitPrice: number;
  quantity: number;
  notes: string | null;
  seat: number | null;
  /** The line's course, null for none; `fired` false holds it until the course is fired. */
  course: number | null;
  fired: boolean;
  taxTitle: string | null;
  taxRateBasisPoints: number | null;
  taxType: string | null;
  lineTotal: number;
  taxAmount: number;
  netAmount: number;
}

/**
 * $1 tenant, $2 day, $3–$14 the order's columns, $15 its lines as JSON, $16 the menu version they
 * were priced from (see insertNumberedOrder).
 */
const NUMBERED_ORDER = hotStatement(`
  with priced_from_current_menu as (
    select 1 from tenants where id = $1 and menu_version = $16
  ), token as (
    insert into daily_token_counters (tenant_id, day, last_token)
    select $1::int, $2::date, 1 from priced_from_current_menu
    on conflict (tenant_id, day) do update set last_token = daily_token_counters.last_token + 1
    returning last_token
  ), new_order as (
    insert into orders (
      tenant_id, token_day, token_no, delivery_type, customer_type, customer_id, customer_name,
      table_id, payment_status, invoice_id, source, idempotency_key, items_total, tax_total,
      payable_total, created_by, guests, service_charge_rate, service_charge_tax_rate,
      service_charge_total, service_charge_tax
    )
    select $1::int, $2::date, token.last_token, $3::text, $4::text, $5::text, $6::text, $7::int,
      $8::text, $9::int, 'pos', $10::text, $11::int, $12::int, $13::int, $14::int, $17::int,
      $18::int, $19::int, $20::int, $21::int
    from token
    returning id, token_no
  ), new_items as (
    insert into order_items (
      tenant_id, order_id, item_id, item_title, variant_id, variant_title, variant_price, addons,
      unit_price, quantity, notes, seat, tax_title, tax_rate_basis_points, tax_type, line_total,
      tax_amount, net_amount, course, fired_at
    )
    select $1::int, new_order.id, l.item_id, l.item_title, l.variant_id, l.variant_title,
      l.variant_price, l.addons, l.unit_price, l.quantity, l.notes, l.seat, l.tax_title,
      l.tax_rate_basis_points, l.tax_type, l.line_total, l.tax_amount, l.net_amount, l.course,
      case when l.course is not null and l.fired then now() end
    from new_order,
      rows from (
        jsonb_to_recordset($15::jsonb) as (
          item_id int, item_title text, variant_id int, variant_title text, variant_price int,
          addons jsonb, unit_price int, quantity int, notes text, seat int, tax_title text,
          tax_rate_basis_points int, tax_type text, line_total int, tax_amount int, net_amount int,
          course int, fired boolean
        )
      ) with ordinality as l(
        item_id, item_title, variant_id, variant_title, variant_price, addons, unit_price,
        quantity, notes, seat, tax_title, tax_rate_basis_points, tax_type, line_total, tax_amount,
        net_amount, course, fired, n
      )
    order by l.n
    returning 1
  )
  select id, token_no from new_order`);

/**
 * Takes the next token of the tenant's day and writes the order with its lines, as ONE statement.
 * The token is an upsert on daily_token_counters (tenant_id, day): its row lock serialises the
 * orders of one tenant and day, so every order gets its own number, and a failed statement (or a
 * rolled-back transaction) gives the number back. Being one statement, the lock is held only for
 * the statement (or from it to the commit, inside a transaction), which bounds a tenant's order rate.
 *
 * It writes only if the tenant's menu is still at `menuVersion`, the version the lines were priced
 * from; otherwise it writes nothing, takes no token, and answers null.
 */
export async function insertNumberedOrder(
  db: Db,
  tenantId: number,
  tokenDay: string,
  order: OrderValues,
  items: OrderItemValues[],
  menuVersion: number,
): Promise<{ id: number; tokenNo: number } | null> {
  const lines = JSON.stringify(
    items.map((i) => ({
      item_id: i.itemId,
      item_title: i.itemTitle,
      variant_id: i.variantId,
      variant_title: i.variantTitle,
      variant_price: i.variantPrice,
      addons: i.addons,
      unit_price: i.unitPrice,
      quantity: i.quantity,
      notes: i.notes,
      seat: i.seat,
      tax_title: i.taxTitle,
      tax_rate_basis_points: i.taxRateBasisPoints,
      tax_type: i.taxType,
      line_total: i.lineTotal,
      tax_amount: i.taxAmount,
      net_amount: i.netAmount,
      course: i.course,
      fired: i.fired,
    })),
  );
  const [row] = await runHot<{ id: number; token_no: number }>(db, NUMBERED_ORDER, [
    tenantId,
    tokenDay,
    order.deliveryType,
    order.customerType,
    order.customerId,
    order.customerName,
    order.tableId,
    order.paymentStatus,
    order.invoiceId,
    order.idempotencyKey,
    order.itemsTotal,
    order.taxTotal,
    order.payableTotal,
    order.createdBy,
    lines,
    menuVersion,
    order.guests,
    order.serviceChargeRate,
    order.serviceChargeTaxRate,
    order.serviceChargeTotal,
    order.serviceChargeTax,
  ]);
  return row ? { id: Number(row.id), tokenNo: Number(row.token_no) } : null;
}

/** Records which order a QR order became (it was claimed earlier in the same transaction). */
export async function linkQrOrder(tx: Db, tenantId: number, qrOrderId: number, orderId: number) {
  await tx
    .update(qrOrders)
    .set({ orderId })
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.id, qrOrderId)));
}

/**
 * Claims the tenant's QR order for the POS, only if nobody did so (or cancelled it) before: a
 * concurrent second claim waits for the first transaction and then matches nothing.
 */
export async function claimQrOrder(tx: Db, tenantId: number, qrOrderId: number) {
  const rows = await tx
    .update(qrOrders)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.id, qrOrderId), eq(qrOrders.status, 'created')))
    .returning({ id: qrOrders.id });
  return rows.length === 1;
}
