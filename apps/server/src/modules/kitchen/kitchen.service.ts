import {
  COURSE_MESSAGES,
  KITCHEN_AGE_LIMIT_MESSAGES,
  KITCHEN_MESSAGES,
  ORDERS_MESSAGES,
  type TKitchenAgeLimits,
  type TKitchenItemStatus,
  type TKitchenSetup,
  type TOrderGroup,
} from '@mise/contracts';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { listOpenOrderGroups } from '../orders/order-view';
import * as ordersRepo from '../orders/orders.repository';
import * as repo from './kitchen.repository';

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

    /** The stations a screen can show, where each item's lines go, and the ticket age colours. */
    async setup(tenantId: number): Promise<TKitchenSetup> {
      const [stations, routed, ageLimits] = await Promise.all([
        repo.listStationNames(db, tenantId),
        repo.listItemStations(db, tenantId),
        repo.readAgeLimits(db, tenantId),
      ]);
      const itemStations: Record<string, number> = {};
      for (const row of routed) if (row.stationId !== null) itemStations[row.itemId] = row.stationId;
      return { stations, itemStations, ageLimits };
    },

    ageLimits: (tenantId: number) => repo.readAgeLimits(db, tenantId),

    async saveAgeLimits(tenantId: number, limits: TKitchenAgeLimits) {
      await repo.saveAgeLimits(db, tenantId, limits);
      return { message: KITCHEN_AGE_LIMIT_MESSAGES.saved };
    },

    /**
     * One conditional update: two cooks pressing at once move the item once. A move to the status
     * the item already has succeeds without changing anything, so a device that resends a queued
     * step after losing the first answer (the kitchen's offline queue) is not told it failed; a move
     * the item cannot make (backwards, or skipping a step) is still 409.
     */
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
        if (state.status === status) return { message: ORDERS_MESSAGES.statusUpdated };
        if (state.orderStatus !== 'created') throw conflict(ORDERS_MESSAGES.orderClosed);
        if (state.isHeld) throw badRequest(COURSE_MESSAGES.lineHeld);
        throw conflict(KITCHEN_MESSAGES.invalidTransition);
      }
      realtime.toTenant(tenantId, 'order_update', { orderIds: [orderId] });
      return { message: ORDERS_MESSAGES.statusUpdated };
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;
