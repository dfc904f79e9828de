import type { TKitchenAgeLimits } from '@mise/contracts';
import { DEFAULT_KITCHEN_AGE_LIMITS } from '@mise/contracts/constants';
import { text } from '../../i18n/app-i18n';
import type { TOrder, TOrderGroup } from '../orders/api/order-types';
import './i18n';

/** One kitchen ticket: an order with the table it belongs to. */
export interface KitchenTicket {
  order: TOrder;
  title: string;
  floor: string | null;
  tokenNo: number | null;
}

/**
 * The ticket's heading: the table's title, or for orders without a table the delivery type and
 * customer type in upper case (spec 1, Kitchen screen), e.g. "TAKEAWAY WALKIN".
 */
export function ticketTitle(
  tableTitle: string | null | undefined,
  order: { delivery_type: string | null; customer_type: string | null },
) {
  if (tableTitle?.trim()) return tableTitle;
  // Each value in the language shown ("TAKEAWAY WALKIN" in English, the values themselves).
  const parts = [
    order.delivery_type?.trim() ? text('kitchen:deliveryType', { type: order.delivery_type.trim() }) : '',
    order.customer_type?.trim() ? text('kitchen:customerType', { type: order.customer_type.trim() }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ').toUpperCase() : text('kitchen:orderFallback');
}

/** Whether the kitchen still has something to make or finish on this order. */
export function hasKitchenWork(order: Pick<TOrder, 'items'>): boolean {
  return order.items.some((item) => item.status === 'created' || item.status === 'preparing');
}

/**
 * The tickets the kitchen still works on, oldest first (the order orders came in). An order whose
 * items are all completed, delivered or cancelled leaves the display: it waits for the floor, not
 * the kitchen.
 */
export function toKitchenTickets(groups: readonly TOrderGroup[]): KitchenTicket[] {
  const tickets = groups.flatMap((group) =>
    group.orders.filter(hasKitchenWork).map((order) => ({
      order,
      title: ticketTitle(group.table_title ?? order.table_title, order),
      floor: group.floor ?? order.floor ?? null,
      tokenNo: order.token_no ?? null,
    })),
  );
  return tickets.sort((a, b) => {
    const diff = new Date(a.order.date).getTime() - new Date(b.order.date).getTime();
    return Number.isFinite(diff) && diff !== 0 ? diff : a.order.id - b.order.id;
  });
}

/**
 * Whether the order has a line the kitchen may make now: to make, and not held (a course not fired
 * yet). A ticket of held lines only shows, but does not ring.
 */
export function hasFiredWork(order: Pick<TOrder, 'items'>): boolean {
  return order.items.some((item) => !item.held && (item.status === 'created' || item.status === 'preparing'));
}

/**
 * The kitchen's button for an item: 'Start Making' when created, 'Complete' when preparing; none
 * while it is held (its course not fired yet).
 */
export function kitchenAction(
  status: string,
  held = false,
): { label: 'Start Making' | 'Complete'; next: 'preparing' | 'completed' } | null {
  if (held) return null;
  if (status === 'created') return { label: 'Start Making', next: 'preparing' };
  if (status === 'preparing') return { label: 'Complete', next: 'completed' };
  return null;
}

export type AgeTone = 'fresh' | 'waiting' | 'late';

/** How urgent a ticket looks as it ages, by the store's limits (Settings → Stations). */
export function ticketAgeTone(
  minutes: number,
  limits: TKitchenAgeLimits = DEFAULT_KITCHEN_AGE_LIMITS,
): AgeTone {
  if (minutes >= limits.lateMinutes) return 'late';
  if (minutes >= limits.waitingMinutes) return 'waiting';
  return 'fresh';
}

/**
 * The orders whose held lines were fired between two reads (a course sent from the floor), with
 * those lines: new work for the kitchen, which rings for it as for a new order.
 */
export function firedSince(
  before: readonly TOrderGroup[],
  after: readonly TOrderGroup[],
): Array<{ order: TOrder; itemIds: number[] }> {
  const held = new Set(
    before.flatMap((group) => group.orders.flatMap((o) => o.items.filter((i) => i.held).map((i) => i.id))),
  );
  if (held.size === 0) return [];
  return after.flatMap((group) =>
    group.orders.flatMap((order) => {
      const itemIds = order.items
        .filter((item) => held.has(item.id) && !item.held && item.status !== 'cancelled')
        .map((item) => item.id);
      return itemIds.length > 0 ? [{ order, itemIds }] : [];
    }),
  );
}
