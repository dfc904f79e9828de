import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stripeEvents, subscriptionHistory, tenants } from '../../db/schema';

const billingColumns = {
  id: tenants.id,
  name: tenants.name,
  email: tenants.email,
  isActive: tenants.isActive,
  stripeCustomerId: tenants.stripeCustomerId,
  stripeSubscriptionId: tenants.stripeSubscriptionId,
  subscriptionStatus: tenants.subscriptionStatus,
  subscriptionStart: tenants.subscriptionStart,
  subscriptionEnd: tenants.subscriptionEnd,
};

export type TenantBilling = Awaited<ReturnType<typeof findTenantBilling>> & {};

export async function findTenantBilling(db: Db, tenantId: number) {
  const [row] = await db.select(billingColumns).from(tenants).where(eq(tenants.id, tenantId));
  return row ?? null;
}

/**
 * The tenant's billing row, locked until the transaction ends: two webhook deliveries about the
 * same tenant (Stripe sends them concurrently) apply one after the other.
 */
export async function lockTenantBilling(tx: Db, tenantId: number) {
  const [row] = await tx.select(billingColumns).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return row ?? null;
}

export async function findTenantIdBySubscription(db: Db, stripeSubscriptionId: string) {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.stripeSubscriptionId, stripeSubscriptionId));
  return row?.id ?? null;
}

export interface SubscriptionFields {
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  subscriptionStatus: string;
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
}

export async function saveTenantSubscription(tx: Db, tenantId: number, fields: SubscriptionFields) {
  await tx.update(tenants).set(fields).where(eq(tenants.id, tenantId));
}

export interface NewHistoryEntry {
  tenantId: number;
  status: 'created' | 'renewed' | 'cancelled';
  stripeSubscriptionId: string;
  stripeEventId: string | null;
  startsOn: Date | null;
  expiresOn: Date | null;
}

export async function addSubscriptionHistory(tx: Db, entry: NewHistoryEntry) {
  await tx.insert(subscriptionHistory).values(entry);
}

export async function isStripeEventRecorded(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return Boolean(row);
}

/**
 * Claims an event id inside the transaction that applies it; false when it was already applied.
 * A concurrent delivery of the same event waits on the key and then finds it taken.
 */
export async function recordStripeEvent(tx: Db, eventId: string, type: string) {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: eventId, type, receivedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}
