import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { createTestDatabase } from './test-app';

/**
 * For tests of a migration against data from before it: an empty database (PGlite in memory, or a
 * fresh PostgreSQL database when the project runs against one), and a copy of the migrations folder
 * that stops at a given migration.
 */
export const openEmptyDatabase = () => createTestDatabase({ migrated: false });

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A migrations folder holding the migrations up to and including `lastTag`; remove it after use. */
export function migrationsUpTo(lastTag: string): { folder: string; remove(): void } {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'mise-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const kept = journal.entries.slice(0, last + 1);
  for (const entry of kept)
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
