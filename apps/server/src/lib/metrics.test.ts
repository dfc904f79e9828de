import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createOrderTenant, exampleCart, orderBody } from '../test/orders-kit';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are refused without the token or with a wrong one, and change nothing', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN.slice(1)]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().message).toBe('A valid metrics token is required.');
    }
  });

  it('count requests by route template and status, orders created, sockets and the process', async () => {
    const store = await createOrderTenant(t.app);
    const created = await createOrder(store.client, orderBody(exampleCart(store.menu)));
    expect(created.status).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/v1/orders/123456/no-such-thing' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/v1\/pos\/create-order",status="200"\} 1/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/v1/pos/create-order"',
    );
    expect(text).toMatch(/mise_orders_created_total\{source="pos"\} 1/);
    expect(text).toContain('mise_open_sockets 0');
    expect(text).toContain('process_resident_memory_bytes');
    // An unknown URL is one series, not one per URL.
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain('no-such-thing');
  });

  it('send the request id back, taking a load balancer’s X-Request-Id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-42' } });
    expect(res.headers['x-request-id']).toBe('lb-42');
    const own = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toBeTruthy();
  });
});

describe('metrics without a token configured', () => {
  it('are not served at all', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('are JSON lines with the request id, and hold no password, cookie, token or code', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const t = await createTestApp({ logger: { level: 'debug', stream }, env: { LOG_LEVEL: 'debug' } });
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { biz_name: 'Log Bistro', username: 'log.test@example.com', password: 'very secret phrase' },
      });
      expect(signup.statusCode).toBe(200);
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        headers: { 'x-request-id': 'trace-me-1' },
        payload: { username: 'log.test@example.com', password: 'very secret phrase' },
      });
      const cookie = String(signin.headers['set-cookie']);
      const accessToken = /mise_at=([^;]+)/.exec(cookie)?.[1] ?? '';
      expect(accessToken).not.toBe('');
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/devices',
        headers: { cookie: `mise_at=${accessToken}` },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password/a-secret-reset-token-123',
        payload: { password: 'another phrase here' },
      });
      const log = lines.join('');
      expect(log).toContain('reset-password/[redacted]');
      expect(log).not.toContain('a-secret-reset-token-123');
      const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      expect(records.some((r) => r.reqId === 'trace-me-1')).toBe(true);
      expect(
        records.filter((r) => r.msg === 'incoming request').every((r) => typeof r.reqId === 'string'),
      ).toBe(true);
      expect(log).not.toContain('very secret phrase');
      expect(log).not.toContain(accessToken);
    } finally {
      await t.close();
    }
  });
});
