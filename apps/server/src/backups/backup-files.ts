import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The backups folder: one gzip tarball of the embedded database's files per snapshot, named by the
 * UTC time it was taken so that the names sort in the order taken ("latest" is the last name), plus
 * a copy of the generated session secret (see copySessionSecret).
 */
const BACKUP_NAME = /^mise-db-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.tar\.gz$/;
/** Half-written snapshots: hidden, and not matching BACKUP_NAME, so never listed as a backup. */
const PARTIAL_PREFIX = '.partial-';
export const SESSION_SECRET_FILE = 'session-secret';

/** The file name of a snapshot taken at `at`, e.g. mise-db-2025-01-31T03-00-00.000Z.tar.gz. */
export function backupFileName(at: Date): string {
  return `mise-db-${at.toISOString().replace(/:/g, '-')}.tar.gz`;
}

/** When the backup of this file name was taken, or null for a name that is not a backup's. */
export function backupTakenAt(fileName: string): Date | null {
  const m = BACKUP_NAME.exec(fileName);
  if (!m) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
}

export interface BackupFile {
  file: string;
  name: string;
  takenAt: Date;
}

/** The backups in `dir`, oldest first; none when the folder does not exist. */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, takenAt: backupTakenAt(name) }))
    .filter((entry): entry is { name: string; takenAt: Date } => entry.takenAt !== null)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((entry) => ({ ...entry, file: path.join(dir, entry.name) }));
}

export function latestBackup(dir: string): BackupFile | null {
  return listBackups(dir).at(-1) ?? null;
}

/**
 * The name for a snapshot starting now. It must sort after every backup already there, or pruning
 * would delete the newest one first: when the clock reads earlier than the latest name (set back, or
 * two snapshots in one millisecond), the new one is named a millisecond after the latest.
 */
export function nextBackupName(dir: string, now: Date): string {
  const latest = latestBackup(dir);
  const at =
    latest && latest.takenAt.getTime() >= now.getTime() ? new Date(latest.takenAt.getTime() + 1) : now;
  return backupFileName(at);
}

/**
 * Writes `content` as `dir/name` so that the name only ever holds a whole file: the bytes go to a
 * hidden temporary file, are flushed to the disk, and the file is renamed over the name in one step
 * (a crash or a full disk mid-way leaves no truncated backup under a backup's name).
 */
export async function writeFileAtomically(dir: string, name: string, content: Readable): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const partial = path.join(dir, `${PARTIAL_PREFIX}${randomBytes(4).toString('hex')}-${name}`);
  try {
    await pipeline(content, createWriteStream(partial, { mode: 0o600 }));
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await syncFolder(dir);
  return target;
}

/** Makes a rename in `dir` durable; some systems cannot open a folder for that, which is harmless. */
async function syncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not supported here (e.g. Windows): the rename is still atomic, only its durability is the OS's.
  }
}

/** Deletes all but the newest `keep` backups; returns the files deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of old) await unlink(backup.file);
  return old.map((backup) => backup.file);
}

/**
 * Removes half-written snapshots a killed process left behind. Only one server uses a data folder
 * (PGlite is one process), so none of them is still being written when this runs at start-up.
 */
export async function removePartialFiles(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (name.startsWith(PARTIAL_PREFIX)) await rm(path.join(dir, name), { force: true });
  }
}

/**
 * Keeps a copy of the generated session secret (DATA_DIR/session-secret) beside the backups. The
 * database alone is not enough to restore: two-factor secrets are sealed with this secret and the
 * tables' printed QR links are signed with it, so a restore without it would lock those users out and
 * void every printed table code. When SESSION_SECRET is set in the environment there is no file and
 * the operator keeps that value.
 */
export async function copySessionSecret(dataDir: string, backupsDir: string): Promise<void> {
  const source = path.join(dataDir, SESSION_SECRET_FILE);
  if (!existsSync(source)) return;
  const secret = readFileSync(source, 'utf8');
  const copy = path.join(backupsDir, SESSION_SECRET_FILE);
  if (existsSync(copy) && readFileSync(copy, 'utf8') === secret) return;
  await mkdir(backupsDir, { recursive: true });
  const partial = path.join(backupsDir, `${PARTIAL_PREFIX}${SESSION_SECRET_FILE}`);
  await writeFile(partial, secret, { mode: 0o600 });
  await rename(partial, copy);
}
