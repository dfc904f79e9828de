import type { TenantStatus } from '@mise/contracts';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeSettings, subscriptionHistory, tenants, users } from '../../db/schema';
import { localDayStart } from './time-windows';

/** The operator's tenant list and tenant records. Every filter value is a bound parameter. */

export interface TenantFilter {
  status: TenantStatus;
  search?: string;
  /** Tenants created within these local days (inclusive), in `zone`. */
  created?: { from: string; to: string; zone: string };
}

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filter: TenantFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status === 'active') conditions.push(eq(tenants.isActive, true));
  if (filter.status === 'inactive') conditions.push(eq(tenants.isActive, false));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(tenants.name, pattern), ilike(tenants.email, pattern))!);
  }
  if (filter.created) {
    const { from, to, zone } = filter.created;
    conditions.push(gte(tenants.createdAt, localDayStart(from, zone, 0)));
    conditions.push(lt(tenants.createdAt, localDayStart(to, zone, 1)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const rowColumns = {
  id: tenants.id,
  name: tenants.name,
  email: tenants.email,
  isActive: tenants.isActive,
  subscriptionStart: tenants.subscriptionStart,
  subscriptionEnd: tenants.subscriptionEnd,
  subscriptionStatus: tenants.subscriptionStatus,
  createdAt: tenants.createdAt,
};

export async function listTenants(db: Db, filter: TenantFilter, page: { limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(tenants)
    .where(whereOf(filter))
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTenants(db: Db, filter: TenantFilter) {
  const [row] = await db.select({ n: count() }).from(tenants).where(whereOf(filter));
  return row.n;
}

export async function countTenantsBySwitch(db: Db) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${tenants.isActive})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(tenants);
  return { active: row.active, inactive: row.all - row.active, all: row.all };
}

/** Exactly the export's fields. */
export async function listTenantsForExport(db: Db, status: TenantStatus) {
  return db
    .select({
      name: tenants.name,
      email: tenants.email,
      isActive: tenants.isActive,
      subscriptionStart: tenants.subscriptionStart,
      subscriptionEnd: tenants.subscriptionEnd,
    })
    .from(tenants)
    .where(whereOf({ status }))
    .orderBy(desc(tenants.createdAt), desc(tenants.id));
}

export async function findTenant(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      stripeSubscriptionId: tenants.stripeSubscriptionId,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

export async function updateTenant(
  db: Db,
  tenantId: number,
  fields: { name: string; email: string; isActive?: boolean },
) {
  const rows = await db.update(tenants).set(fields).where(eq(tenants.id, tenantId)).returning({
    isActive: tenants.isActive,
    subscriptionEnd: tenants.subscriptionEnd,
    subscriptionStatus: tenants.subscriptionStatus,
  });
  return rows[0] ?? null;
}

/**
 * Removes the tenant and, through the schema's cascades, every row it owns: users and their
 * sessions, menu, settings, orders, invoices, customers, reservations, history. One statement,
 * run in its own transaction by the caller.
 */
export async function deleteTenant(tx: Db, tenantId: number) {
  const rows = await tx.delete(tenants).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
  return rows.length === 1;
}

export async function findStoreDetails(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      address: storeSettings.address,
      email: storeSettings.email,
      phone: storeSettings.phone,
      currency: storeSettings.currency,
      isQrMenuEnabled: storeSettings.isQrMenuEnabled,
    })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenantId));
  return row ?? null;
}

export async function countUsers(db: Db, tenantId: number) {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId));
  return row.n;
}

export async function listSubscriptionHistory(db: Db, tenantId: number) {
  return db
    .select({
      id: subscriptionHistory.id,
      tenantId: subscriptionHistory.tenantId,
      createdAt: subscriptionHistory.createdAt,
      startsOn: subscriptionHistory.startsOn,
      expiresOn: subscriptionHistory.expiresOn,
      status: subscriptionHistory.status,
    })
    .from(subscriptionHistory)
    .where(eq(subscriptionHistory.tenantId, tenantId))
    .orderBy(desc(subscriptionHistory.createdAt), desc(subscriptionHistory.id));
}
