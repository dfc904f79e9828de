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
import { ReservationDialog } from './reservation-dialog';

type Dialog = { kind: 'add' } | { kind: 'update'; reservation: TReservation } | null;

const STATUS_TONES = { booked: 'blue', paid: 'green', cancelled: 'red' } as const;
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Reservations (spec 2 section 2.2): period filter, search, cards, add, update and delete. */
export function ReservationsPage() {
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
  const periodLabel = period.type ? describePeriod(period) : 'Today to one month ahead';

  const reload = () => queryClient.invalidateQueries({ queryKey: reservationsKey });

  const onDelete = async (reservation: TReservation) => {
    if (!(await confirm({ message: 'Are you sure! This process is irreversible!', confirmLabel: 'Delete' })))
      return;
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
        title="Reservations"
        description={query ? `Search results for “${query}”` : periodLabel}
        actions={
          <>
            <PeriodFilterButton onClick={() => setFilterOpen(true)} />
            {canManage ? (
              <Button onClick={() => setDialog({ kind: 'add' })}>
                <Plus className="h-4 w-4" aria-hidden /> New
              </Button>
            ) : null}
          </>
        }
      />
      <SearchInput
        className="mb-4 max-w-sm"
        aria-label="Search reservations"
        placeholder="Customer name, phone or code"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState
          message={query ? 'No result found!' : 'Error loading details! Please try later!'}
          onRetry={() => refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          title={query ? 'No result found!' : 'No reservations'}
          description={query ? undefined : `Nothing booked for ${periodLabel.toLowerCase()}.`}
        />
      ) : (
        <ul
          className={cn(
            'grid gap-4 md:grid-cols-2 xl:grid-cols-3 transition-opacity',
            isFetching && 'opacity-60',
          )}
          aria-label="Reservations"
        >
          {data.map((r) => (
            <li key={r.id}>
              <Card className="flex h-full flex-col p-4" aria-label={`Reservation of ${r.customer_name}`}>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold text-stone-900">{r.customer_name}</h3>
                    <p className="truncate text-sm text-stone-500">{r.customer_id}</p>
                  </div>
                  <Badge tone={STATUS_TONES[r.status as keyof typeof STATUS_TONES] ?? 'neutral'}>
                    {r.status}
                  </Badge>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-stone-700">
                  <div className="flex items-center gap-1.5">
                    <CalendarDays className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">Date</dt>
                    <dd>{dateOf(r.date)}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <Clock className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">Time</dt>
                    <dd>{timeOf(r.date)}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <Users className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">People</dt>
                    <dd>{r.people_count} people</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="text-stone-500">Table</dt>
                    <dd className="truncate">
                      {r.table_title ?? '—'}
                      {r.floor && r.floor !== '-' ? ` · ${r.floor}` : ''}
                    </dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <Hash className="h-4 w-4 text-stone-500" aria-hidden />
                    <dt className="sr-only">Code</dt>
                    <dd className="font-mono text-xs">{r.unique_code}</dd>
                  </div>
                  {r.notes ? (
                    <div className="flex items-center gap-1.5">
                      <dt className="sr-only">Notes</dt>
                      <dd>
                        <Tooltip content={r.notes}>
                          <button
                            type="button"
                            className="flex items-center gap-1 text-brand-800 underline decoration-dotted"
                            aria-label={`Notes: ${r.notes}`}
                          >
                            <StickyNote className="h-4 w-4" aria-hidden /> Notes
                          </button>
                        </Tooltip>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <p className="mt-2 text-xs text-stone-500">
                  Created{' '}
                  {new Date(r.created_at).toLocaleString(undefined, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </p>
                {canManage ? (
                  <div className="mt-auto flex flex-wrap gap-1 border-t border-stone-100 pt-3">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDialog({ kind: 'update', reservation: r })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden /> Edit
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-600" onClick={() => onDelete(r)}>
                      <Trash2 className="h-4 w-4" aria-hidden /> Delete
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
        title="Reservation period"
        periods={PERIODS}
        anyLabel="Today to one month ahead"
        value={period}
        onApply={(next) => {
          setPeriod(next);
          setSearch('');
        }}
      />
    </div>
  );
}
