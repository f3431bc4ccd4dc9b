import { asc, count, desc, eq, inArray } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
  type OrderItemRow,
  type OrderItemStatusRow,
  type OrderRow,
} from './order.table';

/** A page of orders, newest first (ids are UUIDv7), of one user or of the whole store. */
export async function listOrders(
  db: DbOrTx,
  options: { userId?: string; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = options.userId ? eq(orders.userId, options.userId) : undefined;
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

/** The items of some orders, in the order they were bought. */
export async function itemsOfOrders(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
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
