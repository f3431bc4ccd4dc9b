import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

import type { OrderItemStatus } from '#shared/common/constants';

import type { DbOrTx, Tx } from '../../db/client';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
  type OrderItemRow,
  type OrderRow,
} from './order.table';

/** An item with its order, only when the three ids belong together. */
export async function findItemOfOrder(
  db: DbOrTx,
  ids: { itemId: string; orderId: string; cartId: string },
): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
  const rows = await db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orderItems.id, ids.itemId), eq(orders.id, ids.orderId), eq(orders.cartId, ids.cartId)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findItem(db: DbOrTx, id: string): Promise<OrderItemRow | null> {
  const rows = await db.select().from(orderItems).where(eq(orderItems.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every item of an order, locked until the transaction ends (in id order, like everyone). */
export async function lockItemsOfOrder(tx: Tx, orderId: string): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
    .for('update');
}

/** How a shipped item travels, given with Shipped. */
export interface Shipping {
  carrier: string;
  trackingNumber: string;
}

/** The first time an item reaches Shipped or Delivered; a later move there keeps the first. */
function reachedAt(status: OrderItemStatus) {
  if (status === 'Shipped') return { shippedAt: sql`coalesce(${orderItems.shippedAt}, now())` };
  if (status === 'Delivered') {
    return { deliveredAt: sql`coalesce(${orderItems.deliveredAt}, now())` };
  }
  return {};
}

/**
 * Moves an item to `status` only if it is in one of the `from` statuses, in one conditional
 * statement: of two requests racing on the same item, the second finds it moved and changes
 * nothing. Moving to Cancelled also marks the item restocked, which only ever happens once
 * (`restocked_at` is set from null here and nowhere else). Moving to Shipped records the
 * carrier and tracking number when given. The changed row, or null.
 */
export async function moveItem(
  tx: Tx,
  itemId: string,
  status: OrderItemStatus,
  from: readonly OrderItemStatus[],
  shipping: Shipping | null = null,
): Promise<OrderItemRow | null> {
  const allowed = from.filter((candidate) => candidate !== status);
  if (allowed.length === 0) return null;
  const isCancel = status === 'Cancelled';
  const rows = await tx
    .update(orderItems)
    .set({
      status,
      ...(isCancel && { restockedAt: sql`now()` }),
      ...reachedAt(status),
      ...(shipping && { carrier: shipping.carrier, trackingNumber: shipping.trackingNumber }),
    })
    .where(
      and(
        eq(orderItems.id, itemId),
        inArray(orderItems.status, allowed),
        isCancel ? isNull(orderItems.restockedAt) : undefined,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function appendHistory(
  tx: Tx,
  entries: ReadonlyArray<{
    orderItemId: string;
    status: OrderItemStatus;
    actorId: string;
    bySeller?: boolean;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(orderItemStatusHistory).values([...entries]);
}

/** How many items of the order are not cancelled. */
export async function countLiveItems(db: DbOrTx, orderId: string): Promise<number> {
  const rows = await db
    .select({ live: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, 'Cancelled')));
  return rows[0]?.live ?? 0;
}
