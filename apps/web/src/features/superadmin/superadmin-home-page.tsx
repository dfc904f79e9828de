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
import { ConversionNote, formatUsd, SalesTooltip } from './sales-volume';

/** The operator's dashboard (spec 2 section 2.16). */
export function SuperadminHomePage() {
  const { data, isPending, isError, refetch } = useSuperadminDashboard();
  const { data: appInfo } = useAppInfo();
  const queryClient = useQueryClient();
  const billingOff = appInfo && !appInfo.billingEnabled ? 'Billing is off on this server.' : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        description="Tenants, revenue and today's activity across every store."
        actions={
          <Link to="/superadmin/dashboard/reports">
            <Button variant="outline">
              Reports <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </Link>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error loading dashboard, Please try later..." onRetry={() => refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <StatCard label="Active Tenants" value={data.activeTenants} icon={Building2} />
          <StatCard
            label="MRR"
            value={formatCompactUsd(monthlyRecurringRevenueMinor(data.mrr))}
            icon={Repeat}
            hint={billingOff ?? `${data.mrr} paying ${data.mrr === 1 ? 'tenant' : 'tenants'}`}
          />
          <StatCard
            label="ARR"
            value={formatCompactUsd(annualRecurringRevenueMinor(data.arr))}
            icon={TrendingUp}
            hint={billingOff}
          />
          <StatCard
            label="Store Sales Volume Today"
            value={formatUsd(data.salesVolumeToday)}
            icon={DollarSign}
            extra={<SalesTooltip />}
            hint={<ConversionNote conversion={data.salesConversion} />}
          />
          <StatCard label="Orders Processed Today" value={data.ordersProcessedToday} icon={ClipboardList} />
        </div>
      )}
      <ExchangeRatesCard
        onChanged={() => queryClient.invalidateQueries({ queryKey: superadminDashboardKey })}
      />
    </div>
  );
}
