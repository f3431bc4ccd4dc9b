import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import type { LineSize } from '#shared/product/made-to-measure';

import type { DbOrTx } from '../db/client';
import { v7 as uuidv7 } from 'uuid';

import { addresses } from '../features/address/address.table';
import { cartItems } from '../features/cart/cart.table';
import { checkoutSessions, stockReservations } from '../features/checkout/checkout.table';
import { orderItems, orders } from '../features/order/order.table';
import { paymentEvents } from '../features/checkout/payment-event.table';
import { products, type ProductRow } from '../features/product/product.table';
import type { TestUser } from './factories';
import type { TestApp, TestResponse } from './test-app';

export interface Line {
  product: ProductRow;
  quantity: number;
  size?: LineSize;
}

/** The checkout's contact; its phone as the store keeps it (E.164, decision 0055). */
export const CONTACT = { name: 'Ada Obi', email: 'ada@example.test', phone: '+2348035550100' };

/** The storefront's cart items, as the bag keeps them (with a made-up price and total). */
export function cartItemsOf(lines: readonly Line[]) {
  return lines.map((line) => ({
    _id: line.product.id,
    name: line.product.name,
    slug: line.product.slug,
    img: null,
    price: 0.01,
    quantity: line.quantity,
    size: line.size ?? line.product.sizes[0] ?? 'M',
    taxable: false,
    totalPrice: 0.01,
  }));
}

export async function addCart(t: TestApp, by: TestUser, lines: readonly Line[]): Promise<string> {
  const res = await t.post(
    '/api/cart/add',
    {
      products: lines.map((line) => ({
        product: line.product.id,
        quantity: line.quantity,
        size: line.size ?? line.product.sizes[0] ?? 'M',
        price: 0.01,
        taxable: false,
      })),
    },
    by.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.cartId as string;
}

/** The address a member without one is given before a checkout (the spec's paid rate applies). */
export const TEST_DELIVERY = {
  address: '1 Test Street',
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  zipCode: '73301',
};

/**
 * Gives the member a saved default address when it has none, as a member who checks out has
 * (a checkout needs somewhere to deliver). Parallel calls add one: the one-default index.
 */
export async function ensureDeliveryAddress(db: DbOrTx, by: TestUser): Promise<void> {
  await db.execute(sql`
    insert into ${addresses} (id, user_id, address, city, state, country, zip_code, is_default)
    select ${uuidv7()}, ${by.user.id}, ${TEST_DELIVERY.address}, ${TEST_DELIVERY.city},
      ${TEST_DELIVERY.state}, ${TEST_DELIVERY.country}, ${TEST_DELIVERY.zipCode}, true
    where not exists (select 1 from ${addresses} where user_id = ${by.user.id})
    on conflict do nothing`);
}

/** Where a checkout delivers and how, as the storefront may send it. */
export interface Delivery {
  addressId?: string;
  address?: typeof TEST_DELIVERY;
  saveAddress?: boolean;
  shippingOptionId?: string;
}

/**
 * POST /api/stripe/create-checkout-session as the storefront sends it (client total 1). With no
 * address in `delivery`, the member's saved one is used (one is added if it has none).
 */
export async function startCheckout(
  t: TestApp,
  by: TestUser,
  cartId: string | undefined,
  lines: readonly Line[],
  contact = CONTACT,
  delivery: Delivery = {},
): Promise<TestResponse<any>> {
  if (!delivery.addressId && !delivery.address) await ensureDeliveryAddress(t.db, by);
  return t.post(
    '/api/stripe/create-checkout-session',
    {
      ...(cartId && { cartId }),
      cartItems: cartItemsOf(lines),
      total: 1,
      productNames: lines.map((line) => line.product.name).join(', '),
      user: contact,
      ...delivery,
    },
    by.token,
  );
}

/** A cart with a started checkout: its id and the payment page. */
export async function checkedOut(
  t: TestApp,
  by: TestUser,
  lines: readonly Line[],
): Promise<{ cartId: string; url: string; body: any }> {
  const cartId = await addCart(t, by, lines);
  const res = await startCheckout(t, by, cartId, lines);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { cartId, url: res.body.url as string, body: res.body };
}

/** The path of a payment page url (the test page's is already a path on the store). */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://store.test');
  return `${parsed.pathname}${parsed.search}`;
}

/** Presses a button of the test payment page (a form post). */
export function pressTestPage(t: TestApp, url: string, button: 'pay' | 'cancel') {
  return t.request('POST', `${pathOf(url)}/${button}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export function placeOrder(t: TestApp, by: TestUser, cartId: string, total: unknown = 1) {
  return t.post('/api/order/add', { cartId, total }, by.token);
}

export async function inventoryOf(db: DbOrTx, product: ProductRow): Promise<number> {
  const rows = await db
    .select({ inventory: products.inventory })
    .from(products)
    .where(eq(products.id, product.id));
  return rows[0]!.inventory;
}

export async function setInventory(db: DbOrTx, product: ProductRow, inventory: number) {
  await db.update(products).set({ inventory }).where(eq(products.id, product.id));
}

export async function sessionsOfCart(db: DbOrTx, cartId: string) {
  return db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.cartId, cartId))
    .orderBy(checkoutSessions.id);
}

export async function ordersOfCart(db: DbOrTx, cartId: string) {
  return db.select().from(orders).where(eq(orders.cartId, cartId));
}

export async function orderItemsOf(db: DbOrTx, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export async function cartLines(db: DbOrTx, cartId: string) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.id);
}

export async function reservationsOf(db: DbOrTx, sessionId: string) {
  return db
    .select()
    .from(stockReservations)
    .where(eq(stockReservations.sessionId, sessionId))
    .orderBy(stockReservations.id);
}

/** Stock held right now (reserved, neither released nor sold) for a product. */
export async function heldStock(db: DbOrTx, product: ProductRow): Promise<number> {
  const rows = await db
    .select({ held: sql<string>`coalesce(sum(${stockReservations.quantity}), 0)` })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.productId, product.id),
        sql`${stockReservations.releasedAt} is null and ${stockReservations.orderedAt} is null`,
      ),
    );
  return Number(rows[0]!.held);
}

export async function eventsOf(db: DbOrTx, sessionId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId));
}

/** Moves a session's reservation end into the past, as if 30 minutes had gone by. */
export async function expireNow(db: DbOrTx, sessionId: string) {
  await db
    .update(checkoutSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(checkoutSessions.id, sessionId));
}
