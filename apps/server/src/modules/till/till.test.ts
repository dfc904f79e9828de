import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orders, users } from '../../db/schema';
import { signIn, type TestClient, uniqueEmail } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  exampleCart,
  type OrderTenant,
  orderBody,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'staff password long';

/** A staff member of the store with the given scopes, signed in on their own device, and their PIN set. */
async function staffWithPin(a: OrderTenant, name: string, scopes: string[], pin: string) {
  const username = uniqueEmail(name.toLowerCase());
  const added = await a.client.post('/users/add', { name, username, password: PASSWORD, userScopes: scopes });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const own = await signIn(t.app, username, PASSWORD);
  const set = await own.put('/till/pin', { pin, password: PASSWORD });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { username, client: own };
}

const pinEvents = (tenantId: number) =>
  t.app.deps.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.tenantId, tenantId), inArray(auditEvents.action, ['pin_failed', 'pin_locked'])),
    );

describe('switching users on a shared till with a PIN', () => {
  it('sets one’s own PIN with one’s password, lists who can switch in, and switches in a second', async () => {
    const a = await createOrderTenant(t.app, 'Till Bistro');
    const badFormat = await a.client.put('/till/pin', { pin: '12a4', password: a.password });
    expect([badFormat.status, badFormat.body.message]).toEqual([400, 'Your PIN must be 4 to 6 digits!']);
    const wrongPassword = await a.client.put('/till/pin', { pin: '1234', password: 'not it' });
    expect([wrongPassword.status, wrongPassword.body.message]).toEqual([
      400,
      'Your password is not correct!',
    ]);
    expect((await a.client.get('/till/staff')).body).toEqual([]);
    // Passwords typed here are guesses like a sign-in's: the account's sign-in budget runs out.
    const guesser = await staffWithPin(a, 'Guesser', ['POS'], '5555');
    const tries = [];
    for (let i = 0; i < 10; i++)
      tries.push((await guesser.client.put('/till/pin', { pin: '1234', password: `no ${i}` })).status);
    expect(tries.every((s) => s === 400)).toBe(true);
    const blocked = await guesser.client.put('/till/pin', { pin: '1234', password: PASSWORD });
    expect([blocked.status, blocked.body.message]).toEqual([
      429,
      'Too many login attempts! Please try again in a few minutes.',
    ]);

    const ana = await staffWithPin(a, 'Ana', ['POS', 'ORDERS'], '2468');
    const owner = await staffWithPin(a, 'Manager', ['POS', 'SETTINGS', 'REPORTS'], '8642');
    await staffWithPin(a, 'Ben', ['POS'], '13579');
    const [row] = await t.app.deps.db
      .select({ pinHash: users.pinHash })
      .from(users)
      .where(eq(users.username, ana.username));
    expect(row.pinHash).not.toContain('2468');
    expect((await a.client.get('/till/staff')).body.map((s: { name: string }) => s.name)).toEqual([
      'Ana',
      'Ben',
      'Guesser',
      'Manager',
    ]);

    // The owner's till becomes Ana's: what she does is hers.
    const till = a.client;
    const switched = await till.post('/till/switch', { username: ana.username, pin: '2468' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ message: 'Switched user!', user: { name: 'Ana', viaPin: true } });
    const order = await createOrder(till, orderBody(exampleCart(a.menu)));
    expect(order.status).toBe(200);
    const [placed] = await t.app.deps.db
      .select({ createdBy: orders.createdBy })
      .from(orders)
      .where(eq(orders.id, Number(order.body.orderId)));
    const [anaRow] = await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, ana.username));
    expect(placed.createdBy).toBe(anaRow.id);

    // A PIN never opens the back office, even for someone who holds its scope.
    expect((await till.post('/till/switch', { username: owner.username, pin: '8642' })).status).toBe(200);
    const settings = await till.get('/settings/payment-types');
    expect([settings.status, settings.body.message, settings.body.code]).toEqual([
      403,
      'Sign in with your password to open the back office!',
      'PIN_SESSION',
    ]);
    expect((await till.get('/reports?type=today')).status).toBe(403);
    expect((await till.get('/pos/init')).status).toBe(200);
    // The same person signed in with the password gets there.
    expect((await owner.client.get('/settings/payment-types')).status).toBe(200);
  });

  it('locks a PIN after five wrong ones, logs each, and opens again once the lock has run out', async () => {
    const a = await createOrderTenant(t.app, 'Guess Bistro');
    const ben = await staffWithPin(a, 'Ben', ['POS'], '1357');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await a.client.post('/till/switch', { username: ben.username, pin: `000${i}` });
      statuses.push(res.status);
      if (i < 4) expect(res.body.message).toBe('Wrong PIN!');
      else expect(res.body.message).toMatch(/^Too many wrong PINs/);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Locked: even the right PIN waits.
    expect((await a.client.post('/till/switch', { username: ben.username, pin: '1357' })).status).toBe(429);
    expect((await pinEvents(a.tenantId)).map((e) => e.action).sort()).toEqual([
      'pin_failed',
      'pin_failed',
      'pin_failed',
      'pin_failed',
      'pin_locked',
    ]);
    await t.app.deps.db
      .update(users)
      .set({ pinLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.username, ben.username));
    const back = await a.client.post('/till/switch', { username: ben.username, pin: '1357' });
    expect(back.status).toBe(200);
  });

  it('holds the limit under a burst of simultaneous guesses: five are checked, the rest refused unchecked', async () => {
    const a = await createOrderTenant(t.app, 'Burst Bistro');
    const cara = await staffWithPin(a, 'Cara', ['POS'], '9999');
    const tills: TestClient[] = [];
    for (let i = 0; i < 3; i++) tills.push(await signIn(t.app, a.username, a.password));
    const guesses = Array.from({ length: 18 }, (_, i) =>
      tills[i % 3].post('/till/switch', { username: cara.username, pin: String(1000 + i) }),
    );
    const results = await Promise.all(guesses);
    expect(results.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    expect(results.filter((r) => r.status === 400).length).toBeLessThanOrEqual(4);
    const checked = await pinEvents(a.tenantId);
    expect(checked).toHaveLength(5);
    expect(checked.filter((e) => e.action === 'pin_locked')).toHaveLength(1);
  });

  it('refuses another store’s staff and bad input, and the idle lock is the store’s setting', async () => {
    const a = await createOrderTenant(t.app, 'Own Till');
    const b = await createOrderTenant(t.app, 'Other Till');
    const theirs = await staffWithPin(b, 'Dan', ['POS'], '4321');
    const cross = await a.client.post('/till/switch', { username: theirs.username, pin: '4321' });
    expect([cross.status, cross.body.message]).toEqual([404, 'Staff member not found!']);
    const noPin = await a.client.post('/till/switch', { username: a.username, pin: '1234' });
    expect([noPin.status, noPin.body.message]).toEqual([
      400,
      'This staff member has no PIN yet: set one in their profile!',
    ]);
    expect((await a.client.post('/till/switch', { username: theirs.username, pin: '12' })).status).toBe(400);

    expect((await a.client.get('/till/settings')).body).toEqual({ lock_minutes: 0 });
    const bad = await a.client.put('/till/settings', { lockMinutes: 500 });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Please enter the idle minutes before the till locks, from 0 (never) to 240!',
    ]);
    expect((await a.client.put('/till/settings', { lockMinutes: 3 })).status).toBe(200);
    expect((await a.client.get('/till/settings')).body).toEqual({ lock_minutes: 3 });
    expect((await b.client.get('/till/settings')).body).toEqual({ lock_minutes: 0 });
    // Saving the checkout settings leaves the idle lock as it was.
    expect(
      (await a.client.put('/payments/checkout-settings', { discountLimit: 10, tipPresets: [10] })).status,
    ).toBe(200);
    expect((await a.client.get('/till/settings')).body).toEqual({ lock_minutes: 3 });
    const cook = await staffWithPin(a, 'Cook', ['KITCHEN'], '1111');
    expect((await cook.client.put('/till/settings', { lockMinutes: 0 })).status).toBe(403);
  });
});
