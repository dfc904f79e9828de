import { isLanguage, isRtl, LANGUAGES, type Language } from '@mise/domain';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
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
/** A catalogue's name: one per feature (locales/<language>/<namespace>.json). */
export type Namespace = string;
export type Catalogue = Record<string, string>;

export const PSEUDO_LANGUAGE = 'en-XA';
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

const catalogues = import.meta.glob<{ default: Catalogue }>('./locales/*/*.json');
/**
 * The "messages" namespace: the API's texts (errors, the contracts' validation texts), keyed by
 * their English, shared with the server in packages/contracts/src/locales/<language>/messages.json.
 * Its English file lists the keys only (the English is the key): never fetched.
 */
const MESSAGES_DIR = '../../../../packages/contracts/src/locales';
const messageCatalogues = import.meta.glob<{ default: Catalogue }>([
  '../../../../packages/contracts/src/locales/*/messages.json',
  '!../../../../packages/contracts/src/locales/en/messages.json',
]);

export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const pseudo = language === PSEUDO_LANGUAGE;
  const load =
    namespace === 'messages'
      ? messageCatalogues[`${MESSAGES_DIR}/${language}/messages.json`]
      : catalogues[`./locales/${pseudo ? 'en' : language}/${namespace}.json`];
  if (!load) return {};
  const { default: catalogue } = await load();
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
  instance.use(ICU).use(backend).use(initReactI18next);
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
