import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@mise/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pseudoText } from './pseudo';

/**
 * Issue 23's check in npm test: every catalogue has every key in all seven languages, every
 * message parses as ICU with the same arguments as English, and no screen shows text that
 * bypasses the catalogue (a new screen is held to that as soon as it is written).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '..');
const localesDir = path.join(here, 'locales');

/**
 * The source folders and files whose every user-visible string must come from the catalogue: the
 * whole app (every screen, the shell, the shared components and helpers, both entries).
 */
export const TRANSLATED_SOURCES = [
  'features',
  'app',
  'components',
  'lib',
  'main.tsx',
  'menu-main.tsx',
  'login-main.tsx',
] as const;

/** Props whose string value a person reads or hears. */
const USER_VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
]);

/** Properties of an object literal inside JSX whose strings are shown. */
const SHOWN_PROPERTIES = new Set([...USER_VISIBLE_PROPS, 'text', 'message', 'name']);

/** Calls whose string arguments are shown to the person (toasts). */
const USER_VISIBLE_CALLS = new Set([
  'toast',
  'toast.success',
  'toast.error',
  'toast.loading',
  'alert',
  'confirm',
]);

type Catalogue = Record<string, string>;

function readCatalogue(language: string, namespace: string): Catalogue | null {
  try {
    return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
  } catch {
    return null;
  }
}

const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

/** The names of a message's arguments ("{count, plural, …}" → count), nested ones too. */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const node of nodes) {
      if ('value' in node && typeof node.value === 'string' && node.type !== 0) names.add(node.value);
      if ('options' in node)
        for (const option of Object.values(node.options)) walk((option as { value: typeof nodes }).value);
      if ('children' in node) walk(node.children as typeof nodes);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

describe('catalogues', () => {
  it('exist for every namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const namespace of namespaces) {
    const english = readCatalogue('en', namespace)!;
    for (const language of LANGUAGES) {
      it(`${language}/${namespace}: every key, no extra, each message valid ICU with English's arguments`, () => {
        const catalogue = readCatalogue(language, namespace);
        expect(catalogue, `missing file locales/${language}/${namespace}.json`).not.toBeNull();
        const missing = Object.keys(english).filter((k) => !(k in catalogue!));
        const extra = Object.keys(catalogue!).filter((k) => !(k in english));
        expect(missing, `keys missing in ${language}/${namespace}`).toEqual([]);
        expect(extra, `keys in ${language}/${namespace} that English lacks`).toEqual([]);
        const problems: string[] = [];
        for (const [key, message] of Object.entries(catalogue!)) {
          if (typeof message !== 'string' || !message.trim()) {
            problems.push(`${key}: empty`);
            continue;
          }
          try {
            const args = argumentsOf(message, language);
            const expected = argumentsOf(english[key], 'en');
            if (args.join() !== expected.join())
              problems.push(`${key}: arguments ${args.join(',')} ≠ English ${expected.join(',')}`);
          } catch (error) {
            problems.push(`${key}: does not parse (${(error as Error).message})`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }

  it('pseudo-localizes text but keeps ICU arguments intact', () => {
    const message = 'Add {title} ({count, plural, one {# in cart} other {# in cart}})';
    const pseudo = pseudoText(message);
    expect(pseudo.startsWith('[')).toBe(true);
    expect(pseudo.endsWith(']')).toBe(true);
    expect(argumentsOf(pseudo, 'en')).toEqual(['count', 'title']);
    expect(new IntlMessageFormat(pseudo, 'en').format({ title: 'Soup', count: 2 })).toMatch(/Soup/);
  });
});

// ------------------------------------------------------------------ hard-coded strings

function sourceFiles(entry: string): string[] {
  const full = path.join(webSrc, entry);
  if (entry.endsWith('.ts') || entry.endsWith('.tsx')) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(full, f));
}

const hasWords = (text: string) => /\p{L}/u.test(text);

/** Where a file shows text that is not a t() call: "file:line: text". */
export function hardCodedStrings(file: string, source = readFileSync(file, 'utf8')): string[] {
  // A .ts file is not JSX: `<T>(x)` there is a type argument, not an element.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(webSrc, file)}:${line + 1}: ${text.trim().slice(0, 60)}`);
  };
  /** String literals an expression would render (not those passed to a call, e.g. t('key')). */
  const renderedStrings = (node: ts.Node) => {
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n)) {
        visit(n.expression);
        return;
      }
      if (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n) || ts.isJsxFragment(n)) return; // walked on its own
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
        if (hasWords(n.text)) report(n, n.text);
        return;
      }
      if (ts.isTemplateExpression(n)) {
        const text = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ');
        if (hasWords(text)) report(n, text);
      }
      // An object's strings are shown only under a name that says so ({ id: 'all', title: … }).
      if (ts.isPropertyAssignment(n)) {
        if (SHOWN_PROPERTIES.has(n.name.getText(sf))) visit(n.initializer);
        return;
      }
      // A comparison's strings are values, not text (x === 'all').
      if (
        ts.isBinaryExpression(n) &&
        n.operatorToken.kind >= ts.SyntaxKind.LessThanToken &&
        n.operatorToken.kind <= ts.SyntaxKind.ExclamationEqualsEqualsToken
      )
        return;
      ts.forEachChild(n, visit);
    };
    visit(node);
  };
  const callName = (call: ts.CallExpression) => call.expression.getText(sf);
  const walk = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      renderedStrings(node.expression);
    if (ts.isJsxAttribute(node) && USER_VISIBLE_PROPS.has(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) {
        if (hasWords(node.initializer.text)) report(node, node.initializer.text);
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        renderedStrings(node.initializer.expression);
      }
    }
    if (ts.isCallExpression(node) && USER_VISIBLE_CALLS.has(callName(node))) {
      for (const arg of node.arguments.slice(0, 1)) renderedStrings(arg);
    }
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return found;
}

/** Every feature catalogue's hook and its namespace: `export const usePosText = defineCatalogue('pos', …)`. */
function catalogueHooks(): Map<string, string> {
  const hooks = new Map<string, string>([['useCommonText', 'common']]);
  const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('i18n.ts'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(webSrc, file), 'utf8');
    for (const m of source.matchAll(/export const (\w+) = defineCatalogue\(\s*'([\w-]+)'/g))
      hooks.set(m[1], m[2]);
  }
  return hooks;
}

/**
 * t('key') calls whose key is in none of the file's namespaces' English catalogues (the ones its
 * hooks read, "common" behind each, or a "namespace:key" key's own).
 */
function unknownKeys(file: string, hooks: Map<string, string>): string[] {
  const source = readFileSync(file, 'utf8');
  const used = [
    ...[...source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]),
    ...[...hooks].filter(([hook]) => new RegExp(`\\b${hook}\\(`).test(source)).map(([, ns]) => ns),
  ];
  if (used.length === 0) return [];
  if (!used.includes('qrmenu')) used.push('common');
  const keys = new Set(used.flatMap((ns) => Object.keys(readCatalogue('en', ns) ?? {})));
  const has = (key: string) => {
    const [ns, inner] = key.includes(':') ? key.split(':', 2) : [null, key];
    return ns ? inner in (readCatalogue('en', ns) ?? {}) : keys.has(key);
  };
  return [...source.matchAll(/\b(?:t|text)\(\s*'([^']+)'/g)]
    .map((m) => m[1])
    .filter((key) => !has(key))
    .map((key) => `${path.relative(webSrc, file)}: t('${key}') is in no catalogue of ${used.join(', ')}`);
}

describe('translated screens', () => {
  const files = TRANSLATED_SOURCES.flatMap(sourceFiles);

  it('covers real files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('show no user-visible text outside the catalogue', () => {
    expect(files.flatMap((f) => hardCodedStrings(f))).toEqual([]);
  });

  it('ask only for keys the catalogue has', () => {
    const hooks = catalogueHooks();
    expect(files.flatMap((f) => unknownKeys(f, hooks))).toEqual([]);
  });

  it('the check itself catches JSX text, visible props, rendered literals and toasts', () => {
    const sample = `
      export function Bad({ ok }) {
        toast.success('Saved!');
        return (
          <div aria-label="Cart" title={ok ? 'Yes' : t('no')}>
            Hello
            {ok ? 'Sold out' : null}
            <input placeholder={\`Search \${ok}\`} className="text-start" />
            {t('fine')} {kind === 'all' ? t('a') : t('b')}
            {[{ id: 'all', title: 'All' }].map((c) => c.title)}
          </div>
        );
      }`;
    const found = hardCodedStrings(path.join(webSrc, 'sample.tsx'), sample).map((f) => f.split(': ')[1]);
    expect(found).toEqual(['Saved!', 'Cart', 'Yes', 'Hello', 'Sold out', 'Search', 'All']);
  });
});
