import { QR_MENU_NAMESPACE, type QrMenuServerEvents } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings } from '../../db/schema';
import {
  createOrder,
  createOrderTenant,
  line,
  listen,
  type OrderTenant,
  orderBody,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The QR menu follows 86 live (issue 18 §2): a diner's page hears its own store's sold-out list. */

type SoldOut = Parameters<QrMenuServerEvents['sold_out']>[0]['soldOut'];

let t: TestApp;
let a: OrderTenant;
let b: OrderTenant;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrderTenant(t.app, 'Live QR Bistro');
  b = await createOrderTenant(t.app, 'Other Live QR Bistro');
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function qrCodeOf(tenant: OrderTenant, enabled = true) {
  await t.app.deps.db
    .update(storeSettings)
    .set({ isQrMenuEnabled: enabled, isQrOrderEnabled: enabled })
    .where(eq(storeSettings.tenantId, tenant.tenantId));
  const [{ code }] = await t.app.deps.db
    .select({ code: storeSettings.uniqueQrCode })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenant.tenantId));
  return code as string;
}

/** A diner's page: connected, with every sold-out list it heard. */
async function diner(qrcode: unknown) {
  const socket: Socket<QrMenuServerEvents> = io(`${baseUrl}${QR_MENU_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { qrcode },
  });
  sockets.push(socket);
  const heard: SoldOut[] = [];
  socket.on('sold_out', ({ soldOut }) => heard.push(soldOut));
  const anyEvents: string[] = [];
  socket.onAny((event) => anyEvents.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, heard, anyEvents };
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 600));

describe('the QR menu live', () => {
  it("a change reaches the store's diners, and not another store's", async () => {
    const mine = await diner(await qrCodeOf(a));
    const theirs = await diner(await qrCodeOf(b));
    // On connecting, each page hears the list as it is now (nothing sold out yet).
    await waitFor(() => mine.heard.length === 1 && theirs.heard.length === 1);
    expect(mine.heard[0]).toEqual([]);

    const burger = a.menu.items.burger.id;
    expect((await a.client.put('/availability', { kind: 'item', id: burger, soldOut: true })).status).toBe(
      200,
    );
    await waitFor(() => mine.heard.length === 2);
    expect(mine.heard[1]).toEqual([{ kind: 'item', id: burger }]);

    // A counted dish whose last portion an order takes turns sold out too.
    const lemonade = a.menu.items.lemonade.id;
    await a.client.put('/availability', { kind: 'item', id: lemonade, soldOut: false, countLeft: 1 });
    expect((await createOrder(a.client, orderBody([line(lemonade)]))).status).toBe(200);
    await waitFor(() => mine.heard.at(-1)?.length === 2);
    expect(mine.heard.at(-1)).toEqual(
      expect.arrayContaining([
        { kind: 'item', id: burger },
        { kind: 'item', id: lemonade },
      ]),
    );

    await settle();
    expect(theirs.heard).toEqual([[]]);
    // Nothing but the sold-out list ever reaches a diner (no order, token or till events).
    expect(new Set(mine.anyEvents)).toEqual(new Set(['sold_out']));
  });

  it('refuses an unknown code, and a store whose QR menu is off', async () => {
    for (const bad of ['no-such-code', '', 42, undefined]) {
      await expect(diner(bad)).rejects.toThrow('invalid link');
    }
    const code = await qrCodeOf(b, false);
    await expect(diner(code)).rejects.toThrow('menu not available');
    await qrCodeOf(b, true);
  });
});
