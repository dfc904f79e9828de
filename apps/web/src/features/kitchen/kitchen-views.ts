import type { TKitchenSetup } from '@mise/contracts';
import { text } from '../../i18n/app-i18n';
import type { TOrder, TOrderGroup } from '../orders/api/order-types';
import { type KitchenTicket, ticketTitle, toKitchenTickets } from './kitchen-tickets';
import './i18n';

/**
 * What one kitchen screen shows (issue 18 §3): every station's lines, one station's lines, or the
 * expo view (whole tickets with each station's progress, until everything is made).
 */
export type KitchenView = { kind: 'all' } | { kind: 'station'; stationId: number } | { kind: 'expo' };

/** The value of the screen picker, and back: "all", "expo" or "station:<id>". */
export function viewValue(view: KitchenView): string {
  return view.kind === 'station' ? `station:${view.stationId}` : view.kind;
}

/** Reads a remembered or picked value; a station that no longer exists falls back to all stations. */
export function parseView(value: unknown, setup: Pick<TKitchenSetup, 'stations'> | undefined): KitchenView {
  if (value === 'expo') return { kind: 'expo' };
  if (typeof value === 'string' && value.startsWith('station:')) {
    const stationId = Number(value.slice('station:'.length));
    if (!setup || setup.stations.some((s) => s.id === stationId)) return { kind: 'station', stationId };
  }
  return { kind: 'all' };
}

/** The station a line is made at, through its item's category; null when its category has none. */
export function stationOfItem(
  item: Pick<TOrder['items'][number], 'item_id'>,
  itemStations: TKitchenSetup['itemStations'],
): number | null {
  return item.item_id === null ? null : (itemStations[String(item.item_id)] ?? null);
}

const isToMake = (status: string) => status === 'created' || status === 'preparing';

/** A ticket on a station's screen: only its lines, and how many lines other stations make. */
export interface StationTicket extends KitchenTicket {
  otherStationsLines: number;
}

/** One station's screen: its lines of each order that still has something for it to make. */
export function stationTickets(
  groups: readonly TOrderGroup[],
  stationId: number,
  itemStations: TKitchenSetup['itemStations'],
): StationTicket[] {
  return toKitchenTickets(groups).flatMap((ticket) => {
    const ours = ticket.order.items.filter((item) => stationOfItem(item, itemStations) === stationId);
    if (!ours.some((item) => isToMake(item.status))) return [];
    const others = ticket.order.items.filter(
      (item) => item.status !== 'cancelled' && stationOfItem(item, itemStations) !== stationId,
    );
    return [{ ...ticket, order: { ...ticket.order, items: ours }, otherStationsLines: others.length }];
  });
}

/** How far one station is with one order. */
export interface StationProgress {
  stationId: number | null;
  name: string;
  done: number;
  total: number;
}

/** Per station (and "No station" for unrouted lines), the order's lines made out of those to make. */
export function stationProgress(order: TOrder, setup: Pick<TKitchenSetup, 'stations' | 'itemStations'>) {
  const progress = new Map<number | null, StationProgress>();
  for (const item of order.items) {
    if (item.status === 'cancelled') continue;
    const stationId = stationOfItem(item, setup.itemStations);
    const name = setup.stations.find((s) => s.id === stationId)?.name ?? text('kitchen:noStation');
    const entry = progress.get(stationId) ?? { stationId, name, done: 0, total: 0 };
    entry.total += 1;
    if (!isToMake(item.status)) entry.done += 1;
    progress.set(stationId, entry);
  }
  return [...progress.values()].sort(
    (a, b) => (a.stationId ?? Number.MAX_SAFE_INTEGER) - (b.stationId ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * The expo screen: every open order with lines still to make or made and not yet served, oldest
 * first. Unlike a station's screen, a ticket stays when its last line is made: that is when the
 * expeditor sends it out.
 */
export function expoTickets(groups: readonly TOrderGroup[]): KitchenTicket[] {
  const cooking = new Set(toKitchenTickets(groups).map((t) => t.order.id));
  const ready = groups.flatMap((group) =>
    group.orders
      .filter((order) => !cooking.has(order.id) && order.items.some((item) => item.status === 'completed'))
      .map((order) => ({
        order,
        title: ticketTitle(group.table_title ?? order.table_title, order),
        floor: group.floor ?? order.floor ?? null,
        tokenNo: order.token_no ?? null,
      })),
  );
  return [...toKitchenTickets(groups), ...ready].sort((a, b) => {
    const diff = new Date(a.order.date).getTime() - new Date(b.order.date).getTime();
    return Number.isFinite(diff) && diff !== 0 ? diff : a.order.id - b.order.id;
  });
}
