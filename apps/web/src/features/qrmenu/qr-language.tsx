import type { TQrMenuItem, TQrMenuResponse } from '@mise/contracts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, matchLanguage, translatedTitle } from '@mise/domain';
import { ChevronDown, Languages } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { isUiLanguage, PSEUDO_LANGUAGE, type UiLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The diner's language (issue 23): the one they chose on the switcher (remembered on this phone),
 * else the first of their browser's languages the product speaks, else the store's own language.
 * The menu's names follow it, each falling back to the store's title where none was entered.
 */
function storedChoice(): UiLanguage | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.qrLanguage);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserChoice() {
  return matchLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language the diner's pages start in, before the store's is known. */
export function initialDinerLanguage(): UiLanguage {
  return storedChoice() ?? browserChoice() ?? 'en';
}

/** Once the menu says the store's language: a diner with no choice of their own gets it. */
export function useStoreLanguageFallback(storeLanguage: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!storeLanguage || !isLanguage(storeLanguage) || storedChoice() || browserChoice()) return;
    if (i18n.language !== storeLanguage) void i18n.changeLanguage(storeLanguage);
  }, [i18n, storeLanguage]);
}

/** The menu with every name in `language` where the store entered one. */
export function localizeMenu(menu: TQrMenuResponse, language: string): TQrMenuResponse {
  if (language === menu.storeSettings.language) return menu;
  const name = (row: { title: string; translations?: TQrMenuItem['translations'] }) =>
    translatedTitle(row, language);
  return {
    ...menu,
    categories: menu.categories.map((c) => ({ ...c, title: name(c) })),
    menuItems: menu.menuItems.map((item) => ({
      ...item,
      title: name(item),
      category_title:
        item.category_title === null
          ? null
          : name({ title: item.category_title, translations: item.category_translations }),
      variants: item.variants.map((v) => ({ ...v, title: name(v) })),
      addons: item.addons.map((a) => ({ ...a, title: name(a) })),
      modifier_groups: item.modifier_groups.map((g) => ({ ...g, title: name(g) })),
    })),
  };
}

/** The loaded menu in the diner's language (and the store's language applied when they have none). */
export function useLocalizedMenu(menu: TQrMenuResponse | undefined): TQrMenuResponse | undefined {
  const { i18n } = useTranslation();
  useStoreLanguageFallback(menu?.storeSettings.language);
  const language = i18n.language;
  return useMemo(() => (menu ? localizeMenu(menu, language) : undefined), [menu, language]);
}

/** The switcher: each language in its own name; the choice is remembered on this phone. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('qrmenu');
  const current = i18n.language;
  return (
    <label
      className={`relative inline-flex h-11 shrink-0 items-center rounded-2xl bg-white/15 text-white ${className}`}
    >
      <Languages className="pointer-events-none absolute start-3 h-4 w-4" aria-hidden />
      <span className="sr-only">{t('language')}</span>
      <select
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          try {
            localStorage.setItem(STORAGE_KEYS.qrLanguage, next);
          } catch {
            // Private mode: the choice lasts this page only.
          }
          void i18n.changeLanguage(next);
        }}
        className="h-11 appearance-none rounded-2xl bg-transparent ps-9 pe-9 text-sm font-medium text-white focus-visible:outline-white [&>option]:text-stone-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
        {current === PSEUDO_LANGUAGE ? <option value={PSEUDO_LANGUAGE}>{PSEUDO_LANGUAGE}</option> : null}
      </select>
      <ChevronDown className="pointer-events-none absolute end-3 h-4 w-4" aria-hidden />
    </label>
  );
}
