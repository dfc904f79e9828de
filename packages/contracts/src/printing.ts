import { z } from 'zod';
import { id, requiredText } from './common';

/**
 * Printing to the restaurant's thermal printers (issue 19). The server never opens a printer
 * socket: it keeps printers and print jobs per store, and a print bridge paired to the store on its
 * LAN (`apps/print-bridge`) receives the jobs over Socket.IO, renders them as ESC/POS and sends them
 * to the printers. What a job prints travels as a printer-neutral document (`TPrintDocument`); the
 * bridge alone turns it into bytes for the printer's paper width and code page.
 */

export const PRINTING_MESSAGES = {
  printerName: 'Please enter the printer name!',
  printerAddress:
    'Please enter the printer address on your network (like 192.168.1.50 or 192.168.1.50:9100)!',
  printerAddressNotLocal:
    'The printer must be on your own network: a private address (10.x, 172.16–31.x, 192.168.x) or this computer!',
  paperWidth: 'Please choose the paper width (80 or 57 mm)!',
  printerNotFound: 'Printer not found!',
  printerSaved: 'Printer saved!',
  printerDeleted: 'Printer deleted!',
  jobNotFound: 'Print job not found!',
  stationNotFound: 'Station not found!',
  jobNotFailed: 'Only a failed job can be printed again!',
  invoiceNotFound: 'Invoice not found!',
  tooManyPairings: 'Too many pairing attempts, please try again later!',
  pairingCodeInvalid: 'This pairing code is wrong, used or expired: create a new one in Settings → Printers!',
  bridgeName: 'Please enter a name for this print bridge!',
  bridgeNotFound: 'Print bridge not found!',
  bridgeRevoked: 'Print bridge removed!',
  settingsSaved: 'Printing settings saved!',
  jobAge: 'Please enter how old a waiting job may be, in minutes (1 to 1440)!',
  codepage: 'Please choose a code page from the list!',
  noPrinter: 'No printer prints this: add one in Settings → Printers!',
  sentToPrinter: 'Sent to the printer!',
} as const;

/** Code pages a store can pick for accented text; `auto` lets the bridge choose per character. */
export const PRINTER_CODEPAGES = [
  'auto',
  'cp437',
  'cp850',
  'cp858',
  'cp860',
  'cp863',
  'cp865',
  'cp1252',
  'cp866',
  'cp852',
  'cp1253',
  'cp1257',
  'iso88597',
] as const;
export type TPrinterCodepage = (typeof PRINTER_CODEPAGES)[number];

export const PAPER_WIDTHS = [80, 57] as const;
export type TPaperWidth = (typeof PAPER_WIDTHS)[number];

// ——— The document a job prints ———

export type TPrintAlign = 'left' | 'center' | 'right';

/** One block of a printed document, top to bottom. */
export type TPrintBlock =
  /** A paragraph; long text wraps at the paper's width. `large` is double width and height. */
  | { type: 'text'; text: string; align?: TPrintAlign; bold?: boolean; size?: 'normal' | 'large' }
  /** A label on the left and a value flush right on the same line (an item and its amount). */
  | { type: 'row'; left: string; right: string; bold?: boolean }
  /** A full-width line. */
  | { type: 'rule' }
  /** A QR code of `value`, centred. */
  | { type: 'qr'; value: string }
  /**
   * A picture (the store logo): `width` × `height` pixels as base64 RGBA, width a multiple of 8,
   * already scaled by the server to fit the narrowest paper.
   */
  | { type: 'image'; width: number; height: number; rgba: string }
  /** Blank lines. */
  | { type: 'feed'; lines: number };

export interface TPrintDocument {
  blocks: TPrintBlock[];
  /** Cut the paper at the end (false for a drawer kick alone). */
  cut: boolean;
  /** Pulse the cash drawer wired to this printer. */
  openDrawer: boolean;
}

export const PRINT_JOB_KINDS = ['ticket', 'void', 'bill', 'receipt', 'drawer'] as const;
export type TPrintJobKind = (typeof PRINT_JOB_KINDS)[number];

export const PRINT_JOB_STATES = ['queued', 'sent', 'printed', 'failed'] as const;
export type TPrintJobState = (typeof PRINT_JOB_STATES)[number];

// ——— The bridge's connection: Socket.IO namespace /print-bridge, `auth: { token }` ———

export const PRINT_BRIDGE_NAMESPACE = '/print-bridge';

/** A printer as the bridge needs it. */
export interface TBridgePrinter {
  id: number;
  name: string;
  host: string;
  port: number;
  paperWidth: TPaperWidth;
  codepage: TPrinterCodepage;
}

/** A job delivered to the bridge. */
export interface TBridgeJob {
  id: number;
  printerId: number;
  kind: TPrintJobKind;
  createdAt: string;
  document: TPrintDocument;
}

/** What the server answers a claim: print it (marked as a reprint when it was delivered before). */
export type TJobClaim = { print: true; isReprint: boolean } | { print: false };

export interface TPrinterState {
  printerId: number;
  online: boolean;
  error?: string | null;
}

export interface PrintBridgeServerEvents {
  /** The store's printers, on connection and whenever they change. */
  printers: (printers: TBridgePrinter[]) => void;
  /** A job to print: the bridge claims it first (`job_claim`), then prints, then reports. */
  job: (job: TBridgeJob) => void;
}

export interface PrintBridgeClientEvents {
  /**
   * Claims a job before printing it. Only one bridge of a store wins a queued job; a job delivered
   * again (the bridge went away between printing and reporting) is answered with `isReprint`.
   */
  job_claim: (payload: { jobId: number }, answer: (claim: TJobClaim) => void) => void;
  /** The outcome, after the bytes reached the printer (or could not). */
  job_result: (
    payload: { jobId: number; status: 'printed' | 'failed'; error?: string | null },
    answer: (ok: boolean) => void,
  ) => void;
  /** Each printer's state, after every job and every half minute. */
  printer_status: (states: TPrinterState[]) => void;
}

// ——— Pairing (public: the bridge has no session) ———

/** POST /print-bridge/pair: trades a one-time code from Settings → Printers for a device credential. */
export const PairBridgeBody = z.object({
  code: z
    .string({ error: PRINTING_MESSAGES.pairingCodeInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}-?[A-Z0-9]{4}$/, PRINTING_MESSAGES.pairingCodeInvalid)
    .transform((v) => v.replace('-', '')),
  name: requiredText(PRINTING_MESSAGES.bridgeName, 80),
});
export type TPairBridgeBody = z.input<typeof PairBridgeBody>;
export interface TPairBridgeResponse {
  bridgeId: string;
  token: string;
  storeName: string;
}

// ——— Settings → Printers ———

const printerAddress = z
  .string({ error: PRINTING_MESSAGES.printerAddress })
  .trim()
  .min(1, PRINTING_MESSAGES.printerAddress)
  .max(120, PRINTING_MESSAGES.printerAddress);

/** POST /printing/printers, PUT /printing/printers/{id}. */
export const PrinterBody = z.object({
  name: requiredText(PRINTING_MESSAGES.printerName, 80),
  /** host or host:port; the port defaults to 9100 (raw printing). */
  address: printerAddress,
  paperWidth: z.union([z.literal(80), z.literal(57)], { error: PRINTING_MESSAGES.paperWidth }),
  printsTickets: z.boolean().default(false),
  /** Stations whose tickets it prints; empty means every station (and lines of none). */
  stationIds: z.array(id()).max(50).default([]),
  printsBills: z.boolean().default(false),
  printsReceipts: z.boolean().default(false),
  /** A cash drawer is wired to it: kicked when cash is taken. */
  hasCashDrawer: z.boolean().default(false),
});
export type TPrinterBody = z.input<typeof PrinterBody>;
export type TPrinterInput = z.infer<typeof PrinterBody>;

export interface TPrinter {
  id: number;
  name: string;
  host: string;
  port: number;
  /** host:port as typed back into the form. */
  address: string;
  paperWidth: TPaperWidth;
  printsTickets: boolean;
  stationIds: number[];
  printsBills: boolean;
  printsReceipts: boolean;
  hasCashDrawer: boolean;
  /** As the bridge last reported it; unknown before any report. */
  status: 'unknown' | 'online' | 'offline';
  statusError: string | null;
  statusAt: string | null;
}

/** GET/PUT /printing/settings: what prints by itself, and for how long a waiting job stays worth printing. */
export const PrintingSettingsBody = z.object({
  autoPrintTickets: z.boolean(),
  autoPrintReceipts: z.boolean(),
  kickDrawerOnCash: z.boolean(),
  jobMaxAgeMinutes: z
    .number({ error: PRINTING_MESSAGES.jobAge })
    .int(PRINTING_MESSAGES.jobAge)
    .min(1, PRINTING_MESSAGES.jobAge)
    .max(1440, PRINTING_MESSAGES.jobAge),
  codepage: z.enum(PRINTER_CODEPAGES, { error: PRINTING_MESSAGES.codepage }),
});
export type TPrintingSettings = z.infer<typeof PrintingSettingsBody>;

export interface TPairingCode {
  code: string;
  expiresAt: string;
}

export interface TPrintBridge {
  id: string;
  name: string;
  createdAt: string;
  lastSeenAt: string | null;
  isConnected: boolean;
}

export interface TPrintJob {
  id: number;
  printerId: number;
  printerName: string;
  kind: TPrintJobKind;
  title: string;
  state: TPrintJobState;
  isReprint: boolean;
  error: string | null;
  createdAt: string;
  doneAt: string | null;
}

export const PrintJobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Which printed papers the store's printers offer (the reprint buttons show only these). */
export interface TPrinterAbilities {
  tickets: boolean;
  bills: boolean;
  receipts: boolean;
}

/** POST /printing/orders/{id}/tickets, /printing/bills and /printing/invoices/{id}/receipt: how many jobs went out. */
export interface TPrintSent {
  message: string;
  jobs: number;
}
