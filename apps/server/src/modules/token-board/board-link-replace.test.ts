import { DEFAULT_KITCHEN_AGE_LIMITS, TOKEN_BOARD_MESSAGES, TOKEN_BOARD_NAMESPACE } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenSettings } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createOrderTenant, listen, type OrderTenant, staffWith } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encodeBoardLink } from './token-board-link';

/** Settings → Displays → Replace link (issue 18 §6): the old board link stops working everywhere. */

let t: TestApp;
let a: OrderTenant;
let b: OrderTenant;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrderTenant(t.app, 'Replace Board Bistro');
  b = await createOrderTenant(t.app, 'Other Replace Board Bistro');
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const linkOf = async (tenant: OrderTenant) =>
  ((await tenant.client.get('/token-board')).body.path as string).slice('/board/'.length);
const readBoard = (link: string) =>
  new TestClient(t.app, '10.78.0.1').get(`/token-board/${encodeURIComponent(link)}`);
const kitchenRow = async (tenantId: number) =>
  (await t.app.deps.db.select().from(kitchenSettings).where(eq(kitchenSettings.tenantId, tenantId)))[0];

function connectBoard(link: string) {
  const socket = io(`${baseUrl}${TOKEN_BOARD_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { link },
  });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('replacing the board link', () => {
  it('the old link answers as a forged one, an open board is put out, the new link works', async () => {
    const old = await linkOf(a);
    // A link from before link versions (no version signed) is version 1: it works until replaced.
    expect(old).toBe(encodeBoardLink(t.app.deps.signer, a.tenantId));
    expect((await readBoard(old)).status).toBe(200);
    const openBoard = await connectBoard(old);
    const heard: string[] = [];
    openBoard.on('tokens_changed', () => heard.push('tokens_changed'));
    const disconnected = new Promise<string>((resolve) => openBoard.once('disconnect', resolve));
    expect(await kitchenRow(a.tenantId)).toBeUndefined();

    const replaced = await a.client.post('/token-board/replace-link');
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe(TOKEN_BOARD_MESSAGES.linkReplaced);
    const fresh = (replaced.body.path as string).slice('/board/'.length);
    expect(fresh).not.toBe(old);
    expect(await linkOf(a)).toBe(fresh);
    // The row is made with the store's default ticket colours.
    expect(await kitchenRow(a.tenantId)).toMatchObject({
      ...DEFAULT_KITCHEN_AGE_LIMITS,
      boardLinkVersion: 2,
    });
    expect(await disconnected).toBe('io server disconnect');
    expect(heard).toEqual(['tokens_changed']);

    const stale = await readBoard(old);
    expect(stale.status).toBe(404);
    expect(stale.body.message).toBe(TOKEN_BOARD_MESSAGES.invalidLink);
    await expect(connectBoard(old)).rejects.toThrow('invalid link');
    expect((await readBoard(fresh)).status).toBe(200);
    await connectBoard(fresh);

    // Again: the second link goes too; colours set meanwhile are kept.
    await a.client.put('/kitchen/age-limits', { waitingMinutes: 7, lateMinutes: 12 });
    const third = ((await a.client.post('/token-board/replace-link')).body.path as string).slice(
      '/board/'.length,
    );
    expect((await readBoard(fresh)).status).toBe(404);
    expect((await readBoard(third)).status).toBe(200);
    expect(await kitchenRow(a.tenantId)).toMatchObject({
      waitingMinutes: 7,
      lateMinutes: 12,
      boardLinkVersion: 3,
    });
  });

  it("is SETTINGS' (and the owner's) only, and touches only the caller's store", async () => {
    const bLink = await linkOf(b);
    const bBoard = await connectBoard(bLink);
    expect((await new TestClient(t.app, '10.78.0.2').post('/token-board/replace-link')).status).toBe(401);
    const cashier = await staffWith(t.app, b.client, ['POS']);
    expect((await cashier.post('/token-board/replace-link')).status).toBe(403);
    expect((await readBoard(bLink)).status).toBe(200);

    const aBefore = await linkOf(a);
    const manager = await staffWith(t.app, b.client, ['SETTINGS']);
    expect((await manager.post('/token-board/replace-link')).status).toBe(200);
    expect((await readBoard(bLink)).status).toBe(404);
    // A's link and A's open boards are untouched.
    expect(await linkOf(a)).toBe(aBefore);
    expect((await readBoard(aBefore)).status).toBe(200);
    const aBoard = await connectBoard(aBefore);
    await new Promise((r) => setTimeout(r, 200));
    expect(aBoard.connected).toBe(true);
    expect(bBoard.connected).toBe(false);
    // A link naming B signed with an old version stays refused; forging the version needs the secret.
    expect((await readBoard(encodeBoardLink(t.app.deps.signer, b.tenantId, 1))).status).toBe(404);
  });
});
