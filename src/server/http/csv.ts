import { Readable } from 'node:stream';

import type { Options } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

import { neutraliseCsvCell } from '#shared/common/csv-cell';

import { csvFilename, type CsvExport, type CsvRow } from '../kernel/csv-export';
import { textResponse } from './openapi';

/**
 * How every CSV file of the store is written (decision 0046), in one place:
 * - UTF-8 with a byte order mark, so Excel reads "Ọlá Adébáyọ̀" and "王伟" as they are;
 * - CRLF line ends and RFC 4180 quoting: a cell holding a comma, a quote, CR or LF is quoted,
 *   its quotes doubled (csv-stringify's rules);
 * - formula neutralising (OWASP "CSV injection"): a text cell starting with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return (or their full-width forms) gets a leading `'`, so a spreadsheet
 *   shows it as text instead of running it (`neutraliseCsvCell`, the rule the products import
 *   undoes, so a file round-trips). Numbers are written as numbers and left alone, so the
 *   store's own figures are never mangled; money is written as "349.50", which no rule touches.
 */
export const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  cast: { string: (value) => neutraliseCsvCell(value) },
};

/** The answer of an export route in the OpenAPI document. */
export function csvResponse(description: string) {
  return textResponse('text/csv', description);
}

/** The rows after the header: the same rules, without a second byte order mark. */
const CSV_BODY_OPTIONS: Options = { ...CSV_OPTIONS, bom: false };

/**
 * Rows written per piece of text: a few tens of KB, so a piece is one write to the socket but
 * stays a young, short-lived string (a string over 128 KB lives in V8's large-object space,
 * freed only by a full collection: an export of a few hundred of them grew the heap by as many
 * MB).
 */
const ROWS_PER_PIECE = 200;

/**
 * The file's text a piece at a time: the BOM and header, then pieces of a batch of rows, so
 * the socket gets a few large writes rather than one per row.
 */
async function* csvText(file: CsvExport): AsyncGenerator<string> {
  yield stringify([file.header], CSV_OPTIONS);
  for await (const batch of file.batches) {
    for (let at = 0; at < batch.length; at += ROWS_PER_PIECE) {
      // The sync writer only reads the rows (its type asks for a mutable array).
      yield stringify(batch.slice(at, at + ROWS_PER_PIECE) as CsvRow[], CSV_BODY_OPTIONS);
    }
  }
}

/**
 * Streams an export as the answer: the headers first (the name with today's date, the rows to
 * come, never cached), then the rows as the client reads them. Backpressure runs from the
 * socket back to the rows' generator (the next batch is read only once the previous one's text
 * has been taken), so a slow client never makes the server hold the file; a client that goes
 * away destroys the stream, which ends the generator (no further queries).
 */
export function sendCsv(reply: FastifyReply, file: CsvExport, now: Date = new Date()) {
  const body = Readable.from(csvText(file), { objectMode: false, highWaterMark: 64 * 1024 });
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(file.name, now)}"`)
      .header('x-total-count', String(file.total))
      .header('cache-control', 'no-store')
      // Read by the dashboard, also when it calls the API from another origin (CORS_ORIGINS).
      .header('access-control-expose-headers', 'Content-Disposition, X-Total-Count')
      .send(body)
  );
}
