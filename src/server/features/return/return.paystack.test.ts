import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCart, inventoryOf, ordersOfCart, startCheckout } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../test/fake-paystack';
import { itemsOf } from '../../test/order-helpers';
import { askReturn, deliver, leaseRunOut, returnRow } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { orderReturns } from './return.table';

// Refunds through Paystack's POST /refund against the local fake of its API. Paystack takes no
// idempotency key: the key travels as the refund's merchant note, looked up before any retry.

const SECRET_KEY = 'sk_test_paystack_secret';
const RATE = 1150;

let fake: FakePaystack;
let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET_KEY });
  t = await createTestApp({
    config: {
      payment: {
        ...testConfig().payment,
        provider: 'paystack',
        paystackSecretKey: SECRET_KEY,
        paystackPublicKey: 'pk_test_paystack_public',
        paystackApiUrl: fake.url,
        paystackRate: RATE,
      },
    },
  });
  admin = await t.factories.admin();
  shopper = await t.factories.member();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A Paystack order of 2 × a $30 product, delivered, and a return of `quantity` accepted. */
async function acceptedPaystackReturn(quantity: number) {
  const product = await t.factories.product({ price: 30, inventory: 10 });
  const lines = [{ product, quantity: 2 }];
  const cartId = await addCart(t, shopper, lines);
  const started = await startCheckout(t, shopper, cartId, lines);
  const { reference, amount } = started.body.paystack as { reference: string; amount: number };
  const transactionId = fake.pay(reference, { status: 'success', amount, currency: 'NGN' });
  const verified = await t.post('/api/paystack/verify', { reference, cartId }, shopper.token);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const [order] = await ordersOfCart(t.db, cartId);
  const [item] = await itemsOf(t.db, order!.id);
  await deliver(t, admin, { orderId: order!.id, number: order!.number, cartId }, item!.id);
  const asked = await askReturn(t, shopper, item!.id, quantity);
  const id = asked.body.return._id as string;
  expect((await t.put(`/api/return/${id}/accept`, {}, admin.token)).status).toBe(200);
  return { id, product, transactionId };
}

const refundsOf = (transactionId: number) =>
  fake.refunds.filter((refund) => refund.transaction === transactionId);

describe('a return refunded through Paystack', () => {
  it('POST /refund once, in kobo at the store rate, with the return key as merchant note', async () => {
    const { id, product, transactionId } = await acceptedPaystackReturn(1);
    const res = await t.put(`/api/return/${id}/receive`, {}, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.return.status).toBe('refunded');
    expect(refundsOf(transactionId)).toEqual([
      expect.objectContaining({ amount: 30 * 100 * RATE, merchant_note: `refund-${id}` }),
    ]);
    expect((await returnRow(t.db, id)).providerRefundId).toBe(
      String(refundsOf(transactionId)[0]!.id),
    );
    expect(await inventoryOf(t.db, product)).toBe(9);

    expect((await t.put(`/api/return/${id}/receive`, {}, admin.token)).status).toBe(200);
    expect(refundsOf(transactionId)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(9);
  });

  it('Paystack failing: pending, then the sweep refunds once', async () => {
    const { id, transactionId } = await acceptedPaystackReturn(2);
    fake.failRefunds(1);
    const res = await t.put(`/api/return/${id}/receive`, {}, admin.token);
    expect(res.body.return.status).toBe('refunding');
    expect(refundsOf(transactionId)).toHaveLength(0);
    expect(await t.services.returns.sweep()).toBe(1);
    expect(refundsOf(transactionId)).toEqual([
      expect.objectContaining({ amount: 60 * 100 * RATE }),
    ]);
  });

  it('a server that died after Paystack refunded: the retry finds the refund by its note, no second one', async () => {
    const { id, transactionId } = await acceptedPaystackReturn(1);
    // What the dead server left: refunding, its lease taken, Paystack's refund made.
    await t.db
      .update(orderReturns)
      .set({ status: 'refunding', receivedAt: sql`now()`, refundAttemptAt: sql`now()` })
      .where(eq(orderReturns.id, id));
    await t.services.paymentProvider.refund({
      reference: String(transactionId),
      amountCents: 3000,
      idempotencyKey: `refund-${id}`,
    });
    const posts = fake.refundCalls.length;
    await leaseRunOut(t.db, id);
    expect(await t.services.returns.sweep()).toBe(1);
    expect((await returnRow(t.db, id)).status).toBe('refunded');
    expect(refundsOf(transactionId)).toHaveLength(1);
    expect(fake.refundCalls.length).toBe(posts);
  });
});
