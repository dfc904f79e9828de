import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Starts the real built server (apps/server/dist) on a free loopback port with its own data folder
 * and, when TEST_DATABASE_URL is set, its own fresh PostgreSQL database. Journeys that need a
 * differently configured server (billing, several instances) start their own with extra env.
 */
export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function createDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mise_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Use this database instead of creating one (several instances sharing one database). */
  databaseUrl?: string;
  /** Create a fresh PostgreSQL database when TEST_DATABASE_URL is set (default true). */
  usePostgres?: boolean;
  /**
   * The checkout whose built server (and web app) to run, by default this one: the till's start
   * bench compares this build with another (bench/pos-start.bench.ts, BENCH_POS_AGAINST).
   */
  root?: string;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mise-e2e-'));
  const pgBase = process.env.TEST_DATABASE_URL;
  const created =
    !options.databaseUrl && pgBase && options.usePostgres !== false ? await createDatabase(pgBase) : null;
  const databaseUrl = options.databaseUrl ?? created?.url;
  const baseURL = `http://127.0.0.1:${port}`;
  const root = options.root ?? ROOT;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The snapshot taken at shutdown goes inside the temporary folder, removed with it.
      BACKUP_DIR: path.join(dataDir, 'backups'),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SUPERADMIN_EMAIL: 'operator@mise.test',
      SUPERADMIN_PASSWORD: 'operator-password',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/app-info`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseURL,
    port,
    dataDir,
    databaseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
