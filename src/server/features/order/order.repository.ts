import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
  type NewOrder,
  type NewOrderItem,
} from './order.table';

export async function findOrderIdOfSession(
  db: DbOrTx,
  checkoutSessionId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutSessionId))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * The order row of a paid session; null when the session has one already (the unique checkout
 * session makes a second insert for the same payment a no-op).
 */
export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<string | null> {
  const inserted = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.checkoutSessionId })
    .returning({ id: orders.id });
  return inserted[0]?.id ?? null;
}

/** An order's items, all Not processed, and that first status in their history. */
export async function insertItems(db: DbOrTx, items: ReadonlyArray<NewOrderItem>): Promise<void> {
  const inserted = await db
    .insert(orderItems)
    .values([...items])
    .returning({ id: orderItems.id });
  await db
    .insert(orderItemStatusHistory)
    .values(inserted.map((item) => ({ orderItemId: item.id, status: 'Not processed' as const })));
}
