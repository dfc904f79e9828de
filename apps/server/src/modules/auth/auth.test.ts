import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, tenants, users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { access } from '../../plugins/auth';
import { registerTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SIGNIN_LIMITS } from './auth.service';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    // Probe routes exercise the guard the way every module's routes use it.
    beforeReady(app) {
      app.get('/api/v1/probe/pos', { config: { access: access.tenant(['POS']) } }, async () => ({
        ok: true,
      }));
      app.get('/api/v1/probe/any', { config: { access: access.tenant() } }, async () => ({ ok: true }));
      app.get('/api/v1/probe/operator', { config: { access: access.superadmin } }, async () => ({
        ok: true,
      }));
    },
  });
});
afterAll(() => t.close());

describe('signup', () => {
  it('creates the tenant, its admin, store and print settings, and lets the owner sign in', async () => {
    const client = new TestClient(t.app);
    const username = uniqueEmail();
    const res = await client.post('/auth/signup', {
      biz_name: 'Chez Test',
      username,
      password: 'longenough',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/created/i);
    const signin = await client.post('/auth/signin', {
      username: username.toUpperCase(),
      password: 'longenough',
    });
    expect(signin.status).toBe(200);
    expect(signin.body.user).toMatchObject({ name: 'Chez Test', role: 'admin', username, designation: null });
  });

  it.each([
    [{ username: 'a@b.co', password: 'longenough' }, 'Please provide business name!'],
    [{ biz_name: '   ', username: 'a@b.co', password: 'longenough' }, 'Please provide business name!'],
    [{ biz_name: 'X', password: 'longenough' }, 'Please provide email!'],
    [{ biz_name: 'X', username: 'not-an-email', password: 'longenough' }, 'Please provide valid email!'],
    [{ biz_name: 'X', username: 'a@b.co' }, 'Please provide password!'],
    [{ biz_name: 'X', username: 'a@b.co', password: 123 }, 'Please provide password!'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await new TestClient(t.app).post('/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const client = new TestClient(t.app);
    const username = uniqueEmail();
    expect(
      (await client.post('/auth/signup', { biz_name: 'A', username, password: 'longenough' })).status,
    ).toBe(200);
    const again = await client.post('/auth/signup', {
      biz_name: 'B',
      username: username.toUpperCase(),
      password: 'longenough',
    });
    expect(again.status).toBe(409);
    const [{ n }] = (await t.database.db.select().from(tenants).where(eq(tenants.email, username))).map(
      () => ({ n: 1 }),
    );
    expect(n).toBe(1);
  });

  it('answers malformed JSON with a 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"biz_name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invalid/i);
  });
});

describe('signin', () => {
  it('sets httpOnly session cookies and a readable marker', async () => {
    const { username, password } = await registerTenant(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username, password },
    });
    const cookies = res.cookies as Array<{ name: string; httpOnly?: boolean; path?: string }>;
    expect(cookies.find((c) => c.name === ACCESS_COOKIE)?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/v1' });
    expect(cookies.find((c) => c.name === 'mise_session')?.httpOnly).toBeFalsy();
  });

  it.each([
    [{ password: 'x' }, 'Please provide username!'],
    [{ username: '', password: 'x' }, 'Please provide username!'],
    [{ username: 'a@b.co' }, 'Please provide password!'],
    [{ username: 'a@b.co', password: '' }, 'Please provide password!'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await new TestClient(t.app).post('/auth/signin', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { username } = await registerTenant(t.app);
    const wrong = await new TestClient(t.app, '10.0.0.1').post('/auth/signin', {
      username,
      password: 'nope-nope',
    });
    const unknown = await new TestClient(t.app, '10.0.0.1').post('/auth/signin', {
      username: uniqueEmail(),
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('locks an account after repeated failures, even with the right password', async () => {
    const { username, password } = await registerTenant(t.app);
    for (let i = 0; i < SIGNIN_LIMITS.perAccount; i++) {
      const res = await new TestClient(t.app, `10.1.0.${i}`).post('/auth/signin', {
        username,
        password: 'wrong-one',
      });
      expect(res.status).toBe(401);
    }
    const locked = await new TestClient(t.app, '10.1.1.1').post('/auth/signin', { username, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/too many/i);
  });

  it('limits failures per address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < SIGNIN_LIMITS.perIp; i++) {
      await new TestClient(t.app, ip).post('/auth/signin', {
        username: uniqueEmail(),
        password: 'wrong-one',
      });
    }
    const { username, password } = await registerTenant(t.app);
    expect((await new TestClient(t.app, ip).post('/auth/signin', { username, password })).status).toBe(429);
    expect(
      (await new TestClient(t.app, '10.2.0.2').post('/auth/signin', { username, password })).status,
    ).toBe(200);
  });
});

describe('sign-in limits under a burst', () => {
  it('cuts a burst of simultaneous guesses across many accounts at the per-address limit', async () => {
    const ip = '10.3.0.1';
    const answers = await Promise.all(
      Array.from({ length: SIGNIN_LIMITS.perIp + 20 }, () =>
        new TestClient(t.app, ip).post('/auth/signin', { username: uniqueEmail(), password: 'wrong-one' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGNIN_LIMITS.perIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('does not count successful sign-ins against the address', async () => {
    const ip = '10.4.0.1';
    const { username, password } = await registerTenant(t.app);
    for (let i = 0; i < SIGNIN_LIMITS.perIp + 5; i++) {
      expect((await new TestClient(t.app, ip).post('/auth/signin', { username, password })).status).toBe(200);
    }
  });
});

describe('session lifecycle', () => {
  it('refresh rotates the token; replaying the old one later revokes the session', async () => {
    const { client } = await registerTenant(t.app);
    const oldRefresh = client.cookies.get(REFRESH_COOKIE)!;
    const refreshed = await client.post('/auth/refresh-token');
    expect(refreshed.status).toBe(200);
    expect(client.cookies.get(REFRESH_COOKIE)).not.toBe(oldRefresh);
    expect((await client.get('/auth/devices')).status).toBe(200);

    // Past the grace window, the old token is a stolen copy: the whole device is revoked.
    await t.database.db.update(devices).set({ rotatedAt: new Date(Date.now() - 60_000) });
    const thief = new TestClient(t.app);
    thief.cookies.set(REFRESH_COOKIE, oldRefresh);
    expect((await thief.post('/auth/refresh-token')).status).toBe(401);
    expect((await client.get('/auth/devices')).status).toBe(401);
    expect((await client.post('/auth/refresh-token')).status).toBe(401);
  });

  it('two tabs refreshing with the same token at once both stay signed in', async () => {
    const { client } = await registerTenant(t.app);
    const tabB = new TestClient(t.app);
    for (const [k, v] of client.cookies) tabB.cookies.set(k, v);
    const [a, b] = await Promise.all([client.post('/auth/refresh-token'), tabB.post('/auth/refresh-token')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await client.get('/auth/devices')).status).toBe(200);
  });

  it('refresh without a cookie or with garbage is 401', async () => {
    expect((await new TestClient(t.app).post('/auth/refresh-token')).status).toBe(401);
    const c = new TestClient(t.app);
    c.cookies.set(REFRESH_COOKIE, 'garbage');
    expect((await c.post('/auth/refresh-token')).status).toBe(401);
  });

  it('a tampered or expired access token is refused', async () => {
    const { client } = await registerTenant(t.app);
    const token = client.cookies.get(ACCESS_COOKIE)!;
    const forged = new TestClient(t.app);
    forged.cookies.set(ACCESS_COOKIE, `${token.slice(0, -2)}xx`);
    expect((await forged.get('/auth/devices')).status).toBe(401);
    const deviceId = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).d;
    const expired = new TestClient(t.app);
    expired.cookies.set(
      ACCESS_COOKIE,
      t.app.deps.signer.sign('access', { d: deviceId, k: 'u', e: Date.now() - 1 }),
    );
    expect((await expired.get('/auth/devices')).status).toBe(401);
  });

  it('signout ends the session', async () => {
    const { client } = await registerTenant(t.app);
    const saved = new Map(client.cookies);
    const res = await client.post('/auth/signout');
    expect(res.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    const replay = new TestClient(t.app);
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect((await replay.get('/auth/devices')).status).toBe(401);
    expect((await replay.post('/auth/refresh-token')).status).toBe(401);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, refuses a common one, and ends every other session but this one', async () => {
    const { client, username, password } = await registerTenant(t.app);
    const phone = await signIn(t.app, username, password);
    const wrong = await client.post('/auth/change-password', {
      current_password: 'not my password',
      new_password: 'a brand new passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct!');
    const common = await client.post('/auth/change-password', {
      current_password: password,
      new_password: 'iloveyou',
    });
    expect(common.status).toBe(400);
    expect((await phone.get('/auth/devices')).status).toBe(200);

    const changed = await client.post('/auth/change-password', {
      current_password: password,
      new_password: 'a brand new passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/auth/devices')).status).toBe(200);
    expect((await phone.get('/auth/devices')).status).toBe(401);
    expect((await phone.post('/auth/refresh-token')).status).toBe(401);
    expect((await new TestClient(t.app).post('/auth/signin', { username, password })).status).toBe(401);
    await signIn(t.app, username, 'a brand new passphrase');
  });
});

describe('devices', () => {
  it('lists sessions, marks this one, and removing another ends it at its next request', async () => {
    const { client, username, password } = await registerTenant(t.app);
    const phone = await signIn(t.app, username, password);
    const list = await client.get('/auth/devices', {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0',
    });
    expect(list.status).toBe(200);
    expect(list.body.devices).toHaveLength(2);
    expect(list.body.devices.filter((d: { isMyDevice: boolean }) => d.isMyDevice)).toHaveLength(1);
    const other = list.body.devices.find((d: { isMyDevice: boolean }) => !d.isMyDevice);
    expect(other).toMatchObject({ device_ip: '127.0.0.1', device_name: expect.any(String) });

    expect((await client.post('/auth/remove-device', { device_id: other.device_id })).status).toBe(200);
    expect((await phone.get('/auth/devices')).status).toBe(401);
    expect((await phone.post('/auth/refresh-token')).status).toBe(401);
    expect((await client.get('/auth/devices')).body.devices).toHaveLength(1);
  });

  it("cannot remove another user's device", async () => {
    const a = await registerTenant(t.app);
    const b = await registerTenant(t.app);
    const bDevice = (await b.client.get('/auth/devices')).body.devices[0].device_id;
    const res = await a.client.post('/auth/remove-device', { device_id: bDevice });
    expect(res.status).toBe(404);
    expect((await b.client.get('/auth/devices')).status).toBe(200);
  });

  it('validates the device id', async () => {
    const { client } = await registerTenant(t.app);
    const res = await client.post('/auth/remove-device', { device_id: "1' or '1'='1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid request!');
  });
});

describe('password reset', () => {
  const linkToken = (text: string) => /token=([^\s&]+)/.exec(text)?.[1] ?? '';

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const { client, username } = await registerTenant(t.app);
    const res = await new TestClient(t.app).post('/auth/forgot-password', { username });
    expect(res.status).toBe(200);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(username);
    const token = decodeURIComponent(linkToken(mail.text));
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');

    const reset = await new TestClient(t.app).post(`/auth/reset-password/${token}`, {
      password: 'brand new secret',
    });
    expect(reset.status).toBe(200);
    expect((await client.get('/auth/devices')).status).toBe(401);
    await signIn(t.app, username, 'brand new secret');

    const again = await new TestClient(t.app).post(`/auth/reset-password/${token}`, {
      password: 'another secret',
    });
    expect(again.status).toBe(400);
  });

  it('answers the same for unknown accounts and sends nothing', async () => {
    const before = t.mail.length;
    const res = await new TestClient(t.app).post('/auth/forgot-password', { username: uniqueEmail() });
    expect(res.status).toBe(200);
    expect(t.mail.length).toBe(before);
  });

  it('refuses an expired link and validates input', async () => {
    const { username } = await registerTenant(t.app);
    await new TestClient(t.app).post('/auth/forgot-password', { username });
    const token = decodeURIComponent(linkToken(t.mail.at(-1)!.text));
    const { passwordResets } = await import('../../db/schema');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await new TestClient(t.app).post(`/auth/reset-password/${token}`, { password: 'new password' }))
        .status,
    ).toBe(400);
    const empty = await new TestClient(t.app).post(`/auth/reset-password/${token}`, {});
    expect(empty.body.message).toBe('Please provide new password!');
    const noUser = await new TestClient(t.app).post('/auth/forgot-password', {});
    expect(noUser.body.message).toBe('Please provide username!');
  });
});

describe('guards', () => {
  async function addStaff(tenantId: number, scope: string) {
    const username = uniqueEmail('staff');
    await t.database.db.insert(users).values({
      tenantId,
      username,
      passwordHash: await hashPassword('staff password'),
      name: 'Staff',
      scope,
    });
    return signIn(t.app, username, 'staff password');
  }

  it('401 without a session, 403 without the scope, 200 with it; admin passes all', async () => {
    expect((await new TestClient(t.app).get('/probe/pos')).status).toBe(401);
    const owner = await registerTenant(t.app);
    expect((await owner.client.get('/probe/pos')).status).toBe(200);
    const cook = await addStaff(owner.tenantId, 'KITCHEN');
    expect((await cook.get('/probe/pos')).status).toBe(403);
    expect((await cook.get('/probe/any')).status).toBe(200);
    const cashier = await addStaff(owner.tenantId, 'KITCHEN,POS');
    expect((await cashier.get('/probe/pos')).status).toBe(200);
  });

  it('402 for every tenant call once the tenant is inactive, but devices stay reachable', async () => {
    const owner = await registerTenant(t.app);
    await t.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, owner.tenantId));
    expect((await owner.client.get('/probe/any')).status).toBe(402);
    expect((await owner.client.get('/auth/devices')).status).toBe(200);
  });

  it('tenant users are refused on operator routes', async () => {
    const owner = await registerTenant(t.app);
    expect((await owner.client.get('/probe/operator')).status).toBe(403);
    expect((await owner.client.post('/superadmin/refresh-token')).status).toBe(401);
  });

  it('refuses state changes sent from another site', async () => {
    const { client } = await registerTenant(t.app);
    const evil = await client.post('/auth/signout', undefined, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await client.get('/auth/devices')).status).toBe(200);
    const same = await client.post('/auth/signout', undefined, { origin: 'http://localhost:3000' });
    expect(same.status).toBe(200);
  });

  it('every API route declares an access policy', () => {
    expect(() => t.app.get('/api/v1/never', async () => ({}))).toThrow();
  });
});
