import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GUEST_ORDER_LINK, guestCheckoutBody } from '../../test/order-helpers';
import { linkIn } from '../../test/capture-mailer';
import { uniqueEmail } from '../../test/factories';
import { startFakeStripe, stripePaymentConfig, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders } from '../order/order.table';
import { checkoutSessions } from './checkout.table';

// A guest's checkout on Stripe (decision 0056): the hosted page, the webhook and the return by
// Stripe's own session id, exactly once, on PGlite and, with TEST_DATABASE_URL, PostgreSQL.

const SECRET_KEY = 'sk_test_fake_key';
const WEBHOOK_SECRET = 'whsec_fake_secret';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    config: {
      guestCheckout: true,
      payment: stripePaymentConfig(fake, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }),
    },
  });
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

describe('a guest pays on Stripe', () => {
  it('opens the page for the guest, returns to the guest page, and places one order however confirmed', async () => {
    const email = uniqueEmail('stripe-guest');
    const product = await t.factories.product({ price: 30, inventory: 5 });
    const started = await t.post(
      '/api/checkout/guest',
      guestCheckoutBody(email, [{ product, quantity: 1 }]),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const stripe = fake.sessionAt(started.body.url as string);
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.cartId, started.body.cartId));
    expect(stripe).toMatchObject({
      customer_email: email,
      client_reference_id: session!.id,
      success_url: 'http://store.test/checkout/guest/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://store.test/checkout/guest?checkout=cancelled',
    });

    // Back before the webhook, named by Stripe's id: nothing paid yet, nothing placed.
    const early = await t.post('/api/checkout/guest/return', { sessionId: stripe.id });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(
      'We have not received your payment yet, so no order has been placed.',
    );

    fake.complete(stripe.id);
    const [first, second] = await Promise.all([
      t.post('/api/checkout/guest/return', { sessionId: stripe.id }),
      deliver(fake.signedEvent('checkout.session.completed', stripe)),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status).toBe(200);
    expect((await deliver(fake.signedEvent('checkout.session.completed', stripe))).status).toBe(
      200,
    );
    const placed = await t.db.select().from(orders).where(eq(orders.guestEmail, email));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: null, number: first.body.order.number });
    expect(t.mail.to(email)).toHaveLength(1);
    const link = linkIn(t.mail.last(email), GUEST_ORDER_LINK)!;
    const shown = await t.post('/api/order/guest', { token: link.slice(GUEST_ORDER_LINK.length) });
    expect(shown.body.order).toMatchObject({ number: first.body.order.number, totalWithTax: 35 });
  });
});
