import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
  type TCreateOrderBody,
} from '@mise/contracts';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { AppInstance } from '../app-instance';
import type { Db } from '../db/client';
import { paymentTypes } from '../db/schema';
import { createTestMenu, type TestMenu } from './fixtures';
import { registerTenant, type SignedInTenant, signIn, type TestClient, uniqueEmail } from './http-client';

/**
 * Helpers for tests of the order flow (POS, orders, kitchen, invoices, realtime): a tenant with a
 * known menu and payment types, cart builders, and real Socket.IO clients on a listening app.
 */

export interface OrderTenant extends SignedInTenant {
  menu: TestMenu;
  paymentTypes: { cash: { id: number; title: string }; card: { id: number; title: string } };
}

/** Registers a business, signs its owner in, and gives it the fixtures menu and the payment types Cash and Card. */
export async function createOrderTenant(app: AppInstance, bizName = 'Order Bistro'): Promise<OrderTenant> {
  const tenant = await registerTenant(app, bizName);
  const db = app.deps.db;
  const menu = await createTestMenu(db, tenant.tenantId);
  // A new store may already come with payment types; reuse them by title, add what is missing.
  const byTitle = async (title: string) => {
    const [found] = await db
      .select({ id: paymentTypes.id, title: paymentTypes.title })
      .from(paymentTypes)
      .where(and(eq(paymentTypes.tenantId, tenant.tenantId), eq(paymentTypes.title, title)))
      .limit(1);
    if (found) return found;
    const [added] = await db
      .insert(paymentTypes)
      .values({ tenantId: tenant.tenantId, title })
      .returning({ id: paymentTypes.id, title: paymentTypes.title });
    return added;
  };
  const cash = await byTitle('Cash');
  const card = await byTitle('Card');
  return { ...tenant, menu, paymentTypes: { cash, card } };
}

/** A staff member of the owner's tenant holding the given scopes, signed in on their own device. */
export async function staffWith(app: AppInstance, owner: TestClient, scopes: string[]): Promise<TestClient> {
  const username = uniqueEmail('staff');
  const res = await owner.post('/users/add', {
    name: 'Staff',
    username,
    password: 'staff password',
    userScopes: scopes,
  });
  if (res.status !== 200) throw new Error(`adding staff failed: ${res.status} ${JSON.stringify(res.body)}`);
  return signIn(app, username, 'staff password');
}

export interface LineOptions {
  quantity?: number;
  variantId?: number | null;
  addonIds?: number[];
  notes?: string | null;
  /** Anything else the client sends on the line (e.g. a tampered price). */
  extra?: Record<string, unknown>;
}

/** A cart line as the POS sends it. */
export function line(itemId: number, options: LineOptions = {}) {
  return {
    id: itemId,
    quantity: options.quantity ?? 1,
    variant_id: options.variantId ?? null,
    addons_ids: options.addonIds ?? [],
    notes: options.notes ?? null,
    ...options.extra,
  };
}

/** A create-order body with the spec's defaults (walk-in, no table) and the given lines. */
export function orderBody(
  cart: ReturnType<typeof line>[],
  overrides: Partial<TCreateOrderBody> = {},
): TCreateOrderBody {
  return {
    cart,
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    selectedQrOrderItem: null,
    ...overrides,
  };
}

/**
 * Burger Double with Cheese and Bacon x2 (GST 5 % exclusive), Lemonade x3 (VAT 10 % inclusive),
 * Tap Water x1 (no tax). Expected totals: EXAMPLE_TOTALS.
 */
export function exampleCart(menu: TestMenu) {
  return [
    line(menu.items.burger.id, {
      quantity: 2,
      variantId: menu.variants.double.id,
      addonIds: [menu.addons.cheese.id, menu.addons.bacon.id],
      notes: 'no onions',
    }),
    line(menu.items.lemonade.id, { quantity: 3 }),
    line(menu.items.water.id),
  ];
}

/**
 * Burger: (14.00 + 1.50 + 2.50) x 2 = 36.00, tax 5 % on top = 1.80.
 * Lemonade: 4.50 x 3 = 13.50 inclusive of 10 %: net 13.50 x 100/110 = 12.27, tax 1.23.
 * Water: 0. Items (net) 36.00 + 12.27 = 48.27; tax 3.03; payable 51.30.
 */
export const EXAMPLE_TOTALS = { itemsTotal: 48.27, taxTotal: 3.03, payableTotal: 51.3 } as const;

export async function createOrder(
  client: TestClient,
  body: TCreateOrderBody,
  options: { idempotencyKey?: string; pay?: boolean } = {},
) {
  const headers: Record<string, string> = options.idempotencyKey
    ? { 'idempotency-key': options.idempotencyKey }
    : {};
  return client.post(options.pay ? '/pos/create-order-and-invoice' : '/pos/create-order', body, headers);
}

/** Starts the app on a free local port (needed for sockets) and returns its base URL. */
export async function listen(app: AppInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A Socket.IO client signed in with the client's session cookies, connected before it returns. */
export async function connectSocket(baseUrl: string, client: TestClient): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Records every event a socket receives, so a test can wait for one or assert none came. */
export function recordEvents(socket: TestSocket) {
  const events: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return {
    events,
    async waitFor(event: keyof ServerToClientEvents, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find((e) => e.event === event);
        if (found) return found.payload;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no ${event} event within ${timeoutMs} ms (got ${JSON.stringify(events)})`);
    },
  };
}

/** Counts rows of a table for one tenant (to prove a refused request wrote nothing). */
export async function countRows(db: Db, table: 'orders' | 'order_items' | 'invoices', tenantId: number) {
  const { sql } = await import('drizzle-orm');
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
  );
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0].n);
}
