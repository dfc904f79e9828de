import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/**
 * Which tables make up a store's data. Their columns, keys and references come from the Drizzle
 * schema; which tables go is decided here, by name: every table with a tenant_id column must be
 * exported or left out with the reason (store-tables.test.ts fails otherwise).
 */

/**
 * Tenant tables in the archive. A table added to the schema is in neither list until someone decides
 * (store-tables.test.ts fails and names it): a new table of secrets must never leave unnoticed.
 */
export const EXPORTED_TABLES: readonly string[] = [
  'audit_events',
  'bills',
  'cash_movements',
  'categories',
  'checkout_settings',
  'customers',
  'daily_token_counters',
  'day_closes',
  'discount_reasons',
  'floor_areas',
  'ingredients',
  'inventory_settings',
  'invoices',
  'kitchen_settings',
  'menu_availability',
  'menu_item_addons',
  'menu_item_variants',
  'menu_items',
  'modifier_groups',
  'order_items',
  'orders',
  'payment_types',
  'payments',
  'print_settings',
  'printers',
  'printing_settings',
  'qr_order_items',
  'qr_orders',
  'recipe_lines',
  'refunds',
  'reservations',
  'shifts',
  'stations',
  'stock_movements',
  'store_settings',
  'store_tables',
  'taxes',
  'users',
];

/** Tenant tables left out of the archive: secrets and state bound to a device or to the operator. */
export const EXCLUDED_TENANT_TABLES: Record<string, string> = {
  devices: 'signed-in sessions: refresh-token hashes bound to the devices that hold the tokens',
  print_bridges: 'paired print bridges: a credential bound to a machine on the store’s own network',
  print_pairing_codes: 'one-time codes for pairing a print bridge, valid for minutes',
  print_jobs: 'the queue of the paired print bridges, which do not come along',
  subscription_history: 'the operator’s billing of the store (Stripe ids of the operator’s account)',
  password_resets: 'password reset tokens (secrets)',
  two_factor_recovery_codes: 'two-factor recovery codes (secrets)',
  pos_start_pictures: 'pictures of a till’s screen as it last started, kept to draw its next start: a cache',
};

/** Tables without a tenant_id column: the store's root and the operator's own data. */
export const NOT_STORE_TABLES: Record<string, string> = {
  tenants: 'the store itself: its name, e-mail and two-factor requirement go in tenant.json',
  superadmins: 'the operator’s accounts',
  stripe_events: 'the operator’s Stripe webhook bookkeeping',
  exchange_rates: 'the operator’s exchange rates, shared by every store',
};

/** Columns never written to an archive: secrets and device-bound state of an account. */
export const OMITTED_COLUMNS: Record<string, readonly string[]> = {
  users: [
    'password_hash',
    'pin_hash',
    'pin_failures',
    'pin_locked_until',
    'two_factor_secret',
    'two_factor_pending_secret',
    'two_factor_enabled_at',
    'two_factor_last_step',
  ],
};

/**
 * Unique indexes of exported tables that hold across stores (not per tenant): an import whose value
 * is already taken on the server is refused with 409 naming it. `lower` compares case-insensitively.
 */
export const GLOBALLY_UNIQUE: Record<
  string,
  { table: string; column: string; what: string; lower?: boolean }
> = {
  users_username_idx: { table: 'users', column: 'username', what: 'The login e-mail', lower: true },
  store_settings_qr_code_idx: { table: 'store_settings', column: 'unique_qr_code', what: 'The QR menu code' },
  reservations_code_idx: { table: 'reservations', column: 'unique_code', what: 'The reservation code' },
  // Sessions, password resets and two-factor find an account by its id alone (schema/tenants.ts).
  users_id_idx: { table: 'users', column: 'id', what: 'The user id' },
};

export interface ForeignReference {
  /** Local columns, tenant_id left out (a composite key's tenant part is the store itself). */
  columns: string[];
  table: string;
  foreignColumns: string[];
}

export interface StoreTable {
  name: string;
  table: PgTable;
  /** Every column of the table, by its SQL name. */
  allColumns: string[];
  /** The columns written to and read from an archive (OMITTED_COLUMNS left out). */
  columns: string[];
  /** Columns filled by an identity sequence: advanced past the imported ids. */
  identityColumns: string[];
  /** The columns of the primary key, for a stable order of the rows. */
  keyColumns: string[];
  references: ForeignReference[];
}

const sqlName = (column: { name: string; keyAsName?: boolean }) =>
  column.keyAsName === false ? column.name : toSnakeCase(column.name);

/** Every table of the schema, by its SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (value instanceof PgTable) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

function describe(name: string, table: PgTable): StoreTable {
  const config = getTableConfig(table);
  const allColumns = config.columns.map(sqlName);
  const omitted = new Set(OMITTED_COLUMNS[name] ?? []);
  const primary =
    config.primaryKeys[0]?.columns.map(sqlName) ?? config.columns.filter((c) => c.primary).map(sqlName);
  const references: ForeignReference[] = [];
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const foreignTable = getTableConfig(ref.foreignTable).name;
    if (foreignTable === 'tenants') continue;
    const pairs = ref.columns
      .map((column, i) => [sqlName(column), sqlName(ref.foreignColumns[i])] as const)
      .filter(([local]) => local !== 'tenant_id');
    if (pairs.length === 0) continue;
    references.push({
      table: foreignTable,
      columns: pairs.map(([local]) => local),
      foreignColumns: pairs.map(([, foreign]) => foreign),
    });
  }
  return {
    name,
    table,
    allColumns,
    columns: allColumns.filter((column) => !omitted.has(column)),
    identityColumns: config.columns.filter((c) => c.generatedIdentity).map(sqlName),
    keyColumns: primary,
    references,
  };
}

/** The tables of a store's archive, each after the tables it references (the order to insert in). */
export function storeTables(): StoreTable[] {
  const described = new Map<string, StoreTable>();
  for (const [name, table] of schemaTables()) {
    if (!EXPORTED_TABLES.includes(name)) continue;
    described.set(name, describe(name, table));
  }
  const ordered: StoreTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`The store tables reference each other in a cycle at ${name}.`);
    visiting.add(name);
    const table = described.get(name)!;
    for (const ref of table.references) {
      if (ref.table !== name && described.has(ref.table)) place(ref.table);
    }
    visiting.delete(name);
    placed.add(name);
    ordered.push(table);
  };
  for (const name of [...described.keys()].sort()) place(name);
  return ordered;
}
