import { createServer } from 'node:http';
import {
  PRINT_BRIDGE_NAMESPACE,
  type PrintBridgeClientEvents,
  type PrintBridgeServerEvents,
  type TBridgeJob,
  type TBridgePrinter,
  type TJobClaim,
  type TPrinterState,
} from '@mise/contracts/printing';
import { Server } from 'socket.io';

/**
 * The server's side of the /print-bridge namespace, reduced to what a bridge sees, on 127.0.0.1:
 * it checks the token, sends the printers and every job not yet printed on each connection (as the
 * real server does after a reconnect), answers claims (a job claimed before comes back as a
 * reprint) and records results and printer states. For the bridge's own tests; the real server's
 * gateway is tested against the real bridge in the server's suite.
 */

export interface FakeStore {
  url: string;
  /** Tokens the namespace accepts. */
  tokens: Set<string>;
  printers: TBridgePrinter[];
  /** Job ids in the order claims arrived. */
  claims: number[];
  results: Array<{ jobId: number; status: 'printed' | 'failed'; error?: string | null }>;
  statuses: TPrinterState[][];
  /** Records results without acknowledging them (as if the answer was lost). */
  isDroppingResults: boolean;
  /** How claims are answered; by default the first claim prints, later ones print as reprints. */
  answerClaim: (jobId: number, claimsBefore: number) => TJobClaim;
  /** Queues a job and hands it to the connected bridges. */
  sendJob(job: TBridgeJob): void;
  /** Replaces the printer list and tells the connected bridges. */
  setPrinters(printers: TBridgePrinter[]): void;
  /** Closes every bridge's connection from the server's side, as removing a bridge does. */
  kick(): void;
  /** Bridges connected right now. */
  connectedCount(): number;
  /** Polls `check` until it returns true; rejects after `timeoutMs`. */
  waitFor(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeStore(options: { printers?: TBridgePrinter[]; token?: string } = {}) {
  const http = createServer();
  const io = new Server<PrintBridgeClientEvents, PrintBridgeServerEvents>(http, {
    transports: ['websocket', 'polling'],
  });
  const namespace = io.of(PRINT_BRIDGE_NAMESPACE);
  /** Jobs not reported printed: sent again to every bridge that connects. */
  const waiting = new Map<number, TBridgeJob>();

  const store: FakeStore = {
    url: '',
    tokens: new Set([options.token ?? 'good-token']),
    printers: options.printers ?? [],
    claims: [],
    results: [],
    statuses: [],
    isDroppingResults: false,
    answerClaim: (_jobId, claimsBefore) => ({ print: true, isReprint: claimsBefore > 0 }),
    sendJob(job) {
      waiting.set(job.id, job);
      namespace.emit('job', job);
    },
    setPrinters(printers) {
      store.printers = printers;
      namespace.emit('printers', printers);
    },
    kick: () => namespace.disconnectSockets(true),
    connectedCount: () => namespace.sockets.size,
    async waitFor(check, what, timeoutMs = 8_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };

  namespace.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: string }).token;
    next(token && store.tokens.has(token) ? undefined : new Error('unauthorized'));
  });
  namespace.on('connection', (bridge) => {
    bridge.on('job_claim', ({ jobId }, answer) => {
      const before = store.claims.filter((id) => id === jobId).length;
      store.claims.push(jobId);
      answer(store.answerClaim(jobId, before));
    });
    bridge.on('job_result', (result, answer) => {
      store.results.push(result);
      if (store.isDroppingResults) return;
      if (result.status === 'printed') waiting.delete(result.jobId);
      answer(true);
    });
    bridge.on('printer_status', (states) => {
      store.statuses.push(states);
    });
    bridge.emit('printers', store.printers);
    for (const job of waiting.values()) bridge.emit('job', job);
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('The fake store has no port');
  store.url = `http://127.0.0.1:${address.port}`;
  return store;
}
