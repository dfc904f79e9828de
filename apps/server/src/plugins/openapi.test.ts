import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationIdFor } from './openapi';

interface Operation {
  operationId?: string;
  tags?: string[];
  'x-access'?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
}

/** The OpenAPI document covers every registered API route, each with what a client needs. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t?.close());

  const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

  it('is OpenAPI 3.1 and lists every registered API route, and nothing outside the API', () => {
    expect(doc.openapi).toBe('3.1.0');
    const missing = t.app.apiRoutes
      .filter((route) => !route.url.endsWith('/openapi.json'))
      .filter((route) => !doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    for (const path of Object.keys(doc.paths)) expect(path.startsWith('/api/v1/'), path).toBe(true);
  });

  it('gives each operation a unique operationId, a tag, its access policy and its error responses', () => {
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const label = `${method} ${path}`;
        expect(op.operationId, label).toBeTruthy();
        expect(ids.has(op.operationId ?? ''), `duplicate ${op.operationId}`).toBe(false);
        ids.add(op.operationId ?? '');
        expect(op.tags?.length, label).toBe(1);
        expect(op['x-access'], label).toBeTruthy();
        expect(op.responses?.['500'], label).toBeDefined();
        if (op['x-access'] !== 'public') expect(op.responses?.['401'], label).toBeDefined();
      }
    }
  });

  it('documents request bodies and path parameters from the zod schemas', () => {
    const signin = doc.paths['/api/v1/auth/signin'].post;
    expect(JSON.stringify(signin.requestBody)).toContain('"username"');
    expect(signin['x-access']).toBe('public');
    const orders = Object.entries(doc.paths).find(([path]) => path.includes('{'));
    expect(orders).toBeDefined();
    expect(doc.paths['/api/v1/superadmin/dashboard'].get['x-access']).toBe('operator');
  });

  it('has a readable reference page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });

  it('makes readable operation ids', () => {
    expect(operationIdFor('POST', '/orders/:id/payments')).toBe('postOrdersIdPayments');
    expect(operationIdFor('GET', '/auth/two-factor')).toBe('getAuthTwoFactor');
  });
});
