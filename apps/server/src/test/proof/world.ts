import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import { devices, paymentTypes } from '../../db/schema';
import { ensureSuperadmin } from '../../db/seed';
import { encodeTableRef } from '../../modules/settings/table-reference';
import { encodeBoardLink } from '../../modules/token-board/token-board-link';
import { createTestMenu, type TestMenu } from '../fixtures';
import { registerTenant, signIn, type TestClient, uniqueEmail } from '../http-client';
import { signInOperatorClient } from '../two-factor-kit';

/**
 * A tenant "world" for the proof suites: a signed-in owner, a full menu, tables, a payment type and
 * a second staff user, every free text carrying the tenant's own marker word so a leak of one
 * tenant's data into another's answer can be found by searching the answer for the word.
 */
export interface World {
  tenantId: number;
  marker: string;
  owner: TestClient;
  ownerUsername: string;
  password: string;
  staffUsername: string;
  menu: TestMenu;
  paymentTypeId: number;
  /** A signed-in device of the owner other than `owner` itself. */
  spareDeviceId: string;
  /** Ids created by modules as they land (customers, reservations, orders, invoices, QR orders). */
  extra: Record<string, number | string>;
}

export const OPERATOR = { email: 'operator@proof.test', password: 'operator-password' };

export async function buildWorld(app: AppInstance, label: string): Promise<World> {
  const db = app.deps.db;
  const marker = `${label}${randomBytes(3).toString('hex')}`;
  const tenant = await registerTenant(app, `Bistro ${marker}`);
  const menu = await createTestMenu(db, tenant.tenantId);
  await markTenantRows(db, tenant.tenantId, marker);
  const paymentType = await tenant.client.post('/settings/payment-types/add', {
    title: `Card ${marker}`,
    isActive: true,
  });
  if (paymentType.status !== 200) throw new Error(`payment type: ${JSON.stringify(paymentType.body)}`);
  const [pt] = await db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.tenantId, tenant.tenantId), eq(paymentTypes.title, `Card ${marker}`)));
  const staffUsername = uniqueEmail(`staff-${marker}`);
  const staff = await tenant.client.post('/users/add', {
    name: `Staff ${marker}`,
    username: staffUsername,
    password: tenant.password,
    userScopes: ['POS', 'KITCHEN'],
  });
  if (staff.status !== 200) throw new Error(`staff user: ${JSON.stringify(staff.body)}`);
  await signIn(app, tenant.username, tenant.password);
  const [spare] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.tenantId, tenant.tenantId), isNull(devices.revokedAt)))
    .orderBy(sql`${devices.createdAt} desc`)
    .limit(1);
  const world: World = {
    tenantId: tenant.tenantId,
    marker,
    owner: tenant.client,
    ownerUsername: tenant.username,
    password: tenant.password,
    staffUsername,
    menu,
    paymentTypeId: pt.id,
    spareDeviceId: spare.id,
    extra: {},
  };
  await addRecords(app, world);
  await addStock(world);
  await addOrders(app, world);
  await addQrOrder(app, world);
  await addPrinting(world);
  await addFloorArea(world);
  world.extra.boardLink = encodeBoardLink(app.deps.signer, world.tenantId);
  return world;
}

/** A customer (customers are keyed by phone; a random one so two worlds never share it). */
async function addRecords(_app: AppInstance, w: World) {
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const res = await w.owner.post('/customers/add', {
    phone,
    name: `Customer ${w.marker}`,
    email: `c.${w.marker}@example.com`,
  });
  if (res.status !== 200) throw new Error(`customer: ${res.status} ${JSON.stringify(res.body)}`);
  w.extra.customerPhone = phone;
  const booked = await w.owner.post('/reservations/add', reservationBody(w));
  if (booked.status !== 200) throw new Error(`reservation: ${booked.status} ${JSON.stringify(booked.body)}`);
  const [reservation] = rowsOf(
    await _app.deps.db.execute(
      sql`select id from reservations where tenant_id = ${w.tenantId} order by id limit 1`,
    ),
  ) as Array<{ id: number }>;
  w.extra.reservationId = Number(reservation.id);
  // An optional modifier group on the burger (issue 18 §1), to edit and delete.
  const group = await w.owner.post(`/menu-items/modifier-groups/${w.menu.items.burger.id}/add`, {
    title: `Sauces ${w.marker}`,
    minSelect: 0,
    maxSelect: 2,
  });
  if (group.status !== 200) throw new Error(`modifier group: ${group.status} ${JSON.stringify(group.body)}`);
  w.extra.modifierGroupId = Number(group.body.id);
}

/** An ingredient with stock that the burger uses (issue 20), so the world's orders take from it. */
async function addStock(w: World) {
  const res = await w.owner.post('/ingredients', {
    name: `Beef ${w.marker}`,
    unit: 'kg',
    costPerUnit: 12,
    lowStock: 1,
    stock: 10,
  });
  if (res.status !== 200) throw new Error(`ingredient: ${res.status} ${JSON.stringify(res.body)}`);
  w.extra.ingredientId = Number(res.body.id);
  const recipe = await w.owner.put(`/menu-items/${w.menu.items.burger.id}/recipe`, {
    lines: [{ kind: 'item', ingredientId: w.extra.ingredientId, quantity: 150, unit: 'g' }],
  });
  if (recipe.status !== 200) throw new Error(`recipe: ${recipe.status} ${JSON.stringify(recipe.body)}`);
}

/** A booking for the world's customer at T1, a week from now. */
export function reservationBody(w: World) {
  return {
    customerId: String(w.extra.customerPhone),
    date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    tableId: w.menu.tables.t1.id,
    status: 'booked',
    notes: `Window seat ${w.marker}`,
    peopleCount: 4,
  };
}

/** The QR menu switched on, its code and a signed table reference, and one QR order placed. */
async function addQrOrder(app: AppInstance, w: World) {
  const store = await w.owner.post('/settings/store-setting', {
    storeName: `Store ${w.marker}`,
    currency: 'EUR',
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
  });
  if (store.status !== 200) throw new Error(`store setting: ${store.status} ${JSON.stringify(store.body)}`);
  const [row] = rowsOf(
    await app.deps.db.execute(sql`select unique_qr_code from store_settings where tenant_id = ${w.tenantId}`),
  ) as Array<{ unique_qr_code: string }>;
  w.extra.qrCode = row.unique_qr_code;
  w.extra.tableRef = encodeTableRef(app.deps.signer, w.tenantId, w.menu.tables.t1.id);
  const { TestClient } = await import('../http-client');
  const diner = new TestClient(app, `10.66.${w.tenantId % 250}.1`);
  const placed = await diner.post(`/qrmenu/${w.extra.qrCode}/place-order`, {
    cartItems: [{ id: w.menu.items.burger.id, quantity: 1, notes: `Diner note ${w.marker}` }],
    customerType: 'CUSTOMER',
    customer: { name: `Diner ${w.marker}`, phone: '+15550001111' },
    tableId: w.extra.tableRef,
  });
  if (placed.status !== 200) throw new Error(`QR order: ${placed.status} ${JSON.stringify(placed.body)}`);
  w.extra.qrOrderId = Number(placed.body.qrOrderId);
}

/** A cart of the fixture menu: a double burger with cheese and a note, and two lemonades. */
export function sampleCart(w: World) {
  return [
    {
      id: w.menu.items.burger.id,
      quantity: 1,
      notes: `No onions ${w.marker}`,
      variant_id: w.menu.variants.double.id,
      addons_ids: [w.menu.addons.cheese.id],
    },
    { id: w.menu.items.lemonade.id, quantity: 2 },
  ];
}

/** Open orders (a dine-in one at T1 and a take-away one) and a paid one with its invoice. */
async function addOrders(app: AppInstance, w: World) {
  const place = async (path: string, body: Record<string, unknown>) => {
    const res = await w.owner.post(path, { cart: sampleCart(w), customerType: 'WALKIN', ...body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return Number(res.body.orderId);
  };
  w.extra.dineInOrderId = await place('/pos/create-order', {
    deliveryType: 'dinein',
    tableId: w.menu.tables.t1.id,
  });
  w.extra.takeawayOrderId = await place('/pos/create-order', { deliveryType: 'takeaway' });
  // Courses (issue 18 §4): the burger as a starter goes to the kitchen, the lemonades as a main are held.
  const [starter, main] = sampleCart(w);
  w.extra.coursedOrderId = await place('/pos/create-order', {
    deliveryType: 'takeaway',
    cart: [
      { ...starter, course: 1 },
      { ...main, course: 2 },
    ],
  });
  w.extra.paidOrderId = await place('/pos/create-order-and-invoice', {
    deliveryType: 'takeaway',
    customerType: 'CUSTOMER',
    customerId: w.extra.customerPhone,
    paymentTypeId: w.paymentTypeId,
  });
  const [paid] = rowsOf(
    await app.deps.db.execute(
      sql`select invoice_id from orders where tenant_id = ${w.tenantId} and id = ${w.extra.paidOrderId}`,
    ),
  ) as Array<{ invoice_id: number }>;
  w.extra.invoiceId = Number(paid.invoice_id);
  // The guest's receipt link of the paid order (issue 29): public, its signature the key.
  const receiptLink = await w.owner.post('/receipt-links', { orderIds: [w.extra.paidOrderId] });
  if (receiptLink.status !== 200) throw new Error(`receipt link: ${receiptLink.status}`);
  w.extra.receiptLink = String(receiptLink.body.path).slice('/receipt/'.length);
  // A table's bill being paid in parts (modules/payments), with one part taken.
  w.extra.billOrderId = await place('/pos/create-order', {
    deliveryType: 'dinein',
    tableId: w.menu.tables.t2.id,
  });
  const bill = await w.owner.post('/payments/bills', { orderIds: [w.extra.billOrderId] });
  if (bill.status !== 200) throw new Error(`bill: ${bill.status} ${JSON.stringify(bill.body)}`);
  w.extra.billId = Number(bill.body.id);
  const part = await w.owner.post(`/payments/bills/${w.extra.billId}/payments`, {
    paymentTypeId: w.paymentTypeId,
    amount: '0.50',
  });
  if (part.status !== 200) throw new Error(`payment: ${part.status} ${JSON.stringify(part.body)}`);
  const [line] = rowsOf(
    await app.deps.db.execute(
      sql`select id from order_items where tenant_id = ${w.tenantId} and order_id = ${w.extra.dineInOrderId} order by id limit 1`,
    ),
  ) as Array<{ id: number }>;
  w.extra.orderItemId = Number(line.id);
  // A line of the take-away order to void or comp.
  const [takeawayLine] = rowsOf(
    await app.deps.db.execute(
      sql`select id from order_items where tenant_id = ${w.tenantId} and order_id = ${w.extra.takeawayOrderId} order by id limit 1`,
    ),
  ) as Array<{ id: number }>;
  w.extra.voidItemId = Number(takeawayLine.id);
  // The store's first two discount reasons: one to discount with, one that may be deleted.
  const reasons = (await w.owner.get('/discounts/reasons')).body as Array<{ id: number }>;
  w.extra.discountReasonId = reasons[0].id;
  w.extra.spareReasonId = reasons[1].id;
  // The store's cash drawer, open.
  const shift = await w.owner.post('/shifts', { openingFloat: 100 });
  if (shift.status !== 200) throw new Error(`shift: ${JSON.stringify(shift.body)}`);
  w.extra.shiftId = Number(shift.body.id);
}

/**
 * A station (the drinks go to the bar), a printer, a paired bridge and a print job. Nothing prints
 * by itself here: a job written in the background after a later request would move the dumps the
 * suites compare.
 */
async function addPrinting(w: World) {
  const ok = (res: { status: number; body: unknown }, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  };
  ok(
    await w.owner.put('/printing/settings', {
      autoPrintTickets: false,
      autoPrintReceipts: false,
      kickDrawerOnCash: false,
      jobMaxAgeMinutes: 30,
      codepage: 'auto',
    }),
    'printing settings',
  );
  w.extra.stationId = Number(
    ok(
      await w.owner.post('/stations', { name: 'Bar', categoryIds: [w.menu.categories.drinks.id] }),
      'station',
    ).id,
  );
  w.extra.printerId = Number(
    ok(
      await w.owner.post('/printing/printers', {
        name: 'Counter',
        address: '192.168.1.50',
        paperWidth: 80,
        printsTickets: true,
        printsReceipts: true,
        printsBills: true,
        hasCashDrawer: true,
      }),
      'printer',
    ).id,
  );
  const { code } = ok(await w.owner.post('/printing/pairing-codes'), 'pairing code') as { code: string };
  const { TestClient } = await import('../http-client');
  const bridge = ok(
    await new TestClient(w.owner.app).post('/print-bridge/pair', { code, name: 'Counter PC' }),
    'pair',
  );
  w.extra.bridgeId = String(bridge.bridgeId);
  w.extra.pairingCode = (
    ok(await w.owner.post('/printing/pairing-codes'), 'pairing code 2') as { code: string }
  ).code;
  ok(await w.owner.post(`/printing/orders/${w.extra.dineInOrderId}/tickets`), 'ticket');
  const jobs = (await w.owner.get('/printing/jobs')).body as Array<{ id: number }>;
  w.extra.printJobId = jobs[0].id;
  // A job that failed (the printer was out of paper), to print again.
  await w.owner.app.deps.db.execute(
    sql`update print_jobs set state = 'failed', error = 'Out of paper' where id = ${w.extra.printJobId}`,
  );
}

/** The fixture menu has fixed titles; give every one of this tenant's titles its marker word. */
async function markTenantRows(db: Db, tenantId: number, marker: string) {
  for (const [table, column] of [
    ['categories', 'title'],
    ['taxes', 'title'],
    ['menu_items', 'title'],
    ['menu_item_variants', 'title'],
    ['menu_item_addons', 'title'],
    ['store_tables', 'table_title'],
    ['discount_reasons', 'title'],
  ] as const) {
    await db.execute(
      sql.raw(`update ${table} set ${column} = ${column} || ' ${marker}' where tenant_id = ${tenantId}`),
    );
  }
}

export async function signInOperator(app: AppInstance): Promise<TestClient> {
  await ensureSuperadmin(app.deps.db, OPERATOR);
  const { TestClient } = await import('../http-client');
  const operator = new TestClient(app);
  const res = await signInOperatorClient(app, operator, {
    username: OPERATOR.email,
    password: OPERATOR.password,
  });
  if (res.status !== 200) throw new Error(`operator signin: ${JSON.stringify(res.body)}`);
  return operator;
}

// ---------------------------------------------------------------- database dumps

/** Columns that move on reads (a session seen again), not on changes of the tenant's data. */
const VOLATILE_COLUMNS = new Set(['last_seen_at']);
const VOLATILE_TABLES = new Set(['devices']);

const tableLists = new WeakMap<Db, Array<{ table: string; hasTenant: boolean }>>();

async function publicTables(db: Db): Promise<Array<{ table: string; hasTenant: boolean }>> {
  const cached = tableLists.get(db);
  if (cached) return cached;
  const rows = (await db.execute(sql`
    select t.table_name as table,
           exists (select 1 from information_schema.columns c
                    where c.table_schema = 'public' and c.table_name = t.table_name
                      and c.column_name = 'tenant_id') as "hasTenant"
      from information_schema.tables t
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and t.table_name not like '\\_\\_%'
     order by t.table_name`)) as unknown as { rows?: unknown[] } | unknown[];
  const list = rowsOf(rows) as Array<{ table: string; hasTenant: boolean }>;
  tableLists.set(db, list);
  return list;
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/** Every row of one tenant (its tenants row and every table with a tenant_id), fingerprinted per table. */
export async function dumpTenant(db: Db, tenantId: number): Promise<Record<string, string>> {
  const id = Number(tenantId);
  const tables = await publicTables(db);
  return fingerprints(db, [
    { table: 'tenants', where: `id = ${id}` },
    ...tables.filter((t) => t.hasTenant).map((t) => ({ table: t.table, where: `tenant_id = ${id}` })),
  ]);
}

/**
 * One fingerprint per table, in one round trip. Any insert, update or delete changes a table's row
 * count or its newest row version (xmin), so comparing count and newest xmin is exact and cheap.
 * Tables with columns that move on reads (a session seen again) are compared by content instead.
 */
async function fingerprints(db: Db, parts: Array<{ table: string; where?: string }>) {
  const volatile = [...VOLATILE_COLUMNS].map((c) => ` - '${c}'`).join('');
  const query = parts
    .map(({ table, where }) => {
      const from = `from "${table}" x${where ? ` where ${where}` : ''}`;
      return VOLATILE_TABLES.has(table)
        ? `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(r, '|' order by r)), '') as h ` +
            `from (select (to_jsonb(x)${volatile})::text as r ${from}) s`
        : `select '${table}' as t, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as h ${from}`;
    })
    .join(' union all ');
  const rows = rowsOf(await db.execute(sql.raw(query))) as Array<{ t: string; h: string }>;
  return Object.fromEntries(rows.map((row) => [row.t, row.h]));
}

/**
 * Every row of every table, as one fingerprint per table computed inside the database (one round
 * trip): what "nothing changed" means for a refused request.
 */
export async function dumpAll(db: Db): Promise<Record<string, string>> {
  return fingerprints(db, await publicTables(db));
}

/** Names the tables whose dumps differ, for a readable failure. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]).sort();
}

/** A floor plan area (issue 18 §5) with T1 placed in it. */
async function addFloorArea(w: World) {
  const area = await w.owner.post('/floor-areas', { name: `Room ${w.marker}`, sortOrder: 0 });
  if (area.status !== 200) throw new Error(`floor area: ${area.status} ${JSON.stringify(area.body)}`);
  w.extra.floorAreaId = Number(area.body.id);
  const placed = await w.owner.put(`/floor-plan/tables/${w.menu.tables.t1.id}`, {
    areaId: w.extra.floorAreaId,
    gridX: 0,
    gridY: 0,
  });
  if (placed.status !== 200) throw new Error(`floor plan: ${placed.status} ${JSON.stringify(placed.body)}`);
}
