import {
  DISCOUNTS_MESSAGES,
  ORDERS_MESSAGES,
  type TDiscountBody,
  type TDiscountReason,
} from '@mise/contracts';
import {
  checkDiscount,
  type Discount,
  discountAmountOf,
  discountShareOf,
  isDiscountKind,
  toMajorUnits,
} from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { createManagerApproval, managerRequired } from '../approvals/manager-approval';
import { recordAudit } from '../audit/audit-recorder';
import { announceOrderChange } from '../orders/order-view';
import * as orderRepo from '../orders/orders.repository';
import { refuseIfPaidBeyondBill } from '../orders/orders.service';
import * as paymentsRepo from '../payments/payments.repository';
import * as repo from './discounts.repository';
import { repriceOrder } from './order-pricing';

type DiscountInput = {
  kind: Discount['kind'];
  value: number;
  reasonId: number;
  approval?: TDiscountBody['approval'];
};

/** A discount on the whole order, or on one of its lines. */
type Target = { orderId: number; lineId: null } | { orderId: number; lineId: number };

/**
 * Discounts on open, unpaid orders (issue 16, DOMAIN.md "Discount"): percent or amount, on a line
 * or the whole order, with one of the store's reasons; above the store's limit a manager approves.
 * Setting one replaces the discount already there; every change prices the order again from its
 * lines in the same transaction, under the order's row lock, and is announced to every screen.
 */
export function createDiscountsService(deps: Deps) {
  const { db } = deps;
  const approve = createManagerApproval(deps);

  async function reasonTitle(tenantId: number, reasonId: number) {
    const reason = await repo.findReason(db, tenantId, reasonId);
    if (!reason) throw notFound(DISCOUNTS_MESSAGES.reasonNotFound);
    return reason.title;
  }

  /** What the discount would reduce: the line's price, or the order's lines after their own discounts. */
  async function baseOf(tx: Db, tenantId: number, target: Target) {
    const loaded = await repo.loadOrderForPricing(tx, tenantId, target.orderId);
    if (!loaded) throw notFound(ORDERS_MESSAGES.orderNotFound);
    if (target.lineId !== null) {
      const line = loaded.lines.find((l) => l.id === target.lineId);
      if (!line) throw notFound(ORDERS_MESSAGES.orderItemNotFound);
      if (line.status === 'cancelled') throw conflict(DISCOUNTS_MESSAGES.lineCancelled);
      if (line.adjustment === 'comp') throw conflict(DISCOUNTS_MESSAGES.lineComped);
      return line.lineTotal;
    }
    return loaded.lines
      .filter((l) => l.status !== 'cancelled' && l.adjustment !== 'comp')
      .reduce((sum, l) => {
        const own = isDiscountKind(l.discountKind)
          ? discountAmountOf({ kind: l.discountKind, value: l.discountValue ?? 0 }, l.lineTotal)
          : 0;
        return sum + l.lineTotal - own;
      }, 0);
  }

  /** Locks the order and checks it may still change its price. */
  async function lockDiscountable(tx: Db, tenantId: number, orderId: number) {
    const [order] = await orderRepo.lockOrders(tx, tenantId, [orderId]);
    if (!order) throw notFound(ORDERS_MESSAGES.orderNotFound);
    if (order.status !== 'created' || order.paymentStatus === 'paid') {
      throw conflict(DISCOUNTS_MESSAGES.orderNotDiscountable);
    }
  }

  async function targetOfLine(tenantId: number, lineId: number): Promise<Target> {
    const line = await repo.findLine(db, tenantId, lineId);
    if (!line) throw notFound(ORDERS_MESSAGES.orderItemNotFound);
    return { orderId: line.orderId, lineId };
  }

  async function apply(actor: TenantAuth, target: Target, input: DiscountInput) {
    const { tenantId } = actor;
    const discount: Discount = { kind: input.kind, value: input.value };
    const reason = await reasonTitle(tenantId, input.reasonId);
    const limits = await paymentsRepo.findCheckoutSettings(db, tenantId);
    const overLimit = (base: number) => discountShareOf(discount, base) > limits.discountLimit;
    // A bad discount is refused as such before anyone is asked to approve it; the manager's
    // password is checked before any row is locked (it takes a tenth of a second).
    const baseNow = await baseOf(db, tenantId, target);
    const invalid = checkDiscount(discount, baseNow);
    if (invalid) throw badRequest(DISCOUNTS_MESSAGES[invalid]);
    const approval = await approve(
      actor,
      overLimit(baseNow),
      input.approval,
      DISCOUNTS_MESSAGES.managerNeeded,
    );
    await db.transaction(async (tx) => {
      await lockDiscountable(tx, tenantId, target.orderId);
      const base = await baseOf(tx, tenantId, target);
      const problem = checkDiscount(discount, base);
      if (problem) throw badRequest(DISCOUNTS_MESSAGES[problem]);
      // The lines changed since the check above and the discount is now over the limit.
      if (approval === null && overLimit(base)) throw managerRequired(DISCOUNTS_MESSAGES.managerNeeded);
      const stored: repo.StoredDiscount = {
        discountKind: discount.kind,
        discountValue: discount.value,
        discountReason: reason,
        discountBy: actor.userId,
        discountApprovedBy: approval?.approvedBy ?? null,
      };
      if (target.lineId === null) await repo.setOrderDiscount(tx, tenantId, target.orderId, stored);
      else await repo.setLineDiscount(tx, tenantId, target.lineId, stored);
      await repriceOrder(tx, tenantId, target.orderId);
      await refuseIfPaidBeyondBill(tx, tenantId, target.orderId, DISCOUNTS_MESSAGES.billOverpaid);
      // Within the limit a discount is everyday work; above it, the record says who allowed it.
      if (approval !== null) {
        await recordAudit(tx, actor, {
          action: 'discount_over_limit',
          subject:
            target.lineId === null
              ? `Order #${target.orderId}`
              : `Order #${target.orderId} · line #${target.lineId}`,
          amount: discountAmountOf(discount, base),
          details: {
            discount: discount.kind === 'percent' ? `${discount.value / 100}%` : toMajorUnits(discount.value),
            reason,
            approved_by: approval.approverName,
          },
        });
      }
    });
    return announceOrderChange(deps, tenantId, target.orderId, DISCOUNTS_MESSAGES.discountApplied);
  }

  async function remove(tenantId: number, target: Target) {
    await db.transaction(async (tx) => {
      await lockDiscountable(tx, tenantId, target.orderId);
      if (target.lineId === null) await repo.setOrderDiscount(tx, tenantId, target.orderId, repo.NO_DISCOUNT);
      else await repo.setLineDiscount(tx, tenantId, target.lineId, repo.NO_DISCOUNT);
      await repriceOrder(tx, tenantId, target.orderId);
    });
    return announceOrderChange(deps, tenantId, target.orderId, DISCOUNTS_MESSAGES.discountRemoved);
  }

  return {
    listReasons(tenantId: number): Promise<TDiscountReason[]> {
      return repo.listReasons(db, tenantId);
    },

    async addReason(tenantId: number, title: string) {
      try {
        await repo.insertReason(db, tenantId, title);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(DISCOUNTS_MESSAGES.reasonExists);
        throw error;
      }
      return { message: DISCOUNTS_MESSAGES.reasonAdded };
    },

    async updateReason(tenantId: number, reasonId: number, title: string) {
      let found: boolean;
      try {
        found = await repo.updateReason(db, tenantId, reasonId, title);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(DISCOUNTS_MESSAGES.reasonExists);
        throw error;
      }
      if (!found) throw notFound(DISCOUNTS_MESSAGES.reasonNotFound);
      return { message: DISCOUNTS_MESSAGES.reasonUpdated };
    },

    async deleteReason(tenantId: number, reasonId: number) {
      // Discounts keep the words of their reason, so deleting one rewrites no history.
      if (!(await repo.deleteReason(db, tenantId, reasonId)))
        throw notFound(DISCOUNTS_MESSAGES.reasonNotFound);
      return { message: DISCOUNTS_MESSAGES.reasonDeleted };
    },

    discountOrder(actor: TenantAuth, orderId: number, input: DiscountInput) {
      return apply(actor, { orderId, lineId: null }, input);
    },

    async discountLine(actor: TenantAuth, lineId: number, input: DiscountInput) {
      return apply(actor, await targetOfLine(actor.tenantId, lineId), input);
    },

    removeOrderDiscount(tenantId: number, orderId: number) {
      return remove(tenantId, { orderId, lineId: null });
    },

    async removeLineDiscount(tenantId: number, lineId: number) {
      return remove(tenantId, await targetOfLine(tenantId, lineId));
    },
  };
}
