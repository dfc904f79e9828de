import type { Db } from '../db/client';
import { categories, menuItemAddons, menuItems, menuItemVariants, storeTables, taxes } from '../db/schema';
import { defaultAddonGroupOf, variantGroupOf } from '../modules/modifier-groups/modifier-groups.repository';

/**
 * A small, fully known menu for one tenant, inserted directly (API tests of other areas need a menu
 * without depending on the menu API's own behaviour). Prices are minor units.
 */
export async function createTestMenu(db: Db, tenantId: number) {
  const [mains, drinks] = await db
    .insert(categories)
    .values([
      { tenantId, title: 'Mains' },
      { tenantId, title: 'Drinks' },
    ])
    .returning();
  const [gst, vat] = await db
    .insert(taxes)
    .values([
      { tenantId, title: 'GST 5%', rateBasisPoints: 500, type: 'exclusive' },
      { tenantId, title: 'VAT 10% incl.', rateBasisPoints: 1000, type: 'inclusive' },
    ])
    .returning();
  const [t1, t2] = await db
    .insert(storeTables)
    .values([
      { tenantId, tableTitle: 'T1', floor: 'Ground', seatingCapacity: 4 },
      { tenantId, tableTitle: 'T2', floor: 'Terrace', seatingCapacity: 2 },
    ])
    .returning();
  const [burger, lemonade, water] = await db
    .insert(menuItems)
    .values([
      { tenantId, title: 'Burger', price: 1000, categoryId: mains.id, taxId: gst.id },
      { tenantId, title: 'Lemonade', price: 450, categoryId: drinks.id, taxId: vat.id },
      { tenantId, title: 'Tap Water', price: 0, categoryId: drinks.id },
    ])
    .returning();
  // In their modifier groups, as the menu editor puts them: one optional variant, any extras.
  const sizes = await variantGroupOf(db, tenantId, burger.id);
  const extras = await defaultAddonGroupOf(db, tenantId, burger.id);
  const [single, double] = await db
    .insert(menuItemVariants)
    .values([
      { tenantId, itemId: burger.id, title: 'Single', price: 1000, groupId: sizes },
      { tenantId, itemId: burger.id, title: 'Double', price: 1400, groupId: sizes },
    ])
    .returning();
  const [cheese, bacon] = await db
    .insert(menuItemAddons)
    .values([
      { tenantId, itemId: burger.id, title: 'Cheese', price: 150, groupId: extras },
      { tenantId, itemId: burger.id, title: 'Bacon', price: 250, groupId: extras },
    ])
    .returning();
  return {
    categories: { mains, drinks },
    taxes: { gst, vat },
    tables: { t1, t2 },
    items: { burger, lemonade, water },
    variants: { single, double },
    addons: { cheese, bacon },
  };
}

export type TestMenu = Awaited<ReturnType<typeof createTestMenu>>;
