import { formatMoney, REPORT_PERIODS } from '@mise/domain';
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
import { cn } from '../../lib/cn';
import { useLiveRefetch } from '../../lib/use-live-query';
import { TopSellingList } from '../dashboard/top-selling-list';
import { reportsKey, useReport } from './api/reports-api';
import { PaymentsByType } from './payments-by-type';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** Reports (spec 2 section 2.6): period filter without tomorrow (default today), tiles, top sellers, chart. */
export function ReportsPage() {
  const [period, setPeriod] = useState<PeriodFilter<string>>({ type: 'today', from: '', to: '' });
  const [filterOpen, setFilterOpen] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useReport(period);
  // Sales, payments and refunds of other tills show here as they happen.
  useLiveRefetch(reportsKey, { events: ['new_order', 'order_update', 'invoice_update'] });
  const label = describePeriod(period);
  const money = (amount: number) => formatMoney(Math.round(amount * 100), data?.currency ?? 'USD');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Reports"
        description={
          data ? `${label} · ${data.from === data.to ? data.from : `${data.from} to ${data.to}`}` : label
        }
        actions={
          <>
            <Link
              to="/dashboard/reports/end-of-day"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
            >
              End of Day
            </Link>
            <PeriodFilterButton onClick={() => setFilterOpen(true)} />
          </>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error Loading Reports Data, Please try later!" onRetry={() => refetch()} />
      ) : (
        <div className={cn('space-y-6 transition-opacity', isFetching && 'opacity-60')}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Orders" value={data.ordersCount} icon={ClipboardList} />
            <StatCard label="New Customers" value={data.newCustomers} icon={UserPlus} />
            <StatCard label="Repeat Customers" value={data.repeatedCustomers} icon={Repeat} />
            <StatCard label="Total Customers" value={data.totalCustomers} icon={Users} />
            <StatCard
              label="Average Order Value"
              value={money(data.averageOrderValue)}
              icon={TrendingUp}
              hint={`Over ${data.invoicesCount} paid ${data.invoicesCount === 1 ? 'bill' : 'bills'}`}
            />
            <StatCard
              label="Net Revenue"
              value={money(data.netRevenue)}
              icon={Banknote}
              hint="Excluding tax"
            />
            <StatCard label="Tax Total" value={money(data.taxTotal)} icon={Landmark} />
            <StatCard label="Revenue Total" value={money(data.revenueTotal)} icon={Receipt} />
            <StatCard
              label="Gross Sales"
              value={money(data.grossSales)}
              icon={ShoppingBag}
              hint="Excluding tax, before discounts"
            />
            <StatCard
              label="Discounts"
              value={money(data.discountsTotal)}
              icon={Percent}
              hint="Gross sales less discounts is net revenue"
            />
            <StatCard
              label="Service Charge"
              value={money(data.serviceChargeTotal)}
              icon={ConciergeBell}
              hint="For the house, excluding tax: net revenue + service charge + tax = revenue total"
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Revenue per day</CardTitle>
              <span className="text-xs text-stone-500">{label}</span>
            </CardHeader>
            <CardBody>
              {data.revenueTotal === 0 ? (
                <EmptyState title="No revenue in this period" />
              ) : (
                <Suspense fallback={<LoadingState />}>
                  <RevenueChart days={data.revenueByDay} currency={data.currency} />
                </Suspense>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Payments</CardTitle>
              <span className="text-xs text-stone-500">{label}</span>
            </CardHeader>
            <PaymentsByType report={data} periodLabel={label} />
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Top Selling Items</CardTitle>
              <span className="text-xs text-stone-500">{label}</span>
            </CardHeader>
            <TopSellingList
              items={data.topSellingItems}
              currency={data.currency}
              emptyText={`No Top Selling items found for ${label}!`}
            />
          </Card>
        </div>
      )}
      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title="Report period"
        periods={REPORT_PERIODS}
        value={period}
        onApply={setPeriod}
      />
    </div>
  );
}
