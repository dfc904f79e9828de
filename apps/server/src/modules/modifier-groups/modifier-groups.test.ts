import { MODIFIER_GROUP_MESSAGES } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemAddons, modifierGroups, orderItems, storeSettings } from '../../db/schema';
import { registerTenant, type SignedInTenant, TestClient } from '../../test/http-client';
import { countRows, createOrder, line, orderBody } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Modifier groups (issue 18 §1) through the real API: the editor builds "Choose a side" (required,
 * exactly 1) and "Extras" (up to 2) on a burger, and the POS and the QR menu both refuse a cart that
 * breaks a group's rule, naming the dish and the group, writing nothing.
 */
let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;
let burger: number;
let side: number;
let extras: number;
const addon: Record<string, number> = {};

async function ok(res: Promise<{ status: number; body: Record<string, unknown> }>) {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

const addGroup = (client: TestClient, itemId: number, body: Record<string, unknown>) =>
  client.post(`/menu-items/modifier-groups/${itemId}/add`, body);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Modifier Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
  burger = (await ok(owner.client.post('/menu-items/add', { title: 'Burger', price: 10 }))).id as number;
  side = (await ok(addGroup(owner.client, burger, { title: 'Choose a side', minSelect: 1, maxSelect: 1 })))
    .id as number;
  extras = (
    await ok(
      addGroup(owner.client, burger, { title: 'Extras', minSelect: '0', maxSelect: '2', sortOrder: 2 }),
    )
  ).id as number;
  for (const [title, price, groupId] of [
    ['Fries', 0, side],
    ['Salad', 1.5, side],
    ['Cheese', 1, extras],
    ['Bacon', 2, extras],
    ['Egg', 1.25, extras],
  ] as const) {
    addon[title] = (
      await ok(owner.client.post(`/menu-items/addons/${burger}/add`, { title, price, groupId }))
    ).id as number;
  }
});
afterAll(() => t.close());

const burgerLine = (addonIds: number[]) => line(burger, { addonIds });

describe('modifier groups in the menu editor', () => {
  it('lists each group with its rule, and each option in its group', async () => {
    const item = await ok(owner.client.get(`/menu-items/${burger}`));
    expect(item.modifier_groups).toEqual([
      { id: side, kind: 'addon', title: 'Choose a side', min_select: 1, max_select: 1, sort_order: 0 },
      { id: extras, kind: 'addon', title: 'Extras', min_select: 0, max_select: 2, sort_order: 2 },
    ]);
    expect(item.addons).toEqual([
      { id: addon.Fries, title: 'Fries', price: 0, group_id: side },
      { id: addon.Salad, title: 'Salad', price: 1.5, group_id: side },
      { id: addon.Cheese, title: 'Cheese', price: 1, group_id: extras },
      { id: addon.Bacon, title: 'Bacon', price: 2, group_id: extras },
      { id: addon.Egg, title: 'Egg', price: 1.25, group_id: extras },
    ]);
    // The POS and the QR menu get the same groups with the menu.
    const init = await ok(owner.client.get('/pos/init'));
    const posBurger = (init.menuItems as Array<Record<string, unknown>>).find((i) => i.id === burger);
    expect(posBurger?.modifier_groups).toEqual(item.modifier_groups);
    expect(posBurger?.addons).toEqual((item.addons as Array<Record<string, unknown>>).map((a) => ({ ...a })));
  });

  it('refuses bad groups with a clear message and changes nothing', async () => {
    const before = await t.database.db.select().from(modifierGroups);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '  ', minSelect: 0 }, 400, MODIFIER_GROUP_MESSAGES.title],
      [{ title: 'Sauces', minSelect: -1 }, 400, MODIFIER_GROUP_MESSAGES.limits],
      [{ title: 'Sauces', minSelect: 'many' }, 400, MODIFIER_GROUP_MESSAGES.limits],
      [
        { title: 'Sauces', minSelect: 3, maxSelect: 2 },
        400,
        'Maximum must be at least 1 and not below the minimum!',
      ],
      [
        { title: 'Sauces', minSelect: 0, maxSelect: 0 },
        400,
        'Maximum must be at least 1 and not below the minimum!',
      ],
      [
        { title: 'Sizes', kind: 'variant', minSelect: 0, maxSelect: 2 },
        400,
        'A variant group takes at most one choice: its maximum is 1!',
      ],
      [{ title: 'Sizes', kind: 'size' }, 400, MODIFIER_GROUP_MESSAGES.limits],
    ];
    for (const [body, status, message] of cases) {
      const res = await addGroup(owner.client, burger, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    // One variant group per item: the second is a conflict.
    await ok(addGroup(owner.client, burger, { title: 'Size', kind: 'variant', minSelect: 1, maxSelect: 1 }));
    const again = await addGroup(owner.client, burger, {
      title: 'Size again',
      kind: 'variant',
      maxSelect: 1,
    });
    expect([again.status, again.body.message]).toEqual([409, MODIFIER_GROUP_MESSAGES.oneVariantGroup]);
    const sizes = (await t.database.db.select().from(modifierGroups)).filter((g) => g.kind === 'variant');
    expect(sizes).toHaveLength(1);
    await ok(owner.client.delete(`/menu-items/modifier-groups/${burger}/delete/${sizes[0].id}`));
    expect(await t.database.db.select().from(modifierGroups)).toEqual(before);
  });

  it('keeps another store out of the groups, and an addon out of another item’s group', async () => {
    const before = await t.database.db.select().from(modifierGroups);
    const foreign = [
      other.client.post(`/menu-items/modifier-groups/${burger}/add`, { title: 'Mine', minSelect: 0 }),
      other.client.post(`/menu-items/modifier-groups/${burger}/update/${side}`, {
        title: 'Mine',
        minSelect: 0,
      }),
      other.client.delete(`/menu-items/modifier-groups/${burger}/delete/${side}`),
    ];
    for (const res of await Promise.all(foreign)) expect(res.status).toBe(404);
    const water = (await ok(owner.client.post('/menu-items/add', { title: 'Water', price: 1 }))).id as number;
    // The burger's group is not the water's; the sizes group (variant) takes no addon.
    const wrongItem = await owner.client.post(`/menu-items/addons/${water}/add`, {
      title: 'Ice',
      price: 0,
      groupId: side,
    });
    expect([wrongItem.status, wrongItem.body.message]).toEqual([404, MODIFIER_GROUP_MESSAGES.notFound]);
    const moved = await owner.client.post(`/menu-items/addons/${burger}/update/${addon.Fries}`, {
      title: 'Fries',
      price: 0,
      groupId: 999_999,
    });
    expect(moved.status).toBe(404);
    expect(await t.database.db.select().from(modifierGroups)).toEqual(before);
    const [fries] = await t.database.db
      .select()
      .from(menuItemAddons)
      .where(eq(menuItemAddons.id, addon.Fries));
    expect(fries.groupId).toBe(side);
    await ok(owner.client.delete(`/menu-items/delete/${water}`));
  });
});

describe('an order is checked against the groups', () => {
  it('refuses at the POS a cart that breaks a rule, naming the dish and the group, and writes nothing', async () => {
    const before = await countRows(t.database.db, 'orders', owner.tenantId);
    const refusals: Array<[number[], string]> = [
      [[], 'Burger: choose 1 of “Choose a side”'],
      [[addon.Cheese], 'Burger: choose 1 of “Choose a side”'],
      [[addon.Fries, addon.Salad], 'Burger: choose at most 1 of “Choose a side”'],
      [[addon.Fries, addon.Cheese, addon.Bacon, addon.Egg], 'Burger: choose at most 2 of “Extras”'],
    ];
    for (const [addonIds, message] of refusals) {
      for (const pay of [false, true]) {
        const res = await createOrder(owner.client, orderBody([burgerLine(addonIds)]), { pay });
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
    }
    expect(await countRows(t.database.db, 'orders', owner.tenantId)).toBe(before);

    const placed = await createOrder(
      owner.client,
      orderBody([burgerLine([addon.Salad, addon.Cheese, addon.Bacon])]),
    );
    expect(placed.status).toBe(200);
    // 10.00 + salad 1.50 + cheese 1.00 + bacon 2.00.
    expect(placed.body.payableTotal).toBe(14.5);
  });

  it('follows a change of rule at the very next order', async () => {
    // Warm the till's remembered menu with an order, then relax the side to optional.
    expect((await createOrder(owner.client, orderBody([burgerLine([addon.Fries])]))).status).toBe(200);
    await ok(
      owner.client.post(`/menu-items/modifier-groups/${burger}/update/${side}`, {
        title: 'Choose a side',
        minSelect: 0,
        maxSelect: 1,
      }),
    );
    expect((await createOrder(owner.client, orderBody([burgerLine([])]))).status).toBe(200);
    // …and back to required: refused again at once.
    await ok(
      owner.client.post(`/menu-items/modifier-groups/${burger}/update/${side}`, {
        title: 'Choose a side',
        minSelect: 1,
        maxSelect: 1,
      }),
    );
    const refused = await createOrder(owner.client, orderBody([burgerLine([])]));
    expect([refused.status, refused.body.message]).toEqual([400, 'Burger: choose 1 of “Choose a side”']);
  });

  it('refuses the same carts from the QR menu', async () => {
    await t.database.db
      .update(storeSettings)
      .set({ isQrMenuEnabled: true, isQrOrderEnabled: true })
      .where(eq(storeSettings.tenantId, owner.tenantId));
    const [store] = await t.database.db
      .select({ code: storeSettings.uniqueQrCode })
      .from(storeSettings)
      .where(eq(storeSettings.tenantId, owner.tenantId));
    const diner = new TestClient(t.app, '10.77.0.1');
    const menu = await diner.get(`/qrmenu/${store.code}`);
    const qrBurger = (menu.body.menuItems as Array<Record<string, unknown>>).find((i) => i.id === burger);
    expect(qrBurger?.modifier_groups).toHaveLength(2);
    const place = (addonIds: number[]) =>
      diner.post(`/qrmenu/${store.code}/place-order`, {
        deliveryType: null,
        cartItems: [{ id: burger, quantity: 1, notes: null, variant_id: null, addons_ids: addonIds }],
        customerType: 'WALKIN',
        customer: { name: 'Guest', phone: '' },
      });
    const refused = await place([addon.Cheese]);
    expect([refused.status, refused.body.message]).toEqual([400, 'Burger: choose 1 of “Choose a side”']);
    const tooMany = await place([addon.Fries, addon.Cheese, addon.Bacon, addon.Egg]);
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'Burger: choose at most 2 of “Extras”']);
    expect((await place([addon.Fries, addon.Egg])).status).toBe(200);
  });

  it('deletes a group with its options, and orders that took them keep them', async () => {
    const placed = await createOrder(owner.client, orderBody([burgerLine([addon.Fries, addon.Egg])]));
    expect(placed.status).toBe(200);
    await ok(owner.client.delete(`/menu-items/modifier-groups/${burger}/delete/${extras}`));
    const item = await ok(owner.client.get(`/menu-items/${burger}`));
    expect((item.modifier_groups as Array<{ title: string }>).map((g) => g.title)).toEqual(['Choose a side']);
    expect((item.addons as Array<{ title: string }>).map((a) => a.title)).toEqual(['Fries', 'Salad']);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.tenantId, owner.tenantId));
    const last = lines.sort((a, b) => b.id - a.id)[0];
    expect(last.addons.map((a) => a.title)).toEqual(['Fries', 'Egg']);
    expect(last.unitPrice).toBe(1125);
  });
});
