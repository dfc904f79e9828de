import { TWO_FACTOR_MESSAGES as M, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes, users } from '../../db/schema';
import { ensureSuperadmin } from '../../db/seed';
import { registerTenant, type SignedInTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { connectSocket, listen } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authenticatorCode, enrolTwoFactor } from '../../test/two-factor-kit';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/session';
import { CODE_LIMITS, recoveryCodePattern } from './two-factor.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A first sign-in step as a fresh device; with two-factor on it answers a challenge, no cookies. */
async function firstStep(username: string, password: string, ip = '127.0.0.1') {
  const client = new TestClient(t.app, ip);
  const res = await client.post('/auth/signin', { username, password });
  return { client, res };
}

async function secondStep(client: TestClient, challenge: string, code: string) {
  return client.post('/auth/signin/two-factor', { challenge, code });
}

describe('set-up', () => {
  it('shows a secret and an otpauth link, turns on only with a right first code, and hands out ten recovery codes', async () => {
    const owner = await registerTenant(t.app);
    expect((await owner.client.get('/auth/two-factor')).body).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const setup = await owner.client.post('/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauth_url).toContain('issuer=Mise%20POS');

    const wrongDigit = String((Number(authenticatorCode(setup.body.secret)) + 1) % 1_000_000).padStart(
      6,
      '0',
    );
    const wrong = await owner.client.post('/auth/two-factor/enable', { code: wrongDigit });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.invalidCode);
    expect((await owner.client.get('/auth/two-factor')).body.enabled).toBe(false);

    const enabled = await owner.client.post('/auth/two-factor/enable', {
      code: authenticatorCode(setup.body.secret),
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    for (const code of enabled.body.recovery_codes) expect(code).toMatch(recoveryCodePattern);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    expect((await owner.client.get('/auth/two-factor')).body).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // The secret is sealed at rest, and recovery codes are kept only as hashes.
    const [row] = await t.database.db.select().from(users).where(eq(users.username, owner.username));
    expect(row.twoFactorSecret).not.toContain(setup.body.secret);
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, row.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(enabled.body.recovery_codes[0]);
    // A second set-up while it is on is refused and changes nothing.
    expect((await owner.client.post('/auth/two-factor/setup')).status).toBe(409);
  });

  it("refuses an enrolment confirmed with a code of another user's pending secret", async () => {
    const a = await registerTenant(t.app);
    const b = await registerTenant(t.app);
    const aSetup = await a.client.post('/auth/two-factor/setup');
    const bSetup = await b.client.post('/auth/two-factor/setup');
    expect(bSetup.body.secret).not.toBe(aSetup.body.secret);
    const stolen = await b.client.post('/auth/two-factor/enable', {
      code: authenticatorCode(aSetup.body.secret),
    });
    expect(stolen.status).toBe(400);
    expect((await b.client.get('/auth/two-factor')).body.enabled).toBe(false);
    expect((await a.client.get('/auth/two-factor')).body.enabled).toBe(false);
  });

  it('asks to start again when enable comes without a set-up', async () => {
    const owner = await registerTenant(t.app);
    const res = await owner.client.post('/auth/two-factor/enable', { code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.setupFirst);
  });
});

describe('signing in with a second factor', () => {
  let owner: SignedInTenant;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    owner = await registerTenant(t.app);
    ({ secret, recoveryCodes } = await enrolTwoFactor(owner.client, '/auth'));
  });

  it('the password alone opens no session; the code from the authenticator does, once', async () => {
    const { client, res } = await firstStep(owner.username, owner.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: M.codeNeeded,
      two_factor_required: true,
      challenge: expect.any(String),
    });
    expect(client.cookies.get(ACCESS_COOKIE)).toBeUndefined();
    expect(client.cookies.get(REFRESH_COOKIE)).toBeUndefined();
    expect((await client.get('/settings/store-setting')).status).toBe(401);

    // The set-up used this period's code; the next period's is what the app shows soon after.
    const code = authenticatorCode(secret, 1);
    const done = await secondStep(client, res.body.challenge, code);
    expect(done.status).toBe(200);
    expect(done.body.user.username).toBe(owner.username);
    expect((await client.get('/settings/store-setting')).status).toBe(200);

    // The same code again, on a new challenge, is refused: a code is accepted once.
    const again = await firstStep(owner.username, owner.password);
    const replay = await secondStep(again.client, again.res.body.challenge, code);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(M.invalidCode);
    expect(again.client.cookies.get(ACCESS_COOKIE)).toBeUndefined();
    // An older code (already superseded) is refused too.
    const old = await secondStep(again.client, again.res.body.challenge, authenticatorCode(secret, -1));
    expect(old.status).toBe(400);
  });

  it('accepts each recovery code once, with or without its dash, and counts what is left', async () => {
    const [first, second] = recoveryCodes;
    const a = await firstStep(owner.username, owner.password);
    expect((await secondStep(a.client, a.res.body.challenge, first.toUpperCase())).status).toBe(200);
    const b = await firstStep(owner.username, owner.password);
    const reused = await secondStep(b.client, b.res.body.challenge, first);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(M.invalidCode);
    expect((await secondStep(b.client, b.res.body.challenge, second.replace('-', ''))).status).toBe(200);
    expect((await b.client.get('/auth/two-factor')).body.recovery_codes_left).toBe(8);
  });

  it('refuses malformed codes and forged, expired or misdirected challenges, with no session', async () => {
    const { client, res } = await firstStep(owner.username, owner.password, '10.9.0.1');
    for (const code of ['12345', 'abcdef', 'zzzzz-zzzz!', '']) {
      const bad = await secondStep(client, res.body.challenge, code);
      expect(bad.status, code).toBe(400);
    }
    const forged = await secondStep(
      client,
      `${res.body.challenge.slice(0, -2)}xx`,
      authenticatorCode(secret, 1),
    );
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(M.challengeExpired);
    // A tenant user's challenge does not open an operator session.
    const asOperator = await client.post('/superadmin/signin/two-factor', {
      challenge: res.body.challenge,
      code: authenticatorCode(secret, 1),
    });
    expect(asOperator.status).toBe(401);
    expect(client.cookies.get(ACCESS_COOKIE)).toBeUndefined();
  });

  it('a challenge expires after five minutes', async () => {
    const expired = t.app.deps.signer.sign('two-factor-challenge', {
      a: 'u',
      i: 1,
      e: Date.now() - 1,
      h: 'x',
    });
    const res = await new TestClient(t.app).post('/auth/signin/two-factor', {
      challenge: expired,
      code: '123456',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(M.challengeExpired);
  });

  it('wrong codes are limited per account: past the limit even the right code waits', async () => {
    const victim = await registerTenant(t.app);
    const enrolled = await enrolTwoFactor(victim.client, '/auth');
    const { client, res } = await firstStep(victim.username, victim.password, '10.9.0.2');
    for (let i = 0; i < CODE_LIMITS.perAccount; i += 1) {
      expect((await secondStep(client, res.body.challenge, '000000')).status).toBe(400);
    }
    const limited = await secondStep(client, res.body.challenge, enrolled.recoveryCodes[0]);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(M.tooManyCodes);
    expect(client.cookies.get(ACCESS_COOKIE)).toBeUndefined();
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password again; without it or with a wrong one nothing changes', async () => {
    const owner = await registerTenant(t.app);
    const { recoveryCodes } = await enrolTwoFactor(owner.client, '/auth');
    const missing = await owner.client.post('/auth/two-factor/disable', {});
    expect(missing.status).toBe(400);
    const wrong = await owner.client.post('/auth/two-factor/disable', { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.wrongPassword);
    expect((await owner.client.get('/auth/two-factor')).body.enabled).toBe(true);

    const renewed = await owner.client.post('/auth/two-factor/recovery-codes', { password: owner.password });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    const old = await firstStep(owner.username, owner.password);
    expect((await secondStep(old.client, old.res.body.challenge, recoveryCodes[0])).status).toBe(400);

    const off = await owner.client.post('/auth/two-factor/disable', { password: owner.password });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(M.disabled);
    const plain = await firstStep(owner.username, owner.password);
    expect(plain.res.body.user.username).toBe(owner.username);
    expect(plain.client.cookies.get(ACCESS_COOKIE)).toBeDefined();
  });
});

describe("the owner's requirement for every user of the store", () => {
  it('sends a staff user without a second factor to set it up, and opens nothing else until then', async () => {
    const owner = await registerTenant(t.app);
    // Turning it on first needs the owner's own second factor (no one locks the store out).
    const early = await owner.client.post('/settings/two-factor', { require_two_factor: true });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(M.ownerFirst);
    await enrolTwoFactor(owner.client, '/auth');

    const staffName = uniqueEmail('staff');
    const added = await owner.client.post('/users/add', {
      username: staffName,
      password: 'staff password',
      name: 'Sam',
      userScopes: ['POS'],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const staff = await signIn(t.app, staffName, 'staff password');
    expect((await staff.get('/settings/two-factor')).status).toBe(403);
    expect((await staff.post('/settings/two-factor', { require_two_factor: false })).status).toBe(403);

    const on = await owner.client.post('/settings/two-factor', { require_two_factor: true });
    expect(on.status).toBe(200);
    expect((await owner.client.get('/settings/two-factor')).body).toEqual({ require_two_factor: true });

    // The staff member's existing session now reaches only the set-up.
    const blocked = await staff.get('/pos/init');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe(TWO_FACTOR_SETUP_REQUIRED_CODE);
    expect((await staff.get('/auth/two-factor')).body).toMatchObject({ enabled: false, required: true });
    const fresh = await new TestClient(t.app).post('/auth/signin', {
      username: staffName,
      password: 'staff password',
    });
    expect(fresh.body.two_factor_setup_required).toBe(true);

    await enrolTwoFactor(staff, '/auth');
    expect((await staff.get('/pos/init')).status).toBe(200);
    // While the store requires it, it cannot be turned off.
    const off = await staff.post('/auth/two-factor/disable', { password: 'staff password' });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(M.storeRequires);
  });
});

describe('live data before the set-up', () => {
  it('a session that must still set up two-factor sign-in cannot open the realtime socket', async () => {
    const live = await createTestApp();
    try {
      const baseUrl = await listen(live.app);
      const owner = await registerTenant(live.app);
      await enrolTwoFactor(owner.client, '/auth');
      const staffName = uniqueEmail('staff');
      await owner.client.post('/users/add', {
        username: staffName,
        password: 'staff password',
        name: 'Kim',
        userScopes: ['KITCHEN'],
      });
      const staff = await signIn(live.app, staffName, 'staff password');
      (await connectSocket(baseUrl, staff)).close();
      expect((await owner.client.post('/settings/two-factor', { require_two_factor: true })).status).toBe(
        200,
      );
      await expect(connectSocket(baseUrl, staff)).rejects.toThrow();
      await enrolTwoFactor(staff, '/auth');
      (await connectSocket(baseUrl, staff)).close();
    } finally {
      await live.close();
    }
  });
});

describe("the operator's account", () => {
  const OPERATOR = { email: 'two-factor-operator@mise.test', password: 'operator-password' };

  it('must have a second factor: its first sign-in leads to the set-up, and nothing else opens before it', async () => {
    await ensureSuperadmin(t.database.db, OPERATOR);
    const operator = new TestClient(t.app);
    const first = await operator.post('/superadmin/signin', {
      username: OPERATOR.email,
      password: OPERATOR.password,
    });
    expect(first.status).toBe(200);
    expect(first.body.two_factor_setup_required).toBe(true);
    for (const url of ['/superadmin/dashboard', '/superadmin/tenants', '/superadmin/tenantsData']) {
      const res = await operator.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body.code, url).toBe(TWO_FACTOR_SETUP_REQUIRED_CODE);
    }
    const { secret } = await enrolTwoFactor(operator, '/superadmin');
    expect((await operator.get('/superadmin/dashboard')).status).toBe(200);
    const off = await operator.post('/superadmin/two-factor/disable', { password: OPERATOR.password });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(M.operatorMustKeep);

    // Signing in again asks for the code.
    const next = new TestClient(t.app);
    const step = await next.post('/superadmin/signin', {
      username: OPERATOR.email,
      password: OPERATOR.password,
    });
    expect(step.body.two_factor_required).toBe(true);
    expect((await next.get('/superadmin/dashboard')).status).toBe(401);
    // A tenant user's endpoint does not take the operator's challenge.
    const crossed = await next.post('/auth/signin/two-factor', {
      challenge: step.body.challenge,
      code: authenticatorCode(secret, 1),
    });
    expect(crossed.status).toBe(401);
    const done = await next.post('/superadmin/signin/two-factor', {
      challenge: step.body.challenge,
      code: authenticatorCode(secret, 1),
    });
    expect(done.status).toBe(200);
    expect(done.body.user.role).toBe('superadmin');
    expect((await next.get('/superadmin/dashboard')).status).toBe(200);
  });
});

describe('common passwords', () => {
  it('are refused at sign-up, case-insensitively, and nothing is created', async () => {
    const username = uniqueEmail();
    for (const password of ['iloveyou', 'SunShine1', 'qwertyuiop']) {
      const res = await new TestClient(t.app).post('/auth/signup', {
        biz_name: 'Common',
        username,
        password,
      });
      expect(res.status, password).toBe(400);
      expect(res.body.message).toBe(
        'This password is one of the most common ones and easy to guess! Please choose another.',
      );
    }
    expect(
      (await new TestClient(t.app).post('/auth/signin', { username, password: 'iloveyou' })).status,
    ).toBe(401);
  });

  it('are refused for a new staff user, a staff password reset and a password reset link (which still works after)', async () => {
    const owner = await registerTenant(t.app);
    const staffName = uniqueEmail('staff');
    const common = await owner.client.post('/users/add', {
      username: staffName,
      password: 'password1',
      name: 'Sam',
      userScopes: ['POS'],
    });
    expect(common.status).toBe(400);
    expect(
      (await owner.client.get('/users')).body.some((u: { username: string }) => u.username === staffName),
    ).toBe(false);

    await new TestClient(t.app).post('/auth/forgot-password', { username: owner.username });
    const link = t.mail.at(-1)?.text.match(/token=([^\s]+)/)?.[1];
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link ?? '');
    const refused = await new TestClient(t.app).post(`/auth/reset-password/${token}`, {
      password: 'baseball1',
    });
    expect(refused.status).toBe(400);
    const accepted = await new TestClient(t.app).post(`/auth/reset-password/${token}`, {
      password: 'a far less common phrase',
    });
    expect(accepted.status).toBe(200);
  });
});
