import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bridge, startBridge } from '../../../../print-bridge/src/bridge';
import { pairBridge } from '../../../../print-bridge/src/pair';
import { decodeEscPos } from '../../../../print-bridge/src/testing/escpos-decode';
import { type FakePrinter, startFakePrinter } from '../../../../print-bridge/src/testing/fake-printer';
import { orderItems, printJobs } from '../../db/schema';
import { multipart } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  listen,
  type OrderTenant,
  orderBody,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The whole chain: the real server, the real print bridge (apps/print-bridge) and fake network
 * printers (TCP listeners) whose bytes are decoded back from ESC/POS.
 */

let t: TestApp;
let url: string;
const dir = mkdtempSync(path.join(tmpdir(), 'mise-bridge-'));
const running: Bridge[] = [];
const printers: FakePrinter[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  for (const bridge of running) await bridge.stop();
  for (const printer of printers) await printer.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const ok = <T extends { status: number; body: unknown }>(res: T) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
};

async function fakePrinter() {
  const printer = await startFakePrinter();
  printers.push(printer);
  return printer;
}

/** A store with a Kitchen and a Bar, each printer a fake one, the counter printing receipts with a drawer. */
async function storeWithPrinters(name: string) {
  const a = await createOrderTenant(t.app, name);
  const kitchen = ok(
    await a.client.post('/stations', { name: 'Kitchen', categoryIds: [a.menu.categories.mains.id] }),
  );
  const bar = ok(
    await a.client.post('/stations', { name: 'Bar', categoryIds: [a.menu.categories.drinks.id] }),
  );
  const fakes = { kitchen: await fakePrinter(), bar: await fakePrinter(), counter: await fakePrinter() };
  const add = async (body: Record<string, unknown>) => ok(await a.client.post('/printing/printers', body));
  await add({
    name: 'Kitchen',
    address: `127.0.0.1:${fakes.kitchen.port}`,
    paperWidth: 80,
    printsTickets: true,
    stationIds: [kitchen.id],
  });
  await add({
    name: 'Bar',
    address: `127.0.0.1:${fakes.bar.port}`,
    paperWidth: 57,
    printsTickets: true,
    stationIds: [bar.id],
  });
  await add({
    name: 'Counter',
    address: `127.0.0.1:${fakes.counter.port}`,
    paperWidth: 80,
    printsReceipts: true,
    hasCashDrawer: true,
  });
  ok(
    await a.client.put('/printing/settings', {
      autoPrintTickets: true,
      autoPrintReceipts: true,
      kickDrawerOnCash: true,
      jobMaxAgeMinutes: 30,
      codepage: 'auto',
    }),
  );
  return { a, fakes };
}

/** Pairs a bridge through the real pairing call, as `mise-print pair` does. */
async function pair(a: OrderTenant, name: string) {
  const { code } = ok(await a.client.post('/printing/pairing-codes')) as { code: string };
  return pairBridge(url, { code, name });
}

function run(token: string, journal: string, hooks?: Parameters<typeof startBridge>[0]['hooks']) {
  const bridge = startBridge({
    server: url,
    token,
    journalPath: path.join(dir, journal),
    log: () => {},
    hooks,
  });
  running.push(bridge);
  return bridge;
}

const jobsOf = (tenantId: number) =>
  t.app.deps.db.select().from(printJobs).where(eq(printJobs.tenantId, tenantId)).orderBy(asc(printJobs.id));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('printing through the bridge', () => {
  it('an order prints the kitchen and bar tickets; paying cash prints the receipt and kicks the drawer', async () => {
    const { a, fakes } = await storeWithPrinters('Bridge Bistro');
    const paired = await pair(a, 'Back office PC');
    expect(paired.storeName).toBe('Bridge Bistro');
    const bridge = run(paired.token, 'one.jsonl');
    await bridge.connected;

    const created = ok(
      await createOrder(
        a.client,
        orderBody(
          [
            line(a.menu.items.burger.id, { quantity: 2, notes: 'Crème brûlée after' }),
            line(a.menu.items.lemonade.id),
          ],
          { deliveryType: 'dinein', tableId: a.menu.tables.t1.id, guests: 2 },
        ),
      ),
    );
    const [kitchenBytes] = await fakes.kitchen.waitForJobs(1, 10_000);
    const [barBytes] = await fakes.bar.waitForJobs(1, 10_000);
    const kitchen = decodeEscPos(kitchenBytes);
    const bar = decodeEscPos(barBytes);
    expect(kitchen.text).toContain('2 x Burger');
    expect(kitchen.text).toContain('Note: Crème brûlée after');
    expect(kitchen.text).toContain(`Token #${created.tokenNo}`);
    expect(kitchen.text).not.toContain('Lemonade');
    expect(kitchen.cuts).toBe(1);
    expect(kitchen.drawerKicks).toBe(0);
    expect(bar.text).toContain('1 x Lemonade');
    expect(bar.text).not.toContain('Burger');
    // 57 mm paper: no line is wider than its 32 columns.
    expect(Math.max(...bar.lines.map((l) => l.length))).toBeLessThanOrEqual(32);

    // The store's logo heads its receipts; with its QR menu on, a receipt ends with the menu's QR code.
    ok(
      await a.client.post('/settings/store-setting', {
        storeName: 'Bridge Bistro',
        currency: 'USD',
        isQRMenuEnabled: true,
      }),
    );
    const picture = await sharp({ create: { width: 400, height: 160, channels: 3, background: '#1f2937' } })
      .png()
      .toBuffer();
    const logo = multipart('image', 'logo.png', 'image/png', picture);
    ok(await a.client.post('/settings/store-setting/upload-logo', logo.payload, logo.headers));

    // Paying cash settles it: the counter prints the receipt and opens the drawer, once.
    ok(
      await a.client.post('/orders/complete-and-pay-order', {
        orderIds: [created.orderId],
        paymentTypeId: a.paymentTypes.cash.id,
      }),
    );
    const [receiptBytes] = await fakes.counter.waitForJobs(1, 10_000);
    const receipt = decodeEscPos(receiptBytes);
    expect(receipt.text).toContain('Bridge Bistro');
    expect(receipt.text).toContain('2 x Burger');
    expect(receipt.text).toMatch(/TOTAL\s+\$25\.50/);
    expect(receipt.text).toMatch(/Cash\s+\$25\.50/);
    expect(receipt.hasImage).toBe(true);
    expect(receipt.text).toContain('Scan for our menu');
    expect(receipt.qrCodes).toEqual([(await a.client.get('/settings/store-setting')).body.qrMenuUrl]);
    expect(receipt.cuts).toBe(1);
    expect(receipt.drawerKicks).toBe(1);

    const jobs = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 3 && rows.every((r) => r.state === 'printed'),
      'every job printed',
    );
    expect(jobs.map((j) => [j.kind, j.isReprint])).toEqual([
      ['ticket', false],
      ['ticket', false],
      ['receipt', false],
    ]);
    const states = (await a.client.get('/printing/printers')).body as Array<{ status: string }>;
    expect(states.map((s) => s.status)).toEqual(['online', 'online', 'online']);

    // A voided line prints its slip at the bar only.
    const [lemonade] = await t.app.deps.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.tenantId, a.tenantId), eq(orderItems.itemTitle, 'Lemonade')));
    const second = ok(await createOrder(a.client, orderBody([line(a.menu.items.lemonade.id)])));
    await fakes.bar.waitForJobs(2, 10_000);
    const [secondLine] = await t.app.deps.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, Number(second.orderId)));
    expect(secondLine.id).not.toBe(lemonade.id);
    ok(await a.client.post(`/voids/order-items/${secondLine.id}`, { kind: 'void', reason: 'Spilled' }));
    const barJobs = await fakes.bar.waitForJobs(3, 10_000);
    expect(decodeEscPos(barJobs[2]).text).toContain('*** VOID ***');
    expect(fakes.kitchen.received).toHaveLength(1);
    await bridge.stop();
  });

  it('a bridge of one store never prints another store’s jobs', async () => {
    const mine = await storeWithPrinters('Store Mine');
    const theirs = await storeWithPrinters('Store Theirs');
    const bridge = run((await pair(mine.a, 'Mine PC')).token, 'mine.jsonl');
    await bridge.connected;
    ok(await createOrder(theirs.a.client, orderBody([line(theirs.a.menu.items.burger.id)])));
    ok(await createOrder(mine.a.client, orderBody([line(mine.a.menu.items.burger.id)])));
    await mine.fakes.kitchen.waitForJobs(1, 10_000);
    await new Promise((r) => setTimeout(r, 500));
    for (const fake of Object.values(theirs.fakes)) expect(fake.received).toEqual([]);
    const waiting = await jobsOf(theirs.a.tenantId);
    expect(waiting.map((j) => j.state)).toEqual(['queued']);
    await bridge.stop();
  });

  it('a bridge killed between printing and reporting prints the job again marked REPRINT, never a third time', async () => {
    const { a, fakes } = await storeWithPrinters('Crash Bistro');
    const { token } = await pair(a, 'Crashy PC');
    let crashed: Bridge | null = null;
    crashed = run(token, 'crash.jsonl', {
      afterPrint: () => {
        // Dies right after the bytes reached the printer: no journal, no report.
        void crashed?.stop();
        throw new Error('killed');
      },
    });
    await crashed.connected;
    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)])));
    const [first] = await fakes.kitchen.waitForJobs(1, 10_000);
    expect(decodeEscPos(first).text).not.toContain('REPRINT');
    await crashed.closed;
    const [held] = await jobsOf(a.tenantId);
    expect(held.state).toBe('sent');

    const restarted = run(token, 'crash.jsonl');
    await restarted.connected;
    const [, again] = await fakes.kitchen.waitForJobs(2, 10_000);
    const reprint = decodeEscPos(again);
    expect(reprint.text).toContain('*** REPRINT ***');
    expect(reprint.text).toContain('1 x Burger');
    const [done] = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows[0].state === 'printed',
      'printed',
    );
    expect(done.isReprint).toBe(true);
    await restarted.stop();

    // Back once more: nothing left to print.
    const third = run(token, 'crash.jsonl');
    await third.connected;
    await new Promise((r) => setTimeout(r, 500));
    expect(fakes.kitchen.received).toHaveLength(2);
    await third.stop();
  });

  it('a bridge killed after it noted the job printed reports it on return without printing it twice', async () => {
    const { a, fakes } = await storeWithPrinters('Journal Bistro');
    const { token } = await pair(a, 'Careful PC');
    let crashed: Bridge | null = null;
    crashed = run(token, 'journal.jsonl', {
      afterJournal: () => {
        void crashed?.stop();
        throw new Error('killed');
      },
    });
    await crashed.connected;
    ok(await createOrder(a.client, orderBody([line(a.menu.items.lemonade.id)])));
    await fakes.bar.waitForJobs(1, 10_000);
    await crashed.closed;
    expect((await jobsOf(a.tenantId))[0].state).toBe('sent');

    const restarted = run(token, 'journal.jsonl');
    await restarted.connected;
    const [done] = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows[0].state === 'printed',
      'reported',
    );
    expect(done.isReprint).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(fakes.bar.received).toHaveLength(1);
    await restarted.stop();
  });

  it('a removed bridge stops at once', async () => {
    const { a } = await storeWithPrinters('Removed Bistro');
    const paired = await pair(a, 'Old PC');
    const bridge = run(paired.token, 'removed.jsonl');
    await bridge.connected;
    ok(await a.client.delete(`/printing/bridges/${paired.bridgeId}`));
    expect(await bridge.closed).toBe('unauthorized');
  });
});
