import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/**
 * Reads a backup and checks that it is one before anything is written: a gzip-compressed tar of a
 * PostgreSQL data folder (what PGlite's dumpDataDir makes), recognised by its PG_VERSION file.
 */
export class NotABackupError extends Error {}

export interface BackupArchive {
  /** The uncompressed tarball, as PGlite's loadDataDir takes it. */
  tar: Uint8Array;
  /** PostgreSQL's major version the files were written by (the content of PG_VERSION). */
  postgresVersion: string;
}

const gunzipAsync = promisify(gunzip);
const BLOCK = 512;

export async function readBackupArchive(file: string): Promise<BackupArchive> {
  const info = await stat(file).catch(() => null);
  if (!info) throw new NotABackupError(`${file} does not exist.`);
  if (!info.isFile()) throw new NotABackupError(`${file} is not a file.`);
  const bytes = await readFile(file);
  const notABackup = (why: string) =>
    new NotABackupError(`${file} is not a backup of the embedded database: ${why}.`);
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw notABackup('it is not gzip-compressed (a backup is a .tar.gz written by the server)');
  }
  let tar: Buffer;
  try {
    tar = await gunzipAsync(bytes);
  } catch {
    throw notABackup('its gzip data is damaged or cut short');
  }
  const entries = tarEntries(tar);
  if (!entries) throw notABackup('it is gzip-compressed but holds no tar archive');
  const pgVersion = entries.get('PG_VERSION');
  if (!pgVersion) throw notABackup('it holds no PG_VERSION file, so it is not a database folder');
  const postgresVersion = new TextDecoder()
    .decode(tar.subarray(pgVersion.offset, pgVersion.offset + pgVersion.size))
    .trim();
  if (!/^\d+$/.test(postgresVersion)) throw notABackup('its PG_VERSION file does not hold a version');
  return { tar, postgresVersion };
}

/**
 * The regular files of a tar archive by name (without a leading "/" or "./"), with where their
 * content starts; null when the bytes are not a tar archive (a header's checksum does not match).
 */
function tarEntries(tar: Uint8Array): Map<string, { offset: number; size: number }> | null {
  const entries = new Map<string, { offset: number; size: number }>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    if (!hasValidChecksum(header)) return null;
    const size = Number.parseInt(text(header, 124, 12) || '0', 8);
    if (!Number.isFinite(size) || size < 0) return null;
    const prefix = text(header, 257, 6).startsWith('ustar') ? text(header, 345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const type = String.fromCharCode(header[156]);
    if (type === '0' || type === '\0') {
      entries.set(name.replace(/^(\.?\/)+/, ''), { offset: offset + BLOCK, size });
    }
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries.size > 0 ? entries : null;
}

function text(block: Uint8Array, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end)).trim();
}

/** The header checksum: the sum of its bytes with the checksum field itself counted as spaces. */
function hasValidChecksum(header: Uint8Array): boolean {
  const stored = Number.parseInt(text(header, 148, 8), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return stored === sum;
}
