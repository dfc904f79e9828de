import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A kitchen station (Kitchen, Bar, Pastry…): where the tickets of its categories go. */
export const stations = pgTable(
  'stations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stations_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** The station its lines' tickets go to; none means every ticket printer that takes all stations. */
    stationId: integer().references(() => stations.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_tenant_idx').on(t.tenantId, t.id)],
);

export const taxes = pgTable(
  'taxes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Hundredths of a percent: 7.25 % is 725. */
    rateBasisPoints: integer().notNull(),
    type: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('taxes_tenant_idx').on(t.tenantId, t.id)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Minor units. */
    price: integer().notNull(),
    netPrice: integer(),
    // Deleting a category or tax leaves its items without one rather than breaking them.
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    taxId: integer().references(() => taxes.id, { onDelete: 'set null' }),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_items_tenant_idx').on(t.tenantId, t.id),
    index('menu_items_category_idx').on(t.categoryId),
    index('menu_items_tax_idx').on(t.taxId),
  ],
);

export const menuItemVariants = pgTable(
  'menu_item_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Final price of the item in this variant (replaces the base price), minor units. */
    price: integer().notNull().default(0),
  },
  (t) => [index('menu_item_variants_item_idx').on(t.tenantId, t.itemId)],
);

export const menuItemAddons = pgTable(
  'menu_item_addons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Added on top of the base or variant price, minor units. */
    price: integer().notNull().default(0),
  },
  (t) => [index('menu_item_addons_item_idx').on(t.tenantId, t.itemId)],
);
