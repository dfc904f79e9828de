import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  devices,
  invoices,
  orders,
  printSettings,
  storeSettings,
  subscriptionHistory,
  tenants,
  users,
} from '../../db/schema';
import { ensureSuperadmin } from '../../db/seed';
import { access } from '../../plugins/auth';
import { createTestMenu } from '../../test/fixtures';
import { registerTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInOperatorClient } from '../../test/two-factor-kit';
import { REFRESH_COOKIE } from '../auth/session';

const OPERATOR = { email: 'operator@mise.test', password: 'operator-password' };

let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/v1/probe/work', { config: { access: access.tenant() } }, async () => ({ ok: true }));
    },
  });
  await ensureSuperadmin(t.database.db, OPERATOR);
  operator = new TestClient(t.app);
  const signin = await signInOperatorClient(t.app, operator, {
    username: OPERATOR.email,
    password: OPERATOR.password,
  });
  expect(signin.status).toBe(200);
});
afterAll(() => t.close());

/** A unique word, so list assertions only see this test's tenants in the shared database. */
let words = 0;
const uniqueWord = () => `zq${Date.now().toString(36)}x${++words}`;

async function addTenant(body: Record<string, unknown>) {
  return operator.post('/superadmin/tenants/add', body);
}

async function tenantIdByEmail(email: string) {
  const [row] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.email, email));
  return row.id;
}

describe('access', () => {
  const calls: Array<[method: 'get' | 'post' | 'patch' | 'delete', url: string, body?: unknown]> = [
    ['get', '/superadmin/dashboard'],
    ['get', '/superadmin/tenantsData'],
    ['get', '/superadmin/tenantsData/all'],
    ['get', '/superadmin/tenants'],
    ['post', '/superadmin/tenants/add', { name: 'X', email: 'x@example.com', password: 'long enough' }],
    ['patch', '/superadmin/tenants/update/1', { name: 'X', email: 'x@example.com', isActive: false }],
    ['delete', '/superadmin/tenants/delete/1'],
    ['get', '/superadmin/tenants/1/subscription-history'],
    ['get', '/superadmin/reports'],
    ['get', '/superadmin/exchange-rates'],
    ['post', '/superadmin/exchange-rates', { currency: 'EUR', usdPerUnit: '1.1', asOf: '2024-01-02' }],
    ['delete', '/superadmin/exchange-rates/EUR'],
  ];

  it.each(calls)('%s %s: 401 without a session, 403 for a tenant admin', async (method, url, body) => {
    const anonymous = new TestClient(t.app);
    const asAnonymous = await (method === 'get' || method === 'delete'
      ? anonymous[method](url)
      : anonymous[method](url, body));
    expect(asAnonymous.status).toBe(401);
    const owner = await registerTenant(t.app);
    const asTenant = await (method === 'get' || method === 'delete'
      ? owner.client[method](url)
      : owner.client[method](url, body));
    expect(asTenant.status).toBe(403);
  });

  it('answers the operator on every read', async () => {
    for (const url of [
      '/superadmin/dashboard',
      '/superadmin/tenantsData',
      '/superadmin/tenantsData/active',
      '/superadmin/tenants',
      '/superadmin/reports',
      '/superadmin/exchange-rates',
    ]) {
      expect((await operator.get(url)).status, url).toBe(200);
    }
  });

  it("a tenant signing up with the operator's e-mail gains nothing", async () => {
    const impostor = new TestClient(t.app);
    const signup = await impostor.post('/auth/signup', {
      biz_name: 'Not The Operator',
      username: OPERATOR.email,
      password: 'impostor password',
    });
    expect(signup.status).toBe(200);
    const signin = await impostor.post('/auth/signin', {
      username: OPERATOR.email,
      password: 'impostor password',
    });
    expect(signin.status).toBe(200);
    expect(signin.body.user.role).toBe('admin');
    // Its session is a tenant session: every operator call is refused, and it can't be refreshed as one.
    expect((await impostor.get('/superadmin/dashboard')).status).toBe(403);
    expect((await impostor.get('/superadmin/tenants')).status).toBe(403);
    expect((await impostor.post('/superadmin/refresh-token')).status).toBe(401);
    expect(impostor.cookies.get(REFRESH_COOKIE)).toBeUndefined();
    // Its password opens nothing on the operator's sign-in, and the operator's account is untouched.
    const asOperator = await new TestClient(t.app).post('/superadmin/signin', {
      username: OPERATOR.email,
      password: 'impostor password',
    });
    expect(asOperator.status).toBe(401);
    const realOperator = await signInOperatorClient(t.app, new TestClient(t.app), {
      username: OPERATOR.email,
      password: OPERATOR.password,
    });
    expect(realOperator.status).toBe(200);
    expect(realOperator.body.user.role).toBe('superadmin');
  });

  it('an operator session is not a tenant session', async () => {
    expect((await operator.get('/probe/work')).status).toBe(403);
    expect((await operator.get('/auth/subscription-details')).status).toBe(403);
  });
});

describe('add tenant', () => {
  it.each([
    [{ email: 'a@example.com', password: 'long enough' }, 'Please provide name!'],
    [{ name: '  ', email: 'a@example.com', password: 'long enough' }, 'Please provide name!'],
    [{ name: 'A', password: 'long enough' }, 'Please provide Email!'],
    [{ name: 'A', email: '', password: 'long enough' }, 'Please provide Email!'],
    [{ name: 'A', email: 'not-an-email', password: 'long enough' }, 'Please provide valid email!'],
    [{ name: 'A', email: 'a@example.com' }, 'Please provide password!'],
    [{ name: 'A', email: 'a@example.com', password: '' }, 'Please provide password!'],
    [{ name: 'A', email: 'a@example.com', password: 'long enough', isActive: 'yes' }, 'Invalid request!'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const before = (await t.database.db.select({ n: count() }).from(tenants))[0].n;
    const res = await addTenant(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.database.db.select({ n: count() }).from(tenants))[0].n).toBe(before);
  });

  it('creates the tenant with its admin, store and print settings; the owner can sign in', async () => {
    const email = uniqueEmail('added');
    const res = await addTenant({
      name: 'Operator Added',
      email: email.toUpperCase(),
      password: 'added password',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tenant added successfully!');
    const tenantId = await tenantIdByEmail(email);
    const { db } = t.database;
    expect((await db.select().from(users).where(eq(users.tenantId, tenantId)))[0]).toMatchObject({
      username: email,
      role: 'admin',
      name: 'Operator Added',
    });
    expect(await db.select().from(storeSettings).where(eq(storeSettings.tenantId, tenantId))).toHaveLength(1);
    expect(await db.select().from(printSettings).where(eq(printSettings.tenantId, tenantId))).toHaveLength(1);
    const owner = await signIn(t.app, email, 'added password');
    expect((await owner.get('/probe/work')).status).toBe(200);
  });

  it('adds an inactive tenant whose staff get 402', async () => {
    const email = uniqueEmail('inactive');
    expect(
      (await addTenant({ name: 'Dormant', email, password: 'added password', isActive: 0 })).status,
    ).toBe(200);
    const owner = await signIn(t.app, email, 'added password');
    expect((await owner.get('/probe/work')).status).toBe(402);
  });

  it('refuses an e-mail already used by any account, whatever its case', async () => {
    const existing = await registerTenant(t.app);
    const res = await addTenant({
      name: 'Copy',
      email: existing.username.toUpperCase(),
      password: 'long enough',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this e-mail already exists!');
  });
});

describe('update tenant', () => {
  it.each([
    [{ email: 'a@example.com' }, "Please Provide Tenant's Name!"],
    [{ name: ' ', email: 'a@example.com' }, "Please Provide Tenant's Name!"],
    [{ name: 'A' }, "Please Provide Tenant's Email!"],
    [{ name: 'A', email: 'nope' }, 'Please Provide Valid Email!'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const owner = await registerTenant(t.app, 'Unchanged Bistro');
    const res = await operator.patch(`/superadmin/tenants/update/${owner.tenantId}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, owner.tenantId));
    expect(row.name).toBe('Unchanged Bistro');
  });

  it('renames, deactivates and reactivates; the switch reaches the staff at once', async () => {
    const owner = await registerTenant(t.app, 'Switch Bistro');
    const announce = vi.spyOn(t.app.deps.realtime, 'toTenant');
    const off = await operator.patch(`/superadmin/tenants/update/${owner.tenantId}`, {
      name: 'Switch Bistro & Bar',
      email: 'contact@switch.example',
      isActive: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Tenant updated successfully!');
    expect((await owner.client.get('/probe/work')).status).toBe(402);
    expect(announce).toHaveBeenCalledWith(owner.tenantId, 'subscription_update', { isActive: false });
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, owner.tenantId));
    expect(row).toMatchObject({
      name: 'Switch Bistro & Bar',
      email: 'contact@switch.example',
      isActive: false,
    });
    // The owner's login is theirs and does not follow the contact address.
    await signIn(t.app, owner.username, owner.password);

    // Without isActive the switch stays as it is.
    await operator.patch(`/superadmin/tenants/update/${owner.tenantId}`, {
      name: 'Renamed',
      email: 'a@b.co',
    });
    expect((await owner.client.get('/probe/work')).status).toBe(402);

    await operator.patch(`/superadmin/tenants/update/${owner.tenantId}`, {
      name: 'Renamed',
      email: 'a@b.co',
      isActive: true,
    });
    expect((await owner.client.get('/probe/work')).status).toBe(200);
    expect(announce).toHaveBeenCalledWith(owner.tenantId, 'subscription_update', { isActive: true });
    announce.mockRestore();
  });

  it('404 for an unknown tenant, 400 for a malformed id', async () => {
    const body = { name: 'A', email: 'a@example.com' };
    expect((await operator.patch('/superadmin/tenants/update/2147483000', body)).status).toBe(404);
    expect((await operator.patch('/superadmin/tenants/update/abc', body)).status).toBe(400);
    expect((await operator.patch("/superadmin/tenants/update/1'--", body)).status).toBe(400);
  });
});

describe('delete tenant', () => {
  it("removes the tenant with all its accounts and data, and nothing of another's", async () => {
    const doomed = await registerTenant(t.app, 'Doomed Diner');
    const survivor = await registerTenant(t.app, 'Survivor Cafe');
    const { db } = t.database;
    for (const tenantId of [doomed.tenantId, survivor.tenantId]) {
      await createTestMenu(db, tenantId);
      const [invoice] = await db
        .insert(invoices)
        .values({ tenantId, subTotal: 1000, taxTotal: 50, total: 1050 })
        .returning();
      await db.insert(orders).values({
        tenantId,
        tokenDay: '2024-01-01',
        tokenNo: 1,
        itemsTotal: 1000,
        taxTotal: 50,
        payableTotal: 1050,
        invoiceId: invoice.id,
      });
      await db.insert(subscriptionHistory).values({ tenantId, status: 'created' });
    }
    const staffEmail = uniqueEmail('doomed-staff');
    await db.insert(users).values({
      tenantId: doomed.tenantId,
      username: staffEmail,
      passwordHash: 'x',
      name: 'Staff',
    });

    const res = await operator.delete(`/superadmin/tenants/delete/${doomed.tenantId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tenant deleted successfully!');
    for (const table of [users, orders, invoices, storeSettings, subscriptionHistory, devices]) {
      const rows = await db.select({ n: count() }).from(table).where(eq(table.tenantId, doomed.tenantId));
      expect(rows[0].n).toBe(0);
    }
    expect((await doomed.client.get('/probe/work')).status).toBe(401);
    expect(
      (
        await new TestClient(t.app).post('/auth/signin', {
          username: doomed.username,
          password: doomed.password,
        })
      ).status,
    ).toBe(401);

    expect((await survivor.client.get('/probe/work')).status).toBe(200);
    expect(
      (await db.select({ n: count() }).from(orders).where(eq(orders.tenantId, survivor.tenantId)))[0].n,
    ).toBe(1);
    expect((await operator.delete(`/superadmin/tenants/delete/${doomed.tenantId}`)).status).toBe(404);
  });
});

describe('tenant list', () => {
  it('filters by status tab, searches name and e-mail, pages 5 at a time', async () => {
    const word = uniqueWord();
    for (let i = 1; i <= 7; i++) {
      const email = uniqueEmail(i === 7 ? `${word}-mail` : 'list');
      const res = await addTenant({
        name: i === 7 ? 'Plain Name' : `${word} Bistro ${i}`,
        email,
        password: 'long enough',
        isActive: i % 3 !== 0,
      });
      expect(res.status).toBe(200);
    }
    const all = await operator.get(`/superadmin/tenants?search=${word}&status=`);
    expect(all.body).toMatchObject({ currentPage: 1, perPage: 5, totalTenants: 7, totalPages: 2 });
    expect(all.body.tenants).toHaveLength(5);
    // Newest first; every field the list shows.
    expect(all.body.tenants[0]).toEqual({
      id: expect.any(Number),
      name: 'Plain Name',
      email: expect.stringContaining(`${word}-mail`),
      is_active: 1,
      subscription_start: null,
      subscription_end: null,
      subscription_status: null,
      created_at: expect.any(String),
    });
    const page2 = await operator.get(`/superadmin/tenants?search=${word}&page=2`);
    expect(page2.body.tenants).toHaveLength(2);

    const active = await operator.get(`/superadmin/tenants?search=${word.toUpperCase()}&status=active`);
    expect(active.body.totalTenants).toBe(5);
    expect(active.body.tenants.every((row: { is_active: number }) => row.is_active === 1)).toBe(true);
    const inactive = await operator.get(`/superadmin/tenants?search=${word}&status=inactive&perPage=10`);
    expect(inactive.body.tenants.map((row: { name: string }) => row.name).sort()).toEqual([
      `${word} Bistro 3`,
      `${word} Bistro 6`,
    ]);
  });

  it('treats search text as text: wildcards, quotes and SQL are matched literally', async () => {
    const word = uniqueWord();
    await addTenant({ name: `${word} 100% Vegan`, email: uniqueEmail(), password: 'long enough' });
    await addTenant({ name: `${word} 100 Vegan`, email: uniqueEmail(), password: 'long enough' });
    const percent = await operator.get(
      `/superadmin/tenants?status=all&search=${encodeURIComponent(`${word} 100%`)}`,
    );
    expect(percent.body.tenants.map((row: { name: string }) => row.name)).toEqual([`${word} 100% Vegan`]);
    const underscore = await operator.get(
      `/superadmin/tenants?status=all&search=${encodeURIComponent(`${word}_`)}`,
    );
    expect(underscore.body.totalTenants).toBe(0);
    const injection = await operator.get(
      `/superadmin/tenants?status=all&search=${encodeURIComponent("' or 1=1 --")}`,
    );
    expect(injection.status).toBe(200);
    expect(injection.body.totalTenants).toBe(0);
    // Blank after trimming: ignored, the whole list.
    const blank = await operator.get('/superadmin/tenants?status=all&search=%20%20');
    expect(blank.body.totalTenants).toBeGreaterThanOrEqual(2);
  });

  it('filters by the period the tenant was created in', async () => {
    const word = uniqueWord();
    await addTenant({ name: `${word} today`, email: uniqueEmail(), password: 'long enough' });
    await addTenant({ name: `${word} old`, email: uniqueEmail(), password: 'long enough' });
    await t.database.db
      .update(tenants)
      .set({ createdAt: new Date('2020-03-15T12:00:00Z') })
      .where(eq(tenants.name, `${word} old`));
    const today = await operator.get(`/superadmin/tenants?status=all&search=${word}&type=today`);
    expect(today.body.tenants.map((row: { name: string }) => row.name)).toEqual([`${word} today`]);
    const march = await operator.get(
      `/superadmin/tenants?status=all&search=${word}&type=custom&from=2020-03-01&to=2020-03-31`,
    );
    expect(march.body.tenants.map((row: { name: string }) => row.name)).toEqual([`${word} old`]);
    expect((await operator.get(`/superadmin/tenants?search=${word}&type=tomorrow`)).body.totalTenants).toBe(
      0,
    );
  });

  it('reads a period in the operator’s timezone when the client names it', async () => {
    const word = uniqueWord();
    await addTenant({ name: `${word} late`, email: uniqueEmail(), password: 'long enough' });
    // 12:00 UTC on 15 March is already the 16th at UTC+14 and still the 15th at UTC-11.
    await t.database.db
      .update(tenants)
      .set({ createdAt: new Date('2020-03-15T12:00:00Z') })
      .where(eq(tenants.name, `${word} late`));
    const onDay = async (day: string, tz: string) =>
      (
        await operator.get(
          `/superadmin/tenants?search=${word}&type=custom&from=${day}&to=${day}&tz=${encodeURIComponent(tz)}`,
        )
      ).body.totalTenants;
    expect(await onDay('2020-03-16', 'Pacific/Kiritimati')).toBe(1);
    expect(await onDay('2020-03-15', 'Pacific/Kiritimati')).toBe(0);
    expect(await onDay('2020-03-15', 'Pacific/Pago_Pago')).toBe(1);
    expect(await onDay('2020-03-16', 'Pacific/Pago_Pago')).toBe(0);
  });

  it.each([
    'status=deleted',
    'page=0',
    'perPage=1000',
    'type=forever',
    'type=custom',
    'type=custom&from=2024-02-30&to=2024-03-01',
    'type=today&tz=Mars/Olympus_Mons',
  ])('refuses ?%s', async (queryString) => {
    const res = await operator.get(`/superadmin/tenants?${queryString}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it('counts tenants per tab and exports exactly the listed fields', async () => {
    const counts = await operator.get('/superadmin/tenantsData');
    const [{ n: all }] = await t.database.db.select({ n: count() }).from(tenants);
    const [{ n: active }] = await t.database.db
      .select({ n: count() })
      .from(tenants)
      .where(eq(tenants.isActive, true));
    expect(counts.body).toEqual({ activeTenants: active, inactiveTenants: all - active, allTenants: all });

    const exported = await operator.get('/superadmin/tenantsData/inactive');
    expect(exported.status).toBe(200);
    expect(exported.body.tenants).toHaveLength(all - active);
    for (const row of exported.body.tenants) {
      expect(Object.keys(row).sort()).toEqual([
        'email',
        'is_active',
        'name',
        'subscription_end',
        'subscription_start',
      ]);
      expect(row.is_active).toBe(0);
    }
    expect((await operator.get('/superadmin/tenantsData/all')).body.tenants).toHaveLength(all);
    expect((await operator.get('/superadmin/tenantsData/everything')).status).toBe(400);
  });
});

describe('subscription history', () => {
  it('shows the tenant, its store, its user count and its history, newest first', async () => {
    const owner = await registerTenant(t.app, 'History House');
    const { db } = t.database;
    await db
      .update(storeSettings)
      .set({ address: '1 Main St', phone: '+1 555 0100', currency: 'EUR' })
      .where(eq(storeSettings.tenantId, owner.tenantId));
    await db
      .insert(users)
      .values({ tenantId: owner.tenantId, username: uniqueEmail('cook'), passwordHash: 'x', name: 'Cook' });
    await db.insert(subscriptionHistory).values([
      {
        tenantId: owner.tenantId,
        status: 'created',
        startsOn: new Date('2024-01-01T00:00:00Z'),
        expiresOn: new Date('2024-01-31T00:00:00Z'),
        createdAt: new Date('2024-01-01T00:00:00Z'),
      },
      {
        tenantId: owner.tenantId,
        status: 'renewed',
        startsOn: new Date('2024-01-31T00:00:00Z'),
        expiresOn: new Date('2024-03-01T00:00:00Z'),
        createdAt: new Date('2024-01-31T00:00:00Z'),
      },
    ]);
    const res = await operator.get(`/superadmin/tenants/${owner.tenantId}/subscription-history`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tenantInfo: { name: 'History House', is_active: 1 },
      storeDetails: {
        address: '1 Main St',
        email: owner.username,
        phone: '+1 555 0100',
        currency: 'EUR',
        is_qr_menu_enabled: false,
      },
      totalUsers: 2,
      subscriptionHistory: [
        {
          id: expect.any(Number),
          tenant_id: owner.tenantId,
          created_at: '2024-01-31T00:00:00.000Z',
          starts_on: '2024-01-31T00:00:00.000Z',
          expires_on: '2024-03-01T00:00:00.000Z',
          status: 'renewed',
        },
        expect.objectContaining({ status: 'created', starts_on: '2024-01-01T00:00:00.000Z' }),
      ],
    });
    expect((await operator.get('/superadmin/tenants/2147483000/subscription-history')).status).toBe(404);
  });
});
