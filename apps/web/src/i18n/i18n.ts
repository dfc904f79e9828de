import { isLanguage, isRtl, type Language } from '@mise/domain';
import { pseudoLocalize } from './pseudo';
import { type Catalogue, I18n } from './runtime';
import { setDefaultI18n } from './use-translation';

/**
 * The product's one i18n set-up (issue 23): ICU messages (plurals, selects, numbers in the
 * language's own rules) through the app's own runtime (runtime.ts, i18next's API as the app uses
 * it), catalogues per feature in locales/<language>/<namespace>.json.
 *
 * Each catalogue is fetched the first time a page needs that language and namespace: an English
 * page downloads no other language, and the QR menu no dashboard text. An entry passes the English
 * catalogues it renders first, so English needs no request at all.
 *
 * PSEUDO_LANGUAGE ('en-XA') is English made longer and accented, with brackets at both ends: a
 * page shown in it makes a hard-coded string (plain English) or a cut-off label (no closing
 * bracket) visible at a glance, and the pseudo-locale journeys check for both.
 */
export type { Catalogue, I18n };

/** A catalogue's name: one per feature (locales/<language>/<namespace>.json). */
export type Namespace = string;

export const PSEUDO_LANGUAGE = 'en-XA';
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

/**
 * Where the built app's catalogues are (build/vite-plugins.ts, localeFiles): plain JSON files, one
 * per language and namespace, fetched as a page needs them. The "messages" namespace holds the
 * API's texts (errors, the contracts' validation texts), keyed by their English, shared with the
 * server in packages/contracts/src/locales/<language>/messages.json; English is the keys, never
 * fetched.
 */
declare const __MISE_LOCALES__: string | undefined;
const builtCatalogues = typeof __MISE_LOCALES__ === 'string' ? __MISE_LOCALES__ : null;

/** Without a build (vite dev, the tests) the catalogues are imported from the source folders. */
const sourceCatalogues = import.meta.env.DEV
  ? {
      ...import.meta.glob<{ default: Catalogue }>('./locales/*/*.json'),
      ...import.meta.glob<{ default: Catalogue }>([
        '../../../../packages/contracts/src/locales/*/messages.json',
        '!../../../../packages/contracts/src/locales/en/messages.json',
      ]),
    }
  : {};

async function readCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (namespace === 'messages' && language === 'en') return {};
  if (builtCatalogues) {
    const response = await fetch(`${builtCatalogues}/${language}/${namespace}.json`);
    if (response.status === 404) return {};
    if (!response.ok) throw new Error(`catalogue ${language}/${namespace}: HTTP ${response.status}`);
    return (await response.json()) as Catalogue;
  }
  const load =
    namespace === 'messages'
      ? sourceCatalogues[`../../../../packages/contracts/src/locales/${language}/messages.json`]
      : sourceCatalogues[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const pseudo = language === PSEUDO_LANGUAGE;
  const catalogue = await readCatalogue(pseudo ? 'en' : language, namespace);
  return pseudo ? pseudoLocalize(catalogue) : catalogue;
}

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === PSEUDO_LANGUAGE || isLanguage(value);
}

/** The locale Intl formats in: the pseudo-locale formats as English. */
export function intlLocale(language: string): string {
  return language === PSEUDO_LANGUAGE ? 'en' : language;
}

/** <html lang dir> follow the language shown: Arabic lays every page out right to left. */
export function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return; // unit tests run without a page
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

/** The text direction of a language. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return isLanguage(language) && isRtl(language) ? 'rtl' : 'ltr';
}

/** `english`: the entry's own English catalogues, bundled with it. */
export interface I18nOptions {
  language: UiLanguage;
  namespaces: Namespace[];
  english: Record<Namespace, Catalogue>;
  /** A namespace whose keys every other one falls back to (the dashboard's "common"). */
  fallbackNamespace?: Namespace;
}

/**
 * An i18n instance in `language`, the one `useTranslation()` reads from now on, ready to render
 * English at once; another language's catalogues follow as their files arrive.
 */
export function createI18nNow(options: I18nOptions): I18n {
  const instance = new I18n({
    language: options.language,
    namespaces: options.namespaces,
    english: options.english,
    fallbackNamespace: options.fallbackNamespace,
    isSupported: isUiLanguage,
    load: loadCatalogue,
    locale: intlLocale,
  });
  setDefaultI18n(instance);
  instance.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(instance.language);
  return instance;
}

/** createI18nNow, resolved once the language's own catalogues have arrived (no English flash). */
export async function createI18n(options: I18nOptions): Promise<I18n> {
  const instance = createI18nNow(options);
  await instance.loadNamespaces(options.namespaces);
  return instance;
}
