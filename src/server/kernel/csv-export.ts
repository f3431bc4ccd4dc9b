import { v7 as uuidv7 } from 'uuid';

/*
 * A CSV export as the services produce it (issue 25, decision 0046): how many rows will come
 * (counted first, for the dashboard's progress), the header and the rows, read from the
 * database a batch at a time by a keyset on the ids (UUIDv7: creation order). The HTTP side
 * (http/csv.ts) writes it; nothing here knows about Fastify or the file's format.
 */

/** One cell: text from people (neutralised when written), a number, or empty. */
export type CsvCell = string | number | null;
export type CsvRow = readonly CsvCell[];

export interface CsvExport {
  /** The file's name without the date and extension: "orders", "order-items". */
  name: string;
  header: readonly string[];
  /** The rows to come, counted before the first is read. */
  total: number;
  /**
   * The rows, a batch at a time as they are read: the writer turns each batch into one piece
   * of text, not one write per row.
   */
  batches: AsyncIterable<readonly CsvRow[]>;
}

/**
 * Rows read per query: large enough that the per-query and per-write costs fade (a batch of
 * orders is about 75 KB of CSV), small enough to keep memory flat. Measured on 100,000 orders
 * (bench/parts/dashboard.mjs): 500 streams about 48,000 rows/s with the server's memory up by
 * 7 to 10 MB; 1,000 is no faster and grew it by 62 to 70 MB, each batch's rows and parsed
 * addresses outliving a young-generation collection.
 */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Reads rows a batch at a time after the last id read (`after` null: from the start), until a
 * batch comes back short, and yields each batch that holds rows. The next batch's query runs
 * while the reader takes the current one (the database works while the server writes), and no
 * further: a slow reader makes the server hold two batches at most, and a reader that stops
 * (`return()`, as a closed connection does) stops the queries once the one in flight is done.
 */
export async function* keysetBatches<Row>(
  read: (after: string | null, limit: number) => Promise<readonly Row[]>,
  idOf: (row: Row) => string,
  size: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<readonly Row[]> {
  let next: Promise<readonly Row[]> | null = read(null, size);
  try {
    while (next) {
      const batch: readonly Row[] = await next;
      const last = batch.at(-1);
      next = batch.length < size || last === undefined ? null : read(idOf(last), size);
      if (batch.length > 0) yield batch;
    }
  } finally {
    // A reader that left early: the query in flight ends before the generator does.
    await next?.catch(() => undefined);
  }
}

/** Each batch of `batches` as the file's rows. */
export async function* mapBatches<Row>(
  batches: AsyncIterable<readonly Row[]>,
  toRow: (row: Row) => CsvRow,
): AsyncGenerator<readonly CsvRow[]> {
  for await (const batch of batches) yield batch.map(toRow);
}

/**
 * The id no row of the export reaches: an id made now. Rows created while the file streams have
 * later ids, so the count and the rows describe the same set (UUIDv7: ids grow with time).
 */
export function exportFence(): string {
  return uuidv7();
}

/** The rows of an export that finds nothing (a merchant without a brand). */
export async function* noRows(): AsyncGenerator<readonly CsvRow[]> {
  // Nothing to read.
}

/** Money in whole cents as the file writes it: dollars with 2 decimals ("349.50"). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A moment as the file writes it: "2026-11-27 09:05", UTC (the header says so). */
export function csvDate(date: Date | null): string {
  return date ? date.toISOString().slice(0, 16).replace('T', ' ') : '';
}

/** The file's name for today: "orders-2026-11-27.csv" (the UTC day of the export). */
export function csvFilename(name: string, now: Date = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
