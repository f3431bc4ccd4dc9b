import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';

import { pgliteDatabase, postgresDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or with
 * TEST_DATABASE_URL a new PostgreSQL database cloned from the migrated template.
 */
export async function createTestDatabase(
  options: {
    /**
     * PostgreSQL only: the address the store's pool connects to instead of the database's own
     * (a proxy in front of it that a test can cut); the database is still made and dropped
     * directly.
     */
    through?: (target: URL) => Promise<URL>;
  } = {},
): Promise<Database> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (postgresUrl && template) {
    const name = `${inject('postgresPrefix')}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const poolUrl = options.through ? await options.through(url) : url;
    const database = postgresDatabase(poolUrl.toString(), 20);
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: { pg_trgm },
  });
  return pgliteDatabase(client);
}
