import { sql } from 'drizzle-orm';
import {
  date,
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

/** A note or coin counted at a close: its value in minor units and how many. */
export interface CountedDenomination {
  denomination: number;
  count: number;
}

/**
 * A drawer session (DOMAIN.md "Shift / drawer session"). One drawer per store: at most one shift is
 * open at a time (the partial unique index), and cash payments, cash refunds and movements between
 * its opening and its close are its cash. The close freezes what was expected, counted and the
 * variance, so a late figure never rewrites a closed shift.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    openingFloat: integer().notNull(),
    openedBy: integer(),
    openedByName: text(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedBy: integer(),
    closedByName: text(),
    closedAt: timestamp({ withTimezone: true }),
    /** Frozen at the close: cash kept from cash payments and handed back by cash refunds. */
    cashTaken: integer(),
    cashRefunds: integer(),
    expected: integer(),
    counted: integer(),
    variance: integer(),
    counts: jsonb().$type<CountedDenomination[]>().notNull().default([]),
    note: text(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shifts_tenant_opened_idx').on(t.tenantId, t.openedAt),
    uniqueIndex('shifts_one_open_per_tenant_idx').on(t.tenantId).where(sql`${t.closedAt} is null`),
  ],
);

/** Cash put into the drawer (pay-in) or taken out of it (pay-out) during a shift, with a reason. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    shiftId: integer().notNull(),
    /** pay_in or pay_out. */
    kind: text().notNull(),
    amount: integer().notNull(),
    reason: text().notNull(),
    /** Client-generated key: a retried pay-out is recorded once. */
    idempotencyKey: text(),
    createdBy: integer(),
    createdByName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'cash_movements_shift_fk',
      columns: [t.tenantId, t.shiftId],
      foreignColumns: [shifts.tenantId, shifts.id],
    }).onDelete('cascade'),
    index('cash_movements_shift_idx').on(t.tenantId, t.shiftId),
    uniqueIndex('cash_movements_idempotency_idx')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * A closed business day (the Z report): its figures as they were when it was closed, never
 * recomputed. One close per store and local date.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    businessDate: date({ mode: 'string' }).notNull(),
    /** The Z report's figures (TEndOfDay, major units) frozen at the close. */
    figures: jsonb().$type<Record<string, unknown>>().notNull(),
    closedBy: integer(),
    closedByName: text(),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('day_closes_tenant_date_idx').on(t.tenantId, t.businessDate),
  ],
);
