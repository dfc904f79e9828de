import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** A store's kitchen screen settings: when a ticket turns amber, then red (minutes since it came in). */
export const kitchenSettings = pgTable('kitchen_settings', {
  tenantId: integer()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  waitingMinutes: integer().notNull(),
  lateMinutes: integer().notNull(),
  /** Part of the token board link's signature: raising it revokes every link given out before. */
  boardLinkVersion: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * 86 (issue 18 §2): menu items, variants and addons that are sold out or counted. Only those have a
 * row; everything else is available. Kept apart from the menu so that taking a portion neither
 * bumps the menu's version (the POS's cached prices stay valid) nor locks a menu row.
 * `target_id` names a row of menu_items, menu_item_variants or menu_item_addons by `kind`: a row
 * left by a deleted dish is never looked up again.
 */
export const menuAvailability = pgTable(
  'menu_availability',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    targetId: integer().notNull(),
    /** Marked sold out by hand. */
    soldOut: boolean().notNull().default(false),
    /** Portions left; each order takes its quantity, and zero sells it out. Null: not counted. */
    countLeft: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.targetId] }),
    check('menu_availability_kind_check', sql`${t.kind} in ('item', 'variant', 'addon')`),
    check('menu_availability_count_check', sql`${t.countLeft} is null or ${t.countLeft} >= 0`),
  ],
);
