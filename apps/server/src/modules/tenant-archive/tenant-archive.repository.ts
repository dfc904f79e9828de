import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoreTable } from './store-tables';

/** The only SQL of the store archive: generic over the tables store-tables.ts derives. */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const columnList = (columns: readonly string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

export interface StoreRow {
  [column: string]: unknown;
}

/** The store's rows of a table as JSON (dates as ISO text), in key order, omitted columns left out. */
export async function readStoreRows(db: Db, table: StoreTable, tenantId: number): Promise<StoreRow[]> {
  const omitted = table.allColumns.filter((column) => !table.columns.includes(column));
  const omit = omitted.length
    ? sql` - array[${sql.join(
        omitted.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  const order = table.keyColumns.length ? table.keyColumns : table.columns;
  const result = await db.execute(sql`
    select to_jsonb(t)${omit} as row from ${sql.identifier(table.name)} t
    where t.tenant_id = ${tenantId}
    order by ${columnList(order)}`);
  return rowsOf<{ row: StoreRow }>(result).map((r) => r.row);
}

export interface StoreRecord {
  name: string;
  email: string;
  requireTwoFactor: boolean;
  createdAt: string;
}

export async function readTenant(db: Db, tenantId: number): Promise<StoreRecord | null> {
  const result = await db.execute(sql`
    select name, email, require_two_factor as "requireTwoFactor", to_jsonb(created_at) #>> '{}' as "createdAt"
    from tenants where id = ${tenantId}`);
  return rowsOf<StoreRecord>(result)[0] ?? null;
}

export async function insertTenant(db: Db, store: StoreRecord): Promise<number> {
  const result = await db.execute(sql`
    insert into tenants (name, email, require_two_factor, created_at)
    values (${store.name}, ${store.email}, ${store.requireTwoFactor}, ${store.createdAt}::timestamptz)
    returning id`);
  return rowsOf<{ id: number }>(result)[0].id;
}

/** Which of `values` a column already holds, in any store (compared as text). */
export async function findTakenValues(
  db: Db,
  check: { table: string; column: string; lower?: boolean },
  values: Array<string | number>,
): Promise<string[]> {
  if (values.length === 0) return [];
  const column = sql.identifier(check.column);
  const probe = check.lower ? sql`lower(${column})` : sql`${column}::text`;
  const wanted = values.map((v) => (check.lower ? String(v).toLowerCase() : String(v)));
  const result = await db.execute(sql`
    select ${column}::text as value from ${sql.identifier(check.table)}
    where ${probe} = any(array[${sql.join(
      wanted.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[])
    limit 5`);
  return rowsOf<{ value: string }>(result).map((r) => r.value);
}

/**
 * Writes rows with their own ids (OVERRIDING SYSTEM VALUE), Postgres turning each JSON value into
 * the column's type; a column the rows do not carry takes its default.
 */
export async function insertStoreRows(db: Db, table: StoreTable, columns: string[], rows: StoreRow[]) {
  const overriding = table.identityColumns.length ? sql` overriding system value` : sql``;
  const list = columnList(columns);
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    await db.execute(sql`
      insert into ${sql.identifier(table.name)} (${list})${overriding}
      select ${list} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${JSON.stringify(chunk)}::jsonb)`);
  }
}

/** Moves an identity sequence past the largest id in the table, so later inserts never collide. */
export async function advanceIdentity(db: Db, table: string, column: string) {
  await db.execute(sql`
    select setval(s.seq, greatest(coalesce(pg_sequence_last_value(s.seq::regclass), 1), m.top), true)
    from (select pg_get_serial_sequence(${`"${table}"`}, ${column}) as seq) s,
         (select coalesce(max(${sql.identifier(column)}), 1) as top from ${sql.identifier(table)}) m
    where s.seq is not null`);
}
