import type { TPrintDocument, TPrintingSettings, TPrintJobKind } from '@mise/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  menuItems,
  orderItems,
  orders,
  payments,
  printBridges,
  printers,
  printingSettings,
  printJobs,
  printPairingCodes,
  stations,
} from '../../db/schema';

/**
 * SQL of printing: printers, bridges, pairing codes and the job queue. Every function takes the
 * tenant, but the three a bridge reaches before it has one: its code, its token, its own row.
 */

// ---------------------------------------------------------------- printers

export type PrinterRow = typeof printers.$inferSelect;
export type PrinterValues = Omit<
  typeof printers.$inferInsert,
  'id' | 'tenantId' | 'status' | 'statusError' | 'statusAt' | 'createdAt'
>;

export function listPrinters(db: Db, tenantId: number) {
  return db.select().from(printers).where(eq(printers.tenantId, tenantId)).orderBy(asc(printers.id));
}

export async function insertPrinter(db: Db, tenantId: number, values: PrinterValues) {
  const [row] = await db
    .insert(printers)
    .values({ ...values, tenantId })
    .returning({ id: printers.id });
  return row.id;
}

export async function updatePrinter(db: Db, tenantId: number, printerId: number, values: PrinterValues) {
  const rows = await db
    .update(printers)
    .set(values)
    .where(and(eq(printers.tenantId, tenantId), eq(printers.id, printerId)))
    .returning({ id: printers.id });
  return rows.length > 0;
}

/** Its jobs go with it (the foreign key cascades). */
export async function deletePrinter(db: Db, tenantId: number, printerId: number) {
  const rows = await db
    .delete(printers)
    .where(and(eq(printers.tenantId, tenantId), eq(printers.id, printerId)))
    .returning({ id: printers.id });
  return rows.length > 0;
}

/** Records what a bridge saw; a printer id of another tenant changes nothing. */
export async function setPrinterStatus(
  db: Db,
  tenantId: number,
  printerId: number,
  online: boolean,
  error: string | null,
) {
  await db
    .update(printers)
    .set({ status: online ? 'online' : 'offline', statusError: online ? null : error, statusAt: sql`now()` })
    .where(and(eq(printers.tenantId, tenantId), eq(printers.id, printerId)));
}

/**
 * A deleted station leaves the printers that served it; one that served only it prints no tickets
 * any more, rather than every station's (which is what an empty list means).
 */
export async function forgetStation(db: Db, tenantId: number, stationId: number) {
  const remaining = sql`array_remove(${printers.stationIds}, ${stationId}::int)`;
  await db
    .update(printers)
    .set({
      stationIds: remaining,
      printsTickets: sql`${printers.printsTickets} and cardinality(${remaining}) > 0`,
    })
    .where(and(eq(printers.tenantId, tenantId), sql`${stationId}::int = any(${printers.stationIds})`));
}

export async function countOwnStations(db: Db, tenantId: number, stationIds: number[]) {
  if (stationIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stations)
    .where(and(eq(stations.tenantId, tenantId), inArray(stations.id, stationIds)));
  return row.n;
}

/**
 * Station (id and name) of each of the tenant's menu items that has one: the item's own, else its
 * category's.
 */
export async function stationsOfItems(db: Db, tenantId: number, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, { id: number; name: string }>();
  const rows = await db
    .select({ itemId: menuItems.id, stationId: stations.id, stationName: stations.name })
    .from(menuItems)
    .leftJoin(
      categories,
      and(eq(categories.tenantId, menuItems.tenantId), eq(categories.id, menuItems.categoryId)),
    )
    .innerJoin(
      stations,
      and(
        eq(stations.tenantId, menuItems.tenantId),
        eq(stations.id, sql`coalesce(${menuItems.stationId}, ${categories.stationId})`),
      ),
    )
    .where(and(eq(menuItems.tenantId, tenantId), inArray(menuItems.id, itemIds)));
  return new Map(rows.map((r) => [r.itemId, { id: r.stationId, name: r.stationName }]));
}

// ---------------------------------------------------------------- settings

export const DEFAULT_PRINTING_SETTINGS: TPrintingSettings = {
  autoPrintTickets: true,
  autoPrintReceipts: false,
  kickDrawerOnCash: true,
  jobMaxAgeMinutes: 30,
  codepage: 'auto',
};

export async function findSettings(db: Db, tenantId: number): Promise<TPrintingSettings> {
  const [row] = await db.select().from(printingSettings).where(eq(printingSettings.tenantId, tenantId));
  if (!row) return DEFAULT_PRINTING_SETTINGS;
  const { tenantId: _, ...settings } = row;
  return settings;
}

export async function saveSettings(db: Db, tenantId: number, settings: TPrintingSettings) {
  await db
    .insert(printingSettings)
    .values({ tenantId, ...settings })
    .onConflictDoUpdate({ target: printingSettings.tenantId, set: settings });
}

// ---------------------------------------------------------------- pairing and bridges

export async function insertPairingCode(
  db: Db,
  tenantId: number,
  codeHash: string,
  createdBy: number | null,
  validMinutes: number,
) {
  // Spent and expired codes of the store are of no further use.
  await db
    .delete(printPairingCodes)
    .where(
      and(
        eq(printPairingCodes.tenantId, tenantId),
        sql`(${printPairingCodes.usedAt} is not null or ${printPairingCodes.expiresAt} < now())`,
      ),
    );
  const [row] = await db
    .insert(printPairingCodes)
    .values({
      tenantId,
      codeHash,
      createdBy,
      expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
    })
    .returning({ expiresAt: printPairingCodes.expiresAt });
  return row.expiresAt;
}

/** Spends a pairing code once: its tenant, or null when it is wrong, used or expired. */
export async function consumePairingCode(db: Db, codeHash: string) {
  const rows = await db
    .update(printPairingCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(printPairingCodes.codeHash, codeHash),
        isNull(printPairingCodes.usedAt),
        gt(printPairingCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ tenantId: printPairingCodes.tenantId, createdBy: printPairingCodes.createdBy });
  // Codes are unique per store only: the same code held by two stores at once pairs neither.
  return rows.length === 1 ? rows[0] : null;
}

export async function insertBridge(
  db: Db,
  tenantId: number,
  values: { name: string; tokenHash: string; createdBy: number | null },
) {
  const [row] = await db
    .insert(printBridges)
    .values({ tenantId, ...values })
    .returning({ id: printBridges.id });
  return row.id;
}

export async function isBridgeActive(db: Db, tenantId: number, bridgeId: string) {
  const [row] = await db
    .select({ id: printBridges.id })
    .from(printBridges)
    .where(
      and(eq(printBridges.tenantId, tenantId), eq(printBridges.id, bridgeId), isNull(printBridges.revokedAt)),
    );
  return Boolean(row);
}

export async function findActiveBridgeByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: printBridges.id, tenantId: printBridges.tenantId, name: printBridges.name })
    .from(printBridges)
    .where(and(eq(printBridges.tokenHash, tokenHash), isNull(printBridges.revokedAt)));
  return row ?? null;
}

export async function touchBridge(db: Db, tenantId: number, bridgeId: string) {
  await db
    .update(printBridges)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(printBridges.tenantId, tenantId), eq(printBridges.id, bridgeId)));
}

export function listActiveBridges(db: Db, tenantId: number) {
  return db
    .select()
    .from(printBridges)
    .where(and(eq(printBridges.tenantId, tenantId), isNull(printBridges.revokedAt)))
    .orderBy(desc(printBridges.createdAt));
}

export async function revokeBridge(db: Db, tenantId: number, bridgeId: string) {
  const rows = await db
    .update(printBridges)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(printBridges.tenantId, tenantId), eq(printBridges.id, bridgeId), isNull(printBridges.revokedAt)),
    )
    .returning({ id: printBridges.id, name: printBridges.name });
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- jobs

/** What a bridge is handed of a job (TBridgeJob): the same columns wherever a job is read for it. */
const BRIDGE_JOB_COLUMNS = {
  id: printJobs.id,
  printerId: printJobs.printerId,
  kind: printJobs.kind,
  createdAt: printJobs.createdAt,
  document: printJobs.document,
};

export interface NewPrintJob {
  printerId: number;
  kind: TPrintJobKind;
  title: string;
  document: TPrintDocument;
  orderId?: number | null;
  invoiceId?: number | null;
}

export async function insertJobs(db: Db, tenantId: number, jobs: NewPrintJob[]) {
  if (jobs.length === 0) return [];
  return db
    .insert(printJobs)
    .values(jobs.map((job) => ({ ...job, tenantId })))
    .returning(BRIDGE_JOB_COLUMNS);
}

export function listJobs(db: Db, tenantId: number, limit: number) {
  return db
    .select({
      id: printJobs.id,
      printerId: printJobs.printerId,
      printerName: printers.name,
      kind: printJobs.kind,
      title: printJobs.title,
      state: printJobs.state,
      isReprint: printJobs.isReprint,
      error: printJobs.error,
      createdAt: printJobs.createdAt,
      doneAt: printJobs.doneAt,
    })
    .from(printJobs)
    .innerJoin(printers, and(eq(printers.tenantId, printJobs.tenantId), eq(printers.id, printJobs.printerId)))
    .where(eq(printJobs.tenantId, tenantId))
    .orderBy(desc(printJobs.id))
    .limit(limit);
}

/** A bridge that went quiet this long after claiming a job no longer holds it. */
const CLAIM_HOLD_SECONDS = 60;
/** A queued job no bridge has claimed after this long missed its broadcast: it is handed out again. */
const MISSED_SECONDS = 20;

/**
 * Said of a job a bridge claimed and never reported within the store's age limit: it may have
 * printed. Its bridge may still report it (from its journal); it is never handed out again.
 */
export const UNCONFIRMED = 'Not confirmed: the print bridge went away before saying whether it printed';

/**
 * Jobs left waiting longer than the store allows are not worth printing any more (a ticket an hour
 * late confuses the kitchen): a queued one fails as expired; a claimed one that never came back is
 * marked unconfirmed rather than printed again so late.
 */
export async function expireStaleJobs(db: Db, tenantId: number, maxAgeMinutes: number) {
  const old = sql`${printJobs.createdAt} < now() - make_interval(mins => ${maxAgeMinutes})`;
  await db
    .update(printJobs)
    .set({
      state: 'failed',
      error: sql`case when ${printJobs.state} = 'queued'
        then ${`Expired: waited more than ${maxAgeMinutes} min for a print bridge`} else ${UNCONFIRMED} end`,
      doneAt: sql`now()`,
    })
    .where(and(eq(printJobs.tenantId, tenantId), inArray(printJobs.state, ['queued', 'sent']), old));
}

/**
 * What a bridge is handed, oldest first: on arrival every queued job and the ones it held before;
 * on its regular check-in the queued jobs that missed their broadcast and the claimed ones whose
 * bridge went quiet (they come back as reprints).
 */
export function listWaitingJobs(db: Db, tenantId: number, bridgeId: string, arriving: boolean) {
  return db
    .select(BRIDGE_JOB_COLUMNS)
    .from(printJobs)
    .where(
      and(
        eq(printJobs.tenantId, tenantId),
        inArray(printJobs.state, ['queued', 'sent']),
        sql`((${printJobs.state} = 'queued' and (${arriving} or ${printJobs.createdAt} < now() - make_interval(secs => ${MISSED_SECONDS})))
          or (${printJobs.state} = 'sent' and ((${arriving} and ${printJobs.bridgeId} = ${bridgeId})
              or ${printJobs.sentAt} < now() - make_interval(secs => ${CLAIM_HOLD_SECONDS}))))`,
      ),
    )
    .orderBy(asc(printJobs.id))
    .limit(500);
}

/**
 * One bridge wins a queued job. A job claimed before (sent, its result never came back: the bridge
 * may have printed it and died) is given again, to the same bridge or after the hold, as a reprint.
 * A removed bridge wins nothing.
 */
export async function claimJob(db: Db, tenantId: number, jobId: number, bridgeId: string) {
  const [row] = await db
    .update(printJobs)
    .set({
      // SET reads the row as it was: a job already sent becomes a reprint.
      isReprint: sql`${printJobs.isReprint} or ${printJobs.state} = 'sent'`,
      state: 'sent',
      bridgeId,
      sentAt: sql`now()`,
    })
    .where(
      and(
        eq(printJobs.tenantId, tenantId),
        eq(printJobs.id, jobId),
        sql`(${printJobs.state} = 'queued' or (${printJobs.state} = 'sent' and (${printJobs.bridgeId} = ${bridgeId}
             or ${printJobs.sentAt} < now() - make_interval(secs => ${CLAIM_HOLD_SECONDS}))))`,
        sql`exists (select 1 from ${printBridges} where ${printBridges.id} = ${bridgeId}
                      and ${printBridges.tenantId} = ${tenantId} and ${printBridges.revokedAt} is null)`,
      ),
    )
    .returning({ isReprint: printJobs.isReprint });
  return row ?? null;
}

/**
 * The bridge's outcome for a job it holds (or held until it was marked unconfirmed: its journal
 * knows better); an acknowledged job never changes again.
 */
export async function finishJob(
  db: Db,
  tenantId: number,
  jobId: number,
  bridgeId: string,
  outcome: { status: 'printed' | 'failed'; error: string | null },
) {
  const rows = await db
    .update(printJobs)
    .set({ state: outcome.status, error: outcome.error, doneAt: sql`now()` })
    .where(
      and(
        eq(printJobs.tenantId, tenantId),
        eq(printJobs.id, jobId),
        eq(printJobs.bridgeId, bridgeId),
        sql`(${printJobs.state} = 'sent' or (${printJobs.state} = 'failed' and ${printJobs.error} = ${UNCONFIRMED}))`,
      ),
    )
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

export async function findJob(db: Db, tenantId: number, jobId: number) {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.tenantId, tenantId), eq(printJobs.id, jobId)));
  return row ?? null;
}

/**
 * A failed job printed again from Settings (the printer had run out of paper): a new job with the
 * same paper, marked as a reprint. A new id, so a bridge that noted the old one as printed prints it.
 */
export async function copyJobAsReprint(db: Db, tenantId: number, job: typeof printJobs.$inferSelect) {
  const [row] = await db
    .insert(printJobs)
    .values({
      tenantId,
      printerId: job.printerId,
      kind: job.kind,
      title: job.title,
      document: job.document,
      isReprint: true,
      orderId: job.orderId,
      invoiceId: job.invoiceId,
    })
    .returning(BRIDGE_JOB_COLUMNS);
  return row;
}

/** The order's held lines (a course not fired yet): no kitchen ticket prints them until it is. */
export async function listHeldLineIds(db: Db, tenantId: number, orderId: number) {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orderItems.orderId, orderId),
        isNotNull(orderItems.course),
        isNull(orderItems.firedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Order lines as a void or comp slip shows them (held lines left out: they never printed). */
export function findTicketLines(db: Db, tenantId: number, lineIds: number[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      itemId: orderItems.itemId,
      title: orderItems.itemTitle,
      variantTitle: orderItems.variantTitle,
      addons: orderItems.addons,
      notes: orderItems.notes,
      quantity: orderItems.quantity,
      reason: orderItems.adjustmentReason,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        inArray(orderItems.id, lineIds),
        // A held line never reached the kitchen's printers: its void needs no slip there.
        sql`(${orderItems.course} is null or ${orderItems.firedAt} is not null)`,
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** The payments of an invoice (or of the orders' bill), oldest first, for the receipt. */
export function listReceiptPayments(db: Db, tenantId: number, invoiceId: number) {
  return db
    .select({
      title: sql<string>`coalesce(${payments.paymentTypeTitle}, 'Payment')`,
      amount: payments.amount,
      tip: payments.tip,
      change: payments.change,
    })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.id));
}

/** The orders an invoice paid, for its receipt. */
export async function ordersOfInvoice(db: Db, tenantId: number, invoiceId: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.invoiceId, invoiceId)))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

/** Whether the store has a printer for each kind of paper: the screens offer only those reprints. */
export async function printerAbilities(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      tickets: sql<boolean>`coalesce(bool_or(${printers.printsTickets}), false)`,
      bills: sql<boolean>`coalesce(bool_or(${printers.printsBills}), false)`,
      receipts: sql<boolean>`coalesce(bool_or(${printers.printsReceipts}), false)`,
    })
    .from(printers)
    .where(eq(printers.tenantId, tenantId));
  return row ?? { tickets: false, bills: false, receipts: false };
}
