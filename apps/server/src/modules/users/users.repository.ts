import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, users } from '../../db/schema';

/** SQL of staff user management. Every function takes the tenant and touches only its users. */

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  role: users.role,
  scope: users.scope,
  photo: users.photo,
  designation: users.designation,
  phone: users.phone,
  email: users.email,
};

export type UserRow = Awaited<ReturnType<typeof listUsers>>[number];

/** The owners first, then staff in the order they were added. */
export function listUsers(db: Db, tenantId: number) {
  return db
    .select(userColumns)
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(sql`case when ${users.role} = 'admin' then 0 else 1 end`, asc(users.id));
}

/** Usernames are e-mails and compare without case, as at login. */
export async function findUserByUsername(db: Db, tenantId: number, username: string) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  return row ?? null;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  name: string;
  scope: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
}

/** New users are always staff (role user); owners are only created with their tenant. */
export async function insertUser(db: Db, tenantId: number, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ tenantId, role: 'user', ...user })
    .returning({ id: users.id });
  return row.id;
}

export interface UserProfile {
  name: string;
  scope: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
}

/** Changes a staff user; owners (role admin) are never matched. */
export async function updateStaffUser(db: Db, tenantId: number, userId: number, profile: UserProfile) {
  const rows = await db
    .update(users)
    .set(profile)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function updateStaffPassword(db: Db, tenantId: number, userId: number, passwordHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function deleteStaffUser(db: Db, tenantId: number, userId: number) {
  const rows = await db
    .delete(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Signs the user out everywhere (but the given device, when they act on themselves); returns the ids. */
export async function revokeUserDevices(db: Db, tenantId: number, userId: number, keepDeviceId?: string) {
  const rows = await db
    .update(devices)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(devices.tenantId, tenantId),
        eq(devices.userId, userId),
        isNull(devices.revokedAt),
        keepDeviceId ? ne(devices.id, keepDeviceId) : undefined,
      ),
    )
    .returning({ id: devices.id });
  return rows.map((r) => r.id);
}
