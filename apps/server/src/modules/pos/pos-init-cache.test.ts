import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTables } from '../../db/schema';
import { createOrderTenant, type OrderTenant } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /pos/init is built once per store and menu version and sent from memory (issue 27 §2):
 * compressed as accepted, with an ETag a till revalidates (304), and any change staff make to what
 * it holds is in the very next answer.
 */
let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'Init Bistro');
  other = await createOrderTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

async function init(tenant: OrderTenant, etag?: string) {
  const res = await tenant.client.get('/pos/init', etag ? { 'if-none-match': etag } : {});
  return { status: res.status, etag: String(res.headers.etag), body: res.body, headers: res.headers };
}

describe('GET /pos/init from memory', () => {
  it('answers with an ETag, then 304 with no body to a till that holds it', async () => {
    const first = await init(owner);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body.menuItems.map((i: { title: string }) => i.title).sort()).toEqual([
      'Burger',
      'Lemonade',
      'Tap Water',
    ]);
    const again = await init(owner, first.etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeFalsy();
    expect(again.etag).toBe(first.etag);
    // Another store's tag is not this store's answer.
    expect((await init(other, first.etag)).status).toBe(200);
  });

  it('goes out compressed as the browser accepts, the same JSON once decoded', async () => {
    const plain = await init(owner);
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/pos/init',
        headers: { cookie, 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(plain.etag);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.body);
    }
  });

  it('shows every change staff make in the very next answer', async () => {
    const c = owner.client;
    const changes: Array<[string, () => Promise<unknown>, (body: Record<string, any>) => unknown]> = [
      [
        'a price',
        () => c.post(`/menu-items/update/${owner.menu.items.water.id}`, { title: 'Tap Water', price: 0.5 }),
        (b) => b.menuItems.find((i: { title: string }) => i.title === 'Tap Water').price,
      ],
      [
        'a category',
        () => c.post('/settings/categories/add', { title: 'Desserts' }),
        (b) => b.categories.map((x: { title: string }) => x.title).includes('Desserts'),
      ],
      [
        'a table',
        () => c.post('/settings/store-tables/add', { title: 'Patio 9', floor: 'Patio', seatingCapacity: 2 }),
        (b) => b.storeTables.map((x: { table_title: string }) => x.table_title).includes('Patio 9'),
      ],
      [
        'a payment type',
        () => c.post('/settings/payment-types/add', { title: 'Voucher', isActive: true }),
        (b) => b.paymentTypes.map((x: { title: string }) => x.title).includes('Voucher'),
      ],
      [
        'the print settings',
        () =>
          c.post('/settings/print-setting', {
            pageFormat: 57,
            showNotes: true,
            isEnablePrint: true,
            showStoreDetails: true,
            showCustomerDetails: true,
            printToken: true,
          }),
        (b) => b.printSettings.page_format,
      ],
      [
        'a dish sold out',
        () => c.put('/availability', { kind: 'item', id: owner.menu.items.lemonade.id, soldOut: true }),
        (b) => b.availability.length,
      ],
    ];
    for (const [what, change, read] of changes) {
      const before = await init(owner);
      const res = (await change()) as { status: number; body: unknown };
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
      const after = await init(owner, before.etag);
      expect(after.status, what).toBe(200);
      expect(after.etag, what).not.toBe(before.etag);
      expect(read(after.body), what).not.toEqual(read(before.body));
    }
  });

  it('is not rebuilt for what it does not hold: guests seated at a table', async () => {
    const before = await init(owner);
    await t.app.deps.db
      .update(storeTables)
      .set({ seatedAt: new Date(), seatedGuests: 2 })
      .where(eq(storeTables.id, owner.menu.tables.t1.id));
    expect((await init(owner, before.etag)).status).toBe(304);
  });
});
