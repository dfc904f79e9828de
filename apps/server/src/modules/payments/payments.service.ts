import {
  ORDERS_MESSAGES,
  PAYMENTS_MESSAGES,
  type TBill,
  type TPayment,
  type TTakePaymentResponse,
} from '@mise/contracts';
import { amountDue, settlePayment, toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as orderRepo from '../orders/orders.repository';
import { resolvePaymentType } from '../orders/orders.service';
import { createPrintQueue } from '../printing/print-queue';
import * as repo from './payments.repository';

/**
 * Paying a bill in parts. A bill gathers open, unpaid orders (a table's, usually); each payment
 * covers part of what they cost (tips ride on top, never part of it); the payment that covers the
 * rest writes the invoice and pays and completes the orders in the same transaction. Payments on
 * one bill are serialised by a row lock on the bill, so two tills taking the last amount at the
 * same moment cannot both succeed.
 */

/** Who takes a payment or gives a refund: the signed-in staff member of the store. */
export type Actor = Pick<TenantAuth, 'tenantId' | 'userId' | 'name'>;

function toPayment(row: repo.PaymentRow): TPayment {
  return {
    id: row.id,
    payment_type_id: row.paymentTypeId,
    payment_type: row.paymentTypeTitle,
    amount: toMajorUnits(row.amount),
    tip: toMajorUnits(row.tip),
    tendered: row.tendered === null ? null : toMajorUnits(row.tendered),
    change: toMajorUnits(row.change),
    date: row.createdAt.toISOString(),
  };
}

/** The bill as the screens show it; an open bill's payable is recomputed from its orders' lines. */
async function loadBill(db: Db, tenantId: number, billId: number): Promise<TBill> {
  const bill = await repo.findBill(db, tenantId, billId);
  if (!bill) throw notFound(PAYMENTS_MESSAGES.billNotFound);
  const orderIds = await repo.listBillOrderIds(db, tenantId, billId, bill.status === 'open');
  const [due, payments] = await Promise.all([
    orderRepo.sumDueOfOrders(db, tenantId, orderIds),
    repo.listPaymentsOfBill(db, tenantId, billId),
  ]);
  const payable = orderRepo.payableOf(due);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const tips = payments.reduce((sum, p) => sum + p.tip, 0);
  return {
    id: bill.id,
    status: bill.status === 'paid' ? 'paid' : 'open',
    order_ids: orderIds,
    subtotal: toMajorUnits(due.subTotal),
    service_charge: toMajorUnits(due.serviceChargeTotal),
    tax_total: toMajorUnits(due.taxTotal),
    payable: toMajorUnits(payable),
    paid: toMajorUnits(paid),
    tips: toMajorUnits(tips),
    due: toMajorUnits(bill.status === 'paid' ? 0 : amountDue(payable, paid)),
    invoice_id: bill.invoiceId,
    payments: payments.map(toPayment),
  };
}

export function createPaymentsService(deps: Deps) {
  const { db, realtime } = deps;
  const printQueue = createPrintQueue(deps);

  return {
    getBill(tenantId: number, billId: number) {
      return loadBill(db, tenantId, billId);
    },

    /**
     * Opens the bill of these orders. Orders already on an open bill bring it along: the others
     * join it (a table's new round is added to the bill being paid), so one table never has two
     * open bills that could each take the same money.
     */
    async openBill(actor: Actor, orderIds: number[]): Promise<TBill> {
      const { tenantId } = actor;
      const billId = await db.transaction(async (tx) => {
        const locked = await orderRepo.lockOrders(tx, tenantId, orderIds);
        if (locked.length !== orderIds.length) throw notFound(ORDERS_MESSAGES.orderNotFound);
        if (locked.some((o) => o.status !== 'created')) throw conflict(PAYMENTS_MESSAGES.billChanged);
        if (locked.some((o) => o.paymentStatus === 'paid')) throw conflict(PAYMENTS_MESSAGES.billPaid);
        const candidates = [...new Set(locked.map((o) => o.billId).filter((id) => id !== null))];
        const open = await repo.findOpenBills(tx, tenantId, candidates);
        if (open.length > 1) throw conflict(PAYMENTS_MESSAGES.ordersOnTwoBills);
        const id = open[0]?.id ?? (await repo.insertBill(tx, tenantId, actor.userId));
        await repo.attachOrdersToBill(
          tx,
          tenantId,
          locked.filter((o) => o.billId !== id).map((o) => o.id),
          id,
        );
        return id;
      });
      return loadBill(db, tenantId, billId);
    },

    async takePayment(
      actor: Actor,
      billId: number,
      input: { paymentTypeId: number; amount: number; tendered: number | null; tip: number },
      idempotencyKey: string | null,
    ): Promise<TTakePaymentResponse> {
      const { tenantId } = actor;
      const paymentType = await resolvePaymentType(db, tenantId, input.paymentTypeId);
      if (!paymentType) throw notFound(PAYMENTS_MESSAGES.paymentTypeNotFound);
      const replay = async (row: repo.PaymentRow) => ({
        message: PAYMENTS_MESSAGES.paymentTaken,
        bill: await loadBill(db, tenantId, row.billId ?? billId),
        payment: toPayment(row),
      });

      let outcome: { payment: repo.PaymentRow; orderIds: number[]; invoiceId: number | null } | null;
      try {
        outcome = await db.transaction(async (tx) => {
          const bill = await repo.lockBill(tx, tenantId, billId);
          if (!bill) throw notFound(PAYMENTS_MESSAGES.billNotFound);
          // A retry of a payment already taken answers as the first time, after the lock so a
          // concurrent first try has committed.
          if (idempotencyKey !== null && (await repo.findPaymentByKey(tx, tenantId, idempotencyKey)))
            return null;
          if (bill.status !== 'open') throw conflict(PAYMENTS_MESSAGES.billPaid);
          const orderIds = await repo.listBillOrderIds(tx, tenantId, billId, true);
          const orders = await orderRepo.lockOrders(tx, tenantId, orderIds);
          if (
            orders.length === 0 ||
            orders.some((o) => o.status !== 'created' || o.paymentStatus === 'paid')
          ) {
            throw conflict(PAYMENTS_MESSAGES.billChanged);
          }
          const due = await orderRepo.sumDueOfOrders(tx, tenantId, orderIds);
          const payable = orderRepo.payableOf(due);
          const earlier = await repo.listPaymentsOfBill(tx, tenantId, billId);
          const paidSoFar = earlier.reduce((sum, p) => sum + p.amount, 0);
          const settled = settlePayment(input, amountDue(payable, paidSoFar), payable);
          if (!settled.ok) throw badRequest(PAYMENTS_MESSAGES[settled.problem]);
          const payment = await repo.insertPayment(tx, tenantId, {
            billId,
            invoiceId: null,
            paymentTypeId: paymentType.id,
            paymentTypeTitle: paymentType.title,
            ...settled.payment,
            idempotencyKey,
            createdBy: actor.userId,
          });
          const covered = paidSoFar + settled.payment.amount >= payable;
          const invoiceId = covered
            ? await settleBill(tx, tenantId, billId, orders, due, [...earlier, payment])
            : null;
          return { payment, orderIds, invoiceId };
        });
      } catch (error) {
        // A concurrent request with the same key committed first.
        if (idempotencyKey !== null && pgErrorCode(error) === UNIQUE_VIOLATION) outcome = null;
        else throw error;
      }
      if (outcome === null) {
        const first = await repo.findPaymentByKey(db, tenantId, idempotencyKey as string);
        if (!first) throw conflict(PAYMENTS_MESSAGES.billChanged);
        return replay(first);
      }
      realtime.toTenant(tenantId, 'order_update', { orderIds: outcome.orderIds });
      printQueue.paymentTaken(tenantId, {
        orderIds: outcome.orderIds,
        invoiceId: outcome.invoiceId,
        isCash: paymentType.isCash,
      });
      return {
        message: outcome.invoiceId !== null ? PAYMENTS_MESSAGES.billSettled : PAYMENTS_MESSAGES.paymentTaken,
        bill: await loadBill(db, tenantId, billId),
        payment: toPayment(outcome.payment),
      };
    },
  };
}

/**
 * The payments cover the bill: the invoice is written with the bill's totals (its payment type is
 * the one used, or every type used joined with " + "), the orders are paid and completed.
 */
async function settleBill(
  tx: Db,
  tenantId: number,
  billId: number,
  orders: orderRepo.LockedOrder[],
  due: orderRepo.DueOfOrders,
  payments: repo.PaymentRow[],
) {
  const types = [...new Set(payments.map((p) => p.paymentTypeTitle ?? ''))].filter(Boolean);
  const single = new Set(payments.map((p) => p.paymentTypeId)).size === 1;
  const first = orders[0];
  const orderIds = orders.map((o) => o.id);
  const invoiceId = await orderRepo.insertInvoice(tx, tenantId, {
    subTotal: due.subTotal,
    taxTotal: due.taxTotal,
    total: orderRepo.payableOf(due),
    discountTotal: due.discountTotal,
    compTotal: due.compTotal,
    serviceChargeTotal: due.serviceChargeTotal,
    paymentTypeId: single ? payments[0].paymentTypeId : null,
    paymentTypeTitle: types.join(' + ') || null,
    tableId: first.tableId,
    deliveryType: first.deliveryType,
    customerType: first.customerType,
    customerId: first.customerId,
    customerName: first.customerName,
  });
  await repo.closeBill(tx, tenantId, billId, invoiceId);
  await orderRepo.markOrdersPaid(tx, tenantId, orderIds, invoiceId);
  await orderRepo.setOrdersStatus(tx, tenantId, orderIds, 'completed');
  return invoiceId;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
