import { describe, expect, it } from 'vitest';
import type { TOrderGroup } from '../orders/api/order-types';
import { describeOrderChanges } from '../orders/order-announcements';
import { firedSince, hasFiredWork, hasKitchenWork, kitchenAction } from './kitchen-tickets';
import { item, order } from './test-orders';

const held = { ...item(2, 'created'), course: 2, held: true };
const fired = { ...held, held: false, fired_at: '2026-01-01T10:05:00Z' };

const groupOf = (items: TOrderGroup['orders'][number]['items']): TOrderGroup[] => [
  {
    table_id: 1,
    table_title: 'T1',
    floor: null,
    orders: [order(1, '2026-01-01T10:00:00Z', { items })],
    order_ids: [1],
    paid: 0,
  },
];

describe('held lines (courses)', () => {
  it('a held line has no button until its course is fired', () => {
    expect(kitchenAction('created', true)).toBeNull();
    expect(kitchenAction('created', false)).toEqual({ label: 'Start Making', next: 'preparing' });
  });

  it('a ticket of held lines only stays on the screen but gives the kitchen nothing to make now', () => {
    const onlyHeld = { items: [item(1, 'completed'), held] };
    expect(hasKitchenWork(onlyHeld)).toBe(true);
    expect(hasFiredWork(onlyHeld)).toBe(false);
    expect(hasFiredWork({ items: [item(1, 'created'), held] })).toBe(true);
  });

  it('finds the lines fired between two reads, and says so', () => {
    const before = groupOf([item(1, 'created'), held]);
    const after = groupOf([item(1, 'created'), fired]);
    expect(firedSince(before, after).map((f) => [f.order.id, f.itemIds])).toEqual([[1, [2]]]);
    expect(firedSince(after, after)).toEqual([]);
    expect(firedSince(before, before)).toEqual([]);
    expect(describeOrderChanges(before, after)).toEqual(['Main fired for order #1']);
  });
});
