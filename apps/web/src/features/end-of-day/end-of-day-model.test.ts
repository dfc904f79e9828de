import type { TEndOfDay } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { appI18n } from '../../i18n/app-i18n';
import { endOfDaySections } from './end-of-day-model';
import './i18n';

const money = (major: number) => `$${major.toFixed(2)}`;
/** The Z report in English, as the spec words it. */
const t = appI18n.getFixedT('en', 'end-of-day');

const day: TEndOfDay = {
  date: '2026-11-25',
  currency: 'USD',
  status: 'open',
  closed_at: null,
  closed_by: null,
  orders_count: 3,
  covers: 5,
  invoices_count: 2,
  gross_sales: 60,
  discounts: 5,
  comps: 5,
  comps_count: 1,
  voids: 8,
  voids_count: 1,
  net_sales: 50,
  service_charge: 2,
  tax_total: 5.2,
  tax_by_rate: [{ rate: 10, title: 'VAT, Service charge tax', amount: 5.2 }],
  total: 57.2,
  refunds: 4,
  refunds_count: 1,
  net_takings: 53.2,
  tips: 3,
  tips_by_staff: [{ user_id: 4, name: 'Ana', tips: 3 }],
  payments_by_type: [{ payment_type: 'Cash', count: 2, amount: 57.2, tips: 3 }],
  cash: { shifts_closed: 1, expected: 100, counted: 101, variance: 1 },
  open_shifts: 0,
  by_category: [{ category: 'Mains', quantity: 3, net_sales: 50 }],
  by_hour: [{ hour: 23, invoices: 2, total: 57.2 }],
  by_staff: [{ name: 'Ana', orders: 1, net_sales: 50 }],
  top_items: [{ item_id: 1, title: 'Steak', price: 20, orders_count: 3 }],
};

describe('the Z report sections', () => {
  it('lists sales, takings and the drawer, then only the breakdowns that have rows', () => {
    const sections = endOfDaySections(day, money, t);
    expect(sections.map((s) => s.title)).toEqual([
      'Sales',
      'Takings',
      'Cash drawer',
      'Tax by rate',
      'Tips by staff',
      'Sales by category',
      'Sales by hour',
      'Sales by staff',
      'Top items',
    ]);
    const rows = Object.fromEntries(sections.flatMap((s) => s.rows.map((r) => [r.label, r.value])));
    expect(rows).toMatchObject({
      'Comps (1)': '−$5.00',
      'Refunds (1)': '−$4.00',
      'Net takings': '$53.20',
      'Variance (over)': '+$1.00',
      '10% VAT, Service charge tax': '$5.20',
      '23:00–00:00 (2)': '$57.20',
      'Ana (1 order)': '$50.00',
    });
    const empty = endOfDaySections(
      {
        ...day,
        tax_by_rate: [],
        tips_by_staff: [],
        by_category: [],
        by_hour: [],
        by_staff: [],
        top_items: [],
      },
      money,
      t,
    );
    expect(empty.map((s) => s.title)).toEqual(['Sales', 'Takings', 'Cash drawer']);
  });
});
