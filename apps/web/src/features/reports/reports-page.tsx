import { REPORT_PERIODS } from '@mise/domain';
import {
  Banknote,
  ClipboardList,
  ConciergeBell,
  Landmark,
  Percent,
  Receipt,
  Repeat,
  ShoppingBag,
  TrendingUp,
  UserPlus,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import {
  describePeriod,
  type PeriodFilter,
  PeriodFilterButton,
  PeriodFilterDialog,
} from '../../components/ui/period-filter-dialog';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { useLiveRefetch } from '../../lib/use-live-query';
import { TopSellingList } from '../dashboard/top-selling-list';
import { reportsKey, useReport } from './api/reports-api';
import { useReportsText } from './i18n';
import { PaymentsByType } from './payments-by-type';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** Reports (spec 2 section 2.6): period filter without tomorrow (default today), tiles, top sellers, chart. */
export function ReportsPage() {
  const { t } = useReportsText();
  const format = useFormat();
  const [period, setPeriod] = useState<PeriodFilter<string>>({ type: 'today', from: '', to: '' });
  const [filterOpen, setFilterOpen] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useReport(period);
  // Sales, payments and refunds of other tills show here as they happen.
  useLiveRefetch(reportsKey, { events: ['new_order', 'order_update', 'invoice_update'] });
  const label = describePeriod(period);
  const money = (amount: number) => format.money(Math.round(amount * 100), data?.currency ?? 'USD');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={t('reports')}
        description={
          data
            ? data.from === data.to
              ? t('periodOneDay', { label, date: data.from })
              : t('periodDays', { label, from: data.from, to: data.to })
            : label
        }
        actions={
          <>
            <Link
              to="/dashboard/reports/end-of-day"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
            >
              {t('endOfDay')}
            </Link>
            <PeriodFilterButton onClick={() => setFilterOpen(true)} />
          </>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      ) : (
        <div className={cn('space-y-6 transition-opacity', isFetching && 'opacity-60')}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label={t('orders')} value={data.ordersCount} icon={ClipboardList} />
            <StatCard label={t('newCustomers')} value={data.newCustomers} icon={UserPlus} />
            <StatCard label={t('repeatCustomers')} value={data.repeatedCustomers} icon={Repeat} />
            <StatCard label={t('totalCustomers')} value={data.totalCustomers} icon={Users} />
            <StatCard
              label={t('averageOrderValue')}
              value={money(data.averageOrderValue)}
              icon={TrendingUp}
              hint={t('overPaidBills', { count: data.invoicesCount })}
            />
            <StatCard
              label={t('netRevenue')}
              value={money(data.netRevenue)}
              icon={Banknote}
              hint={t('excludingTax')}
            />
            <StatCard label={t('taxTotal')} value={money(data.taxTotal)} icon={Landmark} />
            <StatCard label={t('revenueTotal')} value={money(data.revenueTotal)} icon={Receipt} />
            <StatCard
              label={t('grossSales')}
              value={money(data.grossSales)}
              icon={ShoppingBag}
              hint={t('grossSalesHint')}
            />
            <StatCard
              label={t('discounts')}
              value={money(data.discountsTotal)}
              icon={Percent}
              hint={t('discountsHint')}
            />
            <StatCard
              label={t('serviceCharge')}
              value={money(data.serviceChargeTotal)}
              icon={ConciergeBell}
              hint={t('serviceChargeHint')}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('revenuePerDay')}</CardTitle>
              <span className="text-xs text-stone-500">{label}</span>
            </CardHeader>
            <CardBody>
              {data.revenueTotal === 0 ? (
                <EmptyState title={t('noRevenue')} />
              ) : (
                <Suspense fallback={<LoadingState />}>
                  <RevenueChart days={data.revenueByDay} currency={data.currency} />
                </Suspense>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('payments')}</CardTitle>
              <span className="text-xs text-stone-500">{label}</span>
            </CardHeader>
            <PaymentsByType report={data} periodLabel={label} />
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('topSellingItems')}</CardTitle>
              <span className="text-xs text-stone-500">{label}</span>
            </CardHeader>
            <TopSellingList
              items={data.topSellingItems}
              currency={data.currency}
              emptyText={t('noTopSelling', { period: label })}
            />
          </Card>
        </div>
      )}
      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title={t('reportPeriod')}
        periods={REPORT_PERIODS}
        value={period}
        onApply={setPeriod}
      />
    </div>
  );
}
