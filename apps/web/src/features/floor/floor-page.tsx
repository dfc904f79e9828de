import type { TFloorTable } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { LiveIndicator } from '../../components/ui/live-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { withToast } from '../../lib/toast';
import { useIsPhone } from '../../lib/use-is-phone';
import { useLiveRefetch } from '../../lib/use-live-query';
import { useIsOnline } from '../offline/offline-indicator';
import type { TOrderGroup } from '../orders/api/order-types';
import { orderGroupsKey, useOrderGroups, useOrdersInit } from '../orders/api/orders-api';
import { clearTable, floorKey, mergeTables, moveOrder, seatTable, useFloor } from './api/floor-api';
import { FloorGrid, STATE_STYLES, StateLegend } from './floor-grid';
import { posLinkForTable } from './floor-links';
import { useFloorText } from './i18n';

const NO_AREA = 0;

// Split & Pay loads with its first use, as on the Orders screen.
const BillPaymentDialog = lazy(async () => ({
  default: (await import('../payments/bill-payment-dialog')).BillPaymentDialog,
}));

type Translate = ReturnType<typeof useFloorText>['t'];

/** "12 min", "1 h 05" since a time. */
function elapsed(since: string | null, now: number, t: Translate) {
  if (!since) return null;
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return t('elapsedMinutes', { minutes });
  return t('elapsedHours', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The Floor (issue 18 §5): each area's tables where they stand, each in its live state (free,
 * seated, ordered, bill printed, paid), with guests, what is open and for how long. A table opens
 * a panel to seat guests, start an order, move or merge its orders and clear it.
 */
export function FloorPage() {
  const { t } = useFloorText();
  const { money } = useFormat();
  const floor = useFloor();
  const init = useOrdersInit();
  const currency = init.data?.storeSettings.currency ?? 'USD';
  const now = useNow();
  const [areaId, setAreaId] = useState<number | null>(null);
  const [openTableId, setOpenTableId] = useState<number | null>(null);
  // A phone lists the area's tables as large tiles, two a row, instead of the plan's grid.
  const phone = useIsPhone();
  // The open orders of each table, with their lines: what the panel shows and Split & Pay bills.
  const groups = useOrderGroups();
  useLiveRefetch(orderGroupsKey);
  // The table's bill being paid: followed live, and kept once paid (its orders then leave the list).
  const [paying, setPaying] = useState<TOrderGroup | null>(null);
  const payingGroup = paying ? (groups.data?.find((g) => g.table_id === paying.table_id) ?? paying) : null;

  const areas = floor.data?.areas ?? [];
  const tables = floor.data?.tables ?? [];
  const unplaced = tables.filter((tb) => tb.areaId === null || tb.gridX === null);
  const tabs = useMemo(() => {
    const list = areas.map((a) => ({ id: a.id, name: a.name }));
    return list;
  }, [areas]);
  const currentArea = areaId ?? tabs[0]?.id ?? NO_AREA;
  const inArea = tables.filter((tb) => tb.areaId === currentArea && tb.gridX !== null);
  const openTable = tables.find((tb) => tb.id === openTableId) ?? null;

  const tileLabel = (tb: TFloorTable) =>
    [
      tb.title,
      t(STATE_STYLES[tb.state].label),
      tb.seatedGuests ? t('guests', { count: tb.seatedGuests }) : null,
      tb.openOrderIds.length ? money(Math.round(tb.openTotal * 100), currency) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const tile = (tb: TFloorTable) => (
    <>
      <span
        className={cn(
          'line-clamp-2 max-w-full leading-tight font-semibold',
          tb.gridWidth > 1 || tb.gridX === null ? 'text-sm' : 'text-xs phone:text-base',
        )}
      >
        {tb.title}
      </span>
      <span className="text-[11px] font-medium uppercase tracking-wide">
        {t(STATE_STYLES[tb.state].label)}
      </span>
      <span className="flex max-w-full flex-wrap justify-center gap-x-1.5 text-[11px] tabular-nums opacity-90">
        {tb.seatedGuests ? <span>{t('guests', { count: tb.seatedGuests })}</span> : null}
        {tb.openOrderIds.length ? <span>{money(Math.round(tb.openTotal * 100), currency)}</span> : null}
        {tb.state !== 'free' && tb.since ? <span>{elapsed(tb.since, now, t)}</span> : null}
      </span>
    </>
  );

  return (
    <div>
      <PageHeader title={t('floor')} description={t('floorDescription')} actions={<LiveIndicator />} />
      {floor.isPending ? (
        <LoadingState />
      ) : floor.isError || !floor.data ? (
        <ErrorState message={t('loadDataError')} onRetry={() => floor.refetch()} />
      ) : tables.length === 0 ? (
        <EmptyState title={t('noTablesTitle')} description={t('noTablesDescription')} />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {tabs.length > 0 ? (
              <fieldset className="flex flex-wrap gap-1">
                <legend className="sr-only">{t('areas')}</legend>
                {tabs.map((tab) => (
                  <Button
                    key={tab.id}
                    size="sm"
                    variant={tab.id === currentArea ? 'secondary' : 'outline'}
                    aria-pressed={tab.id === currentArea}
                    onClick={() => setAreaId(tab.id)}
                  >
                    {tab.name}
                  </Button>
                ))}
              </fieldset>
            ) : (
              <span />
            )}
            <StateLegend />
          </div>
          {tabs.length > 0 && phone ? (
            <section
              aria-label={t('tablesOf', {
                area: tabs.find((tab) => tab.id === currentArea)?.name ?? t('theArea'),
              })}
            >
              <ul className="grid grid-cols-2 gap-2">
                {[...inArea]
                  .sort((a, b) => a.title.localeCompare(b.title, undefined, { numeric: true }))
                  .map((tb) => (
                    <li key={tb.id}>
                      <button
                        type="button"
                        aria-label={tileLabel(tb)}
                        onClick={() => setOpenTableId(tb.id)}
                        className={cn(
                          'flex h-24 w-full flex-col items-center justify-center gap-0.5 rounded-xl border-2 p-2 text-center shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          STATE_STYLES[tb.state].tile,
                        )}
                      >
                        {tile(tb)}
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          ) : tabs.length > 0 ? (
            <FloorGrid
              label={t('tablesOf', {
                area: tabs.find((tab) => tab.id === currentArea)?.name ?? t('theArea'),
              })}
              tables={inArea}
              renderTile={tile}
              tileLabel={tileLabel}
              tileClassName={(tb) => STATE_STYLES[tb.state].tile}
              onTileClick={(tb) => setOpenTableId(tb.id)}
            />
          ) : null}
          {unplaced.length > 0 ? (
            <section aria-label={t('tablesNotOnPlan')}>
              <h2 className="mb-2 text-sm font-semibold text-stone-700">{t('notOnPlan')}</h2>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
                {unplaced.map((tb) => (
                  <button
                    key={tb.id}
                    type="button"
                    aria-label={tileLabel(tb)}
                    onClick={() => setOpenTableId(tb.id)}
                    className={cn(
                      'flex h-20 flex-col items-center justify-center rounded-lg border-2 p-1 text-center text-xs shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      STATE_STYLES[tb.state].tile,
                    )}
                  >
                    {tile(tb)}
                  </button>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      )}
      {openTable ? (
        <TablePanel
          table={openTable}
          tables={tables}
          currency={currency}
          group={groups.data?.find((g) => g.table_id === openTable.id) ?? null}
          sheet={phone}
          onPay={(group) => {
            setPaying(group);
            setOpenTableId(null);
          }}
          onClose={() => setOpenTableId(null)}
        />
      ) : null}
      <Suspense fallback={null}>
        {payingGroup ? (
          <BillPaymentDialog
            // The table's bill as it is now, followed live while it is open.
            group={payingGroup}
            paymentTypes={init.data?.paymentTypes ?? []}
            currency={currency}
            onClose={() => setPaying(null)}
            onSettled={() => void groups.refetch()}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** Each open order of the table with its lines ("2 × Soup"), or its token alone while they load. */
function OpenOrders({ table, group }: { table: TFloorTable; group: TOrderGroup | null }) {
  const { t } = useFloorText();
  return (
    <ul className="space-y-2">
      {table.openOrderIds.map((id, index) => {
        const lines = group?.orders.find((o) => o.id === id)?.items ?? [];
        return (
          <li key={id} className="rounded-lg border border-stone-200 px-3 py-2 text-sm">
            <p className="font-medium">
              {t('token', { token: String(table.openTokens[index]) })}{' '}
              <span className="font-normal text-stone-500">(#{id})</span>
            </p>
            {lines.length > 0 ? (
              <p className="mt-0.5 text-xs text-stone-600">
                {lines.map((l) => t('orderLine', { quantity: l.quantity, item: l.item_title })).join(', ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function TablePanel({
  table,
  tables,
  currency,
  group,
  sheet,
  onPay,
  onClose,
}: {
  table: TFloorTable;
  tables: TFloorTable[];
  currency: string;
  /** The table's open orders with their lines (null while they load, or when none). */
  group: TOrderGroup | null;
  /** On a phone the panel rises from the bottom, its actions within the thumb's reach. */
  sheet: boolean;
  /** Opens Split & Pay for the table's bill. */
  onPay: (group: TOrderGroup) => void;
  onClose: () => void;
}) {
  const { t } = useFloorText();
  const { money } = useFormat();
  const online = useIsOnline();
  const queryClient = useQueryClient();
  const [guests, setGuests] = useState(String(table.seatedGuests ?? 2));
  const others = tables.filter((tb) => tb.id !== table.id);
  const [chosenOrderId, setMoveOrderId] = useState<number | null>(null);
  // The chosen order, while it is still on the table (a move elsewhere takes it off); else the first.
  const moveOrderId =
    chosenOrderId !== null && table.openOrderIds.includes(chosenOrderId)
      ? chosenOrderId
      : (table.openOrderIds[0] ?? null);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [mergeInto, setMergeInto] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, close = false) => {
    setBusy(true);
    try {
      await withToast(work());
      await queryClient.invalidateQueries({ queryKey: floorKey });
      if (close) onClose();
    } catch {
      // the toast told the user
    } finally {
      setBusy(false);
    }
  };
  const hasOpen = table.openOrderIds.length > 0;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('panelTitle', { table: table.title, state: t(STATE_STYLES[table.state].label) })}
      description={
        [
          table.seatedGuests ? t('guests', { count: table.seatedGuests }) : null,
          hasOpen ? t('openTotal', { amount: money(Math.round(table.openTotal * 100), currency) }) : null,
          table.seatingCapacity ? t('seatsCapacity', { count: table.seatingCapacity }) : null,
        ]
          .filter(Boolean)
          .join(' · ') || t('noGuests')
      }
      size="lg"
      variant={sheet ? 'sheet' : 'dialog'}
    >
      <div className="space-y-5">
        <section aria-label={t('openOrders')}>
          <h3 className="mb-2 text-sm font-semibold text-stone-800">{t('openOrders')}</h3>
          {hasOpen ? (
            <OpenOrders table={table} group={group} />
          ) : (
            <p className="text-sm text-stone-500">{t('noOpenOrders')}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2 phone:grid phone:grid-cols-2">
            <Link
              to={posLinkForTable(table.id)}
              className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 phone:h-12 phone:justify-center"
            >
              {hasOpen ? t('addToTable') : t('newOrder')}
            </Link>
            {hasOpen && group ? (
              <Button
                variant="success"
                className="phone:h-12"
                disabled={!online}
                title={online ? undefined : t('paymentNeedsConnection')}
                onClick={() => onPay(group)}
              >
                {t('splitAndPay')}
              </Button>
            ) : null}
            {hasOpen ? (
              <Link
                to="/dashboard/orders"
                className="inline-flex h-10 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 phone:col-span-2 phone:h-11 phone:justify-center"
              >
                {t('openInOrders')}
              </Link>
            ) : null}
          </div>
        </section>

        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => seatTable(table.id, Number(guests)));
          }}
        >
          <Field label={t('guestsLabel')} className="w-28">
            {(ids) => (
              <Input
                {...ids}
                type="number"
                min={1}
                max={999}
                value={guests}
                onChange={(e) => setGuests(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={busy}>
            {table.seatedAt ? t('updateGuests') : t('seatGuests')}
          </Button>
        </form>

        {hasOpen ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (moveOrderId && moveTo) void run(() => moveOrder(moveOrderId, moveTo));
            }}
          >
            <Field label={t('orderToMove')} className="w-40">
              {(ids) => (
                <Select
                  {...ids}
                  value={moveOrderId ?? ''}
                  onChange={(e) => setMoveOrderId(Number(e.target.value) || null)}
                >
                  {table.openOrderIds.map((id, index) => (
                    <option key={id} value={id}>
                      {t('token', { token: String(table.openTokens[index]) })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <OtherTableField label={t('moveToTable')} tables={others} value={moveTo} onChange={setMoveTo} />
            <Button type="submit" variant="outline" disabled={busy || !moveOrderId || !moveTo}>
              {t('moveOrder')}
            </Button>
          </form>
        ) : null}

        {hasOpen ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (mergeInto) void run(() => mergeTables(table.id, mergeInto), true);
            }}
          >
            <OtherTableField
              label={t('mergeIntoTable')}
              tables={others}
              value={mergeInto}
              onChange={setMergeInto}
            />
            <Button type="submit" variant="outline" disabled={busy || !mergeInto}>
              {t('mergeTables')}
            </Button>
          </form>
        ) : null}

        <div className="flex justify-end border-t border-stone-100 pt-4">
          <Button variant="danger" disabled={busy} onClick={() => void run(() => clearTable(table.id), true)}>
            {t('clearTable')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** A choice of another table, each named with its state: where to move an order or merge to. */
function OtherTableField({
  label,
  tables,
  value,
  onChange,
}: {
  label: string;
  tables: TFloorTable[];
  value: number | null;
  onChange: (tableId: number | null) => void;
}) {
  const { t } = useFloorText();
  return (
    <Field label={label} className="w-44">
      {(ids) => (
        <Select {...ids} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value) || null)}>
          <option value="">{t('chooseTable')}</option>
          {tables.map((tb) => (
            <option key={tb.id} value={tb.id}>
              {t('tableWithState', { table: tb.title, state: t(STATE_STYLES[tb.state].label) })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
