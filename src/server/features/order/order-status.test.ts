import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import { CONTACT, inventoryOf, type Line } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { historyOf, itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProductStockService } from '../product/product-stock.service';
import { createOrderStatusService } from './order-status.service';
import { orders } from './order.table';

const M = {
  orderByAdmin: 'Order has been cancelled successfully',
  orderByOwner: 'Your order has been cancelled successfully',
  itemCancelled: 'Item has been cancelled successfully!',
  itemUpdated: 'Item status has been updated successfully!',
  orderNotFound: (id: string) => `Cannot find order with the id: ${id}.`,
  itemNotFound: (id: string) => `Cannot find order item with the id: ${id}.`,
  statusInvalid: 'Status must be one of: Not processed, Processing, Shipped, Delivered, Cancelled.',
};

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.mail.clear();
});

/** The mails about status changes (placing an order also sends its confirmation). */
function statusMails() {
  return t.mail.sent.filter((mail) => mail.subject.startsWith('Order Update '));
}

/** A member with a paid order of two products (2 × agbada, 1 × cap), stock 10 each before. */
async function twoItemOrder() {
  const shopper = await t.factories.member();
  const agbada = await t.factories.product({ name: 'Royal Agbada', price: 40, inventory: 10 });
  const cap = await t.factories.product({ name: 'Fila Cap', price: 12.5, inventory: 10 });
  const lines: Line[] = [
    { product: agbada, quantity: 2, size: 'L' },
    { product: cap, quantity: 1, size: 'M' },
  ];
  const order = await paidOrder(t, shopper, lines);
  const [first, second] = await itemsOf(t.db, order.orderId);
  return { shopper, agbada, cap, order, first: first!, second: second! };
}

function setStatus(
  by: TestUser | undefined,
  itemId: string,
  order: PaidOrder,
  status: string,
  overrides: Record<string, unknown> = {},
) {
  return t.put(
    `/api/order/status/item/${itemId}`,
    { orderId: order.orderId, cartId: order.cartId, status, ...overrides },
    by?.token,
  );
}

describe('DELETE /api/order/cancel/{id}', () => {
  it('answers a guest 401 and another member or a merchant 404, changing nothing', async () => {
    const { order, agbada } = await twoItemOrder();
    expectError(await t.del(`/api/order/cancel/${order.orderId}`), 401, 'UNAUTHENTICATED');
    const stranger = await t.factories.member();
    for (const who of [stranger, merchant]) {
      expectError(
        await t.del(`/api/order/cancel/${order.orderId}`, who.token),
        404,
        'NOT_FOUND',
        M.orderNotFound(order.orderId),
      );
    }
    expect((await itemsOf(t.db, order.orderId)).map((i) => i.status)).toEqual([
      'Not processed',
      'Not processed',
    ]);
    expect(await inventoryOf(t.db, agbada)).toBe(8);
    expect(statusMails()).toHaveLength(0);
  });

  it('lets the owner cancel an unshipped order: every item cancelled and restocked once, order kept', async () => {
    const { shopper, order, agbada, cap, first, second } = await twoItemOrder();
    expect(await inventoryOf(t.db, agbada)).toBe(8);
    expect(await inventoryOf(t.db, cap)).toBe(9);

    const res = await t.del(`/api/order/cancel/${order.orderId}`, shopper.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: M.orderByOwner });
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(10);

    // Cancelling again changes nothing: no second restock, no second mail.
    const again = await t.del(`/api/order/cancel/${order.orderId}`, shopper.token);
    expect(again.body).toEqual({ success: true, message: M.orderByOwner });
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(10);

    // The order stays readable, its items cancelled, each change recorded with its actor.
    const detail = await t.get(`/api/order/${order.orderId}`, shopper.token);
    expect(detail.status).toBe(200);
    expect(detail.body.order.totalWithTax).toBe(107.5);
    for (const item of detail.body.order.products) {
      expect(item.status).toBe('Cancelled');
      expect(item.history.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
        ['Not processed', 'store'],
        ['Cancelled', 'customer'],
      ]);
    }
    const history = await historyOf(t.db, [first.id, second.id]);
    expect(history.filter((h) => h.status === 'Cancelled').map((h) => h.actorId)).toEqual([
      shopper.user.id,
      shopper.user.id,
    ]);

    // One mail, to the checkout's email, naming both items, the status and the order link.
    expect(statusMails()).toHaveLength(1);
    const mail = statusMails()[0]!;
    expect(mail.to).toBe(CONTACT.email);
    expect(mail.subject).toBe(`Order Update ${order.number}`);
    expect(mail.text).toContain(`An update on your order ${order.number}:`);
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('the following items have been cancelled.');
    expect(mail.text).toContain('2 × Royal Agbada (size L): Cancelled');
    expect(mail.text).toContain('1 × Fila Cap (size M): Cancelled');
    expect(mail.text).toContain(`http://store.test/order/${order.orderId}`);
  });

  it('refuses the owner once an item has shipped, changing nothing; an admin may still cancel', async () => {
    const { shopper, order, agbada, cap, first } = await twoItemOrder();
    expect((await setStatus(admin, first.id, order, 'Shipped')).status).toBe(200);

    expectError(
      await t.del(`/api/order/cancel/${order.orderId}`, shopper.token),
      400,
      'BUSINESS_RULE',
      'Part of this order has already been shipped, so the order can no longer be cancelled.',
    );
    expect((await itemsOf(t.db, order.orderId)).map((i) => i.status)).toEqual([
      'Shipped',
      'Not processed',
    ]);
    expect(await inventoryOf(t.db, cap)).toBe(9);

    const res = await t.del(`/api/order/cancel/${order.orderId}`, admin.token);
    expect(res.body).toEqual({ success: true, message: M.orderByAdmin });
    expect((await itemsOf(t.db, order.orderId)).map((i) => i.status)).toEqual([
      'Cancelled',
      'Cancelled',
    ]);
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(10);
  });

  it('refuses the owner after delivery too', async () => {
    const { shopper, order, second } = await twoItemOrder();
    await setStatus(admin, second.id, order, 'Delivered');
    expectError(
      await t.del(`/api/order/cancel/${order.orderId}`, shopper.token),
      400,
      'BUSINESS_RULE',
    );
  });

  it('restocks only what was not cancelled yet', async () => {
    const { shopper, order, agbada, cap, first } = await twoItemOrder();
    await setStatus(shopper, first.id, order, 'Cancelled');
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    await t.del(`/api/order/cancel/${order.orderId}`, shopper.token);
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(10);
  });

  it('lets a merchant cancel an order of its own like any shopper', async () => {
    const product = await t.factories.product({ inventory: 4 });
    const own = await paidOrder(t, merchant, [{ product, quantity: 3 }]);
    const res = await t.del(`/api/order/cancel/${own.orderId}`, merchant.token);
    expect(res.body).toEqual({ success: true, message: M.orderByOwner });
    expect(await inventoryOf(t.db, product)).toBe(4);
  });

  it('answers an unknown or malformed id as not found', async () => {
    expectError(
      await t.del('/api/order/cancel/nope', admin.token),
      404,
      'NOT_FOUND',
      M.orderNotFound('nope'),
    );
  });

  it('does not fail when a product of the order was deleted meanwhile', async () => {
    const { shopper, order, agbada, cap } = await twoItemOrder();
    expect((await t.del(`/api/product/delete/${agbada.id}`, admin.token)).status).toBe(200);
    const res = await t.del(`/api/order/cancel/${order.orderId}`, shopper.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await inventoryOf(t.db, cap)).toBe(10);
    const items = await itemsOf(t.db, order.orderId);
    expect(items.map((i) => [i.status, i.productId])).toEqual([
      ['Cancelled', null],
      ['Cancelled', cap.id],
    ]);
  });
});

describe('PUT /api/order/status/item/{itemId}', () => {
  it('answers a guest 401', async () => {
    const { order, first } = await twoItemOrder();
    expectError(await setStatus(undefined, first.id, order, 'Cancelled'), 401, 'UNAUTHENTICATED');
  });

  it('validates the body: the status must be one of the five, the ids are required', async () => {
    const { shopper, order, first } = await twoItemOrder();
    expectValidation(await setStatus(admin, first.id, order, 'Lost'), 'status', M.statusInvalid);
    expectValidation(
      await t.put(
        `/api/order/status/item/${first.id}`,
        { cartId: order.cartId, status: 'Shipped' },
        admin.token,
      ),
      'orderId',
      'Order id is required.',
    );
    expectValidation(
      await t.put(
        `/api/order/status/item/${first.id}`,
        { orderId: order.orderId, status: 'Cancelled' },
        shopper.token,
      ),
      'cartId',
      'Cart id is required.',
    );
    expect((await itemsOf(t.db, order.orderId))[0]!.status).toBe('Not processed');
  });

  it('refuses an item that is not of that order or cart, changing nothing', async () => {
    const { shopper, order, agbada, first } = await twoItemOrder();
    const otherOrder = await paidOrder(t, shopper, [{ product: agbada, quantity: 1 }]);
    const cases = [
      // The shopper's own other order and its cart.
      { orderId: otherOrder.orderId, cartId: otherOrder.cartId },
      // The right order with another cart of the same shopper.
      { orderId: order.orderId, cartId: otherOrder.cartId },
      { orderId: 'garbage', cartId: order.cartId },
    ];
    for (const ids of cases) {
      for (const who of [shopper, admin]) {
        expectError(
          await setStatus(who, first.id, order, 'Cancelled', ids),
          404,
          'NOT_FOUND',
          M.itemNotFound(first.id),
        );
      }
    }
    expectError(await setStatus(admin, 'garbage', order, 'Shipped'), 404, 'NOT_FOUND');
    expect((await itemsOf(t.db, order.orderId))[0]!.status).toBe('Not processed');
    expect(await inventoryOf(t.db, agbada)).toBe(7);
    expect(statusMails()).toHaveLength(0);
  });

  it("refuses another member's or a merchant's change to someone else's item as not found", async () => {
    const { order, agbada, first } = await twoItemOrder();
    const stranger = await t.factories.member();
    for (const who of [stranger, merchant]) {
      for (const status of ['Cancelled', 'Delivered']) {
        expectError(
          await setStatus(who, first.id, order, status),
          404,
          'NOT_FOUND',
          M.itemNotFound(first.id),
        );
      }
    }
    expect((await itemsOf(t.db, order.orderId))[0]!.status).toBe('Not processed');
    expect(await inventoryOf(t.db, agbada)).toBe(8);
  });

  it('lets the owner only cancel: any other status is forbidden', async () => {
    const { shopper, order, first } = await twoItemOrder();
    for (const status of ['Processing', 'Shipped', 'Delivered', 'Not processed']) {
      expectError(
        await setStatus(shopper, first.id, order, status),
        403,
        'FORBIDDEN',
        'You can only cancel an item of your order.',
      );
    }
    expect((await itemsOf(t.db, order.orderId))[0]!.status).toBe('Not processed');
  });

  it('lets the owner cancel an unshipped item: restocked once, recorded, mailed', async () => {
    const { shopper, order, agbada, cap, first, second } = await twoItemOrder();
    const res = await setStatus(shopper, first.id, order, 'Cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: M.itemCancelled, orderCancelled: false });
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(await inventoryOf(t.db, cap)).toBe(9);

    // Twice: the same answer, no second restock, no second history entry or mail.
    const again = await setStatus(shopper, first.id, order, 'Cancelled');
    expect(again.body).toEqual({ success: true, message: M.itemCancelled, orderCancelled: false });
    expect(await inventoryOf(t.db, agbada)).toBe(10);

    const items = await itemsOf(t.db, order.orderId);
    expect(items.map((i) => i.status)).toEqual(['Cancelled', 'Not processed']);
    expect(items[0]!.restockedAt).toBeInstanceOf(Date);
    expect(items[1]!.restockedAt).toBeNull();
    const history = await historyOf(t.db, [first.id, second.id]);
    expect(history.map((h) => [h.orderItemId, h.status, h.actorId])).toEqual([
      [first.id, 'Not processed', null],
      [second.id, 'Not processed', null],
      [first.id, 'Cancelled', shopper.user.id],
    ]);

    expect(statusMails()).toHaveLength(1);
    expect(statusMails()[0]!.text).toContain('the following item has been cancelled.');
    expect(statusMails()[0]!.text).toContain('2 × Royal Agbada (size L): Cancelled');
    expect(statusMails()[0]!.text).not.toContain('Fila Cap');
  });

  it('refuses the owner once the item has shipped or been delivered', async () => {
    const { shopper, order, agbada, first, second } = await twoItemOrder();
    await setStatus(admin, first.id, order, 'Shipped');
    await setStatus(admin, second.id, order, 'Delivered');
    expectError(
      await setStatus(shopper, first.id, order, 'Cancelled'),
      400,
      'BUSINESS_RULE',
      'This item is already shipped and can no longer be cancelled.',
    );
    expectError(
      await setStatus(shopper, second.id, order, 'Cancelled'),
      400,
      'BUSINESS_RULE',
      'This item is already delivered and can no longer be cancelled.',
    );
    expect((await itemsOf(t.db, order.orderId)).map((i) => i.status)).toEqual([
      'Shipped',
      'Delivered',
    ]);
    expect(await inventoryOf(t.db, agbada)).toBe(8);
  });

  it('lets an admin set any status, recording each change and mailing the shopper', async () => {
    const { shopper, order, agbada, first } = await twoItemOrder();
    for (const status of ['Processing', 'Shipped', 'Delivered', 'Not processed']) {
      const res = await setStatus(admin, first.id, order, status);
      expect(res.body, status).toEqual({
        success: true,
        message: M.itemUpdated,
        orderCancelled: false,
      });
    }
    // The same status again is no change: no history, no mail.
    await setStatus(admin, first.id, order, 'Not processed');
    expect(await inventoryOf(t.db, agbada)).toBe(8);

    const detail = await t.get(`/api/order/${order.orderId}`, shopper.token);
    expect(
      detail.body.order.products[0].history.map((h: { status: string; by: string }) => [
        h.status,
        h.by,
      ]),
    ).toEqual([
      ['Not processed', 'store'],
      ['Processing', 'admin'],
      ['Shipped', 'admin'],
      ['Delivered', 'admin'],
      ['Not processed', 'admin'],
    ]);
    expect(statusMails().map((mail) => mail.text.match(/size L\): (.+)/)?.[1])).toEqual([
      'Processing',
      'Shipped',
      'Delivered',
      'Not processed',
    ]);
    const shipped = statusMails()[1]!;
    expect(shipped.to).toBe(CONTACT.email);
    expect(shipped.text).toContain('the following item has been shipped and is on its way to you.');
    expect(shipped.text).toContain(`View your order: http://store.test/order/${order.orderId}`);
  });

  it('lets an admin cancel even a delivered item (restocked once), and then keeps it cancelled', async () => {
    const { order, agbada, first } = await twoItemOrder();
    await setStatus(admin, first.id, order, 'Delivered');
    const res = await setStatus(admin, first.id, order, 'Cancelled');
    expect(res.body).toEqual({ success: true, message: M.itemCancelled, orderCancelled: false });
    expect(await inventoryOf(t.db, agbada)).toBe(10);

    expectError(
      await setStatus(admin, first.id, order, 'Processing'),
      400,
      'BUSINESS_RULE',
      'This item has been cancelled and its status can no longer be changed.',
    );
    expect((await setStatus(admin, first.id, order, 'Cancelled')).status).toBe(200);
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect((await itemsOf(t.db, order.orderId))[0]!.status).toBe('Cancelled');
  });

  it('cancels the order when its last item is cancelled, and tells the owner so', async () => {
    const { shopper, order, first, second } = await twoItemOrder();
    const one = await setStatus(shopper, first.id, order, 'Cancelled');
    expect(one.body.orderCancelled).toBe(false);
    const last = await setStatus(shopper, second.id, order, 'Cancelled');
    expect(last.body).toEqual({ success: true, message: M.orderByOwner, orderCancelled: true });
    // The order is kept, with everything cancelled.
    const rows = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(rows).toHaveLength(1);
    const listed = await t.get('/api/order/me', shopper.token);
    expect(listed.body.orders[0].products.map((i: { status: string }) => i.status)).toEqual([
      'Cancelled',
      'Cancelled',
    ]);
  });

  it('tells an admin who cancels the last item that the order is cancelled', async () => {
    const { order, first, second } = await twoItemOrder();
    await setStatus(admin, first.id, order, 'Cancelled');
    const last = await setStatus(admin, second.id, order, 'Cancelled');
    expect(last.body).toEqual({ success: true, message: M.orderByAdmin, orderCancelled: true });
  });

  it('does not fail when the product was deleted meanwhile', async () => {
    const { shopper, order, agbada, first } = await twoItemOrder();
    expect((await t.del(`/api/product/delete/${agbada.id}`, admin.token)).status).toBe(200);
    const res = await setStatus(shopper, first.id, order, 'Cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.itemCancelled);
    expect(statusMails()).toHaveLength(1);
  });
});

describe('a failing notification', () => {
  it('never fails the change: the item is cancelled and restocked, the failure logged', async () => {
    const { shopper, order, agbada, first } = await twoItemOrder();
    const logger = { error: vi.fn() };
    const service = createOrderStatusService({
      db: t.db,
      stock: createProductStockService(),
      brandOfMerchant: t.services.brands.brandOfMerchant,
      audit: t.services.audit,
      logger,
      notify: () => {
        throw new Error('the mail queue is down');
      },
    });
    const actor = {
      id: shopper.user.id,
      role: shopper.user.role,
      merchantId: null,
      isMerchantActive: true,
    };
    await expect(
      service.setItemStatus(actor, first.id, {
        orderId: order.orderId,
        cartId: order.cartId,
        status: 'Cancelled',
      }),
    ).resolves.toEqual({ success: true, message: M.itemCancelled, orderCancelled: false });
    expect(await inventoryOf(t.db, agbada)).toBe(10);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe('restocking shows in the shop at once', () => {
  it('clears the cached product answers when a cancellation gives stock back', async () => {
    const cached = await createTestApp({ config: { catalogCacheSeconds: 300 } });
    try {
      const shopper = await cached.factories.member();
      const product = await cached.factories.product({ slug: 'cached-agbada', inventory: 6 });
      const order = await paidOrder(cached, shopper, [{ product, quantity: 2 }]);
      const before = await cached.get('/api/product/item/cached-agbada');
      expect(before.body.product.quantity).toBe(4);
      expect((await cached.del(`/api/order/cancel/${order.orderId}`, shopper.token)).status).toBe(
        200,
      );
      const after = await cached.get('/api/product/item/cached-agbada');
      expect(after.body.product.quantity).toBe(6);
    } finally {
      await cached.close();
    }
  });
});
