import { isLanguage, LANGUAGES, type Language, matchLanguage } from '@mise/domain';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import arMessages from '../../../../packages/contracts/src/locales/ar/messages.json';
import deMessages from '../../../../packages/contracts/src/locales/de/messages.json';
import esMessages from '../../../../packages/contracts/src/locales/es/messages.json';
import frMessages from '../../../../packages/contracts/src/locales/fr/messages.json';
import hiMessages from '../../../../packages/contracts/src/locales/hi/messages.json';
import ptMessages from '../../../../packages/contracts/src/locales/pt/messages.json';
import arEmails from './locales/ar/emails.json';
import arReceipts from './locales/ar/receipts.json';
import deEmails from './locales/de/emails.json';
import deReceipts from './locales/de/receipts.json';
import esEmails from './locales/es/emails.json';
import esReceipts from './locales/es/receipts.json';
import frEmails from './locales/fr/emails.json';
import frReceipts from './locales/fr/receipts.json';
import hiEmails from './locales/hi/emails.json';
import hiReceipts from './locales/hi/receipts.json';
import ptEmails from './locales/pt/emails.json';
import ptReceipts from './locales/pt/receipts.json';

/**
 * The server's texts in the product's languages (issue 23): one i18next instance with ICU messages,
 * every catalogue bundled and loaded at start-up, `t` synchronous.
 *
 * Catalogues are keyed by the ENGLISH text itself, which is the API's contract: English needs no
 * lookup (its output is the key, byte for byte), and a text with no translation stays English.
 * - packages/contracts/src/locales/<language>/messages.json: API errors, validation (the contracts'
 *   zod texts) and success messages. It lives beside the contracts so the web's forms show the same
 *   translations (apps/web/src/lib/validate.ts). en/messages.json lists every key (value = key).
 * - locales/<language>/emails.json: e-mail subjects and bodies.
 * - locales/<language>/receipts.json: what printers print (receipts, bills, kitchen tickets).
 * A text with values is an ICU template ("{name} is sold out!") given with its values; a text built
 * elsewhere (a zod message with a number in it, a contract's function) is found by its template's
 * shape when it has no key of its own (see matchTemplate).
 */
export type Namespace = 'messages' | 'emails' | 'receipts';
export type MessageValues = Record<string, string | number>;
type Catalogue = Record<string, string>;

export const CATALOGUES: Record<Exclude<Language, 'en'>, Record<Namespace, Catalogue>> = {
  es: { messages: esMessages, emails: esEmails, receipts: esReceipts },
  fr: { messages: frMessages, emails: frEmails, receipts: frReceipts },
  de: { messages: deMessages, emails: deEmails, receipts: deReceipts },
  pt: { messages: ptMessages, emails: ptEmails, receipts: ptReceipts },
  ar: { messages: arMessages, emails: arEmails, receipts: arReceipts },
  hi: { messages: hiMessages, emails: hiEmails, receipts: hiReceipts },
};

const i18n = i18next.createInstance();
i18n.use(ICU);
void i18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: ['messages', 'emails', 'receipts'],
  defaultNS: 'messages',
  keySeparator: false,
  nsSeparator: false,
  resources: { en: { messages: {}, emails: {}, receipts: {} }, ...CATALOGUES },
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

/**
 * `message` (English, maybe an ICU template) in `language`, its values put in. English without
 * values is returned as it is; a text with no translation stays English.
 */
export function t(
  language: Language,
  message: string,
  values?: MessageValues,
  namespace: Namespace = 'messages',
): string {
  if (language !== 'en') {
    const catalogue = CATALOGUES[language][namespace];
    if (Object.hasOwn(catalogue, message)) {
      return i18n.t(message, { lng: language, ns: namespace, ...values });
    }
    if (!values && namespace === 'messages') {
      const found = matchTemplate(language, message);
      if (found) return found;
    }
  }
  return values ? formatEnglish(message, values) : message;
}

/** An English ICU template with its values, as the English contract reads. */
export function formatEnglish(template: string, values: MessageValues): string {
  return i18n.t(template, { lng: 'en', ns: 'messages', ...values });
}

/** A text built with values elsewhere ("Only 2 left of Soup!"), by the shape of a template key. */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}
let templates: Template[] | null = null;

function templateList(): Template[] {
  if (templates) return templates;
  const keys = new Set<string>();
  for (const language of Object.keys(CATALOGUES) as Array<keyof typeof CATALOGUES>) {
    for (const key of Object.keys(CATALOGUES[language].messages)) if (/\{\w+\}/.test(key)) keys.add(key);
  }
  templates = [];
  for (const key of keys) {
    // Only plain `{name}` arguments: a plural or select cannot be read back from a text.
    if (/\{\w+,/.test(key)) continue;
    const names: string[] = [];
    const source = key
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return '(.+?)';
        }
        return part.replace(/''/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  // The most specific first: the one with the most fixed text.
  const fixed = (key: string) => key.replace(/\{\w+\}/g, '').length;
  templates.sort((a, b) => fixed(b.key) - fixed(a.key));
  return templates;
}

function matchTemplate(language: Exclude<Language, 'en'>, message: string): string | null {
  for (const template of templateList()) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    const own = CATALOGUES[language].messages;
    template.names.forEach((name, i) => {
      const value = match[i + 1];
      // `message` is a whole message cut of its "!" (the contracts' "(at most N characters)!");
      // a value that is a text of its own (a label, a course's name) is translated too.
      values[name] =
        name === 'message' && Object.hasOwn(own, `${value}!`)
          ? own[`${value}!`]
          : Object.hasOwn(own, value) && !/[{}]/.test(own[value])
            ? own[value]
            : value;
    });
    return t(language, template.key, values);
  }
  return null;
}

/** The language an Accept-Language header asks for among the product's, else English. */
export function languageOfHeader(header: string | string[] | undefined): Language {
  if (!header) return 'en';
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.length > 512) return 'en';
  const tags = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((p) => p.tag && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((p) => p.tag);
  return matchLanguage(tags) ?? 'en';
}

/** A request's language (its Accept-Language; the pseudo-locale en-XA is English). */
export function requestLanguage(request: {
  headers: Record<string, string | string[] | undefined>;
}): Language {
  return languageOfHeader(request.headers['accept-language']);
}

/** A stored language (users.language, store_settings.language...), the first one set among them. */
export function firstLanguage(...languages: Array<string | null | undefined>): Language {
  for (const language of languages) if (isLanguage(language)) return language;
  return 'en';
}
