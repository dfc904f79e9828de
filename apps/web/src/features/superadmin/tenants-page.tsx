import type { TenantStatus, TTenantRow } from '@mise/contracts';
import { PERIODS, type Period } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Download, History, Pencil, Plus, Trash2, Upload, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm';
import { SearchInput, Select } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import {
  describePeriod,
  type PeriodFilter,
  PeriodFilterButton,
  PeriodFilterDialog,
} from '../../components/ui/period-filter-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { withToast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAppInfo } from '../app-info/use-app-info';
import { ImportStoreDialog } from '../store-data/import-store-dialog';
import {
  deleteTenant,
  getTenantsForExport,
  tenantsKey,
  useTenantCounts,
  useTenants,
} from './api/tenants-api';
import { downloadText, toCsv } from './csv';
import { useSuperadminText } from './i18n';
import { TenantFormDialog } from './tenant-form-dialog';

const SEARCH_DEBOUNCE_MS = 800;
const PAGE_SIZES = [5, 10, 25, 50];
const EXPORT_COLUMNS = ['name', 'email', 'is_active', 'subscription_start', 'subscription_end'] as const;
const TABS: Array<{ status: TenantStatus; labelKey: string }> = [
  { status: 'active', labelKey: 'tabActive' },
  { status: 'inactive', labelKey: 'tabInactive' },
  { status: 'all', labelKey: 'tabAll' },
];
const NO_PERIOD: PeriodFilter = { type: '', from: '', to: '' };

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** The operator's tenants (spec 2 sections 2.16, 4 and 9). */
export function TenantsPage() {
  const { t } = useSuperadminText();
  const [status, setStatus] = useState<TenantStatus>('active');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [period, setPeriod] = useState<PeriodFilter>(NO_PERIOD);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const [filterOpen, setFilterOpen] = useState(false);
  const [editing, setEditing] = useState<TTenantRow | null | 'new'>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  // A new search starts from the first page (so do the tabs, the filter and the page size).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled search changes.
  useEffect(() => setPage(1), [search]);

  const params = { page, perPage, search, status, type: period.type, from: period.from, to: period.to };
  const { data, isPending, isError, isFetching, refetch } = useTenants(params);
  const counts = useTenantCounts();
  const billingEnabled = useAppInfo().data?.billingEnabled ?? false;
  const reload = () => queryClient.invalidateQueries({ queryKey: tenantsKey });
  // Deleting the last tenant of the last page leaves that page empty: step back to the new last page.
  const lastPage = data?.totalPages ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const onDelete = async (tenant: TTenantRow) => {
    const ok = await confirm({
      title: t('deleteTenantTitle', { name: tenant.name }),
      message: (
        <>
          <span className="block font-medium text-stone-900">{t('deleteTenantSure')}</span>
          <span className="mt-1 block">{t('deleteTenantDetails', { name: tenant.name })}</span>
        </>
      ),
      confirmLabel: t('deleteTenant'),
    });
    if (!ok) return;
    try {
      await withToast(deleteTenant(tenant.id));
      await reload();
    } catch {
      // The toast already said why.
    }
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const { tenants } = await getTenantsForExport(status);
      downloadText(
        `tenants-${status}-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(tenants, EXPORT_COLUMNS),
      );
      toast.success(t('exported'));
    } catch (error) {
      toast.error(errorMessage(error, t('exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const countFor = (tab: TenantStatus) =>
    counts.data
      ? {
          active: counts.data.activeTenants,
          inactive: counts.data.inactiveTenants,
          all: counts.data.allTenants,
        }[tab]
      : null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('navTenants')}
        description={t('tenantsDescription')}
        actions={
          <>
            <Button variant="outline" onClick={onExport} loading={exporting}>
              <Download className="h-4 w-4" aria-hidden /> {t('export')}
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload className="h-4 w-4" aria-hidden /> {t('importRestaurant')}
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden /> {t('addTenant')}
            </Button>
          </>
        }
      />

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div role="tablist" aria-label={t('tenantStatus')} className="flex rounded-lg bg-stone-100 p-1">
          {TABS.map((tab) => (
            <button
              key={tab.status}
              type="button"
              role="tab"
              aria-selected={status === tab.status}
              onClick={() => {
                setStatus(tab.status);
                setPage(1);
              }}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                status === tab.status
                  ? 'bg-white text-stone-900 shadow-xs'
                  : 'text-stone-600 hover:text-stone-800',
              )}
            >
              {t(tab.labelKey)}
              {countFor(tab.status) !== null ? (
                <span className="ms-1.5 text-xs tabular-nums">{countFor(tab.status)}</span>
              ) : null}
            </button>
          ))}
        </div>
        <SearchInput
          className="min-w-56 flex-1"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchTenants')}
        />
        <PeriodFilterButton onClick={() => setFilterOpen(true)} />
        {period.type ? (
          <Badge tone="brand" className="py-1">
            {t('createdFilter', { period: describePeriod(period) })}
            <button
              type="button"
              aria-label={t('clearPeriod')}
              onClick={() => {
                setPeriod(NO_PERIOD);
                setPage(1);
              }}
            >
              <X className="h-3.5 w-3.5" />
            </button>
          </Badge>
        ) : null}
      </div>

      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('tenantsLoadFailed')} onRetry={() => refetch()} />
      ) : data.tenants.length === 0 ? (
        <EmptyState
          title={t('noTenants')}
          description={search || period.type ? t('tryAnother') : undefined}
        />
      ) : (
        <div className={cn('transition-opacity', isFetching && 'opacity-60')}>
          <Table>
            <THead>
              <tr>
                <TH>{t('name')}</TH>
                <TH className="hidden md:table-cell">{t('email')}</TH>
                <TH className="hidden sm:table-cell">{t('status')}</TH>
                <TH className="hidden lg:table-cell">{t('subscription')}</TH>
                <TH className="hidden sm:table-cell">{t('created')}</TH>
                <TH className="text-end">{t('actions')}</TH>
              </tr>
            </THead>
            <TBody>
              {data.tenants.map((tenant) => (
                <TR key={tenant.id}>
                  <TD>
                    <p className="font-medium text-stone-900">{tenant.name}</p>
                    <p className="text-xs break-all text-stone-500 md:hidden">{tenant.email}</p>
                    <div className="mt-1 sm:hidden">
                      <TenantStatusBadge active={tenant.is_active === 1} />
                    </div>
                  </TD>
                  <TD className="hidden md:table-cell">{tenant.email}</TD>
                  <TD className="hidden sm:table-cell">
                    <TenantStatusBadge active={tenant.is_active === 1} />
                  </TD>
                  <TD className="hidden text-xs lg:table-cell">
                    {tenant.subscription_end ? (
                      <>
                        {day(tenant.subscription_start)}{' '}
                        <span className="inline-block rtl:rotate-180">→</span> {day(tenant.subscription_end)}
                        {tenant.subscription_status ? (
                          <span className="ms-1.5 text-stone-500">({tenant.subscription_status})</span>
                        ) : null}
                      </>
                    ) : (
                      <span className="text-stone-500">{billingEnabled ? t('neverSubscribed') : '—'}</span>
                    )}
                  </TD>
                  <TD className="hidden text-xs sm:table-cell">{day(tenant.created_at)}</TD>
                  <TD>
                    <div className="flex justify-end gap-1">
                      <Link
                        to={`/superadmin/dashboard/tenants/${tenant.id}/subscription-history`}
                        aria-label={t('historyOf', { name: tenant.name })}
                        title={t('subscriptionHistory')}
                        className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
                      >
                        <History className="h-4 w-4" />
                      </Link>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('editNamed', { name: tenant.name })}
                        title={t('edit')}
                        onClick={() => setEditing(tenant)}
                      >
                        <Pencil className="h-4 w-4" />
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('deleteNamed', { name: tenant.name })}
                        title={t('delete')}
                        onClick={() => onDelete(tenant)}
                      >
                        <Trash2 className="h-4 w-4 text-red-600" />
                      </Button>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              shown={data.tenants.length}
              total={data.totalTenants}
              onPageChange={setPage}
            />
            <div className="flex items-center gap-2 text-sm whitespace-nowrap text-stone-500">
              <label htmlFor="tenants-per-page">{t('perPage')}</label>
              <Select
                id="tenants-per-page"
                value={perPage}
                onChange={(e) => {
                  setPerPage(Number(e.target.value));
                  setPage(1);
                }}
                className="h-8 w-20"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
      )}

      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title={t('filterTitle')}
        periods={PERIODS}
        anyLabel={t('anyTime')}
        value={period}
        onApply={(next) => {
          setPeriod(next as PeriodFilter<Period | ''>);
          setPage(1);
        }}
      />
      {editing ? (
        <TenantFormDialog
          tenant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
      {importing ? <ImportStoreDialog onClose={() => setImporting(false)} onImported={reload} /> : null}
    </div>
  );
}

function TenantStatusBadge({ active }: { active: boolean }) {
  const { t } = useSuperadminText();
  return active ? <Badge tone="green">{t('active')}</Badge> : <Badge tone="red">{t('inactive')}</Badge>;
}
