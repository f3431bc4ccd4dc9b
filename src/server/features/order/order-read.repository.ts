import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { OrderItemStatus } from '#shared/common/constants';
import { escapeLike } from '#shared/common/text';

import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
  type OrderItemRow,
  type OrderItemStatusRow,
  type OrderRow,
} from './order.table';

/** The orders holding at least one item a brand sold. */
export function soldBy(db: DbOrTx, brandId: string): SQL {
  return inArray(
    orders.id,
    db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.brandId, brandId)),
  );
}

/** The dashboard table's filters (decision 0044); days are UTC, `to` inclusive. */
export interface OrderFilter {
  /** The order's number, as the store writes it. */
  number?: string;
  /** Part of the customer's name or email (the trigram indexes). */
  customer?: string;
  status?: OrderItemStatus;
  from?: string;
  to?: string;
  /** The orders holding this brand's items. */
  brandId?: string;
}

export function orderFilter(db: DbOrTx, filter: OrderFilter, scopeBrand?: string): SQL | undefined {
  const like = filter.customer ? `%${escapeLike(filter.customer)}%` : null;
  const byCustomer = like
    ? or(ilike(orders.contactName, like), ilike(orders.contactEmail, like))
    : undefined;
  const byNumber = filter.number ? eq(orders.number, filter.number) : undefined;
  // An item in this status: the merchant's own items only, for a merchant.
  const itemBrand = scopeBrand ?? filter.brandId;
  return and(
    byNumber && byCustomer ? or(byNumber, byCustomer) : (byNumber ?? byCustomer),
    filter.brandId ? soldBy(db, filter.brandId) : undefined,
    filter.from
      ? gte(orders.created, sql`(${filter.from}::date)::timestamp at time zone 'UTC'`)
      : undefined,
    filter.to
      ? lt(orders.created, sql`(${filter.to}::date + 1)::timestamp at time zone 'UTC'`)
      : undefined,
    filter.status
      ? exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .where(
              and(
                eq(orderItems.orderId, orders.id),
                eq(orderItems.status, filter.status),
                itemBrand ? eq(orderItems.brandId, itemBrand) : undefined,
              ),
            ),
        )
      : undefined,
  );
}

/**
 * A page of orders, newest first (ids are UUIDv7): of one user, of the ones holding a brand's
 * items, or of the whole store.
 */
export async function listOrders(
  db: DbOrTx,
  options: {
    userId?: string;
    brandId?: string;
    offset: number;
    limit: number;
    filter?: OrderFilter;
  },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    options.userId ? eq(orders.userId, options.userId) : undefined,
    options.brandId ? soldBy(db, options.brandId) : undefined,
    options.filter ? orderFilter(db, options.filter, options.brandId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The order with this number, written as the store writes it ("EKO-10042"). */
export async function findOrderByNumber(db: DbOrTx, number: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return rows[0] ?? null;
}

/** The items of some orders (only those a brand sold, when given), in the order they were bought. */
export async function itemsOfOrders(
  db: DbOrTx,
  orderIds: readonly string[],
  brandId?: string,
): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, [...orderIds]),
        brandId ? eq(orderItems.brandId, brandId) : undefined,
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** Every status the items have had, oldest first. */
export async function historyOfItems(
  db: DbOrTx,
  itemIds: readonly string[],
): Promise<OrderItemStatusRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(orderItemStatusHistory)
    .where(inArray(orderItemStatusHistory.orderItemId, [...itemIds]))
    .orderBy(asc(orderItemStatusHistory.id));
}
