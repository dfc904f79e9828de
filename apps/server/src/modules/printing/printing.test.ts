import {
  PRINT_BRIDGE_NAMESPACE,
  PRINTING_MESSAGES,
  type PrintBridgeClientEvents,
  type PrintBridgeServerEvents,
  STATIONS_MESSAGES,
  type TBridgeJob,
  type TBridgePrinter,
  type TJobClaim,
  type TPrintDocument,
} from '@mise/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, printers, printJobs } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import {
  createOrder,
  createOrderTenant,
  line,
  listen,
  type OrderTenant,
  orderBody,
} from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

type BridgeSocket = Socket<PrintBridgeServerEvents, PrintBridgeClientEvents>;

const ok = <T extends { status: number; body: unknown }>(res: T) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown> & T['body'];
};

const printerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kitchen',
  address: '192.168.1.50',
  paperWidth: 80,
  printsTickets: true,
  ...overrides,
});

async function pairBridge(a: OrderTenant, name = 'Counter PC') {
  const { code } = ok(await a.client.post('/printing/pairing-codes')) as { code: string };
  return ok(await new TestClient(t.app, '10.1.2.3').post('/print-bridge/pair', { code, name })) as {
    bridgeId: string;
    token: string;
    storeName: string;
  };
}

/** A raw bridge connection speaking the protocol, recording what the server sends. */
async function connectBridge(token: string) {
  const socket: BridgeSocket = io(`${url}${PRINT_BRIDGE_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket as Socket);
  const jobs: TBridgeJob[] = [];
  const printerLists: TBridgePrinter[][] = [];
  socket.on('job', (job) => jobs.push(job));
  socket.on('printers', (list) => printerLists.push(list));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    jobs,
    printerLists,
    claim: (jobId: number) => socket.timeout(5_000).emitWithAck('job_claim', { jobId }) as Promise<TJobClaim>,
    report: (jobId: number, status: 'printed' | 'failed', error?: string) =>
      socket.timeout(5_000).emitWithAck('job_result', { jobId, status, error }) as Promise<boolean>,
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const jobsOf = (tenantId: number) =>
  t.app.deps.db.select().from(printJobs).where(eq(printJobs.tenantId, tenantId)).orderBy(asc(printJobs.id));

const textOf = (document: TPrintDocument) =>
  document.blocks
    .map((b) => (b.type === 'text' ? b.text : b.type === 'row' ? `${b.left} ${b.right}` : ''))
    .join('\n');

/** A tenant with a Kitchen station (mains) and a Bar (drinks), each with its printer, and a counter printer. */
async function stationedTenant(name: string) {
  const a = await createOrderTenant(t.app, name);
  const kitchen = ok(
    await a.client.post('/stations', { name: 'Kitchen', categoryIds: [a.menu.categories.mains.id] }),
  ).id as number;
  const bar = ok(
    await a.client.post('/stations', { name: 'Bar', categoryIds: [a.menu.categories.drinks.id] }),
  ).id as number;
  const kitchenPrinter = ok(await a.client.post('/printing/printers', printerBody({ stationIds: [kitchen] })))
    .id as number;
  const barPrinter = ok(
    await a.client.post(
      '/printing/printers',
      printerBody({ name: 'Bar', address: '192.168.1.51:9100', paperWidth: 57, stationIds: [bar] }),
    ),
  ).id as number;
  const counter = ok(
    await a.client.post(
      '/printing/printers',
      printerBody({
        name: 'Counter',
        address: '10.0.0.9',
        printsTickets: false,
        printsReceipts: true,
        printsBills: true,
        hasCashDrawer: true,
      }),
    ),
  ).id as number;
  return { a, stations: { kitchen, bar }, printers: { kitchen: kitchenPrinter, bar: barPrinter, counter } };
}

describe('printers', () => {
  it('takes only addresses on the restaurant’s own network, and changes nothing when refused', async () => {
    const a = await createOrderTenant(t.app, 'Printers A');
    for (const [address, message] of [
      ['8.8.8.8', PRINTING_MESSAGES.printerAddressNotLocal],
      ['93.184.216.34:9100', PRINTING_MESSAGES.printerAddressNotLocal],
      ['[2001:db8::1]:9100', PRINTING_MESSAGES.printerAddressNotLocal],
      ['printer.example.com', PRINTING_MESSAGES.printerAddress],
      ['192.168.1.50:99999', PRINTING_MESSAGES.printerAddress],
      ['', PRINTING_MESSAGES.printerAddress],
    ] as const) {
      const res = await a.client.post('/printing/printers', printerBody({ address }));
      expect(res.status, address).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await a.client.get('/printing/printers')).body).toEqual([]);

    for (const address of ['127.0.0.1:9101', '172.20.1.4', '169.254.3.3', '[fd00::5]:9100', '::1']) {
      ok(await a.client.post('/printing/printers', printerBody({ address })));
    }
    const listed = (await a.client.get('/printing/printers')).body as Array<{
      address: string;
      port: number;
    }>;
    expect(listed.map((p) => p.address)).toEqual([
      '127.0.0.1:9101',
      '172.20.1.4:9100',
      '169.254.3.3:9100',
      '[fd00::5]:9100',
      '[::1]:9100',
    ]);
  });

  it('refuses another store’s stations and printers', async () => {
    const a = await stationedTenant('Printers B1');
    const b = await createOrderTenant(t.app, 'Printers B2');
    const foreign = await b.client.post('/printing/printers', printerBody({ stationIds: [a.stations.bar] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(PRINTING_MESSAGES.stationNotFound);
    expect((await b.client.put(`/printing/printers/${a.printers.bar}`, printerBody())).status).toBe(404);
    expect((await b.client.delete(`/printing/printers/${a.printers.bar}`)).status).toBe(404);
    const [bar] = await t.app.deps.db.select().from(printers).where(eq(printers.id, a.printers.bar));
    expect(bar.name).toBe('Bar');
  });
});

describe('stations', () => {
  it('route each category to one station, refuse a taken name and another store’s category', async () => {
    const { a, stations } = await stationedTenant('Stations A');
    const b = await createOrderTenant(t.app, 'Stations B');
    const taken = await a.client.post('/stations', { name: 'bar', categoryIds: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(STATIONS_MESSAGES.stationExists);
    const foreign = await b.client.post('/stations', {
      name: 'Grill',
      categoryIds: [a.menu.categories.mains.id],
    });
    expect(foreign.status).toBe(400);
    expect((await b.client.get('/stations')).body).toEqual([]);

    // Drinks move from the Bar to a new Pastry station.
    ok(await a.client.post('/stations', { name: 'Pastry', categoryIds: [a.menu.categories.drinks.id] }));
    const list = (await a.client.get('/stations')).body as Array<{
      id: number;
      name: string;
      categoryIds: number[];
    }>;
    expect(list.map((s) => [s.name, s.categoryIds])).toEqual([
      ['Kitchen', [a.menu.categories.mains.id]],
      ['Bar', []],
      ['Pastry', [a.menu.categories.drinks.id]],
    ]);
    expect((await b.client.delete(`/stations/${stations.bar}`)).status).toBe(404);
    ok(await a.client.delete(`/stations/${stations.bar}`));
  });
});

describe('automatic jobs', () => {
  it('an order sent prints each station’s lines on its printer; a void prints a slip at its station', async () => {
    const { a, printers: p } = await stationedTenant('Tickets A');
    const created = ok(
      await createOrder(
        a.client,
        orderBody(
          [line(a.menu.items.burger.id, { quantity: 2, notes: 'No onions' }), line(a.menu.items.lemonade.id)],
          {
            deliveryType: 'dinein',
            tableId: a.menu.tables.t1.id,
            guests: 2,
          },
        ),
      ),
    );
    const jobs = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 2,
      'two tickets',
    );
    const kitchen = jobs.find((j) => j.printerId === p.kitchen);
    const bar = jobs.find((j) => j.printerId === p.bar);
    expect(kitchen?.kind).toBe('ticket');
    expect(textOf(kitchen!.document)).toContain('2 x Burger');
    expect(textOf(kitchen!.document)).toContain('Note: No onions');
    expect(textOf(kitchen!.document)).not.toContain('Lemonade');
    expect(textOf(kitchen!.document)).toContain(`Token #${created.tokenNo}`);
    expect(textOf(kitchen!.document)).toContain('KITCHEN');
    expect(textOf(bar!.document)).toContain('1 x Lemonade');
    expect(textOf(bar!.document)).not.toContain('Burger');
    expect(kitchen!.document.cut).toBe(true);
    expect(kitchen!.document.openDrawer).toBe(false);

    const [lemonade] = await t.app.deps.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, Number(created.orderId)), eq(orderItems.itemTitle, 'Lemonade')));
    ok(await a.client.post(`/voids/order-items/${lemonade.id}`, { kind: 'void', reason: 'Spilled' }));
    const after = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 3,
      'the void slip',
    );
    const slip = after[2];
    expect(slip.kind).toBe('void');
    expect(slip.printerId).toBe(p.bar);
    expect(textOf(slip.document)).toContain('*** VOID ***');
    expect(textOf(slip.document)).toContain('Reason: Spilled');
  });

  it('paying prints the receipt where receipts print and kicks the drawer for cash, as the store chooses', async () => {
    const { a, printers: p } = await stationedTenant('Receipts A');
    ok(
      await a.client.put('/printing/settings', {
        autoPrintTickets: false,
        autoPrintReceipts: true,
        kickDrawerOnCash: true,
        jobMaxAgeMinutes: 30,
        codepage: 'cp858',
      }),
    );
    ok(
      await createOrder(
        a.client,
        orderBody([line(a.menu.items.burger.id)], { paymentTypeId: a.paymentTypes.cash.id }),
        {
          pay: true,
        },
      ),
    );
    const [cashReceipt] = await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 1,
      'the cash receipt',
    );
    expect(cashReceipt.printerId).toBe(p.counter);
    expect(cashReceipt.kind).toBe('receipt');
    expect(cashReceipt.document.openDrawer).toBe(true);
    expect(textOf(cashReceipt.document)).toContain('1 x Burger');
    expect(textOf(cashReceipt.document)).toMatch(/TOTAL \$10\.50/);
    expect(textOf(cashReceipt.document)).toMatch(/Cash \$10\.50/);

    ok(
      await createOrder(
        a.client,
        orderBody([line(a.menu.items.lemonade.id)], { paymentTypeId: a.paymentTypes.card.id }),
        {
          pay: true,
        },
      ),
    );
    const rows = await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 2,
      'the card receipt',
    );
    expect(rows[1].document.openDrawer).toBe(false);

    // A cash part payment of a bill opens the drawer on its own (no receipt yet).
    const order = ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)])));
    const bill = ok(await a.client.post('/payments/bills', { orderIds: [order.orderId] }));
    ok(
      await a.client.post(`/payments/bills/${bill.id}/payments`, {
        paymentTypeId: a.paymentTypes.cash.id,
        amount: 5,
      }),
    );
    const withKick = await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 3,
      'the drawer kick',
    );
    expect(withKick[2].kind).toBe('drawer');
    expect(withKick[2].document).toEqual({ blocks: [], cut: false, openDrawer: true });
    // The rest by card settles the bill: its receipt lists both payments.
    ok(
      await a.client.post(`/payments/bills/${bill.id}/payments`, {
        paymentTypeId: a.paymentTypes.card.id,
        amount: 5.5,
      }),
    );
    const settled = await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 4,
      'the bill receipt',
    );
    expect(textOf(settled[3].document)).toMatch(/Cash \$5\.00[\s\S]*Card \$5\.50/);
  });

  it('cancelling an order prints a void slip at each station; Pay & Complete prints only what it paid', async () => {
    const { a, printers: p } = await stationedTenant('Cancel A');
    const order = ok(
      await createOrder(a.client, orderBody([line(a.menu.items.burger.id), line(a.menu.items.lemonade.id)])),
    );
    await until(
      () => jobsOf(a.tenantId),
      (rows) => rows.length === 2,
      'the tickets',
    );
    ok(await a.client.post('/orders/cancel', { orderIds: [order.orderId], reason: 'Guest left' }));
    const rows = await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 4,
      'the void slips',
    );
    const slips = rows.slice(2);
    expect(slips.map((j) => [j.kind, j.printerId]).sort()).toEqual(
      [
        ['void', p.bar],
        ['void', p.kitchen],
      ].sort(),
    );
    const kitchenSlip = slips.find((j) => j.printerId === p.kitchen)!;
    expect(textOf(kitchenSlip.document)).toContain('1 x Burger (VOID)');
    expect(textOf(kitchenSlip.document)).toContain('Reason: Guest left');
    expect(textOf(kitchenSlip.document)).not.toContain('Lemonade');

    // A table with one order paid at the POS and one open: the receipt is the open one's.
    ok(
      await a.client.put('/printing/settings', {
        autoPrintTickets: false,
        autoPrintReceipts: true,
        kickDrawerOnCash: false,
        jobMaxAgeMinutes: 30,
        codepage: 'auto',
      }),
    );
    const table = { deliveryType: 'dinein', tableId: a.menu.tables.t2.id };
    const paid = ok(
      await createOrder(
        a.client,
        orderBody([line(a.menu.items.lemonade.id)], { ...table, paymentTypeId: a.paymentTypes.card.id }),
        {
          pay: true,
        },
      ),
    );
    const open = ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)], table)));
    await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 5,
      'the first receipt',
    );
    ok(
      await a.client.post('/orders/complete-and-pay-order', {
        orderIds: [paid.orderId, open.orderId],
        paymentTypeId: a.paymentTypes.card.id,
      }),
    );
    const all = await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 6,
      'the second receipt',
    );
    const receipt = textOf(all[5].document);
    expect(receipt).toContain('1 x Burger');
    expect(receipt).not.toContain('Lemonade');
    expect(all[5].invoiceId).not.toBeNull();
    expect(receipt).toContain(`RECEIPT #${all[5].invoiceId}`);
  });

  it('nothing prints by itself when the store turns it off; a reprint still does, and says when no printer can', async () => {
    const { a } = await stationedTenant('Quiet A');
    ok(
      await a.client.put('/printing/settings', {
        autoPrintTickets: false,
        autoPrintReceipts: false,
        kickDrawerOnCash: false,
        jobMaxAgeMinutes: 30,
        codepage: 'auto',
      }),
    );
    const created = ok(
      await createOrder(
        a.client,
        orderBody([line(a.menu.items.burger.id)], { paymentTypeId: a.paymentTypes.cash.id }),
        {
          pay: true,
        },
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await jobsOf(a.tenantId)).toEqual([]);
    expect(ok(await a.client.post(`/printing/orders/${created.orderId}/tickets`)).jobs).toBe(1);
    expect(ok(await a.client.post(`/printing/invoices/${created.invoiceId}/receipt`)).jobs).toBe(1);
    expect(ok(await a.client.post('/printing/bills', { orderIds: [created.orderId] })).jobs).toBe(1);

    const lonely = await createOrderTenant(t.app, 'Quiet B');
    const mine = ok(await createOrder(lonely.client, orderBody([line(lonely.menu.items.burger.id)])));
    const none = await lonely.client.post(`/printing/orders/${mine.orderId}/tickets`);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(PRINTING_MESSAGES.noPrinter);
    expect((await lonely.client.post(`/printing/orders/${created.orderId}/tickets`)).status).toBe(404);
    expect((await lonely.client.post(`/printing/invoices/${created.invoiceId}/receipt`)).status).toBe(404);
  });
});

describe('pairing', () => {
  it('a code pairs one bridge once; a wrong, reused or expired code is refused', async () => {
    const a = await createOrderTenant(t.app, 'Pairing A');
    const anonymous = new TestClient(t.app, '10.2.0.1');
    const { code } = ok(await a.client.post('/printing/pairing-codes')) as { code: string };
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const paired = ok(
      await anonymous.post('/print-bridge/pair', { code: code.toLowerCase(), name: 'Bar PC' }),
    );
    expect(paired.storeName).toBe('Pairing A');
    const reused = await anonymous.post('/print-bridge/pair', { code, name: 'Again' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(PRINTING_MESSAGES.pairingCodeInvalid);
    expect((await anonymous.post('/print-bridge/pair', { code: 'ABCD-EFGH', name: 'X' })).status).toBe(400);

    const late = ok(await a.client.post('/printing/pairing-codes')) as { code: string };
    await t.app.deps.db.execute(sql`update print_pairing_codes set expires_at = now() - interval '1 minute'`);
    expect((await anonymous.post('/print-bridge/pair', { code: late.code, name: 'Late' })).status).toBe(400);

    const bridges = (await a.client.get('/printing/bridges')).body as Array<{
      name: string;
      isConnected: boolean;
    }>;
    expect(bridges.map((b) => [b.name, b.isConnected])).toEqual([['Bar PC', false]]);
  });

  it('limits guesses per address', async () => {
    const guesser = new TestClient(t.app, '10.2.0.99');
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push((await guesser.post('/print-bridge/pair', { code: 'WXYZ-2345', name: 'G' })).status);
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});

describe('the bridge connection', () => {
  it('delivers a store’s jobs only to its own bridges; one bridge wins a job; a result is final', async () => {
    const { a, printers: p } = await stationedTenant('Bridge A');
    const b = await stationedTenant('Bridge B');
    const first = await connectBridge((await pairBridge(a, 'First')).token);
    const second = await connectBridge((await pairBridge(a, 'Second')).token);
    const other = await connectBridge((await pairBridge(b.a, 'Other store')).token);
    await until(
      async () => first.printerLists.length,
      (n) => n > 0,
      'the printer list',
    );
    expect(first.printerLists[0].map((x) => [x.id, x.host, x.port, x.paperWidth, x.codepage])).toEqual([
      [p.kitchen, '192.168.1.50', 9100, 80, 'auto'],
      [p.bar, '192.168.1.51', 9100, 57, 'auto'],
      [p.counter, '10.0.0.9', 9100, 80, 'auto'],
    ]);
    const connected = (await a.client.get('/printing/bridges')).body as Array<{ isConnected: boolean }>;
    expect(connected.every((x) => x.isConnected)).toBe(true);

    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)])));
    await until(
      async () => first.jobs.length + second.jobs.length,
      (n) => n >= 2,
      'the job at both bridges',
    );
    const job = first.jobs[0];
    expect(second.jobs[0].id).toBe(job.id);
    expect(await first.claim(job.id)).toEqual({ print: true, isReprint: false });
    expect(await second.claim(job.id)).toEqual({ print: false });
    expect(await second.report(job.id, 'failed', 'not mine')).toBe(false);
    expect(await first.report(job.id, 'printed')).toBe(true);
    expect(await first.report(job.id, 'failed', 'late')).toBe(false);
    const [row] = await jobsOf(a.tenantId);
    expect([row.state, row.isReprint, row.error]).toEqual(['printed', false, null]);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.jobs).toEqual([]);
    // B's bridge can't claim A's job either.
    expect(await other.claim(job.id)).toEqual({ print: false });

    // The bridge reports its printers' states; another store's printer id changes nothing.
    first.socket.emit('printer_status', [
      { printerId: p.kitchen, online: true },
      { printerId: p.bar, online: false, error: 'ECONNREFUSED' },
      { printerId: b.printers.kitchen, online: false, error: 'forged' },
    ]);
    const states = await until(
      async () =>
        (await a.client.get('/printing/printers')).body as Array<{
          id: number;
          status: string;
          statusError: string | null;
        }>,
      // The two updates run side by side on a pool: wait for both.
      (list) => list.filter((x) => x.status !== 'unknown').length === 2,
      'printer states',
    );
    expect(states.map((x) => [x.id, x.status, x.statusError])).toEqual([
      [p.kitchen, 'online', null],
      [p.bar, 'offline', 'ECONNREFUSED'],
      [p.counter, 'unknown', null],
    ]);
    const [theirs] = await t.app.deps.db.select().from(printers).where(eq(printers.id, b.printers.kitchen));
    expect(theirs.status).toBe('unknown');
  });

  it('a returning bridge prints what waited (a job it held comes back as a reprint), skips what is too old, never what printed', async () => {
    const { a } = await stationedTenant('Return A');
    const pairing = await pairBridge(a);
    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)])));
    ok(await createOrder(a.client, orderBody([line(a.menu.items.lemonade.id)])));
    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id, { quantity: 3 })])));
    const [held, printed, old] = await until(
      () => jobsOf(a.tenantId),
      (r) => r.length === 3,
      'three jobs',
    );
    await t.app.deps.db.execute(
      sql`update print_jobs set created_at = now() - interval '2 hours' where id = ${old.id}`,
    );

    const bridge = await connectBridge(pairing.token);
    await until(
      async () => bridge.jobs.length,
      (n) => n === 2,
      'the waiting jobs',
    );
    expect(bridge.jobs.map((j) => j.id)).toEqual([held.id, printed.id]);
    expect(await bridge.claim(held.id)).toEqual({ print: true, isReprint: false });
    expect(await bridge.claim(printed.id)).toEqual({ print: true, isReprint: false });
    expect(await bridge.report(printed.id, 'printed')).toBe(true);
    // It dies before reporting the first job.
    bridge.socket.disconnect();

    const again = await connectBridge(pairing.token);
    await until(
      async () => again.jobs.length,
      (n) => n === 1,
      'the held job again',
    );
    expect(again.jobs[0].id).toBe(held.id);
    expect(await again.claim(held.id)).toEqual({ print: true, isReprint: true });
    expect(await again.report(held.id, 'printed')).toBe(true);
    const rows = await jobsOf(a.tenantId);
    expect(rows.map((r) => [r.id, r.state, r.isReprint])).toEqual([
      [held.id, 'printed', true],
      [printed.id, 'printed', false],
      [old.id, 'failed', false],
    ]);
    expect(rows[2].error).toMatch(/Expired/);

    // A failed job can be queued again from Settings; a printed one cannot.
    ok(await a.client.post(`/printing/jobs/${old.id}/retry`));
    await until(
      async () => again.jobs.length,
      (n) => n === 2,
      'the retried job',
    );
    const refused = await a.client.post(`/printing/jobs/${printed.id}/retry`);
    expect(refused.status).toBe(409);
  });

  it('a job held by a bridge that went quiet goes to another at its check-in, as a reprint; a late result still counts', async () => {
    const { a } = await stationedTenant('Quiet Bridge A');
    const quiet = await connectBridge((await pairBridge(a, 'Quiet')).token);
    const other = await connectBridge((await pairBridge(a, 'Other')).token);
    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)])));
    await until(
      async () => quiet.jobs.length,
      (n) => n === 1,
      'the job',
    );
    const job = quiet.jobs[0];
    expect(await quiet.claim(job.id)).toEqual({ print: true, isReprint: false });
    // A minute and more later the other bridge checks in: the job comes to it as a reprint.
    await t.app.deps.db.execute(
      sql`update print_jobs set sent_at = now() - interval '2 minutes' where id = ${job.id}`,
    );
    const before = other.jobs.length;
    other.socket.emit('printer_status', []);
    await until(
      async () => other.jobs.length,
      (n) => n > before,
      'the job handed out again',
    );
    expect(other.jobs.at(-1)?.id).toBe(job.id);
    expect(await other.claim(job.id)).toEqual({ print: true, isReprint: true });
    expect(await other.report(job.id, 'printed')).toBe(true);

    // A claimed job never reported within the store's age limit is marked unconfirmed, not
    // printed again; its bridge, reporting from its journal later, still settles it.
    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id, { quantity: 2 })])));
    await until(
      async () => quiet.jobs.length,
      (n) => n === 2,
      'the second job',
    );
    const second = quiet.jobs[1];
    expect(await quiet.claim(second.id)).toEqual({ print: true, isReprint: false });
    await t.app.deps.db.execute(
      sql`update print_jobs set created_at = now() - interval '2 hours', sent_at = now() - interval '2 hours' where id = ${second.id}`,
    );
    const seen = other.jobs.length;
    other.socket.emit('printer_status', []);
    const [row] = await until(
      () => t.app.deps.db.select().from(printJobs).where(eq(printJobs.id, second.id)),
      ([r]) => r.state === 'failed',
      'the job marked unconfirmed',
    );
    expect(row.error).toMatch(/Not confirmed/);
    expect(other.jobs.length).toBe(seen);
    expect(await other.claim(second.id)).toEqual({ print: false });
    expect(await quiet.report(second.id, 'printed')).toBe(true);
  });

  it('Print again makes a new job marked as a reprint; a station deleted leaves its printers', async () => {
    const { a, stations: s, printers: p } = await stationedTenant('Again A');
    const bridge = await connectBridge((await pairBridge(a)).token);
    ok(await createOrder(a.client, orderBody([line(a.menu.items.burger.id)])));
    await until(
      async () => bridge.jobs.length,
      (n) => n === 1,
      'the job',
    );
    const job = bridge.jobs[0];
    expect(await bridge.claim(job.id)).toEqual({ print: true, isReprint: false });
    expect(await bridge.report(job.id, 'failed', 'Out of paper')).toBe(true);
    ok(await a.client.post(`/printing/jobs/${job.id}/retry`));
    await until(
      async () => bridge.jobs.length,
      (n) => n === 2,
      'the copy',
    );
    const copy = bridge.jobs[1];
    expect(copy.id).not.toBe(job.id);
    expect(copy.document).toEqual(job.document);
    const listed = (await a.client.get('/printing/jobs')).body as Array<{
      id: number;
      state: string;
      isReprint: boolean;
    }>;
    expect(listed.slice(0, 2).map((j) => [j.id, j.state, j.isReprint])).toEqual([
      [copy.id, 'queued', true],
      [job.id, 'failed', false],
    ]);
    expect((await a.client.post('/printing/jobs/999999/retry')).status).toBe(404);

    ok(await a.client.delete(`/stations/${s.bar}`));
    const after = (await a.client.get('/printing/printers')).body as Array<{
      id: number;
      stationIds: number[];
      printsTickets: boolean;
    }>;
    expect(after.find((x) => x.id === p.bar)).toMatchObject({ stationIds: [], printsTickets: false });
    expect(after.find((x) => x.id === p.kitchen)).toMatchObject({
      stationIds: [s.kitchen],
      printsTickets: true,
    });
  });

  it('a removed bridge is cut off at once and cannot come back; a wrong token never connects', async () => {
    const { a } = await stationedTenant('Revoke A');
    const b = await createOrderTenant(t.app, 'Revoke B');
    const pairing = await pairBridge(a);
    const bridge = await connectBridge(pairing.token);
    const gone = new Promise<void>((resolve) => bridge.socket.once('disconnect', () => resolve()));
    expect((await b.client.delete(`/printing/bridges/${pairing.bridgeId}`)).status).toBe(404);
    ok(await a.client.delete(`/printing/bridges/${pairing.bridgeId}`));
    await gone;
    await expect(connectBridge(pairing.token)).rejects.toThrow('unauthorized');
    await expect(connectBridge('not-a-token')).rejects.toThrow('unauthorized');
    expect((await a.client.get('/printing/bridges')).body).toEqual([]);
    const audit = (await a.client.get('/audit?type=today&action=print_bridge_removed')).body as {
      events?: Array<{ subject: string }>;
    };
    expect(JSON.stringify(audit)).toContain('Counter PC');
  });
});
