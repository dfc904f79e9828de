import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

/** SQL of customers. Every function takes the tenant and touches only its customers. */

const customerColumns = {
  phone: customers.phone,
  name: customers.name,
  email: customers.email,
  birthDate: customers.birthDate,
  gender: customers.gender,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

export type CustomerRow = Awaited<ReturnType<typeof findCustomer>> & {};

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matching(tenantId: number, filter: string): SQL {
  if (!filter) return eq(customers.tenantId, tenantId);
  const pattern = containsPattern(filter);
  return and(
    eq(customers.tenantId, tenantId),
    or(ilike(customers.name, pattern), ilike(customers.phone, pattern), ilike(customers.email, pattern)),
  )!;
}

export interface CustomerPageQuery {
  sort: 'created_at' | 'name';
  filter: string;
  limit: number;
  offset: number;
}

/** One page of customers, newest first (or by name), with the total matching the filter. */
export async function listCustomersPage(db: Db, tenantId: number, query: CustomerPageQuery) {
  const where = matching(tenantId, query.filter);
  // The phone breaks ties so pages never overlap or skip a row.
  const order =
    query.sort === 'name'
      ? [asc(sql`lower(${customers.name})`), asc(customers.phone)]
      : [desc(customers.createdAt), asc(customers.phone)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total };
}

/** Type-ahead by phone or name: phones starting with the text first, then names. */
export function searchCustomers(db: Db, tenantId: number, text: string, limit: number) {
  const pattern = containsPattern(text);
  return db
    .select({ name: customers.name, phone: customers.phone })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        or(ilike(customers.phone, pattern), ilike(customers.name, pattern)),
      ),
    )
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.phone))
    .limit(limit);
}

export async function findCustomer(db: Db, tenantId: number, phone: string) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)));
  return row ?? null;
}

export interface CustomerValues {
  name: string;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
}

/** Inserts the customer; false when the phone is already a customer of this tenant. */
export async function insertCustomer(db: Db, tenantId: number, phone: string, values: CustomerValues) {
  const rows = await db
    .insert(customers)
    .values({ tenantId, phone, ...values })
    .onConflictDoNothing()
    .returning({ phone: customers.phone });
  return rows.length === 1;
}

export async function updateCustomer(db: Db, tenantId: number, phone: string, values: CustomerValues) {
  const rows = await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)))
    .returning({ phone: customers.phone });
  return rows.length === 1;
}

export async function deleteCustomer(db: Db, tenantId: number, phone: string) {
  const rows = await db
    .delete(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)))
    .returning({ phone: customers.phone });
  return rows.length === 1;
}
