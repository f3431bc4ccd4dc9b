import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addCart,
  checkedOut,
  expireNow,
  heldStock,
  inventoryOf,
  ordersOfCart,
  placeOrder,
  pressTestPage,
  sessionsOfCart,
  startCheckout,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { startFakeStripe, stripePaymentConfig, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkoutSessions } from './checkout.table';

// These run on PGlite by default and on PostgreSQL with TEST_DATABASE_URL, where requests really
// run side by side on a pool of connections.

describe('concurrent checkouts with the test provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 checkouts of a product with 10 in stock reserve exactly 10 and leave 0', async () => {
    const product = await t.factories.product({ name: 'Limited Agbada', inventory: 10 });
    const shoppers: TestUser[] = [];
    for (let i = 0; i < 50; i += 1) shoppers.push(await t.factories.member());
    const carts = await Promise.all(
      shoppers.map((shopper) => addCart(t, shopper, [{ product, quantity: 1 }])),
    );

    const answers = await Promise.all(
      shoppers.map((shopper, i) => startCheckout(t, shopper, carts[i], [{ product, quantity: 1 }])),
    );
    const accepted = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(
        /^Sorry, (Limited Agbada is out of stock\.|only \d+ of Limited Agbada)/,
      );
    }
    expect(await inventoryOf(t.db, product)).toBe(0);
    expect(await heldStock(t.db, product)).toBe(10);

    // Everyone pays at once: ten orders, stock still 0, never below.
    const paid = await Promise.all(accepted.map((res) => pressTestPage(t, res.body.url, 'pay')));
    expect(paid.every((res) => res.status === 303)).toBe(true);
    const placed = await Promise.all(
      accepted.map((res) => {
        const i = answers.indexOf(res);
        return placeOrder(t, shoppers[i]!, carts[i]!);
      }),
    );
    expect(placed.every((res) => res.status === 200)).toBe(true);
    let orders = 0;
    for (const cartId of carts) orders += (await ordersOfCart(t.db, cartId)).length;
    expect(orders).toBe(10);
    expect(await inventoryOf(t.db, product)).toBe(0);
    expect(await heldStock(t.db, product)).toBe(0);
  });

  it('many confirmations of one payment at once give one order and one mail', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const shopper = await t.factories.member();
    const { cartId, url } = await checkedOut(t, shopper, [{ product, quantity: 2 }]);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => pressTestPage(t, url, 'pay')),
      ...Array.from({ length: 10 }, () => placeOrder(t, shopper, cartId)),
    ]);
    expect(results.slice(0, 10).every((res) => res.status === 303)).toBe(true);
    const orders = await ordersOfCart(t.db, cartId);
    expect(orders).toHaveLength(1);
    const after = await placeOrder(t, shopper, cartId);
    expect(after.body.order._id).toBe(orders[0]!.id);
    for (const res of results.slice(10)) {
      if (res.status === 200) expect(res.body.order._id).toBe(orders[0]!.id);
      else expect(res.status).toBe(400);
    }
    expect(
      t.mail.sent.filter((m) => m.subject === `Order Confirmation ${orders[0]!.number}`),
    ).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(3);
  });

  it('an expired reservation released by the sweep and cancels at once goes back once', async () => {
    const product = await t.factories.product({ inventory: 6 });
    const shopper = await t.factories.member();
    const { cartId, url } = await checkedOut(t, shopper, [{ product, quantity: 4 }]);
    const [session] = await sessionsOfCart(t.db, cartId);
    await expireNow(t.db, session!.id);
    await Promise.all([
      t.services.checkout.sweep(),
      t.services.checkout.sweep(),
      ...Array.from({ length: 5 }, () => t.post('/api/checkout/cancel', { cartId }, shopper.token)),
      ...Array.from({ length: 5 }, () => pressTestPage(t, url, 'cancel')),
      ...Array.from({ length: 5 }, () => t.services.checkout.closeLocally(session!.id, 'expired')),
    ]);
    expect(await inventoryOf(t.db, product)).toBe(6);
    expect(await heldStock(t.db, product)).toBe(0);
  });

  it('checkouts of one cart started at once hold the stock of one checkout only', async () => {
    const product = await t.factories.product({ inventory: 8 });
    const shopper = await t.factories.member();
    const cartId = await addCart(t, shopper, [{ product, quantity: 3 }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        startCheckout(t, shopper, cartId, [{ product, quantity: 3 }]),
      ),
    );
    expect(answers.some((res) => res.status === 200)).toBe(true);
    for (const res of answers) expect([200, 400]).toContain(res.status);
    const open = await t.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'open')));
    expect(open).toHaveLength(1);
    expect(await heldStock(t.db, product)).toBe(3);
    expect(await inventoryOf(t.db, product)).toBe(5);
  });

  it('checkouts of one member on new carts started at once leave one open and hold its stock only', async () => {
    const agbada = await t.factories.product({ inventory: 10 });
    const cap = await t.factories.product({ inventory: 10 });
    const shopper = await t.factories.member();
    const lines = [
      { product: agbada, quantity: 2 },
      { product: cap, quantity: 3 },
    ];
    // Without a cartId, as the original client sends it: every request makes its own cart.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => startCheckout(t, shopper, undefined, lines)),
    );
    expect(answers.some((res) => res.status === 200)).toBe(true);
    for (const res of answers) {
      expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 400) {
        expect(res.body.error).toBe('A newer checkout was started. Please use that one.');
      }
    }
    const open = await t.db
      .select()
      .from(checkoutSessions)
      .where(
        and(eq(checkoutSessions.userId, shopper.user.id), eq(checkoutSessions.status, 'open')),
      );
    expect(open).toHaveLength(1);
    expect(await heldStock(t.db, agbada)).toBe(2);
    expect(await heldStock(t.db, cap)).toBe(3);
    expect(await inventoryOf(t.db, agbada)).toBe(8);
    expect(await inventoryOf(t.db, cap)).toBe(7);
  });
});

describe('concurrent confirmations through Stripe', () => {
  const SECRET_KEY = 'sk_test_concurrency';
  const WEBHOOK_SECRET = 'whsec_concurrency';
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      config: {
        payment: stripePaymentConfig(fake, {
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
        }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('the return and repeated webhooks racing each other give one order', async () => {
    const product = await t.factories.product({ inventory: 4 });
    const shopper = await t.factories.member();
    const { cartId, url } = await checkedOut(t, shopper, [{ product, quantity: 1 }]);
    const stripe = fake.complete(fake.sessionAt(url).id);
    const repeated = fake.signedEvent('checkout.session.completed', stripe);
    const deliver = (signed: { payload: string; signature: string }) =>
      t.request('POST', '/api/stripe/webhook', {
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
        payload: signed.payload,
      });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(repeated)),
      ...Array.from({ length: 5 }, () =>
        deliver(fake.signedEvent('checkout.session.completed', stripe)),
      ),
      ...Array.from({ length: 5 }, () => placeOrder(t, shopper, cartId)),
    ]);
    expect(results.slice(0, 10).every((res) => res.status === 200)).toBe(true);
    const orders = await ordersOfCart(t.db, cartId);
    expect(orders).toHaveLength(1);
    for (const res of results.slice(10)) {
      expect(res.status).toBe(200);
      expect(res.body.order._id).toBe(orders[0]!.id);
    }
    expect(await inventoryOf(t.db, product)).toBe(3);
  });
});
