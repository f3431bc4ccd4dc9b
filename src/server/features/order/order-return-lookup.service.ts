import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import type { DbOrTx, Tx } from '../../db/client';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
  type OrderItemRow,
  type OrderRow,
} from './order.table';

/**
 * What returns and refunds read of orders: an item with its order, when it was delivered (its
 * status history's latest Delivered row), whether it ever left the shop. Order owns these tables;
 * the return feature reads them only through this service, in its own transaction when it locks.
 */
export function createOrderReturnLookup() {
  return {
    async itemWithOrder(
      db: DbOrTx,
      itemId: string,
    ): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
      const rows = await db
        .select({ item: orderItems, order: orders })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, itemId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The item, locked until the transaction ends: returns of one item are asked one at a time. */
    async lockItem(tx: Tx, itemId: string): Promise<OrderItemRow | null> {
      const rows = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.id, itemId))
        .for('update');
      return rows[0] ?? null;
    },

    async order(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return rows[0] ?? null;
    },

    async itemsOfOrder(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },

    async itemsByIds(
      db: DbOrTx,
      itemIds: readonly string[],
    ): Promise<Map<string, OrderItemRow & { orderNumber: string }>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ item: orderItems, orderNumber: orders.number })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(inArray(orderItems.id, [...itemIds]));
      return new Map(
        rows.map((row) => [row.item.id, { ...row.item, orderNumber: row.orderNumber }]),
      );
    },

    /** When each item was (last) marked Delivered, from its status history. */
    async deliveredAt(db: DbOrTx, itemIds: readonly string[]): Promise<Map<string, Date>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: orderItemStatusHistory.orderItemId, at: orderItemStatusHistory.created })
        .from(orderItemStatusHistory)
        .where(
          and(
            inArray(orderItemStatusHistory.orderItemId, [...itemIds]),
            eq(orderItemStatusHistory.status, 'Delivered'),
          ),
        )
        .orderBy(desc(orderItemStatusHistory.id));
      const latest = new Map<string, Date>();
      for (const row of rows) if (!latest.has(row.itemId)) latest.set(row.itemId, row.at);
      return latest;
    },

    /** The items that were ever Shipped or Delivered (their history says so). */
    async everSent(db: DbOrTx, itemIds: readonly string[]): Promise<Set<string>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ itemId: orderItemStatusHistory.orderItemId })
        .from(orderItemStatusHistory)
        .where(
          and(
            inArray(orderItemStatusHistory.orderItemId, [...itemIds]),
            inArray(orderItemStatusHistory.status, ['Shipped', 'Delivered']),
          ),
        );
      return new Set(rows.map((row) => row.itemId));
    },
  };
}
export type OrderReturnLookup = ReturnType<typeof createOrderReturnLookup>;
