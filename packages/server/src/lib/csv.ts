import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSV files of the back office (reports, and any other export): one helper, so
 * every file quotes the same way (RFC 4180) and none can carry a spreadsheet
 * formula. A cell that begins with `=`, `+`, `-`, `@` (or a tab or carriage
 * return, which some spreadsheets skip before reading one) is prefixed with `'`
 * so it is read as text; numbers are written as they are, negative ones too.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a number as it is, text neutralised and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !isPlainNumber(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A money string such as "-12.50" is a number, not a formula: kept as it is. */
const isPlainNumber = (value: string) => /^[+-]?\d+(\.\d+)?$/.test(value);

/** One line, CRLF-terminated. */
export const csvLine = (values: readonly CsvValue[]): string =>
  `${values.map(csvCell).join(',')}\r\n`;

/** Rows a CSV export reads from the database at a time (one keyset page). */
export const CSV_BATCH_ROWS = 1000;
/** Lines are sent in chunks of about this many characters, not one write per line. */
const CHUNK_CHARS = 16_384;

/**
 * A CSV file as a stream: the header, then each row as the source yields it
 * (an async source, e.g. keyset pages of a query, is read as the client takes
 * the bytes, so a long file is never held whole). Lines are grouped into chunks
 * of about 16 KB; a chunk is sent as soon as it is full, and what is left at
 * the end.
 */
export function csvStream(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): Readable {
  async function* chunks() {
    let chunk = csvLine(header);
    for await (const row of rows) {
      chunk += csvLine(row);
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The rows of a query read in keyset pages: `page(after, size)` answers up to
 * `size` rows following the key `after` (undefined: from the start), in the
 * key's order. The next page is asked for only once the rows before it are
 * taken, so at most one page is held; a page shorter than `size` is the last.
 */
export async function* keysetRows<T, K>(
  page: (after: K | undefined, size: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  size: number = CSV_BATCH_ROWS,
): AsyncGenerator<T> {
  let after: K | undefined;
  for (;;) {
    const rows = await page(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** Asked for CSV: `format=csv`, or an Accept header that names text/csv (and `format` not json). */
export const wantsCsv = (request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean =>
  format === 'csv' || (format === undefined && /\btext\/csv\b/i.test(request.headers.accept ?? ''));

/** Sends a CSV file (an attachment, never cached) streamed as its rows come. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(csvStream(header, rows));
}

/** A file name safe in a Content-Disposition header. */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
