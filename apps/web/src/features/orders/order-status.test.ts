import { describe, expect, it } from 'vitest';
import {
  groupKey,
  groupTitle,
  ITEM_STATUS_ACTIONS,
  isPaid,
  itemStatusActionLabel,
  paymentStatusLabel,
} from './order-status';

describe('orders screen labels', () => {
  it("titles a group by its table, else 'Dine Out / Delivery'", () => {
    expect(groupTitle({ table_title: 'Patio 2' })).toBe('Patio 2');
    expect(groupTitle({ table_title: null })).toBe('Dine Out / Delivery');
    expect(groupTitle({ table_title: ' ' })).toBe('Dine Out / Delivery');
    expect(groupKey({ table_id: null })).toBe('no-table');
    expect(groupKey({ table_id: 5 })).toBe('table-5');
  });

  it('offers the four item statuses of the spec in its order', () => {
    expect(ITEM_STATUS_ACTIONS.map(itemStatusActionLabel)).toEqual([
      'Preparing',
      'Complete',
      'Delivered',
      'Cancel',
    ]);
    expect(ITEM_STATUS_ACTIONS.map((a) => a.status)).toEqual([
      'preparing',
      'completed',
      'delivered',
      'cancelled',
    ]);
  });

  it('labels the payment status', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('PENDING')).toBe('Pending');
    expect(paymentStatusLabel(null)).toBe('Unpaid');
    expect(isPaid('PAID')).toBe(true);
    expect(isPaid('pending')).toBe(false);
  });
});
