import type { z } from 'zod';
import { appI18n } from '../i18n/app-i18n';

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string; field: string | null };

/**
 * Checks a form against the same contract schema the server uses, so the form shows exactly the
 * server's text for the first problem (spec 2 section 5) and names the field it belongs to.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : null;
  const message =
    issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : 'Invalid request!';
  return { ok: false, message: apiMessage(message), field };
}

/** The catalogue of the API's texts: fetched the first time a language other than English shows. */
const MESSAGES = 'messages';
const loadMessages = (language: string) => {
  if (language !== 'en' && !appI18n.hasResourceBundle(language, MESSAGES))
    void appI18n.loadNamespaces(MESSAGES);
};
loadMessages(appI18n.language);
appI18n.on('languageChanged', loadMessages);

const KEY_OPTIONS = { ns: MESSAGES, keySeparator: false, nsSeparator: false } as const;

/**
 * An English text of the API (a contract's validation text, an error's message) in the language the
 * screen shows (issue 23), as the server answers it; English, or a text with no translation, as is.
 */
export function apiMessage(message: string): string {
  if (appI18n.language === 'en') return message;
  if (appI18n.exists(message, KEY_OPTIONS)) return appI18n.t(message, KEY_OPTIONS) as string;
  // The contracts' texts built with a number (common.ts): their templates, with the parts translated.
  const part = (text: string) =>
    appI18n.exists(text, KEY_OPTIONS) ? (appI18n.t(text, KEY_OPTIONS) as string) : text;
  for (const [pattern, template] of BUILT) {
    const match = pattern.exec(message);
    if (!match?.groups || !appI18n.exists(template, KEY_OPTIONS)) continue;
    const { message: base, label, max } = match.groups;
    return appI18n.t(template, {
      ...KEY_OPTIONS,
      ...(base === undefined ? { label: part(label) } : { message: part(`${base}!`) }),
      max,
    }) as string;
  }
  return message;
}

const BUILT: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^(?<label>.+) is too long \(at most (?<max>\d+) characters\)!$/s,
    '{label} is too long (at most {max} characters)!',
  ],
  [/^(?<label>.+) must be text!$/s, '{label} must be text!'],
  [/^(?<message>.+) \(at most (?<max>\d+) characters\)!$/s, '{message} (at most {max} characters)!'],
];
