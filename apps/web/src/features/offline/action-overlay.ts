import type { TOrderGroup } from '@mise/contracts';
import { text } from '../../i18n/app-i18n';
import type { ActionEntry } from './outbox-db';
import { shownQueueMessage } from './queue-texts';
import './i18n';

/** The lines and orders with an action still waiting on this device, for the screens to mark. */
export interface QueuedMarks {
  items: ReadonlySet<number>;
  orders: ReadonlySet<number>;
}

export const NO_MARKS: QueuedMarks = { items: new Set(), orders: new Set() };

/**
 * The server's open orders as they will be once this device's waiting actions reach it: a line
 * shows the status it was moved to, and an order completed or cancelled here leaves the list (as it
 * leaves the server's). The live refetch brings the server's data; laying the queue over it keeps a
 * line from flipping back while its action waits. Refused actions are not laid over: the server's
 * state stands.
 */
export function overlayActions(
  groups: readonly TOrderGroup[],
  actions: readonly ActionEntry[],
): { groups: TOrderGroup[]; marks: QueuedMarks } {
  const pending = actions.filter((a) => a.status === 'pending');
  if (pending.length === 0) return { groups: [...groups], marks: NO_MARKS };
  const itemStatus = new Map<number, string>();
  const closed = new Set<number>();
  // Oldest first, so a later move of the same line wins.
  for (const action of [...pending].sort((a, b) => a.seq - b.seq)) {
    if (action.kind === 'kitchen-item-status' || action.kind === 'order-item-status') {
      for (const id of action.target) itemStatus.set(id, action.payload.status);
    } else {
      for (const id of action.target) closed.add(id);
    }
  }
  const out: TOrderGroup[] = [];
  for (const group of groups) {
    const orders = group.orders
      .filter((order) => !closed.has(order.id))
      .map((order) =>
        order.items.some((item) => itemStatus.has(item.id))
          ? {
              ...order,
              items: order.items.map((item) => {
                const status = itemStatus.get(item.id);
                return status === undefined ? item : { ...item, status: status as typeof item.status };
              }),
            }
          : order,
      );
    if (orders.length === 0) continue;
    out.push(
      orders.length === group.orders.length
        ? { ...group, orders }
        : { ...group, orders, order_ids: group.order_ids.filter((id) => !closed.has(id)) },
    );
  }
  return { groups: out, marks: { items: new Set(itemStatus.keys()), orders: closed } };
}

/** "Token 12: Burger", how a line's action is named to the staff. */
export function lineLabel(tokenNo: number | null | undefined, orderId: number, itemTitle: string): string {
  return text('offline:lineLabel', { token: tokenNo ?? orderId, item: itemTitle });
}

/**
 * What the staff reads when the server refused a queued action. A status move refused with 409 is
 * almost always another screen having moved the line on meanwhile.
 */
export function refusalText(entry: Pick<ActionEntry, 'kind' | 'label' | 'payload' | 'failure'>): string {
  const reason = entry.failure ? shownQueueMessage(entry.failure.message) : text('common:invalidRequest');
  const { label } = entry;
  const said =
    entry.kind === 'orders-cancel'
      ? text('offline:refusedCancel', { label, reason })
      : entry.kind === 'orders-complete'
        ? text('offline:refusedComplete', { label, reason })
        : text('offline:refusedMove', {
            label,
            reason,
            status: text('offline:statusName', { status: entry.payload.status }),
          });
  const hint =
    entry.failure?.status === 409 && entry.kind !== 'orders-cancel' && entry.kind !== 'orders-complete'
      ? ` ${text('offline:changedElsewhere')}`
      : '';
  return `${said}${hint}`;
}
