import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

import { TO_SHIP_STATUSES } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { products } from '../product/product.table';
import { NO_KEY, orderOrdersDaily, orderSalesDaily, STORE_SCOPE } from './order-sales.table';
import { orderItems } from './order.table';

/** Whose sales: the whole store's, or the items one brand sold. */
export type SalesScope = { kind: 'store' } | { kind: 'brand'; brandId: string };

function inScope(scope: SalesScope, condition: SQL | undefined): SQL | undefined {
  return scope.kind === 'store' ? condition : and(eq(orderItems.brandId, scope.brandId), condition);
}

/** The UTC day of an instant at a day's start, as the rollup's `day` (YYYY-MM-DD). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Rollup rows of days in [from, to), in scope (a brand's rows, or all of the store's). */
function salesWhere(scope: SalesScope, from: Date, to: Date): SQL | undefined {
  return and(
    gte(orderSalesDaily.day, dayOf(from)),
    lt(orderSalesDaily.day, dayOf(to)),
    scope.kind === 'brand' ? eq(orderSalesDaily.brandKey, scope.brandId) : undefined,
  );
}

const netCents = sql<string>`sum(${orderSalesDaily.cents})`;
const netUnits = sql<string>`sum(${orderSalesDaily.units})`;

export interface SalesDayRow {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  cents: number;
  units: number;
  orders: number;
}

/**
 * Sales, units and orders per UTC day of orders placed in [from, to); days without a sale absent.
 * Read from the daily rollup (decision 0050), which counts what decision 0043 counts: every item
 * of a paid order but a cancelled one, at the price paid, less its refunded returns.
 */
export async function salesPerDay(
  db: DbOrTx,
  scope: SalesScope,
  from: Date,
  to: Date,
): Promise<SalesDayRow[]> {
  const day = sql<string>`to_char(${orderSalesDaily.day}, 'YYYY-MM-DD')`;
  const [sales, counted] = await Promise.all([
    db
      .select({ day, cents: netCents, units: netUnits })
      .from(orderSalesDaily)
      .where(salesWhere(scope, from, to))
      .groupBy(orderSalesDaily.day),
    db
      .select({
        day: sql<string>`to_char(${orderOrdersDaily.day}, 'YYYY-MM-DD')`,
        orders: orderOrdersDaily.orders,
      })
      .from(orderOrdersDaily)
      .where(
        and(
          eq(orderOrdersDaily.scopeKey, scope.kind === 'brand' ? scope.brandId : STORE_SCOPE),
          gte(orderOrdersDaily.day, dayOf(from)),
          lt(orderOrdersDaily.day, dayOf(to)),
        ),
      ),
  ]);
  const byDay = new Map<string, SalesDayRow>();
  for (const row of sales) {
    byDay.set(row.day, {
      day: row.day,
      cents: Number(row.cents),
      units: Number(row.units),
      orders: 0,
    });
  }
  for (const row of counted) {
    const orders = Number(row.orders);
    const known = byDay.get(row.day);
    if (known) known.orders = orders;
    else byDay.set(row.day, { day: row.day, cents: 0, units: 0, orders });
  }
  return [...byDay.values()]
    .filter((row) => row.orders !== 0 || row.cents !== 0 || row.units !== 0)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export interface TopRow {
  id: string | null;
  name: string;
  units: number;
  cents: number;
}

/** A rollup key back to an id: the nil uuid stands for none (house product, product gone). */
const idOf = (key: string) => (key === NO_KEY ? null : key);

/**
 * The products that sold the most (net cents) in [from, to), at most `limit`. Named as the
 * product is now, or, once it is gone, as its items were sold.
 */
export async function topProducts(
  db: DbOrTx,
  scope: SalesScope,
  from: Date,
  to: Date,
  limit: number,
): Promise<TopRow[]> {
  const name = sql<string>`coalesce(max(${products.name}), (select max(i.product_name)
    from ${orderItems} i where i.product_id is not distinct from nullif(${orderSalesDaily.productKey}, ${NO_KEY}::uuid)), '')`;
  const rows = await db
    .select({ id: orderSalesDaily.productKey, name, units: netUnits, cents: netCents })
    .from(orderSalesDaily)
    .leftJoin(products, eq(products.id, orderSalesDaily.productKey))
    .where(salesWhere(scope, from, to))
    .groupBy(orderSalesDaily.productKey)
    .having(sql`${netUnits} <> 0 or ${netCents} <> 0`)
    .orderBy(desc(netCents), name)
    .limit(limit);
  return rows.map(numbers);
}

/** The brands that sold the most (net cents) in [from, to), at most `limit` (the store's). */
export async function topBrands(
  db: DbOrTx,
  from: Date,
  to: Date,
  limit: number,
): Promise<TopRow[]> {
  const name = sql<string>`coalesce(max(${brands.name}), '')`;
  const rows = await db
    .select({ id: orderSalesDaily.brandKey, name, units: netUnits, cents: netCents })
    .from(orderSalesDaily)
    .leftJoin(brands, eq(brands.id, orderSalesDaily.brandKey))
    .where(salesWhere({ kind: 'store' }, from, to))
    .groupBy(orderSalesDaily.brandKey)
    .having(sql`${netUnits} <> 0 or ${netCents} <> 0`)
    .orderBy(desc(netCents), name)
    .limit(limit);
  return rows.map(numbers);
}

function numbers(row: {
  id: string | null;
  name: string;
  units: string | number;
  cents: string | number;
}): TopRow {
  return {
    id: row.id === null ? null : idOf(row.id),
    name: row.name,
    units: Number(row.units),
    cents: Number(row.cents),
  };
}

/** How many items wait to be shipped, in scope (the partial index order_items_to_ship_idx). */
export async function countItemsToShip(db: DbOrTx, scope: SalesScope): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(orderItems)
    .where(inScope(scope, inArray(orderItems.status, [...TO_SHIP_STATUSES])));
  return Number(rows[0]?.n ?? 0);
}
