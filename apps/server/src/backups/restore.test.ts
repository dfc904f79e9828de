import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { usingPostgres } from '../test/test-app';
import { NotABackupError } from './backup-archive';
import { SESSION_SECRET_FILE } from './backup-files';
import { RestoreRefusedError, restoreBackup } from './restore';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A one-file tar archive (ustar), to make a well-formed archive that is not a database. */
function tarWith(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

/** Runs the restore command the way an operator does, from the project's folder. */
function runRestoreCommand(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'db:restore', '--', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(usingPostgres())('restoring a backup', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mise-restore-'));
  const backupsDir = path.join(root, 'backups');
  const backup = path.join(backupsDir, 'mise-db-2025-06-01T03-00-00.000Z.tar.gz');
  const otherDatabase = path.join(root, 'someone-elses-pglite.tar.gz');
  let target = 0;
  /** A new folder name under root to restore into (not created). */
  const newTarget = () => path.join(root, `restored-${++target}`);
  /** Nothing in root but what the test made: no half-restored folder left behind. */
  const leftovers = () => readdirSync(root).filter((name) => name.includes('.restoring-'));

  beforeAll(async () => {
    mkdirSync(backupsDir, { recursive: true });
    // One in-memory database, dumped before the server's migrations (someone else's database) and after.
    const database = await openDatabase({});
    writeFileSync(
      otherDatabase,
      Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer()),
    );
    await applyMigrations(database);
    writeFileSync(backup, Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer()));
    await database.close();
    writeFileSync(path.join(backupsDir, SESSION_SECRET_FILE), 'secret-beside-the-backups', { mode: 0o600 });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['a text file', () => 'hello, I am not a backup', 'it is not gzip-compressed'],
    [
      'a gzip file of something else',
      () => gzipSync('x'.repeat(2000)),
      'it is gzip-compressed but holds no tar archive',
    ],
    [
      'a tar.gz of another folder',
      () => gzipSync(tarWith('notes.txt', 'hello')),
      'it holds no PG_VERSION file',
    ],
    [
      'a backup cut short',
      () => readFileSync(backup).subarray(0, 4000),
      'its gzip data is damaged or cut short',
    ],
  ])('refuses %s, saying why, and creates nothing', async (_what, content, why) => {
    const file = path.join(root, `not-a-backup-${target}.tar.gz`);
    writeFileSync(file, content());
    const into = newTarget();
    const refusal = restoreBackup(file, into);
    await expect(refusal).rejects.toThrow(NotABackupError);
    await expect(refusal).rejects.toThrow(`${file} is not a backup of the embedded database: ${why}`);
    expect(existsSync(into)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a missing file and a folder given as the backup', async () => {
    await expect(restoreBackup(path.join(root, 'missing.tar.gz'), newTarget())).rejects.toThrow(
      'does not exist',
    );
    await expect(restoreBackup(backupsDir, newTarget())).rejects.toThrow('is not a file');
  });

  it("refuses a database that is not this server's, and leaves nothing half-restored", async () => {
    const into = newTarget();
    await expect(restoreBackup(otherDatabase, into)).rejects.toThrow("is a database, but not this server's");
    expect(existsSync(into)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('never restores over a folder that holds anything, and leaves it as it was', async () => {
    const occupied = newTarget();
    mkdirSync(path.join(occupied, 'pgdata'), { recursive: true });
    writeFileSync(path.join(occupied, 'pgdata', 'PG_VERSION'), '17\n');
    const refusal = restoreBackup(backup, occupied);
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(`${occupied} is not empty`);
    expect(readdirSync(occupied)).toEqual(['pgdata']);
    expect(readdirSync(path.join(occupied, 'pgdata'))).toEqual(['PG_VERSION']);
    expect(readFileSync(path.join(occupied, 'pgdata', 'PG_VERSION'), 'utf8')).toBe('17\n');

    const aFile = path.join(root, 'a-file');
    writeFileSync(aFile, 'x');
    await expect(restoreBackup(backup, aFile)).rejects.toThrow('is a file, not a folder');
    expect(readFileSync(aFile, 'utf8')).toBe('x');
  });

  it('restores into an empty folder, with the session secret kept beside the backups', async () => {
    const into = newTarget();
    mkdirSync(into);
    const result = await restoreBackup(backup, into);
    expect(result).toMatchObject({ dataDir: into, orders: 0, lastOrderAt: null });
    expect(result.postgresVersion).toMatch(/^\d+$/);
    expect(readdirSync(into).sort()).toEqual(['pgdata', SESSION_SECRET_FILE]);
    expect(readFileSync(path.join(into, SESSION_SECRET_FILE), 'utf8')).toBe('secret-beside-the-backups');
    const restored = await openDatabase({ dataDir: into });
    const migrations = await restored.pglite!.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await restored.close();
    expect(migrations.rows[0].n).toBeGreaterThan(0);
  });

  it('is a command: exit 1 and a clear message for a non-backup, 0 and a summary when restored, 2 for bad usage', () => {
    const notABackup = path.join(root, 'photo.jpg');
    writeFileSync(notABackup, 'not a backup');
    const into = newTarget();
    const refused = runRestoreCommand(notABackup, into);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Nothing restored: ${notABackup} is not a backup of the embedded database`,
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(into)).toBe(false);

    const restored = runRestoreCommand(backup, into);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backup} into ${into}`);
    expect(restored.stdout).toContain('0 orders.');
    expect(restored.stdout).toContain('Session secret copied');
    expect(existsSync(path.join(into, 'pgdata', 'PG_VERSION'))).toBe(true);

    const again = runRestoreCommand(backup, into);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${into} is not empty`);

    const usage = runRestoreCommand(backup);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run db:restore -- <backup file> <new data folder>');
  });
});
