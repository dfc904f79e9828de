import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

/**
 * The store archive's layout: a gzip-compressed tar holding
 * - manifest.json: what made it (format, app version, latest migration), whose store it is, when,
 *   and each file's SHA-256 and size (tables also their columns and row count);
 * - tenant.json: the store itself (name, e-mail, two-factor requirement, created at);
 * - tables/<table>.jsonl: one JSON object per row, columns by their SQL names;
 * - uploads/<hash>.webp: the store's pictures (menu photos, logo), byte for byte.
 */
export const ARCHIVE_FORMAT = 'mise-store-archive';
/** Raised when a change makes archives this version wrote unreadable by an older server. */
export const ARCHIVE_FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const TENANT_FILE = 'tenant.json';
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const UPLOAD_FILE = /^uploads\/([a-f0-9]{32})\.webp$/;
export const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;
/** A picture's address as rows hold it: /uploads/<tenant>/<hash>.webp (menu-items/photo-storage.ts). */
export const UPLOAD_URL = /^\/uploads\/(\d+)\/([a-f0-9]{32})\.webp$/;

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
const fileEntry = z.object({ sha256, bytes: z.number().int().min(0) });

export const Manifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  migration: z.object({ tag: z.string(), when: z.number() }),
  sourceTenantId: z.number().int().positive(),
  createdAt: z.string(),
  files: z.record(z.string(), fileEntry),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().min(0),
      columns: z.array(z.string()).min(1),
    }),
  ),
});
export type TManifest = z.infer<typeof Manifest>;

export const TenantRecord = z.object({
  name: z.string().min(1).max(200),
  email: z.string().min(1).max(320),
  requireTwoFactor: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The latest migration this server knows (and applied at start-up), from drizzle-kit's journal. */
let latest: { tag: string; when: number } | null = null;
export function latestMigration(): { tag: string; when: number } {
  if (!latest) {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: Array<{ tag: string; when: number }>;
    };
    const last = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
    latest = { tag: last.tag, when: last.when };
  }
  return latest;
}
