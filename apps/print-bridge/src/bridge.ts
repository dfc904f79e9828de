import {
  PRINT_BRIDGE_NAMESPACE,
  type PrintBridgeClientEvents,
  type PrintBridgeServerEvents,
  type TBridgeJob,
  type TBridgePrinter,
  type TJobClaim,
  type TPrinterState,
} from '@mise/contracts/printing';
import { io, type Socket } from 'socket.io-client';
import { openJournal } from './journal';
import { probePrinter, sendToPrinter } from './printer-connection';
import { renderDocument } from './render';
import { createSerialQueues } from './serial-queues';
import { serverUrls } from './server-url';

/**
 * The bridge's life: connect to the store's /print-bridge namespace, keep its printer list, and
 * for each job: journal check → claim → render → send → journal → report. The journal sits between
 * "the printer has it" and "the server knows", so a crash there costs a repeated report, never a
 * second ticket the kitchen would cook twice.
 */

export interface BridgeHooks {
  /**
   * Test seam: runs after the printer took a job's bytes, before the journal write. A hook that
   * throws, or that stops the bridge, abandons the job right there, as a crash would.
   */
  afterPrint?(jobId: number): void | Promise<void>;
  /** Test seam: as `afterPrint`, after the journal write and before the server is told. */
  afterJournal?(jobId: number): void | Promise<void>;
}

export interface BridgeOptions {
  /** The Mise server, e.g. https://pos.example.com. */
  server: string;
  /** The credential `mise-print pair` obtained. */
  token: string;
  /** Where printed job ids are kept (JSON lines). */
  journalPath: string;
  /** One line per job and state change; console.log when left out. */
  log?: (line: string) => void;
  /** How often every printer is probed (default 30 s). */
  probeIntervalMs?: number;
  hooks?: BridgeHooks;
}

/** Why the bridge ended: stopped by its owner, or turned away because the store removed it. */
export type BridgeEnd = 'stopped' | 'unauthorized';

export interface Bridge {
  /** Lets a job being printed finish (a few seconds at most), then disconnects. */
  stop(): Promise<void>;
  /** Resolves on the first connection; rejects if the bridge ends before it (e.g. `unauthorized`). */
  connected: Promise<void>;
  /** Resolves when the bridge has ended, with the reason. */
  closed: Promise<BridgeEnd>;
}

export const REMOVED_MESSAGE = 'This bridge was removed from the store: pair it again';

type BridgeSocket = Socket<PrintBridgeServerEvents, PrintBridgeClientEvents>;
type JobResult = Parameters<PrintBridgeClientEvents['job_result']>[0];
interface Flight {
  done: Promise<void>;
  inHook: boolean;
}

const DEFAULT_PROBE_INTERVAL_MS = 30_000;
const ACK_TIMEOUT_MS = 10_000;
const STOP_DRAIN_MS = 10_000;
const MAX_RETRY_DELAY_MS = 30_000;

export function startBridge(options: BridgeOptions): Bridge {
  const log = options.log ?? ((line: string) => console.log(line));
  const hooks = options.hooks ?? {};
  const journal = openJournal(options.journalPath);
  const urls = serverUrls(options.server);
  const socket: BridgeSocket = io(`${urls.origin}${PRINT_BRIDGE_NAMESPACE}`, {
    path: urls.socketPath,
    auth: { token: options.token },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });

  let printers = new Map<number, TBridgePrinter>();
  const states = new Map<number, TPrinterState>();
  const queues = createSerialQueues<number>();
  /** Jobs waiting or printing here: a copy delivered again meanwhile (after a reconnect) is ignored. */
  const pendingJobIds = new Set<number>();
  const inFlight = new Set<Flight>();
  /** Results the server has not acknowledged yet: told again on the next connection. */
  const unreported = new Map<number, JobResult>();
  let isStopping = false;
  let hasConnected = false;
  let lastConnectError = '';
  let retryDelayMs = 1_000;
  let retryTimer: NodeJS.Timeout | undefined;

  let resolveConnected!: () => void;
  let rejectConnected!: (error: Error) => void;
  const connected = new Promise<void>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });
  // A caller that only awaits `closed` must not see an unhandled rejection.
  connected.catch(() => undefined);
  let resolveClosed!: (end: BridgeEnd) => void;
  const closed = new Promise<BridgeEnd>((resolve) => {
    resolveClosed = resolve;
  });

  function end(reason: BridgeEnd) {
    isStopping = true;
    clearInterval(probeTimer);
    clearTimeout(retryTimer);
    socket.disconnect();
    if (!hasConnected) rejectConnected(new Error(reason === 'unauthorized' ? REMOVED_MESSAGE : 'Stopped'));
    resolveClosed(reason);
  }

  /** Connection attempts socket.io leaves to us: refused by the server's middleware, or kicked out. */
  function retryLater() {
    if (isStopping || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!isStopping) socket.connect();
    }, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS);
  }

  socket.on('connect', () => {
    hasConnected = true;
    lastConnectError = '';
    retryDelayMs = 1_000;
    log(`Connected to ${urls.origin}`);
    resolveConnected();
    for (const result of unreported.values()) void report(result);
  });

  socket.on('disconnect', (reason) => {
    if (isStopping) return;
    log(`Disconnected from the server (${reason}): reconnecting`);
    // The server closed us on purpose (e.g. the bridge was removed): socket.io will not retry by
    // itself; the next attempt learns why.
    if (reason === 'io server disconnect') retryLater();
  });

  socket.on('connect_error', (error) => {
    if (isStopping) return;
    if (error.message === 'unauthorized') {
      log(REMOVED_MESSAGE);
      end('unauthorized');
      return;
    }
    if (error.message !== lastConnectError) {
      lastConnectError = error.message;
      log(`Cannot connect to ${urls.origin} (${error.message}): retrying`);
    }
    // Transport failures are retried by socket.io with its backoff; a refusal by the server is not.
    if (!socket.active) retryLater();
  });

  socket.on('printers', (list) => {
    if (!Array.isArray(list)) return;
    const next = new Map(list.map((printer) => [printer.id, printer]));
    for (const [id, printer] of printers) {
      const moved = next.get(id);
      if (!moved || moved.host !== printer.host || moved.port !== printer.port) states.delete(id);
    }
    printers = next;
    const names = list.map((p) => `${p.name} (${p.host}:${p.port}, ${p.paperWidth} mm)`);
    log(`Printers: ${names.join(', ') || 'none'}`);
    probeSoon();
  });

  socket.on('job', (job) => {
    if (isStopping || !isJob(job) || pendingJobIds.has(job.id)) return;
    pendingJobIds.add(job.id);
    queues
      .add(job.printerId, () => runJob(job))
      .catch((error) => log(`Job ${job.id} interrupted: ${messageOf(error)}`))
      .finally(() => pendingJobIds.delete(job.id));
  });

  function runJob(job: TBridgeJob): Promise<void> {
    // Jobs still waiting when the bridge stops are left to the server, which hands them out again.
    if (isStopping) return Promise.resolve();
    const flight: Flight = { done: Promise.resolve(), inHook: false };
    flight.done = printJob(job, flight).finally(() => inFlight.delete(flight));
    inFlight.add(flight);
    return flight.done;
  }

  async function printJob(job: TBridgeJob, flight: Flight) {
    const label = `Job ${job.id} (${job.kind})`;
    if (journal.has(job.id)) {
      log(`${label} was printed before: reporting it again, not printing`);
      await report({ jobId: job.id, status: 'printed' });
      return;
    }
    if (!socket.connected) return;

    let claim: TJobClaim;
    try {
      claim = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('job_claim', { jobId: job.id });
    } catch {
      log(`${label}: no answer to the claim, it will come again`);
      return;
    }
    if (!claim.print) {
      log(`${label} is taken by another bridge`);
      return;
    }

    const printer = printers.get(job.printerId);
    if (!printer) {
      await failJob(label, job.id, `This bridge does not know printer ${job.printerId}`);
      return;
    }
    try {
      const bytes = renderDocument(job.document, printer, { isReprint: claim.isReprint });
      await sendToPrinter(printer, bytes);
    } catch (error) {
      setState(printer, false, messageOf(error));
      await failJob(label, job.id, messageOf(error));
      probeSoon();
      return;
    }
    setState(printer, true, null);

    await runHook(flight, hooks.afterPrint, job.id);
    try {
      await journal.add(job.id);
    } catch (error) {
      // The report below still stops a reprint; only a crash before it would not.
      log(`${label}: could not write the journal (${messageOf(error)})`);
    }
    await runHook(flight, hooks.afterJournal, job.id);

    log(`${label} printed on ${printer.name}${claim.isReprint ? ' (reprint)' : ''}`);
    await report({ jobId: job.id, status: 'printed' });
    probeSoon();
  }

  async function failJob(label: string, jobId: number, error: string) {
    log(`${label} failed: ${error}`);
    await report({ jobId, status: 'failed', error });
  }

  async function runHook(flight: Flight, hook: BridgeHooks['afterPrint'], jobId: number) {
    if (!hook) return;
    flight.inHook = true;
    try {
      await hook(jobId);
    } finally {
      flight.inHook = false;
    }
    if (isStopping) throw new Error('the bridge stopped');
  }

  async function report(result: JobResult) {
    // A lost result leaves the job "sent" on the server, which hands it out again as a reprint:
    // keep it until the server has acknowledged it.
    unreported.set(result.jobId, result);
    if (!socket.connected) return;
    try {
      await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('job_result', result);
      unreported.delete(result.jobId);
    } catch {
      // Kept in `unreported`: sent again on the next connection.
    }
  }

  // ——— Printer states ———

  function setState(printer: TBridgePrinter, online: boolean, error: string | null) {
    const previous = states.get(printer.id);
    states.set(printer.id, { printerId: printer.id, online, error: online ? null : error });
    if (previous?.online === online) return;
    const where = `Printer ${printer.name} (${printer.host}:${printer.port})`;
    log(online ? `${where} is online` : `${where} is offline: ${error}`);
  }

  let probing: Promise<void> | null = null;
  let isProbeWanted = false;
  /** Probes now, or right after the round in progress; rounds never overlap. */
  function probeSoon() {
    if (isStopping) return;
    if (probing) {
      isProbeWanted = true;
      return;
    }
    probing = probeAll().finally(() => {
      probing = null;
      if (isProbeWanted) {
        isProbeWanted = false;
        probeSoon();
      }
    });
  }

  async function probeAll() {
    const list = [...printers.values()];
    await Promise.all(
      list.map(async (printer) => {
        // A printer busy with a job may refuse a second connection; its last job told its state.
        if (queues.isBusy(printer.id)) return;
        const { online, error } = await probePrinter(printer);
        if (printers.get(printer.id) === printer) setState(printer, online, error);
      }),
    );
    if (isStopping || !socket.connected) return;
    const known = list.flatMap((printer) => states.get(printer.id) ?? []);
    if (known.length > 0) socket.emit('printer_status', known);
  }

  const probeTimer = setInterval(probeSoon, options.probeIntervalMs ?? DEFAULT_PROBE_INTERVAL_MS);

  let stopping: Promise<void> | null = null;
  return {
    connected,
    closed,
    stop() {
      stopping ??= (async () => {
        if (!isStopping) {
          isStopping = true;
          // A job paused in a test hook is the one calling stop(): waiting for it would never end.
          const printing = [...inFlight].filter((flight) => !flight.inHook).map((flight) => flight.done);
          await withTimeout(Promise.allSettled(printing), STOP_DRAIN_MS);
          end('stopped');
        }
        await closed;
      })();
      return stopping;
    },
  };
}

function isJob(value: unknown): value is TBridgeJob {
  const job = value as TBridgeJob | null;
  return (
    typeof job?.id === 'number' && typeof job.printerId === 'number' && Array.isArray(job.document?.blocks)
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function withTimeout(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
