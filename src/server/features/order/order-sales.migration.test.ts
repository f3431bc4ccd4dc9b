import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { pgliteDatabase, postgresDatabase, type Database, type Schema } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { recomputedSales, rolledUpSales } from '../../test/order-sales-helpers';

/** The migration that adds the overview's rollup, found by its name. */
const ROLLUP_TAG_SUFFIX = '_order_sales_rollup';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A copy of drizzle/ holding only the migrations before the rollup's. */
async function migrationsBeforeRollup(): Promise<string> {
  const source = migrationsFolder();
  const journal = JSON.parse(
    await readFile(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(ROLLUP_TAG_SUFFIX));
  expect(at, 'the rollup migration').toBeGreaterThan(0);
  const before = journal.entries.slice(0, at);
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-rollup-'));
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
 * An order as the store wrote them before the rollup: the rows it needs (a user, a cart, a paid
 * checkout session), its items (the brand's or none, some cancelled) and returns in each state.
 */
async function legacyOrder(
  database: Database,
  created: string,
  items: ReadonlyArray<{ brandId: string | null; quantity: number; cents: number; status: string }>,
  returns: ReadonlyArray<{
    item: number;
    kind: string;
    status: string;
    quantity: number;
    cents: number;
  }> = [],
): Promise<string> {
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
  const itemIds: string[] = [];
  for (const item of items) {
    const id = randomUUID();
    itemIds.push(id);
    await database.db.execute(sql`
      insert into order_items (id, order_id, brand_id, product_name, product_slug,
        product_price_cents, size, quantity, purchase_price_cents, total_price_cents, status)
      values (${id}, ${orderId}, ${item.brandId}, 'Agbada', 'agbada', ${item.cents / item.quantity},
        'M', ${item.quantity}, ${item.cents / item.quantity}, ${item.cents}, ${item.status})`);
  }
  for (const row of returns) {
    await database.db.execute(sql`
      insert into order_returns (id, kind, order_id, order_item_id, user_id, quantity, reason, status,
        amount_cents, currency, payment_provider)
      values (${randomUUID()}, ${row.kind}, ${orderId}, ${itemIds[row.item]}, ${userId}, ${row.quantity}, 'Too small',
        ${row.status}, ${row.cents}, 'usd', 'test')`);
  }
  return orderId;
}

let database: Database;
let folder: string;

beforeAll(async () => {
  database = await emptyDatabase();
  folder = await migrationsBeforeRollup();
});
afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the migration that adds the overview's rollup", () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('fills it from the orders already there with the figures the old queries gave', async () => {
    await migrateFrom(database, folder);
    const [brandA, brandB] = [randomUUID(), randomUUID()];
    await database.db.execute(sql`insert into brands (id, name, slug) values
      (${brandA}, 'Agbada House', 'agbada-house'), (${brandB}, 'Cap Co', 'cap-co')`);
    await legacyOrder(
      database,
      '2026-01-05T23:59:59Z',
      [
        { brandId: brandA, quantity: 2, cents: 8000, status: 'Delivered' },
        { brandId: brandB, quantity: 1, cents: 2500, status: 'Cancelled' },
      ],
      [
        { item: 0, kind: 'return', status: 'refunded', quantity: 1, cents: 4000 },
        { item: 0, kind: 'return', status: 'requested', quantity: 1, cents: 4000 },
        { item: 1, kind: 'cancellation', status: 'refunded', quantity: 1, cents: 2500 },
      ],
    );
    await legacyOrder(database, '2026-01-06T00:00:00Z', [
      { brandId: brandB, quantity: 3, cents: 7500, status: 'Shipped' },
      { brandId: null, quantity: 1, cents: 1000, status: 'Not processed' },
    ]);
    // Every item cancelled: the order counts nowhere.
    await legacyOrder(database, '2026-01-06T12:00:00Z', [
      { brandId: brandA, quantity: 1, cents: 4000, status: 'Cancelled' },
    ]);
    const before = await recomputedSales(database.db);
    expect(before.sales).toHaveLength(3);

    await migrateFrom(database, migrationsFolder());

    expect(await rolledUpSales(database.db)).toEqual(before);
    expect(before.orders).toEqual(
      [
        `2026-01-05 ${brandA} orders=1`,
        '2026-01-05 ffffffff-ffff-ffff-ffff-ffffffffffff orders=1',
        '2026-01-06 00000000-0000-0000-0000-000000000000 orders=1',
        `2026-01-06 ${brandB} orders=1`,
        '2026-01-06 ffffffff-ffff-ffff-ffff-ffffffffffff orders=1',
      ].sort(),
    );

    // And the triggers keep it from there: the second order's items cancelled.
    await database.db.execute(sql`update order_items set status = 'Cancelled'
      where status in ('Shipped', 'Not processed')`);
    const after = await recomputedSales(database.db);
    expect(await rolledUpSales(database.db)).toEqual(after);
    expect(after.orders).toHaveLength(2);
  });
});
