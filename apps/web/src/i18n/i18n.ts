import { isLanguage, isRtl, LANGUAGES, type Language } from '@mise/domain';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next } from 'react-i18next';
import { pseudoLocalize } from './pseudo';

/**
 * The product's one i18n set-up (issue 23): i18next with ICU messages (plurals, selects, numbers
 * in the language's own rules), catalogues per feature in locales/<language>/<namespace>.json.
 *
 * Each catalogue file is its own chunk, fetched the first time a page needs that language and
 * namespace: an English page downloads no other language, and the QR menu no dashboard text. An
 * entry passes the English catalogues it renders first, so English needs no request at all.
 *
 * PSEUDO_LANGUAGE ('en-XA') is English made longer and accented, with brackets at both ends: a
 * page shown in it makes a hard-coded string (plain English) or a cut-off label (no closing
 * bracket) visible at a glance, and the pseudo-locale journeys check for both.
 */
/**
 * The ICU plugin, with plain text passed through: most messages have no argument, plural or quote,
 * and reading each into a formatter (with its locale lookup, slow in the browser) cost a till a
 * tenth of its start-up script (issue 27 §1). Text without '{' or an apostrophe reads as itself
 * in ICU, so the result is the same.
 */
type Parse = (message: unknown, ...rest: unknown[]) => unknown;
const icuParse = (ICU.prototype as unknown as { parse: Parse }).parse;
class IcuForMessagesWithSyntax extends ICU {
  parse(message: unknown, ...rest: unknown[]): unknown {
    if (typeof message === 'string' && !message.includes('{') && !message.includes("'")) return message;
    return icuParse.call(this, message, ...rest);
  }
}

// The formatter looks the locale up again for each message it reads; it is the same every time.
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

/** A catalogue's name: one per feature (locales/<language>/<namespace>.json). */
export type Namespace = string;
export type Catalogue = Record<string, string>;

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

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

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
 * An i18next instance in `language`, bound to react-i18next (useTranslation) and ready to render
 * English at once; another language's catalogues follow as their files arrive.
 */
export function createI18nNow(options: I18nOptions): I18n {
  const instance = i18next.createInstance();
  instance.use(IcuForMessagesWithSyntax).use(backend).use(initReactI18next);
  instance.on('languageChanged', applyDocumentLanguage);
  void instance.init({
    // English is bundled: with it, the first render has its texts without waiting a tick.
    initAsync: false,
    lng: options.language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES, PSEUDO_LANGUAGE],
    load: 'currentOnly',
    ns: options.namespaces,
    defaultNS: options.namespaces[0],
    fallbackNS: options.fallbackNamespace ?? false,
    resources: { en: options.english },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
    // The ICU plugin keeps each message compiled per language, key and namespace, the English one
    // too when it stood in for a catalogue not yet arrived: it starts afresh as each catalogue comes,
    // or a screen drawn before its language's file would stay English.
    i18nFormat: { bindI18nStore: 'added' },
  });
  applyDocumentLanguage(instance.language);
  return instance;
}

/** createI18nNow, resolved once the language's own catalogues have arrived (no English flash). */
export async function createI18n(options: I18nOptions): Promise<I18n> {
  const instance = createI18nNow(options);
  await instance.loadNamespaces(options.namespaces);
  return instance;
}
