import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCart,
  heldStock,
  inventoryOf,
  ordersOfCart,
  placeOrder,
  pressTestPage,
  startCheckout,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productSizeStock } from './product.table';

// Modelled on checkout.concurrency.test.ts: on PGlite by default, and on PostgreSQL with
// TEST_DATABASE_URL, where the requests really run side by side on a pool of connections.

describe('concurrent checkouts of a product kept per size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sizesOf = async (productId: string) =>
    Object.fromEntries(
      (
        await t.db
          .select({ size: productSizeStock.size, quantity: productSizeStock.quantity })
          .from(productSizeStock)
          .where(eq(productSizeStock.productId, productId))
      ).map((row) => [row.size, row.quantity]),
    );

  it('the last M goes to exactly one of many, while L, bought at the same time, has plenty', async () => {
    const product = await t.factories.product({
      name: 'Last M Agbada',
      sizeStock: { M: 1, L: 30 },
    });
    const forM: TestUser[] = [];
    const forL: TestUser[] = [];
    for (let i = 0; i < 12; i += 1) forM.push(await t.factories.member());
    for (let i = 0; i < 8; i += 1) forL.push(await t.factories.member());
    const mLine = [{ product, size: 'M' as const, quantity: 1 }];
    const lLine = [{ product, size: 'L' as const, quantity: 2 }];
    // Every bag is made while the M is still there.
    const mCarts = await Promise.all(forM.map((shopper) => addCart(t, shopper, mLine)));
    const lCarts = await Promise.all(forL.map((shopper) => addCart(t, shopper, lLine)));

    const [mAnswers, lAnswers] = await Promise.all([
      Promise.all(forM.map((shopper, i) => startCheckout(t, shopper, mCarts[i], mLine))),
      Promise.all(forL.map((shopper, i) => startCheckout(t, shopper, lCarts[i], lLine))),
    ]);
    const won = mAnswers.filter((res) => res.status === 200);
    expect(won).toHaveLength(1);
    for (const res of mAnswers.filter((answer) => answer.status !== 200)) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(
        /^Sorry, Last M Agbada (is sold out in size M|in size M is out of stock)\.$/,
      );
    }
    expect(lAnswers.every((res) => res.status === 200)).toBe(true);
    expect(await sizesOf(product.id)).toEqual({ M: 0, L: 30 - 16 });
    expect(await inventoryOf(t.db, product)).toBe(14);
    expect(await heldStock(t.db, product)).toBe(17);

    // Everyone who got a checkout pays at once: 9 orders, nothing below 0, totals the sum.
    const paying = [
      ...won.map((res) => ({
        res,
        shopper: forM[mAnswers.indexOf(res)]!,
        cart: mCarts[mAnswers.indexOf(res)]!,
      })),
      ...lAnswers.map((res, i) => ({ res, shopper: forL[i]!, cart: lCarts[i]! })),
    ];
    const paid = await Promise.all(paying.map(({ res }) => pressTestPage(t, res.body.url, 'pay')));
    expect(paid.every((res) => res.status === 303)).toBe(true);
    const placed = await Promise.all(
      paying.map(({ shopper, cart }) => placeOrder(t, shopper, cart)),
    );
    expect(placed.every((res) => res.status === 200)).toBe(true);
    let orders = 0;
    for (const { cart } of paying) orders += (await ordersOfCart(t.db, cart)).length;
    expect(orders).toBe(9);
    expect(await sizesOf(product.id)).toEqual({ M: 0, L: 14 });
    expect(await inventoryOf(t.db, product)).toBe(14);
    expect(await heldStock(t.db, product)).toBe(0);
  });
});
