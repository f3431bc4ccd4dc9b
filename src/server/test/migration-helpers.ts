import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject } from 'vitest';

import { pgliteDatabase, postgresDatabase, type Database, type Schema } from '../db/client';
import { migrationsFolder } from '../db/migrate';

/*
 * What a migration test needs to start from the store's schema as it was before one migration:
 * an empty database, a copy of drizzle/ cut before that migration, and the migrator of the
 * database's kind. The test then writes rows as the older store did and migrates the rest.
 */

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/**
 * A temporary copy of drizzle/ holding only the migrations before the one whose tag ends with
 * `tagSuffix` (found by name, so renumbering does not matter). The caller removes the folder.
 */
export async function migrationsBefore(tagSuffix: string): Promise<string> {
  const source = migrationsFolder();
  const journal = JSON.parse(
    await readFile(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  expect(at, `the migration *${tagSuffix}`).toBeGreaterThan(0);
  const before = journal.entries.slice(0, at);
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: before }),
  );
  for (const entry of before) {
    await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** Applies the migrations in `folder` (all of drizzle/ by default) not yet applied. */
export async function migrateFrom(
  database: Database,
  folder: string = migrationsFolder(),
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: folder,
    });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: folder,
    });
  }
}

/** An empty database: PGlite, or a new PostgreSQL database with TEST_DATABASE_URL. */
export async function emptyDatabase(): Promise<Database> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    return pgliteDatabase(await PGlite.create({ extensions: { pg_trgm } }));
  }
  const name = `${inject('postgresPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString(), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A paid order as the store wrote them before order numbers, with the rows it needs (a user, a
 * cart, a paid checkout session), written with the columns of that time only.
 */
export async function legacyPaidOrder(
  database: Database,
  created: string,
): Promise<{ orderId: string; userId: string }> {
  const [userId, cartId, sessionId, orderId] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  await database.db.execute(
    sql`insert into users (id, email) values (${userId}, ${`${userId}@example.test`})`,
  );
  await database.db.execute(sql`insert into carts (id, user_id) values (${cartId}, ${userId})`);
  await database.db.execute(sql`
    insert into checkout_sessions (id, cart_id, user_id, provider, status, currency,
      subtotal_cents, shipping_cents, total_cents, contact_name, contact_email, contact_phone,
      items, idempotency_key, expires_at)
    values (${sessionId}, ${cartId}, ${userId}, 'test', 'paid', 'usd', 1000, 500, 1500,
      'Ada Obi', 'ada@example.test', '', '[]'::jsonb, ${sessionId}, now())`);
  await database.db.execute(sql`
    insert into orders (id, user_id, cart_id, checkout_session_id, currency, subtotal_cents,
      shipping_cents, total_cents, payment_provider, contact_name, contact_email, contact_phone,
      created)
    values (${orderId}, ${userId}, ${cartId}, ${sessionId}, 'usd', 1000, 500, 1500, 'test',
      'Ada Obi', 'ada@example.test', '', ${created}::timestamptz)`);
  return { orderId, userId };
}
