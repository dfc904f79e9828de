import {
  KITCHEN_MESSAGES,
  ORDERS_MESSAGES,
  type TKitchenItemStatus,
  type TOrderGroup,
} from '@mise/contracts';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { listOpenOrderGroups } from '../orders/order-view';
import * as ordersRepo from '../orders/orders.repository';

/** The status an item must have for the kitchen to move it on: 'Start Making', then 'Complete'. */
const KITCHEN_STEP_FROM: Record<TKitchenItemStatus, readonly string[]> = {
  preparing: ['created'],
  completed: ['preparing'],
};

/** The Kitchen screen: open orders per table, and the cook's two steps per item. */
export function createKitchenService(deps: Deps) {
  const { db, realtime } = deps;

  return {
    list(tenantId: number): Promise<TOrderGroup[]> {
      return listOpenOrderGroups(db, tenantId);
    },

    /** One conditional update: two cooks pressing at once move the item once, the other gets 409. */
    async moveItem(tenantId: number, itemId: number, status: TKitchenItemStatus) {
      const orderId = await ordersRepo.updateItemStatus(
        db,
        tenantId,
        itemId,
        status,
        KITCHEN_STEP_FROM[status],
      );
      if (orderId === null) {
        const state = await ordersRepo.findItemState(db, tenantId, itemId);
        if (!state) throw notFound(ORDERS_MESSAGES.orderItemNotFound);
        if (state.orderStatus !== 'created') throw conflict(ORDERS_MESSAGES.orderClosed);
        throw conflict(KITCHEN_MESSAGES.invalidTransition);
      }
      realtime.toTenant(tenantId, 'order_update', { orderIds: [orderId] });
      return { message: ORDERS_MESSAGES.statusUpdated };
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;
