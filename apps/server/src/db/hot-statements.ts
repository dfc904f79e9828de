import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './client';

/**
 * The few statements on the hottest paths: the session lookup of every request, an order's pricing
 * and its write. Their SQL text is written once and each run sends only its values, straight to the
 * driver, and on PostgreSQL each stays prepared on its connection (named). Why:
 * - Prepared, PostgreSQL plans them once; planning had cost it as much as running them (an order's
 *   insert went from ~3,700 to ~8,500 a second on this machine).
 * - Built by the ORM's SQL builder for every run, these three statements cost the server about a
 *   ninth of an order's CPU (profile of bench/orders.bench.ts) to produce the same text each time.
 *
 * Opt-in: every other statement goes through Drizzle unnamed. PostgreSQL switches a prepared
 * statement to a generic plan made without its values, which is right for a lookup by key and
 * ruinous for a report over one tenant's date range (a month of invoices went from 80 ms to seconds).
 */
export interface HotStatement {
  readonly name: string;
  readonly text: string;
}

/** A statement with `$1`… placeholders, named by a hash of its text. */
export function hotStatement(text: string): HotStatement {
  return { name: `hot_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `statement` on `db`, which may be a transaction: Drizzle keeps the driver's client on its
 * session (the pool, the transaction's pooled connection, or PGlite and its transaction).
 */
export async function runHot<Row>(db: Db, statement: HotStatement, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { session: { client: DriverClient } }).session.client;
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : // PGlite is one in-process connection that caches its own parsed statements.
        await client.query(statement.text, values);
  return result.rows as Row[];
}
