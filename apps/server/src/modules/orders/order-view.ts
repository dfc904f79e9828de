import type {
  TCustomerType,
  TDeliveryType,
  TDiscount,
  TOrder,
  TOrderGroup,
  TOrderItem,
  TOrderItemStatus,
  TOrderStatus,
  TPaymentStatus,
} from '@mise/contracts';
import { discountAmountOf, isDiscountKind, isHeld, toMajorUnits } from '@mise/domain';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { sumPaidOfBills } from '../payments/payments.repository';
import * as repo from './orders.repository';

/** Turns order rows into the spec's order and group shapes (amounts in major units). */

function toOrderItem(row: repo.OrderItemRow): TOrderItem {
  return {
    id: row.id,
    order_id: row.orderId,
    item_id: row.itemId,
    item_title: row.itemTitle,
    variant_id: row.variantId,
    variant_title: row.variantTitle,
    variant_price: row.variantPrice === null ? null : toMajorUnits(row.variantPrice),
    quantity: row.quantity,
    status: row.status as TOrderItemStatus,
    date: row.createdAt.toISOString(),
    addons: row.addons.map((a) => ({ id: a.id, title: a.title, price: toMajorUnits(a.price) })),
    notes: row.notes,
    seat: row.seat,
    course: row.course,
    fired_at: row.firedAt === null ? null : row.firedAt.toISOString(),
    held: isHeld(row),
    unit_price: toMajorUnits(row.unitPrice),
    line_total: toMajorUnits(row.lineTotal),
    tax_amount: toMajorUnits(row.taxAmount),
    net_amount: toMajorUnits(row.netAmount),
    tax_title: row.taxTitle,
    tax_rate: row.taxRateBasisPoints === null ? null : row.taxRateBasisPoints / 100,
    tax_type: row.taxType,
    discount: toDiscount(row, ownDiscountOf(row)),
    discount_amount: toMajorUnits(row.discountAmount),
    adjustment:
      row.adjustment === 'void' || row.adjustment === 'comp'
        ? { kind: row.adjustment, reason: row.adjustmentReason }
        : null,
  };
}

interface DiscountColumns {
  discountKind: string | null;
  discountValue: number | null;
  discountReason: string | null;
}

/** A stored discount as the screens show it; `amount` is what it took off (minor units). */
export function toDiscount(row: DiscountColumns, amount: number): TDiscount | null {
  if (!isDiscountKind(row.discountKind) || row.discountValue === null) return null;
  return {
    kind: row.discountKind,
    value: row.discountValue / 100,
    reason: row.discountReason ?? '',
    amount: toMajorUnits(amount),
  };
}

/** What a line's own discount takes off its price (its discount_amount adds its share of the order's). */
function ownDiscountOf(item: repo.OrderItemRow): number {
  if (item.status === 'cancelled' || item.adjustment === 'comp' || !isDiscountKind(item.discountKind))
    return 0;
  return discountAmountOf({ kind: item.discountKind, value: item.discountValue ?? 0 }, item.lineTotal);
}

/** What the order's own discount took off its lines' prices: their discounts less their own. */
function orderDiscountShare(items: repo.OrderItemRow[]): number {
  let share = 0;
  for (const item of items)
    if (item.status !== 'cancelled') share += item.discountAmount - ownDiscountOf(item);
  return share;
}

export function toOrder(row: repo.OrderRow, allItems: repo.OrderItemRow[]): TOrder {
  const items = allItems.filter((i) => i.orderId === row.id);
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    delivery_type: row.deliveryType as TDeliveryType | null,
    customer_type: row.customerType as TCustomerType,
    customer_id: row.customerId,
    customer_name: row.customerName,
    status: row.status as TOrderStatus,
    payment_status: row.paymentStatus as TPaymentStatus,
    token_no: row.tokenNo,
    table_id: row.tableTitle === null ? null : row.tableId,
    table_title: row.tableTitle,
    floor: row.floor,
    invoice_id: row.invoiceId,
    bill_id: row.billId,
    items_total: toMajorUnits(row.itemsTotal),
    tax_total: toMajorUnits(row.taxTotal),
    payable_total: toMajorUnits(row.payableTotal),
    discount: toDiscount(row, orderDiscountShare(items)),
    discount_total: toMajorUnits(row.discountTotal),
    comp_total: toMajorUnits(row.compTotal),
    guests: row.guests,
    service_charge: toMajorUnits(row.serviceChargeTotal),
    service_charge_tax: toMajorUnits(row.serviceChargeTax),
    items: items.map(toOrderItem),
  };
}

/** Loads the items of the given order rows and returns the orders with them, in the rows' order. */
export async function withItems(db: Db, tenantId: number, rows: repo.OrderRow[]): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const items = await repo.listItemsOfOrders(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<number, repo.OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/**
 * One group per table in the order its first open order came in, then the orders without a table
 * ('Dine Out / Delivery', table_id null) last.
 */
export function groupByTable(orders: TOrder[]): TOrderGroup[] {
  const groups = new Map<number | null, TOrderGroup>();
  for (const order of orders) {
    const key = order.table_id;
    let group = groups.get(key);
    if (!group) {
      group = {
        table_id: key,
        table_title: order.table_title,
        floor: order.floor,
        orders: [],
        order_ids: [],
        paid: 0,
      };
      groups.set(key, group);
    }
    group.orders.push(order);
    group.order_ids.push(order.id);
  }
  const withTable = [...groups.values()].filter((g) => g.table_id !== null);
  const dineOut = groups.get(null);
  return dineOut ? [...withTable, dineOut] : withTable;
}

/** The open orders of the tenant, grouped as the Orders and Kitchen screens show them. */
export async function listOpenOrderGroups(db: Db, tenantId: number): Promise<TOrderGroup[]> {
  const rows = await repo.listOpenOrders(db, tenantId);
  const groups = groupByTable(await withItems(db, tenantId, rows));
  const billIds = [...new Set(rows.flatMap((r) => (r.billId === null ? [] : [r.billId])))];
  const paidByBill = await sumPaidOfBills(db, tenantId, billIds);
  for (const group of groups) {
    const billsOfGroup = new Set(group.orders.map((o) => o.bill_id));
    let paid = 0;
    for (const billId of billsOfGroup) if (billId !== null) paid += paidByBill.get(billId) ?? 0;
    group.paid = toMajorUnits(paid);
  }
  return groups;
}

/**
 * After a change to one order's price (a discount, a void, a comp): every screen of the store is
 * told, and the caller gets the order as it is now.
 */
export async function announceOrderChange(
  deps: Pick<Deps, 'db' | 'realtime'>,
  tenantId: number,
  orderId: number,
  message: string,
): Promise<{ message: string; order: TOrder }> {
  deps.realtime.toTenant(tenantId, 'order_update', { orderIds: [orderId] });
  const [order] = await withItems(
    deps.db,
    tenantId,
    await repo.findOrdersByIds(deps.db, tenantId, [orderId]),
  );
  return { message, order };
}
