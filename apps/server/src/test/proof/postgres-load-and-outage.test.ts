import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { UNAVAILABLE_MESSAGE } from '../../plugins/error-handler';
import { createTestMenu, type TestMenu } from '../fixtures';
import { registerTenant, type SignedInTenant } from '../http-client';
import { databaseUrlFor, templateDatabaseName, withAdminClient } from '../postgres-template';
import { createTestApp, type TestApp, usingPostgres } from '../test-app';
import { FlakyProxy } from './flaky-proxy';

/**
 * Concurrency and faults on the real PostgreSQL (skipped without TEST_DATABASE_URL): a burst of 500
 * orders for one restaurant, one Idempotency-Key sent 20 times at once, and the database connection
 * cut in the middle of a load through a TCP proxy (the shared PostgreSQL itself is never touched).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = usingPostgres() && Boolean(baseUrl);

const rows = <T>(result: unknown) =>
  (Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? [])) as T[];

const cartOf = (menu: TestMenu) => [
  {
    id: menu.items.burger.id,
    quantity: 2,
    variant_id: menu.variants.double.id,
    addons_ids: [menu.addons.cheese.id],
  },
  { id: menu.items.lemonade.id, quantity: 3, notes: 'no ice' },
];

async function orderTotals(database: Database, tenantId: number) {
  return rows<{
    id: number;
    token_no: number;
    payable_total: number;
    items_total: number;
    tax_total: number;
    lines: number;
  }>(
    await database.db.execute(sql`
      select o.id, o.token_no, o.payable_total, o.items_total, o.tax_total,
             (select count(*)::int from order_items i where i.order_id = o.id) as lines
        from orders o where o.tenant_id = ${tenantId} order by o.token_no`),
  );
}

describe.skipIf(!onPostgres)('orders under load (PostgreSQL)', () => {
  let t: TestApp;
  let owner: SignedInTenant;
  let menu: TestMenu;
  let reference: { payable_total: number; items_total: number; tax_total: number };

  beforeAll(async () => {
    t = await createTestApp();
    // The reference price of the cart, from one order in a restaurant of its own with the same menu.
    const ref = await registerTenant(t.app, 'Reference');
    const refMenu = await createTestMenu(t.database.db, ref.tenantId);
    const placed = await ref.client.post('/pos/create-order', {
      cart: cartOf(refMenu),
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
    });
    expect(placed.status).toBe(200);
    [reference] = await orderTotals(t.database, ref.tenantId);
    owner = await registerTenant(t.app, 'Rush Hour');
    menu = await createTestMenu(t.database.db, owner.tenantId);
  });
  afterAll(() => t?.close());

  it('500 simultaneous orders: tokens unique and complete 1..500, every total exact', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 500 }, () =>
        owner.client.post('/pos/create-order', {
          cart: cartOf(menu),
          deliveryType: 'takeaway',
          customerType: 'WALKIN',
        }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(
      answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${JSON.stringify(a.body)}`),
    ).toEqual([]);
    const tokens = answers.map((a) => Number(a.body.tokenNo)).sort((x, y) => x - y);
    expect(tokens).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    const stored = await orderTotals(t.database, owner.tenantId);
    expect(stored).toHaveLength(500);
    expect(stored.map((o) => o.token_no)).toEqual(tokens);
    for (const order of stored) {
      expect(order.lines).toBe(2);
      expect({ p: order.payable_total, i: order.items_total, x: order.tax_total }).toEqual({
        p: reference.payable_total,
        i: reference.items_total,
        x: reference.tax_total,
      });
    }
    const sum = stored.reduce((total, o) => total + o.payable_total, 0);
    expect(sum).toBe(500 * reference.payable_total);
    console.info(
      `concurrency: 500 simultaneous orders in ${elapsed} ms, tokens 1..500 unique and complete, total ${sum} minor units exact`,
    );
  }, 120_000);

  it('the same Idempotency-Key 20 times at once makes one order', async () => {
    const key = `proof-${randomBytes(8).toString('hex')}`;
    const before = (await orderTotals(t.database, owner.tenantId)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.client.post(
          '/pos/create-order',
          { cart: cartOf(menu), deliveryType: 'takeaway', customerType: 'WALKIN' },
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.tokenNo)).size).toBe(1);
    expect((await orderTotals(t.database, owner.tenantId)).length).toBe(before + 1);
    console.info('idempotency: 20 simultaneous requests with one key → 1 order');
  });
});

describe.skipIf(!onPostgres)(
  'database outage in the middle of a load (PostgreSQL through a TCP proxy)',
  () => {
    let t: TestApp;
    let database: Database;
    let proxy: FlakyProxy;
    let dbName: string;

    beforeAll(async () => {
      const url = new URL(baseUrl!);
      proxy = new FlakyProxy(url.hostname, Number(url.port || 5432));
      const port = await proxy.accept();
      dbName = `mise_t_${randomBytes(6).toString('hex')}`;
      await withAdminClient(baseUrl!, (admin) =>
        admin.query(`create database "${dbName}" template "${templateDatabaseName()}"`),
      );
      const proxied = new URL(databaseUrlFor(baseUrl!, dbName));
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      database = await openDatabase({ url: proxied.toString(), poolSize: 10 });
      t = await createTestApp({ database });
    });
    afterAll(async () => {
      await t?.close();
      await database?.close().catch(() => undefined);
      await proxy?.close();
      if (dbName)
        await withAdminClient(baseUrl!, (admin) =>
          admin.query(`drop database if exists "${dbName}" with (force)`),
        );
    });

    it('answers 503 with a message while the database is away, writes no half order, and recovers by itself', async () => {
      const owner = await registerTenant(t.app, 'Outage Bistro');
      const menu = await createTestMenu(t.database.db, owner.tenantId);
      const body = { cart: cartOf(menu), deliveryType: 'takeaway', customerType: 'WALKIN' };
      const results: Array<{ key: string; status: number; message: unknown; at: number }> = [];
      let stop = false;
      const started = Date.now();
      const worker = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const key = `outage-${w}-${i}`;
          const res = await owner.client.post('/pos/create-order', body, { 'idempotency-key': key });
          results.push({ key, status: res.status, message: res.body?.message, at: Date.now() - started });
          if (res.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const cutAt = Date.now() - started;
      await proxy.refuse(); // every connection cut mid-flight, new ones refused
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const backAt = Date.now() - started;
      await proxy.accept();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      stop = true;
      await load;

      const statuses = new Set(results.map((r) => r.status));
      expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      const failed = results.filter((r) => r.status === 503);
      expect(failed.length).toBeGreaterThan(0);
      for (const r of failed) expect(r.message).toBe(UNAVAILABLE_MESSAGE);
      // Recovered without a restart: orders succeed again after the database came back.
      const recovered = results.filter((r) => r.status === 200 && r.at > backAt);
      expect(recovered.length).toBeGreaterThan(0);

      // A client retries what failed with the same key: each answers once, no order twice.
      for (const r of failed) {
        const retry = await owner.client.post('/pos/create-order', body, { 'idempotency-key': r.key });
        expect(retry.status).toBe(200);
      }
      const stored = await orderTotals(t.database, owner.tenantId);
      const keys = new Set(results.map((r) => r.key));
      expect(stored).toHaveLength(keys.size);
      // No half-written order: every stored order has all its lines and its totals; tokens have no gaps.
      for (const order of stored) expect(order.lines).toBe(2);
      expect(new Set(stored.map((o) => o.payable_total)).size).toBe(1);
      expect(stored.map((o) => o.token_no)).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
      console.info(
        `database outage: ${results.length} requests, cut at ${cutAt} ms, back at ${backAt} ms; ` +
          `${failed.length} answered 503 with a message, ${recovered.length} succeeded after recovery without restart; ` +
          `${stored.length} orders stored, each whole, none twice after retries`,
      );
    }, 60_000);
  },
);
