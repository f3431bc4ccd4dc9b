import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { exportFence } from '../../kernel/csv-export';
import { paidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportItemsAfter, exportOrdersAfter } from './order-export.repository';

/*
 * On PostgreSQL (TEST_DATABASE_URL), with a few thousand orders: each export batch reads by an
 * index, never a full scan of orders or their items (decision 0046). PGlite plans alike but
 * is not where the store runs big.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let brandId: string;
let after: string;

/** The rows of a raw statement, whichever driver ran it. */
function plainRows(result: unknown): Array<Record<string, unknown>> {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >;
}

async function plan(query: SQLWrapper): Promise<string> {
  const rows = plainRows(await t.db.execute(sql`explain ${query}`));
  return rows.map((row) => String(Object.values(row)[0])).join('\n');
}

describe.runIf(onPostgres)('export batches on PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const merchant = await t.factories.merchant();
    const brand = await t.factories.brand({ merchant });
    brandId = brand.id;
    const product = await t.factories.product({ brand, inventory: 100 });
    const first = await paidOrder(t, await t.factories.member(), [{ product, quantity: 1 }]);
    expect(first.orderId).toBeTruthy();
    // UUIDv7-shaped ids, a few milliseconds apart, before now: as the store makes them.
    await t.db.execute(sql`
      create function pg_temp.v7(n int, k int) returns uuid language sql as $$
        select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-7' || substr(r, 1, 3) || '-8' ||
                substr(r, 4, 3) || '-' || substr(r, 7, 12))::uuid
        from (select lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint
                                 - 20000 + n * 3 + k), 12, '0') as h,
                     md5(random()::text) as r) as parts
      $$`);
    // 4,000 copies of that order and its item, each with its own session (ids in time order).
    await t.db.execute(sql`
      create temporary table copies as
        select n, pg_temp.v7(n, 0) as order_id, pg_temp.v7(n, 1) as session_id,
               pg_temp.v7(n, 2) as item_id
        from generate_series(1, 4000) as n`);
    const middle = await plainRows(
      await t.db.execute(sql`select order_id::text as id from copies where n = 2000`),
    );
    after = String(middle[0]?.id);
    await t.db.execute(sql`
      insert into checkout_sessions
      select (jsonb_populate_record(null::checkout_sessions, to_jsonb(s) || jsonb_build_object(
        'id', c.session_id, 'idempotency_key', 'copy-' || c.n,
        'provider_session_id', 'copy-' || c.n))).*
      from checkout_sessions s cross join copies c`);
    await t.db.execute(sql`
      insert into orders
      select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
        'id', c.order_id, 'checkout_session_id', c.session_id, 'number', 'COPY-' || c.n))).*
      from orders o cross join copies c`);
    await t.db.execute(sql`
      insert into order_items
      select (jsonb_populate_record(null::order_items, to_jsonb(i) || jsonb_build_object(
        'id', c.item_id, 'order_id', c.order_id))).*
      from order_items i cross join copies c`);
    await t.db.execute(sql`analyze orders`);
    await t.db.execute(sql`analyze order_items`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads orders and items by their indexes', async () => {
    expect(brandId).toBeTruthy();
    const fence = exportFence();
    for (const query of [
      exportOrdersAfter(t.db, { fence }, {}, null, 500),
      exportOrdersAfter(t.db, { fence }, {}, after, 500),
      exportOrdersAfter(t.db, { fence, brandId }, {}, after, 500),
      exportItemsAfter(t.db, { fence }, {}, after, 500),
      exportItemsAfter(t.db, { fence, brandId }, {}, after, 500),
    ]) {
      const text = await plan(query);
      expect(text).not.toMatch(/Seq Scan on (orders|order_items)\b/);
    }
  });
});
