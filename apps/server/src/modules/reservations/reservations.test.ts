import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMenu, type TestMenu } from '../../test/fixtures';
import {
  registerTenant,
  type SignedInTenant,
  signIn,
  type TestClient,
  uniqueEmail,
} from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;
let menu: TestMenu;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Reservations Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
  menu = await createTestMenu(t.database.db, owner.tenantId);
  await owner.client.post('/customers/add', { phone: '5551000', name: 'Grace Hopper' });
  await other.client.post('/customers/add', { phone: '5552000', name: 'Theirs' });
});
afterAll(() => t.close());

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

const inDays = (days: number, hour = 19) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

async function book(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/reservations/add', {
    customerId: '5551000',
    date: inDays(2),
    tableId: menu.tables.t1.id,
    status: 'booked',
    notes: 'window seat',
    peopleCount: 4,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { message: string; id: number; unique_code: string };
}

describe('reservations', () => {
  it('gives the tables for the dialogs', async () => {
    const res = await owner.client.get('/reservations/init');
    expect(res.status).toBe(200);
    expect(res.body.storeTables).toEqual([
      { id: menu.tables.t1.id, table_title: 'T1', floor: 'Ground', seating_capacity: 4 },
      { id: menu.tables.t2.id, table_title: 'T2', floor: 'Terrace', seating_capacity: 2 },
    ]);
  });

  it('adds a reservation with a unique code and lists it with every field', async () => {
    const added = await book(owner.client);
    expect(added.message).toBe('Reservation added!');
    expect(added.unique_code).toMatch(/^[A-Z2-9]{8}$/);
    const res = await owner.client.get('/reservations');
    expect(res.status).toBe(200);
    expect(res.body.find((r: { id: number }) => r.id === added.id)).toMatchObject({
      customer_id: '5551000',
      customer_name: 'Grace Hopper',
      date: inDays(2),
      table_id: menu.tables.t1.id,
      table_title: 'T1',
      floor: 'Ground',
      status: 'booked',
      notes: 'window seat',
      people_count: 4,
      unique_code: added.unique_code,
    });
    const second = await book(owner.client);
    expect(second.unique_code).not.toBe(added.unique_code);
  });

  it('lists from today to one month ahead by default, other periods on request', async () => {
    const far = await book(owner.client, { date: inDays(45) });
    const soon = await book(owner.client, { date: inDays(1) });
    const ids = (await owner.client.get('/reservations')).body.map((r: { id: number }) => r.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(far.id);
    const custom = await owner.client.get(
      `/reservations?type=custom&from=${inDays(44).slice(0, 10)}&to=${inDays(46).slice(0, 10)}`,
    );
    expect(custom.body.map((r: { id: number }) => r.id)).toEqual([far.id]);
    expect(
      (await owner.client.get('/reservations?type=tomorrow')).body.map((r: { id: number }) => r.id),
    ).toContain(soon.id);
  });

  it.each([
    [{ customerId: '' }, 'Please select customer!'],
    [{ customerId: undefined }, 'Please select customer!'],
    [{ date: '' }, 'Please select date & time!'],
    [{ date: undefined }, 'Please select date & time!'],
    [{ date: 'tomorrow' }, 'Please select date & time!'],
    [{ date: inDays(-2) }, "A reservation can't be in the past!"],
    [{ peopleCount: -1 }, 'Please provide a valid people count!'],
    [{ peopleCount: 'many' }, 'Please provide a valid people count!'],
    [{ status: 'maybe' }, 'Please select a valid status!'],
    [{ notes: 'x'.repeat(101) }, 'Notes can be at most 100 characters!'],
  ])('refuses %j', async (change, message) => {
    const res = await owner.client.post('/reservations/add', {
      customerId: '5551000',
      date: inDays(3),
      peopleCount: 2,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses another tenant's customer or table", async () => {
    const customer = await owner.client.post('/reservations/add', { customerId: '5552000', date: inDays(3) });
    expect(customer.status).toBe(404);
    expect(customer.body.message).toBe('Customer not found!');
    const otherMenu = await createTestMenu(t.database.db, other.tenantId);
    const table = await owner.client.post('/reservations/add', {
      customerId: '5551000',
      date: inDays(3),
      tableId: otherMenu.tables.t1.id,
    });
    expect(table.status).toBe(404);
    expect(table.body.message).toBe('Table not found!');
  });

  it('defaults table, status and people count', async () => {
    const added = await book(owner.client, { tableId: '', status: '', notes: '', peopleCount: '' });
    const [row] = (await owner.client.get(`/reservations/search?q=${added.unique_code}`)).body;
    expect(row).toMatchObject({ table_id: null, status: 'booked', notes: null, people_count: 0 });
  });

  it('updates and deletes, 404 for an unknown or foreign id', async () => {
    const added = await book(owner.client);
    const upd = await owner.client.post(`/reservations/update/${added.id}`, {
      date: inDays(5, 20),
      tableId: menu.tables.t2.id,
      status: 'paid',
      notes: 'birthday',
      peopleCount: 6,
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const [row] = (await owner.client.get(`/reservations/search?q=${added.unique_code}`)).body;
    expect(row).toMatchObject({ status: 'paid', table_title: 'T2', people_count: 6, date: inDays(5, 20) });
    expect((await owner.client.post(`/reservations/update/${added.id}`, { date: '' })).body.message).toBe(
      'Please select date & time!',
    );
    expect((await owner.client.post('/reservations/update/abc', { date: inDays(1) })).body.message).toBe(
      'Invalid request!',
    );
    expect((await other.client.post(`/reservations/update/${added.id}`, { date: inDays(1) })).status).toBe(
      404,
    );
    expect((await other.client.delete(`/reservations/delete/${added.id}`)).status).toBe(404);
    const del = await owner.client.delete(`/reservations/delete/${added.id}`);
    expect(del.body.message).toBe('Reservation deleted!');
    expect((await owner.client.get(`/reservations/search?q=${added.unique_code}`)).body).toEqual([]);
  });

  it("search finds by customer name and never another tenant's", async () => {
    expect((await owner.client.get('/reservations/search?q=grace')).body.length).toBeGreaterThan(0);
    expect((await other.client.get('/reservations/search?q=grace')).body).toEqual([]);
    expect((await other.client.get('/reservations')).body).toEqual([]);
  });

  it('VIEW_RESERVATIONS reads; RESERVATIONS and MANAGE_RESERVATIONS change', async () => {
    const viewer = await staffWith(['VIEW_RESERVATIONS']);
    expect((await viewer.get('/reservations')).status).toBe(200);
    expect((await viewer.get('/reservations/init')).status).toBe(200);
    expect((await viewer.post('/reservations/add', { customerId: '5551000', date: inDays(2) })).status).toBe(
      403,
    );
    const existing = await book(owner.client);
    expect((await viewer.post(`/reservations/update/${existing.id}`, { date: inDays(2) })).status).toBe(403);
    expect((await viewer.delete(`/reservations/delete/${existing.id}`)).status).toBe(403);
    for (const scope of ['RESERVATIONS', 'MANAGE_RESERVATIONS']) {
      const manager = await staffWith([scope]);
      const mine = await book(manager);
      expect((await manager.delete(`/reservations/delete/${mine.id}`)).status).toBe(200);
    }
    const pos = await staffWith(['POS']);
    expect((await pos.get('/reservations')).status).toBe(403);
  });
});
