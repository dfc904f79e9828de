import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A kitchen station (Kitchen, Bar, Pastry…): where the tickets of its categories go. */
export const stations = pgTable(
  'stations',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('stations_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** The station its lines' tickets go to; none means every ticket printer that takes all stations. */
    stationId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // ON DELETE SET NULL ("station_id") in the SQL: only the station is cleared, never the tenant.
    foreignKey({
      name: 'categories_station_fk',
      columns: [t.tenantId, t.stationId],
      foreignColumns: [stations.tenantId, stations.id],
    }).onDelete('set null'),
  ],
);

export const taxes = pgTable(
  'taxes',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Hundredths of a percent: 7.25 % is 725. */
    rateBasisPoints: integer().notNull(),
    type: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Minor units. */
    price: integer().notNull(),
    netPrice: integer(),
    categoryId: integer(),
    taxId: integer(),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Deleting a category or tax leaves its items without one rather than breaking them
    // (ON DELETE SET NULL of the category or tax column alone, in the SQL).
    foreignKey({
      name: 'menu_items_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'menu_items_tax_fk',
      columns: [t.tenantId, t.taxId],
      foreignColumns: [taxes.tenantId, taxes.id],
    }).onDelete('set null'),
    index('menu_items_category_idx').on(t.categoryId),
    index('menu_items_tax_idx').on(t.taxId),
  ],
);

export const menuItemVariants = pgTable(
  'menu_item_variants',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    title: text().notNull(),
    /** Final price of the item in this variant (replaces the base price), minor units. */
    price: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'menu_item_variants_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    index('menu_item_variants_item_idx').on(t.tenantId, t.itemId),
  ],
);

export const menuItemAddons = pgTable(
  'menu_item_addons',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    title: text().notNull(),
    /** Added on top of the base or variant price, minor units. */
    price: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'menu_item_addons_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    index('menu_item_addons_item_idx').on(t.tenantId, t.itemId),
  ],
);
