import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBridgeJob, TBridgePrinter } from '@mise/contracts/printing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Bridge, type BridgeOptions, REMOVED_MESSAGE, startBridge } from './bridge';
import { REPRINT_MARKER } from './render';
import { decodeEscPos } from './testing/escpos-decode';
import { startFakePrinter } from './testing/fake-printer';
import { type FakeStore, startFakeStore } from './testing/fake-store';

let folder: string;
let journalPath: string;
let cleanups: Array<() => Promise<unknown> | unknown>;
let logs: string[];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mise-print-'));
  journalPath = join(folder, 'config.journal.jsonl');
  cleanups = [];
  logs = [];
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(folder, { recursive: true, force: true });
});

async function printerAt(id = 1, name = 'Kitchen') {
  const fake = await startFakePrinter();
  cleanups.push(() => fake.close());
  const printer: TBridgePrinter = {
    id,
    name,
    host: fake.host,
    port: fake.port,
    paperWidth: 80,
    codepage: 'auto',
  };
  return { fake, printer };
}

/** A port nothing listens on: a fake printer started and closed again. */
async function deadPrinter(id: number): Promise<TBridgePrinter> {
  const fake = await startFakePrinter();
  await fake.close();
  return { id, name: 'Bar', host: fake.host, port: fake.port, paperWidth: 57, codepage: 'cp858' };
}

async function storeWith(printers: TBridgePrinter[]) {
  const store = await startFakeStore({ printers });
  cleanups.push(() => store.close());
  return store;
}

function bridgeFor(store: FakeStore, options: Partial<BridgeOptions> = {}): Bridge {
  const bridge = startBridge({
    server: store.url,
    token: 'good-token',
    journalPath,
    log: (line) => logs.push(line),
    ...options,
  });
  cleanups.push(() => bridge.stop());
  return bridge;
}

const ticket = (id: number, printerId = 1, text = `Ticket ${id}: Crème brûlée`): TBridgeJob => ({
  id,
  printerId,
  kind: 'ticket',
  createdAt: new Date().toISOString(),
  document: { blocks: [{ type: 'text', text }], cut: true, openDrawer: false },
});

const journalIds = () =>
  readFileSync(journalPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { jobId: number }).jobId);

const resultsOf = (store: FakeStore, jobId: number) => store.results.filter((r) => r.jobId === jobId);

describe('startBridge', () => {
  it('claims a job, prints it, journals it and reports it printed', async () => {
    const { fake, printer } = await printerAt();
    const store = await storeWith([printer]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    store.sendJob(ticket(7));
    const [bytes] = await fake.waitForJobs(1);
    await store.waitFor(() => resultsOf(store, 7).length === 1, 'the result of job 7');

    const decoded = decodeEscPos(bytes);
    expect(decoded.text).toContain('Ticket 7: Crème brûlée');
    expect(decoded.text).not.toContain(REPRINT_MARKER);
    expect(decoded.cuts).toBe(1);
    expect(store.claims).toEqual([7]);
    expect(store.results).toEqual([{ jobId: 7, status: 'printed' }]);
    expect(journalIds()).toEqual([7]);
    expect(logs.some((line) => line.includes('Job 7 (ticket) printed on Kitchen'))).toBe(true);
  });

  it('reports a job already in its journal as printed, without claiming or printing it again', async () => {
    writeFileSync(journalPath, `${JSON.stringify({ jobId: 8, printedAt: new Date().toISOString() })}\n`);
    const { fake, printer } = await printerAt();
    const store = await storeWith([printer]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    store.sendJob(ticket(8));
    await store.waitFor(() => resultsOf(store, 8).length === 1, 'the result of job 8');
    // A job after it on the same printer goes through the same queue: once it printed, job 8 is done.
    store.sendJob(ticket(9));
    await fake.waitForJobs(1);
    await store.waitFor(() => resultsOf(store, 9).length === 1, 'the result of job 9');

    expect(resultsOf(store, 8)).toEqual([{ jobId: 8, status: 'printed' }]);
    expect(store.claims).toEqual([9]);
    expect(fake.received).toHaveLength(1);
    expect(decodeEscPos(fake.received[0]).text).toContain('Ticket 9');
  });

  it('prints nothing when the claim says another bridge has the job', async () => {
    const { fake, printer } = await printerAt();
    const store = await storeWith([printer]);
    store.answerClaim = (jobId) => (jobId === 10 ? { print: false } : { print: true, isReprint: false });
    const bridge = bridgeFor(store);
    await bridge.connected;

    store.sendJob(ticket(10));
    store.sendJob(ticket(11));
    await fake.waitForJobs(1);
    await store.waitFor(() => resultsOf(store, 11).length === 1, 'the result of job 11');

    expect(store.claims).toEqual([10, 11]);
    expect(resultsOf(store, 10)).toEqual([]);
    expect(fake.received).toHaveLength(1);
    expect(decodeEscPos(fake.received[0]).text).toContain('Ticket 11');
    expect(journalIds()).toEqual([11]);
  });

  it('reports a printer that refuses the connection as failed, with the reason, and offline', async () => {
    const printer = await deadPrinter(2);
    const store = await storeWith([printer]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    store.sendJob(ticket(12, 2));
    await store.waitFor(() => resultsOf(store, 12).length === 1, 'the result of job 12');

    const [result] = resultsOf(store, 12);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/refused the connection/);
    await store.waitFor(
      () => store.statuses.some((states) => states.some((s) => s.printerId === 2 && !s.online && s.error)),
      'printer 2 reported offline',
    );
    expect(logs.some((line) => line.includes('Job 12 (ticket) failed'))).toBe(true);
  });

  it('fails a job for a printer it was not told about', async () => {
    const store = await storeWith([]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    store.sendJob(ticket(13, 99));
    await store.waitFor(() => resultsOf(store, 13).length === 1, 'the result of job 13');
    expect(resultsOf(store, 13)[0]).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/printer 99/),
    });
  });

  it.each([
    ['stops', 'stop'],
    ['throws', 'throw'],
  ] as const)(
    'prints again, marked as a reprint, when it %s between printing and the journal',
    async (_, how) => {
      const { fake, printer } = await printerAt();
      const store = await storeWith([printer]);
      let first: Bridge | undefined;
      first = bridgeFor(store, {
        hooks: {
          async afterPrint() {
            if (how === 'stop') await first!.stop();
            else throw new Error('simulated crash');
          },
        },
      });
      await first.connected;
      store.sendJob(ticket(20));
      await fake.waitForJobs(1);
      await store.waitFor(() => logs.some((line) => line.includes('Job 20 interrupted')), 'the interruption');
      await first.stop();
      expect(store.results).toEqual([]);

      const second = bridgeFor(store);
      await second.connected;
      const [original, again] = await fake.waitForJobs(2);
      await store.waitFor(() => resultsOf(store, 20).length === 1, 'the result of job 20');

      expect(decodeEscPos(original).text).not.toContain(REPRINT_MARKER);
      const reprint = decodeEscPos(again);
      expect(reprint.lines[0].trim()).toBe(REPRINT_MARKER);
      expect(reprint.text).toContain('Ticket 20: Crème brûlée');
      expect(store.claims).toEqual([20, 20]);
      expect(resultsOf(store, 20)).toEqual([{ jobId: 20, status: 'printed' }]);
      expect(journalIds()).toEqual([20]);
    },
  );

  it('does not print again when it stops between the journal and the report', async () => {
    const { fake, printer } = await printerAt();
    const store = await storeWith([printer]);
    let first: Bridge | undefined;
    first = bridgeFor(store, {
      hooks: {
        async afterJournal() {
          await first!.stop();
        },
      },
    });
    await first.connected;
    store.sendJob(ticket(21));
    await fake.waitForJobs(1);
    await first.closed;
    await store.waitFor(() => store.connectedCount() === 0, 'the first bridge to leave');
    expect(store.results).toEqual([]);
    expect(journalIds()).toEqual([21]);

    const second = bridgeFor(store);
    await second.connected;
    await store.waitFor(() => resultsOf(store, 21).length === 1, 'the result of job 21');

    expect(resultsOf(store, 21)).toEqual([{ jobId: 21, status: 'printed' }]);
    expect(store.claims).toEqual([21]);
    expect(fake.received).toHaveLength(1);
  });

  it('reports a result again after a reconnection when the server did not acknowledge it', async () => {
    const { fake, printer } = await printerAt();
    const store = await storeWith([printer]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    store.isDroppingResults = true;
    store.sendJob(ticket(22));
    await store.waitFor(() => resultsOf(store, 22).length === 1, 'the unacknowledged result');
    store.isDroppingResults = false;
    store.kick();
    // Told again from memory on reconnecting, and once more when the server hands the job out
    // again and the journal recognises it.
    await store.waitFor(() => resultsOf(store, 22).length >= 3, 'the result told again');

    expect(resultsOf(store, 22)).toEqual(Array(3).fill({ jobId: 22, status: 'printed' }));
    expect(store.claims).toEqual([22]);
    expect(fake.received).toHaveLength(1);
  });

  it('prints the jobs of one printer one at a time in arrival order, and ignores a copy still waiting', async () => {
    const kitchen = await printerAt(1, 'Kitchen');
    const bar = await printerAt(3, 'Bar');
    const store = await storeWith([kitchen.printer, bar.printer]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    for (const id of [30, 31, 32]) store.sendJob(ticket(id, 1));
    store.sendJob(ticket(33, 3));
    store.sendJob(ticket(30, 1));
    await kitchen.fake.waitForJobs(3);
    await bar.fake.waitForJobs(1);
    await store.waitFor(() => store.results.length === 4, 'four results');

    const texts = kitchen.fake.received.map((bytes) => decodeEscPos(bytes).text);
    expect(texts.map((text) => text.match(/Ticket (\d+)/)?.[1])).toEqual(['30', '31', '32']);
    expect(decodeEscPos(bar.fake.received[0]).text).toContain('Ticket 33');
    expect(store.claims.filter((id) => id === 30)).toHaveLength(1);
  });

  it('reports each printer online or offline, on connection and on every probe', async () => {
    const { fake, printer } = await printerAt(1, 'Kitchen');
    const dead = await deadPrinter(2);
    const store = await storeWith([printer, dead]);
    const bridge = bridgeFor(store, { probeIntervalMs: 150 });
    await bridge.connected;

    await store.waitFor(() => store.statuses.length > 0, 'a printer status');
    const [states] = store.statuses;
    expect(states).toEqual([
      { printerId: 1, online: true, error: null },
      { printerId: 2, online: false, error: expect.stringMatching(/refused the connection/) },
    ]);
    expect(fake.received).toEqual([]);

    await fake.close();
    await store.waitFor(
      () => store.statuses.at(-1)?.find((s) => s.printerId === 1)?.online === false,
      'the kitchen printer reported offline',
    );
    expect(logs.some((line) => line.includes('Printer Kitchen') && line.includes('is offline'))).toBe(true);
  });

  it('ends with "unauthorized" when the store no longer knows its token', async () => {
    const store = await storeWith([]);
    const bridge = bridgeFor(store, { token: 'revoked-token' });

    await expect(bridge.connected).rejects.toThrow(REMOVED_MESSAGE);
    await expect(bridge.closed).resolves.toBe('unauthorized');
    expect(logs).toContain(REMOVED_MESSAGE);
  });

  it('ends with "unauthorized" when the store removes it while connected', async () => {
    const store = await storeWith([]);
    const bridge = bridgeFor(store);
    await bridge.connected;

    // What the server does on Settings → Printers → Remove: forget the token, close the connection.
    store.tokens.clear();
    store.kick();
    await expect(bridge.closed).resolves.toBe('unauthorized');
    expect(logs).toContain(REMOVED_MESSAGE);
  });
});
