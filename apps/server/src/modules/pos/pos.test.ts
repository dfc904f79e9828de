import { randomUUID } from 'node:crypto';
import { CreateOrderBody } from '@mise/contracts';
import { and, asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  customers,
  invoices,
  orderItems,
  orders,
  paymentTypes,
  qrOrders,
  storeSettings,
} from '../../db/schema';
import { TestClient } from '../../test/http-client';
import {
  countRows,
  createOrder,
  createOrderTenant,
  EXAMPLE_TOTALS,
  exampleCart,
  line,
  type OrderTenant,
  orderBody,
  staffWith,
} from '../../test/orders-kit';
import { createTestApp, type TestApp, usingPostgres } from '../../test/test-app';
import { findUserSession } from '../auth/auth.repository';
import { createPosService } from './pos.service';

let t: TestApp;
let owner: OrderTenant;
let other: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOrderTenant(t.app, 'POS Bistro');
  other = await createOrderTenant(t.app, 'Other Bistro');
});
afterAll(() => t.close());

/** A fresh tenant for tests that count tokens from 1. */
const freshTenant = () => createOrderTenant(t.app, 'Fresh Bistro');

async function snapshot(tenantId: number) {
  return {
    orders: await countRows(t.database.db, 'orders', tenantId),
    items: await countRows(t.database.db, 'order_items', tenantId),
    invoices: await countRows(t.database.db, 'invoices', tenantId),
  };
}

describe('access', () => {
  it('needs a session and the POS scope', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/pos/init')).status).toBe(401);
    expect((await anonymous.post('/pos/create-order', orderBody([line(1)]))).status).toBe(401);
    const cook = await staffWith(t.app, owner.client, ['KITCHEN']);
    expect((await cook.get('/pos/init')).status).toBe(403);
    expect((await cook.post('/pos/create-order', orderBody([line(owner.menu.items.burger.id)]))).status).toBe(
      403,
    );
    const cashier = await staffWith(t.app, owner.client, ['POS']);
    expect((await cashier.get('/pos/init')).status).toBe(200);
    const res = await createOrder(cashier, orderBody([line(owner.menu.items.water.id)]));
    expect(res.status).toBe(200);
  });
});

describe('GET /pos/init', () => {
  it('gives the menu with variants, addons and tax, active payment types, settings and tables', async () => {
    await t.database.db
      .update(paymentTypes)
      .set({ isActive: false })
      .where(eq(paymentTypes.id, owner.paymentTypes.card.id));
    const res = await owner.client.get('/pos/init');
    await t.database.db
      .update(paymentTypes)
      .set({ isActive: true })
      .where(eq(paymentTypes.id, owner.paymentTypes.card.id));
    expect(res.status).toBe(200);
    const { menu } = owner;
    expect(res.body.categories.map((c: { title: string }) => c.title)).toEqual(['Mains', 'Drinks']);
    const burger = res.body.menuItems.find((i: { id: number }) => i.id === menu.items.burger.id);
    expect(burger).toMatchObject({
      title: 'Burger',
      price: 10,
      category_id: menu.categories.mains.id,
      category_title: 'Mains',
      tax_id: menu.taxes.gst.id,
      tax_title: 'GST 5%',
      tax_rate: 5,
      tax_type: 'exclusive',
      variants: [
        { id: menu.variants.single.id, title: 'Single', price: 10 },
        { id: menu.variants.double.id, title: 'Double', price: 14 },
      ],
      addons: [
        { id: menu.addons.cheese.id, title: 'Cheese', price: 1.5 },
        { id: menu.addons.bacon.id, title: 'Bacon', price: 2.5 },
      ],
    });
    expect(res.body.menuItems).toHaveLength(3);
    const water = res.body.menuItems.find((i: { id: number }) => i.id === menu.items.water.id);
    expect(water).toMatchObject({
      price: 0,
      tax_id: null,
      tax_rate: null,
      tax_type: null,
      variants: [],
      addons: [],
    });
    const lemonade = res.body.menuItems.find((i: { id: number }) => i.id === menu.items.lemonade.id);
    expect(lemonade).toMatchObject({
      price: 4.5,
      tax_rate: 10,
      tax_type: 'inclusive',
      category_title: 'Drinks',
    });
    const shown = res.body.paymentTypes.map((p: { id: number }) => p.id);
    expect(shown).toContain(owner.paymentTypes.cash.id);
    expect(shown).not.toContain(owner.paymentTypes.card.id);
    expect(res.body.paymentTypes.every((p: { is_active: boolean }) => p.is_active)).toBe(true);
    expect(res.body.printSettings).toMatchObject({ page_format: 80, is_enable_print: false });
    expect(res.body.storeSettings).toMatchObject({
      currency: expect.any(String),
      timezone: expect.any(String),
    });
    expect(res.body.storeTables.map((x: { table_title: string }) => x.table_title)).toEqual(['T1', 'T2']);
  });
});

describe('POST /pos/create-order', () => {
  it('prices the cart from the database, exactly, with exclusive and inclusive tax', async () => {
    const res = await createOrder(
      owner.client,
      orderBody(exampleCart(owner.menu), { deliveryType: 'dinein', tableId: owner.menu.tables.t1.id }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order sent to Kitchen!', ...EXAMPLE_TOTALS });
    expect(res.body.tokenNo).toBeGreaterThan(0);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.orderId));
    expect(order).toMatchObject({
      tenantId: owner.tenantId,
      itemsTotal: 4827,
      taxTotal: 303,
      payableTotal: 5130,
      status: 'created',
      paymentStatus: 'pending',
      tableId: owner.menu.tables.t1.id,
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      invoiceId: null,
    });
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    expect(
      items.map((i) => [i.itemTitle, i.unitPrice, i.quantity, i.lineTotal, i.taxAmount, i.netAmount]),
    ).toEqual([
      ['Burger', 1800, 2, 3600, 180, 3600],
      ['Lemonade', 450, 3, 1350, 123, 1227],
      ['Tap Water', 0, 1, 0, 0, 0],
    ]);
    expect(items[0]).toMatchObject({
      variantTitle: 'Double',
      variantPrice: 1400,
      notes: 'no onions',
      taxType: 'exclusive',
      taxRateBasisPoints: 500,
      status: 'created',
      addons: [
        { id: owner.menu.addons.cheese.id, title: 'Cheese', price: 150 },
        { id: owner.menu.addons.bacon.id, title: 'Bacon', price: 250 },
      ],
    });
  });

  it('ignores every price and total the client sends', async () => {
    const cart = exampleCart(owner.menu).map((l) => ({
      ...l,
      price: 0.01,
      variant: { id: 1, price: 0.01 },
      addons: [{ id: 1, price: 0 }],
      lineTotal: 0.01,
    }));
    const res = await createOrder(
      owner.client,
      orderBody(cart, {
        netTotal: 0.01,
        taxTotal: 0,
        total: 0.01,
        itemsTotal: 0.01,
        payableTotal: 0.01,
      } as never),
      { pay: true },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(EXAMPLE_TOTALS);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, res.body.invoiceId));
    expect(invoice).toMatchObject({ subTotal: 4827, taxTotal: 303, total: 5130 });
  });

  it('uses the base price when an item with variants is ordered without one', async () => {
    const res = await createOrder(owner.client, orderBody([line(owner.menu.items.burger.id)]));
    expect(res.body).toMatchObject({ itemsTotal: 10, taxTotal: 0.5, payableTotal: 10.5 });
  });

  it.each([
    ['an unknown item', () => [line(999_999)], 'Menu item not found!'],
    ["another tenant's item", () => [line(other.menu.items.burger.id)], 'Menu item not found!'],
    [
      "another tenant's variant",
      (o: OrderTenant) => [line(o.menu.items.burger.id, { variantId: other.menu.variants.double.id })],
      'Variant not found!',
    ],
    [
      "another item's variant",
      (o: OrderTenant) => [line(o.menu.items.lemonade.id, { variantId: o.menu.variants.double.id })],
      'Variant not found!',
    ],
    [
      "another tenant's addon",
      (o: OrderTenant) => [line(o.menu.items.burger.id, { addonIds: [other.menu.addons.cheese.id] })],
      'Addon not found!',
    ],
    [
      "another item's addon",
      (o: OrderTenant) => [
        line(o.menu.items.water.id),
        line(o.menu.items.lemonade.id, { addonIds: [o.menu.addons.bacon.id] }),
      ],
      'Addon not found!',
    ],
  ])('refuses %s with 404 and writes nothing', async (_label, cart, message) => {
    const before = await snapshot(owner.tenantId);
    const res = await createOrder(owner.client, orderBody(cart(owner)), { pay: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
    expect(await snapshot(owner.tenantId)).toEqual(before);
  });

  it("refuses another tenant's table, payment type or customer with 404", async () => {
    const before = await snapshot(owner.tenantId);
    const cart = [line(owner.menu.items.water.id)];
    const table = await createOrder(owner.client, orderBody(cart, { tableId: other.menu.tables.t1.id }));
    expect(table.status).toBe(404);
    expect(table.body.message).toBe('Table not found!');
    const payment = await createOrder(
      owner.client,
      orderBody(cart, { paymentTypeId: other.paymentTypes.cash.id }),
      { pay: true },
    );
    expect(payment.status).toBe(404);
    expect(payment.body.message).toBe('Payment type not found!');
    await t.database.db
      .insert(customers)
      .values({ tenantId: other.tenantId, phone: '555 0100', name: 'Theirs' });
    const customer = await createOrder(
      owner.client,
      orderBody(cart, { customerType: 'CUSTOMER', customerId: '555 0100' }),
    );
    expect(customer.status).toBe(404);
    expect(customer.body.message).toBe('Customer not found!');
    expect(await snapshot(owner.tenantId)).toEqual(before);
  });

  it('records a saved customer by phone and name', async () => {
    await t.database.db
      .insert(customers)
      .values({ tenantId: owner.tenantId, phone: '555 0199', name: 'Ada' });
    const res = await createOrder(
      owner.client,
      orderBody([line(owner.menu.items.water.id)], { customerType: 'CUSTOMER', customerId: '555 0199' }),
    );
    expect(res.status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.orderId));
    expect(order).toMatchObject({ customerType: 'CUSTOMER', customerId: '555 0199', customerName: 'Ada' });
  });

  it.each([
    [{ cart: [] }, 'Cart is empty!'],
    [{ cart: [line(1, { notes: 'x'.repeat(101) })] }, 'Notes can be at most 100 characters!'],
    [{ cart: [line(1, { quantity: 0 })] }, 'Please provide valid quantity!'],
    [{ cart: [line(1, { quantity: 1.5 })] }, 'Please provide valid quantity!'],
    [{ cart: [line(1)], deliveryType: 'drone' }, 'Please select a valid dining option!'],
  ])('answers 400 with the text for %j', async (overrides, message) => {
    const res = await owner.client.post('/pos/create-order', { ...orderBody([]), ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a CUSTOMER order needs a valid phone', async () => {
    const cart = [line(owner.menu.items.water.id)];
    const missing = await createOrder(
      owner.client,
      orderBody(cart, { customerType: 'CUSTOMER', customerId: '' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please Provide Customer's Phone!");
    const long = await createOrder(
      owner.client,
      orderBody(cart, { customerType: 'CUSTOMER', customerId: '1'.repeat(21) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Please provide valid phone no.!');
  });

  it("records each line's seat for a split by seat; the Orders screen and the receipt show it", async () => {
    const a = await freshTenant();
    const atTable = { deliveryType: 'dinein' as const, tableId: a.menu.tables.t1.id, guests: 2 };
    const seated = await createOrder(
      a.client,
      orderBody(
        [
          line(a.menu.items.water.id, { extra: { seat: 1 } }),
          line(a.menu.items.water.id, { extra: { seat: 2 } }),
          line(a.menu.items.lemonade.id),
        ],
        atTable,
      ),
    );
    expect(seated.status).toBe(200);
    const group = (await a.client.get('/orders')).body.find(
      (g: { table_id: number | null }) => g.table_id === a.menu.tables.t1.id,
    );
    expect(group.orders[0].guests).toBe(2);
    expect(group.orders[0].items.map((i: { seat: number | null }) => i.seat)).toEqual([1, 2, null]);
    const receipt = (await a.client.post('/invoices/orders', { orderIds: [seated.body.orderId] })).body;
    expect(receipt.orders[0].items.map((i: { seat: number | null }) => i.seat)).toEqual([1, 2, null]);

    for (const seat of [0, 101, 1.5, 'window']) {
      const bad = await createOrder(
        a.client,
        orderBody([{ ...line(a.menu.items.water.id), seat } as never], atTable),
      );
      expect([bad.status, bad.body.message]).toEqual([400, 'Please choose a seat from 1 to 100!']);
    }
  });

  it('accepts a note of exactly 100 characters', async () => {
    const notes = 'n'.repeat(100);
    const res = await createOrder(owner.client, orderBody([line(owner.menu.items.water.id, { notes })]));
    expect(res.status).toBe(200);
  });
});

describe('tokens', () => {
  it('count from 1 per tenant, independently', async () => {
    const a = await freshTenant();
    const b = await freshTenant();
    const cart = [line(a.menu.items.water.id)];
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await createOrder(a.client, orderBody(cart))).body.tokenNo);
    expect(tokens).toEqual([1, 2, 3]);
    expect((await createOrder(b.client, orderBody([line(b.menu.items.water.id)]))).body.tokenNo).toBe(1);
  });

  it('restart at 1 at midnight in the store timezone', async () => {
    const a = await freshTenant();
    await t.database.db
      .update(storeSettings)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(storeSettings.tenantId, a.tenantId));
    const at = (iso: string) => createPosService(t.app.deps, () => new Date(iso));
    const input = {
      cart: [
        {
          id: a.menu.items.water.id,
          quantity: 1,
          notes: null,
          variant_id: null,
          seat: null,
          course: null,
          addons_ids: [],
        },
      ],
      deliveryType: null,
      customerType: 'WALKIN' as const,
      customerId: null,
      tableId: null,
      guests: null,
      selectedQrOrderItem: null,
      paymentTypeId: null,
    };
    const options = { userId: null, idempotencyKey: null, withInvoice: false };
    // 14:59 UTC is 23:59 in Tokyo; 15:00 UTC is already the next day there (but not in UTC).
    const late1 = await at('2026-03-01T14:58:00Z').createOrder(a.tenantId, input, options);
    const late2 = await at('2026-03-01T14:59:59Z').createOrder(a.tenantId, input, options);
    const early = await at('2026-03-01T15:00:00Z').createOrder(a.tenantId, input, options);
    const next = await at('2026-03-01T23:00:00Z').createOrder(a.tenantId, input, options);
    expect([late1.tokenNo, late2.tokenNo, early.tokenNo, next.tokenNo]).toEqual([1, 2, 1, 2]);
    const days = await t.database.db
      .select({ day: orders.tokenDay, token: orders.tokenNo })
      .from(orders)
      .where(eq(orders.tenantId, a.tenantId))
      .orderBy(asc(orders.id));
    expect(days).toEqual([
      { day: '2026-03-01', token: 1 },
      { day: '2026-03-01', token: 2 },
      { day: '2026-03-02', token: 1 },
      { day: '2026-03-02', token: 2 },
    ]);
  });

  it('a refused order uses up no token', async () => {
    const a = await freshTenant();
    const cart = [line(a.menu.items.water.id)];
    expect((await createOrder(a.client, orderBody(cart))).body.tokenNo).toBe(1);
    expect((await createOrder(a.client, orderBody([line(999_999)]))).status).toBe(404);
    expect((await createOrder(a.client, orderBody(cart))).body.tokenNo).toBe(2);
  });

  const burst = usingPostgres() ? 200 : 40;
  it(`${burst} simultaneous orders get tokens 1..${burst}, none lost or repeated`, async () => {
    const a = await freshTenant();
    const cart = [
      line(a.menu.items.burger.id, { variantId: a.menu.variants.single.id }),
      line(a.menu.items.lemonade.id),
    ];
    const results = await Promise.all(
      Array.from({ length: burst }, () => createOrder(a.client, orderBody(cart))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(burst).fill(200));
    const tokens = results.map((r) => r.body.tokenNo).sort((x, y) => x - y);
    expect(tokens).toEqual(Array.from({ length: burst }, (_, i) => i + 1));
    expect(await countRows(t.database.db, 'orders', a.tenantId)).toBe(burst);
    expect(await countRows(t.database.db, 'order_items', a.tenantId)).toBe(burst * 2);
  });
});

/**
 * The statements every order runs are kept prepared so PostgreSQL plans them once. If one of them
 * (say, a changed pricing query) made PostgreSQL plan it anew with each order's values, orders would
 * still work, only with PostgreSQL's planning cost on every one: this is what would notice.
 */
describe.runIf(usingPostgres())('plans of an order’s statements', () => {
  it('the session lookup, the pricing and the write keep one plan made once (generic)', async () => {
    const a = await freshTenant();
    // A menu of a real size, as the benchmark has it: with a handful of rows every plan is alike.
    await t.database.db.execute(sql`
      with items as (
        insert into menu_items (tenant_id, title, price)
        select ${a.tenantId}::int, 'Dish ' || g, 100 + g from generate_series(1, 1000) g
        returning id
      ), variants as (
        insert into menu_item_variants (tenant_id, item_id, title, price)
        select ${a.tenantId}::int, id, v, 900 from items, unnest(array['Regular', 'Large']) v where id % 4 = 0
      )
      insert into menu_item_addons (tenant_id, item_id, title, price)
      select ${a.tenantId}::int, id, v, 150 from items, unnest(array['Cheese', 'Sauce']) v where id % 4 = 0`);
    const input = CreateOrderBody.parse(orderBody(exampleCart(a.menu)));
    const markers = ['"subscriptionEndMs"', 'as timezone', 'daily_token_counters'];
    // Generic plans so far of each statement on this connection (0 if it never ran on it).
    const genericPlans = async (tx: Db) => {
      const result = await tx.execute(sql`select statement, generic_plans from pg_prepared_statements`);
      const rows = (result as unknown as { rows: Array<{ statement: string; generic_plans: string }> }).rows;
      return markers.map((m) => Number(rows.find((r) => r.statement.includes(m))?.generic_plans ?? 0));
    };
    let before: number[] = [];
    let after: number[] = [];
    // One transaction is one connection, whose prepared statements pg_prepared_statements lists.
    await t.database.db
      .transaction(async (tx) => {
        before = await genericPlans(tx);
        for (let i = 0; i < 8; i++) {
          // A new service each time: its menu is not remembered yet, so the pricing runs every time.
          const pos = createPosService({ ...t.app.deps, db: tx });
          await findUserSession(tx, randomUUID());
          await pos.createOrder(a.tenantId, input, {
            userId: null,
            idempotencyKey: randomUUID(),
            withInvoice: false,
          });
        }
        after = await genericPlans(tx);
        tx.rollback();
      })
      .catch((error) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    // PostgreSQL plans a statement's first five runs with their values, then keeps the generic plan
    // if it is no worse: at least the last three of these eight runs must have used it.
    expect(after.map((n, i) => n - before[i] >= 3)).toEqual([true, true, true]);
  });
});

describe('prices remembered between orders', () => {
  /** The unit price the order's first line was written with. */
  async function firstUnitPrice(orderId: number) {
    const [row] = await t.database.db
      .select({ unitPrice: orderItems.unitPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    return row.unitPrice;
  }

  it('a variant or addon price changed in the back office reaches the very next order', async () => {
    const a = await freshTenant();
    const { items, variants, addons } = a.menu;
    const burger = orderBody([
      line(items.burger.id, { variantId: variants.double.id, addonIds: [addons.cheese.id] }),
    ]);
    const first = await createOrder(a.client, burger);
    expect(await firstUnitPrice(first.body.orderId)).toBe(1400 + 150);

    const changed = await a.client.post(`/menu-items/addons/${items.burger.id}/update/${addons.cheese.id}`, {
      title: 'Cheese',
      price: 3,
    });
    expect(changed.status).toBe(200);
    const second = await createOrder(a.client, burger);
    expect(await firstUnitPrice(second.body.orderId)).toBe(1400 + 300);

    await a.client.post(`/menu-items/variants/${items.burger.id}/update/${variants.double.id}`, {
      title: 'Double',
      price: 16,
    });
    const third = await createOrder(a.client, burger);
    expect(await firstUnitPrice(third.body.orderId)).toBe(1600 + 300);
    expect(third.body.taxTotal).toBe(0.95); // 5 % of 19.00
  });

  it('a change written straight to the database, as another server would, is caught when the order is written', async () => {
    const a = await freshTenant();
    const water = orderBody([line(a.menu.items.water.id)]);
    const first = await createOrder(a.client, water);
    expect(first.body.payableTotal).toBe(0);
    await t.database.db.execute(sql`update menu_items set price = 250 where id = ${a.menu.items.water.id}`);
    const second = await createOrder(a.client, water);
    expect(second.status).toBe(200);
    expect(second.body.payableTotal).toBe(2.5);
    // The refused first write took no token: the numbers stay consecutive.
    expect(second.body.tokenNo).toBe(first.body.tokenNo + 1);

    // A tax rate, likewise: Burger 10.00 with GST at 10 % instead of 5 %.
    const burger = orderBody([line(a.menu.items.burger.id)]);
    expect((await createOrder(a.client, burger)).body.taxTotal).toBe(0.5);
    await t.database.db.execute(
      sql`update taxes set rate_basis_points = 1000 where id = ${a.menu.taxes.gst.id}`,
    );
    expect((await createOrder(a.client, burger)).body.taxTotal).toBe(1);
  });

  it('a variant or addon added after the item was remembered can be ordered at once', async () => {
    const a = await freshTenant();
    const { items } = a.menu;
    expect((await createOrder(a.client, orderBody([line(items.burger.id)]))).status).toBe(200);
    const triple = await a.client.post(`/menu-items/variants/${items.burger.id}/add`, {
      title: 'Triple',
      price: 18,
    });
    const egg = await a.client.post(`/menu-items/addons/${items.burger.id}/add`, { title: 'Egg', price: 1 });
    expect([triple.status, egg.status]).toEqual([200, 200]);
    const { menuItems } = (await a.client.get('/pos/init')).body;
    const burger = menuItems.find((i: { id: number }) => i.id === items.burger.id);
    const variantId = burger.variants.find((v: { title: string }) => v.title === 'Triple').id;
    const addonId = burger.addons.find((v: { title: string }) => v.title === 'Egg').id;
    const res = await createOrder(
      a.client,
      orderBody([line(items.burger.id, { variantId, addonIds: [addonId] })]),
    );
    expect(res.status).toBe(200);
    expect(await firstUnitPrice(res.body.orderId)).toBe(1800 + 100);
  });

  it('an item deleted after it was remembered is refused and writes nothing', async () => {
    const a = await freshTenant();
    const water = orderBody([line(a.menu.items.water.id)]);
    expect((await createOrder(a.client, water)).status).toBe(200);
    expect((await a.client.delete(`/menu-items/delete/${a.menu.items.water.id}`)).status).toBe(200);
    const before = await snapshot(a.tenantId);
    const refused = await createOrder(a.client, water);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Menu item not found!' });
    expect(await snapshot(a.tenantId)).toEqual(before);
  });

  it('a change of many menu rows in one transaction moves the menu version once', async () => {
    const a = await freshTenant();
    const version = async () => {
      const result = await t.database.db.execute(
        sql`select menu_version from tenants where id = ${a.tenantId}`,
      );
      return Number((result as unknown as { rows: Array<{ menu_version: number }> }).rows[0].menu_version);
    };
    const before = await version();
    await t.database.db.execute(
      sql`insert into menu_items (tenant_id, title, price) select ${a.tenantId}::int, 'Dish ' || g, 100 from generate_series(1, 50) g`,
    );
    expect(await version()).toBe(before + 1);
    await t.database.db.execute(sql`update menu_items set price = price + 1 where tenant_id = ${a.tenantId}`);
    expect(await version()).toBe(before + 2);
  });

  it("one tenant's remembered menu never prices another tenant's cart", async () => {
    const a = await freshTenant();
    const b = await freshTenant();
    const burger = orderBody([line(a.menu.items.burger.id)]);
    expect((await createOrder(a.client, burger)).status).toBe(200);
    const refused = await createOrder(b.client, burger);
    expect(refused.status).toBe(404);
    expect(await snapshot(b.tenantId)).toEqual({ orders: 0, items: 0, invoices: 0 });
  });
});

describe('Idempotency-Key', () => {
  it('a retried create answers with the first order and writes nothing new', async () => {
    const a = await freshTenant();
    const body = orderBody(exampleCart(a.menu));
    const first = await createOrder(a.client, body, { idempotencyKey: 'retry-1', pay: true });
    const again = await createOrder(a.client, body, { idempotencyKey: 'retry-1', pay: true });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await snapshot(a.tenantId)).toEqual({ orders: 1, items: 3, invoices: 1 });
    // Another key is another order; the same key in another tenant is that tenant's own.
    const second = await createOrder(a.client, body, { idempotencyKey: 'retry-2' });
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect(second.body.tokenNo).toBe(2);
    const elsewhere = await createOrder(other.client, orderBody([line(other.menu.items.water.id)]), {
      idempotencyKey: 'retry-1',
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.orderId).not.toBe(first.body.orderId);
  });

  it('20 simultaneous requests with one key make one order and all get its answer', async () => {
    const a = await freshTenant();
    const body = orderBody(exampleCart(a.menu));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createOrder(a.client, body, { idempotencyKey: 'burst-key' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(results.map((r) => r.body.orderId));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((r) => r.body.tokenNo))).toEqual(new Set([1]));
    expect(await snapshot(a.tenantId)).toEqual({ orders: 1, items: 3, invoices: 0 });
    // The counter was not left ahead by the losers.
    expect((await createOrder(a.client, body)).body.tokenNo).toBe(2);
  });

  it('refuses a malformed key', async () => {
    const res = await owner.client.post('/pos/create-order', orderBody([line(owner.menu.items.water.id)]), {
      'idempotency-key': 'x'.repeat(201),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid Idempotency-Key header!');
  });
});

describe('create-order-and-invoice', () => {
  it('writes the order and its paid invoice, with the payment type, in one go', async () => {
    const res = await createOrder(
      owner.client,
      orderBody(exampleCart(owner.menu), {
        deliveryType: 'dinein',
        tableId: owner.menu.tables.t2.id,
        paymentTypeId: owner.paymentTypes.card.id,
      }),
      { pay: true },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payment collected & Order sent to Kitchen!',
      ...EXAMPLE_TOTALS,
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'created', invoiceId: res.body.invoiceId });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, res.body.invoiceId));
    expect(invoice).toMatchObject({
      tenantId: owner.tenantId,
      subTotal: 4827,
      taxTotal: 303,
      total: 5130,
      paymentTypeId: owner.paymentTypes.card.id,
      paymentTypeTitle: 'Card',
      tableId: owner.menu.tables.t2.id,
      deliveryType: 'dinein',
    });
  });
});

describe('QR order take-over', () => {
  async function qrOrder(tenantId: number, status = 'created') {
    const [row] = await t.database.db
      .insert(qrOrders)
      .values({ tenantId, status, customerType: 'WALKIN' })
      .returning({ id: qrOrders.id });
    return row.id;
  }

  it('marks the QR order handled with the order; a second take-over is 409 and writes nothing', async () => {
    const a = await freshTenant();
    const qrId = await qrOrder(a.tenantId);
    const cart = [line(a.menu.items.water.id)];
    const first = await createOrder(a.client, orderBody(cart, { selectedQrOrderItem: qrId }));
    expect(first.status).toBe(200);
    const [row] = await t.database.db.select().from(qrOrders).where(eq(qrOrders.id, qrId));
    expect(row).toMatchObject({ status: 'completed', orderId: first.body.orderId });

    const before = await snapshot(a.tenantId);
    const second = await createOrder(a.client, orderBody(cart, { selectedQrOrderItem: qrId }), { pay: true });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This QR order was already handled!');
    expect(await snapshot(a.tenantId)).toEqual(before);
    expect((await createOrder(a.client, orderBody(cart))).body.tokenNo).toBe(2);
  });

  it('refuses a cancelled QR order (409) and another tenant’s (404)', async () => {
    const cancelled = await qrOrder(owner.tenantId, 'cancelled');
    const cart = [line(owner.menu.items.water.id)];
    const res = await createOrder(owner.client, orderBody(cart, { selectedQrOrderItem: cancelled }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This QR order was already handled!');
    const theirs = await qrOrder(other.tenantId);
    const foreign = await createOrder(owner.client, orderBody(cart, { selectedQrOrderItem: theirs }));
    expect(foreign.status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(qrOrders)
      .where(and(eq(qrOrders.id, theirs), eq(qrOrders.tenantId, other.tenantId)));
    expect(row.status).toBe('created');
  });

  it('two POS taking over the same QR order at once: one order, one 409', async () => {
    const a = await freshTenant();
    const qrId = await qrOrder(a.tenantId);
    const cart = [line(a.menu.items.water.id)];
    const results = await Promise.all([
      createOrder(a.client, orderBody(cart, { selectedQrOrderItem: qrId })),
      createOrder(a.client, orderBody(cart, { selectedQrOrderItem: qrId })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await countRows(t.database.db, 'orders', a.tenantId)).toBe(1);
  });
});
