import type { TShift } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { appI18n } from '../../i18n/app-i18n';
import './i18n';
import { shiftReportSections, signedMoney, varianceLabel } from './shift-report-model';

const money = (major: number) => `$${major.toFixed(2)}`;
/** The report in English, as the spec words it. */
const t = appI18n.getFixedT('en', 'shifts');

const shift: TShift = {
  id: 3,
  status: 'closed',
  currency: 'USD',
  opened_at: '2026-11-25T09:00:00.000Z',
  closed_at: '2026-11-25T17:00:00.000Z',
  opened_by: 'Ana',
  closed_by: 'Ben',
  cash: {
    opening_float: 100,
    cash_taken: 51.3,
    cash_refunds: 10,
    pay_ins: 20,
    pay_outs: 12.5,
    expected: 148.8,
  },
  counted: 148.05,
  variance: -0.75,
  counts: [],
  note: null,
  movements: [
    { id: 1, kind: 'pay_out', amount: 12.5, reason: 'Ice', by: 'Ana', date: '2026-11-25T10:00:00.000Z' },
  ],
  sales: {
    invoices_count: 2,
    net_sales: 96.54,
    discounts: 0,
    comps: 0,
    service_charge: 0,
    tax: 6.06,
    total: 102.6,
    tips: 0,
    refunds_total: 10,
    refunds_count: 1,
    voids_total: 0,
    voids_count: 0,
    payments_by_type: [{ payment_type: 'Cash', count: 1, amount: 51.3, tips: 0 }],
    tips_by_staff: [],
  },
};

describe('the shift report', () => {
  it('lists the drawer, with the count and the variance once closed, then sales, payments and movements', () => {
    const sections = shiftReportSections(shift, money, t);
    expect(sections.map((s) => s.title)).toEqual([
      'Cash drawer',
      'Sales',
      'Payments by type',
      'Pay-ins and pay-outs',
    ]);
    expect(sections[0].rows.slice(-3)).toEqual([
      { label: 'Expected in drawer', value: '$148.80', strong: true },
      { label: 'Counted', value: '$148.05' },
      { label: 'Variance (short)', value: '−$0.75', strong: true },
    ]);
    expect(sections[3].rows).toEqual([{ key: 'movement-1', label: 'Out · Ice', value: '−$12.50' }]);
  });

  it('leaves the count out of an X report', () => {
    const x = shiftReportSections(
      { ...shift, status: 'open', counted: null, variance: null, movements: [] },
      money,
      t,
    );
    expect(x[0].rows.at(-1)?.label).toBe('Expected in drawer');
    expect(x.map((s) => s.title)).not.toContain('Pay-ins and pay-outs');
  });

  it('says whether the drawer was over, short or even', () => {
    expect([varianceLabel(1, t), varianceLabel(-1, t), varianceLabel(0, t)]).toEqual([
      'Variance (over)',
      'Variance (short)',
      'Variance (even)',
    ]);
    expect([signedMoney(2, money), signedMoney(-2, money), signedMoney(0, money)]).toEqual([
      '+$2.00',
      '−$2.00',
      '$0.00',
    ]);
  });
});
