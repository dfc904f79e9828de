import path from 'node:path';
import { NotABackupError } from './backup-archive';
import { RESTORE_COMMAND, RestoreRefusedError, restoreBackup } from './restore';

/**
 * npm run db:restore -- <backup file> <new data folder>
 *
 * Restores a snapshot of the embedded database into a new data folder. Paths are relative to the
 * folder the command runs in (the project's, for npm run). Exits 0 when restored, 1 when refused (a
 * file that is not a backup, a folder that is not empty), 2 on wrong arguments.
 */
const USAGE = `Usage: ${RESTORE_COMMAND} <backup file> <new data folder>

Restores a backup of the embedded database (a mise-db-….tar.gz from the backups folder, by default
beside the data folder: ./data-backups) into a new or empty folder, then start the server with
DATA_DIR set to that folder.`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const [backupFile, dataDir] = args;
  try {
    const result = await restoreBackup(backupFile, dataDir);
    const last = result.lastOrderAt ? `, the last one at ${result.lastOrderAt.toISOString()}` : '';
    console.log(`Restored ${path.resolve(backupFile)} into ${result.dataDir}`);
    console.log(`  ${result.orders} orders${last}.`);
    console.log(
      result.sessionSecretFrom
        ? `  Session secret copied from ${result.sessionSecretFrom} (two-factor sign-in and printed table QR codes keep working).`
        : '  No session-secret file beside the backup: start with the same SESSION_SECRET as before, or two-factor\n' +
            '  sign-in and printed table QR codes stop working.',
    );
    console.log(
      `  Menu photos are not in backups: copy the old data folder's uploads/ into ${path.join(result.dataDir, 'uploads')}.`,
    );
    console.log(`Start the server with DATA_DIR=${result.dataDir}.`);
    return 0;
  } catch (error) {
    if (error instanceof NotABackupError || error instanceof RestoreRefusedError) {
      console.error(`Nothing restored: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error('Nothing restored:', error);
    process.exit(1);
  },
);
