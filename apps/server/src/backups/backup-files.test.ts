import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupTakenAt,
  copySessionSecret,
  latestBackup,
  listBackups,
  nextBackupName,
  pruneBackups,
  removePartialFiles,
  SESSION_SECRET_FILE,
  writeFileAtomically,
} from './backup-files';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mise-backup-files-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  const { rm } = await import('node:fs/promises');
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);

describe('backup file names', () => {
  it('carry the UTC time taken, sort in the order taken and read back', () => {
    const names = ['2025-03-09T23:59:59.999Z', '2025-03-10T03:00:00.000Z', '2025-11-01T00:00:00.001Z'].map(
      (iso) => backupFileName(at(iso)),
    );
    expect(names[1]).toBe('mise-db-2025-03-10T03-00-00.000Z.tar.gz');
    expect([...names].reverse().sort()).toEqual(names);
    expect(backupTakenAt(names[1])?.toISOString()).toBe('2025-03-10T03:00:00.000Z');
    expect(backupTakenAt('notes.txt')).toBeNull();
    expect(backupTakenAt(`.partial-1234-${names[1]}`)).toBeNull();
  });

  it('list only backups, oldest first, and name a new one after the latest even if the clock is behind', () => {
    const dir = tempFolder();
    expect(listBackups(path.join(dir, 'missing'))).toEqual([]);
    expect(latestBackup(dir)).toBeNull();
    for (const iso of ['2025-01-02T03:00:00.000Z', '2025-01-01T03:00:00.000Z']) {
      writeFileSync(path.join(dir, backupFileName(at(iso))), 'x');
    }
    writeFileSync(path.join(dir, SESSION_SECRET_FILE), 'secret');
    writeFileSync(path.join(dir, 'README.txt'), 'not a backup');
    expect(listBackups(dir).map((b) => b.takenAt.toISOString())).toEqual([
      '2025-01-01T03:00:00.000Z',
      '2025-01-02T03:00:00.000Z',
    ]);
    expect(nextBackupName(dir, at('2025-01-03T03:00:00.000Z'))).toBe(
      backupFileName(at('2025-01-03T03:00:00.000Z')),
    );
    // The clock set back a day, or two snapshots in one millisecond: still after the latest.
    expect(nextBackupName(dir, at('2025-01-01T12:00:00.000Z'))).toBe(
      backupFileName(at('2025-01-02T03:00:00.001Z')),
    );
    expect(nextBackupName(dir, at('2025-01-02T03:00:00.000Z'))).toBe(
      backupFileName(at('2025-01-02T03:00:00.001Z')),
    );
  });
});

describe('writing a backup', () => {
  it('puts the whole file under its name and leaves no temporary file', async () => {
    const dir = path.join(tempFolder(), 'new-folder');
    const file = await writeFileAtomically(
      dir,
      'a.tar.gz',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(file).toBe(path.join(dir, 'a.tar.gz'));
    expect(readFileSync(file, 'utf8')).toBe('hello world');
    expect(readdirSync(dir)).toEqual(['a.tar.gz']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('leaves nothing under the name when the content fails mid-way', async () => {
    const dir = tempFolder();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half of it'));
        this.destroy(new Error('disk full'));
      },
    });
    await expect(writeFileAtomically(dir, 'a.tar.gz', failing)).rejects.toThrow('disk full');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes what a killed process left half-written, and nothing else', async () => {
    const dir = tempFolder();
    const kept = backupFileName(at('2025-01-01T03:00:00.000Z'));
    writeFileSync(path.join(dir, kept), 'x');
    writeFileSync(path.join(dir, `.partial-abcd-${backupFileName(at('2025-01-02T03:00:00.000Z'))}`), 'half');
    await removePartialFiles(dir);
    expect(readdirSync(dir)).toEqual([kept]);
  });
});

describe('pruning', () => {
  it('keeps the newest N backups and nothing else is touched', async () => {
    const dir = tempFolder();
    const names = [1, 2, 3, 4, 5].map((day) => backupFileName(at(`2025-01-0${day}T03:00:00.000Z`)));
    for (const name of names) writeFileSync(path.join(dir, name), 'x');
    writeFileSync(path.join(dir, SESSION_SECRET_FILE), 'secret');
    const deleted = await pruneBackups(dir, 2);
    expect(deleted.map((file) => path.basename(file))).toEqual(names.slice(0, 3));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(3), SESSION_SECRET_FILE].sort());
    expect(await pruneBackups(dir, 2)).toEqual([]);
  });
});

describe('the session secret beside the backups', () => {
  it('is copied from the data folder when the server generated one, and kept private', async () => {
    const dataDir = tempFolder();
    const backupsDir = path.join(tempFolder(), 'backups');
    await copySessionSecret(dataDir, backupsDir);
    expect(existsSync(path.join(backupsDir, SESSION_SECRET_FILE))).toBe(false);
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'generated-secret', { mode: 0o600 });
    await copySessionSecret(dataDir, backupsDir);
    const copy = path.join(backupsDir, SESSION_SECRET_FILE);
    expect(readFileSync(copy, 'utf8')).toBe('generated-secret');
    expect(statSync(copy).mode & 0o777).toBe(0o600);
  });
});
