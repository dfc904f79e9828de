import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { createOrder, createOrderTenant, line, orderBody } from '../test/orders-kit';
import { createTestApp, type TestApp, usingPostgres } from '../test/test-app';
import { backupFileName, listBackups, SESSION_SECRET_FILE } from './backup-files';
import type { Timers } from './backup-schedule';
import { createSnapshotter, type SnapshotResult, startEmbeddedBackups } from './embedded-snapshots';
import { restoreBackup } from './restore';

/**
 * Snapshots of the embedded database taken while orders are being created, restored into fresh data
 * folders. Only the embedded database has them, so the PostgreSQL run of the API tests skips this.
 */
describe.skipIf(usingPostgres())('snapshots of the embedded database', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mise-snapshots-'));
  const dataDir = path.join(root, 'data');
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await applyMigrations(database);
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'the-generated-session-secret', { mode: 0o600 });
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The ids of the orders in a restored data folder, opened the way the server opens it. */
  async function ordersIn(restoredDataDir: string): Promise<Set<number>> {
    const restored = await openDatabase({ dataDir: restoredDataDir });
    try {
      await applyMigrations(restored); // what start-up does: nothing to apply, and it must not fail
      const result = await restored.pglite!.query<{ id: number }>('select id from orders');
      return new Set(result.rows.map((row) => row.id));
    } finally {
      await restored.close();
    }
  }

  it('restores every order acknowledged before a snapshot began, snapshots taken under order load', async () => {
    const owner = await createOrderTenant(t.app, 'Backup Bistro');
    const backupsDir = path.join(root, 'load-backups');
    const snapshotter = createSnapshotter({ pglite: database.pglite!, backupsDir, keep: 10, dataDir });

    const TOTAL = 60;
    const CONCURRENT = 6;
    const SNAPSHOT_EVERY = 20;
    const acknowledged: number[] = [];
    const snapshots: Array<{ acknowledgedBefore: number[]; result: Promise<SnapshotResult> }> = [];
    let sent = 0;
    // Several tills sending orders at once; every 20th acknowledgement starts a snapshot without
    // waiting for it, while the other tills' orders are in flight and the next ones are sent.
    const till = async () => {
      while (sent < TOTAL) {
        const n = sent++;
        const res = await createOrder(
          owner.client,
          orderBody([line(owner.menu.items.burger.id, { quantity: 1 + (n % 3) })]),
          {
            idempotencyKey: `backup-load-${n}`,
          },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        acknowledged.push(res.body.orderId);
        if (acknowledged.length % SNAPSHOT_EVERY === 0) {
          snapshots.push({ acknowledgedBefore: [...acknowledged], result: snapshotter.snapshot() });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT }, till));
    expect(acknowledged).toHaveLength(TOTAL);
    expect(snapshots).toHaveLength(TOTAL / SNAPSHOT_EVERY);

    for (const [i, snapshot] of snapshots.entries()) {
      // A snapshot asked for while the one before was still being taken may find nothing written
      // since that one began; then that one's file is the answer, and it must hold the orders.
      const result = await snapshot.result;
      const restoredDir = path.join(root, `restored-${i}`);
      const restore = await restoreBackup(result.file, restoredDir);
      expect(restore.sessionSecretFrom).toBe(path.join(backupsDir, SESSION_SECRET_FILE));
      const restored = await ordersIn(restoredDir);
      const missing = snapshot.acknowledgedBefore.filter((id) => !restored.has(id));
      expect(missing, `snapshot ${i}: acknowledged orders missing`).toEqual([]);
      expect(restore.orders).toBe(restored.size);
      // A point in time, not the end state: the first snapshot has not the orders sent after it.
      if (i === 0) expect(restored.size).toBeLessThan(TOTAL);
    }
    expect(readdirSync(path.join(root, 'restored-0')).sort()).toEqual(['pgdata', SESSION_SECRET_FILE]);
  });

  it('keeps the newest N, and skips a snapshot when nothing was written since the last', async () => {
    const backupsDir = path.join(root, 'pruned-backups');
    let clock = new Date('2025-06-01T03:00:00.000Z');
    const snapshotter = createSnapshotter({
      pglite: database.pglite!,
      backupsDir,
      keep: 2,
      dataDir,
      now: () => clock,
    });
    const owner = await createOrderTenant(t.app, 'Pruned Bistro');
    const written: string[] = [];
    for (let night = 0; night < 3; night++) {
      const res = await createOrder(owner.client, orderBody([line(owner.menu.items.water.id)]));
      expect(res.status).toBe(200);
      const result = await snapshotter.snapshot();
      if (!result.written) throw new Error(`not written: ${result.why}`);
      written.push(path.basename(result.file));
      clock = new Date(clock.getTime() + 86_400_000);
    }
    expect(written).toEqual([
      backupFileName(new Date('2025-06-01T03:00:00.000Z')),
      backupFileName(new Date('2025-06-02T03:00:00.000Z')),
      backupFileName(new Date('2025-06-03T03:00:00.000Z')),
    ]);
    expect(listBackups(backupsDir).map((b) => b.name)).toEqual(written.slice(1));

    expect(await snapshotter.snapshot()).toEqual({
      written: false,
      file: path.join(backupsDir, written[2]),
      why: 'nothing written since the last snapshot',
    });
    expect(listBackups(backupsDir)).toHaveLength(2);
  });

  it('snapshots on the schedule and once more at a clean shutdown, with the orders taken before it', async () => {
    const backupsDir = path.join(root, 'scheduled-backups');
    let now = new Date(2025, 5, 1, 2, 0);
    let wake: (() => void) | null = null;
    const timers: Timers = {
      now: () => now,
      setTimeout: (run) => {
        wake = run;
        return 1;
      },
      clearTimeout: () => {
        wake = null;
      },
    };
    const logged: string[] = [];
    let scheduledDone: () => void = () => {};
    const scheduledLogged = new Promise<void>((resolve) => {
      scheduledDone = resolve;
    });
    const log = {
      info: (m: string) => {
        logged.push(m);
        if (m.startsWith('backup (scheduled)')) scheduledDone();
      },
      error: (m: string) => logged.push(`ERROR ${m}`),
    };
    const config = {
      dataDir,
      backups: { dir: backupsDir, keep: 7, schedule: { kind: 'daily' as const, hour: 3, minute: 0 } },
    };
    const backups = startEmbeddedBackups(config, database, log, timers)!;
    expect(backups).not.toBeNull();

    // 03:00 comes: the schedule wakes and takes the nightly snapshot.
    now = new Date(2025, 5, 1, 3, 0);
    wake!();
    await scheduledLogged;
    expect(listBackups(backupsDir)).toHaveLength(1);

    // An order after it, then a clean shutdown: the last snapshot has it.
    const owner = await createOrderTenant(t.app, 'Shutdown Bistro');
    const res = await createOrder(owner.client, orderBody([line(owner.menu.items.lemonade.id)]));
    expect(res.status).toBe(200);
    now = new Date(2025, 5, 1, 23, 0);
    await backups.stop();
    expect(wake).toBeNull();
    const files = listBackups(backupsDir);
    expect(files).toHaveLength(2);
    expect(logged.filter((m) => m.startsWith('backup (scheduled): '))).toHaveLength(1);
    expect(logged.filter((m) => m.startsWith('backup (shutdown): '))).toHaveLength(1);
    expect(logged.filter((m) => m.startsWith('ERROR'))).toEqual([]);

    const restoredDir = path.join(root, 'restored-shutdown');
    await restoreBackup(files[1].file, restoredDir);
    expect((await ordersIn(restoredDir)).has(res.body.orderId)).toBe(true);
  });
});
