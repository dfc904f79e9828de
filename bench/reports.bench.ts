/**
 * Reports and invoices latency on the real PostgreSQL (part of `npm run bench`).
 *
 * A scratch database gets one busy store with 100,000 orders and 1,000 other stores
 * (bench/seed-reports.ts); then GET /reports, GET /invoices and GET /dashboard are timed through
 * the whole app (routing, session, validation, SQL, JSON) one request at a time. The target is a
 * p50 under 100 ms for a month. Results replace this benchmark's section of BENCHMARKS.md.
 *
 * Settings: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SAMPLES (default 40).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { writeBenchmarkSection } from './benchmarks-file';
import { summary } from './latency-stats';
import { admin, databaseUrl } from './scratch-database';
import { seedReports } from './seed-reports';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const TARGET_P50_MS = 100;

async function main() {
  const dbName = `mise_bench_reports_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mise-bench-reports-'));
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

    const username = `reports.${Date.now()}@bench.example`;
    const password = 'bench password 123';
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { biz_name: 'Busy Bistro', username, password },
    });
    const signin = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username, password },
    });
    const cookie = signin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const tenantId: number = signin.json().user.tenantId;

    const seedStart = performance.now();
    await seedReports(databaseUrl(dbName), tenantId);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const calls = [
      ['GET /reports, last month', '/api/v1/reports?type=last_month'],
      ['GET /reports, this month', '/api/v1/reports?type=this_month'],
      ['GET /invoices, last month', '/api/v1/invoices?type=last_month'],
      ['GET /invoices, today', '/api/v1/invoices?type=today'],
      ['GET /dashboard (today)', '/api/v1/dashboard'],
    ] as const;
    const rows: string[] = [];
    let allMet = true;
    for (const [label, url] of calls) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < SAMPLES + 3; i += 1) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        bytes = res.body.length;
        if (i >= 3) times.push(ms); // the first calls warm plans and caches
      }
      const stats = summary(times);
      if (label.includes('month')) allMet &&= stats.p50 < TARGET_P50_MS;
      rows.push(
        `| ${label} | ${stats.count} | ${stats.p50.toFixed(1)} | ${stats.p90.toFixed(1)} | ${stats.p99.toFixed(1)} | ${Math.round(bytes / 1024)} KB |`,
      );
      console.log(label, 'p50', stats.p50.toFixed(1), 'ms');
    }
    const monthInvoices: number = (
      await app.inject({ method: 'GET', url: '/api/v1/reports?type=last_month', headers: { cookie } })
    ).json().invoicesCount;
    await app.close();

    const section = `## Reports and invoices (one store with 100,000 orders among 1,001 stores)

Produced by bench/reports.bench.ts on ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.
Seeded in ${seedSeconds.toFixed(1)} s: the busy store has 100,000 orders over 365 days (2–3 lines each,
90 % paid, ${monthInvoices} invoices last month) and 5,000 customers; 1,000 other stores have 100 orders each.
Each call goes through the whole app in-process (session, validation, SQL on the real PostgreSQL, JSON),
one at a time, after 3 warm-up calls.

| call | samples | p50 (ms) | p90 | p99 | response |
|---|---|---|---|---|---|
${rows.join('\n')}

Target p50 < ${TARGET_P50_MS} ms for a month: ${allMet ? 'met' : 'not met'}.`;
    writeBenchmarkSection('reports-bench', section);
    console.log('Written to BENCHMARKS.md');
  } finally {
    await database.close();
    await admin(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
