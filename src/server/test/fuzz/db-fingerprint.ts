import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';

/**
 * Tables a refused request may legitimately write: the rate limiter counts failed attempts too.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['rate_limits'];

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A cheap fingerprint of everything stored: per table its row count and an order-independent
 * sum of row hashes, in one query. Any insert, update or delete changes it (but for a hash
 * collision), so comparing two fingerprints tells whether a request stored anything.
 */
export async function createFingerprint(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`),
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING_TABLES.includes(name));
  const columns = tables.map(
    (name) =>
      sql`(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from ${sql.identifier(name)} t) as ${sql.identifier(name)}`,
  );
  const query = sql`select ${sql.join(columns, sql`, `)}`;
  return async () => rowsOf<Record<string, string>>(await db.execute(query))[0] ?? {};
}

/** The tables whose fingerprint differs. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
