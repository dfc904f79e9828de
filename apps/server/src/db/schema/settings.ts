import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const storeSettings = pgTable(
  'store_settings',
  {
    tenantId: integer()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    storeName: text().notNull(),
    address: text(),
    phone: text(),
    email: text(),
    currency: text().notNull().default('USD'),
    image: text(),
    /** IANA zone; every "today" of this store (tokens, dashboard, reports) is taken in it. */
    timezone: text().notNull().default('UTC'),
    isQrMenuEnabled: boolean().notNull().default(false),
    isQrOrderEnabled: boolean().notNull().default(false),
    /** Public menu code in /m/{code}; random, unique, not derived from the tenant id. */
    uniqueQrCode: text().notNull(),
    /** The store's language (issue 23): the default of its staff and of its menu's own names. */
    language: text().notNull().default('en'),
    /** The language receipts print in; null: the store's language. */
    receiptLanguage: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Global on purpose (named in tenant-keys.test.ts): the public menu's address names the store.
  (t) => [uniqueIndex('store_settings_qr_code_idx').on(t.uniqueQrCode)],
);

export const printSettings = pgTable('print_settings', {
  tenantId: integer()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  pageFormat: integer().notNull().default(80),
  header: text(),
  footer: text(),
  showNotes: boolean().notNull().default(true),
  isEnablePrint: boolean().notNull().default(false),
  showStoreDetails: boolean().notNull().default(true),
  showCustomerDetails: boolean().notNull().default(true),
  printToken: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An area of the floor plan (Main room, Terrace…; issue 18 §5), its tables placed on a grid. */
export const floorAreas = pgTable(
  'floor_areas',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('floor_areas_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const storeTables = pgTable(
  'store_tables',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tableTitle: text().notNull(),
    floor: text().notNull().default('-'),
    seatingCapacity: integer().notNull().default(0),
    /** Its area and place on the floor plan's grid (cells); null until placed. */
    areaId: integer(),
    gridX: integer(),
    gridY: integer(),
    gridWidth: integer().notNull().default(1),
    gridHeight: integer().notNull().default(1),
    /** square or round. */
    shape: text().notNull().default('square'),
    /** Guests seated (the floor's "seated" state until an order comes), with how many; null: free. */
    seatedAt: timestamp({ withTimezone: true }),
    seatedGuests: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'store_tables_area_fk',
      columns: [t.tenantId, t.areaId],
      foreignColumns: [floorAreas.tenantId, floorAreas.id],
    }).onDelete('set null'),
  ],
);

export const paymentTypes = pgTable(
  'payment_types',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Money of this type goes into the cash drawer (its shift's expected cash counts it). */
    isCash: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
