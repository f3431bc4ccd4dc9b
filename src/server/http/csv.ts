import { pipeline, Readable } from 'node:stream';

import { stringify, type Options } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

import { csvFilename, type CsvExport, type CsvRow } from '../kernel/csv-export';
import { textResponse } from './openapi';

/**
 * How every CSV file of the store is written (decision 0046), in one place:
 * - UTF-8 with a byte order mark, so Excel reads "Ọlá Adébáyọ̀" and "王伟" as they are;
 * - CRLF line ends and RFC 4180 quoting: a cell holding a comma, a quote, CR or LF is quoted,
 *   its quotes doubled (csv-stringify's rules);
 * - formula neutralising (OWASP "CSV injection"): a text cell starting with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return (or their full-width forms) gets a leading `'`, so a spreadsheet
 *   shows it as text instead of running it. Numbers are written as numbers and left alone, so
 *   the store's own figures are never mangled; money is written as "349.50", which no rule
 *   touches.
 */
export const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  escape_formulas: true,
};

/** The answer of an export route in the OpenAPI document. */
export function csvResponse(description: string) {
  return textResponse('text/csv', description);
}

async function* withHeader(file: CsvExport): AsyncGenerator<CsvRow> {
  yield file.header;
  yield* file.rows;
}

/**
 * Streams an export as the answer: the headers first (the name with today's date, the rows to
 * come, never cached), then the rows as the client reads them. Backpressure runs from the
 * socket back to the rows' generator, so a slow client never makes the server hold the file;
 * a client that goes away destroys the stream, which ends the generator (no further queries).
 */
export function sendCsv(reply: FastifyReply, file: CsvExport, now: Date = new Date()) {
  const source = Readable.from(withHeader(file), { objectMode: true, highWaterMark: 16 });
  const stringifier = stringify(CSV_OPTIONS);
  pipeline(source, stringifier, (error) => {
    // A client that left early is not a failure of ours; anything else is logged by Fastify
    // through the destroyed stream.
    if (error && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      reply.log.warn({ err: { type: error.name } }, 'csv export stopped');
    }
  });
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(file.name, now)}"`)
      .header('x-total-count', String(file.total))
      .header('cache-control', 'no-store')
      // Read by the dashboard, also when it calls the API from another origin (CORS_ORIGINS).
      .header('access-control-expose-headers', 'Content-Disposition, X-Total-Count')
      .send(stringifier)
  );
}
