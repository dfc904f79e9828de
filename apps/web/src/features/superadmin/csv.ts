/**
 * CSV for spreadsheets: RFC 4180 quoting, and cells a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or carriage return) prefixed with an apostrophe so they stay text. Tenant
 * names and e-mails are typed by whoever signs up, so this is not optional.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV with exactly the given columns, in order, CRLF line ends. */
export function toCsv<T extends object>(
  rows: readonly T[],
  columns: ReadonlyArray<keyof T & string>,
): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a text file for download (the browser saves it; nothing is uploaded). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  // A BOM lets spreadsheet programs read the UTF-8 names correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
