import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../../test/assertions';
import { CONTACT, checkedOut, placeOrder, pressTestPage } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands, type BrandRow } from '../brand/brand.table';
import { products, type ProductRow } from '../product/product.table';

/**
 * Issue 11 item 4: a merchant sees the customer orders holding its brand's items, with only
 * those items and their money, never another merchant's items nor the shopper's contact or
 * payment; it cancels nothing of a customer's order. (Issue 23: it moves its own items forward,
 * order-fulfil.test.ts.)
 */

const notFound = (id: string) => `Cannot find order with the id: ${id}.`;
const itemNotFound = (id: string) => `Cannot find order item with the id: ${id}.`;
const SELLER_CANNOT_SET = 'You can mark your items Processing, Shipped or Delivered.';
const NEEDS_TRACKING = 'Please enter the carrier and the tracking number.';
const SELLER_CANNOT_CANCEL = 'Only the customer who placed this order, or an admin, can cancel it.';

interface ItemBody {
  _id: string;
  product: { _id: string | null; name: string } | null;
  quantity: number;
  totalPrice: number;
  status: string;
}
interface OrderBody {
  _id: string;
  total: number;
  totalTax: number;
  totalWithTax: number;
  products: ItemBody[];
}

let t: TestApp;
let admin: TestUser;
let ada: TestUser;
let bola: TestUser;
/** Runs the Agbada House brand (agbada); `other` runs Cap Co (cap). */
let seller: TestUser;
let other: TestUser;
let brandless: TestUser;
let sellerBrand: BrandRow;
let otherBrand: BrandRow;
let houseBrand: BrandRow;
let agbada: ProductRow;
let cap: ProductRow;
let scarf: ProductRow;
/** Ada: 2 agbada (seller), 1 cap (other), 1 scarf (the store's own brand). */
let mixed: PaidOrder;
/** Bola: 3 caps (other) only. */
let capsOnly: PaidOrder;
/** Bola, later: 1 agbada (seller). */
let agbadaOnly: PaidOrder;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  ada = await t.factories.member();
  bola = await t.factories.member();
  seller = await t.factories.merchant();
  other = await t.factories.merchant();
  brandless = await t.factories.merchant();
  sellerBrand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  otherBrand = await t.factories.brand({ name: 'Cap Co', merchant: other });
  houseBrand = await t.factories.brand({ name: 'Eko House' });
  agbada = await t.factories.product({
    name: 'Royal Agbada',
    price: 40,
    inventory: 50,
    brand: sellerBrand,
  });
  cap = await t.factories.product({
    name: 'Fila Cap',
    price: 12.5,
    inventory: 50,
    brand: otherBrand,
  });
  scarf = await t.factories.product({
    name: 'Silk Scarf',
    price: 9,
    inventory: 50,
    brand: houseBrand,
  });
  mixed = await paidOrder(t, ada, [
    { product: agbada, quantity: 2, size: 'L' },
    { product: cap, quantity: 1, size: 'M' },
    { product: scarf, quantity: 1, size: 'M' },
  ]);
  capsOnly = await paidOrder(t, bola, [{ product: cap, quantity: 3 }]);
  agbadaOnly = await paidOrder(t, bola, [{ product: agbada, quantity: 1, size: 'M' }]);
});
afterAll(async () => {
  await t.close();
});

const idsOf = (orders: { _id: string }[]) => orders.map((order) => order._id);
const namesOf = (order: OrderBody) => order.products.map((item) => item.product?.name);

describe('placing an order records the brand that sold each item', () => {
  it('fills brand_id from the product, and leaves it empty when the brand is gone', async () => {
    expect((await itemsOf(t.db, mixed.orderId)).map((item) => item.brandId)).toEqual([
      sellerBrand.id,
      otherBrand.id,
      houseBrand.id,
    ]);
    // A brand deleted between the checkout and the payment sold nothing of its own any more.
    const gone = await t.factories.brand({ name: 'Gone Brand' });
    const loose = await t.factories.product({ name: 'Loose Shirt', brand: gone, inventory: 5 });
    const { cartId, url } = await checkedOut(t, ada, [{ product: loose, quantity: 1 }]);
    await t.db.delete(brands).where(eq(brands.id, gone.id));
    expect((await pressTestPage(t, url, 'pay')).status).toBe(303);
    const placed = await placeOrder(t, ada, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await itemsOf(t.db, placed.body.order._id)).map((item) => item.brandId)).toEqual([
      null,
    ]);
  });
});

describe("GET /api/order: a merchant's sales", () => {
  it('lists only the orders holding its items, newest first, each with only its items and money', async () => {
    const res = await t.get<{ orders: OrderBody[]; count: number }>('/api/order', seller.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ totalPages: 1, currentPage: 1, count: 2 });
    expect(idsOf(res.body.orders)).toEqual([agbadaOnly.orderId, mixed.orderId]);
    const [newest, older] = res.body.orders;
    expect(namesOf(newest!)).toEqual(['Royal Agbada']);
    expect(newest).toMatchObject({ total: 40, totalTax: 0, totalWithTax: 40 });
    // Of Ada's order: the 2 agbada only; no cap, no scarf, no shipping.
    expect(namesOf(older!)).toEqual(['Royal Agbada']);
    expect(older).toMatchObject({ total: 80, totalTax: 0, totalWithTax: 80 });
    expect(older!.products[0]).toMatchObject({ quantity: 2, totalPrice: 80 });
  });

  it("the other merchant sees its own sales and nothing of the first one's", async () => {
    const res = await t.get<{ orders: OrderBody[] }>('/api/order', other.token);
    expect(res.status).toBe(200);
    expect(idsOf(res.body.orders)).toEqual([capsOnly.orderId, mixed.orderId]);
    expect(res.body.orders.map(namesOf)).toEqual([['Fila Cap'], ['Fila Cap']]);
    expect(res.body.orders[1]).toMatchObject({ total: 12.5, totalTax: 0, totalWithTax: 12.5 });
  });

  it('pages the sales by the limit asked for', async () => {
    const res = await t.get<{ orders: OrderBody[] }>('/api/order?page=2&limit=1', seller.token);
    expect(res.body).toMatchObject({ totalPages: 2, currentPage: 2, count: 2 });
    expect(idsOf(res.body.orders)).toEqual([mixed.orderId]);
  });

  it('a merchant without a brand sees none; a member is refused; an admin sees every item', async () => {
    const none = await t.get('/api/order', brandless.token);
    expect(none.body).toEqual({ orders: [], totalPages: 0, currentPage: 1, count: 0 });
    expectError(await t.get('/api/order', ada.token), 403, 'FORBIDDEN');

    const all = await t.get<{ orders: OrderBody[] }>('/api/order?limit=100', admin.token);
    const whole = all.body.orders.find((order) => order._id === mixed.orderId);
    expect(namesOf(whole!)).toEqual(['Royal Agbada', 'Fila Cap', 'Silk Scarf']);
    expect(whole).toMatchObject({ total: 101.5, totalTax: 20, totalWithTax: 121.5 });
  });
});

describe("GET /api/order/{id}: a merchant's view of a customer order", () => {
  it("shows its items with their histories, money and where to ship them, not the shopper's email or payment", async () => {
    const res = await t.get(`/api/order/${mixed.orderId}`, seller.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order } = res.body;
    expect(order).toMatchObject({
      _id: mixed.orderId,
      cartId: mixed.cartId,
      total: 80,
      totalTax: 0,
      totalWithTax: 80,
    });
    expect(namesOf(order)).toEqual(['Royal Agbada']);
    expect(order.products[0].history).toEqual([
      { status: 'Not processed', by: 'store', created: expect.any(String) },
    ]);
    // The seller ships it: the buyer's name and phone with the delivery address.
    expect(order.shippingAddress).toMatchObject({ name: CONTACT.name, phone: CONTACT.phone });
    expect(order).not.toHaveProperty('contact');
    expect(order).not.toHaveProperty('paymentReference');
    // Not under any other name either.
    for (const secret of [CONTACT.email, 'test_pi_', 'Fila Cap', 'Silk Scarf']) {
      expect(res.raw.body).not.toContain(secret);
    }
  });

  it('answers an order without its items as not found, for it and a merchant without a brand', async () => {
    for (const [who, orderId] of [
      [seller, capsOnly.orderId],
      [other, agbadaOnly.orderId],
      [brandless, mixed.orderId],
    ] as const) {
      expectError(
        await t.get(`/api/order/${orderId}`, who.token),
        404,
        'NOT_FOUND',
        notFound(orderId),
      );
    }
  });

  it("leaves the shopper's and the admin's answers whole (the payment reference: the admin's)", async () => {
    for (const who of [ada, admin]) {
      const res = await t.get(`/api/order/${mixed.orderId}`, who.token);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({
        number: mixed.number,
        total: 101.5,
        totalTax: 20,
        totalWithTax: 121.5,
        contact: CONTACT,
        paymentMethod: 'card',
      });
      if (who === admin) {
        expect(res.body.order.paymentReference).toMatch(/^test_pi_/);
      } else {
        expect(res.body.order).not.toHaveProperty('paymentReference');
      }
      expect(namesOf(res.body.order)).toEqual(['Royal Agbada', 'Fila Cap', 'Silk Scarf']);
    }
  });

  it('keeps showing an item to the brand that sold it after the product moves to another brand', async () => {
    const kaftan = await t.factories.product({ name: 'Kaftan', price: 30, brand: sellerBrand });
    const { orderId } = await paidOrder(t, ada, [{ product: kaftan, quantity: 1 }]);
    await t.db.update(products).set({ brandId: otherBrand.id }).where(eq(products.id, kaftan.id));

    const res = await t.get(`/api/order/${orderId}`, seller.token);
    expect(res.status).toBe(200);
    expect(namesOf(res.body.order)).toEqual(['Kaftan']);
    expectError(await t.get(`/api/order/${orderId}`, other.token), 404, 'NOT_FOUND');
  });
});

describe("GET /api/order/search: a merchant's search", () => {
  it('finds an order holding its items, with only those, and nothing of the others', async () => {
    const res = await t.get<{ orders: OrderBody[] }>(
      `/api/order/search?search=${mixed.orderId}`,
      other.token,
    );
    expect(idsOf(res.body.orders)).toEqual([mixed.orderId]);
    expect(namesOf(res.body.orders[0]!)).toEqual(['Fila Cap']);
    expect(res.body.orders[0]).toMatchObject({ total: 12.5, totalTax: 0, totalWithTax: 12.5 });

    const none = await t.get(`/api/order/search?search=${capsOnly.orderId}`, seller.token);
    expect(none.body).toEqual({ orders: [] });
    const brandlessSearch = await t.get(
      `/api/order/search?search=${mixed.orderId}`,
      brandless.token,
    );
    expect(brandlessSearch.body).toEqual({ orders: [] });
  });
});

describe('a merchant who also buys', () => {
  it('sees its purchases whole through /me and only its sales through /api/order', async () => {
    const shopper = await t.factories.merchant();
    const ownBrand = await t.factories.brand({ merchant: shopper });
    const own = await t.factories.product({ name: 'Own Tunic', price: 20, brand: ownBrand });
    const bought = await paidOrder(t, shopper, [
      { product: cap, quantity: 1 },
      { product: own, quantity: 1 },
    ]);

    const mine = await t.get<{ orders: OrderBody[] }>('/api/order/me', shopper.token);
    expect(idsOf(mine.body.orders)).toEqual([bought.orderId]);
    expect(namesOf(mine.body.orders[0]!)).toEqual(['Fila Cap', 'Own Tunic']);

    const sales = await t.get<{ orders: OrderBody[] }>('/api/order', shopper.token);
    expect(idsOf(sales.body.orders)).toEqual([bought.orderId]);
    expect(namesOf(sales.body.orders[0]!)).toEqual(['Own Tunic']);
    expect(sales.body.orders[0]).toMatchObject({ total: 20, totalTax: 0, totalWithTax: 20 });

    // Its own order in full, as any shopper's.
    const detail = await t.get(`/api/order/${bought.orderId}`, shopper.token);
    expect(detail.body.order).toMatchObject({ contact: CONTACT, total: 32.5 });
  });
});

describe('a merchant cancels nothing of a customer order', () => {
  it('is refused (403) cancelling an item it sold, and shipping it without tracking (400)', async () => {
    const [own, others] = await itemsOf(t.db, mixed.orderId);
    for (const status of ['Cancelled', 'Not processed']) {
      expectError(
        await t.put(
          `/api/order/status/item/${own!.id}`,
          { orderId: mixed.orderId, cartId: mixed.cartId, status },
          seller.token,
        ),
        403,
        'FORBIDDEN',
        SELLER_CANNOT_SET,
      );
    }
    expectError(
      await t.put(
        `/api/order/status/item/${own!.id}`,
        { orderId: mixed.orderId, cartId: mixed.cartId, status: 'Shipped', carrier: 'DHL' },
        seller.token,
      ),
      400,
      'BUSINESS_RULE',
      NEEDS_TRACKING,
    );
    // Another merchant's item stays not found.
    expectError(
      await t.put(
        `/api/order/status/item/${others!.id}`,
        { orderId: mixed.orderId, cartId: mixed.cartId, status: 'Shipped' },
        seller.token,
      ),
      404,
      'NOT_FOUND',
      itemNotFound(others!.id),
    );
    const after = await itemsOf(t.db, mixed.orderId);
    expect(after.map((item) => item.status)).toEqual([
      'Not processed',
      'Not processed',
      'Not processed',
    ]);
  });

  it('is refused (403) cancelling an order holding its items; not found for one without', async () => {
    expectError(
      await t.del(`/api/order/cancel/${mixed.orderId}`, seller.token),
      403,
      'FORBIDDEN',
      SELLER_CANNOT_CANCEL,
    );
    expectError(
      await t.del(`/api/order/cancel/${capsOnly.orderId}`, seller.token),
      404,
      'NOT_FOUND',
      notFound(capsOnly.orderId),
    );
    const statuses = [
      ...(await itemsOf(t.db, mixed.orderId)),
      ...(await itemsOf(t.db, capsOnly.orderId)),
    ].map((item) => item.status);
    expect(statuses.every((status) => status === 'Not processed')).toBe(true);
  });

  it("sees the admin's change of its item", async () => {
    const [own] = await itemsOf(t.db, agbadaOnly.orderId);
    const res = await t.put(
      `/api/order/status/item/${own!.id}`,
      { orderId: agbadaOnly.orderId, cartId: agbadaOnly.cartId, status: 'Shipped' },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const seen = await t.get(`/api/order/${agbadaOnly.orderId}`, seller.token);
    expect(seen.body.order.products[0]).toMatchObject({ status: 'Shipped' });
    expect(seen.body.order.products[0].history.map((entry: { by: string }) => entry.by)).toEqual([
      'store',
      'admin',
    ]);
  });
});
