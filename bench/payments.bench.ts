/**
 * Paying: the other half of the hot path (part of `npm run bench`).
 *
 * On a scratch database of the real PostgreSQL, through the whole app in-process (session,
 * validation, SQL, JSON): an order paid at once at the POS (create-order-and-invoice: the order,
 * its invoice and its payment in one transaction), and a table's bill paid in three parts (open the
 * bill, then three payments, the last writing the invoice and closing the orders), first one call
 * at a time and then 20 tills paying 20 different tables at once. Results replace this benchmark's
 * section of BENCHMARKS.md.
 *
 * Settings: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SAMPLES (default 200).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { splitEvenly } from '@mise/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { writeBenchmarkSection } from './benchmarks-file';
import { summary } from './latency-stats';
import { admin, databaseUrl } from './scratch-database';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CONCURRENT_TILLS = 20;
const TARGET_P99_MS = 50;

type App = Awaited<ReturnType<typeof buildApp>>;

async function main() {
  const dbName = `mise_bench_payments_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mise-bench-payments-'));
  await admin(`create database "${dbName}"`);
  const database = await openDatabase({ url: databaseUrl(dbName), poolSize: 10 });
  try {
    await applyMigrations(database);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl(dbName),
    });
    const app = await buildApp({
      config,
      database,
      logger: false,
      webDist: null,
      mailer: { outbox: [], async send() {} },
    });
    await app.ready();
    const store = await setUpStore(app);

    // Warm-up: plans, caches and the JIT.
    for (let i = 0; i < 20; i += 1) await payAtOnce(store);
    for (let i = 0; i < 5; i += 1) await payTableInParts(store);

    const atOnce: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) atOnce.push(await payAtOnce(store));

    const opens: number[] = [];
    const parts: number[] = [];
    for (let i = 0; i < SAMPLES / 4; i += 1) {
      const timing = await payTableInParts(store);
      opens.push(timing.open);
      parts.push(...timing.payments);
    }

    // 20 tills, each paying its own table's bill in three parts, all at once.
    const concurrentParts: number[] = [];
    const rounds = Math.max(1, Math.round(SAMPLES / 4 / CONCURRENT_TILLS));
    const concurrentStart = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      const timings = await Promise.all(
        Array.from({ length: CONCURRENT_TILLS }, () => payTableInParts(store)),
      );
      for (const timing of timings) concurrentParts.push(...timing.payments);
    }
    const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
    const billsPerSecond = (rounds * CONCURRENT_TILLS) / concurrentSeconds;
    await app.close();

    const row = (label: string, samples: number[]) => {
      const s = summary(samples);
      return `| ${label} | ${s.count} | ${s.p50} | ${s.p90} | ${s.p99} | ${s.max} |`;
    };
    const worstP99 = Math.max(summary(parts).p99, summary(atOnce).p99, summary(opens).p99);
    const section = `## Paying: an order at once, a table in parts

Produced by bench/payments.bench.ts on ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}, Node ${process.version}.
Each call goes through the whole app in-process (session, validation, SQL on the real PostgreSQL on
the same machine, JSON), with an Idempotency-Key as the screens send it, after a warm-up.
"Pay at once" is the POS's Create Receipt & Pay: the order, its invoice and its payment in one
transaction. "A table in parts" opens the table's bill (two orders) and takes three even parts; the
third writes the invoice and completes the orders. The concurrent row has ${CONCURRENT_TILLS} tills each creating
two orders and paying them in three parts at the same moment, in one store and one server process
(${billsPerSecond.toFixed(0)} bills of two orders created and paid in full per second); its latency is mostly the queue
of those ${CONCURRENT_TILLS} tills on two cores, and one store's order numbers are taken one at a time (see the orders bench).

| latency (ms) | samples | p50 | p90 | p99 | max |
|---|---|---|---|---|---|
${row('POST /pos/create-order-and-invoice (pay at once)', atOnce)}
${row('POST /payments/bills (open a table of two orders)', opens)}
${row('POST /payments/bills/:id/payments, one at a time', parts)}
${row(`POST /payments/bills/:id/payments, ${CONCURRENT_TILLS} tills at once`, concurrentParts)}

Target p99 < ${TARGET_P99_MS} ms for a paying call made one at a time (what a till waits): ${worstP99 < TARGET_P99_MS ? 'met' : 'not met'}.`;
    writeBenchmarkSection('payments-bench', section);
    console.log(section);
  } finally {
    await database.close();
    await admin(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Store {
  app: App;
  cookie: string;
  itemId: number;
  tableId: number;
  paymentTypeId: number;
}

async function call(store: Store, method: 'GET' | 'POST', url: string, payload?: unknown, key?: string) {
  const res = await store.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as never,
    headers: { cookie: store.cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
  if (res.statusCode !== 200)
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

async function setUpStore(app: App): Promise<Store> {
  const username = `payments.${Date.now()}@bench.example`;
  const password = 'bench password 123';
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { biz_name: 'Paying Bistro', username, password },
  });
  const signin = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { username, password },
  });
  const store: Store = {
    app,
    cookie: signin.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    itemId: 0,
    tableId: 0,
    paymentTypeId: 0,
  };
  await call(store, 'POST', '/menu-items/add', { title: 'Bench Burger', price: '12.50' });
  await call(store, 'POST', '/settings/store-tables/add', { title: 'T1', floor: 'Main', seatingCapacity: 4 });
  await call(store, 'POST', '/settings/payment-types/add', { title: 'Bench Card', isActive: true });
  const init = await call(store, 'GET', '/pos/init');
  store.itemId = init.menuItems.find((m: { title: string }) => m.title === 'Bench Burger').id;
  const tables = await call(store, 'GET', '/settings/store-tables');
  store.tableId = tables[0].id;
  const types = await call(store, 'GET', '/settings/payment-types');
  store.paymentTypeId = types.find((t: { title: string }) => t.title === 'Bench Card').id;
  return store;
}

const order = (store: Store, tableId: number | null, extra: Record<string, unknown> = {}) => ({
  cart: [{ id: store.itemId, quantity: 2, variant_id: null, addons_ids: [], notes: null }],
  deliveryType: tableId ? 'dinein' : 'takeaway',
  customerType: 'WALKIN',
  customerId: null,
  tableId,
  selectedQrOrderItem: null,
  ...extra,
});

async function payAtOnce(store: Store): Promise<number> {
  const start = performance.now();
  await call(
    store,
    'POST',
    '/pos/create-order-and-invoice',
    order(store, null, { paymentTypeId: store.paymentTypeId }),
    randomUUID(),
  );
  return performance.now() - start;
}

/** Two orders at the table, its bill opened and paid in three even parts. */
async function payTableInParts(store: Store): Promise<{ open: number; payments: number[] }> {
  const orderIds: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const created = await call(store, 'POST', '/pos/create-order', order(store, store.tableId), randomUUID());
    orderIds.push(Number(created.orderId));
  }
  // Tills at the same table share its bill; each bench till pays only the orders it created.
  let start = performance.now();
  const bill = await call(store, 'POST', '/payments/bills', { orderIds });
  const open = performance.now() - start;
  const payments: number[] = [];
  for (const part of splitEvenly(Math.round(bill.payable * 100), 3)) {
    start = performance.now();
    await call(
      store,
      'POST',
      `/payments/bills/${bill.id}/payments`,
      { paymentTypeId: store.paymentTypeId, amount: part / 100 },
      randomUUID(),
    );
    payments.push(performance.now() - start);
  }
  return { open, payments };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
