import { CSV_IMPORT_LIMITS, CSV_MESSAGES } from '@mise/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError, badRequest } from '../../lib/errors';

/**
 * Reading an uploaded CSV file, knowing nothing of menus or ingredients: its bytes to text (UTF-8,
 * with or without a byte order mark, or UTF-16 with one), its header checked against the columns a
 * file may and must have, its rows as trimmed cells. Everything wrong with the file as a whole is a
 * 4xx here; what is wrong with one row is left to the caller, which reports it per row.
 */

const tooLarge = (message: string) => new AppError(413, message);

/** The file's text; refuses bytes that are not UTF-8 (or BOM-marked UTF-16) text. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes.length === 0) throw badRequest(CSV_MESSAGES.empty);
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) {
      text = new TextDecoder('utf-16le', { fatal: true, ignoreBOM: false }).decode(bytes);
    } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      text = new TextDecoder('utf-16be', { fatal: true, ignoreBOM: false }).decode(bytes);
    } else {
      // A UTF-8 byte order mark (Excel's "CSV UTF-8") is dropped by the decoder.
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
  } catch {
    throw badRequest(CSV_MESSAGES.notUtf8);
  }
  if (text.includes('\u0000')) throw badRequest(CSV_MESSAGES.notText);
  if (text.trim() === '') throw badRequest(CSV_MESSAGES.empty);
  return text;
}

/** Header names as people write them: "Cost per unit" is cost_per_unit. */
export function normalizeHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Comma, or the semicolon or tab a spreadsheet in some languages writes: whichever the header holds most of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = counts.sort((x, y) => y[1] - x[1]);
  return best[1] > 0 ? best[0] : ',';
}

export interface CsvRow<C extends string> {
  /** Its number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: Record<C, string>;
  /** Cells past the header's columns that hold something. */
  extraCells: number;
}

export interface CsvTable<C extends string> {
  /** The columns the file has. */
  columns: ReadonlySet<C>;
  rows: CsvRow<C>[];
}

const list = (names: readonly string[]) => names.join(', ');

/**
 * The file's rows under its header. Refuses, naming them, unknown, repeated or missing columns; a
 * file with no rows; one with more rows than an import takes (read no further than one row past
 * the limit, so a huge file costs no more than a full one).
 */
export function readCsvTable<C extends string>(
  text: string,
  known: readonly C[],
  required: readonly C[],
  maxRows: number = CSV_IMPORT_LIMITS.maxRows,
): CsvTable<C> {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      // Blank lines are read (and skipped below) so that row numbers stay the spreadsheet's.
      to: maxRows + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest('The file is not valid CSV: {problem}', { problem: csvProblem(error) });
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw badRequest(CSV_MESSAGES.empty);
  const names = header.map(normalizeHeader);
  const unknown = names.filter((n) => !(known as readonly string[]).includes(n));
  if (unknown.length) {
    throw badRequest(
      '{count, plural, one {Unknown column} other {Unknown columns}}: {unknown}. The columns are: {known}.',
      { count: unknown.length, unknown: list(unknown.map((n) => n || '(blank)')), known: list(known) },
    );
  }
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length)
    throw badRequest('The column {column} appears twice in the header!', { column: repeated[0] });
  const missing = required.filter((c) => !names.includes(c));
  if (missing.length) {
    throw badRequest(
      '{count, plural, one {Missing column} other {Missing columns}}: {missing}. The file needs: {required}.',
      { count: missing.length, missing: list(missing), required: list(required) },
    );
  }
  const rows: CsvRow<C>[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return; // a blank line of separators
    const cells = Object.fromEntries(names.map((n, i) => [n, (record[i] ?? '').trim()])) as Record<C, string>;
    const extraCells = record.slice(names.length).filter((cell) => cell.trim() !== '').length;
    rows.push({ row: index + 2, cells, extraCells });
  });
  if (rows.length > maxRows) throw tooLarge(CSV_MESSAGES.tooManyRows);
  if (rows.length === 0) throw badRequest(CSV_MESSAGES.noRows);
  return { columns: new Set(names as C[]), rows };
}

function csvProblem(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` (line ${line})` : '';
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `a quoted cell is never closed${where}.`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `a quote closes in the middle of a cell${where}.`;
    default:
      return `${error.message.replace(/\.$/, '')}.`;
  }
}

// ---------------------------------------------------------------- numbers

/**
 * A decimal as an integer count of its smallest unit (10^-decimals): "12.5" with 2 decimals is 1250.
 * Null when it is not a plain decimal (no thousands separators, exponents or currency signs), has
 * more decimals than that (trailing zeros aside), or is negative when that is not allowed.
 */
export function parseDecimal(text: string, decimals: number, { negative = false } = {}): number | null {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fractionRaw = ''] = match;
  if (whole === '' && fractionRaw === '') return null;
  if (sign && !negative) return null;
  const fraction = fractionRaw.replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  if (whole.replace(/^0+/, '').length > 15 - decimals) return null;
  const value = Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return sign && value !== 0 ? -value : value;
}

/** An integer count of 10^-decimals as the shortest decimal that reads back the same: 1500 → "1.5". */
export function formatDecimal(value: number, decimals: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const unit = 10 ** decimals;
  const fraction = String(abs % unit)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / unit)}${fraction ? `.${fraction}` : ''}`;
}

// ---------------------------------------------------------------- option lists

export interface NamedPrice {
  title: string;
  /** Minor units. */
  price: number;
}

const escapeListText = (text: string) => text.replace(/[\\;=]/g, (c) => `\\${c}`);

/** "Small=9.00; Large=12.00": a backslash keeps a ; = or \ of a title literal. */
export function formatOptionList(
  options: readonly NamedPrice[],
  formatPrice: (minor: number) => string,
): string {
  return options.map((o) => `${escapeListText(o.title)}=${formatPrice(o.price)}`).join('; ');
}

/**
 * Reads "Small=9.00; Large=12.00" (a price left out is 0). Gives the options, or what is wrong,
 * in words naming the option.
 */
export function parseOptionList(
  text: string,
  parsePrice: (text: string) => number | null,
): { options: Array<{ title: string; price: number; priceText: string }>; problems: string[] } {
  const entries: Array<{ title: string; priceText: string | null }> = [];
  let title = '';
  let priceText: string | null = null;
  const finish = () => {
    if (title.trim() !== '' || priceText !== null) entries.push({ title: title.trim(), priceText });
    title = '';
    priceText = null;
  };
  const problems: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      i += 1;
      if (priceText === null) title += text[i];
      else priceText += text[i];
    } else if (c === ';') finish();
    else if (c === '=' && priceText === null) priceText = '';
    else if (priceText === null) title += c;
    else priceText += c;
  }
  finish();
  const options: Array<{ title: string; price: number; priceText: string }> = [];
  for (const entry of entries) {
    if (entry.title === '') {
      problems.push(
        `an entry has no name before its “=”${entry.priceText ? ` (=${entry.priceText.trim()})` : ''}`,
      );
      continue;
    }
    const written = entry.priceText?.trim() ?? '';
    const price = written === '' ? 0 : parsePrice(written);
    if (price === null) {
      problems.push(`“${entry.title}” has a price that is not a valid amount (${written})`);
      continue;
    }
    options.push({ title: entry.title, price, priceText: written });
  }
  return { options, problems };
}
