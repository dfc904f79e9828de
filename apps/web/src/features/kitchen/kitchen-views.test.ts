import { describe, expect, it } from 'vitest';
import type { TOrderGroup } from '../orders/api/order-types';
import { expoTickets, parseView, stationProgress, stationTickets, viewValue } from './kitchen-views';
import { item, order } from './test-orders';

// Menu items 10 (burger) and 11 (fries) are made at the Grill (1), 20 (lemonade) at the Bar (2);
// item 30 (bread) has a category without a station.
const setup = {
  stations: [
    { id: 1, name: 'Grill' },
    { id: 2, name: 'Bar' },
  ],
  itemStations: { '10': 1, '11': 1, '20': 2 },
};

function group(...orders: ReturnType<typeof order>[]): TOrderGroup {
  return {
    table_id: null,
    table_title: null,
    floor: null,
    order_ids: orders.map((o) => o.id),
    orders,
  } as unknown as TOrderGroup;
}

const mixed = order(1, '2026-01-01T10:00:00Z', {
  items: [
    item(101, 'created', 10),
    item(102, 'preparing', 11),
    item(103, 'created', 20),
    item(104, 'created', 30),
  ],
});
const barDone = order(2, '2026-01-01T10:05:00Z', {
  items: [item(201, 'created', 10), item(202, 'completed', 20)],
});
const allMade = order(3, '2026-01-01T09:55:00Z', {
  items: [item(301, 'completed', 10), item(302, 'completed', 20), item(303, 'cancelled', 20)],
});
const served = order(4, '2026-01-01T09:50:00Z', { items: [item(401, 'delivered', 10)] });
const groups = [group(mixed, barDone, allMade, served)];

describe('kitchen views', () => {
  it("a station's screen shows only its lines of orders it still has to make", () => {
    const grill = stationTickets(groups, 1, setup.itemStations);
    expect(grill.map((t) => t.order.id)).toEqual([1, 2]);
    expect(grill[0].order.items.map((i) => i.id)).toEqual([101, 102]);
    // The bar line and the unrouted bread are made elsewhere.
    expect(grill[0].otherStationsLines).toBe(2);

    const bar = stationTickets(groups, 2, setup.itemStations);
    // Order 2's bar line is made: it has left the bar's screen, not the grill's.
    expect(bar.map((t) => t.order.id)).toEqual([1]);
    expect(bar[0].order.items.map((i) => i.id)).toEqual([103]);
  });

  it('expo keeps a ticket until its lines are served, oldest first, with each station’s progress', () => {
    expect(expoTickets(groups).map((t) => t.order.id)).toEqual([3, 1, 2]);
    expect(stationProgress(mixed, setup)).toEqual([
      { stationId: 1, name: 'Grill', done: 0, total: 2 },
      { stationId: 2, name: 'Bar', done: 0, total: 1 },
      { stationId: null, name: 'No station', done: 0, total: 1 },
    ]);
    expect(stationProgress(barDone, setup)).toEqual([
      { stationId: 1, name: 'Grill', done: 0, total: 1 },
      { stationId: 2, name: 'Bar', done: 1, total: 1 },
    ]);
    // A cancelled line is nobody's work.
    expect(stationProgress(allMade, setup).map((p) => p.total)).toEqual([1, 1]);
  });

  it('remembers a screen by value and falls back to all stations when its station is gone', () => {
    expect(parseView(viewValue({ kind: 'station', stationId: 2 }), setup)).toEqual({
      kind: 'station',
      stationId: 2,
    });
    expect(parseView('expo', setup)).toEqual({ kind: 'expo' });
    expect(parseView('station:9', setup)).toEqual({ kind: 'all' });
    expect(parseView('nonsense', setup)).toEqual({ kind: 'all' });
    expect(parseView(null, setup)).toEqual({ kind: 'all' });
  });
});
