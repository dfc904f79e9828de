import { addDays, localDate, priceLine } from '@mise/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMenu } from '../test/fixtures';
import { registerTenant, signIn, type TestClient } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Db } from './client';
import { seedDemoRestaurantIfEmpty } from './seed';
import { generateHistory, HISTORY_DAYS, seedDemoHistory } from './seed-history';

/**
 * The demo restaurant's history (issue 27 §5): a fresh database seeds weeks of paid orders whose
 * reports, invoices and Z reports add up (DOMAIN.md sums), with nothing open and nothing today.
 */
let t: TestApp;
let owner: TestClient;
let demoTenantId: number;
let zone: string;
let seedMs: number;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
const cents = (major: number) => Math.round(major * 100);

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  const login = await seedDemoRestaurantIfEmpty(t.app.deps.db);
  seedMs = performance.now() - started;
  if (!login) throw new Error('the demo was not seeded');
  owner = await signIn(t.app, login.username, login.password);
  const [store] = await query<{ tenantId: number; zone: string }>(
    t.app.deps.db,
    sql`select tenant_id as "tenantId", timezone as zone from store_settings`,
  );
  demoTenantId = store.tenantId;
  zone = store.zone;
}, 60_000);
afterAll(() => t?.close());

/** Every invariant the history must keep, for one store, checked in SQL (and the pricing in JS). */
async function brokenInvariants(db: Db, tenantId: number) {
  const problems: Record<string, unknown[]> = {};
  const note = (name: string, rows: unknown[]) => {
    if (rows.length > 0) problems[name] = rows.slice(0, 5);
  };
  // Invoices: total = sub + service charge + tax; sub and tax are its orders' lines; payments cover it.
  note(
    'invoice sums',
    await query(
      db,
      sql`
      select i.id, i.sub_total, i.tax_total, i.total, l.net, l.tax, o.payable, p.amount
      from invoices i
      left join lateral (select coalesce(sum(oi.net_amount), 0)::int as net, coalesce(sum(oi.tax_amount), 0)::int as tax
                           from orders o join order_items oi on oi.order_id = o.id and oi.tenant_id = o.tenant_id
                          where o.invoice_id = i.id and o.tenant_id = i.tenant_id and oi.status <> 'cancelled') l on true
      left join lateral (select coalesce(sum(o.payable_total), 0)::int as payable from orders o
                          where o.invoice_id = i.id and o.tenant_id = i.tenant_id) o on true
      left join lateral (select coalesce(sum(p.amount), 0)::int as amount, count(*)::int as n from payments p
                          where p.invoice_id = i.id and p.tenant_id = i.tenant_id) p on true
      where i.tenant_id = ${tenantId}
        and (i.sub_total + i.service_charge_total + i.tax_total <> i.total or i.sub_total <> l.net
             or i.tax_total <> l.tax or i.total <> o.payable or i.total <> p.amount or p.n <> 1
             or i.discount_total <> 0 or i.comp_total <> 0 or i.service_charge_total <> 0)`,
    ),
  );
  // Orders: totals are their lines'; each is completed, paid, on an invoice of the same local day.
  note(
    'order sums',
    await query(
      db,
      sql`
      select o.id from orders o
      left join lateral (select coalesce(sum(net_amount), 0)::int as net, coalesce(sum(tax_amount), 0)::int as tax,
                                count(*)::int as n
                           from order_items oi where oi.order_id = o.id and oi.tenant_id = o.tenant_id) l on true
      where o.tenant_id = ${tenantId}
        and (o.items_total <> l.net or o.tax_total <> l.tax or o.payable_total <> o.items_total + o.tax_total
             or l.n = 0)`,
    ),
  );
  note(
    'open or unpaid orders',
    await query(
      db,
      sql`select id, status, payment_status from orders
           where tenant_id = ${tenantId} and (status <> 'completed' or payment_status <> 'paid' or invoice_id is null)`,
    ),
  );
  note(
    'order and invoice on other local days',
    await query(
      db,
      sql`
      select o.id from orders o join invoices i on i.id = o.invoice_id and i.tenant_id = o.tenant_id
      join store_settings s on s.tenant_id = o.tenant_id
      where o.tenant_id = ${tenantId}
        and (o.token_day <> (o.created_at at time zone s.timezone)::date
             or (i.created_at at time zone s.timezone)::date <> o.token_day or i.created_at < o.created_at)`,
    ),
  );
  // Nothing today or later: the day's screens start empty.
  note(
    'activity today',
    await query(
      db,
      sql`
      select 'order' as what, o.id from orders o join store_settings s on s.tenant_id = o.tenant_id
       where o.tenant_id = ${tenantId}
         and o.created_at >= ((now() at time zone s.timezone)::date::timestamp at time zone s.timezone)
      union all
      select 'payment', p.id from payments p join store_settings s on s.tenant_id = p.tenant_id
       where p.tenant_id = ${tenantId}
         and p.created_at >= ((now() at time zone s.timezone)::date::timestamp at time zone s.timezone)
      union all
      select 'token counter', 0 from daily_token_counters c join store_settings s on s.tenant_id = c.tenant_id
       where c.tenant_id = ${tenantId} and c.day >= (now() at time zone s.timezone)::date
      union all
      select 'qr order', q.id from qr_orders q where q.tenant_id = ${tenantId} and q.status = 'created'`,
    ),
  );
  // Tokens: 1..n each day, and the day's counter at n.
  note(
    'tokens',
    await query(
      db,
      sql`
      select d.day, d.n, d.max, d.distinct_tokens, c.last_token from (
        select token_day as day, count(*)::int as n, max(token_no) as max, count(distinct token_no)::int as distinct_tokens
        from orders where tenant_id = ${tenantId} group by token_day) d
      full join (select * from daily_token_counters where tenant_id = ${tenantId}) c on c.day = d.day
      where c.day is null or d.day is null or d.n <> d.max or d.n <> d.distinct_tokens or c.last_token <> d.n`,
    ),
  );
  // Every line priced as the POS prices it, from what the menu says today.
  const lines = await query<{
    id: number;
    base: number;
    variant_price: number | null;
    addon_prices: number[];
    quantity: number;
    tax_rate: number | null;
    tax_type: string | null;
    unit_price: number;
    line_total: number;
    tax_amount: number;
    net_amount: number;
    menu_tax_rate: number | null;
  }>(
    db,
    sql`
    select oi.id, m.price as base, oi.variant_price,
           coalesce((select json_agg((a->>'price')::int) from jsonb_array_elements(oi.addons) a), '[]') as addon_prices,
           oi.quantity, oi.tax_rate_basis_points as tax_rate, oi.tax_type, oi.unit_price, oi.line_total, oi.tax_amount,
           oi.net_amount, t.rate_basis_points as menu_tax_rate
    from order_items oi
    join menu_items m on m.id = oi.item_id and m.tenant_id = oi.tenant_id
    left join taxes t on t.id = m.tax_id and t.tenant_id = m.tenant_id
    where oi.tenant_id = ${tenantId}`,
  );
  note(
    'line pricing',
    lines.filter((line) => {
      const addons =
        typeof line.addon_prices === 'string' ? JSON.parse(line.addon_prices) : line.addon_prices;
      const priced = priceLine({
        basePrice: line.base,
        variantPrice: line.variant_price,
        addonPrices: addons,
        quantity: line.quantity,
        tax: line.tax_rate === null ? null : { rateBasisPoints: line.tax_rate, type: line.tax_type },
      });
      return (
        priced.unitPrice !== line.unit_price ||
        priced.lineTotal !== line.line_total ||
        priced.taxAmount !== line.tax_amount ||
        priced.netAmount !== line.net_amount ||
        line.tax_rate !== line.menu_tax_rate
      );
    }),
  );
  return { problems, lineCount: lines.length };
}

describe('the demo restaurant on first start', () => {
  it('has weeks of history, consistent to the cent, with nothing open and nothing today', async () => {
    const db = t.app.deps.db;
    const [counts] = await query<Record<string, number>>(
      db,
      sql`select (select count(*)::int from customers where tenant_id = ${demoTenantId}) as customers,
                 (select count(distinct phone)::int from customers where tenant_id = ${demoTenantId}) as phones,
                 (select count(*)::int from reservations where tenant_id = ${demoTenantId}) as reservations,
                 (select count(*)::int from reservations where tenant_id = ${demoTenantId} and date > now()) as upcoming,
                 (select count(*)::int from orders where tenant_id = ${demoTenantId}) as orders,
                 (select count(*)::int from orders where tenant_id = ${demoTenantId} and delivery_type = 'dinein' and guests > 0) as dine_in,
                 (select count(*)::int from orders where tenant_id = ${demoTenantId} and delivery_type = 'takeaway') as takeaway,
                 (select count(*)::int from qr_orders where tenant_id = ${demoTenantId} and order_id is not null) as qr,
                 (select count(*)::int from invoices where tenant_id = ${demoTenantId}) as invoices,
                 (select count(distinct payment_type_title)::int from payments where tenant_id = ${demoTenantId}) as payment_types,
                 (select count(*)::int from payments where tenant_id = ${demoTenantId} and tip > 0) as tipped,
                 (select count(distinct token_day)::int from orders where tenant_id = ${demoTenantId}) as days`,
    );
    console.info(`demo seed with history: ${seedMs.toFixed(0)} ms`, counts);
    expect(counts.customers).toBeGreaterThanOrEqual(25);
    expect(counts.phones).toBe(counts.customers);
    expect(counts.upcoming).toBeGreaterThanOrEqual(3);
    expect(counts.reservations).toBeGreaterThan(counts.upcoming);
    expect(counts.days).toBe(HISTORY_DAYS);
    expect(counts.orders).toBeGreaterThan(HISTORY_DAYS * 20);
    expect(counts.dine_in).toBeGreaterThan(counts.orders / 3);
    expect(counts.takeaway).toBeGreaterThan(0);
    expect(counts.qr).toBeGreaterThan(0);
    expect(counts.invoices).toBeGreaterThan(0);
    expect(counts.invoices).toBeLessThan(counts.orders); // some tables ordered twice on one bill
    expect(counts.payment_types).toBe(2);
    expect(counts.tipped).toBeGreaterThan(0);

    const { problems, lineCount } = await brokenInvariants(db, demoTenantId);
    expect(lineCount).toBeGreaterThan(counts.orders);
    expect(problems).toEqual({});
  });

  it('shows sales in reports and invoices for past days, and an empty today', async () => {
    const week = await owner.get('/reports?type=last_7days');
    expect(week.status).toBe(200);
    expect(week.body.invoicesCount).toBeGreaterThan(50);
    expect(week.body.revenueTotal).toBeGreaterThan(0);
    expect(week.body.netRevenue).toBeGreaterThan(0);
    const yesterday = await owner.get('/reports?type=yesterday');
    expect(yesterday.body.invoicesCount).toBeGreaterThan(0);
    const today = await owner.get('/reports?type=today');
    expect(today.body.invoicesCount).toBe(0);

    const dashboard = await owner.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.ordersCount).toBe(0);

    const invoices = await owner.get('/invoices?type=last_7days');
    expect(invoices.status).toBe(200);
    expect(JSON.stringify(invoices.body).length).toBeGreaterThan(1000);
    const customers = await owner.get('/customers');
    expect(customers.status).toBe(200);
    expect(JSON.stringify(customers.body)).toContain('+1 555 01');

    // Today's working screens start empty: no open orders, no QR orders waiting.
    const open = await owner.get('/orders');
    expect(open.status).toBe(200);
    expect(JSON.stringify(open.body)).not.toMatch(/"token_?[nN]o"/);
  });

  it("gives a Z report for seeded days equal to the sums over that day's invoices and payments", async () => {
    const db = t.app.deps.db;
    const today = localDate(zone);
    for (const date of [addDays(today, -1), addDays(today, -HISTORY_DAYS), addDays(today, -9)]) {
      const res = await owner.get(`/end-of-day/${date}`);
      expect(res.status).toBe(200);
      const z = res.body;
      const window = sql`created_at >= (${date}::date::timestamp at time zone ${zone})
                     and created_at < ((${date}::date + 1)::timestamp at time zone ${zone})`;
      const [inv] = await query<Record<string, number>>(
        db,
        sql`select count(*)::int as n, coalesce(sum(sub_total), 0)::int as sub, coalesce(sum(tax_total), 0)::int as tax,
                   coalesce(sum(total), 0)::int as total
            from invoices where tenant_id = ${demoTenantId} and ${window}`,
      );
      const [pay] = await query<Record<string, number>>(
        db,
        sql`select coalesce(sum(amount), 0)::int as amount, coalesce(sum(tip), 0)::int as tips
            from payments where tenant_id = ${demoTenantId} and ${window}`,
      );
      const [covers] = await query<{ n: number; orders: number }>(
        db,
        sql`select coalesce(sum(guests), 0)::int as n, count(*)::int as orders
            from orders where tenant_id = ${demoTenantId} and ${window}`,
      );
      expect(inv.n).toBeGreaterThan(10);
      expect(z.invoices_count).toBe(inv.n);
      expect(z.orders_count).toBe(covers.orders);
      expect(z.covers).toBe(covers.n);
      expect(cents(z.net_sales)).toBe(inv.sub);
      expect(cents(z.gross_sales)).toBe(inv.sub);
      expect(cents(z.discounts) + cents(z.comps) + cents(z.service_charge) + cents(z.refunds)).toBe(0);
      expect(cents(z.tax_total)).toBe(inv.tax);
      expect(cents(z.total)).toBe(inv.total);
      // DOMAIN.md sum 5: net + service charge + tax = payable of the bills = their payments, tips apart.
      expect(inv.sub + inv.tax).toBe(inv.total);
      expect(pay.amount).toBe(inv.total);
      const byType = z.payments_by_type as Array<{ amount: number; tips: number; count: number }>;
      expect(byType.reduce((s, r) => s + cents(r.amount), 0)).toBe(pay.amount);
      expect(byType.reduce((s, r) => s + cents(r.tips), 0)).toBe(pay.tips);
      expect(cents(z.tips)).toBe(pay.tips);
      expect(cents(z.net_takings)).toBe(pay.amount);
      const byTax = z.tax_by_rate as Array<{ amount: number }>;
      expect(byTax.reduce((s, r) => s + cents(r.amount), 0)).toBe(inv.tax);
      const byCategory = z.by_category as Array<{ net_sales: number }>;
      expect(byCategory.reduce((s, r) => s + cents(r.net_sales), 0)).toBe(inv.sub);
      const byHour = z.by_hour as Array<{ total: number; invoices: number }>;
      expect(byHour.reduce((s, r) => s + r.invoices, 0)).toBe(inv.n);
      // Lunch and dinner both happen.
      expect(byHour.some((r) => r.invoices > 0 && (r as unknown as { hour: number }).hour < 15)).toBe(true);
      expect(byHour.some((r) => r.invoices > 0 && (r as unknown as { hour: number }).hour >= 18)).toBe(true);
    }
  });

  it('is the same history for the same seed and day, and keeps its sums in any timezone', async () => {
    const db = t.app.deps.db;
    // Another store, far from UTC, with another menu: the same invariants hold.
    const other = await registerTenant(t.app, 'Far Away Bistro');
    await createTestMenu(db, other.tenantId);
    await db.execute(
      sql`update store_settings set timezone = 'Pacific/Kiritimati' where tenant_id = ${other.tenantId}`,
    );
    const [user] = await query<{ id: number }>(
      db,
      sql`select id from users where tenant_id = ${other.tenantId} order by id limit 1`,
    );
    const counts = await db.transaction((tx) =>
      seedDemoHistory(tx, { tenantId: other.tenantId, userId: user.id }, { seed: 5 }),
    );
    expect(counts.orders).toBeGreaterThan(0);
    expect(counts.days).toBe(HISTORY_DAYS);
    const { problems } = await brokenInvariants(db, other.tenantId);
    expect(problems).toEqual({});

    // Pure generation: the same seed and instant give the same orders.
    const store = {
      zone: 'America/New_York',
      tables: [
        { id: 1, capacity: 2 },
        { id: 2, capacity: 4 },
        { id: 3, capacity: 8 },
      ],
      paymentTypes: [
        { id: 1, title: 'Cash', isCash: true },
        { id: 2, title: 'Card', isCash: false },
      ],
      items: [
        {
          id: 1,
          title: 'Soup',
          price: 500,
          category: 'Starters',
          taxTitle: 'Tax',
          taxRate: 725,
          taxType: 'exclusive',
          variants: [],
          addons: [],
        },
        {
          id: 2,
          title: 'Steak',
          price: 2500,
          category: 'Mains',
          taxTitle: 'Tax',
          taxRate: 725,
          taxType: 'exclusive',
          variants: [{ id: 1, title: 'Large', price: 3100 }],
          addons: [{ id: 1, title: 'Pepper sauce', price: 250 }],
        },
        {
          id: 3,
          title: 'Cola',
          price: 300,
          category: 'Drinks',
          taxTitle: null,
          taxRate: null,
          taxType: null,
          variants: [],
          addons: [],
        },
      ],
    };
    const at = new Date('2026-03-09T15:00:00Z'); // just after the US clocks went forward
    const shape = (seed: number) =>
      generateHistory(store, at, seed).orders.map((o) => [
        o.day,
        o.at,
        o.tokenNo,
        o.payableTotal,
        o.lines.length,
      ]);
    expect(shape(27)).toEqual(shape(27));
    expect(shape(27)).not.toEqual(shape(28));
    expect(shape(27).every(([day]) => (day as string) < '2026-03-09')).toBe(true);
  });
});
