import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inventoryOf } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { historyOf, itemsOf, paidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// These run on PGlite by default and on PostgreSQL with TEST_DATABASE_URL, where the requests
// really run side by side on a pool of connections.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t?.close();
});

function statusMails(number: string) {
  return t.mail.sent.filter((mail) => mail.subject === `Order Update ${number}`);
}

describe('concurrent cancellations', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('20 cancellations of one item at once restock it exactly once', async () => {
    const shopper = await t.factories.member();
    const agbada = await t.factories.product({ inventory: 10 });
    const cap = await t.factories.product({ inventory: 10 });
    const order = await paidOrder(t, shopper, [
      { product: agbada, quantity: 3 },
      { product: cap, quantity: 1 },
    ]);
    const [item, other] = await itemsOf(t.db, order.orderId);
    expect(await inventoryOf(t.db, agbada)).toBe(7);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.put(
          `/api/order/status/item/${item!.id}`,
          { orderId: order.orderId, cartId: order.cartId, status: 'Cancelled' },
          shopper.token,
        ),
      ),
    );
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Item has been cancelled successfully!',
        orderCancelled: false,
      });
    }
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(9);
    const history = await historyOf(t.db, [item!.id, other!.id]);
    expect(history.filter((h) => h.status === 'Cancelled')).toHaveLength(1);
    expect(statusMails(order.number)).toHaveLength(1);
  });

  it('item cancellations by shopper and admin and whole-order cancellations at once restock each item once', async () => {
    const shopper = await t.factories.member();
    const agbada = await t.factories.product({ inventory: 10 });
    const cap = await t.factories.product({ inventory: 10 });
    const order = await paidOrder(t, shopper, [
      { product: agbada, quantity: 2 },
      { product: cap, quantity: 4 },
    ]);
    const items = await itemsOf(t.db, order.orderId);
    const cancelItem = (by: TestUser, itemId: string) =>
      t.put(
        `/api/order/status/item/${itemId}`,
        { orderId: order.orderId, cartId: order.cartId, status: 'Cancelled' },
        by.token,
      );

    const answers = await Promise.all([
      ...items.flatMap((item) => [
        ...Array.from({ length: 5 }, () => cancelItem(shopper, item.id)),
        ...Array.from({ length: 3 }, () => cancelItem(admin, item.id)),
      ]),
      ...Array.from({ length: 4 }, () =>
        t.del(`/api/order/cancel/${order.orderId}`, shopper.token),
      ),
      ...Array.from({ length: 2 }, () => t.del(`/api/order/cancel/${order.orderId}`, admin.token)),
    ]);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(10);
    const after = await itemsOf(t.db, order.orderId);
    expect(after.map((item) => item.status)).toEqual(['Cancelled', 'Cancelled']);
    const history = await historyOf(
      t.db,
      items.map((item) => item.id),
    );
    expect(history.filter((h) => h.status === 'Cancelled')).toHaveLength(2);
  });

  it('a shopper cancelling while an admin ships: one of them wins, and the stock agrees', async () => {
    const product = await t.factories.product({ inventory: 40 });
    const shoppers: TestUser[] = [];
    for (let i = 0; i < 8; i += 1) shoppers.push(await t.factories.member());
    const orders = [];
    for (const shopper of shoppers) {
      orders.push(await paidOrder(t, shopper, [{ product, quantity: 2 }]));
    }
    expect(await inventoryOf(t.db, product)).toBe(24);

    const answers = await Promise.all(
      orders.map(async (order, i) => {
        const [item] = await itemsOf(t.db, order.orderId);
        const url = `/api/order/status/item/${item!.id}`;
        const ids = { orderId: order.orderId, cartId: order.cartId };
        return Promise.all([
          t.put(url, { ...ids, status: 'Cancelled' }, shoppers[i]!.token),
          t.put(url, { ...ids, status: 'Shipped' }, admin.token),
        ]);
      }),
    );

    let cancelled = 0;
    for (const [i, order] of orders.entries()) {
      const [cancel, ship] = answers[i]!;
      const [item] = await itemsOf(t.db, order.orderId);
      const history = await historyOf(t.db, [item!.id]);
      if (item!.status === 'Cancelled') {
        cancelled += 1;
        // The cancellation came first; shipping a cancelled item is refused.
        expect(cancel.status).toBe(200);
        expect(ship.status).toBe(400);
        expect(item!.restockedAt).not.toBeNull();
        expect(history.map((h) => h.status)).toEqual(['Not processed', 'Cancelled']);
      } else {
        expect(item!.status).toBe('Shipped');
        expect(ship.status).toBe(200);
        expect(cancel.status).toBe(400);
        expect(item!.restockedAt).toBeNull();
        expect(history.map((h) => h.status)).toEqual(['Not processed', 'Shipped']);
      }
    }
    expect(await inventoryOf(t.db, product)).toBe(24 + 2 * cancelled);
  });
});

describe('concurrent shipping by merchants', () => {
  it("a merchant's double clicks ship its item once: one history row, one mail, one tracking number", async () => {
    const shopper = await t.factories.member();
    const seller = await t.factories.merchant();
    const rival = await t.factories.merchant();
    const brand = await t.factories.brand({ merchant: seller });
    await t.factories.brand({ merchant: rival });
    const agbada = await t.factories.product({ inventory: 10, brand });
    const order = await paidOrder(t, shopper, [{ product: agbada, quantity: 1 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    const url = `/api/order/status/item/${item!.id}`;
    const ids = { orderId: order.orderId, cartId: order.cartId };

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, n) =>
        t.put(
          url,
          { ...ids, status: 'Shipped', carrier: 'DHL', trackingNumber: `TRACK-${n}` },
          seller.token,
        ),
      ),
      ...Array.from({ length: 5 }, () =>
        t.put(
          url,
          { ...ids, status: 'Shipped', carrier: 'UPS', trackingNumber: 'RIVAL' },
          rival.token,
        ),
      ),
    ]);
    for (const res of answers.slice(0, 10)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const res of answers.slice(10)) expect(res.status).toBe(404);

    const [after] = await itemsOf(t.db, order.orderId);
    expect(after!.status).toBe('Shipped');
    expect(after!.carrier).toBe('DHL');
    expect(after!.trackingNumber).toMatch(/^TRACK-\d$/);
    const history = await historyOf(t.db, [item!.id]);
    expect(history.map((h) => h.status)).toEqual(['Not processed', 'Shipped']);
    const mails = statusMails(order.number);
    expect(mails).toHaveLength(1);
    // The one mail tells the tracking number that was kept.
    expect(mails[0]!.text).toContain(`tracking number ${after!.trackingNumber}`);
  });

  it('a merchant shipping while the shopper cancels: one wins, one mail', async () => {
    const seller = await t.factories.merchant();
    const brand = await t.factories.brand({ merchant: seller });
    const product = await t.factories.product({ inventory: 20, brand });
    const shoppers: TestUser[] = [];
    for (let i = 0; i < 5; i += 1) shoppers.push(await t.factories.member());
    const orders = [];
    for (const shopper of shoppers)
      orders.push(await paidOrder(t, shopper, [{ product, quantity: 1 }]));

    await Promise.all(
      orders.map(async (order, i) => {
        const [item] = await itemsOf(t.db, order.orderId);
        const url = `/api/order/status/item/${item!.id}`;
        const ids = { orderId: order.orderId, cartId: order.cartId };
        return Promise.all([
          t.put(url, { ...ids, status: 'Cancelled' }, shoppers[i]!.token),
          t.put(
            url,
            { ...ids, status: 'Shipped', carrier: 'DHL', trackingNumber: 'T1' },
            seller.token,
          ),
        ]);
      }),
    );
    let cancelled = 0;
    for (const order of orders) {
      const [item] = await itemsOf(t.db, order.orderId);
      expect(['Cancelled', 'Shipped']).toContain(item!.status);
      if (item!.status === 'Cancelled') cancelled += 1;
      expect(statusMails(order.number)).toHaveLength(1);
      const history = await historyOf(t.db, [item!.id]);
      expect(history).toHaveLength(2);
    }
    expect(await inventoryOf(t.db, product)).toBe(20 - 5 + cancelled);
  });
});
