import { POS_QR_ORDER_MESSAGES, type TQrOrder, type TQrOrdersCount } from '@mise/contracts';
import { toMajorUnits } from '@mise/domain';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './pos-qrorders.repository';

/**
 * The POS's view of QR orders: the pending list with its live count, and the two ways an order
 * leaves it here (cancelled, or marked handled). Sending one to the kitchen is the POS order's job.
 */
export function createPosQrOrdersService(deps: Deps) {
  const { db, realtime } = deps;

  return {
    async count(tenantId: number): Promise<TQrOrdersCount> {
      return { totalQROrders: await repo.countPendingQrOrders(db, tenantId) };
    },

    async list(tenantId: number): Promise<TQrOrder[]> {
      const orders = await repo.listPendingQrOrders(db, tenantId);
      const items = await repo.listQrOrderItems(
        db,
        tenantId,
        orders.map((o) => o.id),
      );
      return orders.map((order) => ({
        id: order.id,
        table_id: order.tableTitle === null ? null : order.tableId,
        table_title: order.tableTitle,
        floor: order.floor,
        customer_type: order.customerType === 'CUSTOMER' ? 'CUSTOMER' : 'WALKIN',
        customer_id: order.customerId,
        customer_name: order.customerName,
        created_at: order.createdAt.toISOString(),
        items: items
          .filter((item) => item.qrOrderId === order.id)
          .map((item) => ({
            item_id: item.itemId,
            item_title: item.itemTitle,
            variant_id: item.variantId,
            variant_title: item.variantTitle,
            addons: item.addons.map((a) => ({ id: a.id, title: a.title, price: toMajorUnits(a.price) })),
            quantity: item.quantity,
            notes: item.notes,
          })),
      }));
    },

    async updateStatus(tenantId: number, qrOrderId: number, status: 'cancelled' | 'completed') {
      if (!(await repo.setQrOrderStatus(db, tenantId, qrOrderId, status))) {
        const current = await repo.findQrOrderStatus(db, tenantId, qrOrderId);
        if (current === null) throw notFound(POS_QR_ORDER_MESSAGES.notFound);
        throw conflict(POS_QR_ORDER_MESSAGES.alreadyHandled);
      }
      realtime.toTenant(tenantId, 'qrorder_update', {});
      return {
        message: status === 'cancelled' ? POS_QR_ORDER_MESSAGES.cancelled : POS_QR_ORDER_MESSAGES.completed,
      };
    },

    async cancelAll(tenantId: number) {
      const cancelled = await repo.cancelPendingQrOrders(db, tenantId);
      if (cancelled > 0) realtime.toTenant(tenantId, 'qrorder_update', {});
      return { message: POS_QR_ORDER_MESSAGES.cancelledAll };
    },
  };
}
