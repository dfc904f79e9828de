import type { TShift } from '@mise/contracts';
import type { ReportRow, ReportSection } from '../../components/ui/report-sections';

/**
 * A catalogue's t: the shifts' (or the end of day's, which has the same variance keys), so the
 * report reads in the staff member's language (issue 23).
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The X report (an open shift, figures so far) or the close report (a closed shift, frozen), as
 * titled rows: the screen and the 80/57 mm print view show the same sections.
 */
export function shiftReportSections(
  shift: TShift,
  money: (major: number) => string,
  t: Translate,
): ReportSection[] {
  const { cash, sales } = shift;
  const drawer: ReportRow[] = [
    { label: t('openingFloat'), value: money(cash.opening_float) },
    { label: t('cashTaken'), value: money(cash.cash_taken) },
    { label: t('cashRefunds'), value: signedMoney(-cash.cash_refunds, money) },
    { label: t('payIns'), value: money(cash.pay_ins) },
    { label: t('payOuts'), value: signedMoney(-cash.pay_outs, money) },
    { label: t('expectedInDrawer'), value: money(cash.expected), strong: true },
  ];
  if (shift.counted !== null && shift.variance !== null) {
    drawer.push(
      { label: t('counted'), value: money(shift.counted) },
      { label: varianceLabel(shift.variance, t), value: signedMoney(shift.variance, money), strong: true },
    );
  }
  const sections: ReportSection[] = [
    { title: t('cashDrawerSection'), rows: drawer },
    {
      title: t('salesSection'),
      rows: [
        { label: t('invoices'), value: String(sales.invoices_count) },
        { label: t('netSales'), value: money(sales.net_sales) },
        { label: t('discounts'), value: money(sales.discounts) },
        { label: t('comps'), value: money(sales.comps) },
        { label: t('serviceCharge'), value: money(sales.service_charge) },
        { label: t('tax'), value: money(sales.tax) },
        { label: t('total'), value: money(sales.total), strong: true },
        { label: t('tips'), value: money(sales.tips) },
        { label: t('refundsCount', { count: sales.refunds_count }), value: money(sales.refunds_total) },
        { label: t('voidsCount', { count: sales.voids_count }), value: money(sales.voids_total) },
      ],
    },
  ];
  if (sales.payments_by_type.length > 0) {
    sections.push({
      title: t('paymentsByType'),
      rows: sales.payments_by_type.map((p) => ({
        label: `${p.payment_type || t('otherPaymentType')} (${p.count})`,
        value: money(p.amount),
      })),
    });
  }
  if (sales.tips_by_staff.length > 0) {
    sections.push({
      title: t('tipsByStaff'),
      rows: sales.tips_by_staff.map((s) => ({
        key: `staff-${s.user_id ?? s.name}`,
        label: s.name || t('unknownStaff'),
        value: money(s.tips),
      })),
    });
  }
  if (shift.movements.length > 0) {
    sections.push({
      title: t('movementsSection'),
      rows: shift.movements.map((m) => ({
        key: `movement-${m.id}`,
        label: t(m.kind === 'pay_in' ? 'movementIn' : 'movementOut', { reason: m.reason }),
        value: m.kind === 'pay_in' ? money(m.amount) : `−${money(m.amount)}`,
      })),
    });
  }
  return sections;
}

export function varianceLabel(variance: number, t: Translate): string {
  if (variance === 0) return t('varianceEven');
  return variance > 0 ? t('varianceOver') : t('varianceShort');
}

export function signedMoney(value: number, money: (major: number) => string): string {
  if (value === 0) return money(0);
  return value > 0 ? `+${money(value)}` : `−${money(-value)}`;
}
