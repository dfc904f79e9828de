import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres } from '../test/test-app';
import type { Db } from './client';
import { hotStatement, runHot } from './hot-statements';

const HOT_LOOKUP = hotStatement('select $1::int * 2 as doubled, $2::text as hot_lookup');

describe('hot statements', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.drop());

  it('run with their values on the database and inside a transaction', async () => {
    const { db } = test.database;
    expect(await runHot(db, HOT_LOOKUP, [21, 'outside'])).toEqual([{ doubled: 42, hot_lookup: 'outside' }]);
    const inside = await db.transaction((tx) => runHot(tx, HOT_LOOKUP, [2, 'inside']));
    expect(inside).toEqual([{ doubled: 4, hot_lookup: 'inside' }]);
  });

  it('see what their transaction wrote before it commits', async () => {
    const { db } = test.database;
    await db.execute(sql`create table if not exists hot_probe (n int)`);
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into hot_probe values (7)`);
      return runHot<{ n: number }>(tx, hotStatement('select n from hot_probe'), []);
    });
    expect(seen).toEqual([{ n: 7 }]);
  });

  /**
   * Only hot statements stay prepared: any other (a report over a tenant's date range) must be
   * planned with its values every time, or PostgreSQL may settle on a generic plan that is far worse.
   */
  it.runIf(usingPostgres())('stay prepared on PostgreSQL, and Drizzle statements do not', async () => {
    const { db } = test.database;
    // One connection for all of them, so the session's prepared statements are the ones it made.
    const prepared = await db.transaction(async (tx: Db) => {
      for (let i = 0; i < 3; i++) await runHot(tx, HOT_LOOKUP, [i, 'x']);
      await tx.execute(sql`select ${1}::int as unmarked_report`);
      const result = await tx.execute(sql`select name, statement from pg_prepared_statements`);
      return (result as unknown as { rows: Array<{ name: string; statement: string }> }).rows;
    });
    expect(prepared.filter((s) => s.statement.includes('hot_lookup'))).toEqual([
      { name: HOT_LOOKUP.name, statement: HOT_LOOKUP.text },
    ]);
    expect(prepared.some((s) => s.statement.includes('unmarked_report'))).toBe(false);
  });
});
