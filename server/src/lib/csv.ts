import { lagosDateTime } from '@contract/format';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Lists as CSV files: the same route answers `Accept: text/csv` with every matching row, streamed
 * (rows arrive as an async iterable, read from the database in batches), one header row, RFC 4180
 * quoting with CRLF line ends and a UTF-8 byte-order mark (so Excel reads names and ₦ correctly).
 *
 * A cell is text unless its column says otherwise. Text a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe: customers write
 * their own names and descriptions. Money and counts are written by us and stay numbers.
 */

/** Kobo, written as naira with two decimals (exact: integer arithmetic, no floating point). */
export interface CsvKobo {
  kobo: number;
}

export type CsvValue = string | number | boolean | Date | CsvKobo | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvExport<Row> {
  /** names the file: nairatop-<list>-<date>.csv */
  list: string;
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row>;
}

export const CSV_MEDIA_TYPE = 'text/csv';
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Wraps kobo so the cell is written as naira. */
export const csvKobo = (kobo: number): CsvKobo => ({ kobo });

/** 123456 kobo -> "1234.56"; -5 -> "-0.05". */
export function nairaText(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`${kobo} is not a whole number of kobo`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A moment in Lagos time (the business's clock), e.g. "2026-11-26 14:05:09". */
export { lagosDateTime };

/** Lagos's calendar day now, YYYY-MM-DD (the file's name). */
export const lagosToday = (now = new Date()): string => lagosDateTime(now).slice(0, 10);

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One cell as the file holds it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return lagosDateTime(value);
  if (typeof value === 'object') return nairaText(value.kobo);
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

export const csvLine = (cells: readonly CsvValue[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** The file, a chunk per batch of rows: the header first, then each row. */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
  rowsPerChunk = 200,
): AsyncGenerator<string> {
  yield BOM + csvLine(columns.map((column) => column.header));
  let chunk = '';
  let count = 0;
  for await (const row of rows) {
    chunk += csvLine(columns.map((column) => column.value(row)));
    count += 1;
    if (count === rowsPerChunk) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (chunk) yield chunk;
}

/** Whether the caller asked for the list as CSV (`Accept: text/csv`). */
export function wantsCsv(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === CSV_MEDIA_TYPE);
}

/** How a file's download went: the rows read for it, and whether it was sent to its end. */
export interface CsvExportSummary {
  rows: number;
  complete: boolean;
}

async function* counted<Row>(rows: AsyncIterable<Row>, summary: CsvExportSummary) {
  for await (const row of rows) {
    summary.rows += 1;
    yield row;
  }
}

/**
 * The chunks, then `finished` with the summary: after the last row and before the file's end is
 * sent (so a completed download is on record before the client has it whole), or when the download
 * stops early (the client went away, a read failed).
 */
async function* finishedWith(
  chunks: AsyncIterable<string>,
  summary: CsvExportSummary,
  finished: (summary: CsvExportSummary) => Promise<void>,
) {
  try {
    yield* chunks;
    summary.complete = true;
  } finally {
    await finished(summary);
  }
}

/**
 * Answers with the file as an attachment, streamed. Check the request (filters, roles) before
 * calling: once the first byte is out, an error can only cut the download short. `finished`, when
 * given, is told how many rows went out and whether the file was sent whole.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  file: CsvExport<Row>,
  finished?: (summary: CsvExportSummary) => Promise<void>,
): FastifyReply {
  const summary: CsvExportSummary = { rows: 0, complete: false };
  const chunks = csvChunks(file.columns, counted(file.rows, summary));
  return reply
    .header('content-type', `${CSV_MEDIA_TYPE}; charset=utf-8`)
    .header(
      'content-disposition',
      `attachment; filename="nairatop-${file.list}-${lagosToday()}.csv"`,
    )
    .header('cache-control', 'no-store')
    .send(Readable.from(finished ? finishedWith(chunks, summary, finished) : chunks));
}

/**
 * A list route's 200 answer in the OpenAPI document and for Fastify's serializer: the JSON page,
 * or the CSV file to `Accept: text/csv`.
 */
export function jsonOrCsv<Schema>(schema: Schema, description: string) {
  return {
    description,
    content: {
      'application/json': { schema },
      [CSV_MEDIA_TYPE]: {
        schema: {
          type: 'string',
          description:
            'Every matching row (not one page), a header row first; naira with two decimals, ' +
            'times in Lagos time (YYYY-MM-DD HH:mm:ss).',
        },
      },
    },
  } as const;
}

/** The rows of a small list read whole (staff, the catalogue), as the export takes them. */
export async function* wholeListRows<Row>(
  read: () => Promise<readonly Row[]>,
): AsyncGenerator<Row> {
  yield* await read();
}
