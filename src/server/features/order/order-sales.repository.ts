import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';

import { TO_SHIP_STATUSES } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { orderReturns } from '../return/return.table';
import { orderItems, orders } from './order.table';

/** Whose sales: the whole store's, or the items one brand sold. */
export type SalesScope = { kind: 'store' } | { kind: 'brand'; brandId: string };

function inScope(scope: SalesScope, condition: SQL | undefined): SQL | undefined {
  return scope.kind === 'store' ? condition : and(eq(orderItems.brandId, scope.brandId), condition);
}

/** What was refunded of an item's returned units (cents, units); a cancellation is not a return. */
const refundedOf = (column: 'amount_cents' | 'quantity') =>
  sql<number>`coalesce((select sum(r.${sql.raw(column)}) from ${orderReturns} r
    where r.order_item_id = ${orderItems.id} and r.kind = 'return' and r.status = 'refunded'), 0)`;

/**
 * What counts as sold (decision 0043): every item of a paid order but a cancelled one, at the
 * price paid, less what its refunded returns gave back; its units less the refunded units.
 */
const netCents = sql<string>`sum(${orderItems.totalPriceCents} - ${refundedOf('amount_cents')})`;
const netUnits = sql<string>`sum(${orderItems.quantity} - ${refundedOf('quantity')})`;

/** Items of orders placed in [from, to) that count as sold, in scope. */
function soldWhere(scope: SalesScope, from: Date, to: Date) {
  return inScope(
    scope,
    and(gte(orders.created, from), lt(orders.created, to), ne(orderItems.status, 'Cancelled')),
  );
}

export interface SalesDayRow {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  cents: number;
  units: number;
  orders: number;
}

/** Sales, units and orders per UTC day of orders placed in [from, to); days without a sale absent. */
export async function salesPerDay(
  db: DbOrTx,
  scope: SalesScope,
  from: Date,
  to: Date,
): Promise<SalesDayRow[]> {
  const day = sql<string>`to_char(${orders.created} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      cents: netCents,
      units: netUnits,
      orders: sql<string>`count(distinct ${orders.id})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(soldWhere(scope, from, to))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({
    day: row.day,
    cents: Number(row.cents),
    units: Number(row.units),
    orders: Number(row.orders),
  }));
}

export interface TopRow {
  id: string | null;
  name: string;
  units: number;
  cents: number;
}

/** The products that sold the most (net cents) in [from, to), at most `limit`. */
export async function topProducts(
  db: DbOrTx,
  scope: SalesScope,
  from: Date,
  to: Date,
  limit: number,
): Promise<TopRow[]> {
  const name = sql<string>`max(${orderItems.productName})`;
  const rows = await db
    .select({ id: orderItems.productId, name, units: netUnits, cents: netCents })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(soldWhere(scope, from, to))
    .groupBy(orderItems.productId)
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
    .select({ id: orderItems.brandId, name, units: netUnits, cents: netCents })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(brands, eq(brands.id, orderItems.brandId))
    .where(soldWhere({ kind: 'store' }, from, to))
    .groupBy(orderItems.brandId)
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
  return { id: row.id, name: row.name, units: Number(row.units), cents: Number(row.cents) };
}

/** How many items wait to be shipped, in scope (the partial index order_items_to_ship_idx). */
export async function countItemsToShip(db: DbOrTx, scope: SalesScope): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(orderItems)
    .where(inScope(scope, inArray(orderItems.status, [...TO_SHIP_STATUSES])));
  return Number(rows[0]?.n ?? 0);
}
