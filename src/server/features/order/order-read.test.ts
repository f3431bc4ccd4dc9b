import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../../test/assertions';
import { CONTACT, TEST_DELIVERY } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, type ProductRow } from '../product/product.table';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const notFound = (id: string) => `Cannot find order with the id: ${id}.`;

let t: TestApp;
let admin: TestUser;
let ada: TestUser;
let bola: TestUser;
let merchant: TestUser;
let agbada: ProductRow;
let cap: ProductRow;
/** Ada's order: 2 agbada in L and 1 cap in M. */
let adaOrder: PaidOrder;
let bolaOrder: PaidOrder;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  ada = await t.factories.member();
  bola = await t.factories.member();
  merchant = await t.factories.merchant();
  agbada = await t.factories.product({
    name: 'Royal Agbada',
    slug: 'royal-agbada',
    price: 40,
    inventory: 50,
    sizes: ['M', 'L'],
    imageKey: 'royal-agbada-key',
  });
  cap = await t.factories.product({ name: 'Fila Cap', price: 12.5, inventory: 50 });
  adaOrder = await paidOrder(t, ada, [
    { product: agbada, quantity: 2, size: 'L' },
    { product: cap, quantity: 1, size: 'M' },
  ]);
  bolaOrder = await paidOrder(t, bola, [{ product: cap, quantity: 3 }]);
});
afterAll(async () => {
  await t.close();
});

describe('who may call the order reads', () => {
  it.each(['/api/order', '/api/order/me', '/api/order/search?search=x', '/api/order/x'])(
    'GET %s answers a guest 401',
    async (url) => {
      expectError(await t.get(url), 401, 'UNAUTHENTICATED');
    },
  );

  it('GET /api/order (every order in the store) is for admins; a merchant gets only its sales', async () => {
    expectError(await t.get('/api/order', ada.token), 403, 'FORBIDDEN');
    // This merchant runs no brand, so it sold nothing (order-merchant.test.ts covers its sales).
    expect((await t.get('/api/order', merchant.token)).body).toMatchObject({
      orders: [],
      count: 0,
    });
    const res = await t.get('/api/order', admin.token);
    expect(res.status).toBe(200);
    const ids = res.body.orders.map((order: { _id: string }) => order._id);
    expect(ids).toContain(adaOrder.orderId);
    expect(ids).toContain(bolaOrder.orderId);
  });
});

describe('GET /api/order/{id}', () => {
  it('gives the owner the whole order: number, totals, contact, how it was paid, snapshots and histories', async () => {
    const res = await t.get(`/api/order/${adaOrder.orderId}`, ada.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first, second] = await itemsOf(t.db, adaOrder.orderId);
    const storeHistory = [
      { status: 'Not processed', by: 'store', created: expect.stringMatching(ISO) },
    ];
    expect(res.body).toEqual({
      order: {
        _id: adaOrder.orderId,
        number: adaOrder.number,
        created: expect.stringMatching(ISO),
        // How and when, never the provider's reference (that is for an admin).
        paymentMethod: 'card',
        paidAt: expect.stringMatching(ISO),
        cartId: adaOrder.cartId,
        // 2 × 40 + 12.5; delivered to the United States and under 120: shipping 5 per item.
        total: 92.5,
        totalTax: 15,
        totalWithTax: 107.5,
        contact: CONTACT,
        shippingAddress: { name: CONTACT.name, phone: CONTACT.phone, ...TEST_DELIVERY },
        shipping: { option: 'Standard', estimate: '3-5 working days' },
        products: [
          {
            _id: first!.id,
            product: {
              _id: agbada.id,
              slug: 'royal-agbada',
              name: 'Royal Agbada',
              imageUrl: '/uploads/images/royal-agbada-key-1200.webp',
              img: '/uploads/images/royal-agbada-key-1200.webp',
              price: 40,
            },
            status: 'Not processed',
            quantity: 2,
            size: 'L',
            purchasePrice: 40,
            totalPrice: 80,
            carrier: null,
            trackingNumber: null,
            shippedAt: null,
            deliveredAt: null,
            madeToMeasure: null,
            history: storeHistory,
          },
          {
            _id: second!.id,
            product: {
              _id: cap.id,
              slug: cap.slug,
              name: 'Fila Cap',
              imageUrl: null,
              img: null,
              price: 12.5,
            },
            status: 'Not processed',
            quantity: 1,
            size: 'M',
            purchasePrice: 12.5,
            totalPrice: 12.5,
            carrier: null,
            trackingNumber: null,
            shippedAt: null,
            deliveredAt: null,
            madeToMeasure: null,
            history: storeHistory,
          },
        ],
      },
    });
  });

  it("gives an admin any order, with the provider's payment reference", async () => {
    const res = await t.get(`/api/order/${bolaOrder.orderId}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      _id: bolaOrder.orderId,
      number: bolaOrder.number,
      paymentMethod: 'card',
      paymentReference: expect.stringMatching(/^test_pi_[\w-]+$/),
      total: 37.5,
      totalTax: 15,
      totalWithTax: 52.5,
    });
  });

  it("answers another member's or a merchant's request as not found, revealing nothing", async () => {
    for (const who of [bola, merchant]) {
      expectError(
        await t.get(`/api/order/${adaOrder.orderId}`, who.token),
        404,
        'NOT_FOUND',
        notFound(adaOrder.orderId),
      );
    }
  });

  it('answers an unknown id and a malformed one as not found', async () => {
    const unknown = '0190a000-0000-7000-8000-000000000000';
    expectError(
      await t.get(`/api/order/${unknown}`, admin.token),
      404,
      'NOT_FOUND',
      notFound(unknown),
    );
    expectError(
      await t.get('/api/order/not-an-id', admin.token),
      404,
      'NOT_FOUND',
      notFound('not-an-id'),
    );
  });

  it('shows the product as it was bought, even after it changed or was deleted', async () => {
    const kaftan = await t.factories.product({ name: 'Kaftan', price: 60, inventory: 5 });
    const shopper = await t.factories.member();
    const { orderId } = await paidOrder(t, shopper, [{ product: kaftan, quantity: 1 }]);
    await t.db
      .update(products)
      .set({ name: 'Kaftan Deluxe', priceCents: 9900 })
      .where(eq(products.id, kaftan.id));

    let res = await t.get(`/api/order/${orderId}`, shopper.token);
    expect(res.body.order.products[0].product).toMatchObject({
      _id: kaftan.id,
      name: 'Kaftan',
      price: 60,
    });

    const removed = await t.del(`/api/product/delete/${kaftan.id}`, admin.token);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    res = await t.get(`/api/order/${orderId}`, shopper.token);
    expect(res.status).toBe(200);
    expect(res.body.order.products[0]).toMatchObject({
      product: { _id: null, name: 'Kaftan', slug: kaftan.slug, price: 60 },
      purchasePrice: 60,
      totalPrice: 60,
    });
  });
});

describe('GET /api/order/me and GET /api/order: paging', () => {
  it("lists only the caller's orders, newest first, with the list fields", async () => {
    const res = await t.get('/api/order/me', ada.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalPages: 1, currentPage: 1, count: 1 });
    expect(res.body.orders).toHaveLength(1);
    const [order] = res.body.orders;
    expect(Object.keys(order).sort()).toEqual(
      [
        '_id',
        'number',
        'cartId',
        'created',
        'paymentMethod',
        'paidAt',
        'products',
        'shippingAddress',
        'total',
        'totalTax',
        'totalWithTax',
        'shipping',
      ].sort(),
    );
    expect(order).toMatchObject({
      _id: adaOrder.orderId,
      number: adaOrder.number,
      cartId: adaOrder.cartId,
      total: 92.5,
    });
    expect(order.products.map((item: { quantity: number }) => item.quantity)).toEqual([2, 1]);
    // Histories are for the order page only.
    expect(order.products[0]).not.toHaveProperty('history');
  });

  it('answers someone without orders an empty first page', async () => {
    const res = await t.get('/api/order/me', merchant.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orders: [], totalPages: 0, currentPage: 1, count: 0 });
  });

  it('pages by 20 by default, newest first, and by the limit asked for', async () => {
    const regular = await t.factories.member();
    const shirt = await t.factories.product({ price: 10, inventory: 100 });
    const placed: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      placed.push((await paidOrder(t, regular, [{ product: shirt, quantity: 1 }])).orderId);
    }
    const newestFirst = [...placed].reverse();

    const first = await t.get('/api/order/me', regular.token);
    expect(first.body).toMatchObject({ totalPages: 2, currentPage: 1, count: 21 });
    expect(first.body.orders.map((o: { _id: string }) => o._id)).toEqual(newestFirst.slice(0, 20));

    const second = await t.get('/api/order/me?page=2', regular.token);
    expect(second.body).toMatchObject({ totalPages: 2, currentPage: 2, count: 21 });
    expect(second.body.orders.map((o: { _id: string }) => o._id)).toEqual([placed[0]]);

    const byFive = await t.get('/api/order/me?page=3&limit=5', regular.token);
    expect(byFive.body).toMatchObject({ totalPages: 5, currentPage: 3, count: 21 });
    expect(byFive.body.orders.map((o: { _id: string }) => o._id)).toEqual(
      newestFirst.slice(10, 15),
    );

    const beyond = await t.get('/api/order/me?page=9', regular.token);
    expect(beyond.body).toMatchObject({ orders: [], totalPages: 2, currentPage: 9, count: 21 });

    // Nonsense paging falls back to the first page of 20.
    const nonsense = await t.get('/api/order/me?page=-1&limit=abc', regular.token);
    expect(nonsense.body).toMatchObject({ totalPages: 2, currentPage: 1, count: 21 });
    expect(nonsense.body.orders).toHaveLength(20);

    // The admin's list counts every order in the store, the newest first.
    const all = await t.get('/api/order?limit=20', admin.token);
    expect(all.body.count).toBe(21 + 2 + 1);
    expect(all.body.totalPages).toBe(2);
    expect(all.body.orders[0]._id).toBe(placed[20]);
  });
});

describe('GET /api/order/search', () => {
  it('finds an own order by its exact id', async () => {
    const res = await t.get(`/api/order/search?search=${adaOrder.orderId}`, ada.token);
    expect(res.status).toBe(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.orders[0]).toMatchObject({ _id: adaOrder.orderId, totalWithTax: 107.5 });
    // Pasted with spaces or in capitals, it is the same id.
    const pasted = await t.get(
      `/api/order/search?search=%20${adaOrder.orderId.toUpperCase()}%20`,
      ada.token,
    );
    expect(pasted.body.orders.map((o: { _id: string }) => o._id)).toEqual([adaOrder.orderId]);
  });

  it("finds nothing for another member's order, but an admin finds any", async () => {
    const other = await t.get(`/api/order/search?search=${adaOrder.orderId}`, bola.token);
    expect(other.body).toEqual({ orders: [] });
    const asAdmin = await t.get(`/api/order/search?search=${adaOrder.orderId}`, admin.token);
    expect(asAdmin.body.orders.map((o: { _id: string }) => o._id)).toEqual([adaOrder.orderId]);
  });

  it('finds nothing for part of an id, garbage, or nothing at all', async () => {
    for (const search of [adaOrder.orderId.slice(0, 8), "' or 1=1 --", '%25', '']) {
      const res = await t.get(`/api/order/search?search=${search}`, admin.token);
      expect(res.status, search).toBe(200);
      expect(res.body).toEqual({ orders: [] });
    }
    expect((await t.get('/api/order/search', admin.token)).body).toEqual({ orders: [] });
  });
});
