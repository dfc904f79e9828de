import pg from 'pg';

/**
 * Each bench works in a scratch database of its own on the real PostgreSQL, created and dropped
 * through this server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the machine's local one.
 */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create or drop a database) on the server's own database. */
export function admin(statement: string): Promise<void> {
  return runStatement(BENCH_POSTGRES_URL, statement);
}

/** Runs one statement on the database at `url`, on a connection of its own. */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
