import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';

/**
 * The probes tell the truth: JSON of their own, never the web app's page, and /readyz goes to 503
 * the moment the database (or Redis, when configured) stops answering.
 */
describe('health probes and the page fallback', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'mise-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ webDist: webRoot });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('/healthz and /readyz answer JSON, uncached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'up' },
    });
    const head = await t.app.inject({ method: 'HEAD', url: '/readyz' });
    expect(head.statusCode).toBe(200);
  });

  it('serves app screens, and answers any other unknown path with a 404 (the app shows its not-found screen)', async () => {
    for (const url of [
      '/',
      '/login',
      '/dashboard/pos',
      '/dashboard/no-such-screen',
      '/m/abc',
      '/superadmin',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    for (const url of ['/metrics', '/no/such/page', '/healthz/extra', '/wp-login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('/readyz answers 503 once the database stops answering, while /healthz still answers', async () => {
    const owned = await createTestDatabase();
    const lost = await createTestApp({ database: owned.database });
    try {
      expect((await lost.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await owned.database.close();
      const down = await lost.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
      expect((await lost.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await lost.close();
      await owned.drop().catch(() => undefined);
    }
  });

  it('draining for a shutdown: /readyz answers 503 "draining" while everything else is still served', async () => {
    const stopping = await createTestApp();
    try {
      stopping.app.readiness.startDraining();
      const readyz = await stopping.app.inject({ method: 'GET', url: '/readyz' });
      expect(readyz.statusCode).toBe(503);
      expect(readyz.json()).toEqual({ status: 'draining', checks: { database: 'up' } });
      expect((await stopping.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await stopping.app.inject({ method: 'GET', url: '/api/v1/app-info' })).statusCode).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('/readyz reports Redis when it is configured', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) return;
    const reachable = await createTestApp({ env: { REDIS_URL: redisUrl } });
    try {
      const res = await reachable.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks).toEqual({ database: 'up', redis: 'up' });
    } finally {
      await reachable.close();
    }
  });
});
