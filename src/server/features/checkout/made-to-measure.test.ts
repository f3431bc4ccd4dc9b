import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MADE_TO_MEASURE_SIZE } from '#shared/product/made-to-measure';

import {
  addCart,
  cartLines,
  inventoryOf,
  startCheckout,
  type Line,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { askReturn, deliver } from '../../test/return-helpers';
import { FULL_MEASUREMENTS } from '../../test/measurement-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { products, type ProductRow } from '../product/product.table';

/**
 * Issue 24 §5: made to measure. The shopper chooses "Made to my measurements" instead of a size;
 * the price carries the surcharge; checkout needs a complete profile; the order item keeps a
 * copy of the measurements that only the buyer, that item's merchant and admins read; no stock
 * moves for it.
 */

const MEASUREMENTS = '/api/user/measurements';
const INCOMPLETE = 'Please complete your measurements before ordering made to measure.';

const FULL = FULL_MEASUREMENTS;

let t: TestApp;
let admin: TestUser;
let ada: TestUser;
let seller: TestUser;
let other: TestUser;
let sellerBrand: BrandRow;
/** The seller's agbada, offered made to measure ($40 + $25, 21 days), none in stock. */
let agbada: ProductRow;
/** The other merchant's cap, in sizes only. */
let cap: ProductRow;
/** Ada: 1 agbada made to measure, 1 cap in M. */
let order: PaidOrder;

const mtm = (product: ProductRow, quantity = 1): Line => ({
  product,
  quantity,
  size: MADE_TO_MEASURE_SIZE,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  ada = await t.factories.member();
  seller = await t.factories.merchant();
  other = await t.factories.merchant();
  sellerBrand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  const otherBrand = await t.factories.brand({ name: 'Cap Co', merchant: other });
  agbada = await t.factories.product({
    name: 'Royal Agbada',
    price: 40,
    inventory: 0,
    brand: sellerBrand,
  });
  cap = await t.factories.product({ name: 'Fila Cap', price: 12.5, brand: otherBrand });
  // The merchant offers its agbada made to measure, through the product screen's call.
  const res = await t.put(
    `/api/product/${agbada.id}`,
    {
      product: {
        name: agbada.name,
        sku: agbada.sku,
        slug: agbada.slug,
        description: agbada.description,
        quantity: 0,
        price: 40,
        taxable: true,
        madeToMeasure: true,
        madeToMeasureSurcharge: 25,
        madeToMeasureLeadDays: 21,
      },
    },
    seller.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.product.madeToMeasure).toEqual({ surcharge: 25, leadDays: 21 });
});
afterAll(async () => {
  await t.close();
});

describe('product reads and writes', () => {
  it('the shop reads the offer; a product not offering it reads null', async () => {
    const item = await t.get(`/api/product/item/${agbada.slug}`);
    expect(item.body.product.madeToMeasure).toEqual({ surcharge: 25, leadDays: 21 });
    const plain = await t.get(`/api/product/item/${cap.slug}`);
    expect(plain.body.product.madeToMeasure).toBeNull();
  });

  it('refuses a lead time or surcharge out of range, and another merchant cannot change it', async () => {
    const body = (changes: Record<string, unknown>) => ({
      product: {
        name: cap.name,
        sku: cap.sku,
        slug: cap.slug,
        description: cap.description,
        quantity: cap.inventory,
        price: 12.5,
        taxable: true,
        ...changes,
      },
    });
    const long = await t.put(
      `/api/product/${cap.id}`,
      body({ madeToMeasureLeadDays: 400 }),
      other.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Lead time must be from 0 to 180 days.');
    const cents = await t.put(
      `/api/product/${cap.id}`,
      body({ madeToMeasureSurcharge: 1.234 }),
      other.token,
    );
    expect(cents.body.error).toBe('Surcharge may have at most 2 decimal places.');
    const intruder = await t.put(
      `/api/product/${cap.id}`,
      body({ madeToMeasure: true }),
      seller.token,
    );
    expect(intruder.status).toBe(404);
    const [stored] = await t.db.select().from(products).where(eq(products.id, cap.id));
    expect(stored!.madeToMeasure).toBe(false);
  });
});

describe('the bag', () => {
  it('refuses made to measure for a product that does not offer it', async () => {
    const res = await t.post(
      '/api/cart/add',
      { products: [{ product: cap.id, quantity: 1, size: MADE_TO_MEASURE_SIZE }] },
      ada.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toEqual({
      path: 'products.0.size',
      message: 'Fila Cap is not offered made to measure.',
    });
  });

  it('prices a made-to-measure line at the price plus the surcharge, with no stock needed', async () => {
    const cartId = await addCart(t, ada, [mtm(agbada, 2)]);
    expect(await cartLines(t.db, cartId)).toMatchObject([
      { productId: agbada.id, size: MADE_TO_MEASURE_SIZE, quantity: 2, priceCents: 6500 },
    ]);
  });
});

describe('checkout', () => {
  it('refuses made to measure while the profile is incomplete, and says what to do', async () => {
    const none = await startCheckout(t, ada, undefined, [mtm(agbada)]);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: INCOMPLETE, code: 'BUSINESS_RULE' });

    const { height: _height, ...partial } = FULL;
    expect((await t.put(MEASUREMENTS, { measurements: partial }, ada.token)).status).toBe(200);
    const missingOne = await startCheckout(t, ada, undefined, [mtm(agbada)]);
    expect(missingOne.body.error).toBe(INCOMPLETE);
    // A bag in sizes only needs no measurements.
    const sized = await startCheckout(t, ada, undefined, [
      { product: cap, quantity: 1, size: 'M' },
    ]);
    expect(sized.status, JSON.stringify(sized.body)).toBe(200);
  });

  it('with a complete profile, orders it: no stock taken, a copy of the measurements kept', async () => {
    expect((await t.put(MEASUREMENTS, { measurements: FULL }, ada.token)).status).toBe(200);
    order = await paidOrder(t, ada, [mtm(agbada), { product: cap, quantity: 1, size: 'M' }]);
    // The agbada had none in stock and still has none; the cap took its one (the earlier
    // checkout of a cap was replaced and gave its unit back).
    expect(await inventoryOf(t.db, agbada)).toBe(0);
    expect(await inventoryOf(t.db, cap)).toBe(cap.inventory - 1);
    const [made, sized] = await itemsOf(t.db, order.orderId);
    expect(made).toMatchObject({
      size: MADE_TO_MEASURE_SIZE,
      purchasePriceCents: 6500,
      madeToMeasure: { leadDays: 21, measurements: FULL },
    });
    expect(sized!.madeToMeasure).toBeNull();
  });

  it('later profile edits change no past order', async () => {
    await t.put(MEASUREMENTS, { measurements: { ...FULL, chest: 110, takenAt: null } }, ada.token);
    const res = await t.get(`/api/order/${order.orderId}`, ada.token);
    expect(res.status).toBe(200);
    const item = res.body.order.products.find((p: any) => p.size === MADE_TO_MEASURE_SIZE);
    expect(item.madeToMeasure).toEqual({ leadDays: 21, measurements: FULL });
  });

  it('cancelling the made-to-measure item gives no stock back', async () => {
    const cancelled = await paidOrder(t, ada, [mtm(agbada)]);
    const res = await t.del(`/api/order/cancel/${cancelled.orderId}`, ada.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await itemsOf(t.db, cancelled.orderId))[0]!.status).toBe('Cancelled');
    expect(await inventoryOf(t.db, agbada)).toBe(0);
  });
});

describe('a return of a made-to-measure item', () => {
  it('refunds it without giving stock back', async () => {
    const returned = await paidOrder(t, ada, [mtm(agbada)]);
    const [item] = await itemsOf(t.db, returned.orderId);
    await deliver(t, admin, returned, item!.id);
    const asked = await askReturn(t, ada, item!.id);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.return._id as string;
    expect((await t.put(`/api/return/${id}/accept`, {}, seller.token)).status).toBe(200);
    const received = await t.put(`/api/return/${id}/receive`, {}, seller.token);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.return.status).toBe('refunded');
    expect(await inventoryOf(t.db, agbada)).toBe(0);
  });
});

describe('who sees the measurements', () => {
  const madeItem = (body: any) =>
    body.order.products.find((p: any) => p.size === MADE_TO_MEASURE_SIZE);

  it("the item's merchant sees them on its order item, with the lead time", async () => {
    const res = await t.get(`/api/order/${order.orderId}`, seller.token);
    expect(res.status).toBe(200);
    expect(res.body.order.products).toHaveLength(1);
    expect(madeItem(res.body).madeToMeasure).toEqual({ leadDays: 21, measurements: FULL });
    const list = await t.get('/api/order', seller.token);
    const listed = list.body.orders.find((o: any) => o._id === order.orderId);
    expect(listed.products[0].madeToMeasure.measurements.chest).toBe(104);
  });

  it('an admin sees them', async () => {
    const res = await t.get(`/api/order/${order.orderId}`, admin.token);
    expect(madeItem(res.body).madeToMeasure.measurements).toEqual(FULL);
  });

  it("another merchant's view of the same order carries none of them", async () => {
    const res = await t.get(`/api/order/${order.orderId}`, other.token);
    expect(res.status).toBe(200);
    expect(res.body.order.products.map((p: any) => p.product.name)).toEqual(['Fila Cap']);
    expect(JSON.stringify(res.body)).not.toContain('"chest"');
    const list = await t.get('/api/order', other.token);
    expect(JSON.stringify(list.body)).not.toContain('"chest"');
  });
});
