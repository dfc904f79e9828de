import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  customers,
  menuItemAddons,
  menuItems,
  menuItemVariants,
  modifierGroups,
  type OrderedAddon,
  qrOrderItems,
  qrOrders,
  storeSettings,
  storeTables,
  taxes,
  tenants,
} from '../../db/schema';

/**
 * SQL of the diner's QR menu. The store is found by its public code once; every query after that
 * takes the tenant it resolved to and touches only that tenant's rows.
 */

/** The store behind a public menu code, with what decides whether it may serve a menu. */
export async function findStoreByQrCode(db: Db, qrCode: string) {
  const [row] = await db
    .select({
      tenantId: storeSettings.tenantId,
      storeName: storeSettings.storeName,
      address: storeSettings.address,
      phone: storeSettings.phone,
      email: storeSettings.email,
      image: storeSettings.image,
      currency: storeSettings.currency,
      language: storeSettings.language,
      isQrMenuEnabled: storeSettings.isQrMenuEnabled,
      isQrOrderEnabled: storeSettings.isQrOrderEnabled,
      tenantActive: tenants.isActive,
    })
    .from(storeSettings)
    .innerJoin(tenants, eq(tenants.id, storeSettings.tenantId))
    .where(eq(storeSettings.uniqueQrCode, qrCode));
  return row ?? null;
}

export type PublicStore = NonNullable<Awaited<ReturnType<typeof findStoreByQrCode>>>;

export function listCategories(db: Db, tenantId: number) {
  return db
    .select({ id: categories.id, title: categories.title, translations: categories.translations })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.id));
}

/** Items with their category and tax; only the columns a diner may see (no net price). */
export function listMenuItems(db: Db, tenantId: number) {
  return db
    .select({
      id: menuItems.id,
      title: menuItems.title,
      translations: menuItems.translations,
      price: menuItems.price,
      categoryId: menuItems.categoryId,
      categoryTitle: categories.title,
      categoryTranslations: categories.translations,
      taxId: menuItems.taxId,
      taxTitle: taxes.title,
      taxRateBasisPoints: taxes.rateBasisPoints,
      taxType: taxes.type,
      image: menuItems.image,
    })
    .from(menuItems)
    .leftJoin(
      categories,
      and(eq(categories.id, menuItems.categoryId), eq(categories.tenantId, menuItems.tenantId)),
    )
    .leftJoin(taxes, and(eq(taxes.id, menuItems.taxId), eq(taxes.tenantId, menuItems.tenantId)))
    .where(eq(menuItems.tenantId, tenantId))
    .orderBy(asc(menuItems.id));
}

export type PublicMenuItemRow = Awaited<ReturnType<typeof listMenuItems>>[number];

/** Variants and addons of the tenant's items (all of them, or only `itemIds`), in creation order. */
export async function listOptions(db: Db, tenantId: number, itemIds?: number[]) {
  if (itemIds && itemIds.length === 0) return { variants: [], addons: [] };
  const variantScope = itemIds
    ? and(eq(menuItemVariants.tenantId, tenantId), inArray(menuItemVariants.itemId, itemIds))
    : eq(menuItemVariants.tenantId, tenantId);
  const addonScope = itemIds
    ? and(eq(menuItemAddons.tenantId, tenantId), inArray(menuItemAddons.itemId, itemIds))
    : eq(menuItemAddons.tenantId, tenantId);
  // One after the other: on PGlite (one connection) parallel queries only queue anyway.
  const variants = await db
    .select({
      id: menuItemVariants.id,
      itemId: menuItemVariants.itemId,
      title: menuItemVariants.title,
      translations: menuItemVariants.translations,
      price: menuItemVariants.price,
      groupId: menuItemVariants.groupId,
    })
    .from(menuItemVariants)
    .where(variantScope)
    .orderBy(asc(menuItemVariants.id));
  const addons = await db
    .select({
      id: menuItemAddons.id,
      itemId: menuItemAddons.itemId,
      title: menuItemAddons.title,
      translations: menuItemAddons.translations,
      price: menuItemAddons.price,
      groupId: menuItemAddons.groupId,
    })
    .from(menuItemAddons)
    .where(addonScope)
    .orderBy(asc(menuItemAddons.id));
  return { variants, addons };
}

/** The names of the tenant's modifier groups in other languages, by group id (only those with any). */
export async function listGroupTranslations(db: Db, tenantId: number) {
  const rows = await db
    .select({ id: modifierGroups.id, translations: modifierGroups.translations })
    .from(modifierGroups)
    .where(and(eq(modifierGroups.tenantId, tenantId), sql`${modifierGroups.translations} <> '{}'::jsonb`));
  return new Map(rows.map((r) => [r.id, r.translations]));
}

/** The items a cart names, limited to the tenant's own (another store's id simply is not found). */
export function findMenuItems(db: Db, tenantId: number, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: menuItems.id,
      title: menuItems.title,
      price: menuItems.price,
      taxRateBasisPoints: taxes.rateBasisPoints,
      taxType: taxes.type,
    })
    .from(menuItems)
    .leftJoin(taxes, and(eq(taxes.id, menuItems.taxId), eq(taxes.tenantId, menuItems.tenantId)))
    .where(and(eq(menuItems.tenantId, tenantId), inArray(menuItems.id, itemIds)));
}

export async function findTable(db: Db, tenantId: number, tableId: number) {
  const [row] = await db
    .select({ id: storeTables.id, tableTitle: storeTables.tableTitle, floor: storeTables.floor })
    .from(storeTables)
    .where(and(eq(storeTables.tenantId, tenantId), eq(storeTables.id, tableId)));
  return row ?? null;
}

export async function findQrOrderIdByKey(db: Db, tenantId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: qrOrders.id })
    .from(qrOrders)
    .where(and(eq(qrOrders.tenantId, tenantId), eq(qrOrders.idempotencyKey, idempotencyKey)));
  return row?.id ?? null;
}

export interface NewQrOrder {
  tableId: number | null;
  customerType: 'WALKIN' | 'CUSTOMER';
  customerId: string | null;
  customerName: string;
  idempotencyKey: string | null;
  items: Array<{
    itemId: number;
    itemTitle: string;
    variantId: number | null;
    variantTitle: string | null;
    addons: OrderedAddon[];
    unitPrice: number;
    quantity: number;
    notes: string | null;
  }>;
}

/**
 * Stores a QR order and its lines in one transaction. With an idempotency key already used by this
 * store, nothing is written and the first order's id is returned with `created: false`.
 */
export async function insertQrOrder(db: Db, tenantId: number, order: NewQrOrder) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(qrOrders)
      .values({
        tenantId,
        tableId: order.tableId,
        customerType: order.customerType,
        customerId: order.customerId,
        customerName: order.customerName,
        idempotencyKey: order.idempotencyKey,
      })
      .onConflictDoNothing({
        target: [qrOrders.tenantId, qrOrders.idempotencyKey],
        where: sql`${qrOrders.idempotencyKey} is not null`,
      })
      .returning({ id: qrOrders.id });
    if (!row) {
      // A concurrent retry with the same key won the insert: answer with its order.
      const existing = order.idempotencyKey
        ? await findQrOrderIdByKey(tx, tenantId, order.idempotencyKey)
        : null;
      if (existing === null) throw new Error('qr order insert conflicted without an idempotency key');
      return { id: existing, created: false };
    }
    await tx
      .insert(qrOrderItems)
      .values(order.items.map((item) => ({ tenantId, qrOrderId: row.id, ...item })));
    if (order.customerType === 'CUSTOMER' && order.customerId) {
      // The POS loads the order with this customer; an existing customer keeps the name on file.
      await tx
        .insert(customers)
        .values({ tenantId, phone: order.customerId, name: order.customerName })
        .onConflictDoNothing({ target: [customers.tenantId, customers.phone] });
    }
    return { id: row.id, created: true };
  });
}
