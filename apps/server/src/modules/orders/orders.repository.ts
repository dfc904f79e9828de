import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, paymentTypes, storeTables } from '../../db/schema';

/**
 * SQL of the order lists and their status and payment changes. Every function takes the tenant and
 * touches only its rows; a transaction handle may be passed wherever a Db is taken.
 */

const orderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  deliveryType: orders.deliveryType,
  customerType: orders.customerType,
  customerId: orders.customerId,
  customerName: orders.customerName,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  tokenNo: orders.tokenNo,
  tableId: orders.tableId,
  tableTitle: storeTables.tableTitle,
  floor: storeTables.floor,
  invoiceId: orders.invoiceId,
  billId: orders.billId,
  itemsTotal: orders.itemsTotal,
  taxTotal: orders.taxTotal,
  payableTotal: orders.payableTotal,
  discountTotal: orders.discountTotal,
  compTotal: orders.compTotal,
  guests: orders.guests,
  serviceChargeTotal: orders.serviceChargeTotal,
  serviceChargeTax: orders.serviceChargeTax,
  discountKind: orders.discountKind,
  discountValue: orders.discountValue,
  discountReason: orders.discountReason,
};

function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(
      storeTables,
      and(eq(storeTables.id, orders.tableId), eq(storeTables.tenantId, orders.tenantId)),
    );
}

export type OrderRow = Awaited<ReturnType<typeof listOpenOrders>>[number];
export type OrderItemRow = Awaited<ReturnType<typeof listItemsOfOrders>>[number];

/** Orders neither completed nor cancelled, oldest first (orders_tenant_status_idx). */
export function listOpenOrders(db: Db, tenantId: number) {
  return selectOrders(db)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.status, 'created')))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export function findOrdersByIds(db: Db, tenantId: number, orderIds: number[]) {
  return selectOrders(db)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export function listItemsOfOrders(db: Db, tenantId: number, orderIds: number[]) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      itemId: orderItems.itemId,
      itemTitle: orderItems.itemTitle,
      variantId: orderItems.variantId,
      variantTitle: orderItems.variantTitle,
      variantPrice: orderItems.variantPrice,
      quantity: orderItems.quantity,
      status: orderItems.status,
      createdAt: orderItems.createdAt,
      addons: orderItems.addons,
      notes: orderItems.notes,
      seat: orderItems.seat,
      course: orderItems.course,
      firedAt: orderItems.firedAt,
      unitPrice: orderItems.unitPrice,
      lineTotal: orderItems.lineTotal,
      taxAmount: orderItems.taxAmount,
      netAmount: orderItems.netAmount,
      taxTitle: orderItems.taxTitle,
      taxRateBasisPoints: orderItems.taxRateBasisPoints,
      taxType: orderItems.taxType,
      discountAmount: orderItems.discountAmount,
      discountKind: orderItems.discountKind,
      discountValue: orderItems.discountValue,
      discountReason: orderItems.discountReason,
      adjustment: orderItems.adjustment,
      adjustmentReason: orderItems.adjustmentReason,
    })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/**
 * Locks the tenant's orders among `orderIds` for the rest of the transaction (in id order, so two
 * requests over overlapping groups cannot deadlock) and returns their state.
 */
export function lockOrders(tx: Db, tenantId: number, orderIds: number[]) {
  return tx
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      tableId: orders.tableId,
      deliveryType: orders.deliveryType,
      customerType: orders.customerType,
      customerId: orders.customerId,
      customerName: orders.customerName,
      billId: orders.billId,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)))
    .orderBy(asc(orders.id))
    .for('update');
}

export type LockedOrder = Awaited<ReturnType<typeof lockOrders>>[number];

export async function setOrdersStatus(tx: Db, tenantId: number, orderIds: number[], status: string) {
  await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)));
}

export async function markOrdersPaid(tx: Db, tenantId: number, orderIds: number[], invoiceId: number) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', invoiceId, updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)));
}

export interface DueOfOrders {
  subTotal: number;
  /** The orders' service charges; their tax is in taxTotal. */
  serviceChargeTotal: number;
  taxTotal: number;
  /** What discounts took off the sales of these orders (their lines carry the discounted amounts). */
  discountTotal: number;
  /** What comps gave away on these orders. */
  compTotal: number;
}

export const NOTHING_DUE: DueOfOrders = {
  subTotal: 0,
  serviceChargeTotal: 0,
  taxTotal: 0,
  discountTotal: 0,
  compTotal: 0,
};

/** What the orders cost: sales + service charge + tax (DOMAIN.md sum 2). */
export function payableOf(due: DueOfOrders) {
  return due.subTotal + due.serviceChargeTotal + due.taxTotal;
}

/**
 * What is still due on the orders: the sums of their items that are not cancelled, and their
 * service charges (taken on those items when the orders were last priced) with the charges' tax.
 */
export async function sumDueOfOrders(db: Db, tenantId: number, orderIds: number[]): Promise<DueOfOrders> {
  if (orderIds.length === 0) return NOTHING_DUE;
  const ofOrders = (column: SQL) => sql<string>`(select coalesce(sum(${column}), 0) from ${orders}
        where ${orders.tenantId} = ${tenantId} and ${inArray(orders.id, orderIds)})`;
  const [row] = await db
    .select({
      subTotal: sql<string>`coalesce(sum(${orderItems.netAmount}), 0)`,
      linesTax: sql<string>`coalesce(sum(${orderItems.taxAmount}), 0)`,
      serviceChargeTotal: ofOrders(sql`${orders.serviceChargeTotal}`),
      serviceChargeTax: ofOrders(sql`${orders.serviceChargeTax}`),
      discountTotal: ofOrders(sql`${orders.discountTotal}`),
      compTotal: ofOrders(sql`${orders.compTotal}`),
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        inArray(orderItems.orderId, orderIds),
        ne(orderItems.status, 'cancelled'),
      ),
    );
  return {
    subTotal: Number(row.subTotal),
    serviceChargeTotal: Number(row.serviceChargeTotal),
    taxTotal: Number(row.linesTax) + Number(row.serviceChargeTax),
    discountTotal: Number(row.discountTotal),
    compTotal: Number(row.compTotal),
  };
}

/** The tenant's active payment type, or null. */
export async function findActivePaymentType(db: Db, tenantId: number, paymentTypeId: number) {
  const [row] = await db
    .select({ id: paymentTypes.id, title: paymentTypes.title, isCash: paymentTypes.isCash })
    .from(paymentTypes)
    .where(
      and(
        eq(paymentTypes.tenantId, tenantId),
        eq(paymentTypes.id, paymentTypeId),
        eq(paymentTypes.isActive, true),
      ),
    );
  return row ?? null;
}

export interface InvoiceValues {
  subTotal: number;
  taxTotal: number;
  total: number;
  discountTotal?: number;
  compTotal?: number;
  serviceChargeTotal?: number;
  paymentTypeId: number | null;
  paymentTypeTitle: string | null;
  tableId: number | null;
  deliveryType: string | null;
  customerType: string;
  customerId: string | null;
  customerName: string | null;
}

export async function insertInvoice(tx: Db, tenantId: number, values: InvoiceValues) {
  const [row] = await tx
    .insert(invoices)
    .values({ tenantId, ...values })
    .returning({ id: invoices.id });
  return row.id;
}

/** A status the kitchen reaches by making the line (a held line cannot get it). */
export function isAdvance(status: string) {
  return status === 'preparing' || status === 'completed' || status === 'delivered';
}

/**
 * Sets an item's status when its order is still open and (if given) its status is one of `from`;
 * returns the order id, or null when nothing matched.
 */
export async function updateItemStatus(
  db: Db,
  tenantId: number,
  itemId: number,
  status: string,
  from?: readonly string[],
) {
  const [row] = await db
    .update(orderItems)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orderItems.id, itemId),
        from ? inArray(orderItems.status, [...from]) : undefined,
        // A held line (its course not fired yet) is not made: it cannot move on until it is fired.
        isAdvance(status)
          ? sql`(${orderItems.course} is null or ${orderItems.firedAt} is not null)`
          : undefined,
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderItems.orderId} and ${orders.tenantId} = ${tenantId} and ${orders.status} = 'created')`,
      ),
    )
    .returning({ orderId: orderItems.orderId });
  return row?.orderId ?? null;
}

/** An item of the tenant with its order's status, to explain why an update did not apply. */
export async function findItemState(db: Db, tenantId: number, itemId: number) {
  const [row] = await db
    .select({
      status: orderItems.status,
      orderStatus: orders.status,
      isHeld: sql<boolean>`(${orderItems.course} is not null and ${orderItems.firedAt} is null)`,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.tenantId, orderItems.tenantId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, itemId)));
  return row ?? null;
}

/** The open bill an order is being paid on, if any. */
export async function findOrderBillId(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .select({ billId: orders.billId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row?.billId ?? null;
}
