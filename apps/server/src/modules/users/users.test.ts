import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerTenant, type SignedInTenant, signIn, TestClient, uniqueEmail } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { USER_ERRORS } from './users.service';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Users Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

const PASSWORD = 'staff password';

async function addStaff(by: TestClient, scopes: string[], extra: Record<string, unknown> = {}) {
  const username = uniqueEmail('staff');
  const res = await by.post('/users/add', {
    name: 'Sam Staff',
    username,
    password: PASSWORD,
    userScopes: scopes,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return username;
}

const findUser = async (client: TestClient, username: string) =>
  (await client.get('/users')).body.find((u: { username: string }) => u.username === username);

describe('listing and adding users', () => {
  it('lists the owner first, then staff with their scopes', async () => {
    const { client, username: ownerName } = await registerTenant(t.app, 'Fresh');
    const staff = await addStaff(client, ['POS', 'KITCHEN'], {
      designation: 'Chef',
      phone: '+1 555 0101',
      email: 'sam@home.example',
    });
    const res = await client.get('/users');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ username: ownerName, role: 'admin' }),
      {
        username: staff,
        name: 'Sam Staff',
        role: 'user',
        photo: null,
        designation: 'Chef',
        phone: '+1 555 0101',
        email: 'sam@home.example',
        scope: 'POS,KITCHEN',
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });

  it('creates a staff user who can sign in with exactly the given scopes', async () => {
    const username = await addStaff(owner.client, ['POS', 'KITCHEN', 'POS']);
    const signin = await new TestClient(t.app).post('/auth/signin', {
      username: username.toUpperCase(),
      password: PASSWORD,
    });
    expect(signin.status).toBe(200);
    expect(signin.body.user).toMatchObject({ role: 'user', scope: 'POS,KITCHEN', tenantId: owner.tenantId });
  });

  it.each([
    [{ name: '' }, 'Please provide name!'],
    [{ name: undefined, username: '' }, 'Please provide name!'],
    [{ username: '' }, 'Please provide username!'],
    [{ username: undefined }, 'Please provide username!'],
    [{ username: 'sam' }, 'Please provide valid email!'],
    [{ password: '' }, 'Please provide password!'],
    [{ password: undefined }, 'Please provide password!'],
    [{ password: 'short' }, 'Password must be at least 8 characters!'],
    [{ email: 'nope' }, 'Please provide valid email!'],
    [{ phone: 'call me' }, 'Please provide valid phone no.!'],
    [{ userScopes: ['POS', 'SUPERPOWERS'] }, 'Please select valid scopes!'],
    [{ userScopes: 'POS' }, null],
  ])('add with %j answers "%s"', async (change, message) => {
    const username = uniqueEmail('staff');
    const res = await owner.client.post('/users/add', {
      name: 'Sam',
      username,
      password: PASSWORD,
      userScopes: ['POS'],
      ...change,
    });
    if (message === null) {
      expect(res.status).toBe(200);
      expect((await findUser(owner.client, username)).scope).toBe('POS');
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await findUser(owner.client, username)).toBeUndefined();
  });

  it('refuses a username already used in any tenant, whatever its case', async () => {
    const username = await addStaff(other.client, ['POS']);
    const res = await owner.client.post('/users/add', {
      name: 'Copy',
      username: username.toUpperCase(),
      password: PASSWORD,
      userScopes: [],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(USER_ERRORS.taken);
    const ownerTaken = await owner.client.post('/users/add', {
      name: 'X',
      username: other.username,
      password: PASSWORD,
    });
    expect(ownerTaken.status).toBe(409);
  });
});

describe('access', () => {
  it('needs a session and the SETTINGS scope for every users call', async () => {
    expect((await new TestClient(t.app).get('/users')).status).toBe(401);
    const cook = await signIn(t.app, await addStaff(owner.client, ['POS', 'KITCHEN']), PASSWORD);
    const victim = await addStaff(owner.client, ['POS']);
    expect((await cook.get('/users')).status).toBe(403);
    expect(
      (await cook.post('/users/add', { name: 'X', username: uniqueEmail(), password: PASSWORD })).status,
    ).toBe(403);
    expect((await cook.post(`/users/update/${victim}`, { name: 'X' })).status).toBe(403);
    expect((await cook.post(`/users/update-password/${victim}`, { password: 'new password' })).status).toBe(
      403,
    );
    expect((await cook.delete(`/users/delete/${victim}`)).status).toBe(403);
    expect((await findUser(owner.client, victim)).name).toBe('Sam Staff');
  });
});

describe('updating, resetting and deleting', () => {
  it('updates name, designation, contact and scopes', async () => {
    const username = await addStaff(owner.client, ['POS']);
    const res = await owner.client.post(`/users/update/${encodeURIComponent(username)}`, {
      name: 'Sam Senior',
      designation: 'Head waiter',
      phone: '555 0199',
      email: '',
      userScopes: ['ORDERS', 'RESERVATIONS'],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User updated!');
    expect(await findUser(owner.client, username)).toMatchObject({
      name: 'Sam Senior',
      designation: 'Head waiter',
      phone: '555 0199',
      email: null,
      scope: 'ORDERS,RESERVATIONS',
    });
    // The new scopes apply to the user's next request, without signing in again.
    const staff = await signIn(t.app, username, PASSWORD);
    await owner.client.post(`/users/update/${username}`, { name: 'Sam', userScopes: ['SETTINGS'] });
    expect((await staff.get('/settings/categories')).status).toBe(200);
  });

  it('update needs a name', async () => {
    const username = await addStaff(owner.client, ['POS']);
    const res = await owner.client.post(`/users/update/${username}`, { name: ' ', userScopes: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please provide name!');
    expect((await findUser(owner.client, username)).scope).toBe('POS');
  });

  it('resets a password: the new one works, the old one and old sessions do not', async () => {
    const username = await addStaff(owner.client, ['POS']);
    const staff = await signIn(t.app, username, PASSWORD);
    const missing = await owner.client.post(`/users/update-password/${username}`, { password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Provide new password!');

    const res = await owner.client.post(`/users/update-password/${username}`, {
      password: 'brand new password',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated!');
    expect((await staff.get('/auth/devices')).status).toBe(401);
    expect((await new TestClient(t.app).post('/auth/signin', { username, password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await new TestClient(t.app).post('/auth/signin', { username, password: 'brand new password' })).status,
    ).toBe(200);
  });

  it('answers a reset without a username with the spec text', async () => {
    const res = await owner.client.post('/users/update-password/%20', { password: 'brand new password' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid Request!');
  });

  it('deletes a staff user and ends their sessions', async () => {
    const username = await addStaff(owner.client, ['POS']);
    const staff = await signIn(t.app, username, PASSWORD);
    const res = await owner.client.delete(`/users/delete/${username}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deleted!');
    expect(await findUser(owner.client, username)).toBeUndefined();
    expect((await staff.get('/auth/devices')).status).toBe(401);
    expect((await owner.client.delete(`/users/delete/${username}`)).status).toBe(404);
  });

  it('never changes, resets or deletes an admin, even their own', async () => {
    const before = (await t.database.db.select().from(users).where(eq(users.username, owner.username)))[0];
    const update = await owner.client.post(`/users/update/${owner.username}`, {
      name: 'Renamed',
      userScopes: [],
    });
    const reset = await owner.client.post(`/users/update-password/${owner.username}`, {
      password: 'hijacked password',
    });
    const remove = await owner.client.delete(`/users/delete/${owner.username}`);
    for (const res of [update, reset, remove]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(USER_ERRORS.adminLocked);
    }
    const manager = await signIn(t.app, await addStaff(owner.client, ['SETTINGS']), PASSWORD);
    expect((await manager.delete(`/users/delete/${owner.username}`)).body.message).toBe(
      USER_ERRORS.adminLocked,
    );
    const after = (await t.database.db.select().from(users).where(eq(users.username, owner.username)))[0];
    expect(after).toEqual(before);
  });

  it("treats another tenant's user as not found", async () => {
    const theirs = await addStaff(other.client, ['POS']);
    expect(
      (await owner.client.post(`/users/update/${theirs}`, { name: 'Mine', userScopes: [] })).status,
    ).toBe(404);
    expect(
      (await owner.client.post(`/users/update-password/${theirs}`, { password: 'taken over!' })).status,
    ).toBe(404);
    expect((await owner.client.delete(`/users/delete/${theirs}`)).status).toBe(404);
    expect((await owner.client.delete(`/users/delete/${other.username}`)).status).toBe(404);
    expect(await findUser(other.client, theirs)).toMatchObject({ name: 'Sam Staff', scope: 'POS' });
    expect(
      (await new TestClient(t.app).post('/auth/signin', { username: theirs, password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe('a staff manager with SETTINGS', () => {
  it('manages users within their own permissions only', async () => {
    const managerName = await addStaff(owner.client, ['SETTINGS', 'POS']);
    const manager = await signIn(t.app, managerName, PASSWORD);

    // Can add and change users with scopes they hold.
    const cashier = await addStaff(manager, ['POS']);
    expect(
      (await manager.post(`/users/update/${cashier}`, { name: 'Cashier', userScopes: ['POS', 'SETTINGS'] }))
        .status,
    ).toBe(200);

    // Can't grant what they lack, on add or update.
    const grantOnAdd = await manager.post('/users/add', {
      name: 'Accountant',
      username: uniqueEmail(),
      password: PASSWORD,
      userScopes: ['REPORTS'],
    });
    expect(grantOnAdd.status).toBe(400);
    expect(grantOnAdd.body.message).toBe(USER_ERRORS.grant);
    const grantOnUpdate = await manager.post(`/users/update/${cashier}`, {
      name: 'Cashier',
      userScopes: ['INVOICES'],
    });
    expect(grantOnUpdate.body.message).toBe(USER_ERRORS.grant);
    expect((await findUser(owner.client, cashier)).scope).toBe('POS,SETTINGS');

    // Can't take over someone who holds more: no reset, no edit, no delete.
    const reporter = await addStaff(owner.client, ['REPORTS']);
    for (const res of [
      await manager.post(`/users/update-password/${reporter}`, { password: 'now i am you' }),
      await manager.post(`/users/update/${reporter}`, { name: 'Demoted', userScopes: [] }),
      await manager.delete(`/users/delete/${reporter}`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(USER_ERRORS.outranked);
    }
    expect(await findUser(owner.client, reporter)).toMatchObject({ name: 'Sam Staff', scope: 'REPORTS' });

    // Can't delete themselves; can change their own password and stay signed in.
    expect((await manager.delete(`/users/delete/${managerName}`)).body.message).toBe(USER_ERRORS.deleteSelf);
    expect(
      (await manager.post(`/users/update-password/${managerName}`, { password: 'my new password' })).status,
    ).toBe(200);
    expect((await manager.get('/users')).status).toBe(200);
  });
});
