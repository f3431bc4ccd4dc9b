import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';

import type { DbOrTx } from '../db/client';
import { orderItems, orderItemStatusHistory, orders } from '../features/order/order.table';
import { checkedOut, placeOrder, pressTestPage, type Line } from './checkout-helpers';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

export interface PaidOrder {
  orderId: string;
  /** The number the database gave it ("EKO-10042"). */
  number: string;
  cartId: string;
}

/** The number of a stored order ("EKO-10042"). */
export async function numberOfOrder(db: DbOrTx, orderId: string): Promise<string> {
  const rows = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!rows[0]) throw new Error(`No order ${orderId}.`);
  return rows[0].number;
}

/**
 * A paid order made the way a shopper makes one: server cart, checkout session, Pay Now on the
 * test provider's page, then POST /api/order/add.
 */
export async function paidOrder(
  t: TestApp,
  shopper: TestUser,
  lines: readonly Line[],
): Promise<PaidOrder> {
  const { cartId, url } = await checkedOut(t, shopper, lines);
  const paid = await pressTestPage(t, url, 'pay');
  expect(paid.status).toBe(303);
  const res = await placeOrder(t, shopper, cartId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderId = res.body.order._id as string;
  return { orderId, number: await numberOfOrder(t.db, orderId), cartId };
}

/** An order's items as stored, in the order they were bought. */
export async function itemsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The stored status history of some items, oldest first. */
export async function historyOf(db: DbOrTx, itemIds: readonly string[]) {
  return db
    .select()
    .from(orderItemStatusHistory)
    .where(inArray(orderItemStatusHistory.orderItemId, [...itemIds]))
    .orderBy(asc(orderItemStatusHistory.id));
}
