import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { AppInstance } from '../app-instance';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import type { Mailer, MailMessage } from '../lib/mailer';
import { databaseUrlFor, templateDatabaseName, withAdminClient } from './postgres-template';

/**
 * A real app on a real, empty, migrated database for one test file: PGlite in memory, or a fresh
 * PostgreSQL database cloned from the migrated template when the project runs against PostgreSQL.
 */
export interface TestApp {
  app: AppInstance;
  database: Database;
  config: Config;
  mail: MailMessage[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Share one database between several app instances (multi-instance tests). */
  database?: Database;
  redisKeyPrefix?: string;
  /** Registers extra routes before the app is ready (e.g. a probe route for guard tests). */
  beforeReady?: (app: AppInstance) => void | Promise<void>;
  /** Pino options (e.g. a stream to read the log lines); by default no log. */
  logger?: object;
  /** A built web app to serve (pages, assets); by default the API only. */
  webDist?: string | null;
}

export const usingPostgres = () => process.env.MISE_TEST_DB === 'postgres';

/** A fresh database, migrated unless `migrated` is false (tests of a migration start empty). */
export async function createTestDatabase({ migrated = true } = {}): Promise<{
  database: Database;
  drop(): Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (usingPostgres() && baseUrl) {
    const name = `mise_t_${randomBytes(6).toString('hex')}`;
    const template = migrated ? ` template "${templateDatabaseName()}"` : '';
    await withAdminClient(baseUrl, (admin) => admin.query(`create database "${name}"${template}`));
    const database = await openDatabase({ url: databaseUrlFor(baseUrl, name), poolSize: 10 });
    return {
      database,
      async drop() {
        await database.close();
        await withAdminClient(baseUrl, (admin) =>
          admin.query(`drop database if exists "${name}" with (force)`),
        );
      },
    };
  }
  const database = await openDatabase({});
  if (migrated) await applyMigrations(database);
  return { database, drop: () => database.close() };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mise-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const owned = options.database ? null : await createTestDatabase();
  const database = options.database ?? owned!.database;
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    outbox: mail,
    async send(message) {
      mail.push(message);
    },
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    webDist: options.webDist ?? null,
    mailer,
    redisKeyPrefix: options.redisKeyPrefix ?? `mise-test-${randomBytes(4).toString('hex')}`,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    async close() {
      await app.close();
      if (owned) await owned.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
