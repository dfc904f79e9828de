import type { TKitchenAgeLimits } from '@mise/contracts';
import { CheckCircle2, Clock, MapPin, PauseCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatElapsed, minutesSince } from '../../lib/relative-time';
import { useKitchenText } from './i18n';
import { type KitchenTicket, kitchenAction, ticketAgeTone } from './kitchen-tickets';
import type { StationProgress } from './kitchen-views';

/**
 * The ticket's age by colour and, for whoever cannot tell the colours apart, in a word (its
 * catalogue key, translated at render).
 */
const AGE_STYLES = {
  fresh: { bar: 'bg-emerald-500', text: 'text-emerald-700', wordKey: null },
  waiting: { bar: 'bg-amber-500', text: 'text-amber-700', wordKey: 'ageWaiting' },
  late: { bar: 'bg-red-600', text: 'text-red-700', wordKey: 'ageLate' },
} as const;

/** The cook's button for each next step: its catalogue key ("Start Making", "Complete"). */
const ACTION_KEYS = { preparing: 'startMaking', completed: 'complete' } as const;

/**
 * One order on the kitchen display: who it is for, how long it has waited, and each item's next
 * step. On the expo screen it shows each station's progress and each line's station instead of the
 * cooks' buttons; on a station's screen, how many lines the other stations make.
 */
export function KitchenTicketCard({
  ticket,
  now,
  ageLimits,
  busyItem,
  queuedItems,
  onItemAction,
  stationNameOf,
  progress,
  otherStationsLines = 0,
}: {
  ticket: KitchenTicket;
  now: number;
  ageLimits: TKitchenAgeLimits;
  busyItem: number | null;
  /** Lines whose last step waits on this device to be sent (offline): shown with a clock. */
  queuedItems?: ReadonlySet<number>;
  /** Absent on the expo screen: it watches, the stations cook. */
  onItemAction?: (itemId: number, next: 'preparing' | 'completed') => void;
  /** Names a line's station (expo and all-stations screens of a store with stations). */
  stationNameOf?: (item: KitchenTicket['order']['items'][number]) => string | null;
  progress?: StationProgress[];
  otherStationsLines?: number;
}) {
  const { t } = useKitchenText();
  const minutes = minutesSince(ticket.order.date, now);
  const tone = ticketAgeTone(minutes, ageLimits);
  const style = AGE_STYLES[tone];
  return (
    <article
      aria-label={t('tokenLabel', { token: ticket.tokenNo ?? ticket.order.id })}
      data-age={tone}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className={cn('h-2', style.bar)} aria-hidden />
      <header className="flex items-start justify-between gap-3 border-b border-stone-100 px-4 py-3">
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-stone-900">{ticket.title}</h2>
          {ticket.floor ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
              <MapPin className="h-4 w-4" aria-hidden />
              {t('floor', { floor: ticket.floor })}
            </p>
          ) : null}
          <p className={cn('mt-0.5 text-sm font-semibold', style.text)}>
            <time dateTime={ticket.order.date}>{formatElapsed(ticket.order.date, now)}</time>
            {style.wordKey ? <span data-testid="ticket-age"> · {t(style.wordKey)}</span> : null}
          </p>
        </div>
        <div className="shrink-0 rounded-xl bg-stone-900 px-3 py-1.5 text-center text-white">
          <span className="block text-[10px] font-semibold tracking-widest uppercase">{t('token')}</span>
          <span className="block text-3xl leading-none font-bold tabular-nums">{ticket.tokenNo ?? '—'}</span>
        </div>
      </header>
      {progress?.length ? (
        <ul className="flex flex-wrap gap-2 border-b border-stone-100 px-4 py-2" aria-label={t('stations')}>
          {progress.map((station) => {
            const ready = station.done === station.total;
            return (
              <li
                key={station.stationId ?? 'none'}
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-semibold',
                  ready ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-100 text-stone-800',
                )}
              >
                {ready
                  ? t('stationReady', { station: station.name })
                  : t('stationMade', { station: station.name, done: station.done, total: station.total })}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ul className="divide-y divide-stone-100" aria-label={t('items')}>
        {ticket.order.items.map((item) => {
          const action = onItemAction ? kitchenAction(item.status, item.held) : null;
          const held = item.held && item.course !== null && item.status !== 'cancelled';
          const stationName = stationNameOf?.(item);
          const done = item.status === 'completed' || item.status === 'delivered';
          return (
            <li
              key={item.id}
              className={cn('flex items-center gap-3 px-4 py-3', held && 'bg-stone-50')}
              data-status={item.status}
              data-held={held ? 'true' : undefined}
            >
              <div
                className={cn(
                  'min-w-0 flex-1',
                  (done || held || item.status === 'cancelled') && 'text-stone-500',
                )}
              >
                <p className={cn('text-lg font-semibold', item.status === 'cancelled' && 'line-through')}>
                  <span className="tabular-nums">{t('quantityTimes', { quantity: item.quantity })} </span>
                  {item.item_title}
                  {item.seat !== null ? (
                    <span className="ms-2 text-base font-medium text-stone-600">
                      {t('seat', { seat: item.seat })}
                    </span>
                  ) : null}
                </p>
                {held ? (
                  // Not made until the floor fires its course: said in words, not only by the grey.
                  <p
                    className="mt-0.5 inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-2 py-0.5 text-sm font-semibold text-stone-700"
                    data-testid="kitchen-held"
                  >
                    <PauseCircle className="h-4 w-4" aria-hidden />
                    {t('heldCourse', { course: t('course', { course: item.course as number }) })}
                  </p>
                ) : item.course !== null && item.status !== 'cancelled' ? (
                  <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
                    {t('course', { course: item.course })}
                  </p>
                ) : null}
                {stationName ? (
                  <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
                    {stationName}
                  </p>
                ) : null}
                {item.adjustment ? (
                  // Said in words, not only by the strike-through: a void is not made, a comp still is.
                  <p
                    className="text-sm font-semibold tracking-wide text-stone-700 uppercase"
                    data-testid="kitchen-adjustment"
                  >
                    {item.adjustment.kind === 'void' ? t('voidDoNotMake') : t('compNoCharge')}
                  </p>
                ) : item.status === 'cancelled' ? (
                  <p className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
                    {t('cancelledDoNotMake')}
                  </p>
                ) : null}
                {item.variant_title || item.addons?.length ? (
                  <p className="text-base text-stone-600">
                    {[item.variant_title, ...(item.addons ?? []).map((a) => `+ ${a.title}`)]
                      .filter(Boolean)
                      .join(', ')}
                  </p>
                ) : null}
                {item.notes ? (
                  <p className="mt-0.5 rounded-md bg-amber-50 px-2 py-0.5 text-base font-medium text-amber-900">
                    {item.notes}
                  </p>
                ) : null}
                {queuedItems?.has(item.id) ? (
                  <p
                    className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
                    data-testid="waiting-to-send"
                  >
                    <Clock className="h-4 w-4" aria-hidden />
                    {t('waitingToSend')}
                  </p>
                ) : null}
              </div>
              {action ? (
                <Button
                  size="lg"
                  variant={action.next === 'preparing' ? 'primary' : 'success'}
                  loading={busyItem === item.id}
                  onClick={() => onItemAction?.(item.id, action.next)}
                  aria-label={t('actionFor', { action: t(ACTION_KEYS[action.next]), item: item.item_title })}
                >
                  {t(ACTION_KEYS[action.next])}
                </Button>
              ) : done ? (
                <CheckCircle2 className="h-7 w-7 shrink-0 text-emerald-700" aria-label={t('completed')} />
              ) : item.status === 'preparing' ? (
                <span className="shrink-0 text-sm font-semibold text-stone-700">{t('making')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {otherStationsLines > 0 ? (
        <p className="border-t border-stone-100 px-4 py-2 text-sm text-stone-600">
          {t('otherStationsLines', { count: otherStationsLines })}
        </p>
      ) : null}
    </article>
  );
}
