import type { TRevenueDay } from '@mise/contracts';
import { currencySymbol, formatMoney } from '@mise/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Revenue per local day of the period (loaded on its own: the chart library is large). */
export default function RevenueChart({ days, currency }: { days: TRevenueDay[]; currency: string }) {
  const symbol = currencySymbol(currency);
  return (
    <div className="h-72 w-full" role="img" aria-label="Revenue per day">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
          <XAxis
            dataKey="date"
            tickFormatter={dayLabel}
            tick={{ fontSize: 12, fill: '#78716c' }}
            tickLine={false}
            axisLine={false}
            minTickGap={12}
          />
          <YAxis
            tickFormatter={(v: number) => `${symbol}${v.toLocaleString()}`}
            tick={{ fontSize: 12, fill: '#78716c' }}
            tickLine={false}
            axisLine={false}
            width={72}
          />
          <Tooltip
            cursor={{ fill: '#f5f5f4' }}
            labelFormatter={(label) => dayLabel(String(label))}
            formatter={(value) => [formatMoney(Math.round(Number(value) * 100), currency), 'Revenue']}
          />
          <Bar dataKey="total" fill="var(--color-brand-600, #b45309)" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
