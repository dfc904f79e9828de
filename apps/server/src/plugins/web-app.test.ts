import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

/**
 * The installable app's files must be re-checked by the browser on every load (service worker,
 * manifest, shell), or a fixed bug stays cached on the tills; only content-hashed assets may be
 * cached for good.
 */
describe('web app files', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'mise-web-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, 'icons'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'sw.js'), 'const PRECACHE_URLS = [];');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Mise POS"}');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'icons', 'icon-192.png'), 'png');
    writeFileSync(path.join(root, 'menu.html'), '<!doctype html><div id="root" data-app="menu"></div>');
    writeFileSync(path.join(root, 'login.html'), '<!doctype html><div id="root" data-app="login"></div>');
    const big = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    writeFileSync(path.join(root, 'assets', 'qr-menu-abc123.js'), big);
    writeFileSync(path.join(root, 'assets', 'qr-menu-abc123.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(root, 'assets', 'qr-menu-abc123.js.gz'), gzipSync(big));
    app = Fastify();
    await registerWebApp(app, root);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the service worker uncached, as JavaScript, at the root scope', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the manifest uncached with its media type', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
  });

  it('caches hashed assets for a year and answers page paths with the uncached shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/dashboard/pos' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it("answers the diner's /m/ pages with their own small page, everything else with the shell", async () => {
    for (const url of ['/m/abc123', '/m/abc123/cart?x=1', '/m/order-success']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-app="menu"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await app.inject({ method: 'GET', url: '/menu' });
    expect(other.body).not.toContain('data-app="menu"');
  });

  it("answers /login with the stand-alone sign-in page, and the app's other pages with the shell", async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fdashboard']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-app="login"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/register', '/forgot-password', '/superadmin/login', '/dashboard/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('data-app="login"');
    }
  });

  it('sends the precompressed file the browser accepts, with Vary, else the plain one', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/qr-menu-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(200);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/qr-menu-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/qr-menu-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });
});
