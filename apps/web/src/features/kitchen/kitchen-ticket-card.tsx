import type { TKitchenAgeLimits } from '@mise/contracts';
import { courseName } from '@mise/domain';
import { CheckCircle2, Clock, MapPin, PauseCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatElapsed, minutesSince } from '../../lib/relative-time';
import { type KitchenTicket, kitchenAction, ticketAgeTone } from './kitchen-tickets';
import type { StationProgress } from './kitchen-views';

/** The ticket's age by colour and, for whoever cannot tell the colours apart, in a word. */
const AGE_STYLES = {
  fresh: { bar: 'bg-emerald-500', text: 'text-emerald-700', word: null },
  waiting: { bar: 'bg-amber-500', text: 'text-amber-700', word: 'Waiting' },
  late: { bar: 'bg-red-600', text: 'text-red-700', word: 'Late' },
} as const;

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
  const minutes = minutesSince(ticket.order.date, now);
  const tone = ticketAgeTone(minutes, ageLimits);
  const style = AGE_STYLES[tone];
  return (
    <article
      aria-label={`Token ${ticket.tokenNo ?? ticket.order.id}`}
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
              Floor: {ticket.floor}
            </p>
          ) : null}
          <p className={cn('mt-0.5 text-sm font-semibold', style.text)}>
            <time dateTime={ticket.order.date}>{formatElapsed(ticket.order.date, now)}</time>
            {style.word ? <span data-testid="ticket-age"> · {style.word}</span> : null}
          </p>
        </div>
        <div className="shrink-0 rounded-xl bg-stone-900 px-3 py-1.5 text-center text-white">
          <span className="block text-[10px] font-semibold tracking-widest uppercase">Token</span>
          <span className="block text-3xl leading-none font-bold tabular-nums">{ticket.tokenNo ?? '—'}</span>
        </div>
      </header>
      {progress?.length ? (
        <ul className="flex flex-wrap gap-2 border-b border-stone-100 px-4 py-2" aria-label="Stations">
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
                {station.name}: {ready ? 'ready' : `${station.done} of ${station.total} made`}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ul className="divide-y divide-stone-100" aria-label="Items">
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
                  <span className="tabular-nums">{item.quantity} × </span>
                  {item.item_title}
                  {item.seat !== null ? (
                    <span className="ml-2 text-base font-medium text-stone-600">Seat {item.seat}</span>
                  ) : null}
                </p>
                {held ? (
                  // Not made until the floor fires its course: said in words, not only by the grey.
                  <p
                    className="mt-0.5 inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-2 py-0.5 text-sm font-semibold text-stone-700"
                    data-testid="kitchen-held"
                  >
                    <PauseCircle className="h-4 w-4" aria-hidden />
                    Held · {courseName(item.course as number)}
                  </p>
                ) : item.course !== null && item.status !== 'cancelled' ? (
                  <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
                    {courseName(item.course)}
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
                    {item.adjustment.kind === 'void' ? 'Void: do not make' : 'Comp: make, no charge'}
                  </p>
                ) : item.status === 'cancelled' ? (
                  <p className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
                    Cancelled: do not make
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
                    Waiting to send
                  </p>
                ) : null}
              </div>
              {action ? (
                <Button
                  size="lg"
                  variant={action.next === 'preparing' ? 'primary' : 'success'}
                  loading={busyItem === item.id}
                  onClick={() => onItemAction?.(item.id, action.next)}
                  aria-label={`${action.label}: ${item.item_title}`}
                >
                  {action.label}
                </Button>
              ) : done ? (
                <CheckCircle2 className="h-7 w-7 shrink-0 text-emerald-700" aria-label="Completed" />
              ) : item.status === 'preparing' ? (
                <span className="shrink-0 text-sm font-semibold text-stone-700">Making</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {otherStationsLines > 0 ? (
        <p className="border-t border-stone-100 px-4 py-2 text-sm text-stone-600">
          + {otherStationsLines} {otherStationsLines === 1 ? 'line' : 'lines'} at other stations
        </p>
      ) : null}
    </article>
  );
}
