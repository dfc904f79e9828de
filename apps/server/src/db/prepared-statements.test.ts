import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres } from '../test/test-app';
import { keepPrepared } from './prepared-statements';

/**
 * Only marked statements stay prepared: an unmarked one (a report over a tenant's date range) must
 * be planned with its values every time, or PostgreSQL may settle on a generic plan that is far worse.
 */
describe.runIf(usingPostgres())('statements kept prepared on PostgreSQL', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.drop());

  it('names keepPrepared() statements and leaves every other one unnamed', async () => {
    const { db } = test.database;
    // One connection for all three, so the session's prepared statements are the ones it made.
    const prepared = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(keepPrepared(sql`select ${i}::int as marked_lookup`));
      await tx.execute(sql`select ${1}::int as unmarked_report`);
      const result = await tx.execute(sql`select statement from pg_prepared_statements`);
      return (result as unknown as { rows: Array<{ statement: string }> }).rows.map((r) => r.statement);
    });
    expect(prepared.filter((s) => s.includes('marked_lookup') && !s.includes('unmarked'))).toHaveLength(1);
    expect(prepared.some((s) => s.includes('unmarked_report'))).toBe(false);
  });
});
