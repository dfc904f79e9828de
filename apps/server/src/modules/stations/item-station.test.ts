import type { TPrintDocument } from '@mise/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../../db/schema';
import { createOrder, createOrderTenant, line, type OrderTenant, orderBody } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** An item's own station (issue 18 §3) wins over its category's: kitchen screens and tickets. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = <T extends { status: number; body: unknown }>(res: T) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown> & T['body'];
};

/** Mains go to the Kitchen, drinks to the Bar; a Grill station has no category; a printer each. */
async function stationedTenant(name: string) {
  const a = await createOrderTenant(t.app, name);
  const station = async (stationName: string, categoryIds: number[]) =>
    ok(await a.client.post('/stations', { name: stationName, categoryIds })).id as number;
  const kitchen = await station('Kitchen', [a.menu.categories.mains.id]);
  const bar = await station('Bar', [a.menu.categories.drinks.id]);
  const grill = await station('Grill', []);
  const printer = async (printerName: string, address: string, stationId: number) =>
    ok(
      await a.client.post('/printing/printers', {
        name: printerName,
        address,
        paperWidth: 80,
        printsTickets: true,
        stationIds: [stationId],
      }),
    ).id as number;
  const printers = {
    kitchen: await printer('Kitchen', '192.168.1.50', kitchen),
    bar: await printer('Bar', '192.168.1.51', bar),
    grill: await printer('Grill', '192.168.1.52', grill),
  };
  return { a, stations: { kitchen, bar, grill }, printers };
}

/** Saves the item as it is, with `stationId` (left out when undefined). */
async function saveItem(tenant: OrderTenant, client: OrderTenant, itemId: number, stationId?: unknown) {
  const item = ok(await tenant.client.get(`/menu-items/${itemId}`));
  return client.client.post(`/menu-items/update/${itemId}`, {
    title: item.title,
    price: item.price,
    netPrice: item.net_price,
    categoryId: item.category_id,
    taxId: item.tax_id,
    ...(stationId === undefined ? {} : { stationId }),
  });
}

const textOf = (document: TPrintDocument) =>
  document.blocks
    .map((b) => (b.type === 'text' ? b.text : b.type === 'row' ? `${b.left} ${b.right}` : ''))
    .join('\n');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("an item's own station", () => {
  it('wins over its category’s on the kitchen screens and on the tickets; null goes back to the category', async () => {
    const { a, stations, printers } = await stationedTenant('Item Station A');
    const burger = a.menu.items.burger.id;
    const lemonade = a.menu.items.lemonade.id;
    ok(await saveItem(a, a, burger, stations.grill));
    expect(ok(await a.client.get(`/menu-items/${burger}`)).station_id).toBe(stations.grill);
    // Saved again without the field (as the spec's clients do), it keeps its station.
    ok(await saveItem(a, a, burger));
    expect(ok(await a.client.get(`/menu-items/${burger}`)).station_id).toBe(stations.grill);

    const setup = ok(await a.client.get('/kitchen/setup'));
    expect(setup.itemStations[burger]).toBe(stations.grill);
    expect(setup.itemStations[lemonade]).toBe(stations.bar);

    ok(await createOrder(a.client, orderBody([line(burger, { quantity: 2 }), line(lemonade)])));
    const jobs = await until(
      () =>
        t.app.deps.db
          .select()
          .from(printJobs)
          .where(eq(printJobs.tenantId, a.tenantId))
          .orderBy(asc(printJobs.id)),
      (rows) => rows.length === 2,
      'two tickets',
    );
    const grill = jobs.find((j) => j.printerId === printers.grill);
    expect(textOf(grill!.document)).toContain('2 x Burger');
    expect(textOf(grill!.document)).toContain('GRILL');
    expect(jobs.find((j) => j.printerId === printers.bar)).toBeDefined();
    expect(jobs.find((j) => j.printerId === printers.kitchen)).toBeUndefined();

    // Back to its category's station.
    ok(await saveItem(a, a, burger, null));
    expect(ok(await a.client.get(`/menu-items/${burger}`)).station_id).toBeNull();
    expect(ok(await a.client.get('/kitchen/setup')).itemStations[burger]).toBe(stations.kitchen);

    // A station deleted leaves its items to their category's.
    ok(await saveItem(a, a, burger, stations.grill));
    ok(await a.client.delete(`/stations/${stations.grill}`));
    expect(ok(await a.client.get(`/menu-items/${burger}`)).station_id).toBeNull();
    expect(ok(await a.client.get('/kitchen/setup')).itemStations[burger]).toBe(stations.kitchen);
  });

  it("refuses another store's station and a station that does not exist, changing nothing", async () => {
    const { a, stations } = await stationedTenant('Item Station B1');
    const { a: b, stations: theirs } = await stationedTenant('Item Station B2');
    const burger = a.menu.items.burger.id;
    ok(await saveItem(a, a, burger, stations.bar));
    for (const stationId of [theirs.grill, 999_999]) {
      const res = await saveItem(a, a, burger, stationId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Station not found!');
    }
    const bad = await saveItem(a, a, burger, 'grill');
    expect(bad.status).toBe(400);
    // Nor may the other store set it on this store's item (the item is not found there).
    expect((await saveItem(a, b, burger, theirs.grill)).status).toBe(404);
    expect(ok(await a.client.get(`/menu-items/${burger}`)).station_id).toBe(stations.bar);
    expect(ok(await b.client.get('/kitchen/setup')).itemStations[burger]).toBeUndefined();
  });
});
