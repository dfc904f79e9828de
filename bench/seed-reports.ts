/**
 * Seeds the reports benchmark's data straight into PostgreSQL with set-based SQL (seconds, not
 * minutes): one busy store with 100,000 orders over the last 365 days (2–3 lines each, 90 % paid
 * with an invoice, 40 % for one of 5,000 customers) and 1,000 other stores with 100 orders each,
 * so every query must pick its tenant's rows out of a shared table.
 *
 * Used by bench/reports.bench.ts; runnable alone: node --import tsx bench/seed-reports.ts <url> <tenantId>
 */
import pg from 'pg';

export interface SeedReportsOptions {
  orders?: number;
  otherTenants?: number;
  ordersPerOtherTenant?: number;
  customers?: number;
}

/** Orders of one tenant, spread evenly over the last 365 days, with lines, totals and invoices. */
async function seedOrders(client: pg.Client, tenantIds: string, perTenant: number, customers: number) {
  // One order every (365 days / perTenant), per tenant; created_at is distinct within a tenant, which
  // is how each invoice is matched back to its order below.
  const spacing = Math.floor((365 * 86_400) / perTenant);
  await client.query(
    `
    insert into orders (tenant_id, token_day, token_no, delivery_type, customer_type, customer_id,
                        customer_name, status, payment_status, items_total, tax_total, payable_total,
                        created_at, updated_at)
    select t.id, (now() - g * interval '${spacing} seconds')::date, g,
           (array['dinein','takeaway','delivery'])[1 + g % 3],
           case when g % 5 < 2 then 'CUSTOMER' else 'WALKIN' end,
           case when g % 5 < 2 then 'bench-' || (g % ${customers}) end,
           case when g % 5 < 2 then 'Guest ' || (g % ${customers}) end,
           case when g % 50 = 0 then 'cancelled' else 'completed' end,
           'pending', 0, 0, 0,
           now() - g * interval '${spacing} seconds', now()
    from (select unnest($1::int[]) as id) t, generate_series(1, ${perTenant}) g`,
    [tenantIds.split(',').map(Number)],
  );
  await client.query(
    `
    insert into order_items (tenant_id, order_id, item_id, item_title, addons, unit_price, quantity,
                             status, tax_title, tax_rate_basis_points, tax_type, line_total, tax_amount,
                             net_amount, created_at, updated_at)
    select o.tenant_id, o.id, null, 'Dish ' || ((o.id * 7 + n * 13) % 40), '[]'::jsonb,
           500 + ((o.id * 7 + n * 13) % 40) * 25, 1 + (o.id + n) % 3, 'completed',
           'Sales Tax', 800, 'exclusive',
           (500 + ((o.id * 7 + n * 13) % 40) * 25) * (1 + (o.id + n) % 3),
           round((500 + ((o.id * 7 + n * 13) % 40) * 25) * (1 + (o.id + n) % 3) * 0.08),
           (500 + ((o.id * 7 + n * 13) % 40) * 25) * (1 + (o.id + n) % 3),
           o.created_at, o.created_at
    from orders o, generate_series(1, 2 + o.id % 2) n
    where o.tenant_id = any($1::int[])`,
    [tenantIds.split(',').map(Number)],
  );
  await client.query(
    `
    update orders o set items_total = s.net, tax_total = s.tax, payable_total = s.net + s.tax
    from (select order_id, sum(net_amount) as net, sum(tax_amount) as tax from order_items
          where tenant_id = any($1::int[]) group by order_id) s
    where s.order_id = o.id`,
    [tenantIds.split(',').map(Number)],
  );
  await client.query(
    `
    insert into invoices (tenant_id, sub_total, tax_total, total, payment_type_title, delivery_type,
                          customer_type, customer_id, customer_name, created_at)
    select tenant_id, items_total, tax_total, payable_total, 'Cash', delivery_type, customer_type,
           customer_id, customer_name, created_at + interval '20 minutes'
    from orders where tenant_id = any($1::int[]) and status <> 'cancelled' and id % 10 <> 0`,
    [tenantIds.split(',').map(Number)],
  );
  await client.query(
    `
    update orders o set invoice_id = i.id, payment_status = 'paid'
    from invoices i
    where i.tenant_id = o.tenant_id and i.created_at = o.created_at + interval '20 minutes'
      and o.tenant_id = any($1::int[])`,
    [tenantIds.split(',').map(Number)],
  );
}

export async function seedReports(databaseUrl: string, tenantId: number, options: SeedReportsOptions = {}) {
  const orders = options.orders ?? 100_000;
  const otherTenants = options.otherTenants ?? 1_000;
  const perOther = options.ordersPerOtherTenant ?? 100;
  const customers = options.customers ?? 5_000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `
      insert into customers (tenant_id, phone, name, created_at, updated_at)
      select $1, 'bench-' || g, 'Guest ' || g, now() - g * interval '100 minutes', now()
      from generate_series(0, ${customers - 1}) g`,
      [tenantId],
    );
    await seedOrders(client, String(tenantId), orders, customers);

    const others = await client.query<{ id: number }>(`
      insert into tenants (name, email) select 'Other Store ' || g, 'other' || g || '@bench.example'
      from generate_series(1, ${otherTenants}) g returning id`);
    const ids = others.rows.map((r) => r.id);
    await client.query(
      `
      insert into store_settings (tenant_id, store_name, unique_qr_code)
      select id, 'Other', md5(random()::text || id) from unnest($1::int[]) id`,
      [ids],
    );
    await client.query(
      `
      insert into customers (tenant_id, phone, name)
      select id, 'bench-' || g, 'Guest ' || g from unnest($1::int[]) id, generate_series(0, 49) g`,
      [ids],
    );
    await seedOrders(client, ids.join(','), perOther, 50);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, tenant] = process.argv.slice(2);
  await seedReports(url, Number(tenant));
  console.log('seeded');
}
