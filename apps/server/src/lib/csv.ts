import { stringify } from 'csv-stringify/sync';

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe. So does such a cell that already starts with apostrophes, so that `undefuseCell`
 * takes off exactly the one added here and any text comes back as it was.
 */
export function defuseCell(cell: string): string {
  return /^'*[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Takes off the apostrophe `defuseCell` put before a formula-like text. */
export function undefuseCell(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * A CSV file for a spreadsheet: a header, then rows; text cells are defused, numbers (given as
 * numbers or as `{ number: "12.50" }`) are not. UTF-8 with a byte order mark, so Excel reads accents.
 */
export type CsvCell = string | { number: string };

export function writeCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? defuseCell(cell) : cell.number)),
  );
  return stringify([[...header], ...cells], { bom: true, record_delimiter: 'windows' });
}
