import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import type { DbOrTx } from '../db/client';
import { orderItemStatusHistory } from '../features/order/order.table';
import { orderReturns } from '../features/return/return.table';
import type { TestUser } from './factories';
import type { PaidOrder } from './order-helpers';
import type { TestApp } from './test-app';

/** Sets an item's status the way an admin does it today (PUT /api/order/status/item/:itemId). */
export async function setStatus(
  t: TestApp,
  admin: TestUser,
  order: PaidOrder,
  itemId: string,
  status: 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled',
) {
  const res = await t.put(
    `/api/order/status/item/${itemId}`,
    { orderId: order.orderId, cartId: order.cartId, status },
    admin.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Shipped, then Delivered, as an admin marks them. */
export async function deliver(t: TestApp, admin: TestUser, order: PaidOrder, itemId: string) {
  await setStatus(t, admin, order, itemId, 'Shipped');
  await setStatus(t, admin, order, itemId, 'Delivered');
}

/** Moves an item's delivery (its Delivered history rows) `days` days back. */
export async function deliveredDaysAgo(db: DbOrTx, itemId: string, days: number) {
  await db
    .update(orderItemStatusHistory)
    .set({ created: sql`now() - make_interval(days => ${days})` })
    .where(
      and(
        eq(orderItemStatusHistory.orderItemId, itemId),
        eq(orderItemStatusHistory.status, 'Delivered'),
      ),
    );
}

export function askReturn(
  t: TestApp,
  shopper: TestUser,
  itemId: string,
  quantity = 1,
  reason = 'Does not fit',
) {
  return t.post('/api/return', { itemId, quantity, reason, note: 'Too narrow' }, shopper.token);
}

export async function returnRow(db: DbOrTx, id: string) {
  const rows = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return rows[0]!;
}

/** As a server that died while asking the provider leaves it: its lease long past. */
export async function leaseRunOut(db: DbOrTx, id: string) {
  await db
    .update(orderReturns)
    .set({ refundAttemptAt: sql`now() - interval '1 hour'` })
    .where(eq(orderReturns.id, id));
}
