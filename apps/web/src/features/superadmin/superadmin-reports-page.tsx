import {
  annualRecurringRevenueMinor,
  formatCompactUsd,
  monthlyRecurringRevenueMinor,
  REPORT_PERIODS,
} from '@mise/domain';
import { Building2, ClipboardList, DollarSign, Repeat, TrendingUp, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import {
  describePeriod,
  PeriodFilterButton,
  PeriodFilterDialog,
} from '../../components/ui/period-filter-dialog';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { type ReportParams, useSuperadminReport } from './api/reports-api';
import { useSuperadminText } from './i18n';
import { ConversionNote, SalesTooltip, useFormatUsd } from './sales-volume';

/** Platform-wide reports for a period (spec 2 section 3, "Superadmin reports"); default today. */
export function SuperadminReportsPage() {
  const { t } = useSuperadminText();
  const formatUsd = useFormatUsd();
  const [params, setParams] = useState<ReportParams>({ type: 'today', from: '', to: '' });
  const [filterOpen, setFilterOpen] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useSuperadminReport(params);
  const periodLabel = describePeriod(params);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={t('navReports')}
        description={t('reportsDescription', { period: periodLabel })}
        actions={<PeriodFilterButton onClick={() => setFilterOpen(true)} />}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('reportsLoadFailed')} onRetry={() => refetch()} />
      ) : (
        <div className={cn('space-y-6 transition-opacity', isFetching && 'opacity-60')}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard
              label={t('salesVolume')}
              value={formatUsd(data.salesVolume)}
              icon={DollarSign}
              extra={<SalesTooltip />}
              hint={<ConversionNote conversion={data.salesConversion} />}
            />
            <StatCard label={t('ordersProcessed')} value={data.ordersProcessed} icon={ClipboardList} />
            <StatCard label={t('activeTenants')} value={data.activeTenants} icon={Building2} />
            <StatCard
              label={t('mrr')}
              value={formatCompactUsd(monthlyRecurringRevenueMinor(data.mrr))}
              icon={Repeat}
            />
            <StatCard
              label={t('arr')}
              value={formatCompactUsd(annualRecurringRevenueMinor(data.arr))}
              icon={TrendingUp}
            />
            <StatCard label={t('totalCustomers')} value={data.totalCustomers} icon={UserRound} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('topSellingItems')}</CardTitle>
              <span className="text-xs text-stone-500">{periodLabel}</span>
            </CardHeader>
            {data.topSellingItems.length === 0 ? (
              <EmptyState title={t('noTopSelling', { period: periodLabel })} />
            ) : (
              <CardBody>
                <Table>
                  <THead>
                    <tr>
                      <TH>#</TH>
                      <TH>{t('item')}</TH>
                      <TH>{t('store')}</TH>
                      <TH className="text-end">{t('qty')}</TH>
                    </tr>
                  </THead>
                  <TBody>
                    {data.topSellingItems.map((item, index) => (
                      <TR key={`${item.tenant_id}-${item.item_id}-${item.title}`}>
                        <TD className="text-stone-500">{index + 1}</TD>
                        <TD className="font-medium text-stone-900">{item.title}</TD>
                        <TD>{item.tenant_name}</TD>
                        <TD>
                          <div className="flex items-center justify-end gap-3">
                            <div
                              className="hidden h-2 w-32 overflow-hidden rounded-full bg-stone-100 sm:block"
                              aria-hidden
                            >
                              <div
                                className="h-full rounded-full bg-brand-600"
                                style={{ width: `${(item.qty / data.topSellingItems[0].qty) * 100}%` }}
                              />
                            </div>
                            <span className="w-10 text-end tabular-nums">{item.qty}</span>
                          </div>
                        </TD>
                      </TR>
                    ))}
                  </TBody>
                </Table>
              </CardBody>
            )}
          </Card>
        </div>
      )}
      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title={t('reportPeriod')}
        periods={REPORT_PERIODS}
        value={params}
        onApply={setParams}
      />
    </div>
  );
}
