import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DISCOUNT_MESSAGES as M } from '#shared/discount/discount.messages';

import {
  addCart,
  cartItemsOf,
  CONTACT,
  ensureDeliveryAddress,
  expireNow,
  ordersOfCart,
  placeOrder,
  pressTestPage,
  sessionsOfCart,
  type Line,
} from '../../test/checkout-helpers';
import { addDiscount, codeRow, redemptionsOf } from '../../test/discount-helpers';
import type { TestUser } from '../../test/factories';
import { startFakeStripe, stripePaymentConfig, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProductRow } from '../product/product.table';

// On PGlite by default and on PostgreSQL with TEST_DATABASE_URL, where the requests really run
// side by side on a pool of connections (PGlite serialises them on its one connection).

async function startWithCode(t: TestApp, by: TestUser, lines: readonly Line[], code: string) {
  await ensureDeliveryAddress(t.db, by);
  const cartId = await addCart(t, by, lines);
  const res = await t.post(
    '/api/stripe/create-checkout-session',
    { cartId, cartItems: cartItemsOf(lines), total: 1, user: CONTACT, discountCode: code },
    by.token,
  );
  return { res, cartId };
}

/** Uses taken by the code's redemptions: what `uses` must always equal. */
async function countedUses(t: TestApp, codeId: string): Promise<number> {
  return (await redemptionsOf(t.db, codeId)).filter((row) => row.status !== 'released').length;
}

describe('a code used by parallel checkouts (test provider)', () => {
  let t: TestApp;
  let admin: TestUser;
  let product: ProductRow;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.factories.admin();
    product = await t.factories.product({ price: 80, inventory: 500 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("ten checkouts at once for a code's last use: exactly one gets it, nine are told it is used up", async () => {
    const { code, _id } = await addDiscount(t, admin, { maxUses: 3 });
    // Two uses already spent by paid orders: one is left.
    for (let i = 0; i < 2; i += 1) {
      const buyer = await t.factories.member();
      const { res, cartId } = await startWithCode(t, buyer, [{ product, quantity: 1 }], code);
      expect(res.status).toBe(200);
      await pressTestPage(t, res.body.url, 'pay');
      expect((await placeOrder(t, buyer, cartId)).status).toBe(200);
    }
    const shoppers: TestUser[] = [];
    for (let i = 0; i < 10; i += 1) shoppers.push(await t.factories.member());

    const answers = await Promise.all(
      shoppers.map((shopper) => startWithCode(t, shopper, [{ product, quantity: 1 }], code)),
    );
    const accepted = answers.filter(({ res }) => res.status === 200);
    const refused = answers.filter(({ res }) => res.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.res.body.discount).toBe(8);
    expect(refused).toHaveLength(9);
    for (const { res, cartId } of refused) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(M.usedUp);
      expect(await sessionsOfCart(t.db, cartId)).toHaveLength(0);
    }
    expect((await codeRow(t.db, _id)).uses).toBe(3);
    expect(await countedUses(t, _id)).toBe(3);
  });

  it('a cancel, the sweeper and the test page racing over one expired checkout give its use back once', async () => {
    const { code, _id } = await addDiscount(t, admin, { maxUses: 2 });
    const shopper = await t.factories.member();
    const { res, cartId } = await startWithCode(t, shopper, [{ product, quantity: 2 }], code);
    expect(res.status).toBe(200);
    const [session] = await sessionsOfCart(t.db, cartId);
    await expireNow(t.db, session!.id);
    await Promise.all([
      t.services.checkout.sweep(),
      t.services.checkout.sweep(),
      ...Array.from({ length: 4 }, () => t.post('/api/checkout/cancel', { cartId }, shopper.token)),
      ...Array.from({ length: 4 }, () => pressTestPage(t, res.body.url, 'cancel')),
      ...Array.from({ length: 4 }, () => t.services.checkout.closeLocally(session!.id, 'expired')),
    ]);
    expect((await codeRow(t.db, _id)).uses).toBe(0);
    expect((await redemptionsOf(t.db, _id)).map((row) => row.status)).toEqual(['released']);
  });

  it('many confirmations of one paid checkout spend its use once', async () => {
    const { code, _id } = await addDiscount(t, admin, { maxUses: 5 });
    const shopper = await t.factories.member();
    const { res, cartId } = await startWithCode(t, shopper, [{ product, quantity: 1 }], code);
    expect(res.status).toBe(200);
    await Promise.all([
      ...Array.from({ length: 6 }, () => pressTestPage(t, res.body.url, 'pay')),
      ...Array.from({ length: 6 }, () => placeOrder(t, shopper, cartId)),
    ]);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    expect((await codeRow(t.db, _id)).uses).toBe(1);
    expect((await redemptionsOf(t.db, _id)).map((row) => row.status)).toEqual(['used']);
  });
});

describe('a release that fails half way', () => {
  // Giving the last units back wakes the restock listener, which fails once here, as a crash
  // between the writes of a close would: the whole close rolls back, the use stays held.
  let failures = 0;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      restock: {
        restocked: async () => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('the server died while giving the stock back');
          }
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives nothing back, and the next sweep gives the use back once', async () => {
    const scarce = await t.factories.product({ price: 30, inventory: 1 });
    const { code, _id } = await addDiscount(t, await t.factories.admin(), {});
    const shopper = await t.factories.member();
    const { res, cartId } = await startWithCode(
      t,
      shopper,
      [{ product: scarce, quantity: 1 }],
      code,
    );
    expect(res.status).toBe(200);
    const [session] = await sessionsOfCart(t.db, cartId);
    await expireNow(t.db, session!.id);
    failures = 1;
    expect(await t.services.checkout.sweep()).toBe(0);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('open');
    expect((await codeRow(t.db, _id)).uses).toBe(1);
    expect((await redemptionsOf(t.db, _id)).map((row) => row.status)).toEqual(['held']);

    expect(await t.services.checkout.sweep()).toBe(1);
    expect(await t.services.checkout.sweep()).toBe(0);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('expired');
    expect((await codeRow(t.db, _id)).uses).toBe(0);
    expect((await redemptionsOf(t.db, _id)).map((row) => row.status)).toEqual(['released']);
  });
});

describe('a code paid through Stripe', () => {
  const SECRET_KEY = 'sk_test_discount';
  const WEBHOOK_SECRET = 'whsec_discount';
  let fake: FakeStripe;
  let t: TestApp;
  let admin: TestUser;
  let product: ProductRow;
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
    admin = await t.factories.admin();
    product = await t.factories.product({ price: 70, inventory: 100 });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const deliver = (signed: { payload: string; signature: string }) =>
    t.request('POST', '/api/stripe/webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload,
    });

  it("Stripe charges the discounted total: the code is a coupon on Stripe's page", async () => {
    const { code } = await addDiscount(t, admin, { type: 'fixed', value: 12.5 });
    const shopper = await t.factories.member();
    const { res, cartId } = await startWithCode(t, shopper, [{ product, quantity: 2 }], code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2 × 70 = 140 (free shipping) less 12.50.
    expect(res.body).toMatchObject({ subtotal: 140, discount: 12.5, shippingFee: 0, total: 127.5 });
    const page = fake.sessionAt(res.body.url);
    expect(page.amount_subtotal).toBe(14_000);
    expect(page.amount_total).toBe(12_750);
    expect(page.total_details.amount_discount).toBe(1250);
    expect(fake.coupons.get(page.discounts[0]!.coupon)).toMatchObject({
      amount_off: 1250,
      name: code,
      max_redemptions: 1,
    });
    expect(
      (await deliver(fake.signedEvent('checkout.session.completed', fake.complete(page.id))))
        .status,
    ).toBe(200);
    const [order] = await ordersOfCart(t.db, cartId);
    expect(order).toMatchObject({ discountCode: code, discountCents: 1250, totalCents: 12_750 });
  });

  it('a payment after the checkout expired takes the use again if one is left, else no order', async () => {
    const { code, _id } = await addDiscount(t, admin, { maxUses: 1 });
    const late = await t.factories.member();
    const first = await startWithCode(t, late, [{ product, quantity: 1 }], code);
    expect(first.res.status).toBe(200);
    const [session] = await sessionsOfCart(t.db, first.cartId);
    await t.services.checkout.closeLocally(session!.id, 'expired');
    expect((await codeRow(t.db, _id)).uses).toBe(0);

    // Nobody took the use meanwhile: the late payment takes it again and is placed.
    const paidLate = fake.complete(fake.sessionAt(first.res.body.url).id);
    expect((await deliver(fake.signedEvent('checkout.session.completed', paidLate))).status).toBe(
      200,
    );
    expect(await ordersOfCart(t.db, first.cartId)).toHaveLength(1);
    expect((await codeRow(t.db, _id)).uses).toBe(1);

    // Another code whose last use goes to someone else after the first checkout expired.
    const other = await addDiscount(t, admin, { maxUses: 1 });
    const slow = await t.factories.member();
    const quick = await t.factories.member();
    const slowStart = await startWithCode(t, slow, [{ product, quantity: 1 }], other.code);
    const [slowSession] = await sessionsOfCart(t.db, slowStart.cartId);
    await t.services.checkout.closeLocally(slowSession!.id, 'expired');
    const quickStart = await startWithCode(t, quick, [{ product, quantity: 1 }], other.code);
    expect(quickStart.res.status).toBe(200);
    const paidTooLate = fake.complete(fake.sessionAt(slowStart.res.body.url).id);
    expect(
      (await deliver(fake.signedEvent('checkout.session.completed', paidTooLate))).status,
    ).toBe(200);
    expect(await ordersOfCart(t.db, slowStart.cartId)).toHaveLength(0);
    const answer = await placeOrder(t, slow, slowStart.cartId);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(M.usedUpAfterPayment(other.code));
    expect((await codeRow(t.db, other._id)).uses).toBe(1);
    expect(await countedUses(t, other._id)).toBe(1);
  });
});
