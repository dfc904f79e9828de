import { PRINTING_MESSAGES } from '@mise/contracts';
import type { Language } from '@mise/domain';
import type { Deps } from '../../deps';
import { firstLanguage, t } from '../../i18n/i18n';
import { badRequest, notFound } from '../../lib/errors';
import { receiptOf } from '../invoices/invoices.service';
import { findStoreLanguage } from '../languages/languages.repository';
import { findStoreSettings } from '../settings/settings.repository';
import { qrMenuUrl } from '../settings/settings.service';
import { sendJobs } from './print-bridge-gateway';
import {
  adjustmentTicket,
  billOrReceipt,
  drawerKick,
  kitchenTicket,
  linesForPrinter,
  type ReceiptPayment,
} from './print-documents';
import * as repo from './printing.repository';
import { storeLogo } from './store-logo';

type QueueDeps = Pick<Deps, 'db' | 'realtime' | 'log' | 'uploadsDir' | 'config'>;

/**
 * Turns what happens at the till into print jobs: kitchen tickets when an order is sent, void and
 * comp slips, receipts and drawer kicks when money is taken, and the reprints staff ask for. The
 * automatic ones run after the order's own transaction and never fail it: a printer problem must
 * not stop a sale (the kitchen display has the order either way); they are logged instead.
 */
export function createPrintQueue(deps: QueueDeps) {
  const { db, log } = deps;

  /** What prints in which language: receipts in the receipt language, tickets in the store's. */
  async function languagesOf(tenantId: number): Promise<{ store: Language; receipt: Language }> {
    const row = await findStoreLanguage(db, tenantId);
    const store = firstLanguage(row?.language);
    return { store, receipt: firstLanguage(row?.receiptLanguage, store) };
  }

  async function enqueue(tenantId: number, jobs: repo.NewPrintJob[]) {
    const inserted = await repo.insertJobs(db, tenantId, jobs);
    sendJobs(deps, tenantId, inserted);
    return inserted.length;
  }

  /**
   * Kitchen tickets of an order, one per ticket printer that takes any of its lines. Held lines (a
   * course not fired yet) are left out; `fired` limits the tickets to the lines of a course just
   * fired, with what was fired in the heading.
   */
  async function ticketsFor(
    tenantId: number,
    orderId: number,
    all: repo.PrinterRow[],
    fired?: { lineIds: number[]; label: string },
  ) {
    const printers = all.filter((p) => p.printsTickets);
    if (printers.length === 0) return [];
    const [receipt, held, languages] = await Promise.all([
      receiptOf(db, tenantId, [orderId]),
      repo.listHeldLineIds(db, tenantId, orderId),
      languagesOf(tenantId),
    ]);
    const language = languages.store;
    const only = fired ? new Set(fired.lineIds) : null;
    const lines = (receipt.orders[0]?.items ?? []).filter(
      (line) => !held.has(line.id) && (only === null || only.has(line.id)),
    );
    const itemIds = lines.map((l) => l.item_id).filter((id): id is number => id !== null);
    const stationOf = await repo.stationsOfItems(db, tenantId, itemIds);
    const names = new Map([...stationOf.values()].map((s) => [s.id, s.name]));
    return printers.flatMap((printer) => {
      const own = linesForPrinter(lines, printer.stationIds, stationOf);
      if (own.length === 0) return [];
      const kitchen = t(language, 'KITCHEN', undefined, 'receipts');
      const station =
        printer.stationIds.length === 0
          ? kitchen
          : printer.stationIds
              .map((id) => names.get(id))
              .filter(Boolean)
              .join(' / ')
              .toUpperCase() || kitchen;
      const heading = fired
        ? `${station} · ${t(language, 'FIRE {course}', { course: t(language, fired.label, undefined, 'receipts').toUpperCase() }, 'receipts')}`
        : station;
      return [
        {
          printerId: printer.id,
          kind: 'ticket' as const,
          orderId,
          ...kitchenTicket(receipt, own, heading, language),
        },
      ];
    });
  }

  /** The bill or receipt of orders on every printer that prints that kind; the drawer opens on one. */
  async function receiptsFor(
    all: repo.PrinterRow[],
    tenantId: number,
    orderIds: number[],
    kind: 'bill' | 'receipt',
    invoiceId: number | null,
    openDrawer: boolean,
  ) {
    const printers = all.filter((p) => (kind === 'bill' ? p.printsBills : p.printsReceipts));
    if (printers.length === 0) return [];
    const receipt = await receiptOf(db, tenantId, orderIds);
    const [payments, logo, store, languages] = await Promise.all([
      invoiceId === null
        ? Promise.resolve([] as ReceiptPayment[])
        : repo.listReceiptPayments(db, tenantId, invoiceId),
      storeLogo(deps.uploadsDir, tenantId, receipt.storeSettings.image),
      findStoreSettings(db, tenantId),
      languagesOf(tenantId),
    ]);
    const menuUrl = store?.isQrMenuEnabled ? qrMenuUrl(deps.config.publicUrl, store.uniqueQrCode) : null;
    // One drawer opens: the first receipt printer it is wired to.
    const drawerAt = openDrawer ? printers.find((p) => p.hasCashDrawer)?.id : undefined;
    return printers.map((printer) => ({
      printerId: printer.id,
      kind,
      orderId: orderIds[0],
      invoiceId,
      ...billOrReceipt(receipt, {
        kind,
        payments,
        logo,
        openDrawer: printer.id === drawerAt,
        menuUrl,
        language: languages.receipt,
      }),
    }));
  }

  /** No job came out: the orders are another store's (404), or no printer prints this (400). */
  async function refuseNothingToPrint(tenantId: number, orderIds: number[]): Promise<never> {
    await receiptOf(db, tenantId, orderIds);
    throw badRequest(PRINTING_MESSAGES.noPrinter);
  }

  /** Runs an automatic print after the action committed; its failure is logged, never thrown. */
  function inBackground(
    what: string,
    tenantId: number,
    work: (printers: repo.PrinterRow[]) => Promise<unknown>,
  ) {
    // A store without printers (most of them) costs one indexed query, after the response.
    repo
      .listPrinters(db, tenantId)
      .then((printers) => (printers.length === 0 ? undefined : work(printers)))
      .catch((error) => log.error({ err: error, tenantId }, `automatic printing failed: ${what}`));
  }

  return {
    /** An order went to the kitchen: each station's printer gets its lines. */
    orderSent(tenantId: number, orderId: number) {
      inBackground('kitchen tickets', tenantId, async (printers) => {
        if (!(await repo.findSettings(db, tenantId)).autoPrintTickets) return;
        await enqueue(tenantId, await ticketsFor(tenantId, orderId, printers));
      });
    },

    /** A course was fired: each station's printer gets the fired lines it makes. */
    courseFired(tenantId: number, orderId: number, lineIds: number[], label: string) {
      if (lineIds.length === 0) return;
      inBackground('fired course tickets', tenantId, async (printers) => {
        if (!(await repo.findSettings(db, tenantId)).autoPrintTickets) return;
        await enqueue(tenantId, await ticketsFor(tenantId, orderId, printers, { lineIds, label }));
      });
    },

    /**
     * Lines were voided (one, or all of a cancelled order's) or comped: each station's printers
     * print one slip per order with their lines, so the kitchen stops making them or makes them free.
     */
    linesAdjusted(tenantId: number, lineIds: number[], kind: 'void' | 'comp') {
      if (lineIds.length === 0) return;
      inBackground('void/comp slip', tenantId, async (all) => {
        const printers = all.filter((p) => p.printsTickets);
        if (printers.length === 0) return;
        if (!(await repo.findSettings(db, tenantId)).autoPrintTickets) return;
        const lines = (await repo.findTicketLines(db, tenantId, lineIds)).map((line) => ({
          ...line,
          item_id: line.itemId,
          addons: line.addons.map((a) => a.title),
        }));
        const itemIds = lines.map((l) => l.itemId).filter((id): id is number => id !== null);
        const stationOf = await repo.stationsOfItems(db, tenantId, itemIds);
        const jobs: repo.NewPrintJob[] = [];
        const { store: language } = await languagesOf(tenantId);
        for (const orderId of new Set(lines.map((l) => l.orderId))) {
          const receipt = await receiptOf(db, tenantId, [orderId]);
          const ofOrder = lines.filter((l) => l.orderId === orderId);
          for (const printer of printers) {
            const own = linesForPrinter(ofOrder, printer.stationIds, stationOf);
            if (own.length > 0)
              jobs.push({
                printerId: printer.id,
                kind: 'void',
                orderId,
                ...adjustmentTicket(receipt, own, kind, language),
              });
          }
        }
        await enqueue(tenantId, jobs);
      });
    },

    /**
     * Money was taken. When it settled the orders (an invoice), receipt printers print the receipt
     * if the store wants it; cash opens the drawer (with the receipt, or on its own).
     */
    paymentTaken(
      tenantId: number,
      payment: { orderIds: number[]; invoiceId: number | null; isCash: boolean },
    ) {
      inBackground('receipt and drawer', tenantId, async (printers) => {
        const settings = await repo.findSettings(db, tenantId);
        const kick = payment.isCash && settings.kickDrawerOnCash;
        const receipts =
          payment.invoiceId !== null && settings.autoPrintReceipts
            ? await receiptsFor(printers, tenantId, payment.orderIds, 'receipt', payment.invoiceId, kick)
            : [];
        const jobs: repo.NewPrintJob[] = [...receipts];
        if (kick && !receipts.some((r) => r.document.openDrawer)) {
          const drawer = printers.find((p) => p.hasCashDrawer);
          if (drawer)
            jobs.push({
              printerId: drawer.id,
              kind: 'drawer',
              invoiceId: payment.invoiceId,
              ...drawerKick(),
            });
        }
        await enqueue(tenantId, jobs);
      });
    },

    /** Kitchen tickets again, asked for from the Orders screen: printed whatever the settings say. */
    async reprintTickets(tenantId: number, orderId: number) {
      const jobs = await ticketsFor(tenantId, orderId, await repo.listPrinters(db, tenantId));
      if (jobs.length === 0) await refuseNothingToPrint(tenantId, [orderId]);
      return enqueue(tenantId, jobs);
    },

    /** The bill of open orders, for the guest to check before paying. */
    async printBill(tenantId: number, orderIds: number[]) {
      const jobs = await receiptsFor(
        await repo.listPrinters(db, tenantId),
        tenantId,
        orderIds,
        'bill',
        null,
        false,
      );
      if (jobs.length === 0) await refuseNothingToPrint(tenantId, orderIds);
      return enqueue(tenantId, jobs);
    },

    /** An invoice's receipt again, from Invoices (no drawer: no money moves). */
    async reprintReceipt(tenantId: number, invoiceId: number) {
      const orderIds = await repo.ordersOfInvoice(db, tenantId, invoiceId);
      if (orderIds.length === 0) throw notFound(PRINTING_MESSAGES.invoiceNotFound);
      const jobs = await receiptsFor(
        await repo.listPrinters(db, tenantId),
        tenantId,
        orderIds,
        'receipt',
        invoiceId,
        false,
      );
      if (jobs.length === 0) throw badRequest(PRINTING_MESSAGES.noPrinter);
      return enqueue(tenantId, jobs);
    },
  };
}

export type PrintQueue = ReturnType<typeof createPrintQueue>;
