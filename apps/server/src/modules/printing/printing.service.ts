import { randomInt } from 'node:crypto';
import {
  PRINTING_MESSAGES,
  type TPairBridgeResponse,
  type TPairingCode,
  type TPaperWidth,
  type TPrintBridge,
  type TPrinter,
  type TPrinterInput,
  type TPrintingSettings,
  type TPrintJob,
} from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { recordAudit } from '../audit/audit-recorder';
import { findStoreSettings } from '../settings/settings.repository';
import { connectedBridgeIds, disconnectBridge, sendJobs, sendPrinters } from './print-bridge-gateway';
import { formatPrinterAddress, parsePrinterAddress } from './printer-address';
import * as repo from './printing.repository';

/** Unambiguous letters and digits (no 0/O, 1/I/L) for a code typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_VALID_MINUTES = 10;
const PAIRING_LIMIT = { perAddress: 10, windowMs: 15 * 60 * 1000 };

const toPrinter = (row: repo.PrinterRow): TPrinter => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  address: formatPrinterAddress(row.host, row.port),
  paperWidth: row.paperWidth as TPaperWidth,
  printsTickets: row.printsTickets,
  stationIds: row.stationIds,
  printsBills: row.printsBills,
  printsReceipts: row.printsReceipts,
  hasCashDrawer: row.hasCashDrawer,
  status: row.status,
  statusError: row.statusError,
  statusAt: row.statusAt?.toISOString() ?? null,
});

/** Settings → Printers: the store's printers, what prints by itself, its bridges and its job queue. */
export function createPrintingService(deps: Deps) {
  const { db } = deps;

  async function printerValues(tenantId: number, input: TPrinterInput): Promise<repo.PrinterValues> {
    const address = parsePrinterAddress(input.address);
    if (address === 'invalid') throw badRequest(PRINTING_MESSAGES.printerAddress);
    if (address === 'not-local') throw badRequest(PRINTING_MESSAGES.printerAddressNotLocal);
    const stationIds = [...new Set(input.stationIds)];
    if ((await repo.countOwnStations(db, tenantId, stationIds)) !== stationIds.length) {
      throw badRequest(PRINTING_MESSAGES.stationNotFound);
    }
    return {
      name: input.name,
      host: address.host,
      port: address.port,
      paperWidth: input.paperWidth,
      printsTickets: input.printsTickets,
      stationIds,
      printsBills: input.printsBills,
      printsReceipts: input.printsReceipts,
      hasCashDrawer: input.hasCashDrawer,
    };
  }

  return {
    async listPrinters(tenantId: number): Promise<TPrinter[]> {
      return (await repo.listPrinters(db, tenantId)).map(toPrinter);
    },

    async addPrinter(tenantId: number, input: TPrinterInput) {
      const id = await repo.insertPrinter(db, tenantId, await printerValues(tenantId, input));
      await sendPrinters(deps, tenantId);
      return { message: PRINTING_MESSAGES.printerSaved, id };
    },

    async updatePrinter(tenantId: number, printerId: number, input: TPrinterInput) {
      if (!(await repo.updatePrinter(db, tenantId, printerId, await printerValues(tenantId, input)))) {
        throw notFound(PRINTING_MESSAGES.printerNotFound);
      }
      await sendPrinters(deps, tenantId);
      return { message: PRINTING_MESSAGES.printerSaved };
    },

    async deletePrinter(tenantId: number, printerId: number) {
      if (!(await repo.deletePrinter(db, tenantId, printerId)))
        throw notFound(PRINTING_MESSAGES.printerNotFound);
      await sendPrinters(deps, tenantId);
      return { message: PRINTING_MESSAGES.printerDeleted };
    },

    getSettings: (tenantId: number) => repo.findSettings(db, tenantId),

    async saveSettings(tenantId: number, settings: TPrintingSettings) {
      await repo.saveSettings(db, tenantId, settings);
      // The code page travels with the printers.
      await sendPrinters(deps, tenantId);
      return { message: PRINTING_MESSAGES.settingsSaved };
    },

    /** A one-time code for `mise-print pair`, shown once; only its hash is kept. */
    async createPairingCode(actor: TenantAuth): Promise<TPairingCode> {
      const raw = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      const expiresAt = await repo.insertPairingCode(
        db,
        actor.tenantId,
        sha256(raw),
        actor.userId,
        CODE_VALID_MINUTES,
      );
      return { code: `${raw.slice(0, 4)}-${raw.slice(4)}`, expiresAt: expiresAt.toISOString() };
    },

    /** Trades a pairing code for the bridge's credential. Attempts are limited per address. */
    async pair(input: { code: string; name: string }, ip: string): Promise<TPairBridgeResponse> {
      const attempt = await deps.limiter.hit(
        `print-pair:${ip}`,
        PAIRING_LIMIT.perAddress,
        PAIRING_LIMIT.windowMs,
      );
      if (!attempt.allowed) throw tooManyRequests(PRINTING_MESSAGES.tooManyPairings);
      const token = randomToken();
      const paired = await db.transaction(async (tx) => {
        const code = await repo.consumePairingCode(tx, sha256(input.code));
        if (!code) return null;
        const bridgeId = await repo.insertBridge(tx, code.tenantId, {
          name: input.name,
          tokenHash: sha256(token),
          createdBy: code.createdBy,
        });
        return { bridgeId, tenantId: code.tenantId };
      });
      if (!paired) throw badRequest(PRINTING_MESSAGES.pairingCodeInvalid);
      const store = await findStoreSettings(db, paired.tenantId);
      return { bridgeId: paired.bridgeId, token, storeName: store?.storeName ?? '' };
    },

    async listBridges(tenantId: number): Promise<TPrintBridge[]> {
      const [rows, connected] = await Promise.all([
        repo.listActiveBridges(db, tenantId),
        connectedBridgeIds(deps, tenantId),
      ]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        isConnected: connected.has(row.id),
      }));
    },

    /** Its credential stops working at once and its live connection ends. */
    async revokeBridge(actor: TenantAuth, bridgeId: string) {
      const revoked = await db.transaction(async (tx) => {
        const row = await repo.revokeBridge(tx, actor.tenantId, bridgeId);
        if (row) await recordAudit(tx, actor, { action: 'print_bridge_removed', subject: row.name });
        return row;
      });
      if (!revoked) throw notFound(PRINTING_MESSAGES.bridgeNotFound);
      disconnectBridge(deps, bridgeId);
      return { message: PRINTING_MESSAGES.bridgeRevoked };
    },

    async listJobs(tenantId: number, limit: number): Promise<TPrintJob[]> {
      return (await repo.listJobs(db, tenantId, limit)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        doneAt: row.doneAt?.toISOString() ?? null,
      }));
    },

    /** A failed job printed again (the printer is back): a copy marked as a reprint. */
    async retryJob(tenantId: number, jobId: number) {
      const job = await repo.findJob(db, tenantId, jobId);
      if (!job) throw notFound(PRINTING_MESSAGES.jobNotFound);
      if (job.state !== 'failed') throw conflict(PRINTING_MESSAGES.jobNotFailed);
      sendJobs(deps, tenantId, [await repo.copyJobAsReprint(db, tenantId, job)]);
      return { message: PRINTING_MESSAGES.sentToPrinter };
    },
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
