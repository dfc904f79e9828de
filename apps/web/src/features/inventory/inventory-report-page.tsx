import { type Period, REPORT_PERIODS } from '@mise/domain';
import { Boxes } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/input';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { useInventoryReport } from './api/inventory-api';
import { useInventoryText } from './i18n';
import { InventoryHeader } from './inventory-nav';
import { useQuantity } from './quantity';

const PERIODS = REPORT_PERIODS.filter((p) => p !== 'custom');

/** Each period's catalogue key ("Last 7 days"). */
const PERIOD_LABELS: Record<Period, string> = {
  today: 'periodToday',
  tomorrow: 'periodTomorrow',
  yesterday: 'periodYesterday',
  last_7days: 'periodLast7Days',
  this_month: 'periodThisMonth',
  last_month: 'periodLastMonth',
  custom: 'periodCustom',
};

/** The stock report: what is on hand and worth now, what was used over a period, and the counts in it. */
export function InventoryReportPage() {
  const { t } = useInventoryText();
  const format = useFormat();
  const { quantity, signed } = useQuantity();
  const [type, setType] = useState<string>('last_7days');
  const report = useInventoryReport({ type });
  const data = report.data;
  const money = (amount: number) => format.money(Math.round(amount * 100), data?.currency ?? 'USD');

  return (
    <div className="mx-auto max-w-6xl">
      <InventoryHeader description={t('reportDescription')} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <Field label={t('period')} className="w-56">
          {(ids) => (
            <Select {...ids} value={type} onChange={(e) => setType(e.target.value)}>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(PERIOD_LABELS[p])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {data ? (
          <p className="text-sm text-stone-500">
            {data.range.from === data.range.to ? data.range.from : `${data.range.from} – ${data.range.to}`}
          </p>
        ) : null}
      </div>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError || !data ? (
        <ErrorState message={t('errorLoading')} onRetry={() => report.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label={t('stockValue')}
              value={money(data.totalValue)}
              icon={Boxes}
              hint={t('stockValueHint')}
            />
          </div>
          <TableCard
            title={t('usage')}
            empty={t('usageEmpty')}
            rows={data.usage}
            head={
              <>
                <TH>{t('ingredient')}</TH>
                <TH className="text-end">{t('usedByOrders')}</TH>
                <TH className="text-end">{t('costOfUse')}</TH>
                <TH className="text-end">{t('wasted')}</TH>
                <TH className="text-end">{t('bought')}</TH>
              </>
            }
          >
            {(u) => (
              <TR key={u.id}>
                <TD className="font-medium">{u.name}</TD>
                <TD className="text-end tabular-nums">{quantity(u.usedMilli, u.unit)}</TD>
                <TD className="text-end tabular-nums">{money(u.usedValue)}</TD>
                <TD className="text-end tabular-nums">{quantity(u.wastedMilli, u.unit)}</TD>
                <TD className="text-end tabular-nums">{quantity(u.purchasedMilli, u.unit)}</TD>
              </TR>
            )}
          </TableCard>
          <TableCard
            title={t('counts')}
            empty={t('countsEmpty')}
            rows={data.counts}
            head={
              <>
                <TH>{t('ingredient')}</TH>
                <TH>{t('counted')}</TH>
                <TH className="text-end">{t('expected')}</TH>
                <TH className="text-end">{t('counted')}</TH>
                <TH className="text-end">{t('difference')}</TH>
              </>
            }
          >
            {(c) => (
              <TR key={c.id}>
                <TD className="font-medium">{c.name}</TD>
                <TD className="whitespace-nowrap text-stone-600">
                  {format.date(c.countedAt, { dateStyle: 'short', timeStyle: 'short' })}
                  {c.userName ? ` · ${c.userName}` : ''}
                </TD>
                <TD className="text-end tabular-nums">{quantity(c.expectedMilli, c.unit)}</TD>
                <TD className="text-end tabular-nums">{quantity(c.countedMilli, c.unit)}</TD>
                <TD
                  className={`text-end tabular-nums ${c.varianceMilli < 0 ? 'text-red-700' : 'text-stone-900'}`}
                >
                  {signed(c.varianceMilli, c.unit)}
                </TD>
              </TR>
            )}
          </TableCard>
          <TableCard
            title={t('stockValue')}
            empty={t('noIngredientsYet')}
            rows={data.stock}
            head={
              <>
                <TH>{t('ingredient')}</TH>
                <TH className="text-end">{t('onHand')}</TH>
                <TH className="text-end">{t('value')}</TH>
              </>
            }
          >
            {(item) => (
              <TR key={item.id}>
                <TD className="font-medium">{item.name}</TD>
                <TD className="text-end tabular-nums">{quantity(item.stockMilli, item.unit)}</TD>
                <TD className="text-end tabular-nums">{money(item.value)}</TD>
              </TR>
            )}
          </TableCard>
        </div>
      )}
    </div>
  );
}

/** One section of the report: its title, then its table (named by the title) or what is empty. */
function TableCard<T>({
  title,
  empty,
  rows,
  head,
  children,
}: {
  title: string;
  empty: string;
  rows: T[];
  head: ReactNode;
  children: (row: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label={title}>
            <THead>
              <tr>{head}</tr>
            </THead>
            <TBody>{rows.map(children)}</TBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
