import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { taxes } from './menu';
import { invoices } from './orders';
import { paymentTypes } from './settings';
import { tenants } from './tenants';

/**
 * A bill (check) being paid in parts: it gathers open orders of a table (orders.bill_id) until its
 * payments cover their payable, then its invoice is written and the orders are paid and completed.
 */
export const bills = pgTable(
  'bills',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** open or paid. */
    status: text().notNull().default('open'),
    invoiceId: integer(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'bills_invoice_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('set null'),
    index('bills_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

/**
 * Money taken: `amount` covers the payable (sales, tax), `tip` rides on it for the staff and is
 * never a sale, `tendered` and `change` are the cash handed over and given back. Payments taken
 * before bills existed were written from their invoices by the migration (one each, no bill).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    billId: integer(),
    invoiceId: integer(),
    paymentTypeId: integer(),
    paymentTypeTitle: text(),
    amount: integer().notNull(),
    tip: integer().notNull().default(0),
    tendered: integer(),
    change: integer().notNull().default(0),
    /** Client-generated key: a retried payment returns the first one instead of taking money twice. */
    idempotencyKey: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'payments_bill_fk',
      columns: [t.tenantId, t.billId],
      foreignColumns: [bills.tenantId, bills.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'payments_invoice_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'payments_payment_type_fk',
      columns: [t.tenantId, t.paymentTypeId],
      foreignColumns: [paymentTypes.tenantId, paymentTypes.id],
    }).onDelete('set null'),
    index('payments_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('payments_bill_idx').on(t.billId),
    index('payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('payments_idempotency_idx')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A line refunded by unit: which order line, how many units and what they gave back. */
export interface RefundedLine {
  orderItemId: number;
  quantity: number;
  amount: number;
}

/**
 * Money given back on a paid invoice, on the day it happens: the invoice itself never changes, and
 * reports count the refund on its own day (DOMAIN.md "Refund").
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    invoiceId: integer().notNull(),
    amount: integer().notNull(),
    paymentTypeId: integer(),
    paymentTypeTitle: text(),
    reason: text().notNull(),
    /** The lines refunded by unit, when the refund was given by line (empty: an amount). */
    lines: jsonb().$type<RefundedLine[]>().notNull().default([]),
    idempotencyKey: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'refunds_invoice_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'refunds_payment_type_fk',
      columns: [t.tenantId, t.paymentTypeId],
      foreignColumns: [paymentTypes.tenantId, paymentTypes.id],
    }).onDelete('set null'),
    index('refunds_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('refunds_invoice_idx').on(t.invoiceId),
    uniqueIndex('refunds_idempotency_idx')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** The store's reasons for a discount (Settings → Discount Reasons); a discount records the words. */
export const discountReasons = pgTable(
  'discount_reasons',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('discount_reasons_tenant_title_idx').on(t.tenantId, t.title),
  ],
);

/** How the store takes payment: the discount staff may give alone and the tip presets offered. */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    tenantId: integer()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Above this share of a line or order (hundredths of a percent), a discount needs a manager. */
    discountLimit: integer().notNull().default(1000),
    tipPresets: jsonb().$type<number[]>().notNull().default([10, 15, 20]),
    /** The service charge, hundredths of a percent of the sales (0: none); see domain service-charge.ts. */
    serviceChargeRate: integer().notNull().default(0),
    serviceChargeDineInOnly: boolean().notNull().default(true),
    /** Charged only from this party size; null for any party. */
    serviceChargeMinGuests: integer(),
    /** The tax the service charge pays, on top; null when it is not taxed. */
    serviceChargeTaxId: integer(),
    /** A till idle this many minutes locks until someone types their PIN (0: never). */
    tillLockMinutes: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // ON DELETE SET NULL ("service_charge_tax_id") in the SQL: the tenant is never cleared.
    foreignKey({
      name: 'checkout_settings_service_charge_tax_fk',
      columns: [t.tenantId, t.serviceChargeTaxId],
      foreignColumns: [taxes.tenantId, taxes.id],
    }).onDelete('set null'),
  ],
);
