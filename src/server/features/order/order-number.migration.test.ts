import { rm } from 'node:fs/promises';

import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client';
import {
  emptyDatabase,
  legacyPaidOrder,
  migrateFrom,
  migrationsBefore,
} from '../../test/migration-helpers';
import { orders } from './order.table';

/** The migration that adds order numbers, found by its name so renumbering does not matter. */
const NUMBERS_TAG_SUFFIX = '_order_numbers';

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
      (await legacyPaidOrder(database, '2026-01-05T10:00:00Z')).orderId,
      (await legacyPaidOrder(database, '2026-02-05T10:00:00Z')).orderId,
      (await legacyPaidOrder(database, '2026-03-05T10:00:00Z')).orderId,
    ];

    await migrateFrom(database);

    const numbered = await database.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .orderBy(asc(orders.number));
    expect(numbered.map((row) => row.id).sort()).toEqual([...before].sort());
    expect(numbered.map((row) => row.number)).toEqual(['EKO-10001', 'EKO-10002', 'EKO-10003']);

    const { orderId: next } = await legacyPaidOrder(database, '2026-04-05T10:00:00Z');
    const rows = await database.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .orderBy(asc(orders.number));
    expect(rows.find((row) => row.id === next)?.number).toBe('EKO-10004');
  });
});
