import type { TRevenueDay } from '@mise/contracts';
import { currencySymbol } from '@mise/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../i18n/format';
import { directionOf } from '../../i18n/i18n';
import { useReportsText } from './i18n';

/** Revenue per local day of the period (loaded on its own: the chart library is large). */
export default function RevenueChart({ days, currency }: { days: TRevenueDay[]; currency: string }) {
  const { t } = useReportsText();
  const format = useFormat();
  const dayLabel = (date: string) => format.date(`${date}T12:00:00`, { month: 'short', day: 'numeric' });
  // Right to left (Arabic): the days run from the right and the amounts stand on the right.
  const rtl = directionOf(format.locale) === 'rtl';
  const symbol = currencySymbol(currency);
  // English keeps its "$1,200" axis; another language writes whole amounts its own way.
  const axisMoney = (v: number) =>
    format.locale === 'en'
      ? `${symbol}${format.number(v)}`
      : format.number(v, { style: 'currency', currency, maximumFractionDigits: 0 });
  return (
    <div className="h-72 w-full" role="img" aria-label={t('revenuePerDay')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: rtl ? 0 : 8, bottom: 0, left: rtl ? 8 : 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={dayLabel}
            tick={{ fontSize: 12, fill: '#78716c' }}
            tickLine={false}
            axisLine={false}
            minTickGap={12}
          />
          <YAxis
            tickFormatter={axisMoney}
            orientation={rtl ? 'right' : 'left'}
            tick={{ fontSize: 12, fill: '#78716c' }}
            tickLine={false}
            axisLine={false}
            width={72}
          />
          <Tooltip
            cursor={{ fill: '#f5f5f4' }}
            labelFormatter={(label) => dayLabel(String(label))}
            formatter={(value) => [format.money(Math.round(Number(value) * 100), currency), t('revenue')]}
          />
          <Bar dataKey="total" fill="var(--color-brand-600, #b45309)" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
