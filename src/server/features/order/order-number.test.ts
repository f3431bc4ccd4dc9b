import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTACT } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProductRow } from '../product/product.table';

/**
 * Issue 23, part 3: every order has a number people can read ("EKO-10042"), given by the
 * database in sequence, on every read and mail, and search finds an order by it or by its id.
 * The shopper reads how and when it was paid, never the provider's reference.
 */

let t: TestApp;
let admin: TestUser;
let ada: TestUser;
let bola: TestUser;
/** Runs the brand that sells the agbada; `other` runs the cap's. */
let seller: TestUser;
let other: TestUser;
let agbada: ProductRow;
let cap: ProductRow;
/** Ada's orders, one after the other: 1 agbada, then 1 cap, then 1 agbada and 1 cap. */
let first: PaidOrder;
let second: PaidOrder;
let third: PaidOrder;
/** Bola's: 2 caps. */
let bolas: PaidOrder;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  ada = await t.factories.member();
  bola = await t.factories.member();
  seller = await t.factories.merchant();
  other = await t.factories.merchant();
  const sellerBrand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  const otherBrand = await t.factories.brand({ name: 'Cap Co', merchant: other });
  agbada = await t.factories.product({
    name: 'Royal Agbada',
    price: 40,
    inventory: 50,
    brand: sellerBrand,
  });
  cap = await t.factories.product({
    name: 'Fila Cap',
    price: 10,
    inventory: 50,
    brand: otherBrand,
  });
  first = await paidOrder(t, ada, [{ product: agbada, quantity: 1 }]);
  second = await paidOrder(t, ada, [{ product: cap, quantity: 1 }]);
  third = await paidOrder(t, ada, [
    { product: agbada, quantity: 1 },
    { product: cap, quantity: 1 },
  ]);
  bolas = await paidOrder(t, bola, [{ product: cap, quantity: 2 }]);
});
afterAll(async () => {
  await t.close();
});

function search(term: string, who: TestUser) {
  return t.get(`/api/order/search?search=${encodeURIComponent(term)}`, who.token);
}

function idsOf(body: { orders: Array<{ _id: string }> }): string[] {
  return body.orders.map((order) => order._id);
}

describe('order numbers', () => {
  it('are given in sequence from EKO-10001, one per order', () => {
    expect([first, second, third, bolas].map((order) => order.number)).toEqual([
      'EKO-10001',
      'EKO-10002',
      'EKO-10003',
      'EKO-10004',
    ]);
  });

  it('are on the order, the lists and the search, for everyone who may see the order', async () => {
    const detail = await t.get(`/api/order/${third.orderId}`, ada.token);
    expect(detail.body.order).toMatchObject({ _id: third.orderId, number: third.number });

    const mine = await t.get('/api/order/me', ada.token);
    expect(
      mine.body.orders.map((order: { _id: string; number: string }) => [order._id, order.number]),
    ).toEqual([
      [third.orderId, third.number],
      [second.orderId, second.number],
      [first.orderId, first.number],
    ]);

    const all = await t.get('/api/order', admin.token);
    expect(all.body.orders.map((order: { number: string }) => order.number)).toEqual([
      bolas.number,
      third.number,
      second.number,
      first.number,
    ]);

    // A merchant's sales carry the number too (the orders holding its items).
    const sales = await t.get('/api/order', seller.token);
    expect(sales.body.orders.map((order: { number: string }) => order.number)).toEqual([
      third.number,
      first.number,
    ]);
    const sale = await t.get(`/api/order/${third.orderId}`, seller.token);
    expect(sale.body.order.number).toBe(third.number);

    const found = await search(third.number, ada);
    expect(found.body.orders[0]).toMatchObject({ _id: third.orderId, number: third.number });
  });

  it('are in the confirmation mail and the status mails, subject and body', async () => {
    const confirmation = t.mail.sent.find(
      (mail) => mail.subject === `Order Confirmation ${third.number}`,
    );
    expect(confirmation?.to).toBe(CONTACT.email);
    expect(confirmation?.text).toContain(`Order ${third.number}`);
    expect(confirmation?.html).toContain(third.number);
    // The link keeps the id: /order/{id} is the order's address.
    expect(confirmation?.text).toContain(`http://store.test/order/${third.orderId}`);

    const [agbadaItem] = await itemsOf(t.db, third.orderId);
    const res = await t.put(
      `/api/order/status/item/${agbadaItem!.id}`,
      { orderId: third.orderId, cartId: third.cartId, status: 'Processing' },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const update = t.mail.sent.find((mail) => mail.subject === `Order Update ${third.number}`);
    expect(update?.text).toContain(`An update on your order ${third.number}:`);
    expect(update?.html).toContain(third.number);
  });
});

describe('GET /api/order/search by number or id', () => {
  it('finds an own order by its number, typed with or without the prefix, in any case', async () => {
    const digits = second.number.slice('EKO-'.length);
    for (const typed of [
      second.number,
      second.number.toLowerCase(),
      `  ${second.number}  `,
      digits,
      `eko${digits}`,
      `#EKO ${digits}`,
    ]) {
      const res = await search(typed, ada);
      expect(res.status, typed).toBe(200);
      expect(idsOf(res.body), typed).toEqual([second.orderId]);
    }
  });

  it('still finds an own order by its complete id', async () => {
    const res = await search(second.orderId, ada);
    expect(idsOf(res.body)).toEqual([second.orderId]);
    expect(res.body.orders[0].number).toBe(second.number);
  });

  it("finds nothing for another member's number, but an admin finds any", async () => {
    for (const typed of [bolas.number, bolas.number.toLowerCase(), bolas.orderId]) {
      expect((await search(typed, ada)).body, typed).toEqual({ orders: [] });
      expect(idsOf((await search(typed, admin)).body), typed).toEqual([bolas.orderId]);
    }
  });

  it('gives a merchant an order holding its items by number, with only those items', async () => {
    const res = await search(third.number.toLowerCase(), seller);
    expect(idsOf(res.body)).toEqual([third.orderId]);
    expect(
      res.body.orders[0].products.map((item: { product: { name: string } }) => item.product.name),
    ).toEqual(['Royal Agbada']);
    // Bola's caps hold nothing of this merchant's.
    expect((await search(bolas.number, seller)).body).toEqual({ orders: [] });
  });

  it('finds nothing for an unknown number, part of one, or something that is not one', async () => {
    for (const typed of [
      'EKO-99999',
      'EKO-',
      'EKO-1000a',
      'EKO--10001',
      'ABC-10001',
      '10001.5',
      '1'.repeat(30),
      `${'9'.repeat(19)}`,
    ]) {
      const res = await search(typed, admin);
      expect(res.status, typed).toBe(200);
      expect(res.body, typed).toEqual({ orders: [] });
    }
  });
});

describe('how the order was paid', () => {
  it("tells the shopper by card and when, never the provider's reference", async () => {
    for (const url of [`/api/order/${first.orderId}`, '/api/order/me']) {
      const res = await t.get(url, ada.token);
      expect(res.status).toBe(200);
      expect(res.raw.body).not.toContain('test_pi_');
      expect(res.raw.body).not.toContain('paymentReference');
    }
    const { order } = (await t.get(`/api/order/${first.orderId}`, ada.token)).body;
    expect(order.paymentMethod).toBe('card');
    expect(order.paidAt).toBe(order.created);
  });

  it("gives the admin the provider's reference, and a merchant neither it nor the contact", async () => {
    const asAdmin = await t.get(`/api/order/${first.orderId}`, admin.token);
    expect(asAdmin.body.order.paymentReference).toMatch(/^test_pi_/);
    const asSeller = await t.get(`/api/order/${first.orderId}`, seller.token);
    expect(asSeller.raw.body).not.toContain('test_pi_');
    expect(asSeller.body.order).not.toHaveProperty('contact');
  });
});
