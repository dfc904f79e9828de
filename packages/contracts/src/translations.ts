import { LANGUAGES, TRANSLATED_TITLE_MAX } from '@mise/domain';
import { z } from 'zod';
import { id } from './common';

/**
 * Menus and the store in several languages (issue 23): the names of categories, items, variants,
 * addons and modifier groups per language, the store's language and receipt language, and each
 * user's own language.
 */

export const TRANSLATION_MESSAGES = {
  language: 'Please choose one of the supported languages!',
  title: `A translated name can be at most ${TRANSLATED_TITLE_MAX} characters!`,
  saved: 'Translations saved!',
  languageSaved: 'Language saved!',
  itemNotFound: 'Menu item not found!',
  categoryNotFound: 'Category not found!',
  optionNotFound: 'A variant, addon or group is not this item’s!',
} as const;

/** `{ es: { title: "Hamburguesa" } }`: a language without an entry shows the row's own title. */
export type TTranslations = Partial<Record<(typeof LANGUAGES)[number], { title?: string }>>;

export const LanguageCode = z.enum(LANGUAGES, { error: TRANSLATION_MESSAGES.language });

/**
 * A row's names per language as the editor sends them. A blank name removes that language (the
 * row's own title shows); names are trimmed; only the supported languages are accepted.
 */
export const TranslationsBody = z
  .partialRecord(
    LanguageCode,
    z.object({
      title: z
        .string({ error: TRANSLATION_MESSAGES.title })
        .trim()
        .max(TRANSLATED_TITLE_MAX, TRANSLATION_MESSAGES.title)
        .refine((v) => !v.includes('\u0000'), TRANSLATION_MESSAGES.title)
        .optional(),
    }),
    { error: TRANSLATION_MESSAGES.language },
  )
  .transform((record) => {
    const clean: TTranslations = {};
    for (const [language, entry] of Object.entries(record) as [keyof TTranslations, { title?: string }][]) {
      if (entry?.title) clean[language] = { title: entry.title };
    }
    return clean;
  });

const OptionTranslations = z.object({ id: id(), translations: TranslationsBody });

/** PUT /menu-items/{itemId}/translations: the item's, and any of its variants', addons' and groups'. */
export const MenuItemTranslationsBody = z.object({
  item: TranslationsBody,
  variants: z.array(OptionTranslations).max(200).default([]),
  addons: z.array(OptionTranslations).max(200).default([]),
  groups: z.array(OptionTranslations).max(100).default([]),
});
export type TMenuItemTranslationsBody = z.input<typeof MenuItemTranslationsBody>;

export interface TTranslatedRow {
  id: number;
  title: string;
  translations: TTranslations;
}

/** GET /menu-items/{itemId}/translations. */
export interface TMenuItemTranslations {
  item: TTranslatedRow;
  variants: TTranslatedRow[];
  addons: TTranslatedRow[];
  groups: Array<TTranslatedRow & { kind: 'variant' | 'addon' }>;
}

/** PUT /settings/categories/{id}/translations. */
export const CategoryTranslationsBody = z.object({ translations: TranslationsBody });
export type TCategoryTranslationsBody = z.input<typeof CategoryTranslationsBody>;

/** GET and PUT /settings/language: the store's language, and its receipts' (null: the store's). */
export const StoreLanguageBody = z.object({
  language: LanguageCode,
  receipt_language: LanguageCode.nullable().default(null),
});
export type TStoreLanguageBody = z.input<typeof StoreLanguageBody>;
export type TStoreLanguage = z.output<typeof StoreLanguageBody>;

/** GET and PUT /profile/language: the user's own (null: the store's), and the one in effect. */
export const UserLanguageBody = z.object({ language: LanguageCode.nullable() });
export type TUserLanguageBody = z.input<typeof UserLanguageBody>;
export interface TUserLanguage {
  language: TStoreLanguage['language'] | null;
  store_language: TStoreLanguage['language'];
  /** What the user's screens show: their own language, else the store's. */
  effective: TStoreLanguage['language'];
}
