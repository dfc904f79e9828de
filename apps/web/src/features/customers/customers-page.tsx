import type { TCustomer } from '@mise/contracts';
import { AREA_SCOPES, hasAnyScope } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Cake, Mail, Pencil, Phone, Plus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { SearchInput } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { customersKey, deleteCustomer, useCustomers } from './api/customers-api';
import { CustomerDialog } from './customer-dialog';
import { useCustomersText } from './i18n';

type Dialog = { kind: 'add' } | { kind: 'update'; customer: TCustomer } | null;

/** Customers (spec 2 section 2.3): card grid, search, pages of 10, add, update and delete. */
export function CustomersPage() {
  const { t } = useCustomersText();
  const format = useFormat();
  const formatDate = (iso: string) => format.date(iso, { year: 'numeric', month: 'short', day: 'numeric' });
  const user = useSessionUser();
  const canManage = Boolean(user && hasAnyScope(user, AREA_SCOPES.manageCustomers));
  const [search, setSearch] = useState('');
  // Blank searches are ignored (spec 2 section 5): the filter is the trimmed text.
  const filter = useDebouncedValue(search.trim(), 800);
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ filter: '', page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const { data, isPending, isError, isFetching, refetch } = useCustomers({ page, filter });
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);

  // Deleting the last customer of the last page steps back a page.
  useEffect(() => {
    if (data && data.customers.length === 0 && page > 1 && page > data.totalPages) {
      setPaging({ filter, page: data.totalPages });
    }
  }, [data, page, filter]);

  const reload = () => queryClient.invalidateQueries({ queryKey: customersKey });

  const onDelete = async (customer: TCustomer) => {
    if (!(await confirm({ message: t('deleteConfirm'), confirmLabel: t('delete') }))) return;
    try {
      await withToast(deleteCustomer(customer.phone));
    } catch {
      return;
    }
    await reload();
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('customers')}
        description={t('description')}
        actions={
          canManage ? (
            <Button onClick={() => setDialog({ kind: 'add' })}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('new')}
            </Button>
          ) : null
        }
      />
      <SearchInput
        className="mb-4 max-w-sm"
        aria-label={t('searchCustomers')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      ) : data.customers.length === 0 ? (
        <EmptyState
          title={filter ? t('noResult') : t('noCustomers')}
          description={filter ? undefined : t('noCustomersDescription')}
        />
      ) : (
        <div className={cn('transition-opacity', isFetching && 'opacity-60')}>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('customers')}>
            {data.customers.map((customer) => (
              <li key={customer.phone}>
                <Card className="flex h-full flex-col p-4" aria-label={customer.name}>
                  <div className="flex items-start gap-3">
                    <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                      <UserRound className="h-5 w-5" aria-hidden />
                    </div>
                    <div className="min-w-0 flex-1">
                      <h3 className="truncate font-semibold text-stone-900">{customer.name}</h3>
                      <p className="flex items-center gap-1.5 truncate text-sm text-stone-600">
                        <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden />
                        {customer.phone}
                      </p>
                    </div>
                    {customer.gender ? <Badge>{t('genderBadge', { gender: customer.gender })}</Badge> : null}
                  </div>
                  <dl className="mt-3 mb-3 space-y-1 text-sm text-stone-600">
                    {customer.email ? (
                      <div className="flex items-center gap-1.5 truncate">
                        <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
                        <dt className="sr-only">{t('email')}</dt>
                        <dd className="truncate">{customer.email}</dd>
                      </div>
                    ) : null}
                    {customer.birth_date ? (
                      <div className="flex items-center gap-1.5">
                        <Cake className="h-3.5 w-3.5 shrink-0" aria-hidden />
                        <dt className="sr-only">{t('birthDate')}</dt>
                        <dd>{formatDate(`${customer.birth_date}T12:00:00`)}</dd>
                      </div>
                    ) : null}
                    <div className="text-xs text-stone-500">
                      <dt className="inline">{t('added')} </dt>
                      <dd className="inline">{formatDate(customer.created_at)}</dd>
                    </div>
                  </dl>
                  {canManage ? (
                    <div className="mt-auto flex flex-wrap gap-1 border-t border-stone-100 pt-3">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDialog({ kind: 'update', customer })}
                      >
                        <Pencil className="h-4 w-4" aria-hidden />
                        {t('edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-600"
                        onClick={() => onDelete(customer)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                        {t('delete')}
                      </Button>
                    </div>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.currentPage}
            totalPages={data.totalPages}
            shown={data.customers.length}
            total={data.totalCustomers}
            onPageChange={setPage}
          />
        </div>
      )}
      {dialog ? (
        <CustomerDialog
          customer={dialog.kind === 'update' ? dialog.customer : null}
          onClose={() => setDialog(null)}
          onSaved={async () => {
            setDialog(null);
            await reload();
          }}
        />
      ) : null}
    </div>
  );
}
