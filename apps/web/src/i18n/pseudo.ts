/**
 * English as the pseudo-locale shows it: "[Ádd tó çárt ~~~~]". Letters are accented only in text
 * (an ICU argument's name and type, inside odd brace depths, stay as they are), the message grows
 * by about 40% as German or French text does, and the brackets show where it was cut.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

export function pseudoText(message: string): string {
  let depth = 0;
  let out = '';
  for (const ch of message) {
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    out += depth % 2 === 0 ? (ACCENTED[ch] ?? ch) : ch;
  }
  // The padding comes in words of up to eight, as a longer language's text does: one long run
  // would be a word no language has, and would push boxes wider than any real text.
  const length = Math.max(2, Math.round(message.length * 0.4));
  const padding = '~'
    .repeat(length)
    .replace(/~{8}(?=~)/g, '$& ')
    .trim();
  return `[${out} ${padding}]`;
}

export function pseudoLocalize(catalogue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, pseudoText(value)]));
}
