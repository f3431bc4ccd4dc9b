import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder } from '../../test/order-helpers';
import { expectRollupExact } from '../../test/order-sales-helpers';
import { askReturn, deliver, setStatus } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import type { ProductRow } from '../product/product.table';
import { orderReturns } from '../return/return.table';
import { orderSalesDaily } from './order-sales.table';
import { orderItems, orders } from './order.table';

// The overview's rollup (decision 0050) against a recomputation from the raw rows after every
// kind of write the store makes. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let seller: TestUser;
let brand: BrandRow;
let agbada: ProductRow;
let cap: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  shopper = await t.factories.member();
  seller = await t.factories.merchant();
  brand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  const other = await t.factories.brand({ name: 'Cap Co', merchant: await t.factories.merchant() });
  agbada = await t.factories.product({ name: 'Royal Agbada', price: 40, inventory: 500, brand });
  cap = await t.factories.product({ name: 'Fila Cap', price: 12.5, inventory: 500, brand: other });
});
afterAll(async () => {
  await t?.close();
});

/** What the store's overview says for today (sales and orders), as an admin or the seller. */
async function today(token: string) {
  const res = await t.get('/api/overview?period=today', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    sales: res.body.figures.salesCents.current as number,
    orders: res.body.figures.orders.current as number,
    units: res.body.figures.units.current as number,
  };
}

async function order() {
  const placed = await paidOrder(t, shopper, [
    { product: agbada, quantity: 3 },
    { product: cap, quantity: 2 },
  ]);
  const items = await itemsOf(t.db, placed.orderId);
  return {
    placed,
    agbadaItem: items.find((item) => item.productId === agbada.id)!.id,
    capItem: items.find((item) => item.productId === cap.id)!.id,
  };
}

describe('the rollup stays equal to the raw rows', () => {
  it('after an order is placed through the checkout', async () => {
    const before = await today(admin.token);
    const mine = await today(seller.token);
    await order();
    await expectRollupExact(t.db);
    // 3 × 40.00 + 2 × 12.50, one order; the seller sees its 120.00 only.
    expect(await today(admin.token)).toEqual({
      sales: before.sales + 14500,
      orders: before.orders + 1,
      units: before.units + 5,
    });
    expect(await today(seller.token)).toEqual({
      sales: mine.sales + 12000,
      orders: mine.orders + 1,
      units: mine.units + 3,
    });
  });

  it('after an admin cancels an item, and after its cancellation is refunded', async () => {
    const { placed, agbadaItem } = await order();
    const before = await today(admin.token);
    const mine = await today(seller.token);
    await setStatus(t, admin, placed, agbadaItem, 'Cancelled');
    await expectRollupExact(t.db);
    // The order still counts for the store (its cap), no longer for the seller.
    expect(await today(admin.token)).toEqual({
      sales: before.sales - 12000,
      orders: before.orders,
      units: before.units - 3,
    });
    expect(await today(seller.token)).toEqual({
      sales: mine.sales - 12000,
      orders: mine.orders - 1,
      units: mine.units - 3,
    });
    const refund = await t.post(`/api/return/item/${agbadaItem}/refund`, {}, admin.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    await expectRollupExact(t.db);
    expect((await today(admin.token)).sales).toBe(before.sales - 12000);
  });

  it('after the shopper cancels a whole order', async () => {
    const { placed } = await order();
    const before = await today(admin.token);
    const res = await t.del(`/api/order/cancel/${placed.orderId}`, shopper.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectRollupExact(t.db);
    expect(await today(admin.token)).toEqual({
      sales: before.sales - 14500,
      orders: before.orders - 1,
      units: before.units - 5,
    });
  });

  it('a merchant can cancel nothing, and its status moves change no figure', async () => {
    const { placed, agbadaItem } = await order();
    const mine = await today(seller.token);
    const refused = await t.put(
      `/api/order/status/item/${agbadaItem}`,
      { orderId: placed.orderId, cartId: placed.cartId, status: 'Cancelled' },
      seller.token,
    );
    expect(refused.status).toBe(403);
    const moved = await t.put(
      `/api/order/status/item/${agbadaItem}`,
      { orderId: placed.orderId, cartId: placed.cartId, status: 'Processing' },
      seller.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await expectRollupExact(t.db);
    expect(await today(seller.token)).toEqual(mine);
  });

  it('after a return is refunded, and not before', async () => {
    const { placed, agbadaItem } = await order();
    await deliver(t, admin, placed, agbadaItem);
    const before = await today(admin.token);
    const asked = await askReturn(t, shopper, agbadaItem, 2);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.return._id as string;
    expect((await t.put(`/api/return/${id}/accept`, {}, seller.token)).status).toBe(200);
    await expectRollupExact(t.db);
    expect(await today(admin.token)).toEqual(before);
    const received = await t.put(`/api/return/${id}/receive`, {}, seller.token);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.return.status).toBe('refunded');
    await expectRollupExact(t.db);
    // 2 × 40.00 back, the order still counts.
    expect(await today(admin.token)).toEqual({
      sales: before.sales - 8000,
      orders: before.orders,
      units: before.units - 2,
    });
  });

  it("after an item's status moves back and forth, cancelled and back again", async () => {
    const { placed, capItem, agbadaItem } = await order();
    const before = await today(admin.token);
    await setStatus(t, admin, placed, capItem, 'Processing');
    await setStatus(t, admin, placed, capItem, 'Shipped');
    await expectRollupExact(t.db);
    // Any writer, not only the routes: the triggers see every change of the rows.
    const setItem = (itemId: string, status: 'Cancelled' | 'Processing') =>
      t.db.update(orderItems).set({ status }).where(eq(orderItems.id, itemId));
    await setItem(capItem, 'Cancelled');
    await setItem(agbadaItem, 'Cancelled');
    await expectRollupExact(t.db);
    expect((await today(admin.token)).orders).toBe(before.orders - 1);
    await setItem(agbadaItem, 'Processing');
    await setItem(capItem, 'Processing');
    await expectRollupExact(t.db);
    expect(await today(admin.token)).toEqual(before);
  });

  it("keeps a brand's rows to its own items when an item's brand or product goes", async () => {
    const tunicBrand = await t.factories.brand({ name: 'Tunic Co' });
    const tunic = await t.factories.product({
      name: 'Tunic',
      price: 20,
      inventory: 50,
      brand: tunicBrand,
    });
    const placed = await paidOrder(t, shopper, [
      { product: tunic, quantity: 1 },
      { product: agbada, quantity: 1 },
    ]);
    const [refunded] = await itemsOf(t.db, placed.orderId);
    await t.db.insert(orderReturns).values({
      kind: 'return',
      orderId: placed.orderId,
      orderItemId: refunded!.id,
      userId: shopper.user.id,
      brandId: refunded!.brandId,
      quantity: 1,
      reason: 'Too small',
      status: 'refunded',
      amountCents: 500,
      currency: 'usd',
      paymentProvider: 'test',
      refundedAt: new Date(),
    });
    await expectRollupExact(t.db);
    const rowsOf = async (brandId: string) =>
      t.db.select().from(orderSalesDaily).where(eq(orderSalesDaily.brandKey, brandId));
    expect((await rowsOf(tunicBrand.id)).map((row) => row.productKey)).toEqual([tunic.id]);
    // The product and then its brand deleted: the items keep their snapshot, keyed by nothing.
    await t.db.execute(sql`delete from products where id = ${tunic.id}`);
    await expectRollupExact(t.db);
    await t.db.execute(sql`delete from brands where id = ${tunicBrand.id}`);
    await expectRollupExact(t.db);
    // Nothing is left under the deleted brand: its rows came back to zero.
    const left = await rowsOf(tunicBrand.id);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.units === 0 && row.cents === 0)).toBe(true);
  });

  it('after an order moves to another day, and after it is deleted with its returns', async () => {
    const { placed, agbadaItem } = await order();
    await t.db.insert(orderReturns).values({
      kind: 'return',
      orderId: placed.orderId,
      orderItemId: agbadaItem,
      userId: shopper.user.id,
      brandId: brand.id,
      quantity: 1,
      reason: 'Too small',
      status: 'refunded',
      amountCents: 4000,
      currency: 'usd',
      paymentProvider: 'test',
      refundedAt: new Date(),
    });
    await t.db
      .update(orders)
      .set({ created: sql`now() - interval '3 days'` })
      .where(eq(orders.id, placed.orderId));
    await expectRollupExact(t.db);
    await t.db.execute(sql`delete from order_item_status_history
      where order_item_id in (select id from order_items where order_id = ${placed.orderId})`);
    await t.db.execute(sql`delete from orders where id = ${placed.orderId}`);
    await expectRollupExact(t.db);
  });
});
