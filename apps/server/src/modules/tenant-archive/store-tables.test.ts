import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_TENANT_TABLES,
  EXPORTED_TABLES,
  GLOBALLY_UNIQUE,
  NOT_STORE_TABLES,
  OMITTED_COLUMNS,
  schemaTables,
  storeTables,
} from './store-tables';

/** A table added to the schema must be placed: in the archive, or left out with a reason. */
describe('the tables of a store archive', () => {
  const tables = schemaTables();
  const exported = new Set(storeTables().map((t) => t.name));

  it('holds every table with a tenant_id column unless it is named with the reason it is left out', () => {
    const unplaced: string[] = [];
    for (const [name, table] of tables) {
      const hasTenant = getTableConfig(table).columns.some((c) => toSnakeCase(c.name) === 'tenant_id');
      const placed = exported.has(name) || name in EXCLUDED_TENANT_TABLES || name in NOT_STORE_TABLES;
      if (!placed) unplaced.push(name);
      if (exported.has(name) && !hasTenant) unplaced.push(`${name} (exported without a tenant_id column)`);
    }
    expect(
      unplaced,
      'add these tables to EXPORTED_TABLES, or to EXCLUDED_TENANT_TABLES / NOT_STORE_TABLES with the reason, in store-tables.ts',
    ).toEqual([]);
    for (const name of [
      ...EXPORTED_TABLES,
      ...Object.keys(EXCLUDED_TENANT_TABLES),
      ...Object.keys(NOT_STORE_TABLES),
    ]) {
      expect(tables.has(name), `${name} is listed but is no longer in the schema`).toBe(true);
    }
  });

  it('lists them so that each comes after the tables it references', () => {
    const seen = new Set<string>();
    for (const table of storeTables()) {
      for (const ref of table.references) {
        if (ref.table !== table.name) {
          expect(
            exported.has(ref.table),
            `${table.name} references ${ref.table}, which is not exported`,
          ).toBe(true);
          expect(seen.has(ref.table), `${table.name} before ${ref.table}`).toBe(true);
        }
      }
      seen.add(table.name);
    }
  });

  it('leaves the secrets of users out, and names each unique index that holds across stores', () => {
    const users = storeTables().find((t) => t.name === 'users')!;
    for (const column of ['password_hash', 'pin_hash', 'two_factor_secret', 'two_factor_pending_secret']) {
      expect(OMITTED_COLUMNS.users).toContain(column);
      expect(users.columns).not.toContain(column);
    }
    const unplaced: string[] = [];
    for (const table of storeTables()) {
      for (const index of getTableConfig(table.table).indexes) {
        if (!index.config.unique) continue;
        const columns = index.config.columns.map((c) =>
          'name' in c && typeof c.name === 'string' ? toSnakeCase(c.name) : null,
        );
        const name = index.config.name ?? '';
        if (!columns.includes('tenant_id') && !(name in GLOBALLY_UNIQUE))
          unplaced.push(`${table.name}.${name}`);
      }
    }
    expect(unplaced, 'unique across stores: add to GLOBALLY_UNIQUE in store-tables.ts').toEqual([]);
  });
});
