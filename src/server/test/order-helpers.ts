import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';

import type { DbOrTx } from '../db/client';
import { orderItems, orderItemStatusHistory, orders } from '../features/order/order.table';
import { linkIn } from './capture-mailer';
import {
  cartItemsOf,
  checkedOut,
  placeOrder,
  pressTestPage,
  TEST_DELIVERY,
  type Line,
} from './checkout-helpers';
import { uniqueEmail, type TestUser } from './factories';
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

/** A guest's order (decision 0056, on an app with GUEST_CHECKOUT on), paid on the test page. */
export interface GuestPaidOrder {
  sessionId: string;
  number: string;
  email: string;
  /** The token of the link in its confirmation mail. */
  token: string;
}

/** The body of POST /api/checkout/guest for a bag, as the guest checkout page sends it. */
export function guestCheckoutBody(email: string, lines: readonly Line[]) {
  return {
    email,
    name: 'Ngozi Eze',
    phone: '+2348035550142',
    cartItems: cartItemsOf(lines),
    address: TEST_DELIVERY,
    total: 1,
  };
}

/** A guest checks a bag out and pays it; the return's order number and the mailed link's token. */
export async function guestPaidOrder(
  t: TestApp,
  lines: readonly Line[],
  email = uniqueEmail('guest'),
): Promise<GuestPaidOrder> {
  const started = await t.post('/api/checkout/guest', guestCheckoutBody(email, lines));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await pressTestPage(t, started.body.url as string, 'pay');
  expect(paid.status).toBe(303);
  // The guest goes back to the guest's own return page, not the member's.
  const returnUrl = new URL(String(paid.headers.location), 'http://store.test');
  expect(returnUrl.pathname).toBe('/checkout/guest/success');
  const sessionId = returnUrl.searchParams.get('session_id');
  expect(sessionId).toBeTruthy();
  const back = await t.post('/api/checkout/guest/return', { sessionId });
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  const link = linkIn(t.mail.last(email), GUEST_ORDER_LINK);
  expect(link, 'the confirmation mail carries the order link').toBeDefined();
  return {
    sessionId: sessionId!,
    number: back.body.order.number as string,
    email,
    token: link!.slice(GUEST_ORDER_LINK.length),
  };
}

/** Where a guest order's link points in the test app's mails. */
export const GUEST_ORDER_LINK = 'http://store.test/order/guest/';
