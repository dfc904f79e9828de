import {
  type TMenuItemTranslations,
  TRANSLATION_MESSAGES,
  type TStoreLanguage,
  type TTranslatedRow,
  type TUserLanguage,
} from '@mise/contracts';
import { isLanguage, type Language } from '@mise/domain';
import { menuItemAddons, menuItemVariants, modifierGroups, type Translations } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import * as repo from './languages.repository';

/**
 * Issue 23's back-office rules: a store's menu names per language (the row's own title stays the
 * store's language), the store's language and receipt language, and each user's own language.
 * Ids of another tenant are simply not found.
 */
export function createLanguagesService({ db }: Deps) {
  const storeLanguageOf = async (tenantId: number): Promise<TStoreLanguage> => {
    const row = await repo.findStoreLanguage(db, tenantId);
    return {
      language: isLanguage(row?.language) ? row.language : 'en',
      receipt_language: isLanguage(row?.receiptLanguage) ? row.receiptLanguage : null,
    };
  };

  return {
    async getItemTranslations(tenantId: number, itemId: number): Promise<TMenuItemTranslations> {
      const item = await repo.findItem(db, tenantId, itemId);
      if (!item) throw notFound(TRANSLATION_MESSAGES.itemNotFound);
      const { variants, addons, groups } = await repo.listItemOptions(db, tenantId, itemId);
      return {
        item: rowOf(item),
        variants: variants.map(rowOf),
        addons: addons.map(rowOf),
        groups: groups.map((g) => ({ ...rowOf(g), kind: g.kind === 'variant' ? 'variant' : 'addon' })),
      };
    },

    async saveItemTranslations(
      tenantId: number,
      itemId: number,
      body: {
        item: Translations;
        variants: Array<{ id: number; translations: Translations }>;
        addons: Array<{ id: number; translations: Translations }>;
        groups: Array<{ id: number; translations: Translations }>;
      },
    ) {
      if (!(await repo.findItem(db, tenantId, itemId))) throw notFound(TRANSLATION_MESSAGES.itemNotFound);
      const saved = await repo.saveItemTranslations(db, tenantId, itemId, body.item, [
        { table: menuItemVariants, rows: body.variants },
        { table: menuItemAddons, rows: body.addons },
        { table: modifierGroups, rows: body.groups },
      ]);
      if (!saved) throw notFound(TRANSLATION_MESSAGES.optionNotFound);
      return { message: TRANSLATION_MESSAGES.saved };
    },

    async getCategoryTranslations(tenantId: number, categoryId: number): Promise<TTranslatedRow> {
      const category = await repo.findCategory(db, tenantId, categoryId);
      if (!category) throw notFound(TRANSLATION_MESSAGES.categoryNotFound);
      return rowOf(category);
    },

    async saveCategoryTranslations(tenantId: number, categoryId: number, translations: Translations) {
      if (!(await repo.saveCategoryTranslations(db, tenantId, categoryId, translations))) {
        throw notFound(TRANSLATION_MESSAGES.categoryNotFound);
      }
      return { message: TRANSLATION_MESSAGES.saved };
    },

    getStoreLanguage: storeLanguageOf,

    async saveStoreLanguage(tenantId: number, body: TStoreLanguage) {
      await repo.saveStoreLanguage(db, tenantId, body.language, body.receipt_language);
      return { message: TRANSLATION_MESSAGES.languageSaved, ...(await storeLanguageOf(tenantId)) };
    },

    async getUserLanguage(tenantId: number, userId: number): Promise<TUserLanguage> {
      const store = await storeLanguageOf(tenantId);
      const row = await repo.findUserLanguage(db, tenantId, userId);
      const own: Language | null = isLanguage(row?.language) ? row.language : null;
      return { language: own, store_language: store.language, effective: own ?? store.language };
    },

    async saveUserLanguage(tenantId: number, userId: number, language: Language | null) {
      await repo.saveUserLanguage(db, tenantId, userId, language);
      return {
        message: TRANSLATION_MESSAGES.languageSaved,
        ...(await this.getUserLanguage(tenantId, userId)),
      };
    },
  };
}

function rowOf(row: { id: number; title: string; translations: Translations | null }): TTranslatedRow {
  return { id: row.id, title: row.title, translations: row.translations ?? {} };
}
