import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Customers Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

/** A staff user of the owner's tenant holding exactly `scopes`, signed in on their own device. */
async function staffWith(scopes: string[]): Promise<TestClient> {
  const username = uniqueEmail('staff');
  const res = await owner.client.post('/users/add', {
    name: 'Staff',
    username,
    password: 'staff password',
    userScopes: scopes,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return signIn(t.app, username, 'staff password');
}

const isoToday = () => new Date().toISOString().slice(0, 10);

describe('adding customers', () => {
  it('adds a customer with every field and lists it', async () => {
    const res = await owner.client.post('/customers/add', {
      phone: '+1 (555) 010-1000',
      name: ' Ada Lovelace ',
      email: 'Ada@Example.com',
      birthDate: '1990-12-10',
      gender: 'female',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Customer added!');
    const list = await owner.client.get('/customers?filter=Ada');
    expect(list.body).toMatchObject({ currentPage: 1, totalPages: 1, totalCustomers: 1 });
    expect(list.body.customers[0]).toMatchObject({
      phone: '+1 (555) 010-1000',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      birth_date: '1990-12-10',
      gender: 'female',
    });
  });

  it('accepts the birthdate spelling and empty optional fields', async () => {
    const res = await owner.client.post('/customers/add', {
      phone: '555 2000 ext 12',
      name: 'Bob',
      email: '',
      birthdate: '2000-01-02',
      gender: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await owner.client.get('/customers?filter=555 2000');
    expect(list.body.customers[0]).toMatchObject({ email: null, birth_date: '2000-01-02', gender: null });
  });

  it.each([
    [{ phone: '' }, "Please Provide Customer's Phone!"],
    [{ phone: undefined }, "Please Provide Customer's Phone!"],
    [{ name: '  ' }, "Please Provide Customer's Name!"],
    [{ name: undefined }, "Please Provide Customer's Name!"],
    [{ email: 'not-an-email' }, 'Please Provide Valid Email!'],
    [{ phone: 'call me' }, 'Please provide valid phone no.!'],
    [{ phone: '123456789012345678901' }, 'Please provide valid phone no.!'],
    [{ gender: 'robot' }, 'Please select a valid gender!'],
    [{ birthDate: '2001-02-30' }, 'Please provide a valid birth date!'],
    [{ birthDate: '2999-01-01' }, "Birth date can't be later than today!"],
  ])('refuses %j with the spec text', async (change, message) => {
    const body = { phone: '777', name: 'Val', ...change };
    const res = await owner.client.post('/customers/add', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await owner.client.get('/customers?filter=Val')).body.totalCustomers).toBe(0);
  });

  it('accepts a birth date of today', async () => {
    const res = await owner.client.post('/customers/add', {
      phone: '888',
      name: 'Newborn',
      birthDate: isoToday(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a phone that is already a customer, but another tenant may use it', async () => {
    await owner.client.post('/customers/add', { phone: '999', name: 'First' });
    const again = await owner.client.post('/customers/add', { phone: '999', name: 'Second' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A customer with this phone already exists!');
    const elsewhere = await other.client.post('/customers/add', { phone: '999', name: 'Elsewhere' });
    expect(elsewhere.status).toBe(200);
  });
});

describe('listing and searching', () => {
  let tenant: SignedInTenant;
  beforeAll(async () => {
    tenant = await registerTenant(t.app, 'Paging Bistro');
    for (let i = 1; i <= 23; i += 1) {
      const res = await tenant.client.post('/customers/add', {
        phone: `100${String(i).padStart(2, '0')}`,
        name: `Guest ${String(i).padStart(2, '0')}`,
      });
      expect(res.status).toBe(200);
    }
  });

  it('pages 10 at a time, newest first, with the totals', async () => {
    const first = await tenant.client.get('/customers?sort=created_at&page=1&filter=&perPage=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ currentPage: 1, totalPages: 3, totalCustomers: 23 });
    expect(first.body.customers).toHaveLength(10);
    expect(first.body.customers[0].name).toBe('Guest 23');
    const last = await tenant.client.get('/customers?page=3');
    expect(last.body.customers.map((c: { name: string }) => c.name)).toEqual([
      'Guest 03',
      'Guest 02',
      'Guest 01',
    ]);
    const beyond = await tenant.client.get('/customers?page=9');
    expect(beyond.body).toMatchObject({ customers: [], currentPage: 9, totalPages: 3, totalCustomers: 23 });
  });

  it('filters by name or phone, taking % and _ literally', async () => {
    const res = await tenant.client.get('/customers?filter=guest 1');
    expect(res.body.totalCustomers).toBe(10);
    expect((await tenant.client.get('/customers?filter=%25')).body.totalCustomers).toBe(0);
    expect((await tenant.client.get('/customers?filter=10023')).body.customers[0].name).toBe('Guest 23');
  });

  it('refuses a bad page or page size', async () => {
    for (const q of ['page=0', 'page=x', 'perPage=0', 'perPage=1000', 'sort=password']) {
      const res = await tenant.client.get(`/customers?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toBe('Invalid request!');
    }
  });

  it('type-ahead finds by phone or name and returns name and phone only', async () => {
    const res = await tenant.client.get('/customers/search-by-phone-name/search?q=10007');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ name: 'Guest 07', phone: '10007' }]);
    const byName = await tenant.client.get('/customers/search-by-phone-name/search?q=GUEST 2');
    expect(byName.body.map((c: { name: string }) => c.name)).toEqual([
      'Guest 20',
      'Guest 21',
      'Guest 22',
      'Guest 23',
    ]);
    const blank = await tenant.client.get('/customers/search-by-phone-name/search?q=%20');
    expect(blank.status).toBe(400);
  });

  it("never shows another tenant's customers", async () => {
    const res = await other.client.get('/customers/search-by-phone-name/search?q=Guest');
    expect(res.body).toEqual([]);
    expect((await other.client.get('/customers?filter=Guest')).body.totalCustomers).toBe(0);
  });
});

describe('updating and deleting', () => {
  it('updates everything but the phone', async () => {
    await owner.client.post('/customers/add', { phone: '4242', name: 'Old Name' });
    const res = await owner.client.post('/customers/4242/update', {
      phone: '0000',
      name: 'New Name',
      email: 'new@example.com',
      birthDate: '1980-05-05',
      gender: 'other',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Customer updated!');
    const [row] = (await owner.client.get('/customers?filter=4242')).body.customers;
    expect(row).toMatchObject({ phone: '4242', name: 'New Name', gender: 'other', birth_date: '1980-05-05' });
    expect((await owner.client.get('/customers?filter=0000')).body.totalCustomers).toBe(0);
  });

  it('validates an update with the spec texts', async () => {
    await owner.client.post('/customers/add', { phone: '4343', name: 'Keep' });
    for (const [change, message] of [
      [{ name: '' }, "Please Provide Customer's Name!"],
      [{ email: 'x@' }, 'Please Provide Valid Email!'],
      [{ birthDate: '2999-01-01' }, "Birth date can't be later than today!"],
    ] as Array<[Record<string, string>, string]>) {
      const res = await owner.client.post('/customers/4343/update', { name: 'Keep', ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.client.get('/customers?filter=4343')).body.customers[0].name).toBe('Keep');
  });

  it('finds phones with symbols in the path', async () => {
    await owner.client.post('/customers/add', { phone: '#12 (5)?', name: 'Symbols' });
    const path = encodeURIComponent('#12 (5)?');
    expect((await owner.client.post(`/customers/${path}/update`, { name: 'Symbols 2' })).status).toBe(200);
    expect((await owner.client.delete(`/customers/${path}/delete`)).status).toBe(200);
  });

  it("answers 404 for another tenant's customer and changes nothing", async () => {
    await other.client.post('/customers/add', { phone: '5151', name: 'Theirs' });
    const update = await owner.client.post('/customers/5151/update', { name: 'Mine now' });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Customer not found!');
    expect((await owner.client.delete('/customers/5151/delete')).status).toBe(404);
    expect((await other.client.get('/customers?filter=5151')).body.customers[0].name).toBe('Theirs');
  });

  it('deletes a customer', async () => {
    await owner.client.post('/customers/add', { phone: '6161', name: 'Gone' });
    const res = await owner.client.delete('/customers/6161/delete');
    expect(res.body.message).toBe('Customer deleted!');
    expect((await owner.client.get('/customers?filter=6161')).body.totalCustomers).toBe(0);
    expect((await owner.client.delete('/customers/6161/delete')).status).toBe(404);
  });
});

describe('scopes', () => {
  it('VIEW_CUSTOMERS reads but cannot change', async () => {
    const viewer = await staffWith(['VIEW_CUSTOMERS']);
    expect((await viewer.get('/customers')).status).toBe(200);
    expect((await viewer.get('/customers/search-by-phone-name/search?q=a')).status).toBe(200);
    expect((await viewer.post('/customers/add', { phone: '7001', name: 'No' })).status).toBe(403);
    await owner.client.post('/customers/add', { phone: '7002', name: 'Safe' });
    expect((await viewer.post('/customers/7002/update', { name: 'Changed' })).status).toBe(403);
    expect((await viewer.delete('/customers/7002/delete')).status).toBe(403);
  });

  it('MANAGE_CUSTOMERS and CUSTOMERS change customers', async () => {
    for (const scope of ['MANAGE_CUSTOMERS', 'CUSTOMERS']) {
      const manager = await staffWith([scope]);
      const phone = scope === 'CUSTOMERS' ? '7101' : '7102';
      expect((await manager.post('/customers/add', { phone, name: 'Added' })).status).toBe(200);
      expect((await manager.post(`/customers/${phone}/update`, { name: 'Edited' })).status).toBe(200);
      expect((await manager.delete(`/customers/${phone}/delete`)).status).toBe(200);
    }
  });

  it('the POS searches and adds customers but does not list, edit or delete them', async () => {
    const pos = await staffWith(['POS']);
    expect((await pos.post('/customers/add', { phone: '7201', name: 'Walk In' })).status).toBe(200);
    expect((await pos.get('/customers/search-by-phone-name/search?q=7201')).body).toEqual([
      { name: 'Walk In', phone: '7201' },
    ]);
    expect((await pos.get('/customers')).status).toBe(403);
    expect((await pos.post('/customers/7201/update', { name: 'X' })).status).toBe(403);
    expect((await pos.delete('/customers/7201/delete')).status).toBe(403);
  });

  it('other scopes get nothing', async () => {
    const kitchen = await staffWith(['KITCHEN']);
    expect((await kitchen.get('/customers')).status).toBe(403);
    expect((await kitchen.get('/customers/search-by-phone-name/search?q=a')).status).toBe(403);
    expect((await kitchen.post('/customers/add', { phone: '7301', name: 'No' })).status).toBe(403);
  });
});
