import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { type Catalogue, I18n, type I18nSettings } from './runtime';

/** The browser's i18n runtime keeps i18next's meaning for every call the app makes of it. */
const english = {
  pos: { send: 'Send to Kitchen', items: '{count, plural, one {# item} other {# items}}', empty: '' },
  common: { save: 'Save', close: 'Close' },
};
const spanish: Record<string, Record<string, string>> = {
  pos: { send: 'Enviar a cocina', items: '{count, plural, one {# artículo} other {# artículos}}' },
  common: { save: 'Guardar' },
  messages: { 'Invalid value: too long.': 'Valor no válido: demasiado largo.' },
};

function make(overrides: Partial<I18nSettings> = {}) {
  const load = vi.fn(async (language: string, namespace: string) => {
    if (language === 'es' && spanish[namespace]) return spanish[namespace];
    if (language === 'fr') throw new Error('offline');
    return {};
  });
  const i18n = new I18n({
    language: 'en',
    namespaces: ['pos'],
    english,
    fallbackNamespace: 'common',
    isSupported: (language) => ['en', 'es', 'fr'].includes(language),
    load,
    locale: (language) => language,
    ...overrides,
  });
  return { i18n, load };
}

describe('the i18n runtime', () => {
  it('looks a key up in its namespace, then the fallback namespace; a missing one gives its default or itself', () => {
    const { i18n } = make();
    expect(i18n.t('send')).toBe('Send to Kitchen');
    expect(i18n.t('pos:send')).toBe('Send to Kitchen');
    expect(i18n.t('save')).toBe('Save');
    expect(i18n.t('send', { ns: 'common' })).toBe('send');
    expect(i18n.t('pos:nothing')).toBe('nothing');
    expect(i18n.t('nothing', { defaultValue: 'STAFF' })).toBe('STAFF');
    // An empty message counts as missing.
    expect(i18n.t('empty')).toBe('empty');
    expect(i18n.exists('pos:send')).toBe(true);
    expect(i18n.exists('pos:nothing')).toBe(false);
  });

  it('formats ICU messages with their values', () => {
    const { i18n } = make();
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
  });

  it('shows another language once its catalogues are in, and English for what it lacks', async () => {
    const { i18n, load } = make();
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const switching = i18n.changeLanguage('es');
    // Still English until the catalogue has come: no screen flashes half-translated.
    expect(i18n.language).toBe('en');
    await switching;
    expect(changed).toHaveBeenCalledWith('es', undefined);
    expect(load).toHaveBeenCalledWith('es', 'pos');
    expect(i18n.t('send')).toBe('Enviar a cocina');
    expect(i18n.t('items', { count: 2 })).toBe('2 artículos');
    expect(i18n.t('close')).toBe('Close');
    expect(i18n.hasLoadedNamespace('pos')).toBe(true);
    expect(i18n.getFixedT('en', 'pos')('send')).toBe('Send to Kitchen');
  });

  it('keeps sentences with colons and dots as keys when told to', async () => {
    const { i18n } = make({ language: 'es' });
    await i18n.loadNamespaces('messages');
    const options = { ns: 'messages', nsSeparator: false, keySeparator: false } as const;
    expect(i18n.exists('Invalid value: too long.', options)).toBe(true);
    expect(i18n.t('Invalid value: too long.', options)).toBe('Valor no válido: demasiado largo.');
  });

  it('falls back to English when a catalogue cannot be fetched, and to English for a language it does not know', async () => {
    const { i18n } = make();
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.hasLoadedNamespace('pos')).toBe(true);
    expect(i18n.t('send')).toBe('Send to Kitchen');
    await i18n.changeLanguage('xx');
    expect(i18n.language).toBe('en');
  });

  it('tells its subscribers of every change a screen must redraw for', async () => {
    const { i18n } = make();
    const onChange = vi.fn();
    const unsubscribe = i18n.subscribe(onChange);
    const before = i18n.version;
    await i18n.changeLanguage('es');
    expect(onChange).toHaveBeenCalled();
    expect(i18n.version).toBeGreaterThan(before);
    unsubscribe();
    onChange.mockClear();
    await i18n.changeLanguage('en');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a message that is not valid ICU as it is written', () => {
    const { i18n } = make({ english: { pos: { broken: 'Table {', plain: "It's here" } } });
    expect(i18n.t('broken')).toBe('Table {');
    expect(i18n.t('plain')).toBe("It's here");
  });
});

describe('filling in a message', () => {
  const icu = (message: string, values: Record<string, unknown>, locale = 'en') =>
    String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values as never));

  it('fills plain arguments as intl-messageformat does, whatever the value', () => {
    const message = 'Add {title} to table {table}';
    const { i18n } = make({ english: { pos: { add: message } } });
    for (const values of [
      { title: 'Soup', table: 4 },
      { title: '', table: 0 },
      { title: null, table: undefined },
      { title: false, table: 10n },
      { title: new Date(0), table: 'T1' },
    ])
      expect(i18n.t('add', values)).toBe(icu(message, values));
    // A value missing altogether shows the message as written, as before.
    expect(i18n.t('add', { title: 'Soup' })).toBe(message);
  });

  it('builds one Intl plural rule and number format per locale for all its messages', () => {
    const Original = { PluralRules: Intl.PluralRules, NumberFormat: Intl.NumberFormat };
    const made = { PluralRules: 0, NumberFormat: 0 };
    Object.assign(Intl, {
      PluralRules: class extends Original.PluralRules {
        constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
          super(...args);
          made.PluralRules++;
        }
      },
      NumberFormat: class extends Original.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made.NumberFormat++;
        }
      },
    });
    try {
      const { i18n } = make({
        english: {
          pos: {
            variants: '{count, plural, one {# variant} other {# variants}}',
            addons: '{count, plural, one {# addon} other {# addons}}',
          },
        },
      });
      expect(i18n.t('variants', { count: 2 })).toBe('2 variants');
      expect(i18n.t('addons', { count: 1 })).toBe('1 addon');
      expect(i18n.t('variants', { count: 1 })).toBe('1 variant');
      expect(made).toEqual({ PluralRules: 1, NumberFormat: 1 });
    } finally {
      Object.assign(Intl, Original);
    }
  });

  it('formats every message of every catalogue as intl-messageformat does', () => {
    let checked = 0;
    for (const { language, file, key, message, i18n } of everyCatalogueMessage())
      for (const values of sampleValues(message)) {
        expect(i18n.t(key, { lng: 'en', nsSeparator: false, ...values }), `${language}/${file} ${key}`).toBe(
          icu(message, values),
        );
        checked++;
      }
    expect(checked).toBeGreaterThan(1000);
  });

  it('formats every message of every catalogue in its own language as intl-messageformat does', () => {
    // Each plural through its locale's categories (Arabic's zero, two, few and many too), each
    // select through its cases, text and no value for plain arguments.
    let checked = 0;
    for (const { language, file, key, message, i18n } of everyCatalogueMessage())
      for (const values of valueRuns(message)) {
        expect(
          i18n.t(key, { lng: language, nsSeparator: false, ...values }),
          `${language}/${file} ${key}`,
        ).toBe(icu(message, values, language));
        checked++;
      }
    expect(checked).toBeGreaterThan(5000);
  });

  it('formats plurals and selects as intl-messageformat does, at the edges too', () => {
    const messages = {
      offset:
        '{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
      nested:
        '{kind, select, dish {{n, plural, one {# dish} other {# dishes}}} other {{n, plural, other {# {kind}s}}}}',
      poundInSelect: '{n, plural, other {{kind, select, dish {# dishes} other {#}}}}',
      ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      exact: '{n, plural, =0 {none} =1.5 {one and a half} other {#}}',
      withArgument: 'Table {table}: {n, plural, one {# guest} other {# guests}}',
    };
    const { i18n } = make({ english: { pos: messages } });
    const runs: Record<string, unknown>[] = [
      { n: 0, name: 'Ana', kind: 'dish', table: 4 },
      { n: 1, name: 'Ana', kind: 'drink', table: '' },
      { n: 2, name: '', kind: 3, table: null },
      { n: 1.5, name: 'Ana', kind: 'dish', table: undefined },
      { n: 1002, name: 'Ana', kind: 'other', table: false },
      { n: 23, name: 'Ana', kind: 'dish', table: 12n },
      { n: '3', name: 'Ana', kind: 'dish', table: 4 },
      { n: null, name: 'Ana', kind: null, table: 4 },
      { n: Number.NaN, name: 'Ana', kind: 'dish', table: 4 },
      { name: 'Ana', kind: 'dish', table: 4 },
    ];
    for (const [key, message] of Object.entries(messages))
      for (const values of runs) {
        let expected: string;
        try {
          expected = icu(message, values);
        } catch {
          expected = message; // intl-messageformat throws (a missing value): the message shows as written.
        }
        expect(
          i18n.t(key, values),
          `${key} ${JSON.stringify(values, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
        ).toBe(expected);
      }
  });
});

/**
 * Runs of values for `message`: plural and number arguments through 0, 1, 2, 3, 5, 11, 21, 102 and
 * 1.5; select arguments through their cases and one they lack; plain arguments as text and empty.
 */
function valueRuns(message: string): Record<string, unknown>[] {
  const found = argumentsOf(message);
  if (!found) return [{}];
  const choices = new Map<string, unknown[]>();
  for (const node of found) {
    if (node.type === 1 && !choices.has(node.value)) choices.set(node.value, ['text', '', null]);
    if (node.type === 2 || node.type === 6) choices.set(node.value, [0, 1, 2, 3, 5, 11, 21, 102, 1.5]);
    if (node.type === 5) choices.set(node.value, [...Object.keys(node.options), 'unlisted']);
  }
  const longest = Math.max(1, ...[...choices.values()].map((list) => list.length));
  return Array.from({ length: longest }, (_, run) =>
    Object.fromEntries([...choices].map(([name, list]) => [name, list[run % list.length]])),
  );
}

/** Values for each argument of `message`: numbers for plurals and numbers, text for the rest. */
function sampleValues(message: string): Record<string, unknown>[] {
  const found = argumentsOf(message);
  if (!found) return [{}];
  const texts = found.filter((node) => node.type === 1 || node.type === 5).map((node) => node.value);
  const numbers = found.filter((node) => node.type === 2 || node.type === 6).map((node) => node.value);
  return [1, 3].map((n) => ({
    ...Object.fromEntries(texts.map((name) => [name, `v${n}`])),
    ...Object.fromEntries(numbers.map((name) => [name, n])),
  }));
}

type MessageNode = ReturnType<IntlMessageFormat['getAst']>[number];

/** Every argument of `message`, those inside plural and select cases too; null if it is not ICU. */
function argumentsOf(message: string): (MessageNode & { value: string })[] | null {
  const found: (MessageNode & { value: string })[] = [];
  const walk = (nodes: MessageNode[]) => {
    for (const node of nodes) {
      if (node.type !== 0 && node.type !== 7 && node.type !== 8)
        found.push(node as MessageNode & { value: string });
      if ('options' in node)
        for (const option of Object.values(node.options)) walk((option as { value: MessageNode[] }).value);
    }
  };
  try {
    walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst());
  } catch {
    return null;
  }
  return found;
}

/** Every message of every catalogue, with a runtime that has it as English (so any `lng` finds it). */
function* everyCatalogueMessage() {
  const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
  for (const language of readdirSync(localesDir))
    for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
      const catalogue: Catalogue = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));
      const { i18n } = make({ language, english: { pos: catalogue }, isSupported: () => true });
      for (const [key, message] of Object.entries(catalogue))
        if (message) yield { language, file, key, message, i18n };
    }
}

describe('what redraws the screens', () => {
  it('is a catalogue of the language shown, or a change of language; not English arriving with a feature', async () => {
    const { i18n } = make({ language: 'es' });
    await i18n.loadNamespaces('pos');
    const before = i18n.version;
    i18n.addResourceBundle('en', 'customers', { title: 'Customers' });
    expect(i18n.version).toBe(before);
    i18n.addResourceBundle('es', 'customers', { title: 'Clientes' });
    expect(i18n.version).toBeGreaterThan(before);
    const shown = i18n.version;
    await i18n.changeLanguage('en');
    expect(i18n.version).toBeGreaterThan(shown);
  });
});
