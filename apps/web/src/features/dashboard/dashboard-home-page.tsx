import { ArrowRight, CalendarClock, ClipboardList, Repeat, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { LowStockCard } from '../inventory/low-stock-card';
import { useDashboard } from './api/dashboard-api';
import { TopSellingList } from './top-selling-list';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The dashboard home (spec 1, Dashboard home): today's reservations, top sellers and counters. */
export function DashboardHomePage() {
  const { data, isPending, isError, refetch } = useDashboard();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        description={
          data
            ? `Today, ${new Date(`${data.today}T12:00:00`).toLocaleDateString(undefined, { dateStyle: 'full' })}`
            : 'Today at a glance'
        }
        actions={
          <Link to="/dashboard/reports">
            <Button variant="outline">
              Reports <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </Link>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error Loading Dashboard Data, Please try later!" onRetry={() => refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Orders" value={data.ordersCount} icon={ClipboardList} />
            <StatCard label="New Registered Customers" value={data.newCustomerCount} icon={UserPlus} />
            <StatCard label="Repeat Customers" value={data.repeatedCustomerCount} icon={Repeat} />
          </div>
          <LowStockCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Today's Reservations</CardTitle>
                <CalendarClock className="h-5 w-5 text-stone-500" aria-hidden />
              </CardHeader>
              {data.reservations.length === 0 ? (
                <EmptyState title="No Reservation found for Today!" />
              ) : (
                <ul className="divide-y divide-stone-100" aria-label="Today's Reservations">
                  {data.reservations.map((r) => (
                    <li key={r.id} className="flex items-center gap-3 px-5 py-3">
                      <span className="w-16 shrink-0 text-sm font-semibold text-brand-800 tabular-nums">
                        {time(r.date)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-stone-900">{r.customer_name}</p>
                        <p className="truncate text-xs text-stone-500">{r.customer_id}</p>
                      </div>
                      <span className="flex items-center gap-1 text-sm text-stone-600" title="People">
                        <Users className="h-4 w-4" aria-hidden />
                        {r.people_count}
                      </span>
                      <Badge>{r.table_title ?? 'No table'}</Badge>
                      {r.status !== 'booked' ? (
                        <Badge tone={r.status === 'paid' ? 'green' : 'red'}>{r.status}</Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Top Selling Items</CardTitle>
                <span className="text-xs text-stone-500">Today</span>
              </CardHeader>
              <TopSellingList
                items={data.topSellingItems}
                currency={data.currency}
                emptyText="No Top Selling items found for Today!"
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
