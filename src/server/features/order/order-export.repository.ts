import { and, asc, count, eq, gt, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { products } from '../product/product.table';
import { itemInStatus, orderFilter, type OrderFilter } from './order-read.repository';
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

function ordersWhere(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null = null,
): SQL | undefined {
  // A brand's orders after the last one read: the brand's index from there on
  // (order_items_brand_idx is brand, then order), not from its first item each batch.
  const sold = scope.brandId
    ? inArray(
        orders.id,
        db
          .select({ orderId: orderItems.orderId })
          .from(orderItems)
          .where(
            and(
              eq(orderItems.brandId, scope.brandId),
              after ? gt(orderItems.orderId, after) : undefined,
              lt(orderItems.orderId, scope.fence),
            ),
          ),
      )
    : undefined;
  return and(
    lt(orders.id, scope.fence),
    after ? gt(orders.id, after) : undefined,
    sold,
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

/** The next batch of orders after `after`, oldest first (the query, to run or explain). */
export function exportOrdersAfter(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null,
  limit: number,
) {
  return db
    .select()
    .from(orders)
    .where(ordersWhere(db, scope, filter, after))
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
    filter.status ? itemInStatus(filter.status) : undefined,
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
export function exportItemsAfter(
  db: DbOrTx,
  scope: ExportScope,
  filter: OrderFilter,
  after: string | null,
  limit: number,
): Promise<ExportItemRow[]> & SQLWrapper {
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
