import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import { inventoryOf } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import {
  askReturn,
  deliver,
  deliveredDaysAgo,
  returnRow,
  setStatus,
} from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import type { TestProvider } from '../payment/test.provider';
import type { ProductRow } from '../product/product.table';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let stranger: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let brand: BrandRow;
let agbada: ProductRow;
let cap: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  shopper = await t.factories.member();
  stranger = await t.factories.member();
  seller = await t.factories.merchant();
  otherSeller = await t.factories.merchant();
  brand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  const otherBrand = await t.factories.brand({ name: 'Cap Co', merchant: otherSeller });
  agbada = await t.factories.product({ name: 'Royal Agbada', price: 40, inventory: 50, brand });
  cap = await t.factories.product({
    name: 'Fila Cap',
    price: 12.5,
    inventory: 50,
    brand: otherBrand,
  });
});
afterAll(async () => {
  await t?.close();
});

const provider = () => t.services.paymentProvider as TestProvider;
const refundsOf = (returnId: string) =>
  provider().refunds.filter((refund) => refund.idempotencyKey === `refund-${returnId}`);
const mailsAbout = (number: string, word: string) =>
  t.mail.sent.filter((mail) => mail.subject.includes(number) && mail.subject.includes(word));

/** An order of 3 agbadas (seller's) and 1 cap (other seller's), both delivered. */
async function deliveredOrder(): Promise<{
  order: PaidOrder;
  agbadaItem: string;
  capItem: string;
}> {
  const order = await paidOrder(t, shopper, [
    { product: agbada, quantity: 3 },
    { product: cap, quantity: 1 },
  ]);
  const items = await itemsOf(t.db, order.orderId);
  const agbadaItem = items.find((item) => item.productId === agbada.id)!.id;
  const capItem = items.find((item) => item.productId === cap.id)!.id;
  await deliver(t, admin, order, agbadaItem);
  await deliver(t, admin, order, capItem);
  return { order, agbadaItem, capItem };
}

describe('a return from request to refund', () => {
  it('the shopper asks, the merchant accepts and receives: one refund, the stock back, three mails', async () => {
    const { order, agbadaItem } = await deliveredOrder();
    const stockBefore = await inventoryOf(t.db, agbada);

    const asked = await askReturn(t, shopper, agbadaItem, 2, 'Does not fit');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({
      success: true,
      message: 'Your return request has been sent. We will let you know once it is reviewed.',
      return: {
        kind: 'return',
        orderId: order.orderId,
        itemId: agbadaItem,
        productName: 'Royal Agbada',
        quantity: 2,
        reason: 'Does not fit',
        note: 'Too narrow',
        status: 'requested',
        amount: 80,
      },
    });
    const id = asked.body.return._id as string;

    // The merchant sees it among its returns; the other merchant neither sees nor touches it.
    const mine = await t.get('/api/return', seller.token);
    expect(mine.body.returns.map((r: { _id: string }) => r._id)).toContain(id);
    // Named by the order's number people read, with its id for the link.
    expect(mine.body.returns.find((r: { _id: string }) => r._id === id)).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.number,
    });
    const theirs = await t.get('/api/return', otherSeller.token);
    expect(theirs.body.returns.map((r: { _id: string }) => r._id)).not.toContain(id);
    expectError(await t.put(`/api/return/${id}/accept`, {}, otherSeller.token), 404, 'NOT_FOUND');
    expect((await t.put(`/api/return/${id}/accept`, {}, shopper.token)).status).toBe(403);

    // Received before it is accepted: refused.
    expectError(
      await t.put(`/api/return/${id}/receive`, {}, seller.token),
      400,
      'BUSINESS_RULE',
      'Accept the return before marking it received.',
    );

    const accepted = await t.put(`/api/return/${id}/accept`, {}, seller.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.return.status).toBe('accepted');
    expect(mailsAbout(order.number, 'accepted')).toHaveLength(1);
    expect(mailsAbout(order.number, 'accepted')[0]!.text).toContain('within 14 days');

    const received = await t.put(`/api/return/${id}/receive`, {}, seller.token);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({
      message: 'The parcel is received and the refund has been made.',
      return: {
        status: 'refunded',
        amount: 80,
        received: expect.any(String),
        refunded: expect.any(String),
      },
    });
    expect(refundsOf(id)).toEqual([
      expect.objectContaining({ amountCents: 8000, reference: expect.stringMatching(/^test_pi_/) }),
    ]);
    expect(await inventoryOf(t.db, agbada)).toBe(stockBefore + 2);
    const refunded = mailsAbout(order.number, 'refund');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.subject).toBe(`Your refund of $80.00 (order ${order.number})`);
    expect(refunded[0]!.html).toContain('View your order');
    expect(refunded[0]!.text).toContain(`http://store.test/order/${order.orderId}`);

    // A second click: the same refund, no second refund, no more stock.
    const again = await t.put(`/api/return/${id}/receive`, {}, admin.token);
    expect(again.status).toBe(200);
    expect(again.body.return.status).toBe('refunded');
    expect(refundsOf(id)).toHaveLength(1);
    expect(await inventoryOf(t.db, agbada)).toBe(stockBefore + 2);
    expect(mailsAbout(order.number, 'refund')).toHaveLength(1);

    // The order page's read: one more unit may still be returned; the return is refunded.
    const read = await t.get(`/api/return/order/${order.orderId}`, shopper.token);
    expect(read.status).toBe(200);
    const line = read.body.items.find((item: { itemId: string }) => item.itemId === agbadaItem);
    expect(line).toMatchObject({ returnable: 1, returnableUntil: expect.any(String) });
    expect(read.body.returns).toEqual([
      expect.objectContaining({ _id: id, status: 'refunded', orderNumber: order.number }),
    ]);
  });

  it('a refused return tells the shopper why, frees its units, and cannot be accepted later', async () => {
    const { order, capItem } = await deliveredOrder();
    const asked = await askReturn(t, shopper, capItem, 1, 'Changed my mind');
    const id = asked.body.return._id as string;
    expectValidation(
      await t.put(`/api/return/${id}/refuse`, { note: '' }, otherSeller.token),
      'note',
      'Please say why the return is refused.',
    );
    const refused = await t.put(
      `/api/return/${id}/refuse`,
      { note: 'The cap has been worn.' },
      otherSeller.token,
    );
    expect(refused.status).toBe(200);
    expect(refused.body.return).toMatchObject({
      status: 'refused',
      refusalNote: 'The cap has been worn.',
    });
    const mail = t.mail.sent.find(
      (m) => m.subject === `Your return request (order ${order.number})`,
    );
    expect(mail?.text).toContain('The cap has been worn.');
    expectError(
      await t.put(`/api/return/${id}/accept`, {}, otherSeller.token),
      400,
      'BUSINESS_RULE',
      'This return is refused and can no longer be accepted or refused.',
    );
    expectError(await t.put(`/api/return/${id}/receive`, {}, admin.token), 400, 'BUSINESS_RULE');
    expect(refundsOf(id)).toHaveLength(0);
    // The refused unit may be asked for again.
    expect((await askReturn(t, shopper, capItem, 1)).status).toBe(201);
  });
});

describe('what may be returned', () => {
  it('only a delivered item, of your own order, within 14 days, and no more units than bought', async () => {
    const order = await paidOrder(t, shopper, [{ product: agbada, quantity: 2 }]);
    const [item] = await itemsOf(t.db, order.orderId);

    expectError(
      await askReturn(t, shopper, item!.id),
      400,
      'BUSINESS_RULE',
      'Only a delivered item can be returned.',
    );
    await setStatus(t, admin, order, item!.id, 'Shipped');
    expectError(
      await askReturn(t, shopper, item!.id),
      400,
      'BUSINESS_RULE',
      'Only a delivered item can be returned.',
    );
    await setStatus(t, admin, order, item!.id, 'Delivered');

    // Another member, a merchant, an admin: not their order.
    expectError(await askReturn(t, stranger, item!.id), 404, 'NOT_FOUND');
    expectError(await askReturn(t, admin, item!.id), 404, 'NOT_FOUND');
    expectError(
      await askReturn(t, shopper, '00000000-0000-7000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
    expect((await t.get(`/api/return/order/${order.orderId}`, stranger.token)).status).toBe(404);

    expectError(
      await askReturn(t, shopper, item!.id, 3),
      400,
      'BUSINESS_RULE',
      'You can return at most 2 more of this item.',
    );
    expectValidation(
      await askReturn(t, shopper, item!.id, 1, 'Bored'),
      'reason',
      'Please choose a reason: Does not fit, Not as described, Arrived damaged, Wrong item sent, Changed my mind, Other.',
    );
    expectValidation(
      await t.post(
        '/api/return',
        { itemId: item!.id, quantity: 1, reason: 'Other', note: 'x'.repeat(501) },
        shopper.token,
      ),
      'note',
      'The note may not be greater than 500 characters.',
    );
    expect((await askReturn(t, shopper, item!.id, 2)).status).toBe(201);
    expectError(
      await askReturn(t, shopper, item!.id, 1),
      400,
      'BUSINESS_RULE',
      'A return has already been asked for every unit of this item.',
    );
  });

  it('14 days after delivery the window is open; after that, closed', async () => {
    const order = await paidOrder(t, shopper, [{ product: agbada, quantity: 2 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    await deliver(t, admin, order, item!.id);

    await deliveredDaysAgo(t.db, item!.id, 13);
    expect((await askReturn(t, shopper, item!.id, 1)).status).toBe(201);

    await deliveredDaysAgo(t.db, item!.id, 15);
    expectError(
      await askReturn(t, shopper, item!.id, 1),
      400,
      'BUSINESS_RULE',
      "Items can be returned within 14 days of delivery; this item's return window has closed.",
    );
    const read = await t.get(`/api/return/order/${order.orderId}`, shopper.token);
    expect(read.body.items[0]).toMatchObject({ returnable: 0 });
  });
});

describe("the admin's refund of a cancelled item", () => {
  it('refunds a cancelled paid item that never shipped once, without giving its stock twice', async () => {
    const order = await paidOrder(t, shopper, [
      { product: agbada, quantity: 2 },
      { product: cap, quantity: 1 },
    ]);
    const items = await itemsOf(t.db, order.orderId);
    const agbadaItem = items.find((item) => item.productId === agbada.id)!;
    const capItem = items.find((item) => item.productId === cap.id)!;
    expectError(
      await t.post(`/api/return/item/${agbadaItem.id}/refund`, {}, admin.token),
      400,
      'BUSINESS_RULE',
      'Only a cancelled item can be refunded this way.',
    );
    await setStatus(t, admin, order, agbadaItem.id, 'Cancelled');
    const stock = await inventoryOf(t.db, agbada);

    const before = await t.get(`/api/return/order/${order.orderId}`, admin.token);
    expect(
      before.body.items.find((i: { itemId: string }) => i.itemId === agbadaItem.id).refundable,
    ).toBe(true);
    const shopperView = await t.get(`/api/return/order/${order.orderId}`, shopper.token);
    expect(shopperView.body.items.every((i: { refundable: boolean }) => !i.refundable)).toBe(true);

    expect(
      (await t.post(`/api/return/item/${agbadaItem.id}/refund`, {}, seller.token)).status,
    ).toBe(403);
    const res = await t.post(`/api/return/item/${agbadaItem.id}/refund`, {}, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'The refund has been made.',
      return: { kind: 'cancellation', status: 'refunded', amount: 80, quantity: 2 },
    });
    const again = await t.post(`/api/return/item/${agbadaItem.id}/refund`, {}, admin.token);
    expect(again.body.return._id).toBe(res.body.return._id);
    expect(refundsOf(res.body.return._id)).toHaveLength(1);
    expect(await inventoryOf(t.db, agbada)).toBe(stock);
    expect((await returnRow(t.db, res.body.return._id)).restockedAt).toBeNull();
    expect(mailsAbout(order.number, 'refund')).toHaveLength(1);
    expect(mailsAbout(order.number, 'refund')[0]!.text).toContain(
      'for the cancelled 2 × Royal Agbada',
    );

    // One that shipped before it was cancelled must come back as a return instead.
    await setStatus(t, admin, order, capItem.id, 'Shipped');
    await setStatus(t, admin, order, capItem.id, 'Cancelled');
    expectError(
      await t.post(`/api/return/item/${capItem.id}/refund`, {}, admin.token),
      400,
      'BUSINESS_RULE',
      'This item was shipped before it was cancelled: ask the shopper to return it.',
    );
  });
});
