/**
 * The ICU message parser the browser bundles in place of @formatjs/icu-messageformat-parser
 * (build/vite-plugins.ts aliases it), issue 27 §4: that one parses every corner of ICU, number
 * and date skeletons and tags included, in 7 KB gzip on every page; our catalogues use only
 * arguments, `number`, `select`, `plural` and `#`, which this reads in about 1 KB.
 *
 * It follows the formatjs parser rule for rule over that subset (as the i18n runtime calls it: tags
 * ignored, an `other` case required), and builds the same tree, so intl-messageformat formats
 * it unchanged. icu-parser.test.ts parses every message of every catalogue with both and
 * requires the same tree. Anything outside the subset (a skeleton `::`, `date`, `time`) throws,
 * as malformed text does: the runtime then shows the text as it is.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

type Options = Record<string, { value: MessageFormatElement[] }>;
type ArgType = 'plural' | 'selectordinal' | 'select' | null;

const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const SPACE = /[\t-\r \u0085\u200e\u200f\u2028\u2029]*/y;
const INTEGER = /[+-]?\d+/y;
// After an apostrophe, these start quoted text ('{' is a brace, not an argument); '' is one '.
const QUOTABLE = new Set(['{', '}', '<', '>']);

export function parse(message: string): MessageFormatElement[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in "${message}"`);
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(message)?.[0] ?? '';
    at += found.length;
    return found;
  };
  const skipSpace = () => match(SPACE);
  const take = (char: string) => {
    if (message[at] !== char) return false;
    at++;
    return true;
  };
  const inPlural = (parent: ArgType) => parent === 'plural' || parent === 'selectordinal';

  function parseMessage(depth: number, parent: ArgType): MessageFormatElement[] {
    const elements: MessageFormatElement[] = [];
    while (at < message.length) {
      const char = message[at];
      if (char === '{') elements.push(parseArgument(depth));
      else if (char === '}' && depth > 0) break;
      else if (char === '#' && inPlural(parent)) {
        at++;
        elements.push({ type: 7 } as MessageFormatElement);
      } else elements.push({ type: 0, value: parseLiteral(depth, parent) } as MessageFormatElement);
    }
    return elements;
  }

  function parseLiteral(depth: number, parent: ArgType): string {
    let value = '';
    while (at < message.length) {
      const char = message[at];
      if (char === "'") {
        const next = message[at + 1];
        if (next === "'") {
          value += "'";
          at += 2;
          continue;
        }
        if (QUOTABLE.has(next) || (next === '#' && inPlural(parent))) {
          at++;
          value += message[at++];
          while (at < message.length) {
            if (message[at] === "'") {
              if (message[at + 1] !== "'") {
                at++;
                break;
              }
              at++;
            }
            value += message[at++];
          }
          continue;
        }
      }
      if (char === '{' || (char === '#' && inPlural(parent)) || (char === '}' && depth > 0)) break;
      value += char;
      at++;
    }
    return value;
  }

  function parseArgument(depth: number): MessageFormatElement {
    at++; // {
    skipSpace();
    const value = match(IDENTIFIER);
    if (!value) fail('expected an argument name');
    skipSpace();
    if (take('}')) return { type: 1, value } as MessageFormatElement;
    if (!take(',')) fail('expected } or ,');
    skipSpace();
    const argType = match(IDENTIFIER);
    if (argType === 'number') {
      skipSpace();
      let style: string | null = null;
      if (take(',')) {
        skipSpace();
        style = parseStyle().trimEnd();
        if (!style || style.startsWith('::')) fail('unsupported number style');
      }
      if (!take('}')) fail('expected }');
      return { type: 2, value, style } as MessageFormatElement;
    }
    if (argType !== 'plural' && argType !== 'selectordinal' && argType !== 'select')
      fail(`unsupported type ${argType}`);
    skipSpace();
    if (!take(',')) fail('expected ,');
    skipSpace();
    let selector = match(IDENTIFIER);
    let offset = 0;
    if (argType !== 'select' && selector === 'offset') {
      if (!take(':')) fail('expected :');
      skipSpace();
      offset = Number(match(INTEGER) || fail('expected an offset'));
      skipSpace();
      selector = match(IDENTIFIER);
    }
    const options: Options = {};
    while (true) {
      if (!selector) {
        if (argType === 'select' || !take('=')) break;
        selector = `=${match(INTEGER) || fail('expected a number after =')}`;
      }
      if (selector in options) fail(`duplicate case ${selector}`);
      skipSpace();
      if (!take('{')) fail('expected {');
      const fragment = parseMessage(depth + 1, argType as ArgType);
      if (!take('}')) fail('expected }');
      options[selector] = { value: fragment };
      skipSpace();
      selector = match(IDENTIFIER);
    }
    if (!('other' in options)) fail('an other case is required');
    if (!take('}')) fail('expected }');
    return (
      argType === 'select'
        ? { type: 5, value, options }
        : { type: 6, value, options, offset, pluralType: argType === 'plural' ? 'cardinal' : 'ordinal' }
    ) as MessageFormatElement;
  }

  /** A number's style: up to the argument's closing brace, quotes and nested braces skipped. */
  function parseStyle(): string {
    const start = at;
    let nested = 0;
    while (at < message.length) {
      const char = message[at];
      if (char === "'") {
        const end = message.indexOf("'", at + 1);
        if (end < 0) fail('unterminated quote');
        at = end + 1;
        continue;
      }
      if (char === '{') nested++;
      else if (char === '}') {
        if (nested === 0) break;
        nested--;
      }
      at++;
    }
    return message.slice(start, at);
  }

  const elements = parseMessage(0, null);
  return elements;
}
