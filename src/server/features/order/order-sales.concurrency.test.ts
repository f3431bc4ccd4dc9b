import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Tx } from '../../db/client';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { expectRollupExact } from '../../test/order-sales-helpers';
import { askReturn, deliver, setStatus } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProductRow } from '../product/product.table';
import { orderReturns } from '../return/return.table';
import { orderItems } from './order.table';

// The rollup under writers running side by side (decision 0050). On PostgreSQL with
// TEST_DATABASE_URL the requests run on a pool of connections, really at once; on PGlite they
// run one after another and the same figures must come out.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let agbada: ProductRow;
let cap: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  seller = await t.factories.merchant();
  const brand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  const other = await t.factories.brand({ name: 'Cap Co' });
  agbada = await t.factories.product({ name: 'Royal Agbada', price: 40, inventory: 1000, brand });
  cap = await t.factories.product({ name: 'Fila Cap', price: 12.5, inventory: 1000, brand: other });
});
afterAll(async () => {
  await t?.close();
});

async function ordersToday(token: string): Promise<number> {
  const res = await t.get('/api/overview?period=today', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.figures.orders.current as number;
}

/** The store's orders today with an item that counts, and the seller's, from the raw rows. */
async function countedOrders(brandId: string | null): Promise<number> {
  const result = await t.db.execute<{ n: string }>(sql`
    select count(distinct o.id)::text as n from orders o join order_items i on i.order_id = o.id
    where i.status <> 'Cancelled' and o.created >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      and (${brandId}::uuid is null or i.brand_id = ${brandId}::uuid)`);
  const rows = Array.isArray(result) ? result : (result as { rows: Array<{ n: string }> }).rows;
  return Number(rows[0]!.n);
}

async function placed(count: number): Promise<Array<{ order: PaidOrder; shopper: TestUser }>> {
  const shoppers = await Promise.all(Array.from({ length: count }, () => t.factories.member()));
  return Promise.all(
    shoppers.map(async (shopper) => ({
      shopper,
      order: await paidOrder(t, shopper, [
        { product: agbada, quantity: 2 },
        { product: cap, quantity: 1 },
      ]),
    })),
  );
}

const idOf = async (order: PaidOrder, product: ProductRow) =>
  (await itemsOf(t.db, order.orderId)).find((item) => item.productId === product.id)!.id;

describe('the rollup under concurrent writers', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(t.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('orders placed, cancelled and refunded at once end exact, the orders counted once', async () => {
    const [wholeOrders, twoItems, returned] = await Promise.all([placed(4), placed(4), placed(4)]);
    await expectRollupExact(t.db);

    // Returns delivered and asked for first, so that their refunds can run with the rest.
    const asked = await Promise.all(
      returned.map(async ({ order, shopper }) => {
        const item = await idOf(order, agbada);
        await deliver(t, admin, order, item);
        const res = await askReturn(t, shopper, item, 1);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const id = res.body.return._id as string;
        expect((await t.put(`/api/return/${id}/accept`, {}, seller.token)).status).toBe(200);
        return id;
      }),
    );

    const answers = await Promise.all([
      // Whole orders cancelled by their shoppers, each twice at once.
      ...wholeOrders.flatMap(({ order, shopper }) =>
        [1, 2].map(() => t.del(`/api/order/cancel/${order.orderId}`, shopper.token)),
      ),
      // Both items of one order cancelled at once, from two connections.
      ...twoItems.map(async ({ order }) => {
        const [first, second] = await itemsOf(t.db, order.orderId);
        return Promise.all([
          t.put(
            `/api/order/status/item/${first!.id}`,
            { orderId: order.orderId, cartId: order.cartId, status: 'Cancelled' },
            admin.token,
          ),
          t.put(
            `/api/order/status/item/${second!.id}`,
            { orderId: order.orderId, cartId: order.cartId, status: 'Cancelled' },
            admin.token,
          ),
        ]);
      }),
      // Refunds received, each twice at once.
      ...asked.flatMap((id) =>
        [1, 2].map(() => t.put(`/api/return/${id}/receive`, {}, seller.token)),
      ),
      // And more orders placed meanwhile.
      placed(3),
    ]);
    for (const answer of answers.flat()) {
      if ('status' in answer) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }

    await expectRollupExact(t.db);
    const sellerBrand = (await itemsOf(t.db, returned[0]!.order.orderId)).find(
      (item) => item.productId === agbada.id,
    )!.brandId;
    expect(await ordersToday(admin.token)).toBe(await countedOrders(null));
    expect(await ordersToday(seller.token)).toBe(await countedOrders(sellerBrand));
    // 4 + 4 + 4 + 3 orders placed; 8 cancelled whole.
    expect(await countedOrders(null)).toBe(7);
  });

  /**
   * Two transactions on two connections, the second started once the first has written and
   * committed only once the second is seen waiting for the first's row lock.
   */
  async function raced(first: (tx: Tx) => Promise<unknown>, second: (tx: Tx) => Promise<unknown>) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const a = t.db.transaction(async (tx) => {
      await first(tx);
      wrote();
      await gate;
    });
    await written;
    const b = t.db.transaction(async (tx) => {
      await second(tx);
    });
    await expect
      .poll(async () => {
        const result = await t.db.execute<{ n: string }>(sql`
          select count(*)::text as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`);
        const rows = Array.isArray(result)
          ? result
          : (result as { rows: Array<{ n: string }> }).rows;
        return Number(rows[0]!.n);
      })
      .toBeGreaterThan(0);
    release();
    await Promise.all([a, b]);
  }

  it.runIf(onPostgres)(
    'a cancellation racing the refund of the same item is counted once, in either order',
    async () => {
      for (const refundFirst of [true, false]) {
        const [{ order, shopper }] = (await placed(1)) as [{ order: PaidOrder; shopper: TestUser }];
        const item = await idOf(order, agbada);
        await setStatus(t, admin, order, item, 'Shipped');
        const [row] = await t.db
          .insert(orderReturns)
          .values({
            kind: 'return',
            orderId: order.orderId,
            orderItemId: item,
            userId: shopper.user.id,
            quantity: 1,
            reason: 'Too small',
            status: 'accepted',
            amountCents: 4000,
            currency: 'usd',
            paymentProvider: 'test',
          })
          .returning();
        const refund = (tx: Tx) =>
          tx.update(orderReturns).set({ status: 'refunded' }).where(eq(orderReturns.id, row!.id));
        const cancel = (tx: Tx) =>
          tx.update(orderItems).set({ status: 'Cancelled' }).where(eq(orderItems.id, item));
        if (refundFirst) await raced(refund, cancel);
        else await raced(cancel, refund);
        await expectRollupExact(t.db);
      }
    },
  );
});
