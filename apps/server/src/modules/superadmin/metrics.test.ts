import { addDays, localDate } from '@mise/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, orderItems, orders, storeSettings, tenants } from '../../db/schema';
import { ensureSuperadmin } from '../../db/seed';
import { registerTenant, TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInOperatorClient } from '../../test/two-factor-kit';
import { isTenantInGoodStanding } from '../auth/session';
import { countTenantsInGoodStanding } from './metrics.repository';

/**
 * The operator's figures on a database of their own, so every number is known. Sales are inserted
 * straight into orders, order_items and invoices, as the POS would leave them.
 */
let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await ensureSuperadmin(t.database.db, { email: 'operator@mise.test', password: 'operator-password' });
  operator = new TestClient(t.app);
  await signInOperatorClient(t.app, operator, {
    username: 'operator@mise.test',
    password: 'operator-password',
  });
});
afterAll(() => t.close());

async function store(name: string, currency: string, timezone: string) {
  const owner = await registerTenant(t.app, name);
  await t.database.db
    .update(storeSettings)
    .set({ currency, timezone })
    .where(eq(storeSettings.tenantId, owner.tenantId));
  return owner.tenantId;
}

/** The instant a local date's midnight happens in a timezone, as the database computes it. */
async function localMidnight(date: string, zone: string): Promise<Date> {
  const result = await t.database.db.execute(
    sql`select (${date}::timestamp at time zone ${zone})::text as at`,
  );
  return new Date((result as unknown as { rows: Array<{ at: string }> }).rows[0].at);
}

let token = 0;
async function sale(
  tenantId: number,
  at: Date,
  total: number,
  lines: Array<{ title: string; qty: number; itemId?: number; cancelled?: boolean }> = [],
  status = 'completed',
) {
  const { db } = t.database;
  const [invoice] =
    status === 'cancelled'
      ? [null]
      : await db
          .insert(invoices)
          .values({ tenantId, subTotal: total, taxTotal: 0, total, createdAt: at })
          .returning();
  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      tokenDay: at.toISOString().slice(0, 10),
      tokenNo: ++token,
      status,
      itemsTotal: total,
      taxTotal: 0,
      payableTotal: total,
      invoiceId: invoice?.id ?? null,
      createdAt: at,
    })
    .returning();
  for (const line of lines) {
    await db.insert(orderItems).values({
      tenantId,
      orderId: order.id,
      itemId: line.itemId ?? null,
      itemTitle: line.title,
      unitPrice: 100,
      quantity: line.qty,
      lineTotal: 100 * line.qty,
      taxAmount: 0,
      netAmount: 100 * line.qty,
      status: line.cancelled ? 'cancelled' : 'completed',
      createdAt: at,
    });
  }
}

describe('dashboard and reports', () => {
  let east: number;
  let west: number;
  let dollars: number;

  beforeAll(async () => {
    // Kiritimati is UTC+14 and Pago Pago UTC-11: their "today" are different calendar days.
    east = await store('East Ramen', 'JPY', 'Pacific/Kiritimati');
    west = await store('West Tacos', 'EUR', 'Pacific/Pago_Pago');
    dollars = await store('Dollar Diner', 'USD', 'America/New_York');
    const rupees = await store('Rupee Rasoi', 'INR', 'Asia/Kolkata');

    for (const [tenantId, zone] of [
      [east, 'Pacific/Kiritimati'],
      [west, 'Pacific/Pago_Pago'],
      [dollars, 'America/New_York'],
      [rupees, 'Asia/Kolkata'],
    ] as const) {
      const today = localDate(zone);
      const midnight = await localMidnight(today, zone);
      // Local midnight today counts as today; one second earlier is yesterday.
      await sale(tenantId, midnight, 10_000, [{ title: 'Special', qty: 2, itemId: 1 }]);
      await sale(tenantId, new Date(midnight.getTime() - 1000), 5_000, [{ title: 'Yesterday Dish', qty: 7 }]);
      await sale(tenantId, midnight, 999_999, [{ title: 'Refused', qty: 50 }], 'cancelled');
    }
    await sale(east, new Date(), 20_000, [
      { title: 'Ramen', qty: 3, itemId: 9 },
      { title: 'Ramen', qty: 4, itemId: 9, cancelled: true },
    ]);
    await t.database.db.insert(customers).values([
      { tenantId: east, phone: '+81 1', name: 'A' },
      { tenantId: west, phone: '+1 2', name: 'B' },
    ]);
    // JPY and EUR have rates; INR has none.
    expect(
      (
        await operator.post('/superadmin/exchange-rates', {
          currency: 'JPY',
          usdPerUnit: '0.0066666667',
          asOf: '2024-05-01',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await operator.post('/superadmin/exchange-rates', {
          currency: 'eur',
          usdPerUnit: 1.085,
          asOf: '2024-05-03',
        })
      ).status,
    ).toBe(200);
  });

  it('shows today per store timezone, converted to USD, naming the stores without a rate', async () => {
    const res = await operator.get('/superadmin/dashboard');
    expect(res.status).toBe(200);
    // USD 100.00 + JPY (100.00 + 200.00) × 0.0066666667 (2.00) + EUR 100.00 × 1.085 (108.50)
    expect(res.body).toEqual({
      activeTenants: 4,
      mrr: 0,
      arr: 0,
      ordersProcessedToday: 5,
      salesVolumeToday: 100 + 2 + 108.5,
      salesConversion: {
        unconvertedStores: [
          { tenantId: expect.any(Number), name: 'Rupee Rasoi', currency: 'INR', total: 100 },
        ],
        ratesAsOf: '2024-05-01',
      },
    });
  });

  it('reports a period across stores with their top selling items', async () => {
    const today = await operator.get('/superadmin/reports');
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({
      activeTenants: 4,
      totalCustomers: 2,
      ordersProcessed: 5,
      salesVolume: 210.5,
    });
    expect(today.body.topSellingItems).toEqual(
      [
        { tenant_name: 'Dollar Diner', tenant_id: dollars, item_id: 1, title: 'Special', qty: 2 },
        { tenant_name: 'East Ramen', tenant_id: east, item_id: 1, title: 'Special', qty: 2 },
        { tenant_name: 'Rupee Rasoi', tenant_id: expect.any(Number), item_id: 1, title: 'Special', qty: 2 },
        { tenant_name: 'West Tacos', tenant_id: west, item_id: 1, title: 'Special', qty: 2 },
        { tenant_name: 'East Ramen', tenant_id: east, item_id: 9, title: 'Ramen', qty: 3 },
      ].sort((a, b) => b.qty - a.qty),
    );

    const yesterday = await operator.get('/superadmin/reports?type=yesterday');
    // USD 50.00 + JPY 50.00 × 0.0066666667 (0.33) + EUR 50.00 × 1.085
    expect(yesterday.body).toMatchObject({ ordersProcessed: 4, salesVolume: 104.58 });
    expect(yesterday.body.topSellingItems[0]).toMatchObject({ title: 'Yesterday Dish', qty: 7 });
    expect(yesterday.body.salesConversion.unconvertedStores).toEqual([
      expect.objectContaining({ name: 'Rupee Rasoi', total: 50 }),
    ]);

    const week = await operator.get('/superadmin/reports?type=last_7days');
    expect(week.body.ordersProcessed).toBe(9);

    const utcToday = localDate('UTC');
    const long = await operator.get(
      `/superadmin/reports?type=custom&from=${addDays(utcToday, -30)}&to=${addDays(utcToday, 30)}`,
    );
    expect(long.body.ordersProcessed).toBe(9);
  });

  it.each(['type=tomorrow', 'type=custom', 'type=custom&from=2024-01-01&to=nope', 'type=decade'])(
    'refuses ?%s',
    async (queryString) => {
      expect((await operator.get(`/superadmin/reports?${queryString}`)).status).toBe(400);
    },
  );
});

describe('exchange rates', () => {
  it('lists rates with their date and the currencies stores use', async () => {
    const res = await operator.get('/superadmin/exchange-rates');
    expect(res.status).toBe(200);
    expect(res.body.rates).toEqual([
      { currency: 'EUR', usdPerUnit: '1.0850000000', asOf: '2024-05-03', updatedAt: expect.any(String) },
      { currency: 'JPY', usdPerUnit: '0.0066666667', asOf: '2024-05-01', updatedAt: expect.any(String) },
    ]);
    expect(res.body.storeCurrencies).toEqual([
      { currency: 'EUR', stores: 1, hasRate: true },
      { currency: 'INR', stores: 1, hasRate: false },
      { currency: 'JPY', stores: 1, hasRate: true },
      { currency: 'USD', stores: 1, hasRate: true },
    ]);
  });

  it('updates a rate in place and removes one', async () => {
    expect(
      (
        await operator.post('/superadmin/exchange-rates', {
          currency: 'INR',
          usdPerUnit: '0.012',
          asOf: '2024-06-01',
        })
      ).body.message,
    ).toBe('Exchange rate for INR saved!');
    await operator.post('/superadmin/exchange-rates', {
      currency: 'INR',
      usdPerUnit: '0.0125',
      asOf: '2024-06-02',
    });
    const rates = (await operator.get('/superadmin/exchange-rates')).body.rates;
    expect(rates.filter((r: { currency: string }) => r.currency === 'INR')).toEqual([
      expect.objectContaining({ usdPerUnit: '0.0125000000', asOf: '2024-06-02' }),
    ]);
    const dashboard = await operator.get('/superadmin/dashboard');
    expect(dashboard.body.salesConversion.unconvertedStores).toEqual([]);
    expect(dashboard.body.salesVolumeToday).toBe(210.5 + 1.25);

    expect((await operator.delete('/superadmin/exchange-rates/inr')).status).toBe(200);
    expect((await operator.delete('/superadmin/exchange-rates/INR')).status).toBe(404);
  });

  it.each([
    [{ currency: 'USD', usdPerUnit: '1', asOf: '2024-01-01' }, 'US dollars need no exchange rate!'],
    [{ currency: 'XYZ', usdPerUnit: '1', asOf: '2024-01-01' }, 'Please select a currency!'],
    [{ usdPerUnit: '1', asOf: '2024-01-01' }, 'Please select a currency!'],
    [{ currency: 'EUR', usdPerUnit: '0', asOf: '2024-01-01' }, 'Please provide a valid exchange rate!'],
    [{ currency: 'EUR', usdPerUnit: '-1.2', asOf: '2024-01-01' }, 'Please provide a valid exchange rate!'],
    [{ currency: 'EUR', usdPerUnit: '1e3', asOf: '2024-01-01' }, 'Please provide a valid exchange rate!'],
    [{ currency: 'EUR', usdPerUnit: '1.1' }, 'Please provide the date of the rate!'],
    [{ currency: 'EUR', usdPerUnit: '1.1', asOf: '2024-02-30' }, 'Please provide the date of the rate!'],
    [
      { currency: 'EUR', usdPerUnit: '1.1', asOf: '2999-01-01' },
      'The date of the rate cannot be in the future!',
    ],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await operator.post('/superadmin/exchange-rates', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const eur = (await operator.get('/superadmin/exchange-rates')).body.rates.find(
      (r: { currency: string }) => r.currency === 'EUR',
    );
    expect(eur.usdPerUnit).toBe('1.0850000000');
  });
});

describe('good standing', () => {
  it('the SQL used for counting agrees with the rule the auth guard applies', async () => {
    const { db } = t.database;
    const day = 24 * 60 * 60 * 1000;
    const cases = [
      { isActive: true, subscriptionStatus: 'active', subscriptionEnd: new Date(Date.now() + day) },
      { isActive: true, subscriptionStatus: 'past_due', subscriptionEnd: new Date(Date.now() + day) },
      { isActive: true, subscriptionStatus: 'trialing', subscriptionEnd: new Date(Date.now() + day) },
      { isActive: true, subscriptionStatus: 'canceled', subscriptionEnd: new Date(Date.now() + day) },
      { isActive: true, subscriptionStatus: 'unpaid', subscriptionEnd: new Date(Date.now() + day) },
      { isActive: true, subscriptionStatus: 'active', subscriptionEnd: new Date(Date.now() - day) },
      { isActive: true, subscriptionStatus: null, subscriptionEnd: new Date(Date.now() + day) },
      { isActive: true, subscriptionStatus: null, subscriptionEnd: null },
      { isActive: false, subscriptionStatus: 'active', subscriptionEnd: new Date(Date.now() + day) },
    ];
    await db
      .insert(tenants)
      .values(cases.map((c, i) => ({ name: `standing ${i}`, email: `s${i}@example.com`, ...c })));
    const all = await db.select().from(tenants);
    for (const billing of [true, false]) {
      const expected = all.filter((row) => isTenantInGoodStanding(row, billing)).length;
      expect(await countTenantsInGoodStanding(db, billing)).toBe(expected);
    }
    // With billing on: active, past_due, trialing and a period with no Stripe status; no store has paid.
    expect(all.filter((row) => isTenantInGoodStanding(row, true)).length).toBe(4);
  });
});
