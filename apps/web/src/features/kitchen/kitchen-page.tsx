import { DEFAULT_KITCHEN_AGE_LIMITS } from '@mise/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/input';
import { LiveAnnouncer, useLiveAnnouncer } from '../../components/ui/live-announcer';
import { LiveIndicator } from '../../components/ui/live-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { text } from '../../i18n/app-i18n';
import { errorMessage } from '../../lib/api-client';
import { useNow } from '../../lib/relative-time';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import { useLiveRefetch } from '../../lib/use-live-query';
import { queueAction, useActionOutbox } from '../offline/action-outbox-runtime';
import { lineLabel, overlayActions } from '../offline/action-overlay';
import type { TOrderGroup } from '../orders/api/order-types';
import { useOrderChangeAnnouncements } from '../orders/order-announcements';
import { isAlertSoundUnlocked, playNewOrderAlert, unlockAlertSound } from './alert-sound';
import { kitchenKey, useKitchenGroups, useKitchenSetup } from './api/kitchen-api';
import { useKitchenText } from './i18n';
import { KitchenTicketCard } from './kitchen-ticket-card';
import { firedSince, hasFiredWork, toKitchenTickets } from './kitchen-tickets';
import {
  expoTickets,
  type KitchenView,
  parseView,
  stationOfItem,
  stationProgress,
  stationTickets,
  viewValue,
} from './kitchen-views';

/** The new-order bell and its toast. */
function alertNewOrder(tokenNo: number | null) {
  playNewOrderAlert();
  // Seen, not heard: the page's announcer says the new order once, with its table.
  toast(tokenNo === null ? text('kitchen:newOrder') : text('kitchen:newOrderToken', { token: tokenNo }), {
    icon: '🔔',
    ariaProps: { role: 'status', 'aria-live': 'off' },
  });
}

/** A course fired for an order already on the screen: the same bell, its own words. */
function alertCourseFired(tokenNo: number | null) {
  playNewOrderAlert();
  toast(
    tokenNo === null ? text('kitchen:courseFired') : text('kitchen:courseFiredToken', { token: tokenNo }),
    {
      icon: '🔥',
      ariaProps: { role: 'status', 'aria-live': 'off' },
    },
  );
}

/**
 * Kitchen display (spec 1): a ticket per order, large enough to read from the pass, following new
 * orders live with an alert sound.
 */
export function KitchenPage() {
  const { t } = useKitchenText();
  const queryClient = useQueryClient();
  const kitchen = useKitchenGroups();
  const setup = useKitchenSetup();
  const viewPickerId = useId();
  const [pickedView, setPickedView] = useState<string>(() => readJson(STORAGE_KEYS.kitchenView, 'all'));
  const view: KitchenView = parseView(pickedView, setup.data);
  const onPickView = (value: string) => {
    setPickedView(value);
    writeJson(STORAGE_KEYS.kitchenView, value);
  };
  const now = useNow(15_000);
  const [refreshing, setRefreshing] = useState(false);
  const [soundOn, setSoundOn] = useState(isAlertSoundUnlocked);
  const [busyItem, setBusyItem] = useState<number | null>(null);

  // A station's screen rings only for orders with lines it makes: it learns that from the refetch
  // the event starts, so the event's order waits here until the tickets hold it.
  const awaitedOrders = useRef(new Map<number, number | null>());
  useLiveRefetch(kitchenKey, {
    onEvent: (event, payload) => {
      if (event !== 'new_order') return;
      const { tokenNo, orderId } = (payload ?? {}) as { tokenNo?: unknown; orderId?: unknown };
      const token = typeof tokenNo === 'number' ? tokenNo : null;
      if (view.kind === 'station' && typeof orderId === 'number') {
        if (awaitedOrders.current.size > 50) awaitedOrders.current.clear();
        awaitedOrders.current.set(orderId, token);
      } else {
        alertNewOrder(token);
      }
    },
  });
  useEffect(() => {
    if (!kitchen.data || view.kind !== 'station' || awaitedOrders.current.size === 0) return;
    const arrived = new Set(kitchen.data.flatMap((group) => group.orders.map((order) => order.id)));
    // Only for lines it may make now: a station whose lines of the order are all held stays quiet.
    const ours = new Set(
      stationTickets(kitchen.data, view.stationId, setup.data?.itemStations ?? {})
        .filter((t) => hasFiredWork(t.order))
        .map((t) => t.order.id),
    );
    for (const [orderId, token] of awaitedOrders.current) {
      if (!arrived.has(orderId)) continue;
      awaitedOrders.current.delete(orderId);
      if (ours.has(orderId)) alertNewOrder(token);
    }
  });
  // A course fired from the floor is new work: the screen rings for it as for a new order (a
  // station's screen only when some of the fired lines are its own).
  const lastRead = useRef<readonly TOrderGroup[] | undefined>(undefined);
  useEffect(() => {
    const groups = kitchen.data;
    if (!groups || lastRead.current === groups) return;
    const before = lastRead.current;
    lastRead.current = groups;
    if (!before) return;
    const itemStations = setup.data?.itemStations ?? {};
    for (const { order, itemIds } of firedSince(before, groups)) {
      const ours =
        view.kind !== 'station' ||
        order.items.some(
          (item) => itemIds.includes(item.id) && stationOfItem(item, itemStations) === view.stationId,
        );
      if (ours) alertCourseFired(order.token_no ?? null);
    }
  });
  // What each live refetch brought (a new order, a line voided…), said to screen readers.
  const announcer = useLiveAnnouncer();
  useOrderChangeAnnouncements(kitchen.data, announcer.announce);

  // Audio may only start after a touch or key press; the first one anywhere on the screen unlocks it.
  useEffect(() => {
    if (soundOn) return;
    const unlock = () => void unlockAlertSound().then(setSoundOn);
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [soundOn]);

  const onRefresh = async () => {
    setRefreshing(true);
    const result = await kitchen.refetch();
    setRefreshing(false);
    if (result.isError) toast.error(t('loadError'));
  };

  // The cook's steps go through the device's action queue: the line moves on at once, marked while
  // its step waits to be sent (offline, or the server not answering), and the live refetch is laid
  // under the waiting steps so it cannot flip the line back.
  const queued = useActionOutbox();
  const { groups, marks } = useMemo(
    () => overlayActions(kitchen.data ?? [], queued.entries),
    [kitchen.data, queued.entries],
  );

  const onItemAction = async (itemId: number, next: 'preparing' | 'completed') => {
    const order = groups.flatMap((g) => g.orders).find((o) => o.items.some((i) => i.id === itemId));
    const item = order?.items.find((i) => i.id === itemId);
    setBusyItem(itemId);
    try {
      const outcome = await queueAction({
        kind: 'kitchen-item-status',
        target: [itemId],
        payload: { status: next },
        label: lineLabel(order?.token_no, order?.id ?? itemId, item?.item_title ?? t('item')),
      });
      if (outcome.state === 'sent' && outcome.message) toast.success(outcome.message);
    } catch (error) {
      toast.error(errorMessage(error, t('actionError')));
      // The ticket goes back to the server's state.
      await queryClient.invalidateQueries({ queryKey: kitchenKey });
    } finally {
      setBusyItem(null);
    }
  };

  const stations = setup.data?.stations ?? [];
  const itemStations = setup.data?.itemStations ?? {};
  const ageLimits = setup.data?.ageLimits ?? DEFAULT_KITCHEN_AGE_LIMITS;
  const stationNameOf =
    stations.length > 0
      ? (item: { item_id: number | null }) =>
          stations.find((s) => s.id === stationOfItem(item, itemStations))?.name ?? null
      : undefined;
  // What differs per screen: which tickets, and what each card adds (see KitchenTicketCard).
  const shown =
    view.kind === 'station'
      ? stationTickets(groups, view.stationId, itemStations).map((ticket) => ({
          ticket,
          extra: { onItemAction, otherStationsLines: ticket.otherStationsLines },
        }))
      : view.kind === 'expo'
        ? expoTickets(groups).map((ticket) => ({
            ticket,
            extra: { stationNameOf, progress: stationProgress(ticket.order, { stations, itemStations }) },
          }))
        : toKitchenTickets(groups).map((ticket) => ({ ticket, extra: { onItemAction, stationNameOf } }));
  const cards = shown.map(({ ticket, extra }) => (
    <KitchenTicketCard
      key={ticket.order.id}
      ticket={ticket}
      now={now}
      ageLimits={ageLimits}
      busyItem={busyItem}
      queuedItems={marks.items}
      {...extra}
    />
  ));
  const title =
    view.kind === 'expo'
      ? t('titleExpo')
      : view.kind === 'station'
        ? t('titleStation', { station: stations.find((s) => s.id === view.stationId)?.name ?? t('station') })
        : t('title');
  return (
    <div>
      <LiveAnnouncer announcer={announcer} />
      <PageHeader
        title={title}
        actions={
          <>
            {stations.length > 0 ? (
              <div className="flex items-center gap-2 text-sm font-medium text-stone-700">
                <label htmlFor={viewPickerId}>{t('screen')}</label>
                <Select
                  id={viewPickerId}
                  value={viewValue(view)}
                  onChange={(event) => onPickView(event.target.value)}
                  className="w-auto"
                >
                  <option value="all">{t('allStations')}</option>
                  {stations.map((station) => (
                    <option key={station.id} value={`station:${station.id}`}>
                      {station.name}
                    </option>
                  ))}
                  <option value="expo">{t('expo')}</option>
                </Select>
              </div>
            ) : null}
            <LiveIndicator />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void unlockAlertSound().then(setSoundOn)}
              aria-label={soundOn ? t('alertSoundOn') : t('turnAlertSoundOn')}
              title={soundOn ? t('soundOnHint') : t('soundOffHint')}
            >
              {soundOn ? (
                <Bell className="h-4 w-4" aria-hidden />
              ) : (
                <BellOff className="h-4 w-4" aria-hidden />
              )}
              {soundOn ? t('soundOn') : t('soundOff')}
            </Button>
            <Button variant="outline" onClick={onRefresh} loading={refreshing}>
              {refreshing ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
              {t('refresh')}
            </Button>
          </>
        }
      />
      {kitchen.isPending ? (
        <LoadingState />
      ) : kitchen.isError && !kitchen.data ? (
        <ErrorState message={t('loadError')} onRetry={() => kitchen.refetch()} />
      ) : cards.length === 0 ? (
        <EmptyState title={t('noOrdersPending')} className="py-24" />
      ) : (
        <ul
          className="grid items-start gap-4 [grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))]"
          aria-label={t('kitchenTickets')}
        >
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
