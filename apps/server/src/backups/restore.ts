import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { DamagedDataDirError, openPgliteFolder } from '../db/client';
import { readBackupArchive } from './backup-archive';
import { SESSION_SECRET_FILE } from './backup-files';

/** How an operator runs a restore (restore-cli.ts), for the messages that point to it. */
export const RESTORE_COMMAND = 'npm run db:restore --';

/** A restore that was not done, and why; nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  dataDir: string;
  postgresVersion: string;
  orders: number;
  lastOrderAt: Date | null;
  /** The session secret copied from beside the backup, or null when there was none. */
  sessionSecretFrom: string | null;
}

/**
 * Restores a backup into a new data folder (DATA_DIR), never over an existing database: the target
 * must be missing or empty. Everything is checked first (a file that is not a backup changes
 * nothing), then the database is rebuilt in a hidden folder beside the target, opened once to prove
 * PostgreSQL starts on it (which also replays its write-ahead log, as after a crash), and only then
 * renamed to the target. A failure on the way leaves no half-restored folder behind.
 */
export async function restoreBackup(backupFile: string, targetDataDir: string): Promise<RestoreResult> {
  const source = path.resolve(backupFile);
  const target = path.resolve(targetDataDir);
  refuseExistingData(target);
  const archive = await readBackupArchive(source);

  const staging = path.join(
    path.dirname(target),
    `.${path.basename(target)}.restoring-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(staging, { recursive: true });
  try {
    const summary = await rebuildDatabase(path.join(staging, 'pgdata'), archive.tar, source);
    const secret = path.join(path.dirname(source), SESSION_SECRET_FILE);
    const sessionSecretFrom = existsSync(secret) ? secret : null;
    if (sessionSecretFrom) await copyFile(sessionSecretFrom, path.join(staging, SESSION_SECRET_FILE));
    refuseExistingData(target); // still empty after the minutes this may take
    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
    return { dataDir: target, postgresVersion: archive.postgresVersion, sessionSecretFrom, ...summary };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

function refuseExistingData(target: string): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) {
    throw new RestoreRefusedError(`${target} is a file, not a folder: give a new folder to restore into.`);
  }
  if (readdirSync(target).length > 0) {
    throw new RestoreRefusedError(
      `${target} is not empty. A restore only goes into a new or empty folder, so that it can never ` +
        'overwrite a database: move that folder aside first (e.g. mv data data.damaged) or give another one.',
    );
  }
}

/** Loads the tarball into `pgDataDir` through PGlite and reads what the restored database holds. */
async function rebuildDatabase(pgDataDir: string, tar: Uint8Array, source: string) {
  let client: Awaited<ReturnType<typeof openPgliteFolder>>;
  try {
    client = await openPgliteFolder(pgDataDir, new Blob([tar], { type: 'application/x-tar' }));
  } catch (error) {
    if (error instanceof DamagedDataDirError) {
      throw new RestoreRefusedError(`${source} holds a database PostgreSQL cannot open: ${error.reason}`);
    }
    throw error;
  }
  try {
    const migrations = await client.query<{ table: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
    );
    if (!migrations.rows[0].table) {
      throw new RestoreRefusedError(
        `${source} is a database, but not this server's (it has no migrations table).`,
      );
    }
    const orders = await client.query<{ count: number; last: Date | null }>(
      'select count(*)::int as count, max(created_at) as last from orders',
    );
    return { orders: orders.rows[0].count, lastOrderAt: orders.rows[0].last };
  } finally {
    await client.close();
  }
}
