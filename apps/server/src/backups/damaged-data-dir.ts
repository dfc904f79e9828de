import path from 'node:path';
import type { BackupConfig } from '../config';
import type { DamagedDataDirError } from '../db/client';
import { latestBackup, listBackups } from './backup-files';
import { RESTORE_COMMAND } from './restore';

/**
 * What start-up prints instead of a stack trace when the embedded database's files cannot be opened:
 * what PostgreSQL said, the latest backup, and the commands that put it back in a fresh folder.
 */
export function explainDamagedDataDir(
  error: DamagedDataDirError,
  dataDir: string,
  backups: Pick<BackupConfig, 'dir'>,
): string {
  const latest = latestBackup(backups.dir);
  const aside = `${dataDir}.damaged`;
  const lines = [
    error.message,
    'Its files are damaged (e.g. the machine lost power or the disk filled up while it was writing).',
    'The server will not start on it and does not change it.',
    '',
  ];
  if (!latest) {
    lines.push(
      `No backup was found in ${backups.dir}.`,
      `Move ${dataDir} aside to start with an empty database, or set BACKUP_DIR if the backups are elsewhere.`,
    );
    return lines.join('\n');
  }
  const count = listBackups(backups.dir).length;
  lines.push(
    `The latest backup is ${latest.file}`,
    `  (taken ${latest.takenAt.toISOString()}; ${count} backup${count === 1 ? '' : 's'} in ${backups.dir}).`,
    'To restore it, move the damaged folder aside and restore into a fresh one:',
    `  mv ${quote(dataDir)} ${quote(aside)}`,
    `  ${RESTORE_COMMAND} ${quote(latest.file)} ${quote(dataDir)}`,
    `  cp -r ${quote(path.join(aside, 'uploads'))} ${quote(`${dataDir}/`)}   (the menu photos, if any)`,
    'then start the server again.',
  );
  return lines.join('\n');
}

/** A path as a shell argument, quoted only when it needs to be. */
function quote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
