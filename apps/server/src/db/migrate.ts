import { fileURLToPath } from 'node:url';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/**
 * Migrations are generated SQL files applied at start-up. In the built server they sit beside the
 * bundle (dist/migrations), in source beside this file; both resolve to ./migrations here.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance of this product.
const MIGRATION_LOCK = 7_301_042;

export async function applyMigrations(
  database: Database,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // Several instances may start at once against one PostgreSQL: the advisory lock serialises them.
  await database.runExclusive(MIGRATION_LOCK, () =>
    migratePostgres(database.db as never, { migrationsFolder }),
  );
}
