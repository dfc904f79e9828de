import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { Db } from './client';

/**
 * Issue 28: every key of a store's rows includes the store, so that distributing the tables by
 * tenant_id (Citus) is configuration, not a rewrite (README "Scaling"). Read from the migrated
 * database's catalogue, not from the Drizzle schema: hand-written SQL counts too.
 *
 * A table is the store's when it has a tenant_id column or a foreign key to such a table. For each:
 * - it has a tenant_id column;
 * - its primary key includes tenant_id;
 * - every unique index includes tenant_id;
 * - every foreign key to another of the store's tables pairs tenant_id with tenant_id, and one that
 *   is cleared on delete clears its own column only (SET NULL (x_id)), never the tenant.
 * Every other table must be named below as global, with the reason.
 */

/** Tables with no store at all. On Citus they are reference tables (copied to every node). */
const GLOBAL_TABLES: Record<string, string> = {
  tenants: 'the stores themselves; every tenant_id refers to one',
  superadmins: "the operator's accounts, kept apart from any store",
  exchange_rates: 'one rate per currency, kept by the operator for every store',
  stripe_events: "Stripe's webhook events, received once for the whole service",
};

/**
 * A store's tables that break a rule on purpose, by table and rule or constraint, with the reason.
 * 'primary key' names the primary key; anything else is a constraint or unique index name.
 */
const EXCEPTIONS: Record<string, Record<string, string>> = {
  users: {
    // Moving it to a global login table was weighed: it changes sign-up, user edits and every
    // lookup for a rule the reference table below already keeps (README "Scaling").
    users_username_idx:
      'sign-in asks for an e-mail and nothing else, so a login name is unique across all stores; on Citus users is a reference table',
    users_id_idx:
      'sessions, reset links and two-factor find an account by its id alone, so a user id must name one account',
  },
  store_settings: {
    store_settings_qr_code_idx:
      "the public menu's address /m/{code} is all a diner's phone sends: the code must name one store; on Citus store_settings is a reference table",
  },
  devices: {
    'primary key':
      "sessions of store users and of operators alike (an operator's has no tenant_id); the cookie names the session only. On Citus it stays on the coordinator",
    devices_refresh_hash_idx: 'a refresh token is presented alone, before any store is known',
  },
  two_factor_recovery_codes: {
    'primary key':
      "codes of store users and of operators alike (an operator's have no tenant_id). On Citus it stays on the coordinator",
  },
};

interface ColumnRow {
  table: string;
  column: string;
}
interface ConstraintRow {
  table: string;
  name: string;
  kind: 'p' | 'f';
  columns: string[];
  references: string | null;
  referencedColumns: string[] | null;
  onDelete: string;
  setNullColumns: string[] | null;
}
interface UniqueIndexRow {
  table: string;
  name: string;
  columns: string[];
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The names of attribute numbers `nums` of relation `rel`, in order (a SQL fragment). */
const names = (rel: string, nums: string) =>
  sql.raw(`
  coalesce((select json_agg(a.attname order by u.i) from unnest(${nums}) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = ${rel} and a.attnum = u.n), '[]'::json)`);

/** Every breach of the rules above in the database's public schema, as readable lines. */
async function tenantKeyBreaches(db: Db): Promise<string[]> {
  const tables = (
    await rows<{ table: string }>(
      db,
      sql`select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((r) => r.table);
  const withTenant = new Set(
    (
      await rows<ColumnRow>(
        db,
        sql`select c.relname as "table", a.attname as "column"
            from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attname = 'tenant_id' and not a.attisdropped`,
      )
    ).map((r) => r.table),
  );
  const constraints = await rows<ConstraintRow>(
    db,
    sql`select c.relname as "table", k.conname as name, k.contype as kind,
               ${names('k.conrelid', 'k.conkey')} as columns,
               r.relname as "references",
               case when k.contype = 'f' then ${names('k.confrelid', 'k.confkey')} end as "referencedColumns",
               k.confdeltype as "onDelete",
               case when k.confdelsetcols is not null then ${names('k.conrelid', 'k.confdelsetcols')} end as "setNullColumns"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_class r on r.oid = k.confrelid
        where n.nspname = 'public' and k.contype in ('p', 'f')`,
  );
  const uniqueIndexes = await rows<UniqueIndexRow>(
    db,
    sql`select c.relname as "table", ic.relname as name,
               coalesce((select json_agg(a.attname) from pg_attribute a
                         where a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[]) and a.attnum > 0), '[]'::json)
                 as columns
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_class ic on ic.oid = i.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and i.indisunique and not i.indisprimary`,
  );

  // The store's tables: a tenant_id column, or a reference to one of the store's tables.
  const tenantTables = new Set([...withTenant].filter((t) => !(t in GLOBAL_TABLES)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const fk of constraints) {
      if (
        fk.kind === 'f' &&
        fk.references &&
        tenantTables.has(fk.references) &&
        !tenantTables.has(fk.table)
      ) {
        tenantTables.add(fk.table);
        grew = true;
      }
    }
  }

  const breaches: string[] = [];
  const breach = (table: string, rule: string, what: string) => {
    if (!EXCEPTIONS[table]?.[rule]) breaches.push(`${table}: ${what}`);
  };
  for (const table of tables) {
    if (!tenantTables.has(table)) {
      if (!(table in GLOBAL_TABLES))
        breaches.push(`${table}: neither has tenant_id nor is named global (with its reason)`);
      continue;
    }
    if (!withTenant.has(table)) breaches.push(`${table}: refers to a store's table but has no tenant_id`);
    const primary = constraints.find((k) => k.table === table && k.kind === 'p');
    if (!primary?.columns.includes('tenant_id'))
      breach(table, 'primary key', `primary key ${primary?.name ?? '(none)'} leaves out tenant_id`);
    for (const index of uniqueIndexes.filter((i) => i.table === table)) {
      if (!index.columns.includes('tenant_id'))
        breach(table, index.name, `unique index ${index.name} leaves out tenant_id`);
    }
    for (const fk of constraints.filter((k) => k.table === table && k.kind === 'f')) {
      if (!fk.references || !tenantTables.has(fk.references)) continue;
      const at = fk.columns.indexOf('tenant_id');
      if (at < 0 || fk.referencedColumns?.[at] !== 'tenant_id')
        breach(table, fk.name, `foreign key ${fk.name} to ${fk.references} does not pair tenant_id`);
      // 'n' is SET NULL: of the listed columns only, or of all of them (tenant_id too).
      if (fk.onDelete === 'n' && (fk.setNullColumns ?? fk.columns).includes('tenant_id'))
        breach(
          table,
          fk.name,
          `foreign key ${fk.name} clears tenant_id on delete (SET NULL without its column)`,
        );
    }
  }
  for (const [table, rules] of Object.entries(EXCEPTIONS)) {
    if (!tables.includes(table)) breaches.push(`${table}: named an exception but does not exist`);
    for (const reason of Object.values(rules)) expect(reason.length).toBeGreaterThan(20);
  }
  return breaches;
}

describe('tenant keys (issue 28)', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.drop());

  it("every key of a store's tables includes the store, but the exceptions named with their reason", async () => {
    expect(await tenantKeyBreaches(test.database.db)).toEqual([]);
  });

  it('names a table that leaves the store out of a key, and one that is neither the store’s nor global', async () => {
    const { db } = test.database;
    await db.execute(sql`create table key_probe_parent (tenant_id int not null, id int primary key)`);
    await db.execute(sql`create unique index key_probe_parent_code_idx on key_probe_parent (id)`);
    await db.execute(
      sql`create table key_probe_child (id int, parent_id int references key_probe_parent (id) on delete set null)`,
    );
    await db.execute(sql`create table key_probe_lonely (id int primary key)`);
    try {
      expect(await tenantKeyBreaches(db)).toEqual([
        "key_probe_child: refers to a store's table but has no tenant_id",
        'key_probe_child: primary key (none) leaves out tenant_id',
        'key_probe_child: foreign key key_probe_child_parent_id_fkey to key_probe_parent does not pair tenant_id',
        'key_probe_lonely: neither has tenant_id nor is named global (with its reason)',
        'key_probe_parent: primary key key_probe_parent_pkey leaves out tenant_id',
        'key_probe_parent: unique index key_probe_parent_code_idx leaves out tenant_id',
      ]);
    } finally {
      await db.execute(sql`drop table key_probe_child, key_probe_parent, key_probe_lonely`);
    }
  });
});
