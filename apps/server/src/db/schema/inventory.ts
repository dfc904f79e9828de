import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { menuItemAddons, menuItems, menuItemVariants } from './menu';
import { tenants } from './tenants';

/**
 * Stock (issue 20). Every quantity is an integer count of thousandths of the ingredient's own unit
 * ("milli"): 1.5 kg of a kg ingredient is 1500, 3 pieces is 3000. Costs are minor units per one
 * whole unit, so a stock's value is milli × cost / 1000, rounded once per ingredient.
 */
export const ingredients = pgTable(
  'ingredients',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** g, kg, ml, l or pcs. */
    unit: text().notNull(),
    /** Minor units per one unit (per kg, per l, per piece…). */
    costPerUnit: integer().notNull().default(0),
    /** On hand now; may fall below zero when more is sold than was counted in. */
    stockMilli: bigint({ mode: 'number' }).notNull().default(0),
    /** At or under this, the ingredient is low; null: never warned about. */
    lowStockMilli: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ingredients_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    check('ingredients_unit_check', sql`${t.unit} in ('g', 'kg', 'ml', 'l', 'pcs')`),
    check('ingredients_cost_check', sql`${t.costPerUnit} >= 0`),
    check('ingredients_low_stock_check', sql`${t.lowStockMilli} is null or ${t.lowStockMilli} >= 0`),
  ],
);

/**
 * What one portion of a dish, a variant or an option uses of one ingredient: exactly one of
 * item, variant and addon is set, and deleting it deletes its recipe lines.
 */
export const recipeLines = pgTable(
  'recipe_lines',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ingredientId: integer().notNull(),
    itemId: integer(),
    variantId: integer(),
    addonId: integer(),
    /** Thousandths of the ingredient's unit used by one portion. */
    quantityMilli: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'recipe_lines_ingredient_fk',
      columns: [t.tenantId, t.ingredientId],
      foreignColumns: [ingredients.tenantId, ingredients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recipe_lines_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recipe_lines_variant_fk',
      columns: [t.tenantId, t.variantId],
      foreignColumns: [menuItemVariants.tenantId, menuItemVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recipe_lines_addon_fk',
      columns: [t.tenantId, t.addonId],
      foreignColumns: [menuItemAddons.tenantId, menuItemAddons.id],
    }).onDelete('cascade'),
    check('recipe_lines_one_target_check', sql`num_nonnulls(${t.itemId}, ${t.variantId}, ${t.addonId}) = 1`),
    check('recipe_lines_quantity_check', sql`${t.quantityMilli} > 0`),
    uniqueIndex('recipe_lines_item_idx')
      .on(t.tenantId, t.itemId, t.ingredientId)
      .where(sql`${t.itemId} is not null`),
    uniqueIndex('recipe_lines_variant_idx')
      .on(t.tenantId, t.variantId, t.ingredientId)
      .where(sql`${t.variantId} is not null`),
    uniqueIndex('recipe_lines_addon_idx')
      .on(t.tenantId, t.addonId, t.ingredientId)
      .where(sql`${t.addonId} is not null`),
    index('recipe_lines_ingredient_idx').on(t.tenantId, t.ingredientId),
  ],
);

/**
 * Every change of an ingredient's stock, with who, when and why: purchase (with its unit cost),
 * waste, count (the expected stock before it is kept), adjustment, sale (an order took it) and
 * return (a void or cancel gave it back). `deltaMilli` is signed; `stockAfterMilli` is the stock
 * right after it, so the history reads as a ledger.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ingredientId: integer().notNull(),
    kind: text().notNull(),
    deltaMilli: bigint({ mode: 'number' }).notNull(),
    stockAfterMilli: bigint({ mode: 'number' }).notNull(),
    /** For a count: what the stock was expected to be before the count replaced it. */
    expectedMilli: bigint({ mode: 'number' }),
    /** For a purchase: minor units per one unit paid. */
    unitCost: integer(),
    reason: text(),
    /** The order that took or gave back stock (sale, return). */
    orderId: integer(),
    userId: integer(),
    userName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'stock_movements_ingredient_fk',
      columns: [t.tenantId, t.ingredientId],
      foreignColumns: [ingredients.tenantId, ingredients.id],
    }).onDelete('cascade'),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('purchase', 'waste', 'count', 'adjustment', 'sale', 'return')`,
    ),
    index('stock_movements_ingredient_idx').on(t.tenantId, t.ingredientId, t.createdAt),
    index('stock_movements_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** A store's stock settings. */
export const inventorySettings = pgTable('inventory_settings', {
  tenantId: integer()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** A dish whose recipe needs more of an ingredient than is on hand is shown sold out by itself. */
  autoSoldOut: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
