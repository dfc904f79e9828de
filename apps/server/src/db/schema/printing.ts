import type { TPrintDocument, TPrinterCodepage, TPrintJobKind, TPrintJobState } from '@mise/contracts';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './tenants';

/**
 * Printing (issue 19). The server keeps the store's printers and a queue of jobs per printer; a
 * print bridge paired to the store on its LAN takes the jobs and prints them. The server never
 * connects to a printer itself.
 */

/** A network thermal printer, as the bridge reaches it, and what it prints. */
export const printers = pgTable(
  'printers',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    host: text().notNull(),
    port: integer().notNull().default(9100),
    paperWidth: integer().notNull().default(80),
    printsTickets: boolean().notNull().default(false),
    /** Stations whose tickets it prints; empty means every station (and lines of none). */
    stationIds: integer().array().notNull().default([]),
    printsBills: boolean().notNull().default(false),
    printsReceipts: boolean().notNull().default(false),
    hasCashDrawer: boolean().notNull().default(false),
    /** As a bridge last reported it. */
    status: text().$type<'unknown' | 'online' | 'offline'>().notNull().default('unknown'),
    statusError: text(),
    statusAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** A paired print bridge: its credential is a random token kept hashed, revocable from Settings. */
export const printBridges = pgTable(
  'print_bridges',
  {
    id: uuid().notNull().defaultRandom(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // ON DELETE SET NULL ("created_by") in the SQL, as every cleared reference (see orders.ts).
    foreignKey({
      name: 'print_bridges_created_by_fk',
      columns: [t.tenantId, t.createdBy],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // A bridge presents only its token (random, 256 bits): found by it alone, unique per store.
    uniqueIndex('print_bridges_token_idx').on(t.tenantId, t.tokenHash),
    index('print_bridges_token_lookup_idx').on(t.tokenHash),
  ],
);

/** A one-time pairing code shown in Settings → Printers: kept hashed, valid for minutes, used once. */
export const printPairingCodes = pgTable(
  'print_pairing_codes',
  {
    codeHash: text().notNull(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdBy: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.codeHash] }),
    foreignKey({
      name: 'print_pairing_codes_created_by_fk',
      columns: [t.tenantId, t.createdBy],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // The code typed on the bridge names no store: found by its hash alone. Two stores holding the
    // same code at once (2^40 of them, minutes each) spend both and pair neither (consumePairingCode).
    index('print_pairing_codes_code_idx').on(t.codeHash),
  ],
);

/**
 * A print job for one printer. queued → sent (claimed by a bridge) → printed or failed. A job
 * delivered again after it was sent is marked as a reprint; a printed job is never sent again.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    printerId: integer().notNull(),
    kind: text().$type<TPrintJobKind>().notNull(),
    title: text().notNull(),
    document: jsonb().$type<TPrintDocument>().notNull(),
    state: text().$type<TPrintJobState>().notNull().default('queued'),
    isReprint: boolean().notNull().default(false),
    bridgeId: uuid(),
    error: text(),
    orderId: integer(),
    invoiceId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'print_jobs_printer_fk',
      columns: [t.tenantId, t.printerId],
      foreignColumns: [printers.tenantId, printers.id],
    }).onDelete('cascade'),
    index('print_jobs_waiting_idx').on(t.tenantId, t.state),
  ],
);

/** What prints by itself, per store; a store without a row has the defaults. */
export const printingSettings = pgTable('printing_settings', {
  tenantId: integer()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  autoPrintTickets: boolean().notNull().default(true),
  autoPrintReceipts: boolean().notNull().default(false),
  kickDrawerOnCash: boolean().notNull().default(true),
  jobMaxAgeMinutes: integer().notNull().default(30),
  codepage: text().$type<TPrinterCodepage>().notNull().default('auto'),
});
