import { existsSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  copySessionSecret,
  nextBackupName,
  pruneBackups,
  removePartialFiles,
  writeFileAtomically,
} from './backup-files';
import { type ScheduleHandle, startSchedule, type Timers } from './backup-schedule';

export interface SnapshotLog {
  info(message: string): void;
  error(message: string): void;
}

export type SnapshotReason = 'scheduled' | 'shutdown';

/**
 * The file holding every order acknowledged before the snapshot was asked for: a new one, or the
 * last one when nothing was written since it began.
 */
export type SnapshotResult =
  | { written: true; file: string; bytes: number; ms: number; pruned: string[] }
  | { written: false; file: string; why: string };

export interface SnapshotterOptions {
  pglite: PGlite;
  backupsDir: string;
  /** Backups kept; older ones are deleted after each new one. */
  keep: number;
  /** The data folder, for the copy of its session secret. */
  dataDir: string;
  now?: () => Date;
}

/**
 * Snapshots of the embedded database's files.
 *
 * What requests see during a snapshot: PGlite runs one statement at a time behind two locks, one
 * held for each query and one for each transaction (a transaction holds it from BEGIN to COMMIT; a
 * lone query takes it too). The snapshot takes the transaction lock, so it starts between two
 * transactions and never copies an order half-written; then PGlite copies its folder into a tarball,
 * a synchronous read of the files that blocks the event loop for its length (about 0.25 s for a
 * 40 MB folder on this project's machine). Requests that arrive meanwhile are not refused: their
 * queries queue on the lock (or their bytes in the socket) and run, in order, as soon as the copy is
 * done. Compressing and writing the file happen after the lock is released, while orders go on.
 *
 * Every order acknowledged before a snapshot starts is in it: its transaction committed, and a commit
 * returns only once its write-ahead log is written to the files (PGlite turns fsync off, so it is
 * in the operating system's cache, which the copy reads). Restoring runs PostgreSQL's ordinary crash
 * recovery over the copy.
 */
export function createSnapshotter(options: SnapshotterOptions) {
  const now = options.now ?? (() => new Date());
  let queue: Promise<unknown> = removePartialFiles(options.backupsDir).catch(() => undefined);
  /** Where the write-ahead log ended when the last snapshot started: nothing written since means skip. */
  let last: { wal: string; file: string } | null = null;

  async function takeSnapshot(): Promise<SnapshotResult> {
    const started = Date.now();
    const { pglite } = options;
    const wal = (await pglite.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn;
    if (last && wal === last.wal && existsSync(last.file)) {
      return { written: false, file: last.file, why: 'nothing written since the last snapshot' };
    }

    // dumpDataDir alone takes only the query lock, so it could land between two statements of an
    // order's transaction; under PGlite's transaction lock (declared in its typings) it cannot.
    // Uncompressed, to hold the lock for the copy only and compress after releasing it.
    const tarball = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
    const name = nextBackupName(options.backupsDir, now());
    const gzipped = Readable.fromWeb(tarball.stream() as never).pipe(createGzip());
    const file = await writeFileAtomically(options.backupsDir, name, gzipped);
    last = { wal, file };
    await copySessionSecret(options.dataDir, options.backupsDir);
    const pruned = await pruneBackups(options.backupsDir, options.keep);
    return { written: true, file, bytes: statSync(file).size, ms: Date.now() - started, pruned };
  }

  return {
    /**
     * Takes a snapshot after any one under way (one at a time: a shutdown during the nightly one
     * waits for it, then takes its own so that the last orders are in it).
     */
    snapshot(): Promise<SnapshotResult> {
      const result = queue.then(takeSnapshot, takeSnapshot);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

export interface EmbeddedBackups {
  snapshot(reason: SnapshotReason): Promise<SnapshotResult | null>;
  /** Stops the schedule, waits for a snapshot under way, and takes the last one (clean shutdown). */
  stop(): Promise<void>;
}

/**
 * Starts the scheduled snapshots when the database is the embedded one and BACKUP_SCHEDULE is not
 * off; null otherwise. PostgreSQL is backed up by its own tools (pg_dump, point-in-time recovery: see
 * the README), not by the application.
 */
export function startEmbeddedBackups(
  config: Pick<Config, 'backups' | 'dataDir'>,
  database: Pick<Database, 'kind' | 'pglite'>,
  log: SnapshotLog,
  timers?: Timers,
): EmbeddedBackups | null {
  const { backups } = config;
  if (database.kind !== 'pglite' || !database.pglite || backups.schedule.kind === 'off') return null;
  const snapshotter = createSnapshotter({
    pglite: database.pglite,
    backupsDir: backups.dir,
    keep: backups.keep,
    dataDir: config.dataDir,
    now: timers ? () => timers.now() : undefined,
  });

  // A failed snapshot is logged and never stops the server; the previous backups stay.
  const snapshot = async (reason: SnapshotReason): Promise<SnapshotResult | null> => {
    try {
      const result = await snapshotter.snapshot();
      if (result.written) {
        const kb = Math.round(result.bytes / 1024);
        const pruned = result.pruned.length ? `, ${result.pruned.length} older deleted` : '';
        log.info(`backup (${reason}): ${result.file} (${kb} KB in ${result.ms} ms${pruned})`);
      } else {
        log.info(`backup (${reason}) skipped: ${result.why}`);
      }
      return result;
    } catch (error) {
      log.error(`backup (${reason}) failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  const schedule: ScheduleHandle = startSchedule(
    backups.schedule,
    async () => {
      await snapshot('scheduled');
    },
    timers,
  );

  return {
    snapshot,
    async stop() {
      schedule.stop();
      // Queued behind a scheduled snapshot under way, if any (the snapshotter takes one at a time).
      await snapshot('shutdown');
    },
  };
}
