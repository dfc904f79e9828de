import { describe, expect, it } from 'vitest';
import type { TOrderGroup } from '../orders/api/order-types';
import {
  hasKitchenWork,
  kitchenAction,
  ticketAgeTone,
  ticketTitle,
  toKitchenTickets,
} from './kitchen-tickets';
import { item, order } from './test-orders';

const todo = { items: [item(1, 'created'), item(2, 'completed')] };
const done = { items: [item(3, 'completed'), item(4, 'delivered'), item(5, 'cancelled')] };

describe('kitchen tickets', () => {
  it('heads a ticket with the table, else the delivery and customer type in upper case', () => {
    expect(ticketTitle('Table 4', order(1, '2026-01-01T10:00:00Z'))).toBe('Table 4');
    expect(ticketTitle(null, order(1, '2026-01-01T10:00:00Z', { delivery_type: 'takeaway' }))).toBe(
      'TAKEAWAY WALKIN',
    );
    expect(ticketTitle('  ', order(1, 'x', { delivery_type: 'delivery', customer_type: 'CUSTOMER' }))).toBe(
      'DELIVERY CUSTOMER',
    );
    expect(ticketTitle(null, { delivery_type: null, customer_type: null })).toBe('ORDER');
  });

  it('lists the orders with work left, oldest first, with their table and floor', () => {
    const groups: TOrderGroup[] = [
      {
        table_id: 1,
        table_title: 'T1',
        floor: 'Ground',
        order_ids: [3, 1],
        paid: 0,
        orders: [order(3, '2026-01-01T10:05:00Z', todo), order(1, '2026-01-01T10:00:00Z', todo)],
      },
      {
        table_id: null,
        table_title: null,
        floor: null,
        order_ids: [2, 4],
        paid: 0,
        orders: [order(2, '2026-01-01T10:02:00Z', todo), order(4, '2026-01-01T09:00:00Z', done)],
      },
    ];
    const tickets = toKitchenTickets(groups);
    expect(tickets.map((t) => t.order.id)).toEqual([1, 2, 3]);
    expect(tickets[0]).toMatchObject({ title: 'T1', floor: 'Ground', tokenNo: 1 });
    expect(tickets[1]).toMatchObject({ title: 'DINEIN WALKIN', floor: null });
  });

  it('keeps an order on the display while an item is still to make or being made', () => {
    expect(hasKitchenWork(todo)).toBe(true);
    expect(hasKitchenWork({ items: [item(1, 'preparing')] })).toBe(true);
    expect(hasKitchenWork(done)).toBe(false);
    expect(hasKitchenWork({ items: [] })).toBe(false);
  });

  it("offers 'Start Making' for a created item and 'Complete' for one being prepared", () => {
    expect(kitchenAction('created')).toEqual({ label: 'Start Making', next: 'preparing' });
    expect(kitchenAction('preparing')).toEqual({ label: 'Complete', next: 'completed' });
    for (const status of ['completed', 'delivered', 'cancelled', 'odd'])
      expect(kitchenAction(status)).toBeNull();
  });

  it('colours a ticket as it waits', () => {
    expect(ticketAgeTone(0)).toBe('fresh');
    expect(ticketAgeTone(9)).toBe('fresh');
    expect(ticketAgeTone(10)).toBe('waiting');
    expect(ticketAgeTone(19)).toBe('waiting');
    expect(ticketAgeTone(20)).toBe('late');
    // The store's own limits (Settings → Stations).
    const limits = { waitingMinutes: 5, lateMinutes: 8 };
    expect(ticketAgeTone(4, limits)).toBe('fresh');
    expect(ticketAgeTone(5, limits)).toBe('waiting');
    expect(ticketAgeTone(8, limits)).toBe('late');
  });
});
