import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSettings, invoices, orders } from '../../db/schema';
import {
  createOrder,
  createOrderTenant,
  exampleCart,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The service charge (issue 16 item 5): a store setting, charged by the server on the orders it
 * applies to, on the bill, the invoice, the receipt and the reports, and shared by refunds by line.
 * The example cart is 48.27 of sales and 3.03 of tax; 10 % service charge taxed at the GST's 5 %
 * is 4.83 with 0.24 of tax, so such an order's payable is 48.27 + 4.83 + 3.03 + 0.24 = 56.37.
 */
let t: TestApp;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  other = await createOrderTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

async function storeWithServiceCharge(settings: Record<string, unknown> = {}) {
  const a = await createOrderTenant(t.app, 'Service Bistro');
  const saved = await a.client.put('/payments/checkout-settings', {
    discountLimit: 10,
    tipPresets: [10, 15, 20],
    serviceChargeRate: 10,
    serviceChargeDineInOnly: true,
    serviceChargeMinGuests: 4,
    serviceChargeTaxId: a.menu.taxes.gst.id,
    ...settings,
  });
  expect([saved.status, saved.body.message]).toEqual([200, 'Checkout settings saved!']);
  return a;
}

const dineIn = (a: OrderTenant, guests: number | null) => ({
  deliveryType: 'dinein' as const,
  tableId: a.menu.tables.t1.id,
  guests,
});

const storedOrder = async (orderId: number) =>
  (await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('the service charge', () => {
  it('is charged on a dine-in party from the size the store set, and nowhere else', async () => {
    const a = await storeWithServiceCharge();
    expect((await a.client.get('/payments/checkout-settings')).body.service_charge).toEqual({
      rate: 10,
      dine_in_only: true,
      min_guests: 4,
      tax_id: a.menu.taxes.gst.id,
      tax_rate: 5,
    });
    // The POS prices the cart as the server will.
    expect((await a.client.get('/pos/init')).body.serviceCharge).toMatchObject({ rate: 10, min_guests: 4 });

    const party = await createOrder(a.client, orderBody(exampleCart(a.menu), dineIn(a, 5)));
    expect(party.status).toBe(200);
    expect(party.body).toMatchObject({
      itemsTotal: 48.27,
      serviceChargeTotal: 4.83,
      taxTotal: 3.27,
      payableTotal: 56.37,
    });
    expect(await storedOrder(party.body.orderId)).toMatchObject({
      guests: 5,
      serviceChargeRate: 1000,
      serviceChargeTaxRate: 500,
      serviceChargeTotal: 483,
      serviceChargeTax: 24,
      payableTotal: 5637,
    });

    for (const body of [
      orderBody(exampleCart(a.menu), dineIn(a, 3)),
      orderBody(exampleCart(a.menu), dineIn(a, null)),
      orderBody(exampleCart(a.menu), { guests: 8 }),
    ]) {
      const none = await createOrder(a.client, body);
      expect(none.body, JSON.stringify(body)).toMatchObject({ serviceChargeTotal: 0, payableTotal: 51.3 });
    }
  });

  it('is on the bill paid in parts, the invoice, the receipt and the reports, and every sum holds', async () => {
    const a = await storeWithServiceCharge({ serviceChargeMinGuests: null });
    const first = await createOrder(a.client, orderBody(exampleCart(a.menu), dineIn(a, 2)));
    const second = await createOrder(a.client, orderBody([line(a.menu.items.lemonade.id)], dineIn(a, 2)));
    const orderIds = [first.body.orderId, second.body.orderId];
    // Lemonade 4.50 with its 10 % inside: 4.09 of sales, 0.41 of tax; service charge 0.41 + 0.02.
    expect(second.body).toMatchObject({ itemsTotal: 4.09, serviceChargeTotal: 0.41, payableTotal: 4.93 });

    const summary = (await a.client.post('/orders/complete-order-payment-summary', { orderIds })).body;
    expect(summary).toMatchObject({ subtotal: 52.36, serviceCharge: 5.24, taxTotal: 3.7, total: 61.3 });

    const bill = (await a.client.post('/payments/bills', { orderIds })).body;
    expect(bill).toMatchObject({ subtotal: 52.36, service_charge: 5.24, tax_total: 3.7, payable: 61.3 });
    const part = await a.client.post(`/payments/bills/${bill.id}/payments`, {
      paymentTypeId: a.paymentTypes.card.id,
      amount: 30,
    });
    expect(part.body.bill.due).toBe(31.3);
    // The POS sees the table part paid when it is chosen; another store sees nothing of it.
    const till = await staffWith(t.app, a.client, ['POS']);
    expect((await till.get('/pos/open-tables')).body).toEqual([
      {
        table_id: a.menu.tables.t1.id,
        table_title: expect.any(String),
        open_orders: 2,
        payable: 61.3,
        paid: 30,
        due: 31.3,
      },
    ]);
    expect((await other.client.get('/pos/open-tables')).body).toEqual([]);
    const over = await a.client.post(`/payments/bills/${bill.id}/payments`, {
      paymentTypeId: a.paymentTypes.cash.id,
      amount: 31.31,
    });
    expect([over.status, over.body.message]).toEqual([400, 'The amount is more than what is due!']);
    const rest = await a.client.post(`/payments/bills/${bill.id}/payments`, {
      paymentTypeId: a.paymentTypes.cash.id,
      amount: 31.3,
      tendered: 40,
    });
    expect(rest.body.bill).toMatchObject({ status: 'paid', due: 0 });
    expect((await a.client.get('/pos/open-tables')).body).toEqual([]);
    const invoiceId = rest.body.bill.invoice_id;
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ subTotal: 5236, serviceChargeTotal: 524, taxTotal: 370, total: 6130 });

    const listed = (await a.client.get('/invoices?type=today')).body.find(
      (i: { invoice_id: number }) => i.invoice_id === invoiceId,
    );
    expect(listed).toMatchObject({ sub_total: 52.36, service_charge: 5.24, tax_total: 3.7, total: 61.3 });
    const receipt = (await a.client.post('/invoices/orders', { orderIds })).body;
    expect(receipt).toMatchObject({ subtotal: 52.36, serviceCharge: 5.24, taxTotal: 3.7, total: 61.3 });
    expect(receipt.orders[0]).toMatchObject({ guests: 2, service_charge: 4.83, service_charge_tax: 0.24 });

    const report = (await a.client.get('/reports?type=today')).body;
    expect(report).toMatchObject({
      netRevenue: 52.36,
      serviceChargeTotal: 5.24,
      taxTotal: 3.7,
      revenueTotal: 61.3,
    });
    expect(report.netRevenue + report.serviceChargeTotal + report.taxTotal).toBeCloseTo(
      report.revenueTotal,
      10,
    );

    // Refunding every unit of every line gives back the invoice's total, service charge included.
    const lines = (await a.client.get(`/payments/invoices/${invoiceId}/refunds`)).body.lines as Array<{
      id: number;
      quantity: number;
      amount: number;
    }>;
    expect(Math.round(lines.reduce((sum, l) => sum + l.amount * 100, 0))).toBe(6130);
    const refunded = await a.client.post(`/payments/invoices/${invoiceId}/refunds`, {
      lines: lines.filter((l) => l.amount > 0).map((l) => ({ orderItemId: l.id, quantity: l.quantity })),
      paymentTypeId: a.paymentTypes.cash.id,
      reason: 'Wrong table',
    });
    expect(refunded.body).toMatchObject({ refunded: 61.3, refundable: 0 });
  });

  it('an order paid at once carries it to its invoice', async () => {
    const a = await storeWithServiceCharge({ serviceChargeDineInOnly: false, serviceChargeMinGuests: null });
    const paid = await createOrder(
      a.client,
      orderBody(exampleCart(a.menu), { paymentTypeId: a.paymentTypes.card.id }),
      { pay: true },
    );
    expect(paid.body).toMatchObject({ serviceChargeTotal: 4.83, payableTotal: 56.37 });
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, paid.body.invoiceId));
    expect(invoice).toMatchObject({ subTotal: 4827, serviceChargeTotal: 483, taxTotal: 327, total: 5637 });
  });

  it('a discount prices it again at the rate the order was taken at, not a later setting', async () => {
    const a = await storeWithServiceCharge({ serviceChargeMinGuests: null, serviceChargeTaxId: null });
    const taken = await createOrder(a.client, orderBody(exampleCart(a.menu), dineIn(a, 2)));
    expect(taken.body).toMatchObject({ serviceChargeTotal: 4.83, payableTotal: 56.13 });
    // The store raises its service charge: the next order (even priced from this server's memory
    // of the menu) pays the new one, the order already taken keeps 10 %.
    await a.client.put('/payments/checkout-settings', {
      discountLimit: 10,
      tipPresets: [10],
      serviceChargeRate: 12.5,
      serviceChargeDineInOnly: true,
      serviceChargeMinGuests: null,
      serviceChargeTaxId: null,
    });
    const next = await createOrder(a.client, orderBody(exampleCart(a.menu), dineIn(a, 2)));
    expect(next.body).toMatchObject({ serviceChargeTotal: 6.03 });

    const reasons = (await a.client.get('/discounts/reasons')).body;
    const discounted = await a.client.put(`/discounts/orders/${taken.body.orderId}`, {
      kind: 'amount',
      value: 8.27,
      reasonId: reasons[0].id,
      approval: null,
    });
    expect(discounted.status).toBe(200);
    // 8.27 off the lines' prices (the lemonade's tax is inside its price) leaves 40.21 of sales:
    // 10 % of it is 4.02, not the 12.5 % set since.
    const after = await storedOrder(taken.body.orderId);
    expect(after.itemsTotal).toBe(4021);
    expect(after.serviceChargeTotal).toBe(402);
    expect(after.payableTotal).toBe(after.itemsTotal + after.serviceChargeTotal + after.taxTotal);
  });

  it('refuses bad settings and a bad party size with the message, changing nothing', async () => {
    const a = await storeWithServiceCharge();
    const base = { discountLimit: 10, tipPresets: [10] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ serviceChargeRate: 51 }, 400, 'Please enter a service charge from 0 to 50%!'],
      [{ serviceChargeRate: -1 }, 400, 'Please enter a service charge from 0 to 50%!'],
      [{ serviceChargeRate: 'ten' }, 400, 'Please enter a service charge from 0 to 50%!'],
      [{ serviceChargeMinGuests: 0 }, 400, 'Please enter a party size from 1 to 100, or leave it empty!'],
      [{ serviceChargeMinGuests: 2.5 }, 400, 'Please enter a party size from 1 to 100, or leave it empty!'],
      [{ serviceChargeTaxId: other.menu.taxes.gst.id }, 404, 'Tax not found!'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await a.client.put('/payments/checkout-settings', { ...base, ...body });
      expect([refused.status, refused.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const [kept] = await t.app.deps.db
      .select()
      .from(checkoutSettings)
      .where(eq(checkoutSettings.tenantId, a.tenantId));
    expect(kept).toMatchObject({
      serviceChargeRate: 1000,
      serviceChargeMinGuests: 4,
      serviceChargeTaxId: a.menu.taxes.gst.id,
    });
    // Only the back office sets it.
    const floor = await staffWith(t.app, a.client, ['ORDERS', 'POS']);
    expect((await floor.put('/payments/checkout-settings', { ...base, serviceChargeRate: 0 })).status).toBe(
      403,
    );

    for (const guests of [0, 101, 2.5, 'many']) {
      const bad = await createOrder(
        a.client,
        orderBody(exampleCart(a.menu), { ...dineIn(a, null), guests } as never),
      );
      expect([bad.status, bad.body.message]).toEqual([400, 'Please enter the number of guests (1 to 100)!']);
    }
  });
});
