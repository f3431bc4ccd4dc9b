import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkedOut, inventoryOf, ordersOfCart } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { startFakeStripe, stripePaymentConfig, type FakeStripe } from '../../test/fake-stripe';
import { itemsOf, type PaidOrder } from '../../test/order-helpers';
import { askReturn, deliver, leaseRunOut, returnRow, setStatus } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProductRow } from '../product/product.table';
import { orderReturns } from './return.table';

// Refunds through Stripe's real SDK (`refunds.create`) against the local fake of Stripe's API.

const SECRET_KEY = 'sk_test_fake_key';
const WEBHOOK_SECRET = 'whsec_fake_secret';

let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    config: {
      payment: stripePaymentConfig(fake, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }),
    },
  });
  admin = await t.factories.admin();
  shopper = await t.factories.member();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function webhook(signed: { payload: string; signature: string }) {
  return t.request('POST', '/api/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.payload,
  });
}

/** A Stripe order of `quantity` × a $30 product, paid and confirmed by the webhook. */
async function stripeOrder(quantity: number): Promise<{
  order: PaidOrder;
  product: ProductRow;
  itemId: string;
  paymentIntent: string;
}> {
  const product = await t.factories.product({ price: 30, inventory: 10 });
  const { cartId, url } = await checkedOut(t, shopper, [{ product, quantity }]);
  const session = fake.complete(fake.sessionAt(url).id);
  expect((await webhook(fake.signedEvent('checkout.session.completed', session))).status).toBe(200);
  const [row] = await ordersOfCart(t.db, cartId);
  const order = { orderId: row!.id, number: row!.number, cartId };
  const [item] = await itemsOf(t.db, order.orderId);
  return { order, product, itemId: item!.id, paymentIntent: session.payment_intent! };
}

/** A return of `quantity` units, asked and accepted by the admin. */
async function acceptedReturn(itemId: string, quantity: number): Promise<string> {
  const asked = await askReturn(t, shopper, itemId, quantity);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const id = asked.body.return._id as string;
  expect((await t.put(`/api/return/${id}/accept`, {}, admin.token)).status).toBe(200);
  return id;
}

/**
 * What a server that died while asking Stripe leaves: the row moved to refunding (as received)
 * and its lease taken; the test then makes Stripe's refund under the return's key.
 */
async function diedWhileRefunding(id: string) {
  await t.db
    .update(orderReturns)
    .set({ status: 'refunding', receivedAt: sql`now()`, refundAttemptAt: sql`now()` })
    .where(eq(orderReturns.id, id));
}

const refundsFor = (paymentIntent: string) =>
  fake.refunds.filter((refund) => refund.payment_intent === paymentIntent);

describe('a return refunded through Stripe', () => {
  it('calls refunds.create once for the units, with the idempotency key of the return', async () => {
    const { order, product, itemId, paymentIntent } = await stripeOrder(3);
    await deliver(t, admin, order, itemId);
    const id = await acceptedReturn(itemId, 2);

    const res = await t.put(`/api/return/${id}/receive`, {}, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.return.status).toBe('refunded');
    expect(refundsFor(paymentIntent)).toEqual([
      expect.objectContaining({
        amount: 6000,
        currency: 'usd',
        metadata: { refundKey: `refund-${id}` },
      }),
    ]);
    const calls = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(calls.at(-1)!.idempotencyKey).toBe(`refund-${id}`);
    expect((await returnRow(t.db, id)).providerRefundId).toBe(refundsFor(paymentIntent)[0]!.id);
    expect(await inventoryOf(t.db, product)).toBe(10 - 3 + 2);
  });

  it('Stripe away: the parcel is received and the stock back, the refund retried by the sweep once', async () => {
    const { order, product, itemId, paymentIntent } = await stripeOrder(1);
    await deliver(t, admin, order, itemId);
    const id = await acceptedReturn(itemId, 1);

    // Every try of this click fails (the SDK itself retries twice).
    fake.failNext(/^\/v1\/refunds$/, 500, 3);
    const res = await t.put(`/api/return/${id}/receive`, {}, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message:
        'The parcel is received; the refund could not be confirmed yet and will be retried shortly.',
      return: { status: 'refunding', received: expect.any(String), refunded: null },
    });
    expect(await inventoryOf(t.db, product)).toBe(10);
    expect(refundsFor(paymentIntent)).toHaveLength(0);

    expect(await t.services.returns.sweep()).toBe(1);
    expect((await returnRow(t.db, id)).status).toBe('refunded');
    expect(refundsFor(paymentIntent)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(10);
  });

  it('a server that dies after Stripe refunded: the sweep finishes it with the same key, no second refund', async () => {
    const { order, product, itemId, paymentIntent } = await stripeOrder(2);
    await deliver(t, admin, order, itemId);
    const id = await acceptedReturn(itemId, 2);
    // What a server that died mid-refund leaves: the row refunding (stock back) and its lease
    // taken, Stripe's refund made under the return's key, nothing recorded.
    await diedWhileRefunding(id);
    await t.services.paymentProvider.refund({
      reference: paymentIntent,
      amountCents: 6000,
      idempotencyKey: `refund-${id}`,
    });
    // While its lease holds, no one else asks.
    expect(await t.services.returns.sweep()).toBe(0);
    expect(refundsFor(paymentIntent)).toHaveLength(1);

    await leaseRunOut(t.db, id);
    expect(await t.services.returns.sweep()).toBe(1);
    const row = await returnRow(t.db, id);
    expect(row.status).toBe('refunded');
    expect(row.providerRefundId).toBe(refundsFor(paymentIntent)[0]!.id);
    expect(refundsFor(paymentIntent)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(10 - 2);
  });

  it("Stripe's refund event arriving before our record: recorded once, no second refund or stock", async () => {
    const { order, product, itemId, paymentIntent } = await stripeOrder(2);
    await deliver(t, admin, order, itemId);
    const id = await acceptedReturn(itemId, 1);
    const stock = await inventoryOf(t.db, product);
    await diedWhileRefunding(id);
    await t.services.paymentProvider.refund({
      reference: paymentIntent,
      amountCents: 3000,
      idempotencyKey: `refund-${id}`,
    });
    const refund = refundsFor(paymentIntent)[0]!;
    expect((await webhook(fake.signedObjectEvent('refund.created', refund))).status).toBe(200);
    expect(
      (await webhook(fake.signedObjectEvent('charge.refunded', { id: 'ch_1', object: 'charge' })))
        .status,
    ).toBe(200);

    const row = await returnRow(t.db, id);
    expect(row).toMatchObject({ status: 'refunded', providerRefundId: refund.id });
    await leaseRunOut(t.db, id);
    expect(await t.services.returns.sweep()).toBe(0);
    expect((await t.put(`/api/return/${id}/receive`, {}, admin.token)).body.return.status).toBe(
      'refunded',
    );
    expect(refundsFor(paymentIntent)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(stock);
    expect(
      t.mail.sent.filter(
        (m) => m.subject.startsWith('Your refund') && m.subject.includes(order.number),
      ),
    ).toHaveLength(1);
  });

  it('refunds a cancelled Stripe item through the same path', async () => {
    const { order, itemId, paymentIntent } = await stripeOrder(1);
    await setStatus(t, admin, order, itemId, 'Cancelled');
    const res = await t.post(`/api/return/item/${itemId}/refund`, {}, admin.token);
    expect(res.body.return.status).toBe('refunded');
    expect(refundsFor(paymentIntent)).toEqual([expect.objectContaining({ amount: 3000 })]);
  });
});
