/**
 * The languages the product speaks (issue 23): the dashboard, the POS, the kitchen and the QR menu
 * offer these, a store's menu names may be entered in them, and the server accepts only these codes.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as a language switcher lists them (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ar: 'العربية',
  hi: 'हिन्दी',
};

const RTL: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtl(language: Language): boolean {
  return RTL.has(language);
}

/** Longest menu name in another language, as the row's own title (categories and items: 120). */
export const TRANSLATED_TITLE_MAX = 120;

/**
 * The first supported language among a browser's preferences ('es-ES' → 'es'), or null.
 * `navigator.languages` order is the user's own order of preference.
 */
export function matchLanguage(preferences: readonly string[]): Language | null {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** A name in `language` from an entity's translations, else its own (the store's language) title. */
export function translatedTitle(
  row: { title: string; translations?: Partial<Record<string, { title?: string }>> | null },
  language: string,
): string {
  return row.translations?.[language]?.title?.trim() || row.title;
}
