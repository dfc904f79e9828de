import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * A menu name in other languages (issue 23): `{ es: { title: "Hamburguesa" }, fr: {…} }`. The row's
 * own title is the store's default language; a language without an entry falls back to it.
 */
export type Translations = Record<string, { title?: string }>;
const translations = () => jsonb().$type<Translations>().notNull().default({});

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
    translations: translations(),
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
    translations: translations(),
    /** Minor units. */
    price: integer().notNull(),
    netPrice: integer(),
    categoryId: integer(),
    taxId: integer(),
    image: text(),
    /** The station its tickets go to, ahead of its category's (issue 18 §3); null: the category's. */
    stationId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'menu_items_station_fk',
      columns: [t.tenantId, t.stationId],
      foreignColumns: [stations.tenantId, stations.id],
    }).onDelete('set null'),
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

/**
 * A modifier group of an item (issue 18 §1): "Choose a size" (its options are the item's variants,
 * at most one, each setting the price) or "Extras", "Choose a side" (options are addons, each added
 * to the price), with how many the guest must and may choose. `maxSelect` null: no upper limit.
 */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    /** variant (options in menu_item_variants) or addon (options in menu_item_addons). */
    kind: text().notNull(),
    title: text().notNull(),
    translations: translations(),
    minSelect: integer().notNull().default(0),
    maxSelect: integer(),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'modifier_groups_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    index('modifier_groups_item_idx').on(t.tenantId, t.itemId),
    // An item has at most one group of variants: the one choice that sets its price.
    uniqueIndex('modifier_groups_one_variant_group_idx')
      .on(t.tenantId, t.itemId)
      .where(sql`${t.kind} = 'variant'`),
    check('modifier_groups_kind_check', sql`${t.kind} in ('variant', 'addon')`),
    check(
      'modifier_groups_select_check',
      sql`${t.minSelect} >= 0 and (${t.maxSelect} is null or ${t.maxSelect} >= greatest(${t.minSelect}, 1))`,
    ),
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
    translations: translations(),
    /** Final price of the item in this variant (replaces the base price), minor units. */
    price: integer().notNull().default(0),
    /** The item's variant group (modifier_groups, kind variant). */
    groupId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'menu_item_variants_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [modifierGroups.tenantId, modifierGroups.id],
    }).onDelete('cascade'),
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
    translations: translations(),
    /** Added on top of the base or variant price, minor units. */
    price: integer().notNull().default(0),
    /** The addon group it is an option of (modifier_groups, kind addon). */
    groupId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'menu_item_addons_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [modifierGroups.tenantId, modifierGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_item_addons_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    index('menu_item_addons_item_idx').on(t.tenantId, t.itemId),
  ],
);
