import { addDays, localDate, type PricedLine, priceLine, sumTotals } from '@mise/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A few weeks of made-up but consistent past activity for the demo restaurant (issue 27 §5), so its
 * reports, invoices, customers and reservations show something on first start: customers,
 * reservations (past and a few upcoming) and, per past day, lunch and dinner orders (dine-in at
 * tables with guests, takeaway, a few from the QR menu), all completed and paid, each visit on one
 * invoice with one payment, priced line by line with the domain's pricing as the POS prices them.
 *
 * Nothing is written for the store's today: its Orders, Kitchen and token board start empty, and the
 * day's tokens start at 1. The data comes from a seeded generator (the same seed gives the same
 * history relative to the day it is written) and goes in as a handful of multi-row statements
 * (rows as one JSON parameter each), so it costs a fraction of a second even on the embedded PGlite.
 */

/** How many past days get orders (the last is yesterday, in the store's timezone). */
export const HISTORY_DAYS = 21;
const DEFAULT_SEED = 27;

interface MenuOption {
  id: number;
  title: string;
  price: number;
}
interface MenuRow {
  id: number;
  title: string;
  price: number;
  category: string | null;
  taxTitle: string | null;
  taxRate: number | null;
  taxType: string | null;
  variants: MenuOption[];
  addons: MenuOption[];
}
interface TableRow {
  id: number;
  capacity: number;
}
interface PaymentTypeRow {
  id: number;
  title: string;
  isCash: boolean;
}
interface StoreContext {
  zone: string;
  tables: TableRow[];
  paymentTypes: PaymentTypeRow[];
  items: MenuRow[];
}

interface Line {
  item: MenuRow;
  variant: MenuOption | null;
  addons: MenuOption[];
  quantity: number;
}
interface PricedOrderLine extends Line, PricedLine {}

interface Customer {
  phone: string;
  name: string;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
  /** Local timestamp it was registered at. */
  createdAt: string;
  /** Index of the first history day it may order on (-1: before the history starts). */
  sinceDay: number;
  weight: number;
}

interface DraftOrder {
  day: string;
  /** Minutes after local midnight. */
  at: number;
  lines: PricedOrderLine[];
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
  visit: Visit;
  id?: number;
  tokenNo?: number;
}

interface Visit {
  day: string;
  deliveryType: 'dinein' | 'takeaway';
  table: TableRow | null;
  guests: number | null;
  customer: Customer | null;
  viaQr: boolean;
  orders: DraftOrder[];
  paidAt: number;
  paymentType: PaymentTypeRow | null;
  tip: number;
  tendered: number | null;
  change: number;
  invoiceId?: number;
}

interface Reservation {
  customer: Customer;
  day: string;
  at: number;
  table: TableRow | null;
  people: number;
  status: 'booked' | 'paid' | 'cancelled';
  notes: string | null;
  createdAt: string;
  code: string;
}

/** mulberry32: small, fast and good enough to make a believable restaurant. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  /** Triangular distribution: most values near `peak`. */
  const around = (min: number, peak: number, max: number) => {
    const u = next();
    const f = (peak - min) / (max - min);
    return u < f
      ? min + Math.sqrt(u * (max - min) * (peak - min))
      : max - Math.sqrt((1 - u) * (max - min) * (max - peak));
  };
  const weighted = <T>(list: readonly T[], weightOf: (x: T) => number): T => {
    const total = list.reduce((s, x) => s + weightOf(x), 0);
    let r = next() * total;
    for (const x of list) {
      r -= weightOf(x);
      if (r < 0) return x;
    }
    return list[list.length - 1];
  };
  return { next, int, chance, pick, around, weighted };
}
type Random = ReturnType<typeof generator>;

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Amelia',
  'James',
  'Harper',
  'Benjamin',
  'Chloe',
  'Daniel',
  'Zoe',
  'Samuel',
  'Grace',
  'Leo',
  'Nora',
  'Omar',
  'Priya',
  'Kenji',
  'Fatima',
  'Diego',
  'Hannah',
  'Arjun',
  'Elena',
  'Tomás',
];
const LAST_NAMES = [
  'Carter',
  'Nguyen',
  'Rossi',
  'Okafor',
  'Schmidt',
  'Garcia',
  'Patel',
  'Kim',
  'Dubois',
  'Silva',
  'Murphy',
  'Cohen',
  'Haddad',
  'Larsen',
  'Tanaka',
  'Walsh',
  'Moreno',
  'Novak',
  'Ali',
  'Brooks',
  'Fischer',
  'Reyes',
  'Singh',
  'Hughes',
  'Costa',
  'Bauer',
  'Ibrahim',
  'Jensen',
  'Lopez',
  'Chen',
];
const RESERVATION_NOTES = [
  'Birthday',
  'Window seat please',
  'High chair needed',
  'Anniversary',
  'Gluten-free guest',
];
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Day of the week (0 Sunday) → how busy: weekends more, early week less. */
const BUSY_BY_WEEKDAY = [1.1, 0.7, 0.8, 0.9, 1.0, 1.3, 1.45];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local wall-clock time of `day`, minutes after midnight (seconds from the fraction). */
function localStamp(day: string, minutes: number) {
  const total = Math.min(Math.round(minutes * 60), 24 * 3600 - 1);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${day} ${pad(h)}:${pad(m)}:${pad(total % 60)}`;
}
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** Wall-clock minutes after local midnight of an instant in `zone`. */
function localMinutes(zone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

async function readStore(tx: Db, tenantId: number): Promise<StoreContext> {
  const result = await tx.execute(sql`
    select
      (select timezone from store_settings where tenant_id = ${tenantId}) as zone,
      (select coalesce(json_agg(json_build_object('id', id, 'capacity', seating_capacity) order by id), '[]')
         from store_tables where tenant_id = ${tenantId}) as tables,
      (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'isCash', is_cash) order by id), '[]')
         from payment_types where tenant_id = ${tenantId} and is_active) as "paymentTypes",
      (select coalesce(json_agg(json_build_object(
                'id', m.id, 'title', m.title, 'price', m.price, 'category', c.title,
                'taxTitle', t.title, 'taxRate', t.rate_basis_points, 'taxType', t.type,
                'variants', coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title, 'price', v.price) order by v.id)
                                        from menu_item_variants v where v.tenant_id = m.tenant_id and v.item_id = m.id), '[]'),
                'addons', coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'price', a.price) order by a.id)
                                      from menu_item_addons a where a.tenant_id = m.tenant_id and a.item_id = m.id), '[]')
              ) order by m.id), '[]')
         from menu_items m
         left join categories c on c.tenant_id = m.tenant_id and c.id = m.category_id
         left join taxes t on t.tenant_id = m.tenant_id and t.id = m.tax_id
        where m.tenant_id = ${tenantId}) as items`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    zone: String(row.zone ?? 'UTC'),
    tables: json<TableRow[]>(row.tables),
    paymentTypes: json<PaymentTypeRow[]>(row.paymentTypes),
    items: json<MenuRow[]>(row.items),
  };
}

/** The menu by course, as a guest orders from it. */
function menuOf(items: MenuRow[]) {
  const inCategory = (name: string) => items.filter((i) => i.category === name);
  const drinks = inCategory('Drinks');
  return {
    starters: inCategory('Starters'),
    mains: inCategory('Mains'),
    drinks,
    coffees: drinks.filter((i) => /cappuccino|coffee|espresso|latte/i.test(i.title)),
    desserts: inCategory('Desserts'),
    any: items,
  };
}
type Menu = ReturnType<typeof menuOf>;

function chooseLine(rnd: Random, from: MenuRow[]): Line | null {
  if (from.length === 0) return null;
  const item = rnd.pick(from);
  // The first variant (the regular size) is the usual choice.
  const variant =
    item.variants.length === 0 ? null : rnd.chance(0.7) ? item.variants[0] : rnd.pick(item.variants);
  const addons = item.addons.filter(() => rnd.chance(0.18));
  return { item, variant, addons, quantity: 1 };
}

/** Same dish, same options: one line with a quantity, as the POS cart merges them. */
function priceLines(lines: Array<Line | null>): PricedOrderLine[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    if (!line) continue;
    const key = `${line.item.id}|${line.variant?.id ?? ''}|${line.addons.map((a) => a.id).join(',')}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()].map((line) => {
    const hasTax = line.item.taxTitle !== null && line.item.taxRate !== null;
    const priced = priceLine({
      basePrice: line.item.price,
      variantPrice: line.variant?.price ?? null,
      addonPrices: line.addons.map((a) => a.price),
      quantity: line.quantity,
      tax: hasTax ? { rateBasisPoints: line.item.taxRate ?? 0, type: line.item.taxType } : null,
    });
    return { ...line, ...priced };
  });
}

function draftOrder(visit: Visit, at: number, lines: PricedOrderLine[]): DraftOrder {
  // No service charge on the demo store (its checkout settings keep the default: none).
  const totals = sumTotals(lines, null);
  return {
    day: visit.day,
    at,
    lines,
    itemsTotal: totals.itemsTotal,
    taxTotal: totals.taxTotal,
    payableTotal: totals.payableTotal,
    visit,
  };
}

/** What a table of `guests` orders at a sitting: mains and drinks each, starters to share, some desserts. */
function tableLines(rnd: Random, menu: Menu, guests: number, meal: 'lunch' | 'afternoon' | 'dinner') {
  const lines: Array<Line | null> = [];
  for (let g = 0; g < guests; g++) {
    if (meal === 'afternoon') {
      lines.push(chooseLine(rnd, menu.coffees.length ? menu.coffees : menu.drinks));
      if (rnd.chance(0.5)) lines.push(chooseLine(rnd, menu.desserts));
      continue;
    }
    if (rnd.chance(meal === 'dinner' ? 0.92 : 0.85)) lines.push(chooseLine(rnd, menu.mains));
    if (rnd.chance(0.85)) lines.push(chooseLine(rnd, menu.drinks));
    if (meal === 'dinner' && rnd.chance(0.25)) lines.push(chooseLine(rnd, menu.desserts));
  }
  const sharedStarters = Math.ceil(guests / 2);
  for (let s = 0; s < sharedStarters; s++) {
    if (rnd.chance(meal === 'dinner' ? 0.55 : 0.25)) lines.push(chooseLine(rnd, menu.starters));
  }
  if (!lines.some(Boolean)) lines.push(chooseLine(rnd, menu.any));
  return priceLines(lines);
}

function takeawayLines(rnd: Random, menu: Menu, meal: 'lunch' | 'afternoon' | 'dinner') {
  const lines: Array<Line | null> = [];
  if (meal === 'afternoon') {
    for (let n = rnd.int(1, 2); n > 0; n--)
      lines.push(chooseLine(rnd, menu.coffees.length ? menu.coffees : menu.drinks));
    if (rnd.chance(0.3)) lines.push(chooseLine(rnd, menu.desserts));
  } else {
    for (let n = rnd.int(1, 3); n > 0; n--) lines.push(chooseLine(rnd, menu.mains));
    if (rnd.chance(0.5)) lines.push(chooseLine(rnd, menu.drinks));
  }
  if (!lines.some(Boolean)) lines.push(chooseLine(rnd, menu.any));
  return priceLines(lines);
}

function makeCustomers(rnd: Random, today: string): Customer[] {
  const start = addDays(today, -HISTORY_DAYS);
  return FIRST_NAMES.map((first, i) => {
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
    // Most were regulars before the history starts; the last few register during it.
    const isNew = i >= FIRST_NAMES.length - 8;
    const sinceDay = isNew ? rnd.int(0, HISTORY_DAYS - 2) : -1;
    const createdDay = isNew ? addDays(start, sinceDay) : addDays(start, -rnd.int(5, 120));
    return {
      phone: `+1 555 01${pad(10 + i)}`,
      name: `${first} ${last}`,
      email: rnd.chance(0.6)
        ? `${first}.${last}@example.com`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
        : null,
      birthDate: rnd.chance(0.3)
        ? `${rnd.int(1960, 2002)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`
        : null,
      gender: rnd.chance(0.4) ? rnd.pick(['female', 'male', 'other'] as const) : null,
      createdAt: localStamp(createdDay, rnd.int(10 * 60, 11 * 60)),
      sinceDay,
      weight: i < 8 ? 4 : 1,
    };
  });
}

function reservationCode(rnd: Random) {
  let code = '';
  for (let i = 0; i < 8; i++) code += rnd.pick(CODE_ALPHABET.split(''));
  return code;
}

interface History {
  customers: Customer[];
  reservations: Reservation[];
  visits: Visit[];
  orders: DraftOrder[];
}

/** The whole history in memory: visits with their orders, customers and reservations. */
export function generateHistory(store: StoreContext, now: Date, seed = DEFAULT_SEED): History {
  const rnd = generator(seed);
  const menu = menuOf(store.items);
  const today = localDate(store.zone, now);
  const customers = makeCustomers(rnd, today);
  const reservations: Reservation[] = [];
  const visits: Visit[] = [];
  const cash = store.paymentTypes.find((p) => p.isCash) ?? null;
  const card = store.paymentTypes.find((p) => !p.isCash) ?? null;
  const tableFor = (people: number) =>
    store.tables.filter((t) => t.capacity >= people).sort((a, b) => a.capacity - b.capacity)[0] ?? null;
  if (menu.any.length === 0) return { customers, reservations, visits, orders: [] };

  for (let d = 0; d < HISTORY_DAYS; d++) {
    const day = addDays(today, d - HISTORY_DAYS);
    const busy = BUSY_BY_WEEKDAY[weekday(day)] * (0.85 + rnd.next() * 0.3);
    const known = customers.filter((c) => c.sinceDay <= d);
    const regular = () => rnd.weighted(known, (c) => c.weight);
    const freeAt = new Map<number, number>();

    // Dinner bookings: kept ones become a visit at the booked time.
    const booked: Array<{ at: number; reservation: Reservation }> = [];
    for (let n = rnd.int(0, weekday(day) >= 5 ? 3 : 1); n > 0; n--) {
      const people = rnd.int(2, 6);
      const at = rnd.pick([18.5, 19, 19.5, 20, 20.5]) * 60;
      const reservation: Reservation = {
        customer: regular(),
        day,
        at,
        table: tableFor(people),
        people,
        status: rnd.chance(0.12) ? 'cancelled' : 'paid',
        notes: rnd.chance(0.3) ? rnd.pick(RESERVATION_NOTES) : null,
        createdAt: localStamp(addDays(day, -rnd.int(1, 10)), rnd.int(10 * 60, 17 * 60)),
        code: reservationCode(rnd),
      };
      reservations.push(reservation);
      if (reservation.status === 'paid') booked.push({ at, reservation });
    }

    type Arrival = { at: number; meal: 'lunch' | 'afternoon' | 'dinner'; reservation?: Reservation };
    const arrivals: Arrival[] = booked.map(({ at, reservation }) => ({ at, meal: 'dinner', reservation }));
    for (let n = Math.round(10 * busy); n > 0; n--)
      arrivals.push({ at: rnd.around(690, 765, 870), meal: 'lunch' });
    for (let n = rnd.int(1, 3); n > 0; n--)
      arrivals.push({ at: rnd.around(880, 960, 1050), meal: 'afternoon' });
    for (let n = Math.round(13 * busy); n > 0; n--)
      arrivals.push({ at: rnd.around(1065, 1170, 1305), meal: 'dinner' });
    arrivals.sort((a, b) => a.at - b.at);

    for (const arrival of arrivals) {
      const { meal, reservation } = arrival;
      const roll = rnd.next();
      const takeawayShare = meal === 'lunch' ? 0.3 : meal === 'afternoon' ? 0.6 : 0.18;
      let deliveryType: Visit['deliveryType'] = !reservation && roll < takeawayShare ? 'takeaway' : 'dinein';
      const viaQr = deliveryType === 'dinein' && !reservation && rnd.chance(meal === 'dinner' ? 0.09 : 0.06);
      let guests =
        reservation?.people ?? (meal === 'afternoon' ? rnd.int(1, 2) : rnd.pick([1, 2, 2, 2, 3, 4, 4, 5, 6]));
      let table: TableRow | null = null;
      if (deliveryType === 'dinein') {
        const fits = store.tables
          .filter((t) => t.capacity >= guests && (freeAt.get(t.id) ?? 0) <= arrival.at)
          .sort((a, b) => a.capacity - b.capacity);
        table = (reservation?.table && fits.find((t) => t.id === reservation.table?.id)) || fits[0] || null;
        if (!table) {
          // Full house: a booked party waits for the first table that fits; walk-ins take away or leave.
          const waitFor = store.tables
            .filter((t) => t.capacity >= guests)
            .sort((a, b) => (freeAt.get(a.id) ?? 0) - (freeAt.get(b.id) ?? 0))[0];
          if (reservation && waitFor) {
            table = waitFor;
            arrival.at = Math.max(arrival.at, freeAt.get(waitFor.id) ?? 0);
          } else if (rnd.chance(0.4)) deliveryType = 'takeaway';
          else continue;
        }
      }
      if (reservation) reservation.table = table;
      const customer =
        reservation?.customer ??
        (viaQr || rnd.chance(deliveryType === 'dinein' ? 0.3 : 0.2)
          ? known.length
            ? regular()
            : null
          : null);
      const visit: Visit = {
        day,
        deliveryType,
        table: deliveryType === 'dinein' ? table : null,
        guests: deliveryType === 'dinein' ? guests : null,
        customer,
        viaQr: viaQr && deliveryType === 'dinein',
        orders: [],
        paidAt: arrival.at,
        paymentType: null,
        tip: 0,
        tendered: null,
        change: 0,
      };
      if (deliveryType === 'takeaway') {
        guests = 0;
        // Paid at the till as it is ordered (create-order-and-invoice): invoice and order at one instant.
        visit.orders.push(draftOrder(visit, arrival.at, takeawayLines(rnd, menu, meal)));
      } else {
        const sitting =
          meal === 'lunch' ? rnd.int(35, 60) : meal === 'afternoon' ? rnd.int(20, 40) : rnd.int(60, 100);
        const orderAt = arrival.at + rnd.int(3, 10);
        visit.orders.push(draftOrder(visit, orderAt, tableLines(rnd, menu, guests, meal)));
        // Some tables order again: desserts and coffees, paid with the rest on one bill.
        if (meal !== 'afternoon' && rnd.chance(meal === 'dinner' ? 0.25 : 0.1)) {
          const more: Array<Line | null> = [];
          for (let g = 0; g < guests; g++) {
            if (rnd.chance(0.5)) more.push(chooseLine(rnd, menu.desserts));
            if (rnd.chance(0.4)) more.push(chooseLine(rnd, menu.coffees.length ? menu.coffees : menu.drinks));
          }
          if (!more.some(Boolean))
            more.push(chooseLine(rnd, menu.desserts.length ? menu.desserts : menu.any));
          visit.orders.push(draftOrder(visit, orderAt + Math.round(sitting * 0.65), priceLines(more)));
        }
        visit.paidAt = arrival.at + sitting + rnd.int(2, 8);
        if (table) freeAt.set(table.id, visit.paidAt + rnd.int(5, 12));
      }
      const total = visit.orders.reduce((s, o) => s + o.payableTotal, 0);
      const byCard = card !== null && (cash === null || rnd.chance(0.65));
      visit.paymentType = byCard ? card : cash;
      if (byCard && deliveryType === 'dinein' && rnd.chance(0.45)) {
        visit.tip = Math.round((total * rnd.pick([10, 15, 20])) / 100);
      }
      if (!byCard && cash !== null) {
        // Exact money now and then; otherwise a note (or notes) that covers it, and change.
        const note = rnd.pick([500, 1000, 2000, 5000]);
        visit.tendered = rnd.chance(0.2) ? total : Math.ceil(total / note) * note;
        visit.change = visit.tendered - total;
      }
      visits.push(visit);
    }
  }

  // A few bookings still to come (the evening's only while it is ahead).
  const nowMinutes = localMinutes(store.zone, now);
  for (const [offset, at, people] of [
    [0, 19.5 * 60, 4],
    [0, 20.25 * 60, 2],
    [1, 19 * 60, 2],
    [2, 13 * 60, 6],
    [4, 20 * 60, 3],
    [6, 19.5 * 60, 8],
  ] as const) {
    if (offset === 0 && at - nowMinutes < 60) continue;
    reservations.push({
      customer: rnd.weighted(customers, (c) => c.weight),
      day: addDays(today, offset),
      at,
      table: tableFor(people),
      people,
      status: 'booked',
      notes: rnd.chance(0.3) ? rnd.pick(RESERVATION_NOTES) : null,
      createdAt: localStamp(addDays(today, -rnd.int(1, 5)), rnd.int(10 * 60, 17 * 60)),
      code: reservationCode(rnd),
    });
  }
  // Codes are unique per store.
  const codes = new Set<string>();
  for (const r of reservations) {
    while (codes.has(r.code)) r.code = reservationCode(rnd);
    codes.add(r.code);
  }

  const orders = visits.flatMap((v) => v.orders);
  // Tokens restart each day and follow the order in which the orders were taken.
  orders.sort((a, b) => (a.day === b.day ? a.at - b.at : a.day < b.day ? -1 : 1));
  let lastDay = '';
  let token = 0;
  for (const order of orders) {
    if (order.day !== lastDay) {
      lastDay = order.day;
      token = 0;
    }
    order.tokenNo = ++token;
  }
  return { customers, reservations, visits, orders };
}

/** Ids drawn from the tables' own identity sequences, so that later rows never collide with these. */
async function reserveIds(tx: Db, counts: { invoices: number; orders: number; qrOrders: number }) {
  const result = await tx.execute(sql`
    select 'invoices' as seq, nextval(pg_get_serial_sequence('invoices', 'id'))::int as id
      from generate_series(1, ${counts.invoices}::int)
    union all
    select 'orders', nextval(pg_get_serial_sequence('orders', 'id'))::int from generate_series(1, ${counts.orders}::int)
    union all
    select 'qr_orders', nextval(pg_get_serial_sequence('qr_orders', 'id'))::int
      from generate_series(1, ${counts.qrOrders}::int)`);
  const rows = rowsOf<{ seq: string; id: number }>(result);
  const of = (seq: string) =>
    rows
      .filter((r) => r.seq === seq)
      .map((r) => Number(r.id))
      .sort((x, y) => x - y);
  return [of('invoices'), of('orders'), of('qr_orders')];
}

export interface HistoryCounts {
  customers: number;
  reservations: number;
  orders: number;
  orderItems: number;
  invoices: number;
  qrOrders: number;
  days: number;
}

/**
 * Writes the demo store's history inside the seed's transaction. `now` and `seed` are injectable so
 * tests can pin them.
 */
export async function seedDemoHistory(
  tx: Db,
  store: { tenantId: number; userId: number },
  options: { now?: Date; seed?: number } = {},
): Promise<HistoryCounts> {
  const { tenantId, userId } = store;
  const context = await readStore(tx, tenantId);
  const zone = context.zone;
  const history = generateHistory(context, options.now ?? new Date(), options.seed ?? DEFAULT_SEED);
  const { customers, reservations, visits, orders } = history;
  const qrVisits = visits.filter((v) => v.viaQr);

  // Visits are paid in time order; ids follow it, as they would have been handed out.
  const byPayment = [...visits].sort((a, b) =>
    a.day === b.day ? a.paidAt - b.paidAt : a.day < b.day ? -1 : 1,
  );
  const [invoiceIds, orderIds, qrIds] = await reserveIds(tx, {
    invoices: byPayment.length,
    orders: orders.length,
    qrOrders: qrVisits.length,
  });
  byPayment.forEach((v, i) => {
    v.invoiceId = invoiceIds[i];
  });
  orders.forEach((o, i) => {
    o.id = orderIds[i];
  });
  /** A local wall-clock column of the rows → the instant it names in the store's timezone. */
  const local = (column: string) => sql`(${sql.raw(`r.${column}`)}::timestamp at time zone ${zone})`;
  const json = (rows: unknown[]) => JSON.stringify(rows);

  await tx.execute(sql`
    insert into customers (tenant_id, phone, name, email, birth_date, gender, created_at, updated_at)
    select ${tenantId}, r.phone, r.name, r.email, r.birth_date::date, r.gender,
           ${local('at_local')}, ${local('at_local')}
    from json_to_recordset(${json(
      customers.map((c) => ({
        phone: c.phone,
        name: c.name,
        email: c.email,
        birth_date: c.birthDate,
        gender: c.gender,
        at_local: c.createdAt,
      })),
    )}::json) as r(phone text, name text, email text, birth_date text, gender text, at_local text)`);

  if (reservations.length > 0)
    await tx.execute(sql`
      insert into reservations (tenant_id, customer_id, date, table_id, status, notes, people_count, unique_code,
                                created_at, updated_at)
      select ${tenantId}, r.phone, ${local('date_local')}, r.table_id, r.status, r.notes, r.people,
             r.code, ${local('at_local')}, ${local('at_local')}
      from json_to_recordset(${json(
        reservations.map((r) => ({
          phone: r.customer.phone,
          date_local: localStamp(r.day, r.at),
          table_id: r.table?.id ?? null,
          status: r.status,
          notes: r.notes,
          people: r.people,
          code: r.code,
          at_local: r.createdAt,
        })),
      )}::json) as r(phone text, date_local text, table_id int, status text, notes text, people int, code text,
                      at_local text)`);

  if (visits.length === 0) return countsOf(history, 0);

  await tx.execute(sql`
    insert into invoices (id, tenant_id, sub_total, tax_total, total, payment_type_id, payment_type_title, table_id,
                          delivery_type, customer_type, customer_id, customer_name, created_at)
    overriding system value
    select r.id, ${tenantId}, r.sub_total, r.tax_total, r.total, r.payment_type_id, r.payment_type_title, r.table_id,
           r.delivery_type, r.customer_type, r.customer_id, r.customer_name, ${local('at_local')}
    from json_to_recordset(${json(
      byPayment.map((v) => ({
        id: v.invoiceId,
        sub_total: v.orders.reduce((s, o) => s + o.itemsTotal, 0),
        tax_total: v.orders.reduce((s, o) => s + o.taxTotal, 0),
        total: v.orders.reduce((s, o) => s + o.payableTotal, 0),
        payment_type_id: v.paymentType?.id ?? null,
        payment_type_title: v.paymentType?.title ?? null,
        table_id: v.table?.id ?? null,
        delivery_type: v.deliveryType,
        customer_type: v.customer ? 'CUSTOMER' : 'WALKIN',
        customer_id: v.customer?.phone ?? null,
        customer_name: v.customer?.name ?? null,
        at_local: localStamp(v.day, v.paidAt),
      })),
    )}::json) as r(id int, sub_total int, tax_total int, total int, payment_type_id int, payment_type_title text,
                    table_id int, delivery_type text, customer_type text, customer_id text, customer_name text,
                    at_local text)`);

  await tx.execute(sql`
    insert into payments (tenant_id, invoice_id, payment_type_id, payment_type_title, amount, tip, tendered, "change",
                          created_by, created_at)
    select ${tenantId}, r.invoice_id, r.payment_type_id, r.payment_type_title, r.amount, r.tip, r.tendered, r.change_given,
           ${userId}, ${local('at_local')}
    from json_to_recordset(${json(
      byPayment.map((v) => ({
        invoice_id: v.invoiceId,
        payment_type_id: v.paymentType?.id ?? null,
        payment_type_title: v.paymentType?.title ?? null,
        amount: v.orders.reduce((s, o) => s + o.payableTotal, 0),
        tip: v.tip,
        tendered: v.tendered,
        change_given: v.change,
        at_local: localStamp(v.day, v.paidAt),
      })),
    )}::json) as r(invoice_id int, payment_type_id int, payment_type_title text, amount int, tip int, tendered int,
                    change_given int, at_local text)`);

  await tx.execute(sql`
    insert into orders (id, tenant_id, token_day, token_no, delivery_type, customer_type, customer_id, customer_name,
                        table_id, status, payment_status, invoice_id, source, items_total, tax_total, payable_total,
                        guests, created_by, created_at, updated_at)
    overriding system value
    select r.id, ${tenantId}, r.day::date, r.token_no, r.delivery_type, r.customer_type, r.customer_id, r.customer_name,
           r.table_id, 'completed', 'paid', r.invoice_id, 'pos', r.items_total, r.tax_total, r.payable_total,
           r.guests, ${userId}, ${local('at_local')}, ${local('paid_local')}
    from json_to_recordset(${json(
      orders.map((o) => ({
        id: o.id,
        day: o.day,
        token_no: o.tokenNo,
        delivery_type: o.visit.deliveryType,
        customer_type: o.visit.customer ? 'CUSTOMER' : 'WALKIN',
        customer_id: o.visit.customer?.phone ?? null,
        customer_name: o.visit.customer?.name ?? null,
        table_id: o.visit.table?.id ?? null,
        invoice_id: o.visit.invoiceId,
        items_total: o.itemsTotal,
        tax_total: o.taxTotal,
        payable_total: o.payableTotal,
        // Covers count once per sitting: a second round at the table has no party size of its own.
        guests: o === o.visit.orders[0] ? o.visit.guests : null,
        at_local: localStamp(o.day, o.at),
        paid_local: localStamp(o.day, o.visit.paidAt),
      })),
    )}::json) as r(id int, day text, token_no int, delivery_type text, customer_type text, customer_id text,
                    customer_name text, table_id int, invoice_id int, items_total int, tax_total int,
                    payable_total int, guests int, at_local text, paid_local text)`);

  const lines = orders.flatMap((o) => o.lines.map((line) => ({ order: o, line })));
  await tx.execute(sql`
    insert into order_items (tenant_id, order_id, item_id, item_title, variant_id, variant_title, variant_price, addons,
                             unit_price, quantity, status, tax_title, tax_rate_basis_points, tax_type, line_total,
                             tax_amount, net_amount, created_at, updated_at)
    select ${tenantId}, r.order_id, r.item_id, r.item_title, r.variant_id, r.variant_title, r.variant_price, r.addons,
           r.unit_price, r.quantity, 'delivered', r.tax_title, r.tax_rate, r.tax_type, r.line_total, r.tax_amount,
           r.net_amount, ${local('at_local')}, ${local('paid_local')}
    from json_to_recordset(${json(
      lines.map(({ order, line }) => {
        const hasTax = line.item.taxTitle !== null && line.item.taxRate !== null;
        return {
          order_id: order.id,
          item_id: line.item.id,
          item_title: line.item.title,
          variant_id: line.variant?.id ?? null,
          variant_title: line.variant?.title ?? null,
          variant_price: line.variant?.price ?? null,
          addons: line.addons.map((a) => ({ id: a.id, title: a.title, price: a.price })),
          unit_price: line.unitPrice,
          quantity: line.quantity,
          tax_title: hasTax ? line.item.taxTitle : null,
          tax_rate: hasTax ? line.item.taxRate : null,
          tax_type: hasTax ? line.item.taxType : null,
          line_total: line.lineTotal,
          tax_amount: line.taxAmount,
          net_amount: line.netAmount,
          at_local: localStamp(order.day, order.at),
          paid_local: localStamp(order.day, order.visit.paidAt),
        };
      }),
    )}::json) as r(order_id int, item_id int, item_title text, variant_id int, variant_title text, variant_price int,
                    addons jsonb, unit_price int, quantity int, tax_title text, tax_rate int, tax_type text,
                    line_total int, tax_amount int, net_amount int, at_local text, paid_local text)`);

  if (qrVisits.length > 0) {
    // The diner's QR order, sent to the kitchen from the POS a few minutes later (its first order).
    const qr = qrVisits.map((v, i) => ({ visit: v, id: qrIds[i], order: v.orders[0] }));
    await tx.execute(sql`
      insert into qr_orders (id, tenant_id, table_id, delivery_type, customer_type, customer_id, customer_name, status,
                             order_id, created_at, updated_at)
      overriding system value
      select r.id, ${tenantId}, r.table_id, 'dinein', r.customer_type, r.customer_id, r.customer_name, 'completed',
             r.order_id, ${local('at_local')}, ${local('sent_local')}
      from json_to_recordset(${json(
        qr.map(({ visit, id, order }) => ({
          id,
          table_id: visit.table?.id ?? null,
          customer_type: visit.customer ? 'CUSTOMER' : 'WALKIN',
          customer_id: visit.customer?.phone ?? null,
          customer_name: visit.customer?.name ?? null,
          order_id: order.id,
          at_local: localStamp(order.day, Math.max(0, order.at - 3)),
          sent_local: localStamp(order.day, order.at),
        })),
      )}::json) as r(id int, table_id int, customer_type text, customer_id text, customer_name text, order_id int,
                      at_local text, sent_local text)`);
    await tx.execute(sql`
      insert into qr_order_items (tenant_id, qr_order_id, item_id, item_title, variant_id, variant_title, addons,
                                  unit_price, quantity)
      select ${tenantId}, r.qr_order_id, r.item_id, r.item_title, r.variant_id, r.variant_title, r.addons, r.unit_price,
             r.quantity
      from json_to_recordset(${json(
        qr.flatMap(({ id, order }) =>
          order.lines.map((line) => ({
            qr_order_id: id,
            item_id: line.item.id,
            item_title: line.item.title,
            variant_id: line.variant?.id ?? null,
            variant_title: line.variant?.title ?? null,
            addons: line.addons.map((a) => ({ id: a.id, title: a.title, price: a.price })),
            unit_price: line.unitPrice,
            quantity: line.quantity,
          })),
        ),
      )}::json) as r(qr_order_id int, item_id int, item_title text, variant_id int, variant_title text, addons jsonb,
                      unit_price int, quantity int)`);
  }

  const lastTokens = new Map<string, number>();
  for (const o of orders) lastTokens.set(o.day, Math.max(lastTokens.get(o.day) ?? 0, o.tokenNo ?? 0));
  await tx.execute(sql`
    insert into daily_token_counters (tenant_id, day, last_token)
    select ${tenantId}, r.day::date, r.last_token
    from json_to_recordset(${json([...lastTokens].map(([day, last]) => ({ day, last_token: last })))}::json)
      as r(day text, last_token int)`);

  return countsOf(history, lines.length);
}

function countsOf(history: History, orderItems: number): HistoryCounts {
  return {
    customers: history.customers.length,
    reservations: history.reservations.length,
    orders: history.orders.length,
    orderItems,
    invoices: history.visits.length,
    qrOrders: history.visits.filter((v) => v.viaQr).length,
    days: new Set(history.orders.map((o) => o.day)).size,
  };
}
