import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client';
import {
  emptyDatabase,
  legacyPaidOrder,
  migrateFrom,
  migrationsBefore,
} from '../../test/migration-helpers';
import { recomputedSales, rolledUpSales } from '../../test/order-sales-helpers';

/** The migration that adds the overview's rollup, found by its name. */
const ROLLUP_TAG_SUFFIX = '_order_sales_rollup';

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
  const { orderId, userId } = await legacyPaidOrder(database, created);
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
  folder = await migrationsBefore(ROLLUP_TAG_SUFFIX);
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

    await migrateFrom(database);

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
