import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { explainDamagedDataDir } from './backups/damaged-data-dir';
import { startEmbeddedBackups } from './backups/embedded-snapshots';
import { ConfigError, loadConfig } from './config';
import { DamagedDataDirError, openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { ensureSuperadmin, SEED_LOCK, seedDemoRestaurantIfEmpty } from './db/seed';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: config.dataDir,
      onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    });
  } catch (error) {
    if (error instanceof DamagedDataDirError) {
      console.error(explainDamagedDataDir(error, config.dataDir, config.backups));
      process.exit(1);
    }
    throw error;
  }
  await applyMigrations(database);
  const app = await buildApp({ config, database });

  const demo = await database.runExclusive(SEED_LOCK, async () => {
    const seeded = await seedDemoRestaurantIfEmpty(database.db);
    if (config.superadmin) await ensureSuperadmin(database.db, config.superadmin);
    return seeded;
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Mise ${config.version} listening on ${config.publicUrl} (database: ${where})`);
  const backups = startEmbeddedBackups(config, database, app.log);
  if (backups) app.log.info(`backups of the embedded database: ${config.backups.dir}`);
  if (demo) {
    writeFileSync(path.join(config.dataDir, 'demo-login.txt'), `${demo.username}\n${demo.password}\n`, {
      mode: 0o600,
    });
    console.log(
      `\n  Demo restaurant "${demo.storeName}" created.\n  Log in at ${config.publicUrl}/login as ${demo.username} / ${demo.password}\n  (saved in ${config.dataDir}/demo-login.txt)\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM is how a supervisor or a deploy stops one of several instances: it keeps serving
    // while /readyz tells the load balancer to take it out, and only then closes, so no request
    // meets a closed door and its sockets reconnect to another instance. Ctrl-C closes at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    if (drainMs > 0) {
      app.readiness.startDraining();
      app.log.info(`${signal} received, draining for ${drainMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      // After the last request has been answered, so that every acknowledged order is in it.
      await backups?.stop();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
