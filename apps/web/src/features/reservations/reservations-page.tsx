import type { TReservation } from '@mise/contracts';
import { AREA_SCOPES, hasAnyScope, PERIODS } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Clock, Hash, Pencil, Plus, StickyNote, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { SearchInput } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import {
  describePeriod,
  type PeriodFilter,
  PeriodFilterButton,
  PeriodFilterDialog,
} from '../../components/ui/period-filter-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Tooltip } from '../../components/ui/tooltip';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  deleteReservation,
  reservationsKey,
  useReservations,
  useReservationsInit,
} from './api/reservations-api';
import { useReservationsText } from './i18n';
import { ReservationDialog } from './reservation-dialog';

type Dialog = { kind: 'add' } | { kind: 'update'; reservation: TReservation } | null;

const STATUS_TONES = { booked: 'blue', paid: 'green', cancelled: 'red' } as const;

/** Reservations (spec 2 section 2.2): period filter, search, cards, add, update and delete. */
export function ReservationsPage() {
  const { t } = useReservationsText();
  const format = useFormat();
  const dateOf = (iso: string) =>
    format.date(iso, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const timeOf = (iso: string) => format.date(iso, { hour: '2-digit', minute: '2-digit' });
  const user = useSessionUser();
  const canManage = Boolean(user && hasAnyScope(user, AREA_SCOPES.manageReservations));
  const [period, setPeriod] = useState<PeriodFilter<string>>({ type: '', from: '', to: '' });
  const [filterOpen, setFilterOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 800);
  const { data, isPending, isError, isFetching, refetch } = useReservations(period, query);
  const init = useReservationsInit();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);
  const periodLabel = period.type ? describePeriod(period) : t('todayToMonth');

  const reload = () => queryClient.invalidateQueries({ queryKey: reservationsKey });

  const onDelete = async (reservation: TReservation) => {
    if (!(await confirm({ message: t('deleteConfirm'), confirmLabel: t('delete') }))) return;
    try {
      await withToast(deleteReservation(reservation.id));
    } catch {
      return;
    }
    await reload();
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('reservations')}
        description={query ? t('searchResults', { query }) : periodLabel}
        actions={
          <>
            <PeriodFilterButton onClick={() => setFilterOpen(true)} />
            {canManage ? (
              <Button onClick={() => setDialog({ kind: 'add' })}>
                <Plus className="h-4 w-4" aria-hidden /> {t('new')}
              </Button>
            ) : null}
          </>
        }
      />
      <SearchInput
        className="mb-4 max-w-sm"
        aria-label={t('searchReservations')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={query ? t('noResult') : t('loadError')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title={query ? t('noResult') : t('noReservations')}
          description={query ? undefined : t('nothingBooked', { period: periodLabel.toLowerCase() })}
        />
      ) : (
        <ul
          className={cn(
            'grid gap-4 md:grid-cols-2 xl:grid-cols-3 transition-opacity',
            isFetching && 'opacity-60',
          )}
          aria-label={t('reservations')}
        >
          {data.map((r) => (
            <li key={r.id}>
              <Card
                className="flex h-full flex-col p-4"
                aria-label={t('reservationOf', { name: r.customer_name })}
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold text-stone-900">{r.customer_name}</h3>
                    <p className="truncate text-sm text-stone-500">{r.customer_id}</p>
                  </div>
                  <Badge tone={STATUS_TONES[r.status as keyof typeof STATUS_TONES] ?? 'neutral'}>
                    {t('statusBadge', { status: r.status })}
                  </Badge>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-stone-700">
                  <div className="flex items-center gap-1.5">
                    <CalendarDays className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">{t('date')}</dt>
                    <dd>{dateOf(r.date)}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <Clock className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">{t('time')}</dt>
                    <dd>{timeOf(r.date)}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <Users className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">{t('people')}</dt>
                    <dd>{t('peopleCount', { count: r.people_count })}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="text-stone-500">{t('table')}</dt>
                    <dd className="truncate">
                      {r.table_title ?? '—'}
                      {r.floor && r.floor !== '-' ? ` · ${r.floor}` : ''}
                    </dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <Hash className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">{t('code')}</dt>
                    <dd className="font-mono text-xs">{r.unique_code}</dd>
                  </div>
                  {r.notes ? (
                    <div className="flex items-center gap-1.5">
                      <dt className="sr-only">{t('notes')}</dt>
                      <dd>
                        <Tooltip content={r.notes}>
                          <button
                            type="button"
                            className="flex items-center gap-1 text-brand-800 underline decoration-dotted"
                            aria-label={t('notesAria', { notes: r.notes })}
                          >
                            <StickyNote className="h-4 w-4" aria-hidden /> {t('notes')}
                          </button>
                        </Tooltip>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <p className="mt-2 text-xs text-stone-500">
                  {t('created', {
                    time: format.date(r.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </p>
                {canManage ? (
                  <div className="mt-auto flex flex-wrap gap-1 border-t border-stone-100 pt-3">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDialog({ kind: 'update', reservation: r })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden /> {t('edit')}
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-600" onClick={() => onDelete(r)}>
                      <Trash2 className="h-4 w-4" aria-hidden /> {t('delete')}
                    </Button>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {dialog ? (
        <ReservationDialog
          reservation={dialog.kind === 'update' ? dialog.reservation : null}
          tables={init.data?.storeTables ?? []}
          onClose={() => setDialog(null)}
          onSaved={async () => {
            setDialog(null);
            await reload();
          }}
        />
      ) : null}
      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title={t('reservationPeriod')}
        periods={PERIODS}
        anyLabel={t('todayToMonth')}
        value={period}
        onApply={(next) => {
          setPeriod(next);
          setSearch('');
        }}
      />
    </div>
  );
}
