import type { TEndOfDay } from '@mise/contracts';
import type { ReportSection } from '../../components/ui/report-sections';
import { signedMoney, type Translate, varianceLabel } from '../shifts/shift-report-model';

const hourLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/**
 * The Z report as titled rows, the same on screen and on receipt paper, in the language of the
 * end of day's catalogue `t` (issue 23).
 */
export function endOfDaySections(
  z: TEndOfDay,
  money: (major: number) => string,
  t: Translate,
): ReportSection[] {
  const sections: ReportSection[] = [
    {
      title: t('salesSection'),
      rows: [
        { label: t('orders'), value: String(z.orders_count) },
        { label: t('covers'), value: String(z.covers) },
        { label: t('invoices'), value: String(z.invoices_count) },
        { label: t('grossSales'), value: money(z.gross_sales) },
        { label: t('discounts'), value: signedMoney(-z.discounts, money) },
        { label: t('compsCount', { count: z.comps_count }), value: signedMoney(-z.comps, money) },
        { label: t('netSales'), value: money(z.net_sales), strong: true },
        { label: t('serviceCharge'), value: money(z.service_charge) },
        { label: t('tax'), value: money(z.tax_total) },
        { label: t('total'), value: money(z.total), strong: true },
        { label: t('voidsCount', { count: z.voids_count }), value: money(z.voids) },
      ],
    },
    {
      title: t('takingsSection'),
      rows: [
        ...z.payments_by_type.map((p) => ({
          key: `type-${p.payment_type}`,
          label: `${p.payment_type || t('otherPaymentType')} (${p.count})`,
          value: money(p.amount),
        })),
        { label: t('refundsCount', { count: z.refunds_count }), value: signedMoney(-z.refunds, money) },
        { label: t('netTakings'), value: money(z.net_takings), strong: true },
        { label: t('tips'), value: money(z.tips) },
      ],
    },
    {
      title: t('cashDrawerSection'),
      rows: [
        { label: t('shiftsClosed'), value: String(z.cash.shifts_closed) },
        { label: t('expected'), value: money(z.cash.expected) },
        { label: t('counted'), value: money(z.cash.counted) },
        {
          label: varianceLabel(z.cash.variance, t),
          value: signedMoney(z.cash.variance, money),
          strong: true,
        },
      ],
    },
  ];
  const lists: Array<[string, ReportSection['rows']]> = [
    [
      t('taxByRate'),
      z.tax_by_rate.map((r) => ({
        key: `rate-${r.rate}`,
        label: `${r.rate}% ${r.title}`.trim(),
        value: money(r.amount),
      })),
    ],
    [
      t('tipsByStaff'),
      z.tips_by_staff.map((s) => ({
        key: `tips-${s.user_id ?? s.name}`,
        label: s.name || t('unknownStaff'),
        value: money(s.tips),
      })),
    ],
    [
      t('salesByCategory'),
      z.by_category.map((c) => ({
        key: `cat-${c.category}`,
        label: `${c.category} (${c.quantity})`,
        value: money(c.net_sales),
      })),
    ],
    [
      t('salesByHour'),
      z.by_hour.map((h) => ({
        key: `hour-${h.hour}`,
        label: `${hourLabel(h.hour)} (${h.invoices})`,
        value: money(h.total),
      })),
    ],
    [
      t('salesByStaff'),
      z.by_staff.map((s, index) => ({
        key: `staff-${index}`,
        label: t('staffOrders', { name: s.name || t('unknownStaff'), count: s.orders }),
        value: money(s.net_sales),
      })),
    ],
    [
      t('topItems'),
      z.top_items.map((i) => ({
        key: `item-${i.item_id ?? i.title}`,
        label: i.title,
        value: `× ${i.orders_count}`,
      })),
    ],
  ];
  for (const [title, rows] of lists) if (rows.length > 0) sections.push({ title, rows });
  return sections;
}
