import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';

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
function soldBy(db: DbOrTx, brandId: string): SQL {
  return inArray(
    orders.id,
    db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.brandId, brandId)),
  );
}

/**
 * A page of orders, newest first (ids are UUIDv7): of one user, of the ones holding a brand's
 * items, or of the whole store.
 */
export async function listOrders(
  db: DbOrTx,
  options: { userId?: string; brandId?: string; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    options.userId ? eq(orders.userId, options.userId) : undefined,
    options.brandId ? soldBy(db, options.brandId) : undefined,
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
