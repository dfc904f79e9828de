import { DEFAULT_DISCOUNT_REASONS } from '@mise/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotStatement, runHot } from '../../db/hot-statements';
import {
  devices,
  discountReasons,
  passwordResets,
  paymentTypes,
  printSettings,
  storeSettings,
  superadmins,
  tenants,
  users,
} from '../../db/schema';

/**
 * The signed-in user behind a device, with their tenant's standing: every API request asks this,
 * so it is a hot statement (a lookup by key, whose plan never depends on the values). It brings the
 * store's menu version along, so the POS's start-up answer needs no second round trip to know it.
 */
const USER_SESSION = hotStatement(`
  select d.id as "deviceId", u.id as "userId", u.tenant_id as "tenantId", u.username, u.name,
         u.role, u.scope, t.is_active as "isActive",
         (extract(epoch from t.subscription_end) * 1000)::float8 as "subscriptionEndMs",
         t.subscription_status as "subscriptionStatus",
         (t.require_two_factor and u.two_factor_enabled_at is null) as "mustSetUpTwoFactor",
         d.via_pin as "viaPin", t.menu_version as "menuVersion"
  from devices d
  join users u on u.tenant_id = d.tenant_id and u.id = d.user_id
  join tenants t on t.id = u.tenant_id
  where d.id = $1 and d.revoked_at is null and d.expires_at > now()`);

export async function findUserSession(db: Db, deviceId: string) {
  const [row] = await runHot<UserSessionRow>(db, USER_SESSION, [deviceId]);
  if (!row) return null;
  const { subscriptionEndMs, ...session } = row;
  return { ...session, subscriptionEnd: subscriptionEndMs === null ? null : new Date(subscriptionEndMs) };
}

interface UserSessionRow {
  deviceId: string;
  userId: number;
  tenantId: number;
  username: string;
  name: string;
  role: string;
  scope: string;
  isActive: boolean;
  subscriptionEndMs: number | null;
  subscriptionStatus: string | null;
  mustSetUpTwoFactor: boolean;
  viaPin: boolean;
  menuVersion: number;
}

export async function findSuperadminSession(db: Db, deviceId: string) {
  const [row] = await db
    .select({
      deviceId: devices.id,
      superadminId: superadmins.id,
      username: superadmins.username,
      twoFactorEnabledAt: superadmins.twoFactorEnabledAt,
    })
    .from(devices)
    .innerJoin(superadmins, eq(superadmins.id, devices.superadminId))
    .where(and(eq(devices.id, deviceId), isNull(devices.revokedAt), gt(devices.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findSuperadminById(db: Db, superadminId: number) {
  const [row] = await db.select().from(superadmins).where(eq(superadmins.id, superadminId));
  return row ?? null;
}

export async function storeRequiresTwoFactor(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: tenants.requireTwoFactor })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.required ?? false;
}

export async function findSuperadminByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(superadmins)
    .where(sql`lower(${superadmins.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

export async function upsertSuperadmin(db: Db, username: string, passwordHash: string) {
  const existing = await findSuperadminByUsername(db, username);
  if (existing) {
    await db.update(superadmins).set({ passwordHash }).where(eq(superadmins.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(superadmins)
    .values({ username, passwordHash })
    .returning({ id: superadmins.id });
  return row.id;
}

export interface ProvisionTenantInput {
  businessName: string;
  email: string;
  passwordHash: string;
  adminName: string;
  timezone: string;
  uniqueQrCode: string;
  isActive?: boolean;
}

/**
 * A tenant with everything it needs to work: its admin user, store and print settings and the
 * usual payment types. Run inside a transaction so a failure leaves nothing behind.
 */
export async function provisionTenant(tx: Db, input: ProvisionTenantInput) {
  const [tenant] = await tx
    .insert(tenants)
    .values({ name: input.businessName, email: input.email, isActive: input.isActive ?? true })
    .returning({ id: tenants.id });
  const [admin] = await tx
    .insert(users)
    .values({
      tenantId: tenant.id,
      username: input.email,
      passwordHash: input.passwordHash,
      name: input.adminName,
      role: 'admin',
      scope: '',
      email: input.email,
    })
    .returning({ id: users.id });
  await tx.insert(storeSettings).values({
    tenantId: tenant.id,
    storeName: input.businessName,
    email: input.email,
    timezone: input.timezone,
    uniqueQrCode: input.uniqueQrCode,
  });
  await tx.insert(printSettings).values({ tenantId: tenant.id });
  await tx.insert(paymentTypes).values([
    { tenantId: tenant.id, title: 'Cash', isCash: true },
    { tenantId: tenant.id, title: 'Card' },
  ]);
  await tx
    .insert(discountReasons)
    .values(DEFAULT_DISCOUNT_REASONS.map((title) => ({ tenantId: tenant.id, title })));
  return { tenantId: tenant.id, adminUserId: admin.id };
}

export interface NewDevice {
  tenantId: number | null;
  userId: number | null;
  superadminId: number | null;
  deviceName: string;
  deviceIp: string;
  refreshTokenHash: string;
  expiresAt: Date;
  viaPin?: boolean;
}

export async function createDevice(db: Db, device: NewDevice): Promise<string> {
  const [row] = await db.insert(devices).values(device).returning({ id: devices.id });
  return row.id;
}

export async function findDeviceByRefreshHash(db: Db, hash: string) {
  const [row] = await db.select().from(devices).where(eq(devices.refreshTokenHash, hash));
  return row ?? null;
}

export async function findDeviceByPreviousHash(db: Db, hash: string) {
  const [row] = await db.select().from(devices).where(eq(devices.previousRefreshTokenHash, hash));
  return row ?? null;
}

/** Swaps the refresh token only if it is still the one presented, so two racing refreshes can't both rotate. */
export async function rotateRefreshToken(
  db: Db,
  deviceId: string,
  oldHash: string,
  newHash: string,
  expiresAt: Date,
) {
  const rows = await db
    .update(devices)
    .set({
      refreshTokenHash: newHash,
      previousRefreshTokenHash: oldHash,
      rotatedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt,
    })
    .where(and(eq(devices.id, deviceId), eq(devices.refreshTokenHash, oldHash), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  return rows.length === 1;
}

export async function revokeDevice(db: Db, deviceId: string) {
  await db
    .update(devices)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(devices.id, deviceId), isNull(devices.revokedAt)));
}

export async function revokeAllUserDevices(db: Db, userId: number) {
  const rows = await db
    .update(devices)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  return rows.map((r) => r.id);
}

export async function listActiveUserDevices(db: Db, userId: number) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt), gt(devices.expiresAt, sql`now()`)))
    .orderBy(desc(devices.createdAt));
}

/** Revokes one of the user's own devices; false when it is not theirs (or already gone). */
export async function revokeUserDevice(db: Db, userId: number, deviceId: string) {
  const rows = await db
    .update(devices)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId), isNull(devices.revokedAt)))
    .returning({ id: devices.id });
  return rows.length === 1;
}

export async function createPasswordReset(
  db: Db,
  user: { tenantId: number; id: number },
  tokenHash: string,
  expiresAt: Date,
) {
  // Only the newest link works: earlier unused links of this user are retired.
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tenantId, user.tenantId),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
      ),
    );
  await db.insert(passwordResets).values({ tenantId: user.tenantId, tokenHash, userId: user.id, expiresAt });
}

/** Marks a reset link used, atomically; null when it is unknown, used or expired. */
export async function consumePasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

export async function updateUserPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
