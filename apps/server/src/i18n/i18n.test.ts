import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@mise/contracts';
import { LANGUAGES } from '@mise/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import english from '../../../../packages/contracts/src/locales/en/messages.json';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import { CATALOGUES, formatEnglish, languageOfHeader, t } from './i18n';
import englishEmails from './locales/en/emails.json';
import englishReceipts from './locales/en/receipts.json';

/** Issue 23: the server's catalogues, complete and well formed, and every message in them. */
const ENGLISH = { messages: english, emails: englishEmails, receipts: englishReceipts } as Record<
  string,
  Record<string, string>
>;
const others = LANGUAGES.filter((l) => l !== 'en') as Array<keyof typeof CATALOGUES>;

/** The names of a message's arguments (`{name}`, `{count, plural, …}`). */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements as Array<{
      value?: unknown;
      options?: Record<string, { value: never }>;
    }>) {
      if (typeof element.value === 'string' && 'type' in element && (element as { type: number }).type !== 0)
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

describe('the catalogues', () => {
  it('give every language every English key, nothing more, each a real ICU message with the same arguments', () => {
    for (const [namespace, keys] of Object.entries(ENGLISH)) {
      for (const [key, value] of Object.entries(keys)) expect(value, key).toBe(key);
      for (const language of others) {
        const catalogue = CATALOGUES[language][namespace as 'messages'];
        expect(Object.keys(catalogue).sort(), `${language}/${namespace}`).toEqual(Object.keys(keys).sort());
        for (const [key, value] of Object.entries(catalogue)) {
          expect(value.trim(), `${language}: ${key}`).not.toBe('');
          expect(argumentsOf(value, language), `${language}: ${key}`).toEqual(argumentsOf(key, 'en'));
        }
      }
    }
  });

  it('translate for real: most texts differ from the English', () => {
    for (const language of others) {
      const catalogue = CATALOGUES[language].messages;
      const same = Object.entries(catalogue).filter(([key, value]) => key === value);
      expect(same.length, `${language}: ${same.map(([k]) => k).join(' | ')}`).toBeLessThan(5);
    }
  });
});

/** Every string literal given as an error's message or a reply's `message` in the server's code. */
function serverMessages(): Set<string> {
  const found = new Set<string>();
  const root = path.resolve(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['test', 'migrations', 'locales', 'backups'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'config.ts')
        // config.ts: the operator's start-up errors, never an answer to a client.
        files.push(full);
    }
  };
  walk(root);
  const ERRORS = new Set([
    'badRequest',
    'notFound',
    'conflict',
    'forbidden',
    'unauthenticated',
    'tooManyRequests',
    'paymentRequired',
    'managerRequired',
  ]);
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ERRORS.has(node.expression.text)) {
        const text = literal(node.arguments[0]);
        if (text) found.add(text);
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'AppError'
      ) {
        const text = literal(node.arguments?.[1]);
        if (text) found.add(text);
      }
      // `{ message: '…' }` answers, and the defaults of the error helpers.
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') {
        const text = literal(node.initializer);
        if (text) found.add(text);
      }
      if (ts.isParameter(node) && node.name.getText() === 'message') {
        const text = literal(node.initializer);
        if (text) found.add(text);
      }
      // Module constants holding a message (FORGOT_PASSWORD_MESSAGE, IMAGE_TOO_LARGE…).
      if (ts.isVariableDeclaration(node) && /MESSAGE|TOO_LARGE/.test(node.name.getText())) {
        const text = literal(node.initializer);
        if (text) found.add(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // Internal texts that are never a client's (a log line's, a thrown Error's meant for operators).
  for (const text of [...found]) if (!/[A-Za-z]/.test(text)) found.delete(text);
  return found;
}

/** Every message of the contracts: their *_MESSAGES texts and each zod schema's error texts. */
function contractMessages(): Set<string> {
  const found = new Set<string>();
  const seen = new WeakSet<object>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 60 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const node = value as Record<string, unknown>;
    if (typeof node.error === 'function') {
      try {
        const text = (node.error as (issue: unknown) => unknown)({
          code: 'custom',
          input: undefined,
          path: [],
        });
        if (typeof text === 'string') found.add(text);
      } catch {
        // An error function that needs a real issue: its text is built, not a fixed one.
      }
    }
    for (const key of Object.keys(node)) visit(node[key], depth + 1);
  };
  for (const [name, value] of Object.entries(contracts)) {
    if (/_MESSAGES$/.test(name))
      for (const text of Object.values(value as object)) if (typeof text === 'string') found.add(text);
    visit(value, 0);
  }
  return found;
}

describe('every message the API can answer with has its translations', () => {
  const missing = (messages: Set<string>) =>
    [...messages].filter((m) =>
      others.some((language) => t(language, m) === m && !Object.hasOwn(english, m)),
    );

  it('the server’s own (errors and success answers)', () => {
    const messages = serverMessages();
    expect(messages.size).toBeGreaterThan(80);
    expect(missing(messages)).toEqual([]);
  });

  it('the contracts’ (validation texts, built ones such as "(at most 120 characters)!" included)', () => {
    const messages = contractMessages();
    expect(messages.size).toBeGreaterThan(250);
    expect(missing(messages)).toEqual([]);
    expect(t('es', 'Please provide name (at most 120 characters)!')).toBe(
      '¡Indica el nombre! (máximo 120 caracteres)',
    );
    expect(t('de', 'Note is too long (at most 500 characters)!')).toBe(
      'Die Notiz ist zu lang (höchstens 500 Zeichen)!',
    );
  });
});

describe('t', () => {
  it('returns English exactly as given, with or without values', () => {
    for (const message of Object.keys(english).filter((m) => !m.includes('{')))
      expect(t('en', message)).toBe(message);
    expect(t('en', '{name} is sold out!', { name: "O'Brien's {pie}" })).toBe(
      contracts.AVAILABILITY_MESSAGES.soldOut("O'Brien's {pie}"),
    );
    expect(formatEnglish('Only {left} left of {name}!', { left: '1234', name: 'Soup' })).toBe(
      contracts.AVAILABILITY_MESSAGES.notEnough('Soup', 1234),
    );
  });

  it('translates, values included, and finds a text built elsewhere by its template', () => {
    expect(t('es', 'Invalid username or password!')).toBe('¡Usuario o contraseña incorrectos!');
    expect(t('ar', 'Not found!')).toBe('غير موجود!');
    expect(t('fr', '{name} is sold out!', { name: 'Soupe' })).toBe('Soupe est épuisé !');
    expect(t('fr', contracts.AVAILABILITY_MESSAGES.soldOut('Soupe'))).toBe('Soupe est épuisé !');
    expect(t('de', contracts.COURSE_MESSAGES.fired('Starter'))).toBe('Vorspeise abgerufen!');
    // No translation: the English stays.
    expect(t('hi', 'A text no catalogue has!')).toBe('A text no catalogue has!');
  });

  it('plurals and selects: English as the old template strings wrote it, and translated', () => {
    const unknown =
      '{count, plural, one {Unknown column} other {Unknown columns}}: {unknown}. The columns are: {known}.';
    expect(formatEnglish(unknown, { count: 1, unknown: 'colour', known: 'name, price' })).toBe(
      'Unknown column: colour. The columns are: name, price.',
    );
    expect(formatEnglish(unknown, { count: 2, unknown: 'a, b', known: 'name' })).toBe(
      'Unknown columns: a, b. The columns are: name.',
    );
    expect(t('es', unknown, { count: 2, unknown: 'a, b', known: 'name' })).toBe(
      'Columnas desconocidas: a, b. Las columnas son: name.',
    );
    const refused =
      'Nothing was imported: {count, plural, one {{rows} row has} other {{rows} rows have}} errors. {shown}{more, select, none {} other { …and {more} more.}}';
    expect(
      formatEnglish(refused, { count: 1, rows: '1', shown: 'row 2: The name is missing.', more: 'none' }),
    ).toBe('Nothing was imported: 1 row has errors. row 2: The name is missing.');
    expect(formatEnglish(refused, { count: 1200, rows: '1200', shown: 'row 2: x', more: '1197' })).toBe(
      'Nothing was imported: 1200 rows have errors. row 2: x …and 1197 more.',
    );
    expect(t('fr', refused, { count: 5, rows: '5', shown: 'row 2: x', more: '2' })).toBe(
      'Rien n’a été importé : 5 lignes comportent des erreurs. row 2: x …et 2 de plus.',
    );
    // A success message built in English is found again by its template.
    expect(t('de', 'Menu imported: 3 created, 1 updated.')).toBe(
      'Speisekarte importiert: 3 erstellt, 1 aktualisiert.',
    );
  });

  it('error helpers keep their English message and carry the template and values', () => {
    const error = badRequest('The column {column} appears twice in the header!', { column: 'price' });
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('The column price appears twice in the header!');
    expect(t('pt', error.template, error.values)).toBe('A coluna price aparece duas vezes no cabeçalho!');
    expect(notFound().message).toBe('Not found!');
    expect(conflict('Table not found!').template).toBe('Table not found!');
  });
});

describe('Accept-Language', () => {
  it('picks the first supported language by preference; the pseudo-locale and others are English', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfHeader('it, ar;q=0.5')).toBe('ar');
    expect(languageOfHeader('en;q=0.3, fr;q=0.9')).toBe('fr');
    expect(languageOfHeader('en-XA')).toBe('en');
    expect(languageOfHeader('it-IT')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
  });
});
