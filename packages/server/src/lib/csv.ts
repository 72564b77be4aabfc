import { Readable } from 'node:stream';

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

/**
 * A CSV file as a stream: the header, then each row as the source yields it
 * (an async source, e.g. a cursor, is read as the client takes the bytes, so a
 * long file is never held whole).
 */
export function csvStream(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false });
}

/** A file name safe in a Content-Disposition header. */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
