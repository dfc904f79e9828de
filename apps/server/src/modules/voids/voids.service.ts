import { ORDERS_MESSAGES, type TLineAdjustmentBody, VOIDS_MESSAGES } from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { createManagerApproval } from '../approvals/manager-approval';
import { recordAudit } from '../audit/audit-recorder';
import { createAvailabilityService } from '../availability/availability.service';
import * as discountsRepo from '../discounts/discounts.repository';
import { repriceOrder } from '../discounts/order-pricing';
import { announceOrderChange } from '../orders/order-view';
import * as orderRepo from '../orders/orders.repository';
import { refuseIfPaidBeyondBill } from '../orders/orders.service';
import { createPrintQueue } from '../printing/print-queue';
import * as repo from './voids.repository';

type AdjustmentInput = Pick<TLineAdjustmentBody, 'approval'> & { kind: 'void' | 'comp'; reason: string };

/**
 * Voids and comps of lines on open, unpaid orders (after payment it is a refund). Both need a
 * reason and a manager (the user is one, or one approves on the spot). The order is priced again
 * in the same transaction under its row lock, and every screen hears of it: the kitchen strikes a
 * voided line through and marks a comped one.
 */
export function createVoidsService(deps: Deps) {
  const { db } = deps;
  const approve = createManagerApproval(deps);
  const printQueue = createPrintQueue(deps);
  const availability = createAvailabilityService(deps);

  async function lineOf(tenantId: number, lineId: number) {
    const line = await discountsRepo.findLine(db, tenantId, lineId);
    if (!line) throw notFound(ORDERS_MESSAGES.orderItemNotFound);
    return line;
  }

  /** Locks the line's order and reads the line again under the lock. */
  async function lockLine(tx: Db, tenantId: number, orderId: number, lineId: number) {
    const [order] = await orderRepo.lockOrders(tx, tenantId, [orderId]);
    if (order?.status !== 'created' || order.paymentStatus === 'paid') {
      throw conflict(VOIDS_MESSAGES.orderNotOpen);
    }
    const line = await discountsRepo.findLine(tx, tenantId, lineId);
    if (!line) throw notFound(ORDERS_MESSAGES.orderItemNotFound);
    return line;
  }

  return {
    async adjust(actor: TenantAuth, lineId: number, input: AdjustmentInput) {
      const { tenantId } = actor;
      const { orderId } = await lineOf(tenantId, lineId);
      // The manager's password is checked before any row is locked (it takes a tenth of a second).
      const approval = await approve(actor, true, input.approval, VOIDS_MESSAGES.managerNeeded);
      const gaveBack = await db.transaction(async (tx) => {
        const line = await lockLine(tx, tenantId, orderId, lineId);
        if (line.status === 'cancelled') throw conflict(VOIDS_MESSAGES.alreadyVoided);
        if (input.kind === 'comp' && line.adjustment === 'comp') throw conflict(VOIDS_MESSAGES.alreadyComped);
        await recordAudit(tx, actor, {
          action: input.kind,
          subject: `Order #${orderId} · ${line.quantity} × ${line.itemTitle}`,
          amount: line.lineTotal,
          details: { reason: input.reason, approved_by: approval?.approverName },
        });
        const adjusted = await repo.adjustLine(tx, tenantId, lineId, {
          kind: input.kind,
          reason: input.reason,
          by: actor.userId,
          approvedBy: approval?.approvedBy ?? null,
        });
        // Cancelled meanwhile by the Orders screen (which does not lock the order): voided once.
        if (input.kind === 'void' && !adjusted) throw conflict(VOIDS_MESSAGES.alreadyVoided);
        // A comped line is free: a discount of its own would mean nothing.
        if (input.kind === 'comp')
          await discountsRepo.setLineDiscount(tx, tenantId, lineId, discountsRepo.NO_DISCOUNT);
        await repriceOrder(tx, tenantId, orderId);
        await refuseIfPaidBeyondBill(tx, tenantId, orderId, VOIDS_MESSAGES.billOverpaid);
        // A voided dish's counted portions come back; a comped one was made: nothing comes back.
        return input.kind === 'void' && adjusted
          ? availability.givePortionsBack(tx, tenantId, [adjusted])
          : false;
      });
      if (gaveBack) availability.announce(tenantId);
      printQueue.linesAdjusted(tenantId, [lineId], input.kind);
      return announceOrderChange(
        deps,
        tenantId,
        orderId,
        input.kind === 'void' ? VOIDS_MESSAGES.voided : VOIDS_MESSAGES.comped,
      );
    },

    /** Takes a comp back: the line is charged again (no approval: it only adds to what is due). */
    async removeComp(tenantId: number, lineId: number) {
      const { orderId } = await lineOf(tenantId, lineId);
      await db.transaction(async (tx) => {
        const line = await lockLine(tx, tenantId, orderId, lineId);
        if (line.adjustment !== 'comp') throw conflict(VOIDS_MESSAGES.notComped);
        await repo.clearAdjustment(tx, tenantId, lineId);
        await repriceOrder(tx, tenantId, orderId);
      });
      return announceOrderChange(deps, tenantId, orderId, VOIDS_MESSAGES.compRemoved);
    },
  };
}
