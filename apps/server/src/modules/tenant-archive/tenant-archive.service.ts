import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { STORE_IMPORT_PASSWORD_NOTE, type TTenantImportResult } from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-recorder';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  latestMigration,
  MANIFEST_FILE,
  Manifest,
  TENANT_FILE,
  TenantRecord,
  type TManifest,
  tableFile,
  UPLOAD_FILE,
  UPLOAD_NAME,
  UPLOAD_URL,
} from './archive-format';
import { GLOBALLY_UNIQUE, type StoreTable, storeTables } from './store-tables';
import { DamagedTarError, readTar, writeTar } from './tar';
import * as repo from './tenant-archive.repository';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** What an imported user's password hash is: no password verifies against it (crypto.ts). */
const NO_PASSWORD = '!imported-without-password';

export const ARCHIVE_MESSAGES = {
  ownerOnly: 'Only the owner of the store can download all of its data.',
  notViaPin: 'Downloading all of the store’s data needs the owner signed in with a password, not a till PIN.',
  notAnArchive:
    'This file is not a store archive: choose the .tar.gz file downloaded from Settings → Your data.',
  damaged: (why: string) =>
    `This store archive is damaged or incomplete (${why}). Please download it again and import the new copy.`,
  newer: (what: string) =>
    `This store archive was made by a newer version of Mise (${what}). Please update this server before importing it.`,
  unknownTable: (table: string) =>
    `This store archive holds a table this server does not know (${table}); it was probably made by a newer version of Mise.`,
  unknownColumn: (table: string, column: string) =>
    `This store archive holds a column this server does not accept (${table}.${column}); it was probably made by a newer version of Mise.`,
  foreignRows: (table: string) =>
    `This store archive holds rows of another store in ${table}, so it cannot be imported.`,
  dangling: (table: string, target: string) =>
    `This store archive is inconsistent: a row of ${table} points at a row of ${target} that is not in the archive (an id of another store?), so it cannot be imported.`,
  badRow: (table: string) => `This store archive has a row of ${table} that is not a valid row.`,
  badValue: (table: string) =>
    `This store archive has a value in ${table} that the database refuses, so nothing was imported.`,
  noStore: 'This store archive holds no store settings, so it cannot be imported.',
  unpacksTooLarge: 'This store archive unpacks to more than this server imports, so it was not imported.',
  taken: (what: string, value: string) =>
    `${what} ${value} is already in use on this server, so nothing was imported.`,
  idsTaken: (table: string) =>
    `Rows of ${table} in this archive have ids already used on this server (is this store already here?), so nothing was imported.`,
} as const;

export interface StoreArchiveFile {
  filename: string;
  data: Buffer;
}

/** A store's whole data out as one archive (the owner), and such an archive in as a new store (the operator). */
export function createTenantArchiveService(deps: Deps) {
  const { db, uploadsDir, config } = deps;

  async function readUploads(tenantId: number): Promise<Array<{ name: string; data: Buffer }>> {
    const dir = path.join(uploadsDir, String(tenantId));
    const names = await readdir(dir).catch(() => [] as string[]);
    const files: Array<{ name: string; data: Buffer }> = [];
    for (const name of names.filter((n) => UPLOAD_NAME.test(n)).sort()) {
      files.push({ name: `uploads/${name}`, data: await readFile(path.join(dir, name)) });
    }
    return files;
  }

  return {
    async exportStore(auth: TenantAuth): Promise<StoreArchiveFile> {
      // The owner's decision alone: the archive holds every customer and every user of the store.
      if (auth.role !== 'admin') throw forbidden(ARCHIVE_MESSAGES.ownerOnly);
      if (auth.viaPin) throw forbidden(ARCHIVE_MESSAGES.notViaPin);
      const tables = storeTables();
      // One snapshot: a sale written while the archive is read is either wholly in it or not at all.
      const snapshot = await db.transaction(
        async (tx) => {
          const tenant = await repo.readTenant(tx, auth.tenantId);
          const rows = new Map<string, repo.StoreRow[]>();
          for (const table of tables)
            rows.set(table.name, await repo.readStoreRows(tx, table, auth.tenantId));
          return { tenant, rows };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      if (!snapshot.tenant) throw notFound();
      const files: Array<{ name: string; data: Buffer }> = [
        { name: TENANT_FILE, data: Buffer.from(JSON.stringify(snapshot.tenant)) },
      ];
      const manifestTables: TManifest['tables'] = [];
      for (const table of tables) {
        const rows = snapshot.rows.get(table.name) ?? [];
        const text = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
        files.push({ name: tableFile(table.name), data: Buffer.from(text) });
        manifestTables.push({ name: table.name, rows: rows.length, columns: table.columns });
      }
      files.push(...(await readUploads(auth.tenantId)));
      const createdAt = new Date();
      const manifest: TManifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        appVersion: config.version,
        migration: latestMigration(),
        sourceTenantId: auth.tenantId,
        createdAt: createdAt.toISOString(),
        files: Object.fromEntries(
          files.map((f) => [f.name, { sha256: sha256(f.data), bytes: f.data.length }]),
        ),
        tables: manifestTables,
      };
      const tar = writeTar(
        [{ name: MANIFEST_FILE, data: Buffer.from(JSON.stringify(manifest, null, 2)) }, ...files],
        createdAt,
      );
      const data = await gzipAsync(tar);
      // After the snapshot, so the download's own record is in the next one, not in itself.
      await recordAudit(
        db,
        { tenantId: auth.tenantId, userId: auth.userId, name: auth.name },
        {
          action: 'data_export',
          subject: 'All of the store’s data',
          details: { bytes: data.length, uploads: files.filter((f) => f.name.startsWith('uploads/')).length },
        },
      );
      const storeName = String(snapshot.rows.get('store_settings')?.[0]?.store_name ?? snapshot.tenant.name);
      return { filename: archiveFilename(storeName, createdAt), data };
    },

    async importStore(archive: Buffer): Promise<TTenantImportResult> {
      const parsed = await readArchive(archive, unpackedLimit(config.storeArchiveMaxBytes));
      await refuseTakenValues(parsed);
      const { manifest, tenant, rows, uploads } = parsed;
      const tables = storeTables();
      const result = await db.transaction(async (tx) => {
        const tenantId = await repo.insertTenant(tx, tenant);
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const tableRows = rows.get(table.name) ?? [];
          counts[table.name] = tableRows.length;
          if (tableRows.length === 0) continue;
          const columns = manifest.tables.find((t) => t.name === table.name)!.columns.slice();
          const written = tableRows.map((row) => rewriteRow(row, manifest.sourceTenantId, tenantId));
          if (table.name === 'users') {
            columns.push('password_hash');
            for (const row of written) row.password_hash = NO_PASSWORD;
          }
          try {
            await repo.insertStoreRows(tx, table, columns, written);
          } catch (error) {
            const code = pgErrorCode(error);
            if (code === UNIQUE_VIOLATION) throw conflict(ARCHIVE_MESSAGES.idsTaken(table.name));
            if (code?.startsWith('22') || code?.startsWith('23'))
              throw badRequest(ARCHIVE_MESSAGES.badValue(table.name));
            throw error;
          }
          for (const column of table.identityColumns) await repo.advanceIdentity(tx, table.name, column);
        }
        // Last, inside the transaction: a failed write undoes the rows, and the rows undo the files.
        const dir = path.join(uploadsDir, String(tenantId));
        try {
          await mkdir(dir, { recursive: true });
          for (const [name, data] of uploads) await writeFile(path.join(dir, name), data);
        } catch (error) {
          await rm(dir, { recursive: true, force: true }).catch(() => {});
          throw error;
        }
        return { tenantId, counts };
      });
      deps.log.info({ tenantId: result.tenantId, source: manifest.sourceTenantId }, 'store archive imported');
      return {
        tenantId: result.tenantId,
        name: tenant.name,
        counts: result.counts,
        uploads: uploads.size,
        note: STORE_IMPORT_PASSWORD_NOTE,
      };
    },
  };

  /** Values unique across every store (login e-mails, QR codes…) already taken here: 409, nothing written. */
  async function refuseTakenValues(parsed: ParsedArchive) {
    for (const check of Object.values(GLOBALLY_UNIQUE)) {
      const values = (parsed.rows.get(check.table) ?? [])
        .map((row) => row[check.column])
        .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
      const [taken] = await repo.findTakenValues(db, check, values);
      if (taken !== undefined) throw conflict(ARCHIVE_MESSAGES.taken(check.what, taken));
    }
  }
}

/** JSON compresses about tenfold: an archive unpacking to far more than that is refused, not held in memory. */
function unpackedLimit(maxBytes: number): number {
  return Math.min(maxBytes * 20, 2 ** 31 - 1);
}

/** "Corner Café" on 2026-11-26 → mise-corner-cafe-2026-11-26.tar.gz */
export function archiveFilename(storeName: string, at: Date): string {
  const slug =
    storeName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'store';
  return `mise-${slug}-${at.toISOString().slice(0, 10)}.tar.gz`;
}

/** An upload's address moved to the new store's folder; every other value as it was. */
function rewriteRow(row: repo.StoreRow, from: number, to: number): repo.StoreRow {
  const out: repo.StoreRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'tenant_id') out[key] = to;
    else if (typeof value === 'string') {
      const match = UPLOAD_URL.exec(value);
      out[key] = match && Number(match[1]) === from ? `/uploads/${to}/${match[2]}.webp` : value;
    } else out[key] = value;
  }
  return out;
}

interface ParsedArchive {
  manifest: TManifest;
  tenant: repo.StoreRecord;
  rows: Map<string, repo.StoreRow[]>;
  /** File name (hash.webp) → bytes. */
  uploads: Map<string, Buffer>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Everything checked before anything is written; every problem is a 4xx with a sentence. */
async function readArchive(archive: Buffer, maxUnpackedBytes: number): Promise<ParsedArchive> {
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b) {
    throw badRequest(ARCHIVE_MESSAGES.notAnArchive);
  }
  let tar: Buffer;
  try {
    tar = await gunzipAsync(archive, { maxOutputLength: maxUnpackedBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new AppError(413, ARCHIVE_MESSAGES.unpacksTooLarge);
    }
    throw badRequest(ARCHIVE_MESSAGES.damaged('its compressed data is cut short or damaged'));
  }
  let files: Map<string, Buffer>;
  try {
    files = readTar(tar);
  } catch (error) {
    if (error instanceof DamagedTarError) throw badRequest(ARCHIVE_MESSAGES.damaged(error.message));
    throw error;
  }
  const manifestBytes = files.get(MANIFEST_FILE);
  if (!manifestBytes) throw badRequest(ARCHIVE_MESSAGES.notAnArchive);
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw badRequest(ARCHIVE_MESSAGES.damaged('its manifest is not readable'));
  }
  if (!isPlainObject(manifestJson) || manifestJson.format !== ARCHIVE_FORMAT) {
    throw badRequest(ARCHIVE_MESSAGES.notAnArchive);
  }
  // The version before the rest of the manifest: a newer one may have changed its shape.
  if (typeof manifestJson.formatVersion === 'number' && manifestJson.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw badRequest(ARCHIVE_MESSAGES.newer(`archive format ${manifestJson.formatVersion}`));
  }
  const checked = Manifest.safeParse(manifestJson);
  if (!checked.success) throw badRequest(ARCHIVE_MESSAGES.damaged('its manifest is not complete'));
  const manifest = checked.data;
  const ours = latestMigration();
  if (manifest.migration.when > ours.when) {
    throw badRequest(ARCHIVE_MESSAGES.newer(`database version ${manifest.migration.tag}`));
  }

  // Every file as the manifest says, and nothing else: tampering and truncation end here.
  for (const [name, entry] of Object.entries(manifest.files)) {
    const data = files.get(name);
    if (!data) throw badRequest(ARCHIVE_MESSAGES.damaged(`${name} is missing`));
    if (data.length !== entry.bytes || sha256(data) !== entry.sha256) {
      throw badRequest(ARCHIVE_MESSAGES.damaged(`${name} does not match its checksum`));
    }
  }
  for (const name of files.keys()) {
    if (name !== MANIFEST_FILE && !(name in manifest.files)) {
      throw badRequest(ARCHIVE_MESSAGES.damaged(`${name} is not listed in its manifest`));
    }
  }

  let tenantJson: unknown;
  try {
    tenantJson = JSON.parse(files.get(TENANT_FILE)?.toString('utf8') ?? '');
  } catch {
    throw badRequest(ARCHIVE_MESSAGES.damaged(`${TENANT_FILE} is missing or not readable`));
  }
  const tenant = TenantRecord.safeParse(tenantJson);
  if (!tenant.success) throw badRequest(ARCHIVE_MESSAGES.damaged(`${TENANT_FILE} is not complete`));

  const known = new Map(storeTables().map((t) => [t.name, t]));
  const rows = new Map<string, repo.StoreRow[]>();
  for (const entry of manifest.tables) {
    const table = known.get(entry.name);
    if (!table) throw badRequest(ARCHIVE_MESSAGES.unknownTable(entry.name));
    if (rows.has(entry.name)) throw badRequest(ARCHIVE_MESSAGES.damaged(`it lists ${entry.name} twice`));
    for (const column of entry.columns) {
      if (!table.columns.includes(column))
        throw badRequest(ARCHIVE_MESSAGES.unknownColumn(entry.name, column));
    }
    if (!entry.columns.includes('tenant_id')) throw badRequest(ARCHIVE_MESSAGES.badRow(entry.name));
    const data = files.get(tableFile(entry.name));
    if (!data) throw badRequest(ARCHIVE_MESSAGES.damaged(`${tableFile(entry.name)} is missing`));
    rows.set(entry.name, parseRows(table, entry, data, manifest.sourceTenantId));
  }
  checkReferences(rows, known);
  if ((rows.get('store_settings') ?? []).length !== 1) throw badRequest(ARCHIVE_MESSAGES.noStore);

  const uploads = new Map<string, Buffer>();
  for (const [name, data] of files) {
    const match = UPLOAD_FILE.exec(name);
    if (match) uploads.set(`${match[1]}.webp`, data);
    else if (name.startsWith('uploads/'))
      throw badRequest(ARCHIVE_MESSAGES.damaged(`${name} is not a picture`));
  }
  return { manifest, tenant: tenant.data, rows, uploads };
}

function parseRows(
  table: StoreTable,
  entry: TManifest['tables'][number],
  data: Buffer,
  sourceTenantId: number,
): repo.StoreRow[] {
  const lines = data.toString('utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length !== entry.rows) {
    throw badRequest(
      ARCHIVE_MESSAGES.damaged(`${table.name} holds ${lines.length} rows, its manifest says ${entry.rows}`),
    );
  }
  const columns = new Set(entry.columns);
  return lines.map((line) => {
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw badRequest(ARCHIVE_MESSAGES.badRow(table.name));
    }
    if (!isPlainObject(row)) throw badRequest(ARCHIVE_MESSAGES.badRow(table.name));
    for (const [key, value] of Object.entries(row)) {
      if (!columns.has(key)) throw badRequest(ARCHIVE_MESSAGES.unknownColumn(table.name, key));
      if (typeof value === 'string') {
        const match = UPLOAD_URL.exec(value);
        if (match && Number(match[1]) !== sourceTenantId)
          throw badRequest(ARCHIVE_MESSAGES.foreignRows(table.name));
      }
    }
    if (row.tenant_id !== sourceTenantId) throw badRequest(ARCHIVE_MESSAGES.foreignRows(table.name));
    return row;
  });
}

/** Every foreign key inside the archive points at a row of the archive. */
function checkReferences(rows: Map<string, repo.StoreRow[]>, known: Map<string, StoreTable>) {
  const keyOf = (row: repo.StoreRow, columns: string[]) => JSON.stringify(columns.map((c) => row[c] ?? null));
  const targets = new Map<string, Set<string>>();
  for (const [name, tableRows] of rows) {
    for (const ref of known.get(name)!.references) {
      const targetKey = `${ref.table}:${ref.foreignColumns.join(',')}`;
      let present = targets.get(targetKey);
      if (!present) {
        present = new Set((rows.get(ref.table) ?? []).map((row) => keyOf(row, ref.foreignColumns)));
        targets.set(targetKey, present);
      }
      for (const row of tableRows) {
        if (ref.columns.some((c) => row[c] === null || row[c] === undefined)) continue;
        if (!present.has(keyOf(row, ref.columns)))
          throw badRequest(ARCHIVE_MESSAGES.dangling(name, ref.table));
      }
    }
  }
}
