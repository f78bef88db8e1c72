/*
 * A CSV file written in the browser, by the rules of the server's exports (server/src/lib/csv.ts):
 * a header row, RFC 4180 quoting (a cell with a comma, quote or line break is quoted, its quotes
 * doubled), CRLF line ends and a UTF-8 byte-order mark, so Excel reads names and ₦ correctly
 * (parseCsvSheet drops the mark). Text a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe; numbers stay numbers.
 */

export type CsvCellValue = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as the file holds it. */
export function csvCell(value: CsvCellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly CsvCellValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file: the byte-order mark, the header row, then a line a row. */
export function csvFile(
  header: readonly string[],
  rows: readonly (readonly CsvCellValue[])[],
): string {
  return BOM + csvLine(header) + rows.map(csvLine).join('');
}
