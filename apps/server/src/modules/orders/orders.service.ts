import {
  COURSE_MESSAGES,
  ORDER_ITEM_STATUSES,
  ORDER_MESSAGES,
  ORDERS_MESSAGES,
  PAYMENTS_MESSAGES,
  type TCompleteAndPayResponse,
  type TOrderGroup,
  type TOrderItemStatus,
  type TOrderPaymentSummary,
  type TOrdersInit,
  VOIDS_MESSAGES,
} from '@mise/contracts';
import { isManager, toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import {
  createManagerApproval,
  type ManagerCredentials,
  managerRequired,
} from '../approvals/manager-approval';
import { recordAudit } from '../audit/audit-recorder';
import { createAvailabilityService } from '../availability/availability.service';
import { repriceOrder } from '../discounts/order-pricing';
import * as paymentsRepo from '../payments/payments.repository';
import { createPrintQueue } from '../printing/print-queue';
import { printerAbilities } from '../printing/printing.repository';
import { createSettingsService } from '../settings/settings.service';
import * as voidsRepo from '../voids/voids.repository';
import { listOpenOrderGroups, withItems } from './order-view';
import * as repo from './orders.repository';

/** Every status of a line but cancelled. */
const LIVE_ITEM_STATUSES = ORDER_ITEM_STATUSES.filter((status) => status !== 'cancelled');

/**
 * The Orders screen: open orders per table, item statuses, and closing a table's orders by
 * cancelling, completing, or taking payment (the invoice is written in the same transaction).
 */

/**
 * Locks the orders and checks they are all the tenant's (else 404), still open (else 409) and not
 * on a bill that has taken part of its payment (else 409: closing them here would lose that money).
 */
async function lockOpenOrders(tx: Db, tenantId: number, orderIds: number[]) {
  const locked = await repo.lockOrders(tx, tenantId, orderIds);
  if (locked.length !== orderIds.length) throw notFound(ORDERS_MESSAGES.orderNotFound);
  if (locked.some((o) => o.status !== 'created')) throw conflict(ORDERS_MESSAGES.orderClosed);
  const billIds = [...new Set(locked.flatMap((o) => (o.billId === null ? [] : [o.billId])))];
  const paid = await paymentsRepo.sumPaidOfBills(tx, tenantId, billIds);
  if ([...paid.values()].some((amount) => amount > 0)) throw conflict(PAYMENTS_MESSAGES.billPartPaid);
  // A bill opened for these orders but never paid on is left behind otherwise: it goes with them.
  await paymentsRepo.dropEmptyBills(tx, tenantId, billIds);
  return locked;
}

/**
 * A line cancelled on a part-paid bill may not take what the bill costs below what its payments
 * already cover: that money would be owed back, which is a refund, not a status change.
 */
export async function refuseIfPaidBeyondBill(
  tx: Db,
  tenantId: number,
  orderId: number,
  message: string = PAYMENTS_MESSAGES.lineAlreadyPaid,
) {
  const billId = await repo.findOrderBillId(tx, tenantId, orderId);
  if (billId === null) return;
  const paid = (await paymentsRepo.sumPaidOfBills(tx, tenantId, [billId])).get(billId) ?? 0;
  if (paid === 0) return;
  const orderIds = await paymentsRepo.listBillOrderIds(tx, tenantId, billId, true);
  const due = await repo.sumDueOfOrders(tx, tenantId, orderIds);
  if (repo.payableOf(due) < paid) throw conflict(message);
}

/** Finds a payment type the tenant may take payment with; none given records none. */
export async function resolvePaymentType(db: Db, tenantId: number, paymentTypeId: number | null) {
  if (paymentTypeId === null) return null;
  const paymentType = await repo.findActivePaymentType(db, tenantId, paymentTypeId);
  if (!paymentType) throw notFound(ORDER_MESSAGES.paymentTypeNotFound);
  return paymentType;
}

export function createOrdersService(deps: Deps) {
  const { db, realtime } = deps;
  const settings = createSettingsService(deps);
  const printQueue = createPrintQueue(deps);
  const approve = createManagerApproval(deps);
  const availability = createAvailabilityService(deps);

  const announce = (tenantId: number, orderIds: number[]) =>
    realtime.toTenant(tenantId, 'order_update', { orderIds });

  /**
   * Whether every one of the orders already has the status a cancel or complete would give them.
   * Such a call is a resend (a device's offline queue repeating an action whose answer it lost, or
   * a second request racing the first) and succeeds without doing anything again.
   */
  const haveStatus = async (tenantId: number, orderIds: number[], status: 'cancelled' | 'completed') => {
    const rows = await repo.findOrdersByIds(db, tenantId, orderIds);
    return rows.length === new Set(orderIds).size && rows.every((row) => row.status === status);
  };
  /**
   * Runs a cancel or complete. Refused with 409 because the orders are closed already, and closed
   * the very way asked: a resend, answered as the first call was (null), with nothing done twice.
   */
  const closeOnce = async <T>(
    tenantId: number,
    orderIds: number[],
    status: 'cancelled' | 'completed',
    close: () => Promise<T>,
  ): Promise<T | null> => {
    try {
      return await close();
    } catch (error) {
      if (
        error instanceof AppError &&
        error.statusCode === 409 &&
        (await haveStatus(tenantId, orderIds, status))
      )
        return null;
      throw error;
    }
  };

  return {
    listGroups(tenantId: number): Promise<TOrderGroup[]> {
      return listOpenOrderGroups(db, tenantId);
    },

    async init(tenantId: number): Promise<TOrdersInit> {
      const [storeSettings, printSettings, paymentTypes, printers] = await Promise.all([
        settings.getStoreSetting(tenantId),
        settings.getPrintSetting(tenantId),
        settings.listPaymentTypes(tenantId),
        printerAbilities(db, tenantId),
      ]);
      return {
        storeSettings,
        printers,
        printSettings: {
          ...printSettings,
          page_format: printSettings.pageFormat,
          is_enable_print: printSettings.isEnablePrint,
        },
        paymentTypes: paymentTypes.filter((p) => p.is_active),
      };
    },

    /**
     * The Orders screen may set any status, in any order, while the order is open. Cancelling a
     * line sent to the kitchen is a void: only a manager may (others use Void with a reason and a
     * manager's approval), and it is recorded as one; bringing the line back clears it.
     */
    async updateItemStatus(actor: TenantAuth, itemId: number, status: TOrderItemStatus) {
      const { tenantId } = actor;
      if (status === 'cancelled' && !isManager(actor))
        throw managerRequired(VOIDS_MESSAGES.cancelNeedsManager);
      // The status and the unpaid order's totals change together, so an order never shows lines
      // and a total that disagree (receipts, reports and the payment summary read them).
      let countsChanged = false;
      const orderId = await db.transaction(async (tx) => {
        // Counted portions (86) follow the line: given back when it is cancelled, taken again when
        // it is brought back. Each update changes only a line in the state it names, so a resent
        // cancel gives nothing back twice. The order is locked first, as a void locks it.
        await voidsRepo.lockOrderOfLine(tx, tenantId, itemId);
        let changed = await repo.updateItemStatus(tx, tenantId, itemId, status, LIVE_ITEM_STATUSES);
        let broughtBack = false;
        if (changed === null && status !== 'cancelled') {
          changed = await repo.updateItemStatus(tx, tenantId, itemId, status, ['cancelled']);
          broughtBack = changed !== null;
        }
        if (changed !== null) {
          if (status === 'cancelled') {
            const voided = await voidsRepo.adjustLine(tx, tenantId, itemId, {
              kind: 'void',
              reason: null,
              by: actor.userId,
              approvedBy: null,
              isCancelledAlready: true,
            });
            if (voided) countsChanged = await availability.givePortionsBack(tx, tenantId, [voided]);
          } else {
            await voidsRepo.clearVoid(tx, tenantId, itemId);
            if (broughtBack)
              countsChanged = await availability.retakePortions(
                tx,
                tenantId,
                await voidsRepo.findPortionLines(tx, tenantId, [itemId]),
              );
          }
          await repriceOrder(tx, tenantId, changed);
          await refuseIfPaidBeyondBill(tx, tenantId, changed);
        }
        return changed;
      });
      if (countsChanged) availability.announce(tenantId);
      if (orderId === null) {
        const state = await repo.findItemState(db, tenantId, itemId);
        if (!state) throw notFound(ORDERS_MESSAGES.orderItemNotFound);
        // Already so (a resend after a lost answer, once the order has closed): nothing to redo.
        if (state.status === status) return { message: ORDERS_MESSAGES.statusUpdated };
        if (state.isHeld && repo.isAdvance(status) && state.orderStatus === 'created')
          throw badRequest(COURSE_MESSAGES.lineHeld);
        throw conflict(ORDERS_MESSAGES.orderClosed);
      }
      announce(tenantId, [orderId]);
      return { message: ORDERS_MESSAGES.statusUpdated };
    },

    /**
     * Cancels the orders. Their lines were sent to the kitchen when the orders were taken, so each
     * line still on them is voided (DOMAIN.md "Void"): with the reason (else "Order cancelled"),
     * who did it and the manager who approved it; a user who is not a manager needs one on the spot.
     */
    async cancel(
      actor: TenantAuth,
      input: { orderIds: number[]; reason: string | null; approval?: ManagerCredentials | null },
    ) {
      const { tenantId } = actor;
      const { orderIds } = input;
      // The manager's password is checked before any row is locked (it takes a tenth of a second).
      const approval = await approve(actor, true, input.approval, VOIDS_MESSAGES.cancelOrdersNeedsManager);
      const cancelled = await closeOnce(tenantId, orderIds, 'cancelled', () =>
        db.transaction(async (tx) => {
          const locked = await lockOpenOrders(tx, tenantId, orderIds);
          if (locked.some((o) => o.paymentStatus === 'paid'))
            throw conflict(ORDERS_MESSAGES.paidOrderNotCancelled);
          const reason = input.reason ?? VOIDS_MESSAGES.orderCancelled;
          const voided = await voidsRepo.voidOpenLinesOfOrders(tx, tenantId, orderIds, {
            kind: 'void',
            reason,
            by: actor.userId,
            approvedBy: approval?.approvedBy ?? null,
          });
          await recordAudit(tx, actor, {
            action: 'order_cancel',
            subject: orderIds.map((id) => `Order #${id}`).join(', '),
            amount: voided.reduce((sum, line) => sum + line.lineTotal, 0),
            details: { reason, lines_voided: voided.length, approved_by: approval?.approverName },
          });
          await repo.setOrdersStatus(tx, tenantId, orderIds, 'cancelled');
          // Only the lines this cancel turned cancelled give their counted portions back (86).
          const gaveBack = await availability.givePortionsBack(tx, tenantId, voided);
          return { lineIds: voided.map((line) => line.id), gaveBack };
        }),
      );
      if (cancelled === null) return { message: ORDERS_MESSAGES.ordersCancelled };
      const { lineIds: voidedLines, gaveBack } = cancelled;
      if (gaveBack) availability.announce(tenantId);
      announce(tenantId, orderIds);
      // The kitchen was making them: each station's printer says what to stop.
      printQueue.linesAdjusted(tenantId, voidedLines, 'void');
      return { message: ORDERS_MESSAGES.ordersCancelled };
    },

    async complete(tenantId: number, orderIds: number[]) {
      const closed = await closeOnce(tenantId, orderIds, 'completed', () =>
        db.transaction(async (tx) => {
          await lockOpenOrders(tx, tenantId, orderIds);
          await repo.setOrdersStatus(tx, tenantId, orderIds, 'completed');
          return true;
        }),
      );
      if (closed === null) return { message: ORDERS_MESSAGES.ordersCompleted };
      announce(tenantId, orderIds);
      return { message: ORDERS_MESSAGES.ordersCompleted };
    },

    /**
     * What Pay & Complete will collect: the items of the orders not yet paid, cancelled items left
     * out. Orders paid at the POS are listed but owe nothing.
     */
    async paymentSummary(tenantId: number, orderIds: number[]): Promise<TOrderPaymentSummary> {
      const rows = await repo.findOrdersByIds(db, tenantId, orderIds);
      if (rows.length !== orderIds.length) throw notFound(ORDERS_MESSAGES.orderNotFound);
      const unpaid = rows.filter((r) => r.paymentStatus !== 'paid').map((r) => r.id);
      const due = await repo.sumDueOfOrders(db, tenantId, unpaid);
      return {
        subtotal: toMajorUnits(due.subTotal),
        serviceCharge: toMajorUnits(due.serviceChargeTotal),
        taxTotal: toMajorUnits(due.taxTotal),
        total: toMajorUnits(repo.payableOf(due)),
        orders: await withItems(db, tenantId, rows),
      };
    },

    /**
     * Takes payment for the unpaid orders of the group and completes all of them, in one
     * transaction: the invoice (with the payment type), the orders' paid state and their completion
     * commit together or not at all. Client totals are ignored; the due amount is recomputed.
     */
    async completeAndPay(
      tenantId: number,
      orderIds: number[],
      paymentTypeId: number | null,
      userId: number | null = null,
    ): Promise<TCompleteAndPayResponse> {
      const paymentType = await resolvePaymentType(db, tenantId, paymentTypeId);
      const result = await db.transaction(async (tx) => {
        const locked = await lockOpenOrders(tx, tenantId, orderIds);
        const unpaid = locked.filter((o) => o.paymentStatus !== 'paid');
        let invoiceId: number | null = null;
        let due = repo.NOTHING_DUE;
        if (unpaid.length > 0) {
          due = await repo.sumDueOfOrders(
            tx,
            tenantId,
            unpaid.map((o) => o.id),
          );
          const first = unpaid[0];
          invoiceId = await paymentsRepo.insertInvoicePaidAtOnce(
            tx,
            tenantId,
            {
              subTotal: due.subTotal,
              taxTotal: due.taxTotal,
              total: repo.payableOf(due),
              discountTotal: due.discountTotal,
              compTotal: due.compTotal,
              serviceChargeTotal: due.serviceChargeTotal,
              paymentTypeId: paymentType?.id ?? null,
              paymentTypeTitle: paymentType?.title ?? null,
              tableId: first.tableId,
              deliveryType: first.deliveryType,
              customerType: first.customerType,
              customerId: first.customerId,
              customerName: first.customerName,
            },
            userId,
          );
          await repo.markOrdersPaid(
            tx,
            tenantId,
            unpaid.map((o) => o.id),
            invoiceId,
          );
        }
        await repo.setOrdersStatus(tx, tenantId, orderIds, 'completed');
        return { invoiceId, due, paidNow: unpaid.map((o) => o.id) };
      });
      announce(tenantId, orderIds);
      if (result.invoiceId !== null)
        printQueue.paymentTaken(tenantId, {
          // The receipt is the invoice's: orders paid earlier (at the POS) have their own.
          orderIds: result.paidNow,
          invoiceId: result.invoiceId,
          isCash: paymentType?.isCash ?? false,
        });
      return {
        message: ORDERS_MESSAGES.ordersPaid,
        invoiceId: result.invoiceId,
        subtotal: toMajorUnits(result.due.subTotal),
        serviceCharge: toMajorUnits(result.due.serviceChargeTotal),
        taxTotal: toMajorUnits(result.due.taxTotal),
        total: toMajorUnits(repo.payableOf(result.due)),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
