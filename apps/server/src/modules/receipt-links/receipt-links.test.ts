import { RECEIPT_LINK_MESSAGES } from '@mise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encodeReceiptLink } from './receipt-link';

let t: TestApp;
let a: OrderTenant;
let b: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrderTenant(t.app, 'Receipt Bistro');
  b = await createOrderTenant(t.app, 'Other Receipt Bistro');
});
afterAll(async () => {
  await t?.close();
});

const guest = () => new TestClient(t.app, '10.78.0.1');
const linkIn = (path: string) => path.slice('/receipt/'.length);

async function sendOrder(tenant: OrderTenant, customer = false) {
  const body = orderBody([line(tenant.menu.items.burger.id, { quantity: 2 })]);
  if (customer) {
    const added = await tenant.client.post('/customers/add', { phone: '5550142', name: 'Ada Guest' });
    expect(added.status).toBe(200);
  }
  const res = await createOrder(
    tenant.client,
    customer ? { ...body, customerType: 'CUSTOMER', customerId: '5550142' } : body,
  );
  expect(res.status).toBe(200);
  return res.body.orderId as number;
}

describe('receipt links', () => {
  it('gives staff a signed link that opens the receipt of those orders without a login', async () => {
    const first = await sendOrder(a);
    const second = await sendOrder(a);
    const res = await a.client.post('/receipt-links', { orderIds: [first, second] });
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/^\/receipt\/[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$/);
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const opened = await guest().get(`/receipt-links/${linkIn(res.body.path)}`);
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body.orderIds).toEqual([first, second]);
    // The same as staff's own receipt of those orders, less the customer.
    const staffView = await a.client.post('/invoices/orders', { orderIds: [first, second] });
    expect(opened.body.total).toBe(staffView.body.total);
    expect(opened.body.orders.map((o: { items: unknown[] }) => o.items.length)).toEqual([1, 1]);
  });

  it('names no customer on the receipt it opens', async () => {
    const order = await sendOrder(a, true);
    const { body } = await a.client.post('/receipt-links', { orderIds: [order] });
    // Staff's own receipt names the customer; the guest's link does not.
    const staffView = await a.client.post('/invoices/orders', { orderIds: [order] });
    expect(staffView.body.orders[0].customer_id).toBe('5550142');
    const opened = await guest().get(`/receipt-links/${linkIn(body.path)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.customer).toEqual({ name: null, phone: null });
    expect(opened.body.orders[0]).toMatchObject({ customer_id: null, customer_name: null });
  });

  it('is for whoever may print a receipt: the kitchen alone may not', async () => {
    const order = await sendOrder(a);
    const orders = await staffWith(t.app, a.client, ['ORDERS']);
    expect((await orders.post('/receipt-links', { orderIds: [order] })).status).toBe(200);
    const kitchen = await staffWith(t.app, a.client, ['KITCHEN']);
    expect((await kitchen.post('/receipt-links', { orderIds: [order] })).status).toBe(403);
    expect((await guest().post('/receipt-links', { orderIds: [order] })).status).toBe(401);
  });

  it("refuses another store's orders, and a link changed or forged to name them", async () => {
    const aOrder = await sendOrder(a);
    const bOrder = await sendOrder(b);
    expect((await b.client.post('/receipt-links', { orderIds: [aOrder] })).status).toBe(404);
    expect((await b.client.post('/receipt-links', { orderIds: [bOrder, aOrder] })).status).toBe(404);

    // B's genuine link with A's order spliced into its payload: the signature no longer fits.
    const { body } = await b.client.post('/receipt-links', { orderIds: [bOrder] });
    const [, signature] = linkIn(body.path).split('~');
    const payload = Buffer.from(
      JSON.stringify({ t: a.tenantId, o: [aOrder], e: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url');
    const forged = await guest().get(`/receipt-links/${payload}~${signature}`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(RECEIPT_LINK_MESSAGES.invalidLink);
    // A value signed for another purpose (the token board's) is no receipt link.
    const board = t.app.deps.signer.sign('token-board', { t: a.tenantId, o: [aOrder], e: 9_999_999_999 });
    expect((await guest().get(`/receipt-links/${board.replace('.', '~')}`)).status).toBe(404);
    // Malformed links are refused by the schema.
    expect((await guest().get('/receipt-links/not-a-link')).status).toBe(400);
  });

  it('stops opening the receipt once it has expired', async () => {
    const order = await sendOrder(a);
    const expired = encodeReceiptLink(t.app.deps.signer, {
      tenantId: a.tenantId,
      orderIds: [order],
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await guest().get(`/receipt-links/${expired}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(RECEIPT_LINK_MESSAGES.expired);
  });

  it('refuses bad input with a 400 and no link', async () => {
    for (const body of [{}, { orderIds: [] }, { orderIds: ['x'] }, { orderIds: [-1] }]) {
      expect((await a.client.post('/receipt-links', body)).status).toBe(400);
    }
  });
});
