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
import { paymentTypes, storeTables } from './settings';
import { tenants } from './tenants';

/**
 * A discount given on an order or one of its lines: percent (hundredths) or amount (minor units),
 * the reason as it was worded, who gave it and the manager who approved it above the store's limit.
 */
function discountColumns() {
  return {
    discountKind: text(),
    discountValue: integer(),
    discountReason: text(),
    discountBy: integer(),
    discountApprovedBy: integer(),
  };
}

/** An addon as it was when ordered: history never changes when the menu does. */
/** What a line took from stock (issue 20): given back as it is when the line is voided or cancelled. */
export interface StockUse {
  ingredientId: number;
  milli: number;
}

export interface OrderedAddon {
  id: number;
  title: string;
  price: number;
}

export const customers = pgTable(
  'customers',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    name: text().notNull(),
    email: text(),
    birthDate: date({ mode: 'string' }),
    gender: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.phone] }),
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/*
 * Every key of a store's rows leads with the store (issue 28): primary keys are (tenant_id, id) and a
 * reference to another of the store's rows is (tenant_id, x_id) → (tenant_id, id), so the database
 * itself refuses a row pointing into another store, and the tables can be distributed by tenant.
 * A reference that is cleared on delete is ON DELETE SET NULL ("x_id") in the SQL (migration 0017):
 * Drizzle writes SET NULL of every column, which would clear tenant_id too.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subTotal: integer().notNull(),
    taxTotal: integer().notNull(),
    total: integer().notNull(),
    /** What discounts took off the sales, tax left out: gross = subTotal + discountTotal. */
    discountTotal: integer().notNull().default(0),
    /** What comps gave away, tax left out: gross = subTotal + discountTotal + compTotal. */
    compTotal: integer().notNull().default(0),
    /** The service charge, its tax left out (in taxTotal): total = subTotal + serviceChargeTotal + taxTotal. */
    serviceChargeTotal: integer().notNull().default(0),
    paymentTypeId: integer(),
    paymentTypeTitle: text(),
    tableId: integer(),
    deliveryType: text(),
    customerType: text().notNull().default('WALKIN'),
    customerId: text(),
    customerName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'invoices_payment_type_fk',
      columns: [t.tenantId, t.paymentTypeId],
      foreignColumns: [paymentTypes.tenantId, paymentTypes.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'invoices_table_fk',
      columns: [t.tenantId, t.tableId],
      foreignColumns: [storeTables.tenantId, storeTables.id],
    }).onDelete('set null'),
    index('invoices_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The store's local day the token belongs to; tokens restart at 1 each day. */
    tokenDay: date({ mode: 'string' }).notNull(),
    tokenNo: integer().notNull(),
    deliveryType: text(),
    customerType: text().notNull().default('WALKIN'),
    customerId: text(),
    customerName: text(),
    tableId: integer(),
    /** created, completed or cancelled. */
    status: text().notNull().default('created'),
    /** pending or paid. */
    paymentStatus: text().notNull().default('pending'),
    invoiceId: integer(),
    /** The open bill the order is being paid on in parts, if any (payments.ts). */
    billId: integer(),
    /** pos or qr. */
    source: text().notNull().default('pos'),
    /** Client-generated key: a retried create returns the first order instead of a second one. */
    idempotencyKey: text(),
    itemsTotal: integer().notNull(),
    taxTotal: integer().notNull(),
    payableTotal: integer().notNull(),
    /** What discounts took off the sales, tax left out (items total is after them). */
    discountTotal: integer().notNull().default(0),
    /** What comped lines would have sold for, tax left out. */
    compTotal: integer().notNull().default(0),
    /** The party's size (covers), when the staff gave it. */
    guests: integer(),
    /**
     * The service charge rates the order was taken at (hundredths of a percent, 0: none), kept so
     * that pricing it again after a discount or a void uses them, not today's setting.
     */
    serviceChargeRate: integer().notNull().default(0),
    serviceChargeTaxRate: integer().notNull().default(0),
    /** The service charge and its tax (the tax is also in taxTotal): payable = items + service charge + tax. */
    serviceChargeTotal: integer().notNull().default(0),
    serviceChargeTax: integer().notNull().default(0),
    ...discountColumns(),
    /** When its bill was last printed (the floor plan's "bill printed" state); null: not yet. */
    billPrintedAt: timestamp({ withTimezone: true }),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'orders_table_fk',
      columns: [t.tenantId, t.tableId],
      foreignColumns: [storeTables.tenantId, storeTables.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'orders_invoice_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('set null'),
    uniqueIndex('orders_token_idx').on(t.tenantId, t.tokenDay, t.tokenNo),
    uniqueIndex('orders_idempotency_idx')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('orders_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('orders_invoice_idx').on(t.invoiceId),
    index('orders_bill_idx').on(t.billId),
    // A customer's earlier orders (repeat customers) are one probe: tenant, phone, then time.
    index('orders_tenant_customer_created_idx').on(t.tenantId, t.customerId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    itemId: integer(),
    itemTitle: text().notNull(),
    variantId: integer(),
    variantTitle: text(),
    variantPrice: integer(),
    addons: jsonb().$type<OrderedAddon[]>().notNull().default([]),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    notes: text(),
    /** The guest's seat (1, 2…) when the staff recorded it; null for a line shared by the table. */
    seat: integer(),
    /**
     * The course (1 starter, 2 main, 3 dessert…; issue 18 §4), null when the line has none. A line
     * with a course is held until it is fired: `firedAt` null means the kitchen must not make it yet.
     * Lines without a course, and old lines, are never held.
     */
    course: integer(),
    firedAt: timestamp({ withTimezone: true }),
    /** created, preparing, completed, delivered or cancelled. */
    status: text().notNull().default('created'),
    taxTitle: text(),
    taxRateBasisPoints: integer(),
    taxType: text(),
    lineTotal: integer().notNull(),
    taxAmount: integer().notNull(),
    netAmount: integer().notNull(),
    /** What the line's own discount and its share of the order's take off its price. */
    discountAmount: integer().notNull().default(0),
    ...discountColumns(),
    /**
     * void (removed after it was sent: status cancelled) or comp (given free on purpose), with the
     * reason, who did it, the manager who approved it and when. Null for an ordinary line.
     */
    adjustment: text(),
    adjustmentReason: text(),
    adjustedBy: integer(),
    adjustmentApprovedBy: integer(),
    adjustedAt: timestamp({ withTimezone: true }),
    /** Ingredients this line took from stock when it was ordered; null: none (or before issue 20). */
    stockUsed: jsonb().$type<StockUse[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('cascade'),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_tenant_item_idx').on(t.tenantId, t.itemId),
    // Voids and comps of a period (reports) without walking every line of the store.
    index('order_items_adjusted_idx').on(t.tenantId, t.adjustedAt).where(sql`${t.adjustment} is not null`),
  ],
);

/** Per tenant and local day, the last token handed out; bumped with one upsert inside the order's transaction. */
export const dailyTokenCounters = pgTable(
  'daily_token_counters',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    lastToken: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

export const qrOrders = pgTable(
  'qr_orders',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tableId: integer(),
    deliveryType: text(),
    customerType: text().notNull().default('WALKIN'),
    customerId: text(),
    customerName: text(),
    /** created, completed (sent to the kitchen from the POS) or cancelled. */
    status: text().notNull().default('created'),
    idempotencyKey: text(),
    /** The POS order it became, once sent to the kitchen. */
    orderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'qr_orders_table_fk',
      columns: [t.tenantId, t.tableId],
      foreignColumns: [storeTables.tenantId, storeTables.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'qr_orders_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }).onDelete('set null'),
    index('qr_orders_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    uniqueIndex('qr_orders_idempotency_idx')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const qrOrderItems = pgTable(
  'qr_order_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    qrOrderId: integer().notNull(),
    itemId: integer().notNull(),
    itemTitle: text().notNull(),
    variantId: integer(),
    variantTitle: text(),
    addons: jsonb().$type<OrderedAddon[]>().notNull().default([]),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    notes: text(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'qr_order_items_qr_order_fk',
      columns: [t.tenantId, t.qrOrderId],
      foreignColumns: [qrOrders.tenantId, qrOrders.id],
    }).onDelete('cascade'),
    index('qr_order_items_order_idx').on(t.qrOrderId),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The customer's phone. */
    customerId: text().notNull(),
    date: timestamp({ withTimezone: true }).notNull(),
    tableId: integer(),
    /** booked, paid or cancelled. */
    status: text().notNull().default('booked'),
    notes: text(),
    peopleCount: integer().notNull().default(0),
    uniqueCode: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.phone],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reservations_table_fk',
      columns: [t.tenantId, t.tableId],
      foreignColumns: [storeTables.tenantId, storeTables.id],
    }).onDelete('set null'),
    uniqueIndex('reservations_code_idx').on(t.tenantId, t.uniqueCode),
    index('reservations_tenant_date_idx').on(t.tenantId, t.date),
  ],
);
