import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as formatjsParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from './icu-parser';

/**
 * The browser's small ICU parser (icu-parser.ts) must read every message we ship exactly as the
 * formatjs parser does, with the options the i18n runtime gives it: the same tree, or both refusing.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const folders = [
  path.join(here, 'locales'),
  path.resolve(here, '../../../../packages/contracts/src/locales'),
];

function everyMessage(): string[] {
  const messages = new Set<string>();
  for (const folder of folders)
    for (const language of readdirSync(folder))
      for (const file of readdirSync(path.join(folder, language)).filter((f) => f.endsWith('.json'))) {
        const catalogue: Record<string, string> = JSON.parse(
          readFileSync(path.join(folder, language, file), 'utf8'),
        );
        for (const [key, text] of Object.entries(catalogue)) {
          // The API's messages are keyed by their English, which stands in for a missing translation.
          if (file === 'messages.json') messages.add(key);
          if (text) messages.add(text);
        }
      }
  return [...messages];
}

const reference = (message: string) => formatjsParse(message, { ignoreTag: true });
const outcome = (read: (message: string) => unknown, message: string) => {
  try {
    return { tree: read(message) };
  } catch {
    return { refused: true };
  }
};

describe('the browser ICU parser', () => {
  it('reads every catalogue message of every language exactly as formatjs does', () => {
    const messages = everyMessage();
    expect(messages.length).toBeGreaterThan(5000);
    const differing = messages.filter(
      (message) => JSON.stringify(outcome(parse, message)) !== JSON.stringify(outcome(reference, message)),
    );
    expect(differing).toEqual([]);
  });

  it.each([
    'Plain text',
    'It’s {name}’s order',
    "Don't '{'literal'}' braces, '' one quote, '#' outside a plural",
    "{count, plural, =0 {No orders} one {# order} other {# orders, #'#' among them}}",
    '{count, plural, offset:1 one {you} other {you and # others}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{role, select, owner {Owner {count, plural, one {# store} other {# stores}}} other {Staff # {name}}}',
    '{ amount , number } and {ratio, number, percent}',
    'a < b > c <b>not a tag</b> {x}',
    "''{x}'' and 'a quote",
    '}}} stray closing braces at the top',
  ])('reads %s as formatjs does', (message) => {
    expect(outcome(parse, message)).toEqual(outcome(reference, message));
  });

  it.each([
    '{unclosed',
    '{}',
    '{count, plural, one {# item}}',
    '{count, plural, one {a} one {b} other {c}}',
    '{x, select, other {a}',
    '{x, foo}',
  ])('refuses %s, as formatjs does', (message) => {
    expect(outcome(parse, message)).toEqual({ refused: true });
    expect(outcome(reference, message)).toEqual({ refused: true });
  });
});
