import { text } from '../../i18n/app-i18n';
import type { TItemStatus, TOrderGroup } from './api/order-types';
import './i18n';

/**
 * The item statuses staff may set from the Orders screen, in the order the menu lists them; each
 * label is an "orders" catalogue key, translated at render (`text('orders:' + labelKey)`).
 */
export const ITEM_STATUS_ACTIONS: ReadonlyArray<{ status: TItemStatus; labelKey: string }> = [
  { status: 'preparing', labelKey: 'actionPreparing' },
  { status: 'completed', labelKey: 'actionComplete' },
  { status: 'delivered', labelKey: 'actionDelivered' },
  { status: 'cancelled', labelKey: 'actionCancel' },
];

/** The catalogue key of each status's name. */
const ITEM_STATUS_KEYS: Record<TItemStatus, string> = {
  created: 'statusCreated',
  preparing: 'statusPreparing',
  completed: 'statusCompleted',
  delivered: 'statusDelivered',
  cancelled: 'statusCancelled',
};

/** A status's name in the language shown (call it at render); unknown values are shown as they come. */
export function itemStatusLabel(status: string): string {
  const key = ITEM_STATUS_KEYS[status as TItemStatus];
  return key ? text(`orders:${key}`) : status;
}

/** A status action's label in the language shown. */
export function itemStatusActionLabel(action: { labelKey: string }): string {
  return text(`orders:${action.labelKey}`);
}

/** A group without a table is the takeaway and delivery pile ("Dine Out / Delivery"). */
export function groupTitle(group: Pick<TOrderGroup, 'table_title'>): string {
  return group.table_title?.trim() ? group.table_title : text('orders:noTableTitle');
}

/** A course's name as staff say it (Starter, Main, Dessert, Course 4…), in the language shown. */
export function courseLabel(course: number): string {
  return text('orders:course', { course });
}

/** A stable key per card: the table, or the no-table pile. */
export function groupKey(group: Pick<TOrderGroup, 'table_id'>): string {
  return group.table_id === null || group.table_id === undefined ? 'no-table' : `table-${group.table_id}`;
}

/** "paid" / "pending" as a short label; unknown values are shown as they come. */
export function paymentStatusLabel(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return text('orders:paymentUnpaid');
  const lower = v.toLowerCase();
  if (lower === 'paid') return text('orders:paymentPaid');
  if (lower === 'pending') return text('orders:paymentPending');
  return v.charAt(0).toUpperCase() + lower.slice(1);
}

export function isPaid(value: string | null | undefined): boolean {
  return (value ?? '').toLowerCase() === 'paid';
}
