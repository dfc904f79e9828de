import {
  PRINT_BRIDGE_NAMESPACE,
  type PrintBridgeClientEvents,
  type PrintBridgeServerEvents,
  type TBridgeJob,
  type TBridgePrinter,
  type TPaperWidth,
} from '@mise/contracts';
import type { Namespace, Socket } from 'socket.io';
import type { Deps } from '../../deps';
import { sha256 } from '../../lib/crypto';
import * as repo from './printing.repository';

/**
 * The print bridges' live connection: Socket.IO namespace /print-bridge, a bridge authenticated by
 * its device credential at handshake and placed in its store's room. Jobs go out to the room; a
 * bridge claims each before printing, so one bridge prints a job; another gets it only after the
 * first went quiet, and then as a reprint.
 */

type BridgeData = { tenantId: number; bridgeId: string };
type BridgeNamespace = Namespace<
  PrintBridgeClientEvents,
  PrintBridgeServerEvents,
  Record<string, never>,
  BridgeData
>;
type BridgeSocket = Socket<
  PrintBridgeClientEvents,
  PrintBridgeServerEvents,
  Record<string, never>,
  BridgeData
>;

const storeRoom = (tenantId: number) => `print-store:${tenantId}`;
const bridgeRoom = (bridgeId: string) => `print-bridge:${bridgeId}`;

type GatewayDeps = Pick<Deps, 'db' | 'realtime' | 'log'>;

const namespaceOf = (deps: GatewayDeps) =>
  deps.realtime.io.of(PRINT_BRIDGE_NAMESPACE) as unknown as BridgeNamespace;

type JobRow = Awaited<ReturnType<typeof repo.listWaitingJobs>>[number];
const toBridgeJob = (job: JobRow): TBridgeJob => ({
  id: job.id,
  printerId: job.printerId,
  kind: job.kind,
  createdAt: job.createdAt.toISOString(),
  document: job.document,
});

export async function printersForBridge(deps: GatewayDeps, tenantId: number): Promise<TBridgePrinter[]> {
  const [printers, settings] = await Promise.all([
    repo.listPrinters(deps.db, tenantId),
    repo.findSettings(deps.db, tenantId),
  ]);
  return printers.map((p) => ({
    id: p.id,
    name: p.name,
    host: p.host,
    port: p.port,
    paperWidth: p.paperWidth as TPaperWidth,
    codepage: settings.codepage,
  }));
}

/** Hands new jobs to the store's connected bridges (none connected: they wait in the queue). */
export function sendJobs(deps: GatewayDeps, tenantId: number, jobs: JobRow[]) {
  const room = namespaceOf(deps).to(storeRoom(tenantId));
  for (const job of jobs) room.emit('job', toBridgeJob(job));
}

/** Tells the store's bridges their printers changed (added, moved, removed, code page). */
export async function sendPrinters(deps: GatewayDeps, tenantId: number) {
  namespaceOf(deps)
    .to(storeRoom(tenantId))
    .emit('printers', await printersForBridge(deps, tenantId));
}

export function disconnectBridge(deps: GatewayDeps, bridgeId: string) {
  namespaceOf(deps).in(bridgeRoom(bridgeId)).disconnectSockets(true);
}

/** The ids of the store's bridges connected right now, on any instance. */
export async function connectedBridgeIds(deps: GatewayDeps, tenantId: number): Promise<Set<string>> {
  const sockets = await namespaceOf(deps).in(storeRoom(tenantId)).fetchSockets();
  return new Set(sockets.map((s) => s.data.bridgeId));
}

export function attachPrintBridges(deps: GatewayDeps) {
  const namespace = namespaceOf(deps);
  namespace.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      const bridge =
        typeof token === 'string' && token
          ? await repo.findActiveBridgeByToken(deps.db, sha256(token))
          : null;
      if (!bridge) return next(new Error('unauthorized'));
      socket.data.tenantId = bridge.tenantId;
      socket.data.bridgeId = bridge.id;
      next();
    } catch (error) {
      deps.log.warn({ err: error }, 'print bridge handshake failed');
      next(new Error('unavailable'));
    }
  });

  namespace.on('connection', (socket: BridgeSocket) => {
    const { tenantId, bridgeId } = socket.data;
    const failed = (error: unknown) => deps.log.warn({ err: error, bridgeId }, 'print bridge message failed');

    socket.on('job_claim', (payload, answer) => {
      if (typeof answer !== 'function') return;
      const jobId = Number(payload?.jobId);
      if (!Number.isInteger(jobId) || jobId <= 0) return answer({ print: false });
      repo
        .claimJob(deps.db, tenantId, jobId, bridgeId)
        .then((claim) => answer(claim ? { print: true, isReprint: claim.isReprint } : { print: false }))
        .catch((error) => {
          failed(error);
          answer({ print: false });
        });
    });

    socket.on('job_result', (payload, answer) => {
      const jobId = Number(payload?.jobId);
      const status = payload?.status === 'printed' ? 'printed' : 'failed';
      const error = status === 'failed' ? String(payload?.error ?? 'Printer error').slice(0, 300) : null;
      const reply = typeof answer === 'function' ? answer : () => undefined;
      if (!Number.isInteger(jobId) || jobId <= 0) return reply(false);
      repo
        .finishJob(deps.db, tenantId, jobId, bridgeId, { status, error })
        .then(reply)
        .catch((e) => {
          failed(e);
          reply(false);
        });
    });

    socket.on('printer_status', (states) => {
      // The bridge's regular check-in: also the moment to hand it what slipped through.
      handOut(false).catch(failed);
      if (!Array.isArray(states)) return;
      Promise.all(
        states.slice(0, 50).map((s) => {
          const printerId = Number(s?.printerId);
          if (!Number.isInteger(printerId) || printerId <= 0) return null;
          const error = s?.error ? String(s.error).slice(0, 300) : null;
          return repo.setPrinterStatus(deps.db, tenantId, printerId, s?.online === true, error);
        }),
      ).catch(failed);
    });

    /** Jobs still waiting and young enough to print (see listWaitingJobs for which). */
    async function handOut(arriving: boolean) {
      const { jobMaxAgeMinutes } = await repo.findSettings(deps.db, tenantId);
      await repo.expireStaleJobs(deps.db, tenantId, jobMaxAgeMinutes);
      const waiting = await repo.listWaitingJobs(deps.db, tenantId, bridgeId, arriving);
      for (const job of waiting) socket.emit('job', toBridgeJob(job));
    }

    // On arrival: its printers first (a job it cannot place would fail), then the store's room
    // (checked again: the bridge may have been removed during the handshake), then what waited.
    (async () => {
      await repo.touchBridge(deps.db, tenantId, bridgeId);
      socket.emit('printers', await printersForBridge(deps, tenantId));
      await socket.join([storeRoom(tenantId), bridgeRoom(bridgeId)]);
      if (!(await repo.isBridgeActive(deps.db, tenantId, bridgeId))) {
        socket.disconnect(true);
        return;
      }
      await handOut(true);
    })().catch(failed);
  });
}
