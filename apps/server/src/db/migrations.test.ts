import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { findUserSession } from '../modules/auth/auth.repository';
import { migrationsUpTo, openEmptyDatabase } from '../test/migrations-kit';
import type { Database } from './client';
import { applyMigrations } from './migrate';

/** Each migration keeps the data written before it: applied to a database holding such data. */
describe('migrations on a database with data from before them', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const rows = async <T>(db: Database['db'], query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  async function databaseAt(lastTag: string): Promise<Database> {
    const { database, drop } = await openEmptyDatabase();
    cleanups.push(drop);
    const partial = migrationsUpTo(lastTag);
    cleanups.push(partial.remove);
    await applyMigrations(database, partial.folder);
    return database;
  }

  it('0004 (two-factor sign-in) keeps accounts and sessions, and leaves two-factor off for all', async () => {
    const database = await databaseAt('0003_menu_version_triggers');
    const db = database.db;
    const passwordHash = await hashPassword('an older password');
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [user] = await rows<{ id: number }>(
      db,
      sql`insert into users (tenant_id, username, password_hash, name, role, scope)
            values (${tenant.id}, 'old@example.com', ${passwordHash}, 'Old Owner', 'admin', '') returning id`,
    );
    await db.execute(
      sql`insert into superadmins (username, password_hash) values ('op@example.com', ${passwordHash})`,
    );
    const [device] = await rows<{ id: string }>(
      db,
      sql`insert into devices (tenant_id, user_id, device_name, device_ip, refresh_token_hash, expires_at)
            values (${tenant.id}, ${user.id}, 'Till 1', '127.0.0.1', 'hash-1', now() + interval '1 day') returning id`,
    );

    await applyMigrations(database);

    const [after] = await rows<Record<string, unknown>>(
      db,
      sql`select u.name, u.password_hash, u.two_factor_secret, u.two_factor_enabled_at, t.require_two_factor
            from users u join tenants t on t.id = u.tenant_id where u.id = ${user.id}`,
    );
    expect(after.name).toBe('Old Owner');
    expect(await verifyPassword('an older password', String(after.password_hash))).toBe(true);
    expect(after.two_factor_secret).toBeNull();
    expect(after.two_factor_enabled_at).toBeNull();
    expect(after.require_two_factor).toBe(false);
    const [operator] = await rows<Record<string, unknown>>(
      db,
      sql`select two_factor_enabled_at from superadmins`,
    );
    expect(operator.two_factor_enabled_at).toBeNull();
    // A session opened before the change still works, and is not asked to set anything up.
    const session = await findUserSession(db, device.id);
    expect(session).toMatchObject({ userId: user.id, tenantId: tenant.id, mustSetUpTwoFactor: false });
    const [codes] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from two_factor_recovery_codes`,
    );
    expect(codes.n).toBe(0);
  });
});
