import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../db/schema';
import { registerTenant, type SignedInTenant } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every JSON answer of 1 KB or more goes out compressed when the client accepts it (issue 27 §3). */
let t: TestApp;
let owner: SignedInTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Compression Bistro');
  await t.app.deps.db.insert(menuItems).values(
    Array.from({ length: 40 }, (_, i) => ({
      tenantId: owner.tenantId,
      title: `Dish number ${i + 1}`,
      price: 900 + i,
    })),
  );
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: {
      cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed JSON answers', () => {
  it('compresses a large answer as accepted, brotli first, the same JSON once decoded', async () => {
    const plain = await get('/menu-items');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/menu-items', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/menu-items', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/settings/categories', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
