import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** A new connection that takes longer than this fails: requests answer 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5000;

export function postgresDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While PostgreSQL is unreachable a query fails fast (decision 0026) rather than waiting for
    // a connection; TCP keepalive finds a connection whose server vanished without a word.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // No JIT compilation: the dashboard's aggregates over a year of orders cross its cost
    // threshold, and compiling them took longer than running them (2.6 s of JIT for a 1.3 s
    // query on 100,000 orders, bench/results/dashboard.json). The store runs short queries only.
    options: '-c jit=off',
  });
  // An idle connection that PostgreSQL closes (restart, failover, terminated backend) is an
  // 'error' event on the pool. pg-pool has already dropped that client and connects afresh on
  // the next query, but an 'error' event without a listener would crash the whole process.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** PGlite in `<dataDir>/db` unless a PostgreSQL URL is given. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
  const dir = path.join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  return pgliteDatabase(client);
}

export { schema };
