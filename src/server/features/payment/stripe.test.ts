import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../../test/assertions';
import {
  checkedOut,
  CONTACT,
  eventsOf,
  expireNow,
  heldStock,
  inventoryOf,
  ordersOfCart,
  placeOrder,
  sessionsOfCart,
  setInventory,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { numberOfOrder } from '../../test/order-helpers';
import { startFakeStripe, stripePaymentConfig, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paymentEvents } from '../checkout/payment-event.table';

const SECRET_KEY = 'sk_test_fake_key';
const WEBHOOK_SECRET = 'whsec_fake_secret';

let fake: FakeStripe;
let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    config: {
      payment: stripePaymentConfig(fake, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }),
    },
  });
  member = await t.factories.member();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function deliver(signed: { payload: string; signature: string }) {
  return t.request('POST', '/api/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.payload,
  });
}

/** A checkout on Stripe: our cart and session, and the fake's Checkout Session. */
async function stripeCheckout(inventory = 5, quantity = 1, by: TestUser = member) {
  const product = await t.factories.product({ price: 30, inventory });
  const { cartId, url } = await checkedOut(t, by, [{ product, quantity }]);
  const [session] = await sessionsOfCart(t.db, cartId);
  return { product, cartId, url, session: session!, stripe: fake.sessionAt(url) };
}

async function ordersMailedFor(orderId: string) {
  const number = await numberOfOrder(t.db, orderId);
  return t.mail.to(CONTACT.email).filter((mail) => mail.subject === `Order Confirmation ${number}`);
}

describe('opening a Stripe Checkout Session', () => {
  it('sends the server-priced lines, shipping, reference, expiry and an idempotency key', async () => {
    const agbada = await t.factories.product({ name: 'Royal Agbada', price: 42.5, inventory: 5 });
    const { cartId, url, body } = await checkedOut(t, member, [
      { product: agbada, quantity: 2, size: 'L' },
    ]);
    const [session] = await sessionsOfCart(t.db, cartId);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(body).toMatchObject({ provider: 'stripe', subtotal: 85, shippingFee: 10, total: 95 });

    const stripe = fake.sessionAt(url);
    expect(session!.providerSessionId).toBe(stripe.id);
    expect(stripe).toMatchObject({
      mode: 'payment',
      amount_total: 9500,
      currency: 'usd',
      client_reference_id: session!.id,
      customer_email: CONTACT.email,
      success_url: 'http://store.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://store.test/?checkout=cancelled',
      metadata: { checkoutSessionId: session!.id },
    });
    expect(stripe.line_items).toEqual([
      { name: 'Royal Agbada (size L)', unit_amount: 4250, quantity: 2, currency: 'usd' },
      { name: 'Shipping & Handling', unit_amount: 1000, quantity: 1, currency: 'usd' },
    ]);
    expect(stripe.expires_at).toBe(Math.floor(session!.expiresAt.getTime() / 1000) + 60);
    const created = fake.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === session!.id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(session!.idempotencyKey);
  });

  it('answers 503 and gives the stock back when Stripe refuses', async () => {
    const product = await t.factories.product({ inventory: 4 });
    fake.failNext(/^\/v1\/checkout\/sessions$/, 400);
    const res = await t.post(
      '/api/stripe/create-checkout-session',
      { cartItems: [{ _id: product.id, quantity: 2, size: 'M' }], user: CONTACT },
      member.token,
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'The payment service is not available right now. Please try again in a moment.',
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(await inventoryOf(t.db, product)).toBe(4);
    expect(await heldStock(t.db, product)).toBe(0);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad signature and places nothing', async () => {
    const { cartId, session, stripe } = await stripeCheckout();
    fake.complete(stripe.id);
    const forged = fake.signedEvent('checkout.session.completed', stripe, {
      secret: 'whsec_someone_else',
    });
    expectError(await deliver(forged), 400, 'BUSINESS_RULE', 'The webhook signature is not valid.');

    const genuine = fake.signedEvent('checkout.session.completed', stripe);
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"amount_total":3500', '"amount_total":1'),
    };
    expect(tampered.payload).not.toBe(genuine.payload);
    expectError(
      await deliver(tampered),
      400,
      'BUSINESS_RULE',
      'The webhook signature is not valid.',
    );
    const unsigned = await t.request('POST', '/api/stripe/webhook', {
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    });
    expectError(unsigned, 400, 'BUSINESS_RULE', 'The webhook signature is not valid.');

    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expect(await eventsOf(t.db, session.id)).toEqual([]);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('open');
  });

  it('places the order on checkout.session.completed and ignores the same event again', async () => {
    const { cartId, session, stripe, product } = await stripeCheckout(5, 2);
    fake.complete(stripe.id);
    const event = fake.signedEvent('checkout.session.completed', stripe);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });

    const [order] = await ordersOfCart(t.db, cartId);
    expect(order).toMatchObject({
      subtotalCents: 6000,
      shippingCents: 1000,
      totalCents: 7000,
      paymentProvider: 'stripe',
      paymentReference: stripe.payment_intent,
    });
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('paid');
    expect(await ordersMailedFor(order!.id)).toHaveLength(1);

    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(fake.signedEvent('checkout.session.completed', stripe))).status).toBe(
      200,
    );
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    const events = await eventsOf(t.db, session.id);
    expect(events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.completed',
    ]);
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId)),
    ).toHaveLength(1);
    expect(await ordersMailedFor(order!.id)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(3);

    const placed = await placeOrder(t, member, cartId);
    expect(placed.body).toEqual({
      success: true,
      message: 'Your order has been placed successfully!',
      order: { _id: order!.id },
    });
  });

  it('gives one order when the return beats the webhook', async () => {
    const { cartId, stripe, product } = await stripeCheckout();
    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'We have not received your payment yet, so no order has been placed.',
    );
    fake.complete(stripe.id);
    const returned = await placeOrder(t, member, cartId);
    expect(returned.status).toBe(200);
    const orderId = returned.body.order._id as string;

    expect((await deliver(fake.signedEvent('checkout.session.completed', stripe))).status).toBe(
      200,
    );
    expect((await placeOrder(t, member, cartId)).body.order._id).toBe(orderId);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    expect(await ordersMailedFor(orderId)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(4);
  });

  it('does not place an order for an unpaid completion', async () => {
    const { cartId, stripe } = await stripeCheckout();
    const unpaid = fake.complete(stripe.id, { payment_status: 'unpaid' });
    expect((await deliver(fake.signedEvent('checkout.session.completed', unpaid))).status).toBe(
      200,
    );
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expect((await placeOrder(t, member, cartId)).status).toBe(400);
  });

  it('places nothing when the amount paid is not the total', async () => {
    const { cartId, stripe } = await stripeCheckout();
    const cheap = fake.complete(stripe.id, { amount_total: 100 });
    expect((await deliver(fake.signedEvent('checkout.session.completed', cheap))).status).toBe(200);
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'The amount paid does not match your order total, so no order has been placed.',
    );
  });

  it('releases the stock on checkout.session.expired, once', async () => {
    const { cartId, stripe, product } = await stripeCheckout(5, 3);
    expect(await inventoryOf(t.db, product)).toBe(2);
    const event = fake.signedEvent('checkout.session.expired', { ...stripe, status: 'expired' });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(fake.signedEvent('checkout.session.expired', stripe))).status).toBe(200);
    expect(await inventoryOf(t.db, product)).toBe(5);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('expired');
    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'This checkout expired before it was paid, so no order has been placed.',
    );
  });

  it('acknowledges events it does not act on', async () => {
    const { cartId, stripe, product } = await stripeCheckout(5, 2);
    const res = await deliver(fake.signedEvent('payment_intent.created', stripe));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });

    // Acknowledged only: the checkout is still open, its stock held, and no order placed.
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('open');
    expect(await inventoryOf(t.db, product)).toBe(3);
    expect(await heldStock(t.db, product)).toBe(2);
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'We have not received your payment yet, so no order has been placed.',
    );
  });
});

describe('expiry and cancellation with Stripe', () => {
  it('closes the Stripe page when the reservation runs out', async () => {
    const { session, stripe, product } = await stripeCheckout(5, 2);
    await expireNow(t.db, session.id);
    await t.services.checkout.sweep();
    expect(fake.sessions.get(stripe.id)!.status).toBe('expired');
    expect(await inventoryOf(t.db, product)).toBe(5);
  });

  it('confirms instead of expiring when the page turns out to be paid', async () => {
    const { cartId, session, stripe, product } = await stripeCheckout(5, 2);
    fake.complete(stripe.id);
    await expireNow(t.db, session.id);
    await t.services.checkout.sweep();
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(3);
  });

  it('takes the stock again for a payment that arrives after the reservation ended', async () => {
    const { cartId, session, stripe, product } = await stripeCheckout(5, 2);
    fake.failNext(/\/expire$/, 400);
    await expireNow(t.db, session.id);
    await t.services.checkout.sweep();
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('expired');
    expect(await inventoryOf(t.db, product)).toBe(5);

    fake.complete(stripe.id);
    expect((await deliver(fake.signedEvent('checkout.session.completed', stripe))).status).toBe(
      200,
    );
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(3);
    expect((await placeOrder(t, member, cartId)).status).toBe(200);
  });

  it('never oversells a late payment whose stock is gone: no order, and the shopper is told', async () => {
    const { cartId, session, stripe, product } = await stripeCheckout(2, 2);
    fake.failNext(/\/expire$/, 400);
    await expireNow(t.db, session.id);
    await t.services.checkout.sweep();
    expect(await inventoryOf(t.db, product)).toBe(2);
    await setInventory(t.db, product, 1);

    fake.complete(stripe.id);
    expect((await deliver(fake.signedEvent('checkout.session.completed', stripe))).status).toBe(
      200,
    );
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expect(await inventoryOf(t.db, product)).toBe(1);
    const [paid] = await sessionsOfCart(t.db, cartId);
    expect(paid).toMatchObject({ status: 'paid', paymentReference: stripe.payment_intent });
    const message = `We received your payment, but ${product.name} sold out after your checkout expired. No order has been placed and your payment will be refunded in full.`;
    expect(paid!.problem).toBe(message);
    expectError(await placeOrder(t, member, cartId), 400, 'BUSINESS_RULE', message);
    expect(await inventoryOf(t.db, product)).toBe(1);
  });

  it('expires the Stripe page when the shopper cancels', async () => {
    const { cartId, stripe, product } = await stripeCheckout(5, 1);
    expect((await t.post('/api/checkout/cancel', { cartId }, member.token)).status).toBe(200);
    expect(fake.sessions.get(stripe.id)!.status).toBe('expired');
    expect(await inventoryOf(t.db, product)).toBe(5);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('cancelled');
  });
});
