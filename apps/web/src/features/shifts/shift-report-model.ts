import type { TShift } from '@mise/contracts';
import type { ReportRow, ReportSection } from '../../components/ui/report-sections';

/**
 * The X report (an open shift, figures so far) or the close report (a closed shift, frozen), as
 * titled rows: the screen and the 80/57 mm print view show the same sections.
 */
export function shiftReportSections(shift: TShift, money: (major: number) => string): ReportSection[] {
  const { cash, sales } = shift;
  const drawer: ReportRow[] = [
    { label: 'Opening float', value: money(cash.opening_float) },
    { label: 'Cash taken', value: money(cash.cash_taken) },
    { label: 'Cash refunds', value: signedMoney(-cash.cash_refunds, money) },
    { label: 'Pay-ins', value: money(cash.pay_ins) },
    { label: 'Pay-outs', value: signedMoney(-cash.pay_outs, money) },
    { label: 'Expected in drawer', value: money(cash.expected), strong: true },
  ];
  if (shift.counted !== null && shift.variance !== null) {
    drawer.push(
      { label: 'Counted', value: money(shift.counted) },
      { label: varianceLabel(shift.variance), value: signedMoney(shift.variance, money), strong: true },
    );
  }
  const sections: ReportSection[] = [
    { title: 'Cash drawer', rows: drawer },
    {
      title: 'Sales',
      rows: [
        { label: 'Invoices', value: String(sales.invoices_count) },
        { label: 'Net sales', value: money(sales.net_sales) },
        { label: 'Discounts', value: money(sales.discounts) },
        { label: 'Comps', value: money(sales.comps) },
        { label: 'Service charge', value: money(sales.service_charge) },
        { label: 'Tax', value: money(sales.tax) },
        { label: 'Total', value: money(sales.total), strong: true },
        { label: 'Tips', value: money(sales.tips) },
        { label: `Refunds (${sales.refunds_count})`, value: money(sales.refunds_total) },
        { label: `Voids (${sales.voids_count})`, value: money(sales.voids_total) },
      ],
    },
  ];
  if (sales.payments_by_type.length > 0) {
    sections.push({
      title: 'Payments by type',
      rows: sales.payments_by_type.map((p) => ({
        label: `${p.payment_type || 'Other'} (${p.count})`,
        value: money(p.amount),
      })),
    });
  }
  if (sales.tips_by_staff.length > 0) {
    sections.push({
      title: 'Tips by staff',
      rows: sales.tips_by_staff.map((s) => ({
        key: `staff-${s.user_id ?? s.name}`,
        label: s.name || 'Unknown',
        value: money(s.tips),
      })),
    });
  }
  if (shift.movements.length > 0) {
    sections.push({
      title: 'Pay-ins and pay-outs',
      rows: shift.movements.map((m) => ({
        key: `movement-${m.id}`,
        label: `${m.kind === 'pay_in' ? 'In' : 'Out'} · ${m.reason}`,
        value: m.kind === 'pay_in' ? money(m.amount) : `−${money(m.amount)}`,
      })),
    });
  }
  return sections;
}

export function varianceLabel(variance: number): string {
  if (variance === 0) return 'Variance (even)';
  return variance > 0 ? 'Variance (over)' : 'Variance (short)';
}

export function signedMoney(value: number, money: (major: number) => string): string {
  if (value === 0) return money(0);
  return value > 0 ? `+${money(value)}` : `−${money(-value)}`;
}
