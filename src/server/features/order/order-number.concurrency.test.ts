import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkedOut, placeOrder, pressTestPage } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { numberOfOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL, where the payments really
// run side by side on a pool of connections, each placing its order in its own transaction.

const SHOPPERS = 24;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('order numbers under load', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it(`${SHOPPERS} orders placed at once each get their own number`, async () => {
    const product = await t.factories.product({ name: 'Busy Agbada', price: 20, inventory: 100 });
    const shoppers: TestUser[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await t.factories.member());
    const checkouts = await Promise.all(
      shoppers.map((shopper) => checkedOut(t, shopper, [{ product, quantity: 1 }])),
    );

    // Everyone pays at once, and comes back at once (the return races the payment page).
    const [paid, returned] = await Promise.all([
      Promise.all(checkouts.map(({ url }) => pressTestPage(t, url, 'pay'))),
      Promise.all(shoppers.map((shopper, i) => placeOrder(t, shopper, checkouts[i]!.cartId))),
    ]);
    expect(paid.every((res) => res.status === 303)).toBe(true);
    // A return that came before its payment is told so; ask again as the storefront does.
    const placed = await Promise.all(
      shoppers.map(async (shopper, i) =>
        returned[i]!.status === 200 ? returned[i]! : placeOrder(t, shopper, checkouts[i]!.cartId),
      ),
    );
    expect(placed.map((res) => res.status)).toEqual(shoppers.map(() => 200));

    const orderIds = placed.map((res) => res.body.order._id as string);
    expect(new Set(orderIds).size).toBe(SHOPPERS);
    const numbers = await Promise.all(orderIds.map((id) => numberOfOrder(t.db, id)));
    for (const number of numbers) expect(number).toMatch(/^EKO-\d+$/);
    expect(new Set(numbers).size).toBe(SHOPPERS);

    // Each shopper reads their own number on their order.
    const reads = await Promise.all(
      shoppers.map((shopper, i) => t.get(`/api/order/${orderIds[i]}`, shopper.token)),
    );
    expect(reads.map((res) => res.body.order.number)).toEqual(numbers);
  });
});
