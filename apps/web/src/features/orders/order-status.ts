import type { TItemStatus, TOrderGroup } from './api/order-types';

/** The item statuses staff may set from the Orders screen, in the order the menu lists them. */
export const ITEM_STATUS_ACTIONS: ReadonlyArray<{ status: TItemStatus; label: string }> = [
  { status: 'preparing', label: 'Preparing' },
  { status: 'completed', label: 'Complete' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'cancelled', label: 'Cancel' },
];

export const ITEM_STATUS_LABELS: Record<TItemStatus, string> = {
  created: 'Created',
  preparing: 'Preparing',
  completed: 'Completed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function itemStatusLabel(status: string): string {
  return ITEM_STATUS_LABELS[status as TItemStatus] ?? status;
}

/** A group without a table is the takeaway and delivery pile. */
export const NO_TABLE_TITLE = 'Dine Out / Delivery';

export function groupTitle(group: Pick<TOrderGroup, 'table_title'>): string {
  return group.table_title?.trim() ? group.table_title : NO_TABLE_TITLE;
}

/** A stable key per card: the table, or the no-table pile. */
export function groupKey(group: Pick<TOrderGroup, 'table_id'>): string {
  return group.table_id === null || group.table_id === undefined ? 'no-table' : `table-${group.table_id}`;
}

/** "paid" / "pending" as a short label; unknown values are shown as they come. */
export function paymentStatusLabel(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return 'Unpaid';
  return v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();
}

export function isPaid(value: string | null | undefined): boolean {
  return (value ?? '').toLowerCase() === 'paid';
}
