import { ArrowRight, CalendarClock, ClipboardList, Repeat, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { timeLocale } from '../../lib/relative-time';
import { LowStockCard } from '../inventory/low-stock-card';
import { useDashboard } from './api/dashboard-api';
import { useDashboardText } from './i18n';
import { TopSellingList } from './top-selling-list';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(timeLocale(), { hour: '2-digit', minute: '2-digit' });

/** The dashboard home (spec 1, Dashboard home): today's reservations, top sellers and counters. */
export function DashboardHomePage() {
  const { t } = useDashboardText();
  const { data, isPending, isError, refetch } = useDashboard();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={t('title')}
        description={
          data
            ? t('todayDate', {
                date: new Date(`${data.today}T12:00:00`).toLocaleDateString(timeLocale(), {
                  dateStyle: 'full',
                }),
              })
            : t('todayAtAGlance')
        }
        actions={
          <Link to="/dashboard/reports">
            <Button variant="outline">
              {t('reports')} <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
            </Button>
          </Link>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label={t('orders')} value={data.ordersCount} icon={ClipboardList} />
            <StatCard label={t('newCustomers')} value={data.newCustomerCount} icon={UserPlus} />
            <StatCard label={t('repeatCustomers')} value={data.repeatedCustomerCount} icon={Repeat} />
          </div>
          <LowStockCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{t('todaysReservations')}</CardTitle>
                <CalendarClock className="h-5 w-5 text-stone-500" aria-hidden />
              </CardHeader>
              {data.reservations.length === 0 ? (
                <EmptyState title={t('noReservations')} />
              ) : (
                <ul className="divide-y divide-stone-100" aria-label={t('todaysReservations')}>
                  {data.reservations.map((r) => (
                    <li key={r.id} className="flex items-center gap-3 px-5 py-3">
                      <span className="w-16 shrink-0 text-sm font-semibold text-brand-800 tabular-nums">
                        {time(r.date)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-stone-900">{r.customer_name}</p>
                        <p className="truncate text-xs text-stone-500">{r.customer_id}</p>
                      </div>
                      <span className="flex items-center gap-1 text-sm text-stone-600" title={t('people')}>
                        <Users className="h-4 w-4" aria-hidden />
                        {r.people_count}
                      </span>
                      <Badge>{r.table_title ?? t('noTable')}</Badge>
                      {r.status !== 'booked' ? (
                        <Badge tone={r.status === 'paid' ? 'green' : 'red'}>
                          {t('reservationStatus', { status: r.status })}
                        </Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t('topSelling')}</CardTitle>
                <span className="text-xs text-stone-500">{t('today')}</span>
              </CardHeader>
              <TopSellingList
                items={data.topSellingItems}
                currency={data.currency}
                emptyText={t('noTopSelling')}
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
