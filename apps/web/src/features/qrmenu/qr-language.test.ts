import type { TQrMenuResponse } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { localizeMenu } from './qr-language';

const menu = {
  storeSettings: { language: 'en' },
  categories: [{ id: 1, title: 'Mains', translations: { es: { title: 'Principales' } } }],
  menuItems: [
    {
      id: 7,
      title: 'Burger',
      translations: { es: { title: 'Hamburguesa' } },
      category_title: 'Mains',
      category_translations: { es: { title: 'Principales' } },
      variants: [
        { id: 1, title: 'Single', price: 10, group_id: 3 },
        { id: 2, title: 'Double', price: 14, group_id: 3, translations: { es: { title: 'Doble' } } },
      ],
      addons: [{ id: 5, title: 'Bacon', price: 2, group_id: null, translations: { fr: { title: 'Lard' } } }],
      modifier_groups: [{ id: 3, kind: 'variant', title: 'Size', translations: { es: { title: 'Tamaño' } } }],
    },
  ],
} as unknown as TQrMenuResponse;

describe('the menu in the diner’s language', () => {
  it('names everything in it where the store entered a name, else in the store’s language', () => {
    const es = localizeMenu(menu, 'es');
    expect(es.categories[0]!.title).toBe('Principales');
    const burger = es.menuItems[0]!;
    expect(burger.title).toBe('Hamburguesa');
    expect(burger.category_title).toBe('Principales');
    expect(burger.variants.map((v) => v.title)).toEqual(['Single', 'Doble']);
    expect(burger.addons[0]!.title).toBe('Bacon');
    expect(burger.modifier_groups[0]!.title).toBe('Tamaño');
    // Ids, prices and groups are untouched: the order names them, not the words.
    expect(burger.variants[1]).toMatchObject({ id: 2, price: 14, group_id: 3 });
  });

  it('is the menu itself in the store’s own language', () => {
    expect(localizeMenu(menu, 'en')).toBe(menu);
    expect(localizeMenu(menu, 'fr').menuItems[0]!.addons[0]!.title).toBe('Lard');
  });
});
