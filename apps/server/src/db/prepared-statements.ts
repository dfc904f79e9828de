import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * Statements kept prepared on each PostgreSQL connection, for the few on the hottest paths (the
 * session lookup of every request, an order's pricing and its write). Planning costs PostgreSQL as
 * much as running such a statement; prepared, it is planned once and later runs send only values
 * (an order's insert went from ~3,700 to ~8,500 a second on this machine).
 *
 * Opt-in, because PostgreSQL switches a prepared statement to a generic plan, made without its
 * values: right for a lookup by key, ruinous for a report over one tenant's date range (a month of
 * invoices went from 80 ms to seconds). So only statements wrapped in keepPrepared() are named.
 */
const MARK = '/* keep prepared */';

/** Marks a statement whose best plan does not depend on its values, to be kept prepared. */
export function keepPrepared(query: SQL): SQL {
  return sql`${sql.raw(MARK)} ${query}`;
}

type QueryConfig = { text: string; name?: string; [key: string]: unknown };

const isMarked = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfig).text === 'string' &&
  (value as QueryConfig).text.startsWith(MARK);

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** A pg client that names marked statements (by a hash of their text), so pg keeps them prepared. */
export class PreparingClient extends pg.Client {
  // pg's overloads are many; this passes every form through and only names marked configs.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (isMarked(config) && config.name === undefined) {
      args[0] = { ...config, name: statementName(config.text) };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
