import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

import type { TestApp } from './test-app';

export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface CsvAnswer {
  status: number;
  headers: Record<string, unknown>;
  /** The raw bytes, as a spreadsheet opens them. */
  bytes: Buffer;
  /** The header row. */
  header: string[];
  /** Every row after the header, as csv-parse reads them. */
  rows: string[][];
  /** The rows by column name. */
  records: Array<Record<string, string>>;
  /** The JSON error body of a refusal. */
  error?: { error: string; code: string };
}

/** GET an export and read it back with a real CSV parser (csv-parse, BOM aware). */
export async function getCsv(t: TestApp, url: string, token?: string): Promise<CsvAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: token } : {},
  });
  const bytes = res.rawPayload;
  if (res.statusCode !== 200) {
    return {
      status: res.statusCode,
      headers: res.headers,
      bytes,
      header: [],
      rows: [],
      records: [],
      error: res.json(),
    };
  }
  const all = parse(bytes, { bom: true, relax_column_count: false }) as string[][];
  const [header = [], ...rows] = all;
  const records = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]!])));
  return { status: res.statusCode, headers: res.headers, bytes, header, rows, records };
}

/** The headers every export answers with, and the X-Total-Count matching the rows sent. */
export function expectCsvHeaders(answer: CsvAnswer, name: string): void {
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  const day = new Date().toISOString().slice(0, 10);
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="${name}-${day}.csv"`);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(Number(answer.headers['x-total-count'])).toBe(answer.rows.length);
  expect(answer.bytes.subarray(0, 3).equals(BOM), 'the BOM is the first bytes').toBe(true);
}
