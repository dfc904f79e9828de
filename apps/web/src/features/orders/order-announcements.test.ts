import { describe, expect, it } from 'vitest';
import type { TOrder, TOrderGroup, TOrderItem } from './api/order-types';
import { describeOrderChanges, isOrderReady } from './order-announcements';

// Only the fields the announcements read; the rest of an order does not change what is said.
function item(id: number, status: TOrderItem['status'], extra: Partial<TOrderItem> = {}): TOrderItem {
  return { id, item_title: `Dish ${id}`, status, adjustment: null, ...extra } as TOrderItem;
}

function order(id: number, items: TOrderItem[], extra: Partial<TOrder> = {}): TOrder {
  return {
    id,
    token_no: id + 10,
    delivery_type: 'dinein',
    table_title: null,
    items,
    ...extra,
  } as TOrder;
}

function group(tableTitle: string | null, orders: TOrder[]): TOrderGroup {
  return {
    table_id: tableTitle ? 1 : null,
    table_title: tableTitle,
    floor: null,
    orders,
    order_ids: orders.map((o) => o.id),
    paid: 0,
  };
}

describe('order change announcements', () => {
  it('names a new order by its token and table, or how it leaves the restaurant', () => {
    const after = [
      group('Table 4', [order(2, [item(1, 'created')])]),
      group(null, [
        order(3, [item(2, 'created')], { delivery_type: 'takeaway' }),
        order(4, [item(3, 'created')], { delivery_type: 'delivery' }),
      ]),
    ];
    expect(describeOrderChanges([], after)).toEqual([
      'New order #12 for Table 4',
      'New takeaway order #13',
      'New delivery order #14',
    ]);
  });

  it('says nothing when nothing a listener cares about changed', () => {
    const before = [group('Table 4', [order(2, [item(1, 'created')])])];
    const preparing = [group('Table 4', [order(2, [item(1, 'preparing')])])];
    expect(describeOrderChanges(before, before)).toEqual([]);
    expect(describeOrderChanges(before, preparing)).toEqual([]);
  });

  it('says an order is ready once its last line is made, a voided line aside', () => {
    const before = [
      group('Table 4', [order(2, [item(1, 'completed'), item(2, 'preparing'), item(3, 'cancelled')])]),
    ];
    const after = [
      group('Table 4', [order(2, [item(1, 'completed'), item(2, 'completed'), item(3, 'cancelled')])]),
    ];
    expect(describeOrderChanges(before, after)).toEqual(['Order #12 for Table 4 is ready']);
    // Already ready: delivering it is not news again.
    const delivered = [
      group('Table 4', [order(2, [item(1, 'delivered'), item(2, 'completed'), item(3, 'cancelled')])]),
    ];
    expect(describeOrderChanges(after, delivered)).toEqual([]);
    expect(isOrderReady({ items: [item(1, 'cancelled')] })).toBe(false);
    expect(isOrderReady({ items: [] })).toBe(false);
  });

  it('says which line was voided, cancelled or comped', () => {
    const before = [group(null, [order(5, [item(1, 'created'), item(2, 'created'), item(3, 'created')])])];
    const after = [
      group(null, [
        order(5, [
          item(1, 'cancelled', { item_title: 'Soup', adjustment: { kind: 'void', reason: 'Wrong table' } }),
          item(2, 'cancelled', { item_title: 'Bread' }),
          item(3, 'created', { item_title: 'Tea', adjustment: { kind: 'comp', reason: 'Birthday' } }),
        ]),
      ]),
    ];
    expect(describeOrderChanges(before, after)).toEqual([
      'Soup voided on order #15',
      'Bread cancelled on order #15',
      'Tea comped on order #15',
    ]);
  });

  it('says an order left the open list as closed', () => {
    const before = [group('Table 4', [order(2, [item(1, 'completed')]), order(3, [item(2, 'created')])])];
    const after = [group('Table 4', [order(3, [item(2, 'created')])])];
    expect(describeOrderChanges(before, after)).toEqual(['Order #12 closed']);
  });

  it('counts a burst of one kind instead of reading every order', () => {
    const after = [
      group(
        'Table 4',
        [1, 2, 3, 4, 5].map((id) => order(id, [item(id, 'created')])),
      ),
    ];
    expect(describeOrderChanges([], after)).toEqual(['5 new orders']);
    expect(describeOrderChanges(after, [])).toEqual(['5 orders closed']);
  });
});
