import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** created, renewed or cancelled. */
    status: text().notNull(),
    stripeSubscriptionId: text(),
    stripeEventId: text(),
    startsOn: timestamp({ withTimezone: true }),
    expiresOn: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('subscription_history_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Stripe event ids already handled: each webhook event is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Operator-maintained rates used to show every store's sales in USD. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text().primaryKey(),
  /** How many US dollars one unit of the currency is worth. */
  usdPerUnit: numeric({ precision: 20, scale: 10 }).notNull(),
  asOf: date({ mode: 'string' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
