import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_LIMITS } from '../../modules/auth/auth.service';
import { QR_ORDER_RATE_LIMITS } from '../../modules/qrmenu/qrmenu.service';
import { TestClient } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';
import { multipartBody, TINY_PNG } from './route-cases';
import { buildWorld, changedTables, dumpAll, type World } from './world';

/**
 * Abuse: the rate limits hold against bursts (what an attacker sends, not one request after the
 * other), and an upload that is not an image is refused whatever it calls itself.
 */
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'abuse');
}, 120_000);
afterAll(() => t?.close());

describe('sign-in rate limit', () => {
  it('a burst of wrong passwords for one account gets at most the allowed number of guesses', async () => {
    const attacker = (i: number) => new TestClient(t.app, `10.40.${Math.floor(i / 200)}.${i % 200}`);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attacker(i).post('/auth/signin', { username: w.staffUsername, password: `guess-${i}` }),
      ),
    );
    const guessed = burst.filter((r) => r.status === 401).length;
    const limited = burst.filter((r) => r.status === 429);
    expect(guessed).toBeLessThanOrEqual(SIGNIN_LIMITS.perAccount);
    expect(limited.length).toBe(40 - guessed);
    for (const r of limited)
      expect(r.body.message).toBe('Too many login attempts! Please try again in a few minutes.');
    // Even the right password is refused for this account until the window passes.
    const right = await attacker(99).post('/auth/signin', {
      username: w.staffUsername,
      password: w.password,
    });
    expect(right.status).toBe(429);
    console.info(
      `abuse: 40 simultaneous guesses on one account → ${guessed} checked, ${limited.length} refused with 429`,
    );
  });

  it('one address guessing across many accounts is stopped too', async () => {
    const spray = new TestClient(t.app, '10.41.0.1');
    const answers = [];
    for (let i = 0; i < SIGNIN_LIMITS.perIp + 5; i++) {
      answers.push(
        (await spray.post('/auth/signin', { username: `nobody${i}@example.com`, password: 'x' })).status,
      );
    }
    expect(answers.slice(0, SIGNIN_LIMITS.perIp).every((s) => s === 401)).toBe(true);
    expect(answers.slice(SIGNIN_LIMITS.perIp)).toEqual(Array(5).fill(429));
  }, 180_000);
});

describe('public QR ordering rate limit', () => {
  it('a burst of orders from one address stops at the limit', async () => {
    const diner = new TestClient(t.app, '10.50.0.7');
    const total = QR_ORDER_RATE_LIMITS.perAddress + 10;
    const answers = await Promise.all(
      Array.from({ length: total }, () =>
        diner.post(`/qrmenu/${w.extra.qrCode}/place-order`, {
          cartItems: [{ id: w.menu.items.lemonade.id, quantity: 1 }],
          customerType: 'WALKIN',
          tableId: w.extra.tableRef,
        }),
      ),
    );
    const placed = answers.filter((r) => r.status === 200).length;
    const limited = answers.filter((r) => r.status === 429);
    expect(placed).toBe(QR_ORDER_RATE_LIMITS.perAddress);
    expect(limited).toHaveLength(10);
    for (const r of limited) expect(typeof r.body.message).toBe('string');
    console.info(
      `abuse: ${total} simultaneous QR orders from one address → ${placed} placed, ${limited.length} refused`,
    );
  });
});

describe('uploads', () => {
  const NOT_IMAGES: Array<[string, string, string, Buffer]> = [
    [
      'svg with script',
      'photo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['html named .png', 'photo.png', 'image/png', Buffer.from('<html><body onload=alert(1)></body></html>')],
    ['pdf named .jpg', 'photo.jpg', 'image/jpeg', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n')],
    ['truncated png', 'photo.png', 'image/png', TINY_PNG.subarray(0, 20)],
    [
      'png header + script',
      'photo.png',
      'image/png',
      Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('<script>alert(1)</script>')]),
    ],
    ['shell script', 'photo.jpeg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['empty file', 'photo.png', 'image/png', Buffer.alloc(0)],
  ];

  it.each(NOT_IMAGES)('refuses %s and changes nothing', async (_name, filename, contentType, data) => {
    const before = await dumpAll(t.app.deps.db);
    const { payload, headers } = multipartBody({ field: 'image', filename, contentType, data });
    const res = await w.owner.post(
      `/menu-items/update/${w.menu.items.burger.id}/upload-photo`,
      payload,
      headers,
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
    expect(changedTables(before, await dumpAll(t.app.deps.db))).toEqual([]);
  });
});
