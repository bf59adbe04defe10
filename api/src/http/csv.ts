/**
 * CSV for downloads (RFC 4180): a cell quoted when it holds a comma, a quote, a line break or edge spaces (quotes
 * doubled), CRLF between rows, and a UTF-8 byte-order mark so spreadsheet programs read accents right. A text cell a
 * spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe: someone who registers as "=HYPERLINK(…)" must not get a formula into a reviewer's spreadsheet (OWASP:
 * CSV injection). Numbers are written as numbers.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
