import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A pg client that keeps each statement the application sends prepared on its connection: the
 * first run parses it under a name derived from its text, later runs send only the values. Planning
 * a statement costs PostgreSQL as much as running most of ours (an order's insert went from ~3,700 to
 * ~8,500 a second on this machine when prepared), and the queries of the hot paths repeat endlessly.
 *
 * Only query configs built by the ORM ({ text } objects) are named; plain strings (locks, one-off
 * admin calls) are not. A connection prepares at most MAX_PREPARED statements, so texts that vary
 * (an IN list of n values) cannot grow a connection's memory without bound; past it, statements run
 * unnamed as before.
 */
const MAX_PREPARED = 500;

type QueryConfig = { text: string; name?: string; [key: string]: unknown };

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

const nameCache = new Map<string, string>();
function statementName(text: string): string {
  let name = nameCache.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (nameCache.size < 10_000) nameCache.set(text, name);
  }
  return name;
}

export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's overloads are many; this passes every form through and only adds a name to ORM configs.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (isConfig(config) && config.name === undefined) {
      const name = statementName(config.text);
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED) {
        this.prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
