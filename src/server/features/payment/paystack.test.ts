import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import {
  addCart,
  CONTACT,
  inventoryOf,
  ordersOfCart,
  placeOrder,
  sessionsOfCart,
  startCheckout,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../test/fake-paystack';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

const SECRET_KEY = 'sk_test_paystack_secret';
const PUBLIC_KEY = 'pk_test_paystack_public';
const PLACED = 'Your order has been placed successfully!';

let fake: FakePaystack;
let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET_KEY });
  t = await createTestApp({
    config: {
      payment: {
        ...testConfig().payment,
        provider: 'paystack',
        paystackSecretKey: SECRET_KEY,
        paystackPublicKey: PUBLIC_KEY,
        paystackApiUrl: fake.url,
        paystackRate: 1150,
      },
    },
  });
  member = await t.factories.member();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A started Paystack checkout of one product at $30 (+ $5 shipping): $35. */
async function paystackCheckout(by: TestUser = member) {
  const product = await t.factories.product({ price: 30, inventory: 5 });
  const lines = [{ product, quantity: 1 }];
  const cartId = await addCart(t, by, lines);
  const res = await startCheckout(t, by, cartId, lines);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { product, cartId, body: res.body };
}

const verify = (reference: unknown, cartId: unknown, by: TestUser | null = member) =>
  t.post('/api/paystack/verify', { reference, cartId }, by?.token);

describe('a Paystack checkout', () => {
  it("answers what the browser's inline payment needs: amount = total × 100 × rate", async () => {
    const { cartId, body, product } = await paystackCheckout();
    expect(body).toEqual({
      url: null,
      provider: 'paystack',
      cartId,
      subtotal: 30,
      shippingFee: 5,
      total: 35,
      expiresAt: expect.any(String),
      shippingAddress: expect.objectContaining({ country: 'United States' }),
      shipping: expect.objectContaining({ option: 'Standard' }),
      paystack: {
        publicKey: PUBLIC_KEY,
        reference: expect.stringMatching(/^\d{13}[0-9a-f]{6}$/),
        email: CONTACT.email,
        amount: 35 * 100 * 1150,
        currency: 'NGN',
        metadata: { name: CONTACT.name, phone: CONTACT.phone },
      },
    });
    expect(await inventoryOf(t.db, product)).toBe(4);
  });

  it('places the order only after Paystack confirms the reference and the amount', async () => {
    const { cartId, product } = await paystackCheckout();
    const reference = `${Date.now()}-ok`;

    expectError(
      await verify(reference, cartId),
      400,
      'BUSINESS_RULE',
      'This payment was not successful, so no order has been placed.',
    );
    fake.pay(reference, { status: 'failed', amount: 35 * 100 * 1150, currency: 'NGN' });
    expectError(
      await verify(reference, cartId),
      400,
      'BUSINESS_RULE',
      'This payment was not successful, so no order has been placed.',
    );
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);

    const transactionId = fake.pay(reference, {
      status: 'success',
      amount: 35 * 100 * 1150,
      currency: 'NGN',
    });
    const res = await verify(reference, cartId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: PLACED,
      order: { _id: expect.any(String) },
    });
    const [order] = await ordersOfCart(t.db, cartId);
    expect(order).toMatchObject({
      id: res.body.order._id,
      totalCents: 3500,
      paymentProvider: 'paystack',
      paymentReference: String(transactionId),
    });
    expect((await sessionsOfCart(t.db, cartId))[0]).toMatchObject({
      status: 'paid',
      providerSessionId: reference,
    });
    expect(await inventoryOf(t.db, product)).toBe(4);

    // Verified again, or confirmed by the return: the same order.
    expect((await verify(reference, cartId)).body.order._id).toBe(order!.id);
    expect((await placeOrder(t, member, cartId)).body.order._id).toBe(order!.id);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
  });

  it('refuses a payment of another amount or currency', async () => {
    const { cartId } = await paystackCheckout();
    const short = `${Date.now()}-short`;
    fake.pay(short, { status: 'success', amount: 30 * 100 * 1150, currency: 'NGN' });
    expectError(
      await verify(short, cartId),
      400,
      'BUSINESS_RULE',
      'The amount paid does not match your order total, so no order has been placed.',
    );
    const dollars = `${Date.now()}-usd`;
    fake.pay(dollars, { status: 'success', amount: 35 * 100 * 1150, currency: 'USD' });
    expectError(
      await verify(dollars, cartId),
      400,
      'BUSINESS_RULE',
      'The amount paid does not match your order total, so no order has been placed.',
    );
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('open');
  });

  it('uses one payment reference for one order only', async () => {
    const first = await paystackCheckout();
    const second = await paystackCheckout();
    const reference = `${Date.now()}-once`;
    fake.pay(reference, { status: 'success', amount: 35 * 100 * 1150, currency: 'NGN' });
    expect((await verify(reference, first.cartId)).status).toBe(200);
    expectError(
      await verify(reference, second.cartId),
      400,
      'BUSINESS_RULE',
      'This payment reference has already been used for another order.',
    );
    expect(await ordersOfCart(t.db, second.cartId)).toEqual([]);
  });

  it("needs the caller's own cart and a reference", async () => {
    const { cartId } = await paystackCheckout();
    const stranger = await t.factories.member();
    expectError(await verify('123', cartId, null), 401, 'UNAUTHENTICATED');
    expectError(
      await verify('123', cartId, stranger),
      404,
      'NOT_FOUND',
      `Cannot find cart with the id: ${cartId}.`,
    );
    expectValidation(await verify('', cartId), 'reference', 'A payment reference is required.');
  });
});
