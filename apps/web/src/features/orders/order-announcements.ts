import { useEffect, useRef } from 'react';
import { countedMessages } from '../../components/ui/live-announcer-queue';
import { text } from '../../i18n/app-i18n';
import type { TOrder, TOrderGroup, TOrderItem } from './api/order-types';
import { courseLabel } from './order-status';

/**
 * What changed between two reads of the open orders, in short sentences for a screen reader: the
 * Orders and Kitchen screens refetch on every live event and say what the refetch brought (a new
 * order, an order ready, a line voided or comped, an order closed). Orders are named by their
 * token, as on the screen.
 */
interface PlacedOrder {
  order: TOrder;
  table: string | null;
}

function placedOrders(groups: readonly TOrderGroup[]): Map<number, PlacedOrder> {
  const orders = new Map<number, PlacedOrder>();
  for (const group of groups) {
    for (const order of group.orders) {
      const table = (group.table_title ?? order.table_title)?.trim() || null;
      orders.set(order.id, { order, table });
    }
  }
  return orders;
}

const token = (order: TOrder) => `#${order.token_no ?? order.id}`;

function newOrderMessage({ order, table }: PlacedOrder) {
  if (table) return text('orders:newOrderForTable', { token: token(order), table });
  if (order.delivery_type === 'takeaway') return text('orders:newTakeawayOrder', { token: token(order) });
  if (order.delivery_type === 'delivery') return text('orders:newDeliveryOrder', { token: token(order) });
  return text('orders:newOrder', { token: token(order) });
}

/** Every line still to serve is made (completed or delivered); a voided line does not count. */
export function isOrderReady(order: Pick<TOrder, 'items'>) {
  const live = order.items.filter((item) => item.status !== 'cancelled');
  return live.length > 0 && live.every((item) => item.status === 'completed' || item.status === 'delivered');
}

const isRemoved = (item: TOrderItem) => item.status === 'cancelled';
const isComped = (item: TOrderItem) => item.adjustment?.kind === 'comp';

export function describeOrderChanges(
  before: readonly TOrderGroup[],
  after: readonly TOrderGroup[],
): string[] {
  const was = placedOrders(before);
  const now = placedOrders(after);
  const added: string[] = [];
  const ready: string[] = [];
  const removed: string[] = [];
  const comped: string[] = [];
  const closed: string[] = [];
  const fired: string[] = [];

  for (const [id, placed] of now) {
    const previous = was.get(id);
    if (!previous) {
      added.push(newOrderMessage(placed));
      continue;
    }
    const { order, table } = placed;
    const oldItems = new Map(previous.order.items.map((item) => [item.id, item]));
    const firedCourses = new Set<number>();
    for (const item of order.items) {
      const old = oldItems.get(item.id);
      if (!old) continue;
      if (old.held && !item.held && item.course !== null && !isRemoved(item)) firedCourses.add(item.course);
      if (isRemoved(item) && !isRemoved(old)) {
        const how = item.adjustment?.kind === 'void' ? 'voided' : 'cancelled';
        removed.push(text('orders:itemRemoved', { item: item.item_title, how, token: token(order) }));
      } else if (isComped(item) && !isComped(old)) {
        comped.push(text('orders:itemComped', { item: item.item_title, token: token(order) }));
      }
    }
    for (const course of [...firedCourses].sort((a, b) => a - b))
      fired.push(text('orders:courseFired', { course: courseLabel(course), token: token(order) }));
    if (isOrderReady(order) && !isOrderReady(previous.order)) {
      ready.push(
        table
          ? text('orders:orderReadyForTable', { token: token(order), table })
          : text('orders:orderReady', { token: token(order) }),
      );
    }
  }
  for (const [id, { order }] of was)
    if (!now.has(id)) closed.push(text('orders:orderClosed', { token: token(order) }));

  return [
    ...countedMessages(added, (count) => text('orders:countNewOrders', { count })),
    ...countedMessages(fired, (count) => text('orders:countCoursesFired', { count })),
    ...countedMessages(ready, (count) => text('orders:countOrdersReady', { count })),
    ...countedMessages(removed, (count) => text('orders:countItemsRemoved', { count })),
    ...countedMessages(comped, (count) => text('orders:countItemsComped', { count })),
    ...countedMessages(closed, (count) => text('orders:countOrdersClosed', { count })),
  ];
}

/**
 * Announces what each new read of `groups` changed. The first read is what the screen shows, not
 * news, so it is only remembered.
 */
export function useOrderChangeAnnouncements(
  groups: readonly TOrderGroup[] | undefined,
  announce: (message: string) => unknown,
) {
  const previous = useRef<readonly TOrderGroup[] | undefined>(undefined);
  useEffect(() => {
    if (!groups) return;
    const before = previous.current;
    previous.current = groups;
    if (!before || before === groups) return;
    for (const message of describeOrderChanges(before, groups)) announce(message);
  }, [groups, announce]);
}
