import { z } from 'zod';
import { requiredText } from './common';
import { ManagerApproval } from './discounts';
import { LINE_ADJUSTMENTS } from './line-adjustments';
import { OrderIds } from './orders';

/**
 * Voids and comps (issue 16, DOMAIN.md): a void removes a line that was sent to the kitchen (it
 * was never sold); a comp gives it free on purpose (counted as a comp, never as a sale). Both need
 * a reason and a manager: the user is one, or one approves on the spot.
 */
export const VOIDS_MESSAGES = {
  reason: 'Please enter the reason!',
  invalidKind: 'Please choose void or comp!',
  managerNeeded: 'A void or a comp needs a manager: a manager must approve it!',
  cancelNeedsManager: 'Removing a line sent to the kitchen needs a manager: use Void with a reason!',
  alreadyVoided: 'This line is already voided!',
  alreadyComped: 'This line is already comped!',
  notComped: 'This line is not comped!',
  orderNotOpen: 'Only a line of an open order that is not paid can be voided or comped!',
  billOverpaid: 'Part of this bill is paid: this would leave it overpaid!',
  voided: 'Line voided!',
  comped: 'Line comped!',
  compRemoved: 'Comp removed!',
  cancelOrdersNeedsManager:
    'Cancelling an order sent to the kitchen needs a manager: a manager must approve it!',
  /** The reason a cancelled order's lines are voided with when none was given. */
  orderCancelled: 'Order cancelled',
} as const;

/** POST /voids/order-items/{id}. */
export const LineAdjustmentBody = z.object({
  kind: z.enum(LINE_ADJUSTMENTS, { error: VOIDS_MESSAGES.invalidKind }),
  reason: requiredText(VOIDS_MESSAGES.reason, 200),
  approval: ManagerApproval.nullish(),
});
export type TLineAdjustmentBody = z.input<typeof LineAdjustmentBody>;

/**
 * POST /orders/cancel: the spec's order ids, and (not in the spec) why and the manager approving.
 * Every line still on the orders is voided with the reason, so reports count them as voids.
 */
export const CancelOrdersBody = z.object({
  orderIds: OrderIds,
  reason: z
    .string({ error: VOIDS_MESSAGES.reason })
    .trim()
    .max(200, VOIDS_MESSAGES.reason)
    .nullish()
    .transform((v) => v || null),
  approval: ManagerApproval.nullish(),
});
export type TCancelOrdersBody = z.input<typeof CancelOrdersBody>;
