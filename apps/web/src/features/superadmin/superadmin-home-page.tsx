import { annualRecurringRevenueMinor, formatCompactUsd, monthlyRecurringRevenueMinor } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Building2, ClipboardList, DollarSign, Repeat, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useAppInfo } from '../app-info/use-app-info';
import { superadminDashboardKey, useSuperadminDashboard } from './api/dashboard-api';
import { ExchangeRatesCard } from './exchange-rates-card';
import { useSuperadminText } from './i18n';
import { ConversionNote, SalesTooltip, useFormatUsd } from './sales-volume';

/** The operator's dashboard (spec 2 section 2.16). */
export function SuperadminHomePage() {
  const { t } = useSuperadminText();
  const formatUsd = useFormatUsd();
  const { data, isPending, isError, refetch } = useSuperadminDashboard();
  const { data: appInfo } = useAppInfo();
  const queryClient = useQueryClient();
  const billingOff = appInfo && !appInfo.billingEnabled ? t('billingOff') : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title={t('dashboardTitle')}
        description={t('dashboardDescription')}
        actions={
          <Link to="/superadmin/dashboard/reports">
            <Button variant="outline">
              {t('navReports')} <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
            </Button>
          </Link>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('dashboardLoadFailed')} onRetry={() => refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <StatCard label={t('activeTenants')} value={data.activeTenants} icon={Building2} />
          <StatCard
            label={t('mrr')}
            value={formatCompactUsd(monthlyRecurringRevenueMinor(data.mrr))}
            icon={Repeat}
            hint={billingOff ?? t('payingTenants', { count: data.mrr })}
          />
          <StatCard
            label={t('arr')}
            value={formatCompactUsd(annualRecurringRevenueMinor(data.arr))}
            icon={TrendingUp}
            hint={billingOff}
          />
          <StatCard
            label={t('salesVolumeToday')}
            value={formatUsd(data.salesVolumeToday)}
            icon={DollarSign}
            extra={<SalesTooltip />}
            hint={<ConversionNote conversion={data.salesConversion} />}
          />
          <StatCard
            label={t('ordersProcessedToday')}
            value={data.ordersProcessedToday}
            icon={ClipboardList}
          />
        </div>
      )}
      <ExchangeRatesCard
        onChanged={() => queryClient.invalidateQueries({ queryKey: superadminDashboardKey })}
      />
    </div>
  );
}
