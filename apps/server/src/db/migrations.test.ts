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
});
