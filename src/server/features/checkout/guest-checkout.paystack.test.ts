import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../../test/assertions';
import { checkedOut } from '../../test/checkout-helpers';
import { uniqueEmail, type TestUser } from '../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../test/fake-paystack';
import { guestCheckoutBody } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { orders } from '../order/order.table';

// A guest's Paystack payment (decision 0056): the inline payment's reference is verified
// against the guest's checkout, once, on PGlite and, with TEST_DATABASE_URL, PostgreSQL.

const SECRET_KEY = 'sk_test_paystack_secret';
const PUBLIC_KEY = 'pk_test_paystack_public';

let fake: FakePaystack;
let t: TestApp;
let off: TestApp;
let member: TestUser;

function paystackConfig() {
  return {
    ...testConfig().payment,
    provider: 'paystack' as const,
    paystackSecretKey: SECRET_KEY,
    paystackPublicKey: PUBLIC_KEY,
    paystackApiUrl: fake.url,
    paystackRate: 1150,
  };
}

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET_KEY });
  [t, off] = await Promise.all([
    createTestApp({ config: { guestCheckout: true, payment: paystackConfig() } }),
    createTestApp({ config: { payment: paystackConfig() } }),
  ]);
  member = await t.factories.member();
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await fake?.close();
});

const verify = (app: TestApp, reference: string, cartId: string) =>
  app.post('/api/paystack/verify/guest', { reference, cartId });

describe('POST /api/paystack/verify/guest', () => {
  it('places the guest’s order once Paystack confirms the reference and the amount', async () => {
    const email = uniqueEmail('paystack-guest');
    const product = await t.factories.product({ price: 30, inventory: 5 });
    const started = await t.post(
      '/api/checkout/guest',
      guestCheckoutBody(email, [{ product, quantity: 1 }]),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ url: null, total: 35, paystack: { email } });
    const cartId = started.body.cartId as string;
    const reference = started.body.paystack.reference as string;

    expectError(
      await verify(t, reference, cartId),
      400,
      'BUSINESS_RULE',
      'This payment was not successful, so no order has been placed.',
    );
    fake.pay(reference, { status: 'success', amount: 35 * 100 * 1150, currency: 'NGN' });
    const [first, second] = await Promise.all([
      verify(t, reference, cartId),
      verify(t, reference, cartId),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.order.email).toBe(email);
    expect(second.body.order).toEqual(first.body.order);
    // The guest's return page then finds it by Paystack's reference.
    const back = await t.post('/api/checkout/guest/return', { sessionId: reference });
    expect(back.body.order).toEqual(first.body.order);
    const placed = await t.db.select().from(orders).where(eq(orders.guestEmail, email));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      userId: null,
      paymentProvider: 'paystack',
      totalCents: 3500,
    });
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('finds no guest checkout in a member’s cart or an unknown one, and is off without the flag', async () => {
    const product = await t.factories.product({ price: 30, inventory: 5 });
    const { cartId } = await checkedOut(t, member, [{ product, quantity: 1 }]);
    for (const id of [cartId, '0190a000-0000-7000-8000-000000000000', 'nope']) {
      const res = await verify(t, `${Date.now()}x`, id);
      expect(res.status, id).toBe(404);
    }
    const res = await verify(off, `${Date.now()}x`, cartId);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No API route found');
  });
});
