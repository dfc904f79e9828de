import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { applyMigrations, MIGRATIONS_FOLDER } from '../db/migrate';

/**
 * Vitest global setup for the PostgreSQL project: one template database per migration set, so each
 * test file gets a fresh, migrated database in milliseconds (CREATE DATABASE ... TEMPLATE).
 */
export function templateDatabaseName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return `mise_tpl_${hash.digest('hex').slice(0, 12)}`;
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const LOCK = 7_301_043;

export default async function setup() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const template = templateDatabaseName();
  await withAdminClient(baseUrl, async (admin) => {
    // Several test runs (or developers) may start at once: only one builds the template.
    await admin.query('select pg_advisory_lock($1)', [LOCK]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount) return;
      const building = `${template}_building_${process.pid}`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({ url: databaseUrlFor(baseUrl, building), poolSize: 2 });
      try {
        await applyMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [LOCK]);
    }
  });
}
