import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';
import { PRODUCT_BULK_MAX } from '#shared/product/product-list.schemas';

import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { categoryProducts } from '../category/category.table';
import { products, productSizeStock } from './product.table';

// The dashboard's product table and its bulk actions (issue 25, decision 0044). On PGlite by
// default, and on PostgreSQL with TEST_DATABASE_URL (the concurrent adjustments then really run
// side by side on a pool of connections).

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const tag = () => `q${(sequence += 1)}${Math.random().toString(36).slice(2, 6)}`;

async function seller(): Promise<{ merchant: TestUser; brand: BrandRow }> {
  const merchant = await t.factories.merchant();
  const brand = await t.factories.brand({ merchant });
  return { merchant, brand };
}

interface Listed {
  products: Array<{ _id: string; name: string; isActive: boolean; quantity: number }>;
  total?: number;
  page?: number;
  pageSize?: number;
}

async function list(query: string, token = admin.token): Promise<Listed> {
  const res = await t.get<Listed>(`/api/product?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const idsOf = (body: Listed) => body.products.map((p) => p._id);

async function sizesOf(productId: string) {
  const rows = await t.db
    .select({ size: productSizeStock.size, quantity: productSizeStock.quantity })
    .from(productSizeStock)
    .where(eq(productSizeStock.productId, productId));
  return Object.fromEntries(rows.map((row) => [row.size, row.quantity]));
}
async function rowsOf(ids: string[]) {
  const rows = await t.db.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

describe('GET /api/product: search, filters, sort and paging', () => {
  it('answers products alone when nothing is asked, as the spec screens read it', async () => {
    const res = await t.get('/api/product', admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['products']);
  });

  it('finds by any part of the name and by the start of the sku, in any letter case', async () => {
    const { brand } = await seller();
    const word = tag();
    const byName = await t.factories.product({ brand, name: `Indigo ${word} Agbada` });
    const bySku = await t.factories.product({ brand, sku: `${word.toUpperCase()}-SKU` });
    const skuInside = await t.factories.product({ brand, sku: `X-${word}` });
    await t.factories.product({ brand });

    expect(idsOf(await list(`q=${word.toUpperCase()}&brand=${brand.id}`)).sort()).toEqual(
      [byName.id, bySku.id].sort(),
    );
    expect(idsOf(await list(`sku=${word}&brand=${brand.id}`))).toEqual([bySku.id]);
    expect(idsOf(await list(`sku=x-${word}`))).toEqual([skuInside.id]);
    // LIKE's wildcards are read as the characters they are.
    expect(idsOf(await list(`q=%25&brand=${brand.id}`))).toEqual([]);
    expect(idsOf(await list(`sku=_&brand=${brand.id}`))).toEqual([]);
  });

  it('filters by brand, category, status and stock (per size, shared, low, sold out)', async () => {
    const { brand } = await seller();
    const other = await seller();
    const inStock = await t.factories.product({ brand, sizeStock: { M: 10, L: 12 } });
    const lowSize = await t.factories.product({ brand, sizeStock: { M: 1, L: 20 } });
    const lowShared = await t.factories.product({ brand, inventory: 2, sizes: ['M'] });
    const soldOut = await t.factories.product({ brand, inventory: 0, isActive: false });
    const elsewhere = await t.factories.product({ brand: other.brand });
    const category = await t.factories.category({ products: [inStock, elsewhere] });
    const b = `brand=${brand.id}`;

    expect(idsOf(await list(b)).sort()).toEqual(
      [inStock.id, lowSize.id, lowShared.id, soldOut.id].sort(),
    );
    expect(idsOf(await list(`category=${category.id}`)).sort()).toEqual(
      [inStock.id, elsewhere.id].sort(),
    );
    expect(idsOf(await list(`${b}&category=${category.id}`))).toEqual([inStock.id]);
    expect(idsOf(await list(`${b}&status=inactive`))).toEqual([soldOut.id]);
    expect(idsOf(await list(`${b}&status=active`))).not.toContain(soldOut.id);
    expect(idsOf(await list(`${b}&stock=out`))).toEqual([soldOut.id]);
    expect(idsOf(await list(`${b}&stock=low`)).sort()).toEqual([lowSize.id, lowShared.id].sort());
    expect(idsOf(await list(`${b}&stock=in`)).sort()).toEqual(
      [inStock.id, lowSize.id, lowShared.id].sort(),
    );
  });

  it('sorts by name, sku, price, stock and date, either way, and pages with the total', async () => {
    const { brand } = await seller();
    const made = [
      await t.factories.product({
        brand,
        name: 'Buba',
        sku: `C-${tag()}`,
        price: 30,
        inventory: 5,
      }),
      await t.factories.product({
        brand,
        name: 'Agbada',
        sku: `A-${tag()}`,
        price: 90,
        inventory: 1,
      }),
      await t.factories.product({
        brand,
        name: 'Caftan',
        sku: `B-${tag()}`,
        price: 10,
        inventory: 9,
      }),
    ];
    const [buba, agbada, caftan] = made.map((p) => p.id);
    const b = `brand=${brand.id}`;
    expect(idsOf(await list(`${b}&sort=name`))).toEqual([agbada, buba, caftan]);
    expect(idsOf(await list(`${b}&sort=name&dir=desc`))).toEqual([caftan, buba, agbada]);
    expect(idsOf(await list(`${b}&sort=price`))).toEqual([caftan, buba, agbada]);
    expect(idsOf(await list(`${b}&sort=stock&dir=desc`))).toEqual([caftan, buba, agbada]);
    expect(idsOf(await list(`${b}&sort=created&dir=asc`))).toEqual([buba, agbada, caftan]);
    expect(idsOf(await list(b))).toEqual([caftan, agbada, buba]);
    expect(idsOf(await list(`${b}&sort=sku`))).toEqual([agbada, caftan, buba]);

    const first = await list(`${b}&sort=name&pageSize=2`);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(idsOf(first)).toEqual([agbada, buba]);
    const second = await list(`${b}&sort=name&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(idsOf(second)).toEqual([caftan]);
    expect(idsOf(await list(`${b}&pageSize=2&page=9`))).toEqual([]);
    expect(await list(b)).toMatchObject({ total: 3, page: 1, pageSize: 3 });
  });

  it("shows a merchant only its own brand's rows, whatever brand it asks for", async () => {
    const mine = await seller();
    const theirs = await seller();
    const own = await t.factories.product({ brand: mine.brand });
    await t.factories.product({ brand: theirs.brand });
    const token = mine.merchant.token;
    expect(idsOf(await list('status=active', token))).toEqual([own.id]);
    expect(idsOf(await list(`brand=${theirs.brand.id}`, token))).toEqual([]);
    expect(await list(`brand=${theirs.brand.id}`, token)).toMatchObject({ total: 0 });
  });

  it('refuses a filter it cannot read, with the message of the field', async () => {
    const cases: Array<[string, string, string]> = [
      [`q=${'a'.repeat(101)}`, 'q', M.listSearchMax],
      [`sku=${'a'.repeat(101)}`, 'sku', M.listSkuMax],
      ['brand=nope', 'brand', M.listBrandInvalid],
      ['category=nope', 'category', M.listCategoryInvalid],
      ['status=deleted', 'status', M.listStatusInvalid],
      ['stock=some', 'stock', M.listStockInvalid],
      ['sort=password', 'sort', M.listSortInvalid],
      ['dir=up', 'dir', M.listDirInvalid],
      ['page=0', 'page', M.listPageInvalid],
      ['page=1.5', 'page', M.listPageInvalid],
      ['pageSize=101', 'pageSize', M.listPageSizeInvalid],
    ];
    for (const [query, path, message] of cases) {
      expectValidation(await t.get(`/api/product?${query}`, admin.token), path, message);
    }
  });
});

describe('POST /api/product/bulk', () => {
  const bulk = (body: unknown, token = admin.token) => t.post('/api/product/bulk', body, token);

  it('switches products off and on, answering only what changed', async () => {
    const { merchant, brand } = await seller();
    const on = await t.factories.product({ brand });
    const off = await t.factories.product({ brand, isActive: false });
    const res = await bulk({ action: 'deactivate', ids: [on.id, off.id] }, merchant.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: M.bulkDone(1),
      changed: [{ _id: on.id, name: on.name, field: 'isActive', before: true, after: false }],
    });
    const rows = await rowsOf([on.id, off.id]);
    expect(rows.get(on.id)?.isActive).toBe(false);

    const again = await bulk({ action: 'activate', ids: [on.id, off.id] }, merchant.token);
    expect(again.body.message).toBe(M.bulkDone(2));
    const after = await rowsOf([on.id, off.id]);
    expect([...after.values()].every((row) => row.isActive)).toBe(true);
  });

  it('moves products into one category, out of every other', async () => {
    const { brand } = await seller();
    const a = await t.factories.product({ brand });
    const b = await t.factories.product({ brand });
    const from = await t.factories.category({ products: [a] });
    const to = await t.factories.category();
    const res = await bulk({ action: 'move', ids: [a.id, b.id], categoryId: to.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changed).toEqual(
      [
        { _id: a.id, name: a.name, field: 'categories', before: [from.id], after: [to.id] },
        { _id: b.id, name: b.name, field: 'categories', before: [], after: [to.id] },
      ].sort((x, y) => (x._id < y._id ? -1 : 1)),
    );
    const links = await t.db
      .select()
      .from(categoryProducts)
      .where(inArray(categoryProducts.productId, [a.id, b.id]));
    expect(links.map((link) => link.categoryId)).toEqual([to.id, to.id]);
    expect(idsOf(await list(`category=${to.id}`)).sort()).toEqual([a.id, b.id].sort());

    expectValidation(
      await bulk({
        action: 'move',
        ids: [a.id],
        categoryId: '0190a1b2-0000-7000-8000-000000000000',
      }),
      'categoryId',
      M.bulkCategoryUnknown,
    );
    expectValidation(
      await bulk({ action: 'move', ids: [a.id] }),
      'categoryId',
      M.bulkCategoryRequired,
    );
  });

  it('adjusts the stock per size and shared, the total following', async () => {
    const { merchant, brand } = await seller();
    const perSize = await t.factories.product({ brand, sizeStock: { M: 3, L: 1 } });
    const res = await bulk(
      {
        action: 'adjustStock',
        ids: [perSize.id],
        stock: [
          { size: 'M', delta: 2 },
          { size: 'L', delta: -1 },
        ],
      },
      merchant.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changed[0]).toMatchObject({
      field: 'stock',
      before: [
        { size: 'M', quantity: 3 },
        { size: 'L', quantity: 1 },
      ],
      after: [
        { size: 'M', quantity: 5 },
        { size: 'L', quantity: 0 },
      ],
    });
    expect(await sizesOf(perSize.id)).toEqual({ M: 5, L: 0 });
    expect((await rowsOf([perSize.id])).get(perSize.id)?.inventory).toBe(5);

    const shared = await t.factories.product({ brand, inventory: 4, sizes: [] });
    const sharedRes = await bulk(
      { action: 'adjustStock', ids: [shared.id], stock: [{ size: null, delta: -4 }] },
      merchant.token,
    );
    expect(sharedRes.status).toBe(200);
    expect((await rowsOf([shared.id])).get(shared.id)?.inventory).toBe(0);
    expect(await sizesOf(shared.id)).toEqual({});
  });

  it('changes nothing when one product of the batch fails: below 0, not offered, not found', async () => {
    const { merchant, brand } = await seller();
    const other = await seller();
    const a = await t.factories.product({ brand, name: 'Adire Buba', sizeStock: { M: 5 } });
    const b = await t.factories.product({ brand, name: 'Aso Oke Cap', sizeStock: { M: 1 } });
    const theirs = await t.factories.product({ brand: other.brand });
    const token = merchant.token;

    expectValidation(
      await bulk(
        { action: 'adjustStock', ids: [a.id, b.id], stock: [{ size: 'M', delta: -2 }] },
        token,
      ),
      'stock',
      M.bulkStockBelowZero('Aso Oke Cap', 'M'),
    );
    expectValidation(
      await bulk({ action: 'adjustStock', ids: [a.id], stock: [{ size: 'XL', delta: 1 }] }, token),
      'stock',
      M.bulkStockSizeNotOffered('Adire Buba', 'XL'),
    );
    expect(await sizesOf(a.id)).toEqual({ M: 5 });
    expect(await sizesOf(b.id)).toEqual({ M: 1 });

    // Another brand's product among the merchant's: not found, and none switched off.
    expectError(
      await bulk({ action: 'deactivate', ids: [a.id, theirs.id] }, token),
      404,
      'NOT_FOUND',
      M.notFound,
    );
    expectError(
      await bulk({ action: 'deactivate', ids: [a.id, 'not-an-id'] }, token),
      404,
      'NOT_FOUND',
      M.notFound,
    );
    const rows = await rowsOf([a.id, theirs.id]);
    expect([...rows.values()].every((row) => row.isActive)).toBe(true);

    // An admin reaches every brand.
    expect(
      (await bulk({ action: 'deactivate', ids: [a.id, theirs.id] })).body.changed,
    ).toHaveLength(2);
  });

  it('refuses a batch it cannot read, with the spec-style messages', async () => {
    const product = await t.factories.product();
    expectValidation(await bulk({ action: 'activate', ids: [] }), 'ids', M.bulkIdsRequired);
    expectValidation(
      await bulk({
        action: 'activate',
        ids: Array.from({ length: PRODUCT_BULK_MAX + 1 }, () => product.id),
      }),
      'ids',
      M.bulkIdsMax(PRODUCT_BULK_MAX),
    );
    expectValidation(
      await bulk({ action: 'delete', ids: [product.id] }),
      'action',
      M.bulkActionInvalid,
    );
    expectValidation(
      await bulk({ action: 'adjustStock', ids: [product.id] }),
      'stock',
      M.bulkStockRequired,
    );
    expectValidation(
      await bulk({ action: 'adjustStock', ids: [product.id], stock: [{ size: 'M', delta: 1.5 }] }),
      'stock.0.delta',
      M.bulkStockDeltaInvalid,
    );
  });

  it('adds and takes stock exactly under concurrent adjustments', async () => {
    const { brand } = await seller();
    const product = await t.factories.product({ brand, sizeStock: { M: 3, L: 0 } });
    const take = () =>
      bulk({ action: 'adjustStock', ids: [product.id], stock: [{ size: 'M', delta: -1 }] });
    const give = () =>
      bulk({ action: 'adjustStock', ids: [product.id], stock: [{ size: 'L', delta: 1 }] });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, take),
      ...Array.from({ length: 4 }, give),
    ]);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3 + 4);
    expect(statuses.filter((status) => status === 400)).toHaveLength(2);
    expect(await sizesOf(product.id)).toEqual({ M: 0, L: 4 });
    expect((await rowsOf([product.id])).get(product.id)?.inventory).toBe(4);
  });
});
