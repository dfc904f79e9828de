import { isLanguage, matchLanguage } from '@mise/domain';
import { setRequestLanguage } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { type Catalogue, createI18nNow, isUiLanguage, type Namespace, type UiLanguage } from './i18n';
import common from './locales/en/common.json';
import { useTranslation } from './use-translation';

/**
 * The staff app's one i18n instance (issue 23): the dashboard, the POS, the kitchen, the print
 * views and the operator's pages all read their texts through it.
 *
 * Each feature brings its own catalogue (defineCatalogue below): its English is bundled with the
 * feature's code, so a screen renders its texts on its first frame and a page downloads only the
 * English it shows; another language's file for that feature is fetched the first time it is needed.
 * Keys missing from a feature's catalogue fall back to "common" (Save, Cancel, Loading…).
 */
export const appI18n = createI18nNow({
  language: initialLanguage(),
  namespaces: ['common'],
  english: { common },
  fallbackNamespace: 'common',
});
setRequestLanguage(appI18n.language);
appI18n.on('languageChanged', setRequestLanguage);

/**
 * The language the app starts in, before the signed-in user's is known: the one it last showed on
 * this device (a forced one first: the pseudo-locale journeys), else the browser's, else English.
 */
function initialLanguage(): UiLanguage {
  try {
    const forced = localStorage.getItem(STORAGE_KEYS.uiLanguageOverride);
    if (isUiLanguage(forced)) return forced;
    const last = localStorage.getItem(STORAGE_KEYS.uiLanguage);
    if (isUiLanguage(last)) return last;
    return matchLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]) ?? 'en';
  } catch {
    return 'en';
  }
}

/** The language a device was forced into (see initialLanguage), which the user's own does not replace. */
export function forcedLanguage(): UiLanguage | null {
  try {
    const forced = localStorage.getItem(STORAGE_KEYS.uiLanguageOverride);
    return isUiLanguage(forced) ? forced : null;
  } catch {
    return null;
  }
}

/** The language a guest-facing screen pinned (see pinLanguage), or null. */
let pinned: UiLanguage | null = null;

/** Shows `language` from now on, and on this device's next start. */
export function showLanguage(language: string) {
  if (!isUiLanguage(language) || forcedLanguage() || pinned) return;
  try {
    localStorage.setItem(STORAGE_KEYS.uiLanguage, language);
  } catch {
    // Storage off: the next start shows the browser's language until the user's is known.
  }
  // The server answers in it from the next call on, while the screens' catalogues are fetched.
  setRequestLanguage(language);
  if (appI18n.language !== language) void appI18n.changeLanguage(language);
}

/**
 * A screen that speaks to guests (the customer display) shows their language, not the signed-in
 * staff member's: it pins it while it is open, and unpins (null) when it closes, going back to the
 * device's own. A pinned language is not remembered as the device's.
 */
export function pinLanguage(language: string | null) {
  if (forcedLanguage()) return;
  pinned = isUiLanguage(language) ? language : null;
  const next = pinned ?? initialLanguage();
  setRequestLanguage(next);
  if (appI18n.language !== next) void appI18n.changeLanguage(next);
}

/**
 * A feature's catalogue: registers its English (bundled with the feature) and returns the hook its
 * components read their texts with: `const { t } = usePosText(); t('addToCart')`. Call once per
 * namespace, in the feature's own `i18n.ts`.
 */
export function defineCatalogue(namespace: Namespace, english: Catalogue) {
  if (!appI18n.hasResourceBundle('en', namespace)) appI18n.addResourceBundle('en', namespace, english);
  // A hook made once per feature, at its module's evaluation: its identity never changes.
  return () => useTranslation(namespace, { i18n: appI18n });
}

/** Texts of the shared components (components/ui, the layouts): the "common" catalogue. */
export const useCommonText = () => useTranslation('common', { i18n: appI18n });

/** A text outside React (a toast from a mutation, a document title): `text('pos:orderSent')`. */
export const text: typeof appI18n.t = ((...args: Parameters<typeof appI18n.t>) =>
  appI18n.t(...args)) as typeof appI18n.t;

/** The language of the text shown now, as a real language (the pseudo-locale is English). */
export function shownLanguage(): string {
  return isLanguage(appI18n.language) ? appI18n.language : 'en';
}
