import type { TEndOfDay } from '@mise/contracts';
import { stringify } from 'csv-stringify/sync';
import { defuseCell } from '../../lib/csv';

/**
 * The Z report as CSV for the accountant: one row per figure (section, figure, value), amounts in
 * major units with two decimals. Text cells (names, categories, payment types) are defused.
 */
export function endOfDayCsv(z: TEndOfDay): string {
  const amount = (major: number) => major.toFixed(2);
  const rows: Array<[string, string, string | number]> = [];
  const add = (section: string, label: string, value: string | number) => rows.push([section, label, value]);
  add('Day', 'Date', z.date);
  add('Day', 'Status', z.status);
  add('Day', 'Currency', z.currency);
  if (z.closed_at) add('Day', 'Closed at', z.closed_at);
  add('Sales', 'Orders', z.orders_count);
  add('Sales', 'Covers', z.covers);
  add('Sales', 'Invoices', z.invoices_count);
  add('Sales', 'Gross sales', amount(z.gross_sales));
  add('Sales', 'Discounts', amount(z.discounts));
  add('Sales', `Comps (${z.comps_count})`, amount(z.comps));
  add('Sales', 'Net sales', amount(z.net_sales));
  add('Sales', 'Service charge', amount(z.service_charge));
  add('Sales', 'Tax', amount(z.tax_total));
  add('Sales', 'Total', amount(z.total));
  add('Sales', `Voids (${z.voids_count})`, amount(z.voids));
  add('Sales', `Refunds (${z.refunds_count})`, amount(z.refunds));
  add('Sales', 'Net takings', amount(z.net_takings));
  add('Sales', 'Tips', amount(z.tips));
  for (const t of z.tax_by_rate) add('Tax by rate', `${t.rate}% ${t.title}`.trim(), amount(t.amount));
  for (const p of z.payments_by_type)
    add('Payments by type', `${p.payment_type || 'Other'} (${p.count})`, amount(p.amount));
  for (const s of z.tips_by_staff) add('Tips by staff', s.name || 'Unknown', amount(s.tips));
  add('Cash drawer', 'Shifts closed', z.cash.shifts_closed);
  add('Cash drawer', 'Expected', amount(z.cash.expected));
  add('Cash drawer', 'Counted', amount(z.cash.counted));
  add('Cash drawer', 'Variance', amount(z.cash.variance));
  for (const c of z.by_category)
    add('Sales by category', `${c.category} (${c.quantity})`, amount(c.net_sales));
  for (const h of z.by_hour)
    add('Sales by hour', `${String(h.hour).padStart(2, '0')}:00 (${h.invoices})`, amount(h.total));
  for (const s of z.by_staff)
    add('Sales by staff', `${s.name || 'Unknown'} (${s.orders})`, amount(s.net_sales));
  for (const i of z.top_items) add('Top items', i.title, i.orders_count);
  return stringify([
    ['Section', 'Figure', 'Value'],
    ...rows.map(([section, label, value]) => [section, defuseCell(label), value]),
  ]);
}
