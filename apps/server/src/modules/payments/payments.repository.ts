import { DEFAULT_DISCOUNT_LIMIT, DEFAULT_TIP_PRESETS } from '@mise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bills,
  checkoutSettings,
  invoices,
  orderItems,
  orders,
  payments,
  paymentTypes,
  type RefundedLine,
  refunds,
  taxes,
} from '../../db/schema';
import type { InvoiceValues } from '../orders/orders.repository';

/** SQL of bills and payments. Every function takes the tenant and touches only its rows. */

export async function insertBill(tx: Db, tenantId: number, createdBy: number | null) {
  const [row] = await tx.insert(bills).values({ tenantId, createdBy }).returning({ id: bills.id });
  return row.id;
}

/** Locks the bill for the rest of the transaction: payments on one bill are taken one at a time. */
export async function lockBill(tx: Db, tenantId: number, billId: number) {
  const [row] = await tx
    .select({ id: bills.id, status: bills.status, invoiceId: bills.invoiceId })
    .from(bills)
    .where(and(eq(bills.tenantId, tenantId), eq(bills.id, billId)))
    .for('update');
  return row ?? null;
}

export async function findBill(db: Db, tenantId: number, billId: number) {
  const [row] = await db
    .select({ id: bills.id, status: bills.status, invoiceId: bills.invoiceId })
    .from(bills)
    .where(and(eq(bills.tenantId, tenantId), eq(bills.id, billId)));
  return row ?? null;
}

/** The open bills among these ids (the orders' bill_id may point at a bill since paid). */
export async function findOpenBills(db: Db, tenantId: number, billIds: number[]) {
  if (billIds.length === 0) return [];
  return db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.tenantId, tenantId), inArray(bills.id, billIds), eq(bills.status, 'open')));
}

export async function attachOrdersToBill(tx: Db, tenantId: number, orderIds: number[], billId: number) {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ billId, updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)));
}

/**
 * The orders of a bill. While it is open, only those still open and unpaid count: an order paid or
 * cancelled another way (before any payment on the bill) simply leaves it.
 */
export async function listBillOrderIds(db: Db, tenantId: number, billId: number, openOnly: boolean) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.billId, billId),
        openOnly ? and(eq(orders.status, 'created'), eq(orders.paymentStatus, 'pending')) : undefined,
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

const paymentColumns = {
  id: payments.id,
  paymentTypeId: payments.paymentTypeId,
  paymentTypeTitle: payments.paymentTypeTitle,
  amount: payments.amount,
  tip: payments.tip,
  tendered: payments.tendered,
  change: payments.change,
  billId: payments.billId,
  createdAt: payments.createdAt,
};
export type PaymentRow = Awaited<ReturnType<typeof listPaymentsOfBill>>[number];

export function listPaymentsOfBill(db: Db, tenantId: number, billId: number) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.billId, billId)))
    .orderBy(asc(payments.id));
}

export async function findPaymentByKey(db: Db, tenantId: number, idempotencyKey: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export interface PaymentValues {
  billId: number | null;
  invoiceId: number | null;
  paymentTypeId: number | null;
  paymentTypeTitle: string | null;
  amount: number;
  tip: number;
  tendered: number | null;
  change: number;
  idempotencyKey: string | null;
  createdBy: number | null;
}

export async function insertPayment(tx: Db, tenantId: number, values: PaymentValues) {
  const [row] = await tx
    .insert(payments)
    .values({ tenantId, ...values })
    .returning(paymentColumns);
  return row;
}

/** The bill is paid: its invoice is written and every payment on it points at the invoice. */
export async function closeBill(tx: Db, tenantId: number, billId: number, invoiceId: number) {
  await tx
    .update(bills)
    .set({ status: 'paid', invoiceId, closedAt: sql`now()` })
    .where(and(eq(bills.tenantId, tenantId), eq(bills.id, billId)));
  await tx
    .update(payments)
    .set({ invoiceId })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.billId, billId)));
}

/** Σ payments' amounts per open bill, for the Orders screen's "paid so far". */
export async function sumPaidOfBills(db: Db, tenantId: number, billIds: number[]) {
  if (billIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ billId: payments.billId, paid: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .innerJoin(
      bills,
      and(eq(bills.tenantId, payments.tenantId), eq(bills.id, payments.billId), eq(bills.status, 'open')),
    )
    .where(and(eq(payments.tenantId, tenantId), inArray(payments.billId, billIds)))
    .groupBy(payments.billId);
  return new Map(rows.map((r) => [r.billId as number, Number(r.paid)]));
}

/**
 * An invoice paid at once (the POS's Create Receipt & Pay, the Orders screen's Pay & Complete) and
 * its one payment of the whole total, in one statement.
 */
export async function insertInvoicePaidAtOnce(
  tx: Db,
  tenantId: number,
  values: InvoiceValues,
  createdBy: number | null,
) {
  const v = values;
  const result = await tx.execute(sql`
    with invoice as (
      insert into invoices (tenant_id, sub_total, tax_total, total, discount_total, comp_total, service_charge_total,
                            payment_type_id, payment_type_title, table_id, delivery_type, customer_type, customer_id, customer_name)
      values (${tenantId}, ${v.subTotal}, ${v.taxTotal}, ${v.total}, ${v.discountTotal ?? 0}, ${v.compTotal ?? 0}, ${v.serviceChargeTotal ?? 0},
              ${v.paymentTypeId}, ${v.paymentTypeTitle},
              ${v.tableId}, ${v.deliveryType}, ${v.customerType}, ${v.customerId}, ${v.customerName})
      returning id, total
    )
    insert into payments (tenant_id, invoice_id, payment_type_id, payment_type_title, amount, created_by)
    select ${tenantId}, invoice.id, ${v.paymentTypeId}, ${v.paymentTypeTitle}, invoice.total, ${createdBy}
    from invoice
    returning invoice_id as "invoiceId"`);
  const [row] = (result as unknown as { rows: Array<{ invoiceId: number }> }).rows;
  return row.invoiceId as number;
}

/** Locks the invoice for the rest of the transaction: refunds on one invoice are given one at a time. */
export async function lockInvoice(tx: Db, tenantId: number, invoiceId: number) {
  const [row] = await tx
    .select({ id: invoices.id, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)))
    .for('update');
  return row ?? null;
}

export async function findInvoiceTotal(db: Db, tenantId: number, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  return row ?? null;
}

const refundColumns = {
  id: refunds.id,
  invoiceId: refunds.invoiceId,
  amount: refunds.amount,
  paymentTypeTitle: refunds.paymentTypeTitle,
  reason: refunds.reason,
  lines: refunds.lines,
  createdAt: refunds.createdAt,
};
export type RefundRow = Awaited<ReturnType<typeof listRefundsOfInvoice>>[number];

export function listRefundsOfInvoice(db: Db, tenantId: number, invoiceId: number) {
  return db
    .select(refundColumns)
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.invoiceId, invoiceId)))
    .orderBy(asc(refunds.id));
}

export async function findRefundByKey(db: Db, tenantId: number, idempotencyKey: string) {
  const [row] = await db
    .select(refundColumns)
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function insertRefund(
  tx: Db,
  tenantId: number,
  values: {
    invoiceId: number;
    amount: number;
    paymentTypeId: number;
    paymentTypeTitle: string;
    reason: string;
    lines: RefundedLine[];
    idempotencyKey: string | null;
    createdBy: number | null;
  },
) {
  const [row] = await tx
    .insert(refunds)
    .values({ tenantId, ...values })
    .returning(refundColumns);
  return row;
}

/** The charged lines of an invoice's orders, with what each added to it (after discounts, with tax). */
export function listInvoiceLines(db: Db, tenantId: number, invoiceId: number) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      title: orderItems.itemTitle,
      variantTitle: orderItems.variantTitle,
      quantity: orderItems.quantity,
      netAmount: orderItems.netAmount,
      taxAmount: orderItems.taxAmount,
      /** The line's order's service charge with its tax, shared over the order's lines by the caller. */
      orderServiceCharge: sql<number>`(${orders.serviceChargeTotal} + ${orders.serviceChargeTax})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.tenantId, orderItems.tenantId)))
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orders.invoiceId, invoiceId),
        sql`${orderItems.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/** The payment types a refund may go back to: the tenant's active ones. */
export function listActivePaymentTypes(db: Db, tenantId: number) {
  return db
    .select({ id: paymentTypes.id, title: paymentTypes.title })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.tenantId, tenantId), eq(paymentTypes.isActive, true)))
    .orderBy(asc(paymentTypes.id));
}

/** The store's checkout settings; a store that never saved them has the defaults. */
/** The store's checkout settings, its defaults when it saved none (no service charge then). */
export async function findCheckoutSettings(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      discountLimit: checkoutSettings.discountLimit,
      tipPresets: checkoutSettings.tipPresets,
      serviceChargeRate: checkoutSettings.serviceChargeRate,
      serviceChargeDineInOnly: checkoutSettings.serviceChargeDineInOnly,
      serviceChargeMinGuests: checkoutSettings.serviceChargeMinGuests,
      serviceChargeTaxId: taxes.id,
      serviceChargeTaxRate: taxes.rateBasisPoints,
    })
    .from(checkoutSettings)
    .leftJoin(
      taxes,
      and(eq(taxes.id, checkoutSettings.serviceChargeTaxId), eq(taxes.tenantId, checkoutSettings.tenantId)),
    )
    .where(eq(checkoutSettings.tenantId, tenantId));
  return (
    row ?? {
      discountLimit: DEFAULT_DISCOUNT_LIMIT,
      tipPresets: [...DEFAULT_TIP_PRESETS],
      serviceChargeRate: 0,
      serviceChargeDineInOnly: true,
      serviceChargeMinGuests: null,
      serviceChargeTaxId: null,
      serviceChargeTaxRate: null,
    }
  );
}

export interface CheckoutSettingsValues {
  discountLimit: number;
  tipPresets: number[];
  serviceChargeRate: number;
  serviceChargeDineInOnly: boolean;
  serviceChargeMinGuests: number | null;
  serviceChargeTaxId: number | null;
}

export async function saveCheckoutSettings(db: Db, tenantId: number, values: CheckoutSettingsValues) {
  await db
    .insert(checkoutSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: checkoutSettings.tenantId, set: { ...values, updatedAt: sql`now()` } });
}

/** Whether the tax is the tenant's own. */
export async function taxExists(db: Db, tenantId: number, taxId: number) {
  const [row] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.tenantId, tenantId), eq(taxes.id, taxId)));
  return row !== undefined;
}

/**
 * Deletes the open bills among `billIds` that took no payment, and takes their orders off them:
 * used when the orders are closed another way (cancelled, completed, paid at once).
 */
export async function dropEmptyBills(tx: Db, tenantId: number, billIds: number[]) {
  if (billIds.length === 0) return;
  const empty = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.tenantId, tenantId),
        inArray(bills.id, billIds),
        eq(bills.status, 'open'),
        sql`not exists (select 1 from ${payments} where ${payments.tenantId} = ${bills.tenantId} and ${payments.billId} = ${bills.id})`,
      ),
    );
  const ids = empty.map((b) => b.id);
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ billId: null })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.billId, ids)));
  await tx.delete(bills).where(and(eq(bills.tenantId, tenantId), inArray(bills.id, ids)));
}
