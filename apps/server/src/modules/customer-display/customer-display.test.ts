import {
  CUSTOMER_DISPLAY_MESSAGES,
  CUSTOMER_DISPLAY_NAMESPACE,
  type CustomerDisplayClientEvents,
  type CustomerDisplayServerEvents,
  displayCodeOf,
  type TDisplayState,
  type TLinkAnswer,
} from '@mise/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { createOrderTenant, listen, type OrderTenant, staffWith } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

type DisplaySocket = Socket<CustomerDisplayServerEvents, CustomerDisplayClientEvents>;

let t: TestApp;
let a: OrderTenant;
let b: OrderTenant;
let baseUrl: string;
const sockets: DisplaySocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrderTenant(t.app, 'Display Bistro');
  b = await createOrderTenant(t.app, 'Other Display Bistro');
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

function open(client: TestClient, role: unknown) {
  const socket: DisplaySocket = io(`${baseUrl}${CUSTOMER_DISPLAY_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { role },
    extraHeaders: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  sockets.push(socket);
  return socket;
}
const connected = (socket: DisplaySocket) =>
  new Promise<DisplaySocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
const link = (till: DisplaySocket, displayId: string | null) =>
  new Promise<TLinkAnswer>((resolve) => till.emit('link', { displayId }, resolve));
const record = <E extends keyof CustomerDisplayServerEvents>(socket: DisplaySocket, event: E) => {
  const seen: unknown[] = [];
  socket.on(event, ((payload: unknown) => seen.push(payload)) as never);
  return seen;
};
async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const CART: TDisplayState = {
  kind: 'cart',
  currency: 'EUR',
  lines: [{ title: 'Burger', options: ['Double', 'Cheese'], quantity: 2, total: 3600, discount: 0 }],
  totals: { itemsTotal: 3600, discount: 0, serviceCharge: 0, tax: 180, total: 3780 },
};

describe('access', () => {
  it('opens the display to CUSTOMER_DISPLAY (or admin) and the till side to POS', async () => {
    expect((await new TestClient(t.app).get('/customer-display/init')).status).toBe(401);
    const cashier = await staffWith(t.app, a.client, ['POS']);
    const screen = await staffWith(t.app, a.client, ['CUSTOMER_DISPLAY']);
    expect((await cashier.get('/customer-display/init')).status).toBe(403);
    expect((await screen.get('/customer-display/displays')).status).toBe(403);
    const init = await screen.get('/customer-display/init');
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({
      storeName: expect.any(String),
      currency: expect.any(String),
      language: 'en',
    });
    expect(init.body.code).toBe(displayCodeOf(init.body.displayId));
    // The guest's language: the store's receipt language, else the store's own.
    const setLanguages = (language: string, receipt_language: string | null) =>
      a.client.put('/settings/language', { language, receipt_language });
    expect((await setLanguages('de', null)).status).toBe(200);
    expect((await screen.get('/customer-display/init')).body.language).toBe('de');
    expect((await setLanguages('de', 'fr')).status).toBe(200);
    expect((await screen.get('/customer-display/init')).body.language).toBe('fr');
    expect((await setLanguages('en', null)).status).toBe(200);

    await expect(connected(open(cashier, 'display'))).rejects.toThrow(/forbidden/);
    await expect(connected(open(screen, 'till'))).rejects.toThrow(/forbidden/);
    await expect(connected(open(a.client, 'kitchen'))).rejects.toThrow(/forbidden/);
    await expect(connected(open(new TestClient(t.app), 'display'))).rejects.toThrow(/unauthorized/);
    await connected(open(a.client, 'display'));
    await connected(open(cashier, 'till'));
  });
});

describe('relay', () => {
  it('mirrors the till to its linked display, and the guest’s tip back to the till', async () => {
    const screen = await staffWith(t.app, a.client, ['CUSTOMER_DISPLAY']);
    const displayId = (await screen.get('/customer-display/init')).body.displayId as string;
    const display = await connected(open(screen, 'display'));
    const shown = record(display, 'show');
    const listed = (await a.client.get('/customer-display/displays')).body as Array<{
      id: string;
      code: string;
    }>;
    expect(listed).toContainEqual(expect.objectContaining({ id: displayId, code: displayCodeOf(displayId) }));
    // B's till never sees A's displays.
    const bList = (await b.client.get('/customer-display/displays')).body as Array<{ id: string }>;
    expect(bList.map((d) => d.id)).not.toContain(displayId);

    const till = await connected(open(a.client, 'till'));
    const hellos = record(till, 'display_hello');
    const tips = record(till, 'tip_choice');
    // Before a link, nothing the till sends reaches any display.
    till.emit('show', CART);
    expect(await link(till, displayId)).toEqual({ ok: true });
    till.emit('show', CART);
    await until(() => shown.length === 1);
    expect(shown[0]).toEqual(CART);
    // Malformed states are dropped.
    till.emit('show', { kind: 'cart', currency: 'EUR', lines: 'x' } as never);
    till.emit('show', { kind: 'tip', currency: 'EUR', requestId: 'r1', amount: 3780, presets: [10, 15] });
    await until(() => shown.length === 2);
    expect(shown[1]).toMatchObject({ kind: 'tip', amount: 3780 });

    display.emit('hello', {});
    await until(() => hellos.length === 1);
    display.emit('tip_choice', { requestId: 'r1', tip: 378, percent: 10 });
    display.emit('tip_choice', { requestId: 'r1', tip: -5, percent: null } as never);
    await until(() => tips.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tips).toEqual([{ requestId: 'r1', tip: 378, percent: 10 }]);

    // Unlinked: the till's states go nowhere.
    expect(await link(till, null)).toEqual({ ok: true });
    till.emit('show', { kind: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown).toHaveLength(2);
  });

  it('refuses to link a till to another store’s display, and never crosses stores', async () => {
    const aScreen = await staffWith(t.app, a.client, ['CUSTOMER_DISPLAY']);
    const aDisplayId = (await aScreen.get('/customer-display/init')).body.displayId as string;
    const aDisplay = await connected(open(aScreen, 'display'));
    const aShown = record(aDisplay, 'show');

    const bTill = await connected(open(b.client, 'till'));
    const bTips = record(bTill, 'tip_choice');
    const bHellos = record(bTill, 'display_hello');
    for (const displayId of [aDisplayId, 'not-a-device', '00000000-0000-0000-0000-000000000000', 42]) {
      expect(await link(bTill, displayId as string)).toEqual({
        ok: false,
        message: CUSTOMER_DISPLAY_MESSAGES.displayNotFound,
      });
    }
    bTill.emit('show', CART);

    // A's own till linked to the same display: only A's states show, only A's till hears the guest.
    const aTill = await connected(open(a.client, 'till'));
    const aTips = record(aTill, 'tip_choice');
    expect(await link(aTill, aDisplayId)).toEqual({ ok: true });
    aDisplay.emit('hello', {});
    aDisplay.emit('tip_choice', { requestId: 'q', tip: 0, percent: null });
    await until(() => aTips.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(aShown).toEqual([]);
    expect(bTips).toEqual([]);
    expect(bHellos).toEqual([]);

    // A till that leaves puts its display back to the welcome screen.
    aTill.disconnect();
    await until(() => aShown.length === 1);
    expect(aShown[0]).toEqual({ kind: 'idle' });
  });

  it('ends a display’s connection when its session is signed out', async () => {
    const screen = await staffWith(t.app, a.client, ['CUSTOMER_DISPLAY']);
    const display = await connected(open(screen, 'display'));
    let gone = false;
    display.on('disconnect', () => {
      gone = true;
    });
    expect((await screen.post('/auth/signout', {})).status).toBe(200);
    await until(() => gone);
  });
});
