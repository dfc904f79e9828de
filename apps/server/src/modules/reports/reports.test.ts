import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, storeSettings } from '../../db/schema';
import { createTestMenu, type TestMenu } from '../../test/fixtures';
import {
  registerTenant,
  type SignedInTenant,
  signIn,
  type TestClient,
  uniqueEmail,
} from '../../test/http-client';
import { insertOrder, type OrderLineSpec, payOrders } from '../../test/order-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Reports and the dashboard home of a store in America/Los_Angeles (UTC-8 in November): its days
 * start at 08:00 UTC, so an order at 23:30 local time is already "tomorrow" in UTC.
 */
const ZONE = 'America/Los_Angeles';
let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;
let menu: TestMenu;
const db = () => t.database.db;

const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** A wall-clock time in Los Angeles as an instant (offset looked up for that date). */
function atLocal(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const offsetName = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT-08:00"
  return new Date(`${date}T${time}:00${offsetName.replace('GMT', '')}`);
}

async function staffWith(scopes: string[]): Promise<TestClient> {
  const username = uniqueEmail('staff');
  await owner.client.post('/users/add', {
    name: 'Staff',
    username,
    password: 'staff password',
    userScopes: scopes,
  });
  return signIn(t.app, username, 'staff password');
}

const burger = (quantity: number, status?: string): OrderLineSpec => ({
  itemId: menu.items.burger.id,
  title: 'Burger',
  price: 1000,
  quantity,
  status,
  tax: { title: 'GST 5%', rateBasisPoints: 500, type: 'exclusive' },
});
const lemonade = (quantity: number): OrderLineSpec => ({
  itemId: menu.items.lemonade.id,
  title: 'Lemonade',
  price: 450,
  quantity,
  tax: { title: 'VAT 10% incl.', rateBasisPoints: 1000, type: 'inclusive' },
});
const water = (quantity: number): OrderLineSpec => ({
  itemId: menu.items.water.id,
  title: 'Tap Water',
  price: 0,
  quantity,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Reports Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
  menu = await createTestMenu(db(), owner.tenantId);
  await db()
    .update(storeSettings)
    .set({ timezone: ZONE, currency: 'GBP' })
    .where(eq(storeSettings.tenantId, owner.tenantId));
  const today = localToday();
  const yesterday = shift(today, -1);

  // Customers: Old registered long ago, New today.
  await owner.client.post('/customers/add', { phone: '100', name: 'Old Regular' });
  await owner.client.post('/customers/add', { phone: '200', name: 'New Face' });
  await db()
    .update(customers)
    .set({ createdAt: atLocal(shift(today, -40), '12:00') })
    .where(eq(customers.phone, '100'));

  // Old Regular ordered last month too: today makes them a repeat customer.
  const past = await insertOrder(db(), owner.tenantId, {
    lines: [water(1)],
    customerId: '100',
    createdAt: atLocal(shift(today, -30), '12:00'),
  });
  await payOrders(db(), owner.tenantId, [past]);

  // Today: lemonade sold 7, burger 5 (+2 on a cancelled line, +9 in a cancelled order), water 1.
  const a = await insertOrder(db(), owner.tenantId, {
    lines: [burger(3), lemonade(4), burger(2, 'cancelled')],
    customerId: '100',
    createdAt: atLocal(today, '00:15'),
  });
  const b = await insertOrder(db(), owner.tenantId, {
    lines: [burger(2), lemonade(3)],
    customerId: '200',
    createdAt: atLocal(today, '23:30'),
  });
  await insertOrder(db(), owner.tenantId, {
    lines: [burger(9)],
    status: 'cancelled',
    createdAt: atLocal(today, '09:00'),
  });
  const c = await insertOrder(db(), owner.tenantId, {
    lines: [water(1)],
    createdAt: atLocal(today, '10:00'),
  });
  await payOrders(db(), owner.tenantId, [a, c], { createdAt: atLocal(today, '10:05') });
  await payOrders(db(), owner.tenantId, [b], { createdAt: atLocal(today, '23:45') });

  // Yesterday at 23:30 local: yesterday's sales, although it is today in UTC.
  const late = await insertOrder(db(), owner.tenantId, {
    lines: [lemonade(1)],
    createdAt: atLocal(yesterday, '23:30'),
  });
  await payOrders(db(), owner.tenantId, [late], { createdAt: atLocal(yesterday, '23:31') });

  // Another store's sales today: never counted.
  const theirs = await insertOrder(db(), other.tenantId, { lines: [burger(50)] });
  await payOrders(db(), other.tenantId, [theirs]);
});
afterAll(() => t.close());

describe('reports', () => {
  it("computes today's figures in the store's timezone", async () => {
    const res = await owner.client.get('/reports');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Burger 5 × 10.00 = 50.00 + 2.50 tax; lemonade 7 × 4.50 = 31.50 incl. 2.87 tax (4 → 1.64, 3 → 1.23).
    expect(res.body).toMatchObject({
      ordersCount: 3,
      newCustomers: 1,
      repeatedCustomers: 1,
      totalCustomers: 2,
      currency: 'GBP',
      invoicesCount: 2,
      netRevenue: 78.63,
      taxTotal: 5.37,
      revenueTotal: 84,
      averageOrderValue: 42,
      from: localToday(),
      to: localToday(),
    });
    expect(res.body.topSellingItems).toEqual([
      { item_id: menu.items.lemonade.id, title: 'Lemonade', price: 4.5, orders_count: 7 },
      { item_id: menu.items.burger.id, title: 'Burger', price: 10, orders_count: 5 },
      { item_id: menu.items.water.id, title: 'Tap Water', price: 0, orders_count: 1 },
    ]);
    expect(res.body.revenueByDay).toEqual([{ date: localToday(), total: 84 }]);
  });

  it('matches the invoices list to the cent for every period', async () => {
    for (const q of [
      'type=today',
      'type=yesterday',
      'type=last_7days',
      'type=this_month',
      'type=last_month',
    ]) {
      const report = (await owner.client.get(`/reports?${q}`)).body;
      const invoices = (await owner.client.get(`/invoices?${q}`)).body as Array<Record<string, number>>;
      const cents = (key: string) => invoices.reduce((s, i) => s + Math.round(i[key] * 100), 0);
      expect(Math.round(report.revenueTotal * 100), q).toBe(cents('total'));
      expect(Math.round(report.netRevenue * 100), q).toBe(cents('sub_total'));
      expect(Math.round(report.taxTotal * 100), q).toBe(cents('tax_total'));
      expect(report.invoicesCount, q).toBe(invoices.length);
      const byDay = report.revenueByDay.reduce(
        (s: number, d: { total: number }) => s + Math.round(d.total * 100),
        0,
      );
      expect(byDay, q).toBe(cents('total'));
    }
  });

  it('counts the 23:30 order for its local day', async () => {
    const res = await owner.client.get('/reports?type=yesterday');
    expect(res.body).toMatchObject({ ordersCount: 1, revenueTotal: 4.5, invoicesCount: 1 });
    const week = await owner.client.get('/reports?type=last_7days');
    expect(week.body.revenueByDay).toHaveLength(7);
    expect(week.body.revenueByDay.at(-2)).toEqual({ date: shift(localToday(), -1), total: 4.5 });
    expect(week.body.revenueTotal).toBe(88.5);
  });

  it('has no tomorrow period, and refuses bad ranges', async () => {
    expect((await owner.client.get('/reports?type=tomorrow')).status).toBe(400);
    expect((await owner.client.get('/reports?type=custom')).body.message).toBe(
      'Please select a valid date range!',
    );
    const today = localToday();
    const custom = await owner.client.get(`/reports?type=custom&from=${shift(today, -1)}&to=${today}`);
    expect(custom.body.revenueTotal).toBe(88.5);
  });

  it('needs REPORTS', async () => {
    expect((await (await staffWith(['REPORTS'])).get('/reports')).status).toBe(200);
    expect((await (await staffWith(['INVOICES', 'DASHBOARD'])).get('/reports')).status).toBe(403);
  });
});

describe('dashboard home', () => {
  it("shows today's reservations, top sellers and counters", async () => {
    const tonight = atLocal(localToday(), '23:00');
    if (tonight.getTime() > Date.now() - 60 * 60 * 1000) {
      const add = await owner.client.post('/reservations/add', {
        customerId: '200',
        date: tonight.toISOString(),
        tableId: menu.tables.t2.id,
        peopleCount: 3,
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
    }
    const res = await owner.client.get('/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ordersCount: 3,
      newCustomerCount: 1,
      repeatedCustomerCount: 1,
      currency: 'GBP',
      today: localToday(),
    });
    expect(res.body.topSellingItems.map((i: { title: string }) => i.title)).toEqual([
      'Lemonade',
      'Burger',
      'Tap Water',
    ]);
    if (tonight.getTime() > Date.now() - 60 * 60 * 1000) {
      expect(res.body.reservations).toEqual([
        expect.objectContaining({
          customer_id: '200',
          customer_name: 'New Face',
          people_count: 3,
          table_title: 'T2',
        }),
      ]);
    }
  });

  it('shows another store nothing of this one, and needs DASHBOARD', async () => {
    const res = await other.client.get('/dashboard');
    expect(res.body).toMatchObject({ ordersCount: 1, reservations: [], newCustomerCount: 0 });
    expect(res.body.topSellingItems).toEqual([
      expect.objectContaining({ title: 'Burger', orders_count: 50 }),
    ]);
    expect((await (await staffWith(['DASHBOARD'])).get('/dashboard')).status).toBe(200);
    expect((await (await staffWith(['REPORTS'])).get('/dashboard')).status).toBe(403);
  });
});
