import { and, eq, isNull } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
  type NewOrder,
  type NewOrderItem,
} from './order.table';

/** An order's id and the number people read. */
export interface PlacedOrderRef {
  id: string;
  number: string;
}

export async function findOrderOfSession(
  db: DbOrTx,
  checkoutSessionId: string,
): Promise<PlacedOrderRef | null> {
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutSessionId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOrderIdOfSession(
  db: DbOrTx,
  checkoutSessionId: string,
): Promise<string | null> {
  return (await findOrderOfSession(db, checkoutSessionId))?.id ?? null;
}

/**
 * The order row of a paid session, with the number the database gave it; null when the session
 * has one already (the unique checkout session makes a second insert for the same payment a
 * no-op). The number is never passed in: the orders table's default takes the next one.
 */
export async function insertOrder(
  db: DbOrTx,
  values: Omit<NewOrder, 'number'>,
): Promise<PlacedOrderRef | null> {
  const inserted = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.checkoutSessionId })
    .returning({ id: orders.id, number: orders.number });
  return inserted[0] ?? null;
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

/**
 * A guest's order by the SHA-256 of its link's token (decision 0056); null for anything else.
 */
export async function findOrderByGuestTokenHash(db: DbOrTx, tokenHash: string) {
  const rows = await db.select().from(orders).where(eq(orders.guestTokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/**
 * Moves every unclaimed guest order of `email` into the account, in the caller's transaction;
 * answers their ids. Conditional on the order still having no user: a second claim finds none.
 */
export async function claimGuestOrders(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.guestEmail, email)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}
