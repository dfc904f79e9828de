import { count, eq } from 'drizzle-orm';
import { hashPassword, randomToken } from '../lib/crypto';
import { provisionTenant, upsertSuperadmin } from '../modules/auth/auth.repository';
import { newQrCode, serverTimezone } from '../modules/auth/auth.service';
import { defaultAddonGroupOf, variantGroupOf } from '../modules/modifier-groups/modifier-groups.repository';
import type { Db } from './client';
import {
  categories,
  floorAreas,
  menuItemAddons,
  menuItems,
  menuItemVariants,
  storeSettings,
  storeTables,
  taxes,
  tenants,
} from './schema';
import { seedDemoHistory } from './seed-history';

export const DEMO_USERNAME = 'owner@demo.mise.local';

/**
 * Held while an instance seeds at start-up: instances starting together on an empty database take
 * turns, so one seeds and the others find it done. Any constant works (see MIGRATION_LOCK).
 */
export const SEED_LOCK = 7_301_044;

interface DemoItem {
  title: string;
  price: number;
  category: string;
  tax?: string;
  variants?: Array<[string, number]>;
  addons?: Array<[string, number]>;
}

const DEMO_MENU: DemoItem[] = [
  { title: 'Tomato Bruschetta', price: 650, category: 'Starters', tax: 'Sales Tax' },
  {
    title: 'Crispy Calamari',
    price: 950,
    category: 'Starters',
    tax: 'Sales Tax',
    addons: [['Aioli dip', 100]],
  },
  {
    title: 'Margherita Pizza',
    price: 1200,
    category: 'Mains',
    tax: 'Sales Tax',
    variants: [
      ['Regular 10"', 1200],
      ['Large 14"', 1650],
    ],
    addons: [
      ['Extra mozzarella', 200],
      ['Basil pesto', 150],
    ],
  },
  {
    title: 'Classic Burger',
    price: 1400,
    category: 'Mains',
    tax: 'Sales Tax',
    variants: [
      ['Single', 1400],
      ['Double', 1800],
    ],
    addons: [
      ['Cheddar', 150],
      ['Bacon', 250],
      ['Fries', 350],
    ],
  },
  { title: 'Grilled Salmon', price: 2200, category: 'Mains', tax: 'Sales Tax' },
  {
    title: 'Mushroom Risotto',
    price: 1550,
    category: 'Mains',
    tax: 'Sales Tax',
    addons: [['Truffle oil', 300]],
  },
  {
    title: 'Cappuccino',
    price: 380,
    category: 'Drinks',
    tax: 'VAT (incl.)',
    variants: [
      ['Small', 380],
      ['Large', 460],
    ],
    addons: [
      ['Oat milk', 60],
      ['Extra shot', 80],
    ],
  },
  { title: 'Fresh Lemonade', price: 450, category: 'Drinks', tax: 'VAT (incl.)' },
  { title: 'Sparkling Water', price: 300, category: 'Drinks', tax: 'VAT (incl.)' },
  { title: 'Tiramisu', price: 750, category: 'Desserts', tax: 'Sales Tax' },
  {
    title: 'Chocolate Lava Cake',
    price: 820,
    category: 'Desserts',
    tax: 'Sales Tax',
    addons: [['Vanilla ice cream', 200]],
  },
];

/**
 * On a fresh database, creates a demo restaurant with a menu (categories, variants, addons, taxes)
 * and tables, so `npm start` shows a working product at once. Returns its login, or null when the
 * database already has tenants.
 */
export async function seedDemoRestaurantIfEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(tenants);
  if (n > 0) return null;
  const password = randomToken(9);
  const storeName = 'Demo Bistro';
  await db.transaction(async (tx) => {
    const { tenantId, adminUserId } = await provisionTenant(tx, {
      businessName: storeName,
      email: DEMO_USERNAME,
      passwordHash: await hashPassword(password),
      adminName: 'Demo Owner',
      timezone: serverTimezone(),
      uniqueQrCode: newQrCode(),
    });
    await tx
      .update(storeSettings)
      .set({
        address: '12 Market Street',
        phone: '+1 555 0100',
        isQrMenuEnabled: true,
        isQrOrderEnabled: true,
      })
      .where(eq(storeSettings.tenantId, tenantId));
    const categoryRows = await tx
      .insert(categories)
      .values(['Starters', 'Mains', 'Drinks', 'Desserts'].map((title) => ({ tenantId, title })))
      .returning();
    const taxRows = await tx
      .insert(taxes)
      .values([
        { tenantId, title: 'Sales Tax', rateBasisPoints: 800, type: 'exclusive' },
        { tenantId, title: 'VAT (incl.)', rateBasisPoints: 1000, type: 'inclusive' },
      ])
      .returning();
    // The floor plan: an area per floor, each table in its place on the grid.
    const [ground, terrace] = await tx
      .insert(floorAreas)
      .values([
        { tenantId, name: 'Ground', sortOrder: 0 },
        { tenantId, name: 'Terrace', sortOrder: 1 },
      ])
      .returning({ id: floorAreas.id });
    const place = (areaId: number, gridX: number, gridY: number, gridWidth = 1, shape = 'square') => ({
      areaId,
      gridX,
      gridY,
      gridWidth,
      shape,
    });
    await tx.insert(storeTables).values([
      {
        tenantId,
        tableTitle: 'T1',
        floor: 'Ground',
        seatingCapacity: 2,
        ...place(ground.id, 1, 1, 1, 'round'),
      },
      { tenantId, tableTitle: 'T2', floor: 'Ground', seatingCapacity: 4, ...place(ground.id, 3, 1) },
      { tenantId, tableTitle: 'T3', floor: 'Ground', seatingCapacity: 4, ...place(ground.id, 5, 1) },
      { tenantId, tableTitle: 'T4', floor: 'Ground', seatingCapacity: 6, ...place(ground.id, 2, 3, 2) },
      {
        tenantId,
        tableTitle: 'Terrace 1',
        floor: 'Terrace',
        seatingCapacity: 4,
        ...place(terrace.id, 1, 1, 1, 'round'),
      },
      {
        tenantId,
        tableTitle: 'Terrace 2',
        floor: 'Terrace',
        seatingCapacity: 8,
        ...place(terrace.id, 3, 1, 2),
      },
    ]);
    for (const item of DEMO_MENU) {
      const [row] = await tx
        .insert(menuItems)
        .values({
          tenantId,
          title: item.title,
          price: item.price,
          categoryId: categoryRows.find((c) => c.title === item.category)?.id ?? null,
          taxId: taxRows.find((t) => t.title === item.tax)?.id ?? null,
        })
        .returning({ id: menuItems.id });
      // Options come in modifier groups, as the menu editor makes them.
      if (item.variants?.length) {
        const groupId = await variantGroupOf(tx, tenantId, row.id);
        await tx
          .insert(menuItemVariants)
          .values(
            item.variants.map(([title, price]) => ({ tenantId, itemId: row.id, title, price, groupId })),
          );
      }
      if (item.addons?.length) {
        const groupId = await defaultAddonGroupOf(tx, tenantId, row.id);
        await tx
          .insert(menuItemAddons)
          .values(item.addons.map(([title, price]) => ({ tenantId, itemId: row.id, title, price, groupId })));
      }
    }
    // A few weeks of paid orders, customers and reservations, so reports have something to show.
    await seedDemoHistory(tx, { tenantId, userId: adminUserId });
  });
  return { storeName, username: DEMO_USERNAME, password };
}

/** The operator account comes from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD and is refreshed at every start. */
export async function ensureSuperadmin(db: Db, account: { email: string; password: string }) {
  await upsertSuperadmin(db, account.email, await hashPassword(account.password));
}
