import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTenant } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every kind of response carries the security headers: a page, an asset, the QR menu, a print view,
 * API answers and API errors, uploads. A browser that received a page without them could be
 * framed by another site or run an injected script.
 */
const MENU_SCRIPT = "\n      window.__qrMenuEarly = { url: '/api/v1/qrmenu/x' };\n    ";

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toMatch(/script-src 'self'[^;]*;/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("connect-src 'self'");
  expect(csp, what).toMatch(/img-src 'self' data: blob:/);
  expect(csp, what).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(String(headers['permissions-policy'] ?? ''), what).toContain('camera=()');
}

describe('security headers', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'mise-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(webRoot, 'menu.html'),
      `<!doctype html><head><script>${MENU_SCRIPT}</script><script type="module" src="/assets/m.js"></script></head>`,
    );
    writeFileSync(path.join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await createTestApp({ webDist: webRoot });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  it('are on pages, assets, the QR menu and the print views', async () => {
    for (const url of [
      '/',
      '/login',
      '/dashboard/pos',
      '/m/abc',
      '/print-receipt?orderIds=1',
      '/assets/index-abc.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers, url);
    }
  });

  it('are on API answers and API errors alike', async () => {
    const owner = await registerTenant(t.app);
    const ok = await owner.client.get('/settings/store-setting');
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok.headers, 'API JSON');
    for (const [url, status] of [
      ['/api/v1/orders', 401],
      ['/api/v1/no-such-route', 404],
      ['/api/v1/qrmenu/no-such-store', 404],
      ['/uploads/missing.webp', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res.headers, url);
    }
    const bad = await owner.client.post('/auth/signin', { username: '' });
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad.headers, 'API validation error');
  });

  it("are on Socket.IO's own HTTP answers, which Fastify does not see", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/socket.io/?EIO=4&transport=polling`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("allow the QR menu's inline start-up script by its hash, and no other inline script", async () => {
    const csp = String((await get('/m/abc')).headers['content-security-policy']);
    const hash = createHash('sha256').update(MENU_SCRIPT, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('send no HSTS over plain http, and HSTS when the public address is https', async () => {
    expect((await get('/login')).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://pos.example.com' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/v1/app-info' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('HEAD', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'mise-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await createTestApp({ webDist: webRoot });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is answered like GET, without a body, for pages, static files and API reads', async () => {
    const owner = await registerTenant(t.app);
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const url of ['/', '/login', '/dashboard/orders', '/assets/index-abc.js', '/api/v1/app-info']) {
      const [get, head] = await Promise.all([
        t.app.inject({ method: 'GET', url }),
        t.app.inject({ method: 'HEAD', url }),
      ]);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    const read = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/settings/store-setting',
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('');
    // A HEAD is checked like its GET: no session, no answer.
    const anonymous = await t.app.inject({ method: 'HEAD', url: '/api/v1/settings/store-setting' });
    expect(anonymous.statusCode).toBe(401);
  });
});
