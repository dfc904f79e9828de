import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { findUserSession } from '../modules/auth/auth.repository';
import { migrationsUpTo, openEmptyDatabase } from '../test/migrations-kit';
import type { Database } from './client';
import { applyMigrations } from './migrate';

/** Each migration keeps the data written before it: applied to a database holding such data. */
describe('migrations on a database with data from before them', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const rows = async <T>(db: Database['db'], query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  async function databaseAt(lastTag: string): Promise<Database> {
    const { database, drop } = await openEmptyDatabase();
    cleanups.push(drop);
    const partial = migrationsUpTo(lastTag);
    cleanups.push(partial.remove);
    await applyMigrations(database, partial.folder);
    return database;
  }

  it('0004 (two-factor sign-in) keeps accounts and sessions, and leaves two-factor off for all', async () => {
    const database = await databaseAt('0003_menu_version_triggers');
    const db = database.db;
    const passwordHash = await hashPassword('an older password');
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [user] = await rows<{ id: number }>(
      db,
      sql`insert into users (tenant_id, username, password_hash, name, role, scope)
            values (${tenant.id}, 'old@example.com', ${passwordHash}, 'Old Owner', 'admin', '') returning id`,
    );
    await db.execute(
      sql`insert into superadmins (username, password_hash) values ('op@example.com', ${passwordHash})`,
    );
    const [device] = await rows<{ id: string }>(
      db,
      sql`insert into devices (tenant_id, user_id, device_name, device_ip, refresh_token_hash, expires_at)
            values (${tenant.id}, ${user.id}, 'Till 1', '127.0.0.1', 'hash-1', now() + interval '1 day') returning id`,
    );

    await applyMigrations(database);

    const [after] = await rows<Record<string, unknown>>(
      db,
      sql`select u.name, u.password_hash, u.two_factor_secret, u.two_factor_enabled_at, t.require_two_factor
            from users u join tenants t on t.id = u.tenant_id where u.id = ${user.id}`,
    );
    expect(after.name).toBe('Old Owner');
    expect(await verifyPassword('an older password', String(after.password_hash))).toBe(true);
    expect(after.two_factor_secret).toBeNull();
    expect(after.two_factor_enabled_at).toBeNull();
    expect(after.require_two_factor).toBe(false);
    const [operator] = await rows<Record<string, unknown>>(
      db,
      sql`select two_factor_enabled_at from superadmins`,
    );
    expect(operator.two_factor_enabled_at).toBeNull();
    // A session opened before the change still works, and is not asked to set anything up.
    const session = await findUserSession(db, device.id);
    expect(session).toMatchObject({ userId: user.id, tenantId: tenant.id, mustSetUpTwoFactor: false });
    const [codes] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from two_factor_recovery_codes`,
    );
    expect(codes.n).toBe(0);
  });

  it('0005 (payments in parts) turns each earlier invoice into one payment and leaves orders as they were', async () => {
    const database = await databaseAt('0004_two_factor_sign_in');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [card] = await rows<{ id: number }>(
      db,
      sql`insert into payment_types (tenant_id, title, is_active) values (${tenant.id}, 'Card', true) returning id`,
    );
    const [paid] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total, payment_type_id, payment_type_title, created_at)
            values (${tenant.id}, 1000, 80, 1080, ${card.id}, 'Card', '2026-10-01T12:00:00Z') returning id`,
    );
    const [untyped] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total) values (${tenant.id}, 500, 0, 500) returning id`,
    );
    await db.execute(
      sql`insert into orders (tenant_id, token_day, token_no, status, payment_status, invoice_id, items_total, tax_total, payable_total)
            values (${tenant.id}, '2026-10-01', 1, 'completed', 'paid', ${paid.id}, 1000, 80, 1080),
                   (${tenant.id}, '2026-10-01', 2, 'created', 'pending', null, 700, 0, 700)`,
    );

    await applyMigrations(database);

    const payments = await rows<Record<string, unknown>>(
      db,
      sql`select invoice_id, payment_type_id, payment_type_title, amount, tip, tendered, change, bill_id, created_at
            from payments where tenant_id = ${tenant.id} order by invoice_id`,
    );
    expect(payments).toEqual([
      expect.objectContaining({
        invoice_id: paid.id,
        payment_type_id: card.id,
        payment_type_title: 'Card',
        amount: 1080,
        tip: 0,
        tendered: null,
        change: 0,
        bill_id: null,
      }),
      expect.objectContaining({ invoice_id: untyped.id, payment_type_title: null, amount: 500 }),
    ]);
    expect(new Date(String(payments[0].created_at)).toISOString()).toBe('2026-10-01T12:00:00.000Z');
    const orders = await rows<Record<string, unknown>>(
      db,
      sql`select token_no, status, payment_status, invoice_id, payable_total, bill_id from orders order by token_no`,
    );
    expect(orders).toEqual([
      {
        token_no: 1,
        status: 'completed',
        payment_status: 'paid',
        invoice_id: paid.id,
        payable_total: 1080,
        bill_id: null,
      },
      {
        token_no: 2,
        status: 'created',
        payment_status: 'pending',
        invoice_id: null,
        payable_total: 700,
        bill_id: null,
      },
    ]);
  });

  it('0006 (refunds) keeps earlier invoices as they were and lets them be refunded', async () => {
    const database = await databaseAt('0005_payments_in_parts');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [invoice] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total, payment_type_title)
            values (${tenant.id}, 1000, 80, 1080, 'Card') returning id`,
    );

    await applyMigrations(database);

    const [after] = await rows<Record<string, unknown>>(
      db,
      sql`select sub_total, tax_total, total, payment_type_title from invoices where id = ${invoice.id}`,
    );
    expect(after).toEqual({ sub_total: 1000, tax_total: 80, total: 1080, payment_type_title: 'Card' });
    await db.execute(
      sql`insert into refunds (tenant_id, invoice_id, amount, reason) values (${tenant.id}, ${invoice.id}, 500, 'Cold soup')`,
    );
    const [refund] = await rows<{ n: number }>(db, sql`select count(*)::int as n from refunds`);
    expect(refund.n).toBe(1);
  });

  it('0007 (discounts) leaves earlier orders, lines and invoices priced as they were, with no discount', async () => {
    const database = await databaseAt('0006_refunds');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [invoice] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total) values (${tenant.id}, 1000, 50, 1050) returning id`,
    );
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (tenant_id, token_day, token_no, status, payment_status, invoice_id, items_total, tax_total, payable_total)
            values (${tenant.id}, '2026-10-01', 1, 'completed', 'paid', ${invoice.id}, 1000, 50, 1050) returning id`,
    );
    await db.execute(
      sql`insert into order_items (tenant_id, order_id, item_title, unit_price, quantity, tax_rate_basis_points, tax_type, line_total, tax_amount, net_amount)
            values (${tenant.id}, ${order.id}, 'Soup', 500, 2, 500, 'exclusive', 1000, 50, 1000)`,
    );

    await applyMigrations(database);

    expect(
      await rows(
        db,
        sql`select sub_total, tax_total, total, discount_total from invoices where id = ${invoice.id}`,
      ),
    ).toEqual([{ sub_total: 1000, tax_total: 50, total: 1050, discount_total: 0 }]);
    expect(
      await rows(
        db,
        sql`select items_total, tax_total, payable_total, discount_total, discount_kind from orders where id = ${order.id}`,
      ),
    ).toEqual([
      { items_total: 1000, tax_total: 50, payable_total: 1050, discount_total: 0, discount_kind: null },
    ]);
    expect(
      await rows(
        db,
        sql`select line_total, tax_amount, net_amount, discount_amount, discount_kind from order_items`,
      ),
    ).toEqual([
      { line_total: 1000, tax_amount: 50, net_amount: 1000, discount_amount: 0, discount_kind: null },
    ]);
    // The store gets the reasons a new store starts with.
    const reasons = await rows<{ title: string }>(
      db,
      sql`select title from discount_reasons where tenant_id = ${tenant.id} order by title`,
    );
    expect(reasons.map((r) => r.title)).toEqual([
      'Promotion',
      'Regular guest',
      'Service recovery',
      'Staff meal',
    ]);
  });

  it('0008 (voids and comps) keeps earlier lines, cancelled ones too, and their orders and invoices as they were', async () => {
    const database = await databaseAt('0007_discounts');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [invoice] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total, discount_total) values (${tenant.id}, 900, 45, 945, 100) returning id`,
    );
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (tenant_id, token_day, token_no, status, payment_status, invoice_id, items_total, tax_total, payable_total, discount_total)
            values (${tenant.id}, '2026-11-01', 1, 'completed', 'paid', ${invoice.id}, 900, 45, 945, 100) returning id`,
    );
    await db.execute(
      sql`insert into order_items (tenant_id, order_id, item_title, unit_price, quantity, status, line_total, tax_amount, net_amount, discount_amount)
            values (${tenant.id}, ${order.id}, 'Soup', 500, 2, 'completed', 1000, 45, 900, 100),
                   (${tenant.id}, ${order.id}, 'Bread', 300, 1, 'cancelled', 300, 0, 300, 0)`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select total, discount_total, comp_total from invoices`)).toEqual([
      { total: 945, discount_total: 100, comp_total: 0 },
    ]);
    expect(await rows(db, sql`select payable_total, discount_total, comp_total from orders`)).toEqual([
      { payable_total: 945, discount_total: 100, comp_total: 0 },
    ]);
    expect(
      await rows(db, sql`select item_title, status, net_amount, adjustment from order_items order by id`),
    ).toEqual([
      { item_title: 'Soup', status: 'completed', net_amount: 900, adjustment: null },
      { item_title: 'Bread', status: 'cancelled', net_amount: 300, adjustment: null },
    ]);
  });

  it('0009 (refund lines) keeps earlier refunds as refunds of an amount', async () => {
    const database = await databaseAt('0008_voids_and_comps');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [invoice] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total) values (${tenant.id}, 1000, 0, 1000) returning id`,
    );
    await db.execute(
      sql`insert into refunds (tenant_id, invoice_id, amount, reason) values (${tenant.id}, ${invoice.id}, 300, 'Cold')`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select amount, reason, lines from refunds`)).toEqual([
      { amount: 300, reason: 'Cold', lines: [] },
    ]);
  });
  it('0010 (service charge) leaves earlier orders and invoices as they were, with no service charge, and none set', async () => {
    const database = await databaseAt('0009_refund_lines');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    await db.execute(
      sql`insert into checkout_settings (tenant_id, discount_limit) values (${tenant.id}, 1500)`,
    );
    const [invoice] = await rows<{ id: number }>(
      db,
      sql`insert into invoices (tenant_id, sub_total, tax_total, total) values (${tenant.id}, 1000, 50, 1050) returning id`,
    );
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (tenant_id, token_day, token_no, delivery_type, status, payment_status, invoice_id, items_total, tax_total, payable_total)
            values (${tenant.id}, '2026-10-01', 1, 'dinein', 'completed', 'paid', ${invoice.id}, 1000, 50, 1050) returning id`,
    );
    const [version] = await rows<{ menu_version: number }>(
      db,
      sql`select menu_version from tenants where id = ${tenant.id}`,
    );

    await applyMigrations(database);

    expect(
      await rows(
        db,
        sql`select sub_total, tax_total, total, service_charge_total from invoices where id = ${invoice.id}`,
      ),
    ).toEqual([{ sub_total: 1000, tax_total: 50, total: 1050, service_charge_total: 0 }]);
    expect(
      await rows(
        db,
        sql`select items_total, tax_total, payable_total, guests, service_charge_rate, service_charge_total, service_charge_tax
              from orders where id = ${order.id}`,
      ),
    ).toEqual([
      {
        items_total: 1000,
        tax_total: 50,
        payable_total: 1050,
        guests: null,
        service_charge_rate: 0,
        service_charge_total: 0,
        service_charge_tax: 0,
      },
    ]);
    expect(
      await rows(
        db,
        sql`select discount_limit, service_charge_rate, service_charge_dine_in_only, service_charge_min_guests, service_charge_tax_id
              from checkout_settings where tenant_id = ${tenant.id}`,
      ),
    ).toEqual([
      {
        discount_limit: 1500,
        service_charge_rate: 0,
        service_charge_dine_in_only: true,
        service_charge_min_guests: null,
        service_charge_tax_id: null,
      },
    ]);
    // Changing the service charge is a change of what orders are priced from.
    await db.execute(
      sql`update checkout_settings set service_charge_rate = 1000 where tenant_id = ${tenant.id}`,
    );
    const [bumped] = await rows<{ menu_version: number }>(
      db,
      sql`select menu_version from tenants where id = ${tenant.id}`,
    );
    expect(bumped.menu_version).toBeGreaterThan(version.menu_version);
  });
  it('0011 (seats) keeps earlier lines as lines the table shares', async () => {
    const database = await databaseAt('0010_service_charge');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (tenant_id, token_day, token_no, items_total, tax_total, payable_total)
            values (${tenant.id}, '2026-10-01', 1, 500, 0, 500) returning id`,
    );
    await db.execute(
      sql`insert into order_items (tenant_id, order_id, item_title, unit_price, quantity, line_total, tax_amount, net_amount)
            values (${tenant.id}, ${order.id}, 'Soup', 500, 1, 500, 0, 500)`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select item_title, line_total, seat from order_items`)).toEqual([
      { item_title: 'Soup', line_total: 500, seat: null },
    ]);
  });

  it('0012 (shifts) keeps payment types and payments, and counts the types named cash in the drawer', async () => {
    const database = await databaseAt('0011_seats');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    await db.execute(
      sql`insert into payment_types (tenant_id, title, is_active)
            values (${tenant.id}, 'Cash', true), (${tenant.id}, 'Card', true), (${tenant.id}, 'Petty cash', false)`,
    );
    await db.execute(
      sql`insert into payments (tenant_id, payment_type_title, amount, tip) values (${tenant.id}, 'Cash', 1200, 100)`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select title, is_active, is_cash from payment_types order by id`)).toEqual([
      { title: 'Cash', is_active: true, is_cash: true },
      { title: 'Card', is_active: true, is_cash: false },
      { title: 'Petty cash', is_active: false, is_cash: true },
    ]);
    expect(await rows(db, sql`select payment_type_title, amount, tip from payments`)).toEqual([
      { payment_type_title: 'Cash', amount: 1200, tip: 100 },
    ]);
    expect(await rows(db, sql`select count(*)::int as n from shifts`)).toEqual([{ n: 0 }]);
  });

  it('0013 (end of day) keeps earlier invoices and leaves every day open', async () => {
    const database = await databaseAt('0012_shifts');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    await db.execute(
      sql`insert into invoices (tenant_id, sub_total, tax_total, total) values (${tenant.id}, 1000, 100, 1100)`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select sub_total, tax_total, total from invoices`)).toEqual([
      { sub_total: 1000, tax_total: 100, total: 1100 },
    ]);
    expect(await rows(db, sql`select count(*)::int as n from day_closes`)).toEqual([{ n: 0 }]);
  });

  it('0014 (audit log) starts an empty log that refuses changes, and keeps earlier users as they were', async () => {
    const database = await databaseAt('0013_end_of_day');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    await db.execute(
      sql`insert into users (tenant_id, username, password_hash, name, role, scope)
            values (${tenant.id}, 'cook@example.com', 'x', 'Cook', 'user', 'KITCHEN')`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select username, name, scope from users`)).toEqual([
      { username: 'cook@example.com', name: 'Cook', scope: 'KITCHEN' },
    ]);
    expect(await rows(db, sql`select count(*)::int as n from audit_events`)).toEqual([{ n: 0 }]);
    await db.execute(
      sql`insert into audit_events (tenant_id, action, subject) values (${tenant.id}, 'void', 'Order #1')`,
    );
    // The driver wraps the database's error: its cause carries the trigger's message.
    const refusal = (query: SQL) =>
      db.execute(query).then(
        () => 'accepted',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_events set subject = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only/);
    await db.execute(sql`delete from tenants where id = ${tenant.id}`);
    expect(await rows(db, sql`select count(*)::int as n from audit_events`)).toEqual([{ n: 0 }]);
  });

  it('0015 (till PINs) leaves everyone without a PIN and every session a password one', async () => {
    const database = await databaseAt('0014_audit_log');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [user] = await rows<{ id: number }>(
      db,
      sql`insert into users (tenant_id, username, password_hash, name, role, scope)
            values (${tenant.id}, 'cook@example.com', 'x', 'Cook', 'user', 'KITCHEN') returning id`,
    );
    await db.execute(
      sql`insert into devices (tenant_id, user_id, device_name, device_ip, refresh_token_hash, expires_at)
            values (${tenant.id}, ${user.id}, 'Till', '127.0.0.1', 'h', now() + interval '1 day')`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select name, pin_hash, pin_failures, pin_locked_until from users`)).toEqual([
      { name: 'Cook', pin_hash: null, pin_failures: 0, pin_locked_until: null },
    ]);
    expect(await rows(db, sql`select device_name, via_pin from devices`)).toEqual([
      { device_name: 'Till', via_pin: false },
    ]);
  });

  it('0016 (printing) keeps categories and their items, routed to no station, with no printer and nothing to print', async () => {
    const database = await databaseAt('0015_till_pins');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [category] = await rows<{ id: number }>(
      db,
      sql`insert into categories (tenant_id, title) values (${tenant.id}, 'Drinks') returning id`,
    );
    await db.execute(
      sql`insert into menu_items (tenant_id, title, price, category_id) values (${tenant.id}, 'Lemonade', 450, ${category.id})`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select title, station_id from categories`)).toEqual([
      { title: 'Drinks', station_id: null },
    ]);
    expect(await rows(db, sql`select title, price, category_id from menu_items`)).toEqual([
      { title: 'Lemonade', price: 450, category_id: category.id },
    ]);
    for (const table of ['stations', 'printers', 'print_jobs', 'print_bridges', 'printing_settings']) {
      expect(await rows(db, sql.raw(`select count(*)::int as n from ${table}`)), table).toEqual([{ n: 0 }]);
    }
    // A station takes the old category; deleting the station sends it back to none.
    const [station] = await rows<{ id: number }>(
      db,
      sql`insert into stations (tenant_id, name) values (${tenant.id}, 'Bar') returning id`,
    );
    await db.execute(sql`update categories set station_id = ${station.id}`);
    await db.execute(sql`delete from stations`);
    expect(await rows(db, sql`select station_id from categories`)).toEqual([{ station_id: null }]);
  });
  it('0017 (tenant keys) keeps every row of every table, each relation and total, and keys them by store', async () => {
    const database = await databaseAt('0016_printing');
    const db = database.db;
    const one = async (query: SQL) => (await rows<{ id: number }>(db, query))[0].id;
    const [operator] = await rows<{ id: number }>(
      db,
      sql`insert into superadmins (username, password_hash) values ('op@example.com', 'x') returning id`,
    );
    await db.execute(
      sql`insert into exchange_rates (currency, usd_per_unit, as_of) values ('EUR', 1.08, '2026-11-01')`,
    );
    await db.execute(sql`insert into stripe_events (id, type) values ('evt_1', 'invoice.paid')`);
    const deviceIds: string[] = [];
    // Two stores with the same kind of data, so a relation that crossed stores after the change would show.
    const seed = async (name: string) => {
      const tenant = await one(
        sql`insert into tenants (name, email) values (${name}, ${`${name}@example.com`}) returning id`,
      );
      await db.execute(
        sql`insert into subscription_history (tenant_id, status) values (${tenant}, 'created')`,
      );
      await db.execute(
        sql`insert into store_settings (tenant_id, store_name, unique_qr_code) values (${tenant}, ${name}, ${`qr-${name}`})`,
      );
      await db.execute(sql`insert into print_settings (tenant_id) values (${tenant})`);
      await db.execute(sql`insert into printing_settings (tenant_id) values (${tenant})`);
      const user = await one(
        sql`insert into users (tenant_id, username, password_hash, name, role, scope)
              values (${tenant}, ${`owner@${name}.example`}, 'x', 'Owner', 'admin', '') returning id`,
      );
      const [device] = await rows<{ id: string }>(
        db,
        sql`insert into devices (tenant_id, user_id, device_name, device_ip, refresh_token_hash, expires_at)
              values (${tenant}, ${user}, 'Till', '127.0.0.1', ${`hash-${name}`}, now() + interval '1 day') returning id`,
      );
      deviceIds.push(device.id);
      await db.execute(
        sql`insert into password_resets (token_hash, user_id, expires_at) values (${`reset-${name}`}, ${user}, now() + interval '1 hour')`,
      );
      await db.execute(
        sql`insert into two_factor_recovery_codes (user_id, code_hash) values (${user}, ${`code-${name}`})`,
      );
      await db.execute(
        sql`insert into audit_events (tenant_id, action, actor_id, subject, amount) values (${tenant}, 'refund', ${user}, 'Invoice 1', 300)`,
      );
      const station = await one(
        sql`insert into stations (tenant_id, name) values (${tenant}, 'Bar') returning id`,
      );
      const category = await one(
        sql`insert into categories (tenant_id, title, station_id) values (${tenant}, 'Drinks', ${station}) returning id`,
      );
      const tax = await one(
        sql`insert into taxes (tenant_id, title, rate_basis_points, type) values (${tenant}, 'VAT', 1000, 'exclusive') returning id`,
      );
      const item = await one(
        sql`insert into menu_items (tenant_id, title, price, category_id, tax_id) values (${tenant}, 'Lemonade', 450, ${category}, ${tax}) returning id`,
      );
      await db.execute(
        sql`insert into menu_item_variants (tenant_id, item_id, title, price) values (${tenant}, ${item}, 'Large', 600)`,
      );
      await db.execute(
        sql`insert into menu_item_addons (tenant_id, item_id, title, price) values (${tenant}, ${item}, 'Mint', 50)`,
      );
      await db.execute(
        sql`insert into checkout_settings (tenant_id, service_charge_rate, service_charge_tax_id) values (${tenant}, 1000, ${tax})`,
      );
      await db.execute(sql`insert into discount_reasons (tenant_id, title) values (${tenant}, 'Regular')`);
      const table = await one(
        sql`insert into store_tables (tenant_id, table_title, floor, seating_capacity) values (${tenant}, 'T1', 'Main', 4) returning id`,
      );
      const card = await one(
        sql`insert into payment_types (tenant_id, title, is_cash) values (${tenant}, 'Card', false) returning id`,
      );
      await db.execute(
        sql`insert into customers (tenant_id, phone, name) values (${tenant}, '5550100', 'Ada')`,
      );
      await db.execute(
        sql`insert into reservations (tenant_id, customer_id, date, table_id, people_count, unique_code)
              values (${tenant}, '5550100', '2026-11-20T19:00:00Z', ${table}, 2, ${`R-${name}`})`,
      );
      const invoice = await one(
        sql`insert into invoices (tenant_id, sub_total, tax_total, total, payment_type_id, payment_type_title, table_id, customer_id)
              values (${tenant}, 900, 90, 990, ${card}, 'Card', ${table}, '5550100') returning id`,
      );
      const bill = await one(
        sql`insert into bills (tenant_id, status, invoice_id) values (${tenant}, 'paid', ${invoice}) returning id`,
      );
      const order = await one(
        sql`insert into orders (tenant_id, token_day, token_no, table_id, status, payment_status, invoice_id, bill_id,
                                items_total, tax_total, payable_total, customer_id)
              values (${tenant}, '2026-11-20', 1, ${table}, 'completed', 'paid', ${invoice}, ${bill}, 900, 90, 990, '5550100') returning id`,
      );
      await db.execute(
        sql`insert into order_items (tenant_id, order_id, item_id, item_title, unit_price, quantity, line_total, tax_amount, net_amount)
              values (${tenant}, ${order}, ${item}, 'Lemonade', 450, 2, 900, 90, 900)`,
      );
      await db.execute(
        sql`insert into daily_token_counters (tenant_id, day, last_token) values (${tenant}, '2026-11-20', 1)`,
      );
      const qrOrder = await one(
        sql`insert into qr_orders (tenant_id, table_id, status, order_id) values (${tenant}, ${table}, 'completed', ${order}) returning id`,
      );
      await db.execute(
        sql`insert into qr_order_items (tenant_id, qr_order_id, item_id, item_title, unit_price, quantity)
              values (${tenant}, ${qrOrder}, ${item}, 'Lemonade', 450, 2)`,
      );
      await db.execute(
        sql`insert into payments (tenant_id, bill_id, invoice_id, payment_type_id, payment_type_title, amount, tip)
              values (${tenant}, ${bill}, ${invoice}, ${card}, 'Card', 990, 100)`,
      );
      await db.execute(
        sql`insert into refunds (tenant_id, invoice_id, amount, payment_type_id, payment_type_title, reason)
              values (${tenant}, ${invoice}, 300, ${card}, 'Card', 'Cold')`,
      );
      const shift = await one(
        sql`insert into shifts (tenant_id, opening_float) values (${tenant}, 10000) returning id`,
      );
      await db.execute(
        sql`insert into cash_movements (tenant_id, shift_id, kind, amount, reason) values (${tenant}, ${shift}, 'pay_in', 500, 'Change')`,
      );
      await db.execute(
        sql`insert into day_closes (tenant_id, business_date, figures) values (${tenant}, '2026-11-19', '{"total": 9.9}')`,
      );
      const printer = await one(
        sql`insert into printers (tenant_id, name, host, station_ids) values (${tenant}, 'Bar', '10.0.0.9', ${`{${station}}`}) returning id`,
      );
      await db.execute(
        sql`insert into print_jobs (tenant_id, printer_id, kind, title, document, order_id)
              values (${tenant}, ${printer}, 'ticket', 'Token 1', '{"lines": []}', ${order})`,
      );
      await db.execute(
        sql`insert into print_bridges (tenant_id, name, token_hash, created_by) values (${tenant}, 'Back office', ${`bridge-${name}`}, ${user})`,
      );
      await db.execute(
        sql`insert into print_pairing_codes (code_hash, tenant_id, created_by, expires_at)
              values (${`pair-${name}`}, ${tenant}, ${user}, now() + interval '5 minutes')`,
      );
      return { tenant, user, station, category, tax, item, table, card, invoice, bill, order, printer };
    };
    const a = await seed('alpha');
    const b = await seed('beta');
    const [operatorDevice] = await rows<{ id: string }>(
      db,
      sql`insert into devices (superadmin_id, device_name, device_ip, refresh_token_hash, expires_at)
            values (${operator.id}, 'Laptop', '10.0.0.1', 'hash-op', now() + interval '1 day') returning id`,
    );
    await db.execute(
      sql`insert into two_factor_recovery_codes (superadmin_id, code_hash) values (${operator.id}, 'code-op')`,
    );

    // Every row of every table, as text: the migration must leave each one as it was.
    const tables = (
      await rows<{ name: string }>(
        db,
        sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
      )
    ).map((t) => t.name);
    expect(tables).toHaveLength(41);
    const contents = async (added: string[]) => {
      const all: Record<string, { n: number; rows: string }> = {};
      for (const table of tables) {
        const strip = added.includes(table) ? sql.raw(` - 'tenant_id'`) : sql.raw('');
        const [row] = await rows<{ n: number; rows: string }>(
          db,
          sql`select count(*)::int as n, coalesce(string_agg((to_jsonb(t)${strip})::text, E'\n' order by (to_jsonb(t)${strip})::text), '') as rows
                from ${sql.identifier(table)} t`,
        );
        all[table] = row;
      }
      return all;
    };
    const before = await contents([]);
    for (const table of tables) expect(before[table].n, table).toBeGreaterThan(0);

    // Up to 0017 only: later migrations add columns of their own (tested below).
    const upTo0017 = migrationsUpTo('0017_tenant_keys');
    cleanups.push(upTo0017.remove);
    await applyMigrations(database, upTo0017.folder);

    expect(await contents(['password_resets', 'two_factor_recovery_codes'])).toEqual(before);
    // The two tables that hung off users without a store now carry their user's.
    expect(
      await rows(db, sql`select token_hash, tenant_id from password_resets order by token_hash`),
    ).toEqual([
      { token_hash: 'reset-alpha', tenant_id: a.tenant },
      { token_hash: 'reset-beta', tenant_id: b.tenant },
    ]);
    expect(
      await rows(db, sql`select code_hash, tenant_id from two_factor_recovery_codes order by code_hash`),
    ).toEqual([
      { code_hash: 'code-alpha', tenant_id: a.tenant },
      { code_hash: 'code-beta', tenant_id: b.tenant },
      { code_hash: 'code-op', tenant_id: null },
    ]);
    // Relations and totals, through the new keys: each order reaches its store's invoice, lines,
    // payments and refunds, and the day's figures are what they were.
    expect(
      await rows(
        db,
        sql`select o.tenant_id, o.payable_total, i.total, sum(oi.line_total)::int as lines, st.table_title,
                   (select sum(p.amount + p.tip)::int from payments p where p.tenant_id = i.tenant_id and p.invoice_id = i.id) as paid,
                   (select sum(r.amount)::int from refunds r where r.tenant_id = i.tenant_id and r.invoice_id = i.id) as refunded
              from orders o
              join invoices i on i.tenant_id = o.tenant_id and i.id = o.invoice_id
              join order_items oi on oi.tenant_id = o.tenant_id and oi.order_id = o.id
              join store_tables st on st.tenant_id = o.tenant_id and st.id = o.table_id
              group by o.tenant_id, o.payable_total, i.total, i.tenant_id, i.id, st.table_title order by o.tenant_id`,
      ),
    ).toEqual(
      [a, b].map((s) => ({
        tenant_id: s.tenant,
        payable_total: 990,
        total: 990,
        lines: 900,
        table_title: 'T1',
        paid: 1090,
        refunded: 300,
      })),
    );
    // Sessions made before still sign in, the operator's too.
    for (const [at, deviceId] of deviceIds.entries()) {
      expect(await findUserSession(db, deviceId)).toMatchObject({
        tenantId: [a, b][at].tenant,
        userId: [a, b][at].user,
      });
    }
    expect(await rows(db, sql`select superadmin_id from devices where id = ${operatorDevice.id}`)).toEqual([
      { superadmin_id: operator.id },
    ]);

    // A reference into another store is refused now.
    await expect(
      db.execute(
        sql`update orders set invoice_id = ${b.invoice} where tenant_id = ${a.tenant} and id = ${a.order}`,
      ),
    ).rejects.toThrow();
    // Deleting what a row refers to clears that reference only, never the row's store.
    await db.execute(sql`delete from store_tables where tenant_id = ${a.tenant}`);
    await db.execute(sql`delete from taxes where tenant_id = ${a.tenant}`);
    await db.execute(sql`delete from stations where tenant_id = ${a.tenant}`);
    await db.execute(sql`delete from payment_types where tenant_id = ${a.tenant}`);
    expect(await rows(db, sql`select tenant_id, table_id from orders where id = ${a.order}`)).toEqual([
      { tenant_id: a.tenant, table_id: null },
    ]);
    expect(
      await rows(db, sql`select tenant_id, tax_id, category_id from menu_items where id = ${a.item}`),
    ).toEqual([{ tenant_id: a.tenant, tax_id: null, category_id: a.category }]);
    expect(
      await rows(db, sql`select service_charge_tax_id from checkout_settings where tenant_id = ${a.tenant}`),
    ).toEqual([{ service_charge_tax_id: null }]);
    expect(await rows(db, sql`select station_id from categories where tenant_id = ${a.tenant}`)).toEqual([
      { station_id: null },
    ]);
    expect(
      await rows(db, sql`select payment_type_id, amount from payments where tenant_id = ${a.tenant}`),
    ).toEqual([{ payment_type_id: null, amount: 990 }]);
    // The other store kept all of its references.
    expect(await rows(db, sql`select table_id from orders where id = ${b.order}`)).toEqual([
      { table_id: b.table },
    ]);
    // Deleting a user still takes their sessions, reset links and codes with them (their bridges stay).
    await db.execute(sql`delete from users where tenant_id = ${b.tenant} and id = ${b.user}`);
    for (const table of ['devices', 'password_resets', 'two_factor_recovery_codes']) {
      expect(
        await rows(
          db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${b.tenant}`,
        ),
        table,
      ).toEqual([{ n: 0 }]);
    }
    expect(await rows(db, sql`select created_by from print_bridges where tenant_id = ${b.tenant}`)).toEqual([
      { created_by: null },
    ]);
  });

  it('0018 (kitchen and availability) leaves every dish available and each kitchen on the default colours', async () => {
    const database = await databaseAt('0017_tenant_keys');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const [item] = await rows<{ id: number }>(
      db,
      sql`insert into menu_items (tenant_id, title, price) values (${tenant.id}, 'Lemonade', 450) returning id`,
    );

    await applyMigrations(database);

    expect(await rows(db, sql`select id, title, price from menu_items`)).toEqual([
      { id: item.id, title: 'Lemonade', price: 450 },
    ]);
    for (const table of ['menu_availability', 'kitchen_settings']) {
      expect(await rows(db, sql.raw(`select count(*)::int as n from ${table}`)), table).toEqual([{ n: 0 }]);
    }
    // A count never goes below zero, and only items, variants and addons are counted.
    await expect(
      db.execute(
        sql`insert into menu_availability (tenant_id, kind, target_id, count_left) values (${tenant.id}, 'item', ${item.id}, -1)`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into menu_availability (tenant_id, kind, target_id, sold_out) values (${tenant.id}, 'table', 1, true)`,
      ),
    ).rejects.toThrow();
  });

  it('0019 (kitchen, floor and modifiers) moves variants and addons into groups and floors into areas, keeping every order as it was', async () => {
    const database = await databaseAt('0018_kitchen_and_availability');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const t = tenant.id;
    const [burger, water] = await rows<{ id: number }>(
      db,
      sql`insert into menu_items (tenant_id, title, price) values (${t}, 'Burger', 1000), (${t}, 'Water', 200) returning id`,
    );
    const variants = await rows<{ id: number }>(
      db,
      sql`insert into menu_item_variants (tenant_id, item_id, title, price) values (${t}, ${burger.id}, 'Single', 1000), (${t}, ${burger.id}, 'Double', 1400) returning id`,
    );
    const addons = await rows<{ id: number }>(
      db,
      sql`insert into menu_item_addons (tenant_id, item_id, title, price) values (${t}, ${burger.id}, 'Cheese', 100), (${t}, ${burger.id}, 'Bacon', 200) returning id`,
    );
    const tables = await rows<{ id: number }>(
      db,
      sql`insert into store_tables (tenant_id, table_title, floor, seating_capacity) values
        (${t}, 'T1', 'Main', 4), (${t}, 'T2', 'main ', 2), (${t}, 'P1', 'Terrace', 2), (${t}, 'Bar 1', '-', 1) returning id`,
    );
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (tenant_id, token_day, token_no, table_id, items_total, tax_total, payable_total)
          values (${t}, '2026-11-20', 1, ${tables[0].id}, 1500, 0, 1500) returning id`,
    );
    await db.execute(
      sql`insert into order_items (tenant_id, order_id, item_id, item_title, variant_id, variant_title, variant_price, addons, unit_price, quantity, line_total, tax_amount, net_amount)
          values (${t}, ${order.id}, ${burger.id}, 'Burger', ${variants[1].id}, 'Double', 1400, ${JSON.stringify([{ id: addons[0].id, title: 'Cheese', price: 100 }])}::jsonb, 1500, 1, 1500, 0, 1500)`,
    );
    const linesBefore = await rows(db, sql`select * from order_items order by id`);
    const [versionBefore] = await rows<{ menu_version: number }>(db, sql`select menu_version from tenants`);
    const ordersBefore = await rows(db, sql`select * from orders order by id`);

    await applyMigrations(database);

    const groups = await rows<{
      id: number;
      item_id: number;
      kind: string;
      title: string;
      min_select: number;
      max_select: number | null;
    }>(
      db,
      sql`select id, item_id, kind, title, min_select, max_select from modifier_groups order by sort_order`,
    );
    expect(groups.map(({ id: _id, ...g }) => g)).toEqual([
      { item_id: burger.id, kind: 'variant', title: 'Choose one', min_select: 0, max_select: 1 },
      { item_id: burger.id, kind: 'addon', title: 'Extras', min_select: 0, max_select: null },
    ]);
    // Options keep their ids and prices; each is now in its group. The water has no group.
    expect(
      await rows(db, sql`select id, title, price, group_id from menu_item_variants order by id`),
    ).toEqual([
      { id: variants[0].id, title: 'Single', price: 1000, group_id: groups[0].id },
      { id: variants[1].id, title: 'Double', price: 1400, group_id: groups[0].id },
    ]);
    expect(await rows(db, sql`select id, title, price, group_id from menu_item_addons order by id`)).toEqual([
      { id: addons[0].id, title: 'Cheese', price: 100, group_id: groups[1].id },
      { id: addons[1].id, title: 'Bacon', price: 200, group_id: groups[1].id },
    ]);
    expect(
      await rows(db, sql`select count(*)::int as n from modifier_groups where item_id = ${water.id}`),
    ).toEqual([{ n: 0 }]);

    // Orders and their lines are untouched; old lines have no course and are never held.
    const linesAfter = await rows<Record<string, unknown>>(db, sql`select * from order_items order by id`);
    expect(linesAfter.map(({ course, fired_at, stock_used, ...rest }) => rest)).toEqual(linesBefore);
    expect(linesAfter.every((line) => line.course === null && line.fired_at === null)).toBe(true);
    const ordersAfter = await rows<Record<string, unknown>>(db, sql`select * from orders order by id`);
    expect(ordersAfter.map(({ bill_printed_at, ...rest }) => rest)).toEqual(ordersBefore);

    // One area per floor the tables named (case and spaces aside), tables in it but not yet placed.
    const areas = await rows<{ id: number; name: string }>(
      db,
      sql`select id, name from floor_areas order by sort_order`,
    );
    expect(areas.map((a) => a.name)).toEqual(['Main', 'Terrace']);
    expect(
      await rows(
        db,
        sql`select table_title, floor, area_id, grid_x, grid_y, seated_at from store_tables order by id`,
      ),
    ).toEqual([
      { table_title: 'T1', floor: 'Main', area_id: areas[0].id, grid_x: null, grid_y: null, seated_at: null },
      {
        table_title: 'T2',
        floor: 'main ',
        area_id: areas[0].id,
        grid_x: null,
        grid_y: null,
        seated_at: null,
      },
      {
        table_title: 'P1',
        floor: 'Terrace',
        area_id: areas[1].id,
        grid_x: null,
        grid_y: null,
        seated_at: null,
      },
      { table_title: 'Bar 1', floor: '-', area_id: null, grid_x: null, grid_y: null, seated_at: null },
    ]);
    expect(await rows(db, sql`select station_id from menu_items order by id`)).toEqual([
      { station_id: null },
      { station_id: null },
    ]);
    // A group's change bumps the menu version, as any change to what an order is checked against.
    const [versionAfter] = await rows<{ menu_version: number }>(db, sql`select menu_version from tenants`);
    await db.execute(sql`update modifier_groups set max_select = 2 where id = ${groups[1].id}`);
    const [versionBumped] = await rows<{ menu_version: number }>(db, sql`select menu_version from tenants`);
    expect(Number(versionBumped.menu_version)).toBeGreaterThan(Number(versionAfter.menu_version));
    expect(Number(versionAfter.menu_version)).toBeGreaterThanOrEqual(Number(versionBefore.menu_version));
    // A group's rule is kept by the database too: at most one variant group per item, sane limits.
    await expect(
      db.execute(
        sql`insert into modifier_groups (tenant_id, item_id, kind, title, min_select, max_select) values (${t}, ${burger.id}, 'variant', 'Again', 1, 1)`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into modifier_groups (tenant_id, item_id, kind, title, min_select, max_select) values (${t}, ${burger.id}, 'addon', 'Bad', 3, 2)`,
      ),
    ).rejects.toThrow();
  });

  it('0020 (stock and languages) keeps every menu row, order line and setting as it was, with no stock taken and English names', async () => {
    const database = await databaseAt('0019_kitchen_floor_and_modifiers');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old@example.com') returning id`,
    );
    const t = tenant.id;
    await db.execute(
      sql`insert into store_settings (tenant_id, store_name, currency, unique_qr_code) values (${t}, 'Old Bistro', 'EUR', 'old-code')`,
    );
    const [category] = await rows<{ id: number }>(
      db,
      sql`insert into categories (tenant_id, title) values (${t}, 'Mains') returning id`,
    );
    const [burger] = await rows<{ id: number }>(
      db,
      sql`insert into menu_items (tenant_id, title, price, category_id) values (${t}, 'Burger', 1000, ${category.id}) returning id`,
    );
    const [group] = await rows<{ id: number }>(
      db,
      sql`insert into modifier_groups (tenant_id, item_id, kind, title) values (${t}, ${burger.id}, 'addon', 'Extras') returning id`,
    );
    await db.execute(
      sql`insert into menu_item_variants (tenant_id, item_id, title, price) values (${t}, ${burger.id}, 'Double', 1400)`,
    );
    await db.execute(
      sql`insert into menu_item_addons (tenant_id, item_id, title, price, group_id) values (${t}, ${burger.id}, 'Cheese', 100, ${group.id})`,
    );
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (tenant_id, token_day, token_no, items_total, tax_total, payable_total)
          values (${t}, '2026-11-20', 1, 1000, 0, 1000) returning id`,
    );
    await db.execute(
      sql`insert into order_items (tenant_id, order_id, item_id, item_title, unit_price, quantity, line_total, tax_amount, net_amount)
          values (${t}, ${order.id}, ${burger.id}, 'Burger', 1000, 1, 1000, 0, 1000)`,
    );
    const menuTables = [
      'categories',
      'menu_items',
      'modifier_groups',
      'menu_item_variants',
      'menu_item_addons',
    ];
    const before = new Map<string, unknown[]>();
    for (const table of [...menuTables, 'order_items', 'orders', 'store_settings']) {
      before.set(table, await rows(db, sql.raw(`select * from ${table} order by 1, 2`)));
    }

    await applyMigrations(database);

    // Menu rows gain an empty set of translations: every name reads in the store's language.
    for (const table of menuTables) {
      const after = await rows<Record<string, unknown>>(db, sql.raw(`select * from ${table} order by 1, 2`));
      expect(
        after.map(({ translations, ...rest }) => rest),
        table,
      ).toEqual(before.get(table));
      expect(
        after.every((row) => JSON.stringify(row.translations) === '{}'),
        table,
      ).toBe(true);
    }
    // Old lines took nothing from stock, so a void gives nothing back; orders are as they were.
    const lines = await rows<Record<string, unknown>>(db, sql`select * from order_items order by id`);
    expect(lines.map(({ stock_used, ...rest }) => rest)).toEqual(before.get('order_items'));
    expect(lines.every((line) => line.stock_used === null)).toBe(true);
    expect(await rows(db, sql`select * from orders order by id`)).toEqual(before.get('orders'));
    // The store speaks English until its owner says otherwise; receipts follow the store.
    const settings = await rows<Record<string, unknown>>(db, sql`select * from store_settings`);
    expect(settings.map(({ language, receipt_language, ...rest }) => rest)).toEqual(
      before.get('store_settings'),
    );
    expect(settings.map((s) => [s.language, s.receipt_language])).toEqual([['en', null]]);
    for (const table of ['ingredients', 'recipe_lines', 'stock_movements', 'inventory_settings']) {
      expect(await rows(db, sql.raw(`select count(*)::int as n from ${table}`)), table).toEqual([{ n: 0 }]);
    }
    // The database keeps the stock rules too: a known unit, one target per recipe line, a kind.
    await expect(
      db.execute(sql`insert into ingredients (tenant_id, name, unit) values (${t}, 'Flour', 'cups')`),
    ).rejects.toThrow();
    const [flour] = await rows<{ id: number }>(
      db,
      sql`insert into ingredients (tenant_id, name, unit) values (${t}, 'Flour', 'kg') returning id`,
    );
    await expect(
      db.execute(sql`insert into ingredients (tenant_id, name, unit) values (${t}, 'FLOUR', 'g')`),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into recipe_lines (tenant_id, ingredient_id, quantity_milli) values (${t}, ${flour.id}, 150)`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into stock_movements (tenant_id, ingredient_id, kind, delta_milli, stock_after_milli) values (${t}, ${flour.id}, 'theft', 1, 1)`,
      ),
    ).rejects.toThrow();
    // Deleting a dish deletes its recipe, never the ingredient.
    await db.execute(
      sql`insert into recipe_lines (tenant_id, ingredient_id, item_id, quantity_milli) values (${t}, ${flour.id}, ${burger.id}, 150)`,
    );
    await db.execute(sql`delete from menu_items where id = ${burger.id}`);
    expect(await rows(db, sql`select count(*)::int as n from recipe_lines`)).toEqual([{ n: 0 }]);
    expect(await rows(db, sql`select name from ingredients`)).toEqual([{ name: 'Flour' }]);
  });

  it('0021 (start pictures) keeps every user, session and order as it was, with no picture kept for anyone', async () => {
    const database = await databaseAt('0020_stock_and_languages');
    const db = database.db;
    const [tenant] = await rows<{ id: number }>(
      db,
      sql`insert into tenants (name, email) values ('Old Bistro', 'old21@example.com') returning id`,
    );
    const t = tenant.id;
    const [user] = await rows<{ id: number }>(
      db,
      sql`insert into users (tenant_id, username, password_hash, name, role, scope)
          values (${t}, 'cashier21@example.com', 'x', 'Cashier', 'user', 'POS') returning id`,
    );
    await db.execute(
      sql`insert into orders (tenant_id, token_day, token_no, items_total, tax_total, payable_total)
          values (${t}, '2026-11-20', 1, 1000, 0, 1000)`,
    );
    const before = new Map<string, unknown[]>();
    for (const table of ['tenants', 'users', 'orders'])
      before.set(table, await rows(db, sql.raw(`select * from ${table} order by id`)));

    await applyMigrations(database);

    for (const table of ['tenants', 'users', 'orders'])
      expect(await rows(db, sql.raw(`select * from ${table} order by id`)), table).toEqual(before.get(table));
    expect(await rows(db, sql`select count(*)::int as n from pos_start_pictures`)).toEqual([{ n: 0 }]);
    // A picture is a user's, of one screen; it goes with the user.
    const keep = (screen: string) =>
      db.execute(
        sql`insert into pos_start_pictures (tenant_id, user_id, screen, picture) values (${t}, ${user.id}, ${screen}, '{}')`,
      );
    await keep('screen:1280x800');
    await expect(keep('screen:1280x800')).rejects.toThrow();
    await db.execute(sql`delete from users where id = ${user.id}`);
    expect(await rows(db, sql`select count(*)::int as n from pos_start_pictures`)).toEqual([{ n: 0 }]);
  });
});
