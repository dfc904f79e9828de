import { formatMoney, formatQuantity, REPORT_PERIODS } from '@mise/domain';
import { Boxes } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/input';
import { PERIOD_LABELS } from '../../components/ui/period-filter-dialog';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useInventoryReport } from './api/inventory-api';
import { InventoryHeader } from './inventory-nav';

const PERIODS = REPORT_PERIODS.filter((p) => p !== 'custom');

/** The stock report: what is on hand and worth now, what was used over a period, and the counts in it. */
export function InventoryReportPage() {
  const [type, setType] = useState<string>('last_7days');
  const report = useInventoryReport({ type });
  const data = report.data;
  const money = (amount: number) => formatMoney(Math.round(amount * 100), data?.currency ?? 'USD');

  return (
    <div className="mx-auto max-w-6xl">
      <InventoryHeader description="Stock value, usage over a period and counts." />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <Field label="Period" className="w-56">
          {(ids) => (
            <Select {...ids} value={type} onChange={(e) => setType(e.target.value)}>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
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
        <ErrorState message="Error loading data, Try Later!" onRetry={() => report.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label="Stock value"
              value={money(data.totalValue)}
              icon={Boxes}
              hint="Now, at each cost per unit"
            />
          </div>
          <TableCard
            title="Usage"
            empty="Nothing used, wasted or bought in this period"
            rows={data.usage}
            head={
              <>
                <TH>Ingredient</TH>
                <TH className="text-right">Used by orders</TH>
                <TH className="text-right">Cost of use</TH>
                <TH className="text-right">Wasted</TH>
                <TH className="text-right">Bought</TH>
              </>
            }
          >
            {(u) => (
              <TR key={u.id}>
                <TD className="font-medium">{u.name}</TD>
                <TD className="text-right tabular-nums">{formatQuantity(u.usedMilli, u.unit)}</TD>
                <TD className="text-right tabular-nums">{money(u.usedValue)}</TD>
                <TD className="text-right tabular-nums">{formatQuantity(u.wastedMilli, u.unit)}</TD>
                <TD className="text-right tabular-nums">{formatQuantity(u.purchasedMilli, u.unit)}</TD>
              </TR>
            )}
          </TableCard>
          <TableCard
            title="Counts"
            empty="No counts in this period"
            rows={data.counts}
            head={
              <>
                <TH>Ingredient</TH>
                <TH>Counted</TH>
                <TH className="text-right">Expected</TH>
                <TH className="text-right">Counted</TH>
                <TH className="text-right">Difference</TH>
              </>
            }
          >
            {(c) => (
              <TR key={c.id}>
                <TD className="font-medium">{c.name}</TD>
                <TD className="whitespace-nowrap text-stone-600">
                  {new Date(c.countedAt).toLocaleString(undefined, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                  {c.userName ? ` · ${c.userName}` : ''}
                </TD>
                <TD className="text-right tabular-nums">{formatQuantity(c.expectedMilli, c.unit)}</TD>
                <TD className="text-right tabular-nums">{formatQuantity(c.countedMilli, c.unit)}</TD>
                <TD
                  className={`text-right tabular-nums ${c.varianceMilli < 0 ? 'text-red-700' : 'text-stone-900'}`}
                >
                  {c.varianceMilli > 0 ? '+' : ''}
                  {formatQuantity(c.varianceMilli, c.unit)}
                </TD>
              </TR>
            )}
          </TableCard>
          <TableCard
            title="Stock value"
            empty="No ingredients yet"
            rows={data.stock}
            head={
              <>
                <TH>Ingredient</TH>
                <TH className="text-right">On hand</TH>
                <TH className="text-right">Value</TH>
              </>
            }
          >
            {(item) => (
              <TR key={item.id}>
                <TD className="font-medium">{item.name}</TD>
                <TD className="text-right tabular-nums">{formatQuantity(item.stockMilli, item.unit)}</TD>
                <TD className="text-right tabular-nums">{money(item.value)}</TD>
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
