import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  menuItems,
  paymentTypes,
  printSettings,
  storeSettings,
  storeTables,
  taxes,
} from '../../db/schema';

/** SQL of the settings area. Every function takes the tenant and touches only its rows. */

// ---------------------------------------------------------------- store and print settings

export async function findStoreSettings(db: Db, tenantId: number) {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.tenantId, tenantId));
  return row ?? null;
}

export interface StoreSettingsUpdate {
  storeName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  /** Left out (undefined): the stored value stays. */
  timezone?: string;
  isQrMenuEnabled?: boolean;
  isQrOrderEnabled?: boolean;
}

export async function updateStoreSettings(db: Db, tenantId: number, values: StoreSettingsUpdate) {
  const rows = await db
    .update(storeSettings)
    // Drizzle leaves undefined fields out of the SET list.
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(storeSettings.tenantId, tenantId))
    .returning({ tenantId: storeSettings.tenantId });
  return rows.length === 1;
}

/** Sets the store's logo (an uploaded image's URL, or none) and answers the one it replaced. */
export async function replaceStoreImage(db: Db, tenantId: number, image: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: storeSettings.image })
      .from(storeSettings)
      .where(eq(storeSettings.tenantId, tenantId))
      .for('update');
    if (!current) return null;
    await tx
      .update(storeSettings)
      .set({ image, updatedAt: sql`now()` })
      .where(eq(storeSettings.tenantId, tenantId));
    return { previous: current.image };
  });
}

export async function findPrintSettings(db: Db, tenantId: number) {
  const [row] = await db.select().from(printSettings).where(eq(printSettings.tenantId, tenantId));
  return row ?? null;
}

export interface PrintSettingsValues {
  pageFormat: number;
  header: string | null;
  footer: string | null;
  showNotes: boolean;
  isEnablePrint: boolean;
  showStoreDetails: boolean;
  showCustomerDetails: boolean;
  printToken: boolean;
}

/** Print settings exist from sign-up; the upsert only guards tenants provisioned before that. */
export async function savePrintSettings(db: Db, tenantId: number, values: PrintSettingsValues) {
  await db
    .insert(printSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: printSettings.tenantId, set: { ...values, updatedAt: sql`now()` } });
}

// ---------------------------------------------------------------- store tables

export function listStoreTables(db: Db, tenantId: number) {
  return db
    .select({
      id: storeTables.id,
      tableTitle: storeTables.tableTitle,
      floor: storeTables.floor,
      seatingCapacity: storeTables.seatingCapacity,
    })
    .from(storeTables)
    .where(eq(storeTables.tenantId, tenantId))
    .orderBy(asc(storeTables.id));
}

export interface StoreTableValues {
  tableTitle: string;
  floor: string;
  seatingCapacity: number;
}

export async function insertStoreTable(db: Db, tenantId: number, values: StoreTableValues) {
  const [row] = await db
    .insert(storeTables)
    .values({ tenantId, ...values })
    .returning({ id: storeTables.id });
  return row.id;
}

export async function updateStoreTable(db: Db, tenantId: number, tableId: number, values: StoreTableValues) {
  const rows = await db
    .update(storeTables)
    .set(values)
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)))
    .returning({ id: storeTables.id });
  return rows.length === 1;
}

export async function deleteStoreTable(db: Db, tenantId: number, tableId: number) {
  const rows = await db
    .delete(storeTables)
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)))
    .returning({ id: storeTables.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- categories

/** How many of the tenant's menu items use each category (or tax): the delete confirmation says so. */
function itemCounts(db: Db, tenantId: number, column: typeof menuItems.categoryId | typeof menuItems.taxId) {
  return db
    .select({ refId: sql<number>`${column}`.as('ref_id'), n: count().as('n') })
    .from(menuItems)
    .where(eq(menuItems.tenantId, tenantId))
    .groupBy(column)
    .as('item_counts');
}

export function listCategories(db: Db, tenantId: number) {
  const counts = itemCounts(db, tenantId, menuItems.categoryId);
  return db
    .select({
      id: categories.id,
      title: categories.title,
      itemsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.refId, categories.id))
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.id));
}

export async function insertCategory(db: Db, tenantId: number, title: string) {
  const [row] = await db.insert(categories).values({ tenantId, title }).returning({ id: categories.id });
  return row.id;
}

export async function updateCategory(db: Db, tenantId: number, categoryId: number, title: string) {
  const rows = await db
    .update(categories)
    .set({ title })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .returning({ id: categories.id });
  return rows.length === 1;
}

/** Its items keep working without a category (the foreign key sets theirs to null). */
export async function deleteCategory(db: Db, tenantId: number, categoryId: number) {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .returning({ id: categories.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- taxes

export function listTaxes(db: Db, tenantId: number) {
  const counts = itemCounts(db, tenantId, menuItems.taxId);
  return db
    .select({
      id: taxes.id,
      title: taxes.title,
      rateBasisPoints: taxes.rateBasisPoints,
      type: taxes.type,
      itemsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(taxes)
    .leftJoin(counts, eq(counts.refId, taxes.id))
    .where(eq(taxes.tenantId, tenantId))
    .orderBy(asc(taxes.id));
}

export interface TaxValues {
  title: string;
  rateBasisPoints: number;
  type: string;
}

export async function insertTax(db: Db, tenantId: number, values: TaxValues) {
  const [row] = await db
    .insert(taxes)
    .values({ tenantId, ...values })
    .returning({ id: taxes.id });
  return row.id;
}

export async function updateTax(db: Db, tenantId: number, taxId: number, values: TaxValues) {
  const rows = await db
    .update(taxes)
    .set(values)
    .where(and(eq(taxes.tenantId, tenantId), eq(taxes.id, taxId)))
    .returning({ id: taxes.id });
  return rows.length === 1;
}

export async function findTax(db: Db, tenantId: number, taxId: number) {
  const [row] = await db
    .select()
    .from(taxes)
    .where(and(eq(taxes.tenantId, tenantId), eq(taxes.id, taxId)));
  return row ?? null;
}

/** Its items keep working without a tax (the foreign key sets theirs to null). */
export async function deleteTax(db: Db, tenantId: number, taxId: number) {
  const rows = await db
    .delete(taxes)
    .where(and(eq(taxes.tenantId, tenantId), eq(taxes.id, taxId)))
    .returning({ id: taxes.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- payment types

export function listPaymentTypes(db: Db, tenantId: number) {
  return db
    .select({
      id: paymentTypes.id,
      title: paymentTypes.title,
      isActive: paymentTypes.isActive,
      isCash: paymentTypes.isCash,
    })
    .from(paymentTypes)
    .where(eq(paymentTypes.tenantId, tenantId))
    .orderBy(asc(paymentTypes.id));
}

export async function insertPaymentType(
  db: Db,
  tenantId: number,
  values: { title: string; isActive: boolean; isCash: boolean },
) {
  const [row] = await db
    .insert(paymentTypes)
    .values({ tenantId, ...values })
    .returning({ id: paymentTypes.id });
  return row.id;
}

export async function updatePaymentType(
  db: Db,
  tenantId: number,
  paymentTypeId: number,
  values: { title?: string; isActive: boolean; isCash?: boolean },
) {
  const rows = await db
    .update(paymentTypes)
    .set(values)
    .where(and(eq(paymentTypes.tenantId, tenantId), eq(paymentTypes.id, paymentTypeId)))
    .returning({ id: paymentTypes.id });
  return rows.length === 1;
}

/** Invoices paid with it keep the payment type's title (their reference becomes null). */
export async function deletePaymentType(db: Db, tenantId: number, paymentTypeId: number) {
  const rows = await db
    .delete(paymentTypes)
    .where(and(eq(paymentTypes.tenantId, tenantId), eq(paymentTypes.id, paymentTypeId)))
    .returning({ id: paymentTypes.id });
  return rows.length === 1;
}
