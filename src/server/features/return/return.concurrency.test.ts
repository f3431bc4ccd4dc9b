import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inventoryOf } from '../../test/checkout-helpers';
import { createCaptureMailer } from '../../test/capture-mailer';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder } from '../../test/order-helpers';
import { askReturn, deliver, leaseRunOut, returnRow, setStatus } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createServices, type Services } from '../../services';
import type { BrandRow } from '../brand/brand.table';
import type { TestProvider } from '../payment/test.provider';

// These run on PGlite by default and on PostgreSQL with TEST_DATABASE_URL, where the requests
// really run side by side on a pool of connections. A second set of services on the same
// database stands for a second server.

let t: TestApp;
let second: Services;
let admin: TestUser;
let seller: TestUser;
let shopper: TestUser;
let brand: BrandRow;
beforeAll(async () => {
  t = await createTestApp();
  second = createServices({
    config: t.config,
    database: t.database,
    mailer: createCaptureMailer(),
    logger: pino({ enabled: false }),
  });
  admin = await t.factories.admin();
  seller = await t.factories.merchant();
  shopper = await t.factories.member();
  brand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
});
afterAll(async () => {
  await t?.close();
});

/** Refunds made for a return, on both servers' test providers (each keeps its own list). */
function refundsOf(returnId: string) {
  return [t.services.paymentProvider, second.paymentProvider]
    .flatMap((provider) => (provider as TestProvider).refunds)
    .filter((refund) => refund.idempotencyKey === `refund-${returnId}`);
}

describe('returns and refunds at once', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('12 requests for one unit each of an item of 4: exactly 4 are taken', async () => {
    const product = await t.factories.product({ inventory: 20, brand });
    const order = await paidOrder(t, shopper, [{ product, quantity: 4 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    await deliver(t, admin, order, item!.id);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => askReturn(t, shopper, item!.id, 1)),
    );
    const taken = answers.filter((res) => res.status === 201);
    expect(taken).toHaveLength(4);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^(A return has already been asked|You can return at most)/);
    }
    const read = await t.get(`/api/return/order/${order.orderId}`, shopper.token);
    expect(read.body.returns).toHaveLength(4);
    expect(read.body.items[0].returnable).toBe(0);
  });

  it('received by the merchant and the admin 20 times at once, on two servers, with sweeps: one refund, one stock return, one mail', async () => {
    const product = await t.factories.product({ inventory: 20, brand });
    const order = await paidOrder(t, shopper, [{ product, quantity: 3 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    await deliver(t, admin, order, item!.id);
    const asked = await askReturn(t, shopper, item!.id, 2);
    const id = asked.body.return._id as string;
    // Accepted by both at once: one decision, one mail.
    const accepts = await Promise.all([
      ...Array.from({ length: 4 }, () => t.put(`/api/return/${id}/accept`, {}, seller.token)),
      ...Array.from({ length: 4 }, () => t.put(`/api/return/${id}/accept`, {}, admin.token)),
    ]);
    for (const res of accepts) expect(res.status).toBe(200);
    expect(
      t.mail.sent.filter((m) => m.subject === `Your return is accepted (order ${order.number})`),
    ).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(17);

    const sellerActor = {
      id: seller.user.id,
      role: seller.user.role,
      merchantId: seller.user.merchantId,
      isMerchantActive: true,
    };
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => t.put(`/api/return/${id}/receive`, {}, seller.token)),
      ...Array.from({ length: 10 }, () => t.put(`/api/return/${id}/receive`, {}, admin.token)),
      ...Array.from({ length: 5 }, () => second.returns.receive(sellerActor, id)),
      ...Array.from({ length: 5 }, () => second.returns.sweep()),
      ...Array.from({ length: 5 }, () => t.services.returns.sweep()),
    ]);
    for (const res of answers.slice(0, 20)) {
      expect((res as { status: number }).status).toBe(200);
    }
    // Every caller answered; whoever held the lease made the refund. Once it is done:
    await leaseRunOut(t.db, id);
    await t.services.returns.sweep();
    const row = await returnRow(t.db, id);
    expect(row.status).toBe('refunded');
    expect(refundsOf(id)).toHaveLength(1);
    expect(refundsOf(id)[0]!.amountCents).toBe(row.amountCents);
    expect(await inventoryOf(t.db, product)).toBe(19);
    const refundedMails = [
      ...t.mail.sent,
      ...(second.mailer as ReturnType<typeof createCaptureMailer>).sent,
    ].filter((m) => m.subject.startsWith('Your refund') && m.subject.includes(order.number));
    expect(refundedMails).toHaveLength(1);
  });

  it("an admin's refund of a cancelled item clicked 15 times at once on two servers: one refund, no stock", async () => {
    const product = await t.factories.product({ inventory: 20, brand });
    const order = await paidOrder(t, shopper, [{ product, quantity: 2 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    await setStatus(t, admin, order, item!.id, 'Cancelled');
    expect(await inventoryOf(t.db, product)).toBe(20);
    const adminActor = {
      id: admin.user.id,
      role: admin.user.role,
      merchantId: null,
      isMerchantActive: true,
    };

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.post(`/api/return/item/${item!.id}/refund`, {}, admin.token),
      ),
      ...Array.from({ length: 5 }, () => second.returns.refundCancelled(adminActor, item!.id)),
    ]);
    const ids = new Set<string>();
    for (const res of answers.slice(0, 10)) {
      const answer = res as { status: number; body: { return: { _id: string } } };
      expect(answer.status).toBe(200);
      ids.add(answer.body.return._id);
    }
    for (const res of answers.slice(10)) ids.add((res as { return: { _id: string } }).return._id);
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    await leaseRunOut(t.db, id!);
    await second.returns.sweep();
    expect((await returnRow(t.db, id!)).status).toBe('refunded');
    expect(refundsOf(id!)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(20);
  });
});
