import type { TEndOfDay } from '@mise/contracts';
import type { ReportSection } from '../../components/ui/report-sections';
import { signedMoney, varianceLabel } from '../shifts/shift-report-model';

const hourLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** The Z report as titled rows, the same on screen and on receipt paper. */
export function endOfDaySections(z: TEndOfDay, money: (major: number) => string): ReportSection[] {
  const sections: ReportSection[] = [
    {
      title: 'Sales',
      rows: [
        { label: 'Orders', value: String(z.orders_count) },
        { label: 'Covers', value: String(z.covers) },
        { label: 'Invoices', value: String(z.invoices_count) },
        { label: 'Gross sales', value: money(z.gross_sales) },
        { label: 'Discounts', value: signedMoney(-z.discounts, money) },
        { label: `Comps (${z.comps_count})`, value: signedMoney(-z.comps, money) },
        { label: 'Net sales', value: money(z.net_sales), strong: true },
        { label: 'Service charge', value: money(z.service_charge) },
        { label: 'Tax', value: money(z.tax_total) },
        { label: 'Total', value: money(z.total), strong: true },
        { label: `Voids (${z.voids_count})`, value: money(z.voids) },
      ],
    },
    {
      title: 'Takings',
      rows: [
        ...z.payments_by_type.map((p) => ({
          key: `type-${p.payment_type}`,
          label: `${p.payment_type || 'Other'} (${p.count})`,
          value: money(p.amount),
        })),
        { label: `Refunds (${z.refunds_count})`, value: signedMoney(-z.refunds, money) },
        { label: 'Net takings', value: money(z.net_takings), strong: true },
        { label: 'Tips', value: money(z.tips) },
      ],
    },
    {
      title: 'Cash drawer',
      rows: [
        { label: 'Shifts closed', value: String(z.cash.shifts_closed) },
        { label: 'Expected', value: money(z.cash.expected) },
        { label: 'Counted', value: money(z.cash.counted) },
        { label: varianceLabel(z.cash.variance), value: signedMoney(z.cash.variance, money), strong: true },
      ],
    },
  ];
  const lists: Array<[string, ReportSection['rows']]> = [
    [
      'Tax by rate',
      z.tax_by_rate.map((t) => ({
        key: `rate-${t.rate}`,
        label: `${t.rate}% ${t.title}`.trim(),
        value: money(t.amount),
      })),
    ],
    [
      'Tips by staff',
      z.tips_by_staff.map((s) => ({
        key: `tips-${s.user_id ?? s.name}`,
        label: s.name || 'Unknown',
        value: money(s.tips),
      })),
    ],
    [
      'Sales by category',
      z.by_category.map((c) => ({
        key: `cat-${c.category}`,
        label: `${c.category} (${c.quantity})`,
        value: money(c.net_sales),
      })),
    ],
    [
      'Sales by hour',
      z.by_hour.map((h) => ({
        key: `hour-${h.hour}`,
        label: `${hourLabel(h.hour)} (${h.invoices})`,
        value: money(h.total),
      })),
    ],
    [
      'Sales by staff',
      z.by_staff.map((s, index) => ({
        key: `staff-${index}`,
        label: `${s.name || 'Unknown'} (${s.orders} ${s.orders === 1 ? 'order' : 'orders'})`,
        value: money(s.net_sales),
      })),
    ],
    [
      'Top items',
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
