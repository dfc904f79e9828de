import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { STORE_IMPORT_PASSWORD_NOTE } from '@mise/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/crypto';
import { multipart, signIn, type TestClient } from '../../test/http-client';
import { orderBody } from '../../test/orders-kit';
import { TINY_PNG } from '../../test/proof/route-cases';
import {
  buildWorld,
  changedTables,
  dumpAll,
  sampleCart,
  signInOperator,
  type World,
} from '../../test/proof/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readTar, writeTar } from './tar';
import { ARCHIVE_MESSAGES } from './tenant-archive.service';

/**
 * A store with real data (world.ts: menu, tables, users, customers, reservations, orders paid and
 * open, a bill paid in part, a shift, stations, printers, a QR order), plus a menu photo, a logo and
 * a refund, is downloaded from one server, imported as a new store on a second server with its own
 * database, and downloaded again: every row is the same but for the store's id, every picture the
 * same bytes, and the imported store takes new orders.
 */

let source: TestApp;
let target: TestApp;
let world: World;
let archive: Buffer;
let operator: TestClient;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function unpack(data: Buffer) {
  const files = readTar(gunzipSync(data));
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
  return { files, manifest };
}

/** The archive with some files changed; the manifest's checksums recomputed unless `keepChecksums`. */
function repack(
  data: Buffer,
  change: (files: Map<string, Buffer>, manifest: any) => void,
  { keepChecksums = false } = {},
): Buffer {
  const { files, manifest } = unpack(data);
  files.delete('manifest.json');
  const copy = new Map([...files].map(([name, bytes]) => [name, Buffer.from(bytes)]));
  change(copy, manifest);
  if (!keepChecksums) {
    for (const [name, bytes] of copy) {
      manifest.files[name] = { sha256: sha256(bytes), bytes: bytes.length };
    }
  }
  return gzipSync(
    writeTar([
      { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
      ...[...copy].map(([name, bytes]) => ({ name, data: bytes })),
    ]),
  );
}

const editRows = (files: Map<string, Buffer>, table: string, edit: (rows: any[]) => void) => {
  const name = `tables/${table}.jsonl`;
  const rows = files
    .get(name)!
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  edit(rows);
  files.set(name, Buffer.from(rows.map((r) => `${JSON.stringify(r)}\n`).join('')));
};

/** GET /store-archive with the client's cookies, the body as bytes. */
async function download(client: TestClient) {
  const res = await client.app.inject({
    method: 'GET',
    url: '/api/v1/store-archive',
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
}

const importArchive = (client: TestClient, data: Buffer, field = 'archive') => {
  const body = multipart(field, 'store.tar.gz', 'application/gzip', data);
  return client.post('/superadmin/tenants/import', body.payload, body.headers);
};

/** Table rows of an archive with the store's id and the pictures' folder taken out. */
function normalisedRows(data: Buffer) {
  const { files, manifest } = unpack(data);
  const tenant = manifest.sourceTenantId;
  const out: Record<string, unknown[]> = {};
  for (const entry of manifest.tables as Array<{ name: string }>) {
    const text = files.get(`tables/${entry.name}.jsonl`)!.toString('utf8');
    out[entry.name] = text
      .split('\n')
      .filter(Boolean)
      .map((line) =>
        JSON.parse(line.replaceAll(`/uploads/${tenant}/`, '/uploads/STORE/'), (key, value) =>
          key === 'tenant_id' ? 'STORE' : value,
        ),
      );
  }
  return out;
}

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  world = await buildWorld(source.app, 'arc');
  const photo = multipart('image', 'dish.png', 'image/png', TINY_PNG);
  const uploaded = await world.owner.post(
    `/menu-items/update/${world.menu.items.burger.id}/upload-photo`,
    photo.payload,
    photo.headers,
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const logo = multipart('image', 'logo.png', 'image/png', TINY_PNG);
  const logoRes = await world.owner.post('/settings/store-setting/upload-logo', logo.payload, logo.headers);
  expect(logoRes.status, JSON.stringify(logoRes.body)).toBe(200);
  const refund = await world.owner.post(`/payments/invoices/${world.extra.invoiceId}/refunds`, {
    amount: '0.50',
    paymentTypeId: world.paymentTypeId,
    reason: 'Cold soup',
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  // Secrets that must never leave: a PIN and a two-factor secret on the owner.
  await source.app.deps.db.execute(
    sql`update users set pin_hash = 'PIN-HASH-SECRET', two_factor_secret = 'TOTP-SECRET' where tenant_id = ${world.tenantId} and role = 'admin'`,
  );
  const res = await download(world.owner);
  expect(res.status).toBe(200);
  archive = res.data;
  operator = await signInOperator(target.app);
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('downloading a store', () => {
  it('gives one .tar.gz named after the store and the day, recorded in the audit log', async () => {
    const res = await download(world.owner);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(String(res.headers['content-disposition'])).toMatch(
      new RegExp(`^attachment; filename="mise-store-${world.marker}-\\d{4}-\\d{2}-\\d{2}\\.tar\\.gz"`),
    );
    const { manifest, files } = unpack(archive);
    expect(manifest).toMatchObject({
      format: 'mise-store-archive',
      formatVersion: 1,
      sourceTenantId: world.tenantId,
    });
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    for (const [name, entry] of Object.entries<{ sha256: string }>(manifest.files)) {
      expect(sha256(files.get(name)!), name).toBe(entry.sha256);
    }
    const counts = Object.fromEntries(
      manifest.tables.map((t: { name: string; rows: number }) => [t.name, t.rows]),
    );
    for (const table of [
      'orders',
      'order_items',
      'invoices',
      'payments',
      'refunds',
      'customers',
      'reservations',
      'users',
      'menu_items',
      'store_settings',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    expect([...files.keys()].filter((n) => n.startsWith('uploads/')).length).toBeGreaterThan(0);
    const audit = await world.owner.get('/audit?action=data_export');
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('data_export');
  });

  it('never holds password hashes, PIN hashes or two-factor secrets, sessions or bridge credentials', async () => {
    const text = gunzipSync(archive).toString('utf8');
    for (const word of [
      'password_hash',
      'pin_hash',
      'two_factor_secret',
      'PIN-HASH-SECRET',
      'TOTP-SECRET',
      'scrypt$',
      'refresh_token_hash',
      'token_hash',
      'code_hash',
    ]) {
      expect(text, word).not.toContain(word);
    }
    const { files } = unpack(archive);
    for (const table of [
      'devices',
      'print_bridges',
      'print_pairing_codes',
      'password_resets',
      'two_factor_recovery_codes',
      'subscription_history',
    ]) {
      expect(files.has(`tables/${table}.jsonl`), table).toBe(false);
    }
  });

  it('is for the owner alone', async () => {
    const staff = await signIn(source.app, world.staffUsername, world.password);
    const res = await staff.get('/store-archive');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ARCHIVE_MESSAGES.ownerOnly);
  });

  it('is not for the owner switched to by a till PIN', async () => {
    expect((await world.owner.put('/till/pin', { pin: '8642', password: world.password })).status).toBe(200);
    const till = await signIn(source.app, world.staffUsername, world.password);
    expect((await till.post('/till/switch', { username: world.ownerUsername, pin: '8642' })).status).toBe(
      200,
    );
    const res = await download(till);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.data.toString()).message).toBe(ARCHIVE_MESSAGES.notViaPin);
  });
});

describe('importing a store', () => {
  let imported: { tenantId: number; name: string; counts: Record<string, number> };

  it('makes a new store from the archive on another server, and a second download is the same', async () => {
    const res = await importArchive(operator, archive);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    imported = res.body;
    expect(res.body.note).toBe(STORE_IMPORT_PASSWORD_NOTE);
    expect(res.body.name).toBe(`Bistro ${world.marker}`);
    const { manifest } = unpack(archive);
    for (const table of manifest.tables) expect(res.body.counts[table.name], table.name).toBe(table.rows);

    // Signing in needs a new password: set one as "forgot password" would.
    const password = 'a brand new password';
    await target.app.deps.db.execute(
      sql`update users set password_hash = ${await hashPassword(password)} where lower(username) = lower(${world.ownerUsername})`,
    );
    const owner = await signIn(target.app, world.ownerUsername, password);
    const again = await download(owner);
    expect(again.status).toBe(200);
    const second = unpack(again.data);
    expect(second.manifest.sourceTenantId).toBe(imported.tenantId);
    expect(normalisedRows(again.data)).toEqual(normalisedRows(archive));
    const first = unpack(archive);
    expect(second.files.get('tenant.json')!.toString()).toBe(first.files.get('tenant.json')!.toString());
    const uploads = (files: Map<string, Buffer>) =>
      Object.fromEntries(
        [...files].filter(([n]) => n.startsWith('uploads/')).map(([n, b]) => [n, sha256(b)]),
      );
    expect(uploads(second.files)).toEqual(uploads(first.files));
    // The pictures are served from the new store's folder.
    const settings = await owner.get('/settings/store-setting');
    const logoUrl = String(settings.body.image ?? settings.body.storeSetting?.image ?? '');
    expect(logoUrl).toMatch(new RegExp(`^/uploads/${imported.tenantId}/`));
    const picture = await target.app.inject({ method: 'GET', url: logoUrl });
    expect(picture.statusCode).toBe(200);
  }, 60_000);

  it('works: its orders are listed and a new order gets an id after the imported ones', async () => {
    const password = 'a brand new password';
    const owner = await signIn(target.app, world.ownerUsername, password);
    const [{ top }] = rowsOf<{ top: number }>(
      await target.app.deps.db.execute(
        sql`select max(id) as top from orders where tenant_id = ${imported.tenantId}`,
      ),
    );
    const list = await owner.get('/orders');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(world.marker);
    const created = await owner.post('/pos/create-order', orderBody(sampleCart(world) as never));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [{ newest }] = rowsOf<{ newest: number }>(
      await target.app.deps.db.execute(
        sql`select max(id) as newest from orders where tenant_id = ${imported.tenantId}`,
      ),
    );
    expect(Number(newest)).toBeGreaterThan(Number(top));
  });

  it('leaves every imported user without a usable password until it is reset', async () => {
    const res = await target.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username: world.staffUsername, password: world.password },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a bad archive', () => {
  const refusals: Array<[string, () => Buffer, number, string | RegExp]> = [
    ['not an archive', () => TINY_PNG, 400, ARCHIVE_MESSAGES.notAnArchive],
    ['truncated', () => archive.subarray(0, Math.floor(archive.length / 2)), 400, /damaged or incomplete/],
    [
      'tampered with',
      () =>
        repack(archive, (files) => editRows(files, 'orders', (rows) => (rows[0].payable_total += 100)), {
          keepChecksums: true,
        }),
      400,
      ARCHIVE_MESSAGES.damaged('tables/orders.jsonl does not match its checksum'),
    ],
    [
      'from a newer archive format',
      () => repack(archive, (_f, manifest) => (manifest.formatVersion = 99)),
      400,
      ARCHIVE_MESSAGES.newer('archive format 99'),
    ],
    [
      'from a newer database',
      () =>
        repack(archive, (_f, manifest) => {
          manifest.migration = { tag: '0999_future', when: manifest.migration.when + 1 };
        }),
      400,
      ARCHIVE_MESSAGES.newer('database version 0999_future'),
    ],
    [
      'holding another store’s rows',
      () => repack(archive, (files) => editRows(files, 'customers', (rows) => (rows[0].tenant_id += 1))),
      400,
      ARCHIVE_MESSAGES.foreignRows('customers'),
    ],
    [
      'pointing at another store’s ids',
      () =>
        repack(archive, (files) => editRows(files, 'order_items', (rows) => (rows[0].order_id = 987_654))),
      400,
      ARCHIVE_MESSAGES.dangling('order_items', 'orders'),
    ],
    [
      'with a column this server does not know',
      () => repack(archive, (files) => editRows(files, 'taxes', (rows) => (rows[0].secret_rate = 1))),
      400,
      ARCHIVE_MESSAGES.unknownColumn('taxes', 'secret_rate'),
    ],
    [
      'with a password hash slipped in',
      () =>
        repack(archive, (files, manifest) => {
          editRows(files, 'users', (rows) => (rows[0].password_hash = 'scrypt$1$1$1$x$y'));
          manifest.tables.find((t: { name: string }) => t.name === 'users').columns.push('password_hash');
        }),
      400,
      ARCHIVE_MESSAGES.unknownColumn('users', 'password_hash'),
    ],
  ];

  it.each(refusals)('%s: a clear 4xx, and nothing is written', async (_label, make, status, message) => {
    const before = await dumpAll(target.app.deps.db);
    const res = await importArchive(operator, make());
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    const changed = changedTables(before, await dumpAll(target.app.deps.db)).filter((t) => t !== 'devices');
    expect(changed).toEqual([]);
  });

  it('whose login e-mails are taken on this server: 409 naming the e-mail, nothing written', async () => {
    const before = await dumpAll(target.app.deps.db);
    const res = await importArchive(operator, archive);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^The login e-mail .+@example\.com is already in use on this server/);
    expect(changedTables(before, await dumpAll(target.app.deps.db)).filter((t) => t !== 'devices')).toEqual(
      [],
    );
  });

  it('into the server it came from: the store is copied, or its taken ids are a clear 409', async () => {
    const sourceOperator = await signInOperator(source.app);
    const renamed = repack(archive, (files) => {
      editRows(files, 'users', (rows) => {
        for (const row of rows) row.username = `copy.${row.username}`;
      });
      editRows(files, 'store_settings', (rows) => (rows[0].unique_qr_code = `${rows[0].unique_qr_code}x`));
      editRows(files, 'reservations', (rows) => {
        for (const row of rows) row.unique_code = `${row.unique_code}x`;
      });
    });
    const before = await dumpAll(source.app.deps.db);
    const res = await importArchive(sourceOperator, renamed);
    // Until every tenant table is keyed by (tenant_id, id), the same ids cannot live twice.
    if (res.status === 409) {
      expect(res.body.message).toMatch(/(have ids already used|is already in use) on this server/);
      expect(changedTables(before, await dumpAll(source.app.deps.db)).filter((t) => t !== 'devices')).toEqual(
        [],
      );
    } else {
      // Both stores on one server: the copy signs in and takes an order whose id collides with nothing.
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.tenantId).not.toBe(world.tenantId);
      await source.app.deps.db.execute(
        sql`update users set password_hash = ${await hashPassword('copy password 1')} where lower(username) = lower(${`copy.${world.ownerUsername}`})`,
      );
      const copy = await signIn(source.app, `copy.${world.ownerUsername}`, 'copy password 1');
      const created = await copy.post('/pos/create-order', orderBody(sampleCart(world) as never));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const original = await world.owner.post('/pos/create-order', orderBody(sampleCart(world) as never));
      expect(original.status, JSON.stringify(original.body)).toBe(200);
      expect((await copy.get('/orders')).status).toBe(200);
    }
  });

  it('sent in the wrong field: asks for the archive', async () => {
    const res = await importArchive(operator, archive, 'file');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a store archive (.tar.gz) to import!');
  });

  it('over the size limit: 413', async () => {
    const small = await createTestApp({ env: { STORE_ARCHIVE_MAX_MB: '1' } });
    try {
      const op = await signInOperator(small.app);
      const res = await importArchive(op, Buffer.concat([archive, Buffer.alloc(1_200_000)]));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(
        'This store archive is too large! The largest this server imports is 1 MB.',
      );
      // A small file that unpacks to far more is refused as it unpacks, not held in memory.
      const bomb = await importArchive(op, gzipSync(Buffer.alloc(30 * 1024 * 1024)));
      expect(bomb.status).toBe(413);
      expect(bomb.body.message).toBe(ARCHIVE_MESSAGES.unpacksTooLarge);
    } finally {
      await small.close();
    }
  });

  it('is refused to a store owner', async () => {
    const res = await importArchive(world.owner, archive);
    expect(res.status).toBe(403);
  });
});
