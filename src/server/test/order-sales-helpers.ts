import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

import type { DbOrTx } from '../db/client';

/**
 * The overview's figures computed from the raw rows as the store computed them before the
 * rollup (decision 0043): per UTC day of the order, brand and product, every item but a cancelled
 * one at the price paid, less its refunded returns; and per day and scope (the store, or a
 * brand), the orders with at least one such item.
 */
export async function recomputedSales(db: DbOrTx) {
  const sales = await db.execute<{
    day: string;
    brand: string;
    product: string;
    units: string;
    cents: string;
  }>(sql`
    select to_char((o.created at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      coalesce(i.brand_id, '00000000-0000-0000-0000-000000000000') as brand,
      coalesce(i.product_id, '00000000-0000-0000-0000-000000000000') as product,
      sum(i.quantity - coalesce((select sum(r.quantity) from order_returns r
        where r.order_item_id = i.id and r.kind = 'return' and r.status = 'refunded'), 0))::text
        as units,
      sum(i.total_price_cents - coalesce((select sum(r.amount_cents) from order_returns r
        where r.order_item_id = i.id and r.kind = 'return' and r.status = 'refunded'), 0))::text
        as cents
    from order_items i join orders o on o.id = i.order_id
    where i.status <> 'Cancelled'
    group by 1, 2, 3`);
  const orders = await db.execute<{ day: string; scope: string; orders: string }>(sql`
    select to_char((o.created at time zone 'UTC')::date, 'YYYY-MM-DD') as day, s.scope,
      count(distinct o.id)::text as orders
    from order_items i join orders o on o.id = i.order_id
    cross join lateral (values ('ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid),
      (coalesce(i.brand_id, '00000000-0000-0000-0000-000000000000'))) as s (scope)
    where i.status <> 'Cancelled'
    group by 1, 2`);
  return normalised(rowsOf(sales), rowsOf(orders));
}

/** The same figures as the rollup tables hold them (rows that came back to zero left out). */
export async function rolledUpSales(db: DbOrTx) {
  const sales = await db.execute<{
    day: string;
    brand: string;
    product: string;
    units: string;
    cents: string;
  }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, brand_key as brand, product_key as product,
      units::text, cents::text
    from order_sales_daily where units <> 0 or cents <> 0`);
  const orders = await db.execute<{ day: string; scope: string; orders: string }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, scope_key as scope, orders::text
    from order_orders_daily where orders <> 0`);
  return normalised(rowsOf(sales), rowsOf(orders));
}

/** A query's rows, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function normalised(
  sales: ReadonlyArray<{
    day: string;
    brand: string;
    product: string;
    units: string;
    cents: string;
  }>,
  orders: ReadonlyArray<{ day: string; scope: string; orders: string }>,
) {
  return {
    sales: sales
      .map((row) => `${row.day} ${row.brand} ${row.product} units=${row.units} cents=${row.cents}`)
      .filter((line) => !line.endsWith('units=0 cents=0'))
      .sort(),
    orders: orders.map((row) => `${row.day} ${row.scope} orders=${row.orders}`).sort(),
  };
}

/**
 * The rollup equals a recomputation from the raw rows, nothing is left staged, and no order's
 * live-item counter is off from its items.
 */
export async function expectRollupExact(db: DbOrTx): Promise<void> {
  const expected = await recomputedSales(db);
  expect(await rolledUpSales(db)).toEqual(expected);
  const staged = await db.execute<{ n: string }>(sql`
    select ((select count(*) from order_sales_pending) + (select count(*) from order_live_pending))::text as n`);
  expect(rowsOf<{ n: string }>(staged)[0]!.n).toBe('0');
  const off = await db.execute<{ order_id: string }>(sql`
    select l.order_id from order_scope_live l
    where l.live_items <> (select count(*) from order_items i where i.order_id = l.order_id
      and i.status <> 'Cancelled' and (l.scope_key = 'ffffffff-ffff-ffff-ffff-ffffffffffff'
        or coalesce(i.brand_id, '00000000-0000-0000-0000-000000000000') = l.scope_key))`);
  expect(rowsOf(off)).toEqual([]);
}
