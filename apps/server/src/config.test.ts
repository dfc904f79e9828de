import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SHUTDOWN_DRAIN_MS, loadConfig } from './config';

/** A fresh data folder per case, all removed at the end: the suite leaves nothing in /tmp. */
const dataDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mise-config-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has working defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databasePoolSize).toBe(6);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.stripe).toBeUndefined();
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('switches to PostgreSQL for a postgres:// URL and reads the optional services', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/pos',
      DATABASE_POOL_SIZE: '12',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://pos.example.com/',
      SUPERADMIN_EMAIL: 'ops@example.com',
      SUPERADMIN_PASSWORD: 'long enough',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/pos');
    expect(config.databasePoolSize).toBe(12);
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.publicUrl).toBe('https://pos.example.com');
    expect(config.secureCookies).toBe(true);
    expect(config.superadmin).toEqual({ email: 'ops@example.com', password: 'long enough' });
  });

  it('drains on SIGTERM by default only with REDIS_URL (several instances), and namespaces Redis', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainMs).toBe(0);
    const shared = loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379' });
    expect(shared.shutdownDrainMs).toBe(DEFAULT_SHUTDOWN_DRAIN_MS);
    expect(shared.redisKeyPrefix).toBe('mise');
    const set = loadConfig({
      DATA_DIR: dataDir(),
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'mise-staging',
      SHUTDOWN_DRAIN_MS: '0',
    });
    expect({ drain: set.shutdownDrainMs, prefix: set.redisKeyPrefix }).toEqual({
      drain: 0,
      prefix: 'mise-staging',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'two words' }, 'REDIS_KEY_PREFIX'],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, 'SHUTDOWN_DRAIN_MS'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SMTP_URL: 'ftp://mail' }, 'SMTP_URL'],
    [{ SUPPORT_EMAIL: 'nope' }, 'SUPPORT_EMAIL'],
    [{ SUPERADMIN_EMAIL: 'ops@example.com' }, 'SUPERADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});
