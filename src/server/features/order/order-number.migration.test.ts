import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { pgliteDatabase, postgresDatabase, type Database, type Schema } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { orders } from './order.table';

/** The migration that adds order numbers, found by its name so renumbering does not matter. */
const NUMBERS_TAG_SUFFIX = '_order_numbers';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A copy of drizzle/ holding only the migrations before the one that adds order numbers. */
async function migrationsBeforeNumbers(): Promise<string> {
  const source = migrationsFolder();
  const journal = JSON.parse(
    await readFile(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(NUMBERS_TAG_SUFFIX));
  expect(at, 'the order numbers migration').toBeGreaterThan(0);
  const before = journal.entries.slice(0, at);
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-numbers-'));
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

async function migrateFrom(database: Database, folder: string): Promise<void> {
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

/** An empty database (PGlite, or a new PostgreSQL database with TEST_DATABASE_URL). */
async function emptyDatabase(): Promise<Database> {
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
 * An order as the store wrote them before orders had numbers: the rows it needs (a user, a cart,
 * a paid checkout session), written with the columns of that time only.
 */
async function legacyOrder(database: Database, created: string): Promise<string> {
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
  return orderId;
}

let database: Database;
let folder: string;

beforeAll(async () => {
  database = await emptyDatabase();
  folder = await migrationsBeforeNumbers();
});
afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the migration that adds order numbers', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('numbers the orders already there, and the database numbers the next one after them', async () => {
    await migrateFrom(database, folder);
    const before = [
      await legacyOrder(database, '2026-01-05T10:00:00Z'),
      await legacyOrder(database, '2026-02-05T10:00:00Z'),
      await legacyOrder(database, '2026-03-05T10:00:00Z'),
    ];

    await migrateFrom(database, migrationsFolder());

    const numbered = await database.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .orderBy(asc(orders.number));
    expect(numbered.map((row) => row.id).sort()).toEqual([...before].sort());
    expect(numbered.map((row) => row.number)).toEqual(['EKO-10001', 'EKO-10002', 'EKO-10003']);

    const next = await legacyOrder(database, '2026-04-05T10:00:00Z');
    const rows = await database.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .orderBy(asc(orders.number));
    expect(rows.find((row) => row.id === next)?.number).toBe('EKO-10004');
  });
});
