import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type; a transaction is also a Db, so repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite has one user anyway). */
  runExclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the pool by state (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded client itself (PGlite only), for snapshots of its files (backups/). */
  pglite?: PGlite;
}

/**
 * The embedded database's folder exists but cannot be opened: its files are damaged. Start-up turns
 * this into a message naming the latest backup (backups/damaged-data-dir.ts).
 */
export class DamagedDataDirError extends Error {
  constructor(
    readonly pgDataDir: string,
    /** What PostgreSQL said, e.g. "PANIC: could not locate a valid checkpoint record". */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The embedded database in ${pgDataDir} cannot be opened: ${reason}`, options);
  }
}

/**
 * Connections to PostgreSQL per server process. More connections than the database has cores to run
 * them only take turns: on this project's 2-core machine, 16 connections made PostgreSQL spend about
 * a quarter more CPU per order than 6 (context switches, waits on locks) and took fewer orders a
 * second (bench/orders.bench.ts). A query beyond the pool waits its turn in the server instead. The
 * usual rule is about two per database core.
 */
export const DEFAULT_POOL_SIZE = 6;

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Directory for PGlite's files; omitted means in memory (tests). */
  dataDir?: string;
  /** Connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // Every query here is a short read or write over an index range, on data that is cached.
      // - jit=off: the JIT compiler switches on by estimated cost, and a misestimated join (a month
      //   of invoices) then spends ~20 ms compiling to save a few.
      // - random_page_cost=1.1 (SSD/cached, instead of the spinning-disk default 4): otherwise a
      //   month's top-selling items seq-scans every store's order lines rather than probing the
      //   month's orders' lines by index (57 ms against 21 ms with 100,000 orders).
      options: '-c jit=off -c random_page_cost=1.1',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A checked-out client (inside a transaction, between two statements) has no listener of the
    // pool's: its 'error' on a dropped connection would be an uncaught exception that ends the
    // process. Its pending query fails on its own (503) and the pool discards it on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
    });
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const runExclusive = async <T>(lockId: number, fn: () => Promise<T>): Promise<T> => {
      // The lock belongs to a session, so it is taken and released on one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      runExclusive,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const client = options.dataDir
    ? await openPgliteFolder(path.join(options.dataDir, 'pgdata'))
    : await PGlite.create();
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    runExclusive: (_lockId, fn) => fn(),
    close: () => client.close(),
    pglite: client,
  };
}

/**
 * Opens (or on first start creates) PGlite's files in `dir`, telling a damaged folder from a new one.
 * - Files there but no PG_VERSION: PGlite would take the folder for a new one and run initdb over
 *   it, overwriting what is left of the database; refuse instead.
 * - PG_VERSION there but PostgreSQL cannot start on it: PGlite throws "failed to initialize" or a
 *   WASM "Aborted()", and PostgreSQL's own reason goes to its stderr; keep those lines to say why.
 * With `loadDataDir` (a restore), the empty folder is first filled from that tarball.
 */
export async function openPgliteFolder(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  mkdirSync(dir, { recursive: true });
  const hasDatabase = existsSync(path.join(dir, 'PG_VERSION')) || loadDataDir !== undefined;
  if (!hasDatabase && readdirSync(dir).length > 0) {
    throw new DamagedDataDirError(dir, 'PG_VERSION is missing, so these files are not a whole database');
  }
  const startupLog: string[] = [];
  let isStarting = true;
  try {
    return await PGlite.create({
      dataDir: dir,
      loadDataDir,
      onStderr: (line) => {
        if (isStarting) startupLog.push(line);
        return false;
      },
    });
  } catch (error) {
    if (!hasDatabase) throw error;
    throw new DamagedDataDirError(dir, postgresReason(startupLog) ?? String(error), { cause: error });
  } finally {
    isStarting = false;
  }
}

/** PostgreSQL's FATAL/PANIC line (and its DETAIL) without the time stamp, if it wrote one. */
function postgresReason(lines: string[]): string | undefined {
  const found = lines
    .map((line) => /\b(FATAL|PANIC|DETAIL):\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}: ${m[2].trim()}`);
  return found.length ? found.join(' ') : undefined;
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True when the database could not be reached or dropped the connection (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; message?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (
      /^(08|57P0)/.test(code) ||
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)
    ) {
      return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
