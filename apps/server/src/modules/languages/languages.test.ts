import { TRANSLATION_MESSAGES } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrOrderItems, storeSettings } from '../../db/schema';
import { createTestMenu, type TestMenu } from '../../test/fixtures';
import { registerTenant, type SignedInTenant, TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 23: menu names per language, the store's languages, each user's own, the diner's menu. */
let t: TestApp;
let owner: SignedInTenant;
let other: SignedInTenant;
let menu: TestMenu;
let otherMenu: TestMenu;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTenant(t.app, 'Polyglot Bistro');
  other = await registerTenant(t.app, 'Other Bistro');
  menu = await createTestMenu(t.app.deps.db, owner.tenantId);
  otherMenu = await createTestMenu(t.app.deps.db, other.tenantId);
});
afterAll(() => t.close());

const itemUrl = () => `/menu-items/${menu.items.burger.id}/translations`;

describe('menu names per language', () => {
  it('saves and returns an item’s, its variants’, addons’ and groups’ names; blank names go', async () => {
    const before = await owner.client.get(itemUrl());
    expect(before.status).toBe(200);
    expect(before.body.item).toEqual({ id: menu.items.burger.id, title: 'Burger', translations: {} });
    const sizes = before.body.groups.find((g: { kind: string }) => g.kind === 'variant');
    expect(before.body.variants.map((v: { title: string }) => v.title)).toEqual(['Single', 'Double']);

    const saved = await owner.client.put(itemUrl(), {
      item: { es: { title: '  Hamburguesa ' }, ar: { title: 'برغر' }, fr: { title: '' } },
      variants: [{ id: menu.variants.double.id, translations: { es: { title: 'Doble' } } }],
      addons: [{ id: menu.addons.bacon.id, translations: { hi: { title: 'बेकन' } } }],
      groups: [{ id: sizes.id, translations: { es: { title: 'Tamaño' } } }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(TRANSLATION_MESSAGES.saved);

    const after = await owner.client.get(itemUrl());
    expect(after.body.item.translations).toEqual({ es: { title: 'Hamburguesa' }, ar: { title: 'برغر' } });
    expect(after.body.variants[1].translations).toEqual({ es: { title: 'Doble' } });
    expect(after.body.addons[1].translations).toEqual({ hi: { title: 'बेकन' } });
    expect(after.body.groups.find((g: { id: number }) => g.id === sizes.id).translations).toEqual({
      es: { title: 'Tamaño' },
    });
  });

  it('refuses an unsupported language and a name too long, and changes nothing', async () => {
    const unknown = await owner.client.put(itemUrl(), { item: { xx: { title: 'Burger' } } });
    expect(unknown.status).toBe(400);
    const long = await owner.client.put(itemUrl(), { item: { es: { title: 'x'.repeat(121) } } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(TRANSLATION_MESSAGES.title);
    const after = await owner.client.get(itemUrl());
    expect(after.body.item.translations.es).toEqual({ title: 'Hamburguesa' });
  });

  it('answers 404 for another tenant’s item, category or option, and writes nothing', async () => {
    const foreignItem = await other.client.put(itemUrl(), { item: { es: { title: 'Robado' } } });
    expect(foreignItem.status).toBe(404);
    expect((await other.client.get(itemUrl())).status).toBe(404);
    const foreignOption = await other.client.put(`/menu-items/${otherMenu.items.burger.id}/translations`, {
      item: { es: { title: 'Hamburguesa' } },
      variants: [{ id: menu.variants.single.id, translations: { es: { title: 'Robado' } } }],
    });
    expect(foreignOption.status).toBe(404);
    const foreignCategory = await other.client.put(
      `/settings/categories/${menu.categories.mains.id}/translations`,
      { translations: { es: { title: 'Robado' } } },
    );
    expect(foreignCategory.status).toBe(404);
    // The other store's own item was not half-written either.
    const own = await other.client.get(`/menu-items/${otherMenu.items.burger.id}/translations`);
    expect(own.body.item.translations).toEqual({});
    const mine = await owner.client.get(`/settings/categories/${menu.categories.mains.id}/translations`);
    expect(mine.body.translations).toEqual({});
  });

  it('saves a category’s names', async () => {
    const url = `/settings/categories/${menu.categories.mains.id}/translations`;
    const res = await owner.client.put(url, { translations: { es: { title: 'Principales' } } });
    expect(res.status).toBe(200);
    expect((await owner.client.get(url)).body).toEqual({
      id: menu.categories.mains.id,
      title: 'Mains',
      translations: { es: { title: 'Principales' } },
    });
  });
});

describe('the diner’s menu in several languages', () => {
  it('sends the names per language and the store’s language; an order keeps the store’s names', async () => {
    await t.app.deps.db
      .update(storeSettings)
      .set({ isQrMenuEnabled: true, isQrOrderEnabled: true })
      .where(eq(storeSettings.tenantId, owner.tenantId));
    const [{ code }] = await t.app.deps.db
      .select({ code: storeSettings.uniqueQrCode })
      .from(storeSettings)
      .where(eq(storeSettings.tenantId, owner.tenantId));
    const diner = new TestClient(t.app, '10.23.0.1');
    const res = await diner.get(`/qrmenu/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.storeSettings.language).toBe('en');
    const mains = res.body.categories.find((c: { id: number }) => c.id === menu.categories.mains.id);
    expect(mains.translations).toEqual({ es: { title: 'Principales' } });
    const burger = res.body.menuItems.find((i: { id: number }) => i.id === menu.items.burger.id);
    expect(burger).toMatchObject({
      title: 'Burger',
      translations: { es: { title: 'Hamburguesa' }, ar: { title: 'برغر' } },
      category_translations: { es: { title: 'Principales' } },
      variants: [{ title: 'Single' }, { title: 'Double', translations: { es: { title: 'Doble' } } }],
    });
    expect(burger.variants[0]).not.toHaveProperty('translations');
    expect(burger.modifier_groups.find((g: { kind: string }) => g.kind === 'variant').translations).toEqual({
      es: { title: 'Tamaño' },
    });

    // The diner's page sends its own (Spanish) titles; the kitchen gets the store's names.
    const placed = await diner.post(`/qrmenu/${code}/place-order`, {
      deliveryType: null,
      cartItems: [
        {
          id: menu.items.burger.id,
          title: 'Hamburguesa',
          quantity: 1,
          notes: null,
          variant_id: menu.variants.double.id,
          variant: 'Doble',
          addons_ids: [],
        },
      ],
      customerType: 'WALKIN',
      customer: { name: 'Guest', phone: '' },
      tableId: null,
    });
    expect(placed.status).toBe(200);
    const lines = await t.app.deps.db
      .select({ itemTitle: qrOrderItems.itemTitle, variantTitle: qrOrderItems.variantTitle })
      .from(qrOrderItems)
      .where(eq(qrOrderItems.qrOrderId, placed.body.qrOrderId));
    expect(lines).toEqual([{ itemTitle: 'Burger', variantTitle: 'Double' }]);
  });
});

describe('languages of the store and of its users', () => {
  it('keeps the store’s language and receipt language, refusing unsupported ones', async () => {
    expect((await owner.client.get('/settings/language')).body).toEqual({
      language: 'en',
      receipt_language: null,
    });
    const saved = await owner.client.put('/settings/language', { language: 'es', receipt_language: 'ar' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ language: 'es', receipt_language: 'ar' });
    expect((await owner.client.put('/settings/language', { language: 'it' })).status).toBe(400);
    expect((await owner.client.get('/settings/language')).body).toEqual({
      language: 'es',
      receipt_language: 'ar',
    });
    // The other store is untouched.
    expect((await other.client.get('/settings/language')).body.language).toBe('en');
  });

  it('gives each user their own language, falling back to the store’s', async () => {
    const start = await owner.client.get('/profile/language');
    expect(start.body).toEqual({ language: null, store_language: 'es', effective: 'es' });
    const chosen = await owner.client.put('/profile/language', { language: 'de' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ language: 'de', store_language: 'es', effective: 'de' });
    expect((await owner.client.put('/profile/language', { language: 'klingon' })).status).toBe(400);
    const cleared = await owner.client.put('/profile/language', { language: null });
    expect(cleared.body).toMatchObject({ language: null, effective: 'es' });
    expect((await new TestClient(t.app).get('/profile/language')).status).toBe(401);
  });
});
