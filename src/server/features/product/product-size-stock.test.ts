import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import type { DbOrTx } from '../../db/client';
import { expectValidation } from '../../test/assertions';
import { checkedOut, inventoryOf, pressTestPage } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder } from '../../test/order-helpers';
import { editBody } from '../../test/product-helpers';
import { askReturn, deliver } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import type { RestockedSize } from './product-stock.service';
import { products, productSizeStock, type ProductRow } from './product.table';

// Stock per size (decision 0039), through the API. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let shopper: TestUser;
let brand: BrandRow;
let png: Buffer;
/** What the restock listener was told, call by call. */
const restocks: RestockedSize[][] = [];

beforeAll(async () => {
  t = await createTestApp({
    restock: {
      restocked: (_tx, items) => {
        restocks.push([...items]);
        return Promise.resolve();
      },
    },
  });
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
  shopper = await t.factories.member();
  brand = await t.factories.brand({ merchant });
  png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  restocks.length = 0;
});

async function sizeRows(db: DbOrTx, product: Pick<ProductRow, 'id'>) {
  const rows = await db
    .select({ size: productSizeStock.size, quantity: productSizeStock.quantity })
    .from(productSizeStock)
    .where(eq(productSizeStock.productId, product.id));
  return Object.fromEntries(rows.map((row) => [row.size, row.quantity]));
}

async function stored(id: string): Promise<ProductRow> {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return row!;
}

const restockedOf = (product: ProductRow) =>
  restocks.flat().filter((item) => item.productId === product.id);

describe('reads', () => {
  it('carry the stock per size, the total as quantity, and none for a shared stock', async () => {
    const perSize = await t.factories.product({ brand, sizeStock: { M: 2, L: 0, XL: 5 } });
    const shared = await t.factories.product({ brand, inventory: 9, sizes: ['M', 'L'] });

    const item = await t.get(`/api/product/item/${perSize.slug}`);
    expect(item.status).toBe(200);
    expect(item.body.product).toMatchObject({
      quantity: 7,
      inventory: 7,
      sizes: ['M', 'L', 'XL'],
      sizeStock: [
        { size: 'M', quantity: 2 },
        { size: 'L', quantity: 0 },
        { size: 'XL', quantity: 5 },
      ],
    });
    const sharedItem = await t.get(`/api/product/item/${shared.slug}`);
    expect(sharedItem.body.product).toMatchObject({ quantity: 9, inventory: 9, sizeStock: [] });

    const list = await t.get(`/api/product/list?brand=${brand.slug}&limit=50`);
    const listed = new Map(
      (list.body.products as Array<{ _id: string; sizeStock: unknown }>).map((p) => [
        p._id,
        p.sizeStock,
      ]),
    );
    expect(listed.get(perSize.id)).toHaveLength(3);
    expect(listed.get(shared.id)).toEqual([]);

    const adminRead = await t.get(`/api/product/${perSize.id}`, merchant.token);
    expect(adminRead.body.product.sizeStock).toEqual(item.body.product.sizeStock);
    const adminList = await t.get('/api/product', merchant.token);
    const mine = (adminList.body.products as Array<{ _id: string; sizeStock: unknown }>).find(
      (p) => p._id === perSize.id,
    );
    expect(mine?.sizeStock).toEqual(item.body.product.sizeStock);
  });

  it('filter the shop by a size in stock, per size or shared', async () => {
    const own = await t.factories.brand({ name: 'Filter House' });
    const mOnly = await t.factories.product({ brand: own, sizeStock: { M: 1, L: 0 } });
    const lOnly = await t.factories.product({ brand: own, sizeStock: { M: 0, L: 3 } });
    const sharedM = await t.factories.product({ brand: own, inventory: 4, sizes: ['M'] });
    const sharedEvery = await t.factories.product({ brand: own, inventory: 4, sizes: [] });
    const soldOut = await t.factories.product({ brand: own, inventory: 0, sizes: ['M', 'L'] });
    const ids = async (size: string) => {
      const res = await t.get(`/api/product/list?brand=${own.slug}&size=${size}&limit=50`);
      expect(res.status).toBe(200);
      return (res.body.products as Array<{ _id: string }>).map((p) => p._id).sort();
    };
    expect(await ids('m')).toEqual([mOnly.id, sharedM.id, sharedEvery.id].sort());
    expect(await ids('L')).toEqual([lOnly.id, sharedEvery.id].sort());
    expect(await ids('all')).toHaveLength(5);
    expect((await ids('all')).includes(soldOut.id)).toBe(true);
    const refused = await t.get('/api/product/list?size=XXXL');
    expect(refused.status).toBe(400);
  });
});

describe('the product screens', () => {
  function addForm(values: Record<string, string>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, value);
    data.append('image', new Blob([png], { type: 'image/png' }), 'agbada.png');
    return data;
  }

  it('add a product with stock per size: the quantity is their sum', async () => {
    const sku = `SZ-${Date.now()}`;
    const res = await t.request('POST', '/api/product/add', {
      token: merchant.token,
      body: addForm({
        sku,
        name: 'Per Size Agbada',
        description: 'Cut to fit.',
        quantity: '1',
        price: '120',
        taxable: '0',
        sizes: 'M,L,XL',
        sizeStock: JSON.stringify([
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 4 },
        ]),
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product).toMatchObject({
      quantity: 6,
      sizeStock: [
        { size: 'M', quantity: 2 },
        { size: 'L', quantity: 4 },
        { size: 'XL', quantity: 0 },
      ],
    });
    expect(await sizeRows(t.db, { id: res.body.product._id })).toEqual({ M: 2, L: 4, XL: 0 });
  });

  it('refuse a size the product does not come in, storing nothing', async () => {
    const sku = `SZ-${Date.now()}-x`;
    const res = await t.request('POST', '/api/product/add', {
      token: merchant.token,
      body: addForm({
        sku,
        name: 'Wrong Size Agbada',
        description: 'Cut to fit.',
        quantity: '1',
        price: '120',
        taxable: '0',
        sizes: 'M',
        sizeStock: JSON.stringify([{ size: 'XXL', quantity: 2 }]),
      }),
    });
    expectValidation(res, 'sizeStock', PRODUCT_MESSAGES.sizeStockInvalid);
    expect(await t.db.select().from(products).where(eq(products.sku, sku))).toEqual([]);
    const twice = await t.put(
      `/api/product/${(await t.factories.product({ brand })).id}`,
      {
        product: {
          ...editBody(await t.factories.product({ brand })).product,
          sizeStock: [
            { size: 'M', quantity: 1 },
            { size: 'M', quantity: 2 },
          ],
        },
      },
      merchant.token,
    );
    expectValidation(twice, 'product.sizeStock', PRODUCT_MESSAGES.sizeStockInvalid);
  });

  it('switch a shared stock to per size and back', async () => {
    const product = await t.factories.product({ brand, inventory: 5, sizes: ['M', 'L'] });
    const perSize = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { sizeStock: [{ size: 'L', quantity: 3 }] }),
      merchant.token,
    );
    expect(perSize.status, JSON.stringify(perSize.body)).toBe(200);
    expect(perSize.body.product).toMatchObject({
      quantity: 3,
      sizeStock: [
        { size: 'M', quantity: 0 },
        { size: 'L', quantity: 3 },
      ],
    });
    expect((await stored(product.id)).inventory).toBe(3);

    const shared = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { quantity: 8, sizeStock: [] }),
      admin.token,
    );
    expect(shared.body.product).toMatchObject({ quantity: 8, sizeStock: [] });
    expect(await sizeRows(t.db, product)).toEqual({});
  });

  it('keep the stock per size when the spec screens send the quantity back unchanged', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 1, L: 2 } });
    const same = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { name: 'Renamed Agbada', quantity: 3 }),
      merchant.token,
    );
    expect(same.status).toBe(200);
    expect(same.body.product).toMatchObject({ name: 'Renamed Agbada', quantity: 3 });
    expect(await sizeRows(t.db, product)).toEqual({ M: 1, L: 2 });

    const other = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { quantity: 10 }),
      merchant.token,
    );
    expectValidation(other, 'product.quantity', PRODUCT_MESSAGES.sizeStockRequired);
    expect(await sizeRows(t.db, product)).toEqual({ M: 1, L: 2 });
    expect((await stored(product.id)).inventory).toBe(3);
  });

  it('set the one size of a product kept per size from the quantity', async () => {
    const product = await t.factories.product({ brand, sizeStock: { XL: 1 } });
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { quantity: 6 }),
      merchant.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      quantity: 6,
      sizeStock: [{ size: 'XL', quantity: 6 }],
    });
  });

  it('leave a shared stock exactly as before', async () => {
    const product = await t.factories.product({ brand, inventory: 2, sizes: ['M', 'L'] });
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { quantity: 11, sizes: ['S', 'M'] }),
      merchant.token,
    );
    expect(res.body.product).toMatchObject({ quantity: 11, sizes: ['S', 'M'], sizeStock: [] });
    expect(await sizeRows(t.db, product)).toEqual({});
    // 2 to 11 is no restock.
    expect(restockedOf(product)).toEqual([]);
  });
});

describe('the bag', () => {
  it('says "Only 2 left in size M." past a size\'s stock, and applies the limit per size', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 2, L: 40 } });
    const res = await t.post(
      '/api/cart/add',
      { products: [{ product: product.id, size: 'M', quantity: 3, price: 1, taxable: false }] },
      shopper.token,
    );
    expectValidation(res, 'products.0.quantity', 'Only 2 left in size M.');
    expect(PRODUCT_MESSAGES.onlyLeftInSize(2, 'M')).toBe('Only 2 left in size M.');

    // L has 40: the total (42) is not what counts.
    const many = await t.post(
      '/api/cart/add',
      { products: [{ product: product.id, size: 'L', quantity: 41, price: 1, taxable: false }] },
      shopper.token,
    );
    expectValidation(many, 'products.0.quantity', 'Only 40 left in size L.');
    // maxQuantity of a size with 2 left is 2; of a size with plenty, 50.
    expect(
      (
        await t.post(
          '/api/cart/add',
          { products: [{ product: product.id, size: 'M', quantity: 2, price: 1, taxable: false }] },
          shopper.token,
        )
      ).status,
    ).toBe(200);
  });

  it('names a sold-out size, and keeps the spec messages for a shared stock', async () => {
    const product = await t.factories.product({
      name: 'Size Agbada',
      brand,
      sizeStock: { M: 0, L: 4 },
    });
    const soldOut = await t.post(
      '/api/cart/add',
      { products: [{ product: product.id, size: 'M', quantity: 1, price: 1, taxable: false }] },
      shopper.token,
    );
    expectValidation(soldOut, 'products.0.quantity', 'Sorry, Size Agbada is sold out in size M.');

    const shared = await t.factories.product({ name: 'Shared Agbada', brand, inventory: 2 });
    const res = await t.post(
      '/api/cart/add',
      { products: [{ product: shared.id, size: 'M', quantity: 3, price: 1, taxable: false }] },
      shopper.token,
    );
    expectValidation(
      res,
      'products.0.quantity',
      'Sorry, only 2 of Shared Agbada are left in stock.',
    );
  });
});

describe('stock moves per size', () => {
  it('a checkout takes from its size and a released one gives back to it, told as a restock', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 1, L: 5 } });
    const { url } = await checkedOut(t, shopper, [{ product, size: 'M', quantity: 1 }]);
    expect(await sizeRows(t.db, product)).toEqual({ M: 0, L: 5 });
    expect(await inventoryOf(t.db, product)).toBe(5);

    expect((await pressTestPage(t, url, 'cancel')).status).toBe(303);
    expect(await sizeRows(t.db, product)).toEqual({ M: 1, L: 5 });
    expect(await inventoryOf(t.db, product)).toBe(6);
    expect(restockedOf(product)).toEqual([{ productId: product.id, size: 'M' }]);
  });

  it('a shared stock released from 0 is told as a restock of every size', async () => {
    const product = await t.factories.product({ brand, inventory: 1 });
    const { url } = await checkedOut(t, shopper, [{ product, quantity: 1 }]);
    expect(await inventoryOf(t.db, product)).toBe(0);
    await pressTestPage(t, url, 'cancel');
    expect(await inventoryOf(t.db, product)).toBe(1);
    expect(restockedOf(product)).toEqual([{ productId: product.id, size: null }]);
  });

  it('a cancelled order gives back to the size it took, once', async () => {
    const product = await t.factories.product({ brand, sizeStock: { S: 3, XL: 1 } });
    const order = await paidOrder(t, shopper, [
      { product, size: 'XL', quantity: 1 },
      { product, size: 'S', quantity: 2 },
    ]);
    expect(await sizeRows(t.db, product)).toEqual({ S: 1, XL: 0 });
    const answers = await Promise.all([
      t.del(`/api/order/cancel/${order.orderId}`, shopper.token),
      t.del(`/api/order/cancel/${order.orderId}`, admin.token),
    ]);
    expect(answers.some((res) => res.status === 200)).toBe(true);
    expect(await sizeRows(t.db, product)).toEqual({ S: 3, XL: 1 });
    expect(await inventoryOf(t.db, product)).toBe(4);
    expect(restockedOf(product)).toEqual([{ productId: product.id, size: 'XL' }]);
  });

  it('a received return gives back to its size, once, told as a restock', async () => {
    const product = await t.factories.product({ brand, price: 50, sizeStock: { M: 1, L: 2 } });
    const order = await paidOrder(t, shopper, [{ product, size: 'M', quantity: 1 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    await deliver(t, admin, order, item!.id);
    const asked = await askReturn(t, shopper, item!.id, 1);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.return._id as string;
    expect((await t.put(`/api/return/${id}/accept`, {}, merchant.token)).status).toBe(200);
    expect(await sizeRows(t.db, product)).toEqual({ M: 0, L: 2 });

    await Promise.all([
      t.put(`/api/return/${id}/receive`, {}, merchant.token),
      t.put(`/api/return/${id}/receive`, {}, admin.token),
    ]);
    expect(await sizeRows(t.db, product)).toEqual({ M: 1, L: 2 });
    expect(await inventoryOf(t.db, product)).toBe(3);
    expect(restockedOf(product)).toEqual([{ productId: product.id, size: 'M' }]);
  });

  it('a product screen raising a size from 0 is told as a restock of that size', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 0, L: 0, XL: 2 } });
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, {
        sizeStock: [
          { size: 'M', quantity: 0 },
          { size: 'L', quantity: 4 },
          { size: 'XL', quantity: 5 },
        ],
      }),
      merchant.token,
    );
    expect(res.status).toBe(200);
    expect(restockedOf(product)).toEqual([{ productId: product.id, size: 'L' }]);

    const shared = await t.factories.product({ brand, inventory: 0 });
    await t.put(`/api/product/${shared.id}`, editBody(shared, { quantity: 2 }), merchant.token);
    expect(restockedOf(shared)).toEqual([{ productId: shared.id, size: null }]);
  });

  it('a size the product no longer offers takes nothing back, and the total stays their sum', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 2, L: 2 } });
    const { cartId } = await checkedOut(t, shopper, [{ product, size: 'L', quantity: 1 }]);
    // The merchant drops L while the checkout holds one.
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(await stored(product.id), { sizes: ['M'], sizeStock: [{ size: 'M', quantity: 2 }] }),
      merchant.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.post('/api/checkout/cancel', { cartId }, shopper.token)).status).toBe(200);
    expect(await sizeRows(t.db, product)).toEqual({ M: 2 });
    expect(await inventoryOf(t.db, product)).toBe(2);
  });
});

describe('GET /api/product/low-stock', () => {
  it("lists the sizes and shared stocks at or below the mark, a merchant's own brand only", async () => {
    const own = await t.factories.merchant();
    const ownBrand = await t.factories.brand({ merchant: own });
    const otherBrand = await t.factories.brand();
    const perSize = await t.factories.product({
      name: 'Low Agbada',
      brand: ownBrand,
      sizeStock: { M: 0, L: 3, XL: 9 },
    });
    const shared = await t.factories.product({ name: 'Low Cap', brand: ownBrand, inventory: 2 });
    await t.factories.product({ name: 'Full Cap', brand: ownBrand, inventory: 4 });
    const theirs = await t.factories.product({ brand: otherBrand, inventory: 0 });

    const res = await t.get('/api/product/low-stock', own.token);
    expect(res.status).toBe(200);
    expect(res.body.threshold).toBe(3);
    expect(
      res.body.items.map((item: { _id: string; size: string | null; quantity: number }) => [
        item._id,
        item.size,
        item.quantity,
      ]),
    ).toEqual([
      [perSize.id, 'M', 0],
      [shared.id, null, 2],
      [perSize.id, 'L', 3],
    ]);
    expect(res.body.items[0]).toMatchObject({
      name: 'Low Agbada',
      sku: perSize.sku,
      brand: { _id: ownBrand.id },
    });

    const all = await t.get('/api/product/low-stock', admin.token);
    const ids = all.body.items.map((item: { _id: string }) => item._id);
    expect(ids).toEqual(expect.arrayContaining([perSize.id, shared.id, theirs.id]));
    expect((await t.get('/api/product/low-stock', shopper.token)).status).toBe(403);
    expect((await t.get('/api/product/low-stock')).status).toBe(401);
  });
});
