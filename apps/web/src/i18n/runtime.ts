import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The browser's i18n runtime (issue 27 §4): catalogues per language and namespace, ICU messages
 * formatted by intl-messageformat, and the calls the app makes of i18next (t, exists, getFixedT,
 * changeLanguage, loadNamespaces, addResourceBundle, on/off) with i18next's meaning, in about 2 KB
 * where i18next, react-i18next and i18next-icu were 21 KB gzip of every page. The server keeps
 * i18next; both read the same catalogues.
 *
 * A key is looked up in its namespace ("pos:orderSent", else the options' `ns`, else the
 * instance's first), then in the fallback namespace ("common"), each in the language asked for,
 * then in English. A missing key gives its `defaultValue`, else the key itself. Another language's
 * catalogues are fetched as they are first needed; English ones are given at creation.
 */
export type Catalogue = Record<string, string>;
export type TOptions = {
  ns?: string;
  lng?: string;
  defaultValue?: string;
  /** False: the key is a sentence (the API's messages), never "namespace:key". */
  nsSeparator?: false;
  keySeparator?: false;
  [value: string]: unknown;
};
export type TFunction = (key: string, options?: TOptions) => string;
type Event = 'languageChanged' | 'added';
type Listener = (language: string, namespace?: string) => void;

export interface I18nSettings {
  language: string;
  /** The namespaces in use from the start; the first is the default of `t`. */
  namespaces: string[];
  english: Record<string, Catalogue>;
  fallbackNamespace?: string;
  /** A language the app knows (else English is shown). */
  isSupported: (language: string) => boolean;
  /** Fetches a catalogue; one that fails leaves the English showing. */
  load: (language: string, namespace: string) => Promise<Catalogue>;
  /** The locale ICU formats numbers and plurals in. */
  locale: (language: string) => string;
}

const FALLBACK_LANGUAGE = 'en';

// intl-messageformat looks the locale up again for each message it reads (slow in the browser,
// and always the same answer): it is remembered per locale.
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

export class I18n {
  language: string;
  private readonly bundles = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly loaded = new Set<string>();
  private readonly inUse: Set<string>;
  private readonly listeners = new Map<Event, Set<Listener>>();
  private readonly formatters = new Map<string, Formatter | null>();
  /**
   * The Intl number, date and plural formatters every message shares: each IntlMessageFormat would
   * otherwise build its own (slow in the browser) for the same locale and options.
   */
  private readonly intlFormatters = {
    getNumberFormat: cachedPerArguments(
      (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    ),
    getDateTimeFormat: cachedPerArguments(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: cachedPerArguments(
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  };
  private changingTo: string | null = null;
  /** Bumped at every change a screen must redraw for (see use-translation.ts). */
  version = 0;

  constructor(private readonly settings: I18nSettings) {
    this.language = settings.isSupported(settings.language) ? settings.language : FALLBACK_LANGUAGE;
    this.inUse = new Set(settings.namespaces);
    for (const [namespace, catalogue] of Object.entries(settings.english))
      this.addResourceBundle(FALLBACK_LANGUAGE, namespace, catalogue);
    void this.loadNamespaces(settings.namespaces);
  }

  get defaultNamespace(): string {
    return this.settings.namespaces[0];
  }

  readonly t: TFunction = (key, options) => this.translate(key, options);

  getFixedT(language: string | null, namespace?: string): TFunction {
    return (key, options) =>
      this.translate(key, {
        ...options,
        lng: options?.lng ?? language ?? undefined,
        ns: options?.ns ?? namespace,
      });
  }

  exists(key: string, options?: TOptions): boolean {
    return this.lookup(key, options) !== undefined;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(bundleKey(language, namespace));
  }

  addResourceBundle(language: string, namespace: string, catalogue: Catalogue) {
    const key = bundleKey(language, namespace);
    this.bundles.set(key, { ...this.bundles.get(key), ...catalogue });
    this.loaded.add(key);
    this.changed(language);
    this.emit('added', language, namespace);
  }

  /** For useSyncExternalStore: called at every change a screen must redraw for. */
  readonly subscribe = (onChange: () => void) => {
    this.on('languageChanged', onChange);
    this.on('added', onChange);
    return () => {
      this.off('languageChanged', onChange);
      this.off('added', onChange);
    };
  };

  /**
   * A catalogue of the language shown (not English) changes what screens say: they redraw. English
   * arrives with each feature's code, before its screens draw, and another language's only matters
   * once it is shown (languageChanged): neither redraws the page.
   */
  private changed(language: string) {
    if (language === this.language && language !== FALLBACK_LANGUAGE) this.version++;
  }

  /** Whether `namespace` is in for the language shown (fetched, or failed to: English shows). */
  hasLoadedNamespace(namespace: string): boolean {
    return this.language === FALLBACK_LANGUAGE || this.loaded.has(bundleKey(this.language, namespace));
  }

  /** Fetches the namespaces for the language shown, and keeps them for any language shown next. */
  async loadNamespaces(namespaces: string | string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.inUse.add(namespace);
    await Promise.all(list.map((namespace) => this.ensure(this.language, namespace)));
  }

  /** Shows `language` once its catalogues in use are in, as i18next does (no flash of English). */
  async changeLanguage(language: string): Promise<TFunction> {
    const next = this.settings.isSupported(language) ? language : FALLBACK_LANGUAGE;
    this.changingTo = next;
    await Promise.all([...this.inUse].map((namespace) => this.ensure(next, namespace)));
    if (this.changingTo === next) {
      this.changingTo = null;
      if (this.language !== next) {
        this.language = next;
        this.version++;
        this.emit('languageChanged', next);
      }
    }
    return this.t;
  }

  on(event: Event, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: Event, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: Event, language: string, namespace?: string) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(language, namespace);
  }

  private ensure(language: string, namespace: string): Promise<void> {
    const key = bundleKey(language, namespace);
    if (this.loaded.has(key)) return Promise.resolve();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.settings
        .load(language, namespace)
        .then(
          (catalogue) => this.addResourceBundle(language, namespace, catalogue),
          () => {
            // Offline or gone: English stands in.
            this.loaded.add(key);
            this.changed(language);
            this.emit('added', language, namespace);
          },
        )
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** The message for `key` and the language it is shown in, or undefined. */
  private lookup(key: string, options?: TOptions): string | undefined {
    let namespace = options?.ns ?? this.defaultNamespace;
    let name = key;
    const separator = options?.nsSeparator === false ? -1 : key.indexOf(':');
    if (separator > 0) {
      namespace = key.slice(0, separator);
      name = key.slice(separator + 1);
    }
    const language = options?.lng ?? this.language;
    const namespaces = [namespace];
    const fallback = this.settings.fallbackNamespace;
    if (fallback && fallback !== namespace) namespaces.push(fallback);
    for (const lng of language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE])
      for (const ns of namespaces) {
        const message = this.bundles.get(bundleKey(lng, ns))?.[name];
        if (message) return message;
      }
    return undefined;
  }

  private translate(key: string, options?: TOptions): string {
    const found = this.lookup(key, options);
    const separator = options?.nsSeparator === false ? -1 : key.indexOf(':');
    const message = found ?? options?.defaultValue ?? (separator > 0 ? key.slice(separator + 1) : key);
    return this.format(message, options?.lng ?? this.language, options);
  }

  /**
   * An ICU message with its values. Text without '{' or an apostrophe reads as itself in ICU:
   * it is given as it is, without building a formatter (most messages are plain). A message whose
   * only ICU is plain arguments ("Add {title}") is filled in directly (see plainArguments). A
   * message that does not read as ICU is shown as written.
   */
  private format(message: string, language: string, values?: TOptions): string {
    if (!message.includes('{') && !message.includes("'")) return message;
    const key = `${language}\u0000${message}`;
    let formatter = this.formatters.get(key);
    if (formatter === undefined) {
      const general = () => this.messageFormat(message, language);
      formatter = plainArguments(message, general) ?? general();
      this.formatters.set(key, formatter);
    }
    if (!formatter) return message;
    try {
      return String(formatter.format(values as Record<string, unknown>));
    } catch {
      return message;
    }
  }

  private messageFormat(message: string, language: string): IntlMessageFormat | null {
    try {
      return new IntlMessageFormat(message, this.settings.locale(language), undefined, {
        ignoreTag: true,
        formatters: this.intlFormatters,
      });
    } catch {
      return null;
    }
  }
}

type Formatter = { format: (values?: Record<string, unknown>) => unknown };

/** An argument with nothing but its name, as intl-messageformat reads it: `{title}`. */
const PLAIN_ARGUMENT = /\{([A-Za-z_][\w]*)\}/g;

/**
 * A message whose only ICU is plain arguments, filled in as intl-messageformat fills them (a string
 * or number as written, a missing value an error, which shows the message as written), without
 * parsing it into a tree and walking that at each call: a till's first screen fills such a label
 * for every dish it draws (issue 27 §1). A value that is neither text nor a number (rare) goes to
 * `general`, the message's IntlMessageFormat. Null for any other message (plural, select, number,
 * quotes).
 */
function plainArguments(message: string, general: () => Formatter | null): Formatter | null {
  if (message.includes("'")) return null;
  const pieces = message.split(PLAIN_ARGUMENT);
  // split with a captured group: text, name, text, name, …, text. Any brace left is other ICU.
  for (let i = 0; i < pieces.length; i += 2) if (/[{}]/.test(pieces[i])) return null;
  let generalFormatter: Formatter | null | undefined;
  return {
    format(values) {
      let text = pieces[0];
      for (let i = 1; i < pieces.length; i += 2) {
        const name = pieces[i];
        if (!values || !(name in values)) throw new Error(`No value for {${name}}`);
        const value = values[name];
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
          text += String(value);
        else if (value) {
          generalFormatter ??= general();
          if (!generalFormatter) throw new Error(`No formatter for ${message}`);
          return generalFormatter.format(values);
        }
        // No value at all (null, undefined, false) reads as nothing, as in intl-messageformat.
        text += pieces[i + 1];
      }
      return text;
    },
  };
}

/** One `make` per distinct arguments (locale and options, compared as JSON). */
function cachedPerArguments<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

const bundleKey = (language: string, namespace: string) => `${language}|${namespace}`;
