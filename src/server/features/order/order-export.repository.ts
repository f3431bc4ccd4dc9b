import { and, asc, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { products } from '../product/product.table';
import { orderFilter, soldBy, type OrderFilter } from './order-read.repository';
import { orderItems, orders, type OrderItemRow, type OrderRow } from './order.table';

/*
 * The CSV exports' reads (decision 0046): the rows of the dashboard's filters, a batch at a time
 * in id order after the last id read (the primary key's index), up to the export's fence.
 */

/** Whose orders: the whole store (no brand), or the orders holding one brand's items. */
export interface ExportScope {
  brandId?: string;
  /** No row at or past this id (an id made when the export started). */
  fence: string;
}

function ordersWhere(db: DbOrTx, scope: ExportScope, filter: OrderFilter): SQL | undefined {
  return and(
    lt(orders.id, scope.fence),
    scope.brandId ? soldBy(db, scope.brandId) : undefined,
    orderFilter(db, filter, scope.brandId),
  );
}

export async function countExportOrders(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(orders)
    .where(ordersWhere(db, scope, filter));
  return rows[0]?.total ?? 0;
}

/** The next batch of orders after `after`, oldest first. */
export async function exportOrdersAfter(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(ordersWhere(db, scope, filter), after ? gt(orders.id, after) : undefined))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** An item with its order and what the file names: the product's sku and the brand's name. */
export interface ExportItemRow {
  item: OrderItemRow;
  order: OrderRow;
  sku: string | null;
  brand: string | null;
}

/**
 * The items file's rows: items of the orders the filters find (number or customer, days), the
 * item itself in the status asked for and of the brand asked for (a merchant: its own).
 */
function itemsWhere(db: DbOrTx, scope: ExportScope, filter: OrderFilter): SQL | undefined {
  const brandId = scope.brandId ?? filter.brandId;
  return and(
    lt(orderItems.id, scope.fence),
    brandId ? eq(orderItems.brandId, brandId) : undefined,
    filter.status ? eq(orderItems.status, filter.status) : undefined,
    orderFilter(db, { ...filter, status: undefined, brandId: undefined }),
  );
}

export async function countExportItems(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(itemsWhere(db, scope, filter));
  return rows[0]?.total ?? 0;
}

/** The next batch of items after `after`, oldest first, with their orders, in one query. */
export async function exportItemsAfter(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null,
  limit: number,
): Promise<ExportItemRow[]> {
  return db
    .select({
      item: orderItems,
      order: orders,
      sku: sql<string | null>`${products.sku}`,
      brand: sql<string | null>`${brands.name}`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(brands, eq(brands.id, orderItems.brandId))
    .where(and(itemsWhere(db, scope, filter), after ? gt(orderItems.id, after) : undefined))
    .orderBy(asc(orderItems.id))
    .limit(limit);
}
