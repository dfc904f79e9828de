import { COURSE_MESSAGES, type TFireCourseResponse } from '@mise/contracts';
import { courseName } from '@mise/domain';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { announceOrderChange } from '../orders/order-view';
import { createPrintQueue } from '../printing/print-queue';
import * as repo from './courses.repository';

/**
 * Firing a course: the order's held lines of that course and the earlier ones go to the kitchen.
 * The order is locked while its lines are fired, so a fire racing a payment or a close either
 * fires first or sees the order paid or closed; a line is fired once.
 */
export function createCoursesService(deps: Deps) {
  const { db } = deps;
  const printQueue = createPrintQueue(deps);

  return {
    async fire(tenantId: number, orderId: number, course: number): Promise<TFireCourseResponse> {
      const fired = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, tenantId, orderId);
        if (!order) throw notFound(COURSE_MESSAGES.orderNotFound);
        if (order.paymentStatus === 'paid') throw badRequest(COURSE_MESSAGES.orderPaid);
        if (order.status !== 'created') throw badRequest(COURSE_MESSAGES.orderClosed);
        const lines = await repo.fireHeldLines(tx, tenantId, orderId, course);
        if (lines.length === 0) throw badRequest(COURSE_MESSAGES.nothingHeld);
        return lines.map((line) => line.id).sort((a, b) => a - b);
      });
      const name = courseName(course);
      // Kitchen screens refetch on order_update: the fired lines turn from held to ready to make.
      const { order } = await announceOrderChange(deps, tenantId, orderId, COURSE_MESSAGES.fired(name));
      printQueue.courseFired(tenantId, orderId, fired, name);
      return { message: COURSE_MESSAGES.fired(name), firedItemIds: fired, order };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
