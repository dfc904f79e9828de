import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DamagedDataDirError, openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { usingPostgres } from '../test/test-app';
import { latestBackup, listBackups } from './backup-files';
import { explainDamagedDataDir } from './damaged-data-dir';
import { createSnapshotter } from './embedded-snapshots';
import { restoreBackup } from './restore';

const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Every file under `dir` with a hash of its content, to prove a folder was left as it was. PostgreSQL's
 * lock file (postmaster.pid) is left out: an attempt to start writes it, as on any PostgreSQL.
 */
function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name !== 'postmaster.pid')
        result[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

/** The server's start-up (src/main.ts) on this data folder, as `npm start` runs it. */
function startServer(dataDir: string, backupsDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupsDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'x'.repeat(32),
    },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(usingPostgres())('start-up on a damaged data folder', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mise-damaged-'));
  const healthy = path.join(root, 'healthy');
  const backupsDir = path.join(root, 'backups');

  beforeAll(async () => {
    // A data folder in use, with two nightly backups of it, then closed.
    const database = await openDatabase({ dataDir: healthy });
    await applyMigrations(database);
    let night = new Date('2025-06-01T03:00:00.000Z');
    const snapshotter = createSnapshotter({
      pglite: database.pglite!,
      backupsDir,
      keep: 7,
      dataDir: healthy,
      now: () => night,
    });
    await snapshotter.snapshot();
    await database.pglite!.exec('checkpoint'); // something written, so the next night is a new backup
    night = new Date('2025-06-02T03:00:00.000Z');
    await snapshotter.snapshot();
    await database.close();
    expect(listBackups(backupsDir)).toHaveLength(2);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A copy of the healthy folder, damaged by `damage`. */
  function damagedCopy(name: string, damage: (pgdata: string) => void): string {
    const dir = path.join(root, name);
    cpSync(healthy, dir, { recursive: true });
    damage(path.join(dir, 'pgdata'));
    return dir;
  }

  it('refuses a folder whose write-ahead log is gone, naming the latest backup and the restore command', async () => {
    const dataDir = damagedCopy('no-wal', (pgdata) => {
      for (const name of readdirSync(path.join(pgdata, 'pg_wal'))) {
        rmSync(path.join(pgdata, 'pg_wal', name), { recursive: true });
      }
    });
    const before = fingerprint(dataDir);
    const error = await openDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DamagedDataDirError);
    expect((error as DamagedDataDirError).reason).toMatch(
      /PANIC: could not locate a valid checkpoint record/,
    );
    expect(fingerprint(dataDir)).toEqual(before);

    const latest = latestBackup(backupsDir)!;
    expect(latest.name).toBe('mise-db-2025-06-02T03-00-00.000Z.tar.gz');
    const message = explainDamagedDataDir(error as DamagedDataDirError, dataDir, { dir: backupsDir });
    expect(message).toContain(`The embedded database in ${path.join(dataDir, 'pgdata')} cannot be opened`);
    expect(message).toContain(`The latest backup is ${latest.file}`);
    expect(message).toContain(`npm run db:restore -- ${latest.file} ${dataDir}`);

    // The server itself: exits 1 with that message, no stack trace, before listening.
    const server = startServer(dataDir, backupsDir);
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(`The latest backup is ${latest.file}`);
    expect(server.stderr).toContain(`npm run db:restore -- ${latest.file} ${dataDir}`);
    expect(server.stderr).not.toMatch(/\n\s+at /);
    expect(fingerprint(dataDir)).toEqual(before);

    // Following the message brings the database back.
    rmSync(dataDir, { recursive: true });
    await restoreBackup(latest.file, dataDir);
    const restored = await openDatabase({ dataDir });
    await applyMigrations(restored);
    await restored.close();
  });

  it('refuses a folder that lost PG_VERSION instead of creating a new database over it', async () => {
    const dataDir = damagedCopy('no-version', (pgdata) => rmSync(path.join(pgdata, 'PG_VERSION')));
    const before = fingerprint(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(DamagedDataDirError);
    await expect(openDatabase({ dataDir })).rejects.toThrow('PG_VERSION is missing');
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it('refuses a folder whose control file is garbage, and says when no backup is there', async () => {
    const dataDir = damagedCopy('bad-control', (pgdata) => {
      const control = path.join(pgdata, 'global', 'pg_control');
      const bytes = readFileSync(control);
      bytes.fill(0x5a, 0, 64);
      writeFileSync(control, bytes);
    });
    const error = await openDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DamagedDataDirError);
    expect((error as DamagedDataDirError).reason).toMatch(/FATAL/);
    const message = explainDamagedDataDir(error as DamagedDataDirError, dataDir, {
      dir: path.join(root, 'none'),
    });
    expect(message).toContain(`No backup was found in ${path.join(root, 'none')}`);
  });
});
