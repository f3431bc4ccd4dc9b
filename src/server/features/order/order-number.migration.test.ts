import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';

import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client';
import { emptyDatabase, migrateFrom, migrationsBefore } from '../../test/migration-helpers';
import { orders } from './order.table';

/** The migration that adds order numbers, found by its name so renumbering does not matter. */
const NUMBERS_TAG_SUFFIX = '_order_numbers';

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
  folder = await migrationsBefore(NUMBERS_TAG_SUFFIX);
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

    await migrateFrom(database);

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
