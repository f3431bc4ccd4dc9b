import { readFile } from 'node:fs/promises';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCT_SIZES } from '#shared/common/constants';
import { FACET_CHOICES_MAX, FACET_MESSAGES } from '#shared/product/facets';
import type { ProductFacets } from '#shared/product/facets';

import { expectValidation } from '../../test/assertions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, productSizeStock, type ProductRow } from './product.table';

// The shop's facets (decision 0052), through the API, with counts worked out by hand. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
const p: Record<string, ProductRow> = {};

/*
 * Six products are in the shop; three more are not (an inactive product, one of an inactive
 * brand, and none of an inactive category's links counts):
 *
 *        brand  price   stock                          categories
 *   p1   alpha   50.00  per size: M 2, L 0             agbada
 *   p2   alpha  150.00  shared 5, sizes S M            agbada, suits
 *   p3   bravo  300.00  shared 0, sizes L              suits
 *   p4   bravo  600.00  per size: L 3, XL 1            suits, hidden (inactive)
 *   p5   bravo   99.99  shared 4, one size M           -
 *   p8   alpha  250.00  shared 1, no sizes (every)     suits
 *   p6   alpha  120.00  inactive product               agbada
 *   p7   xray    50.00  inactive brand                 agbada
 */
beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  const alpha = await f.brand({ name: 'Alpha', slug: 'alpha' });
  const bravo = await f.brand({ name: 'Bravo', slug: 'bravo' });
  const xray = await f.brand({ name: 'Xray', slug: 'xray', isActive: false });
  p.p1 = await f.product({ brand: alpha, price: 50, sizeStock: { M: 2, L: 0 } });
  p.p2 = await f.product({ brand: alpha, price: 150, inventory: 5, sizes: ['S', 'M'] });
  p.p3 = await f.product({ brand: bravo, price: 300, inventory: 0, sizes: ['L'] });
  p.p4 = await f.product({ brand: bravo, price: 600, sizeStock: { L: 3, XL: 1 } });
  p.p5 = await f.product({ brand: bravo, price: 99.99, inventory: 4, sizes: ['M'] });
  p.p8 = await f.product({ brand: alpha, price: 250, inventory: 1, sizes: [] });
  p.p6 = await f.product({ brand: alpha, price: 120, inventory: 5, sizes: ['M'], isActive: false });
  p.p7 = await f.product({ brand: xray, price: 50, inventory: 5, sizes: ['M'] });
  await f.category({ name: 'Agbada', slug: 'agbada', products: [p.p1, p.p2, p.p6, p.p7] });
  await f.category({ name: 'Suits', slug: 'suits', products: [p.p2, p.p3, p.p4, p.p8] });
  await f.category({ name: 'Hidden', slug: 'hidden', isActive: false, products: [p.p4] });
});
afterAll(async () => {
  await t?.close();
});

async function facets(query = ''): Promise<ProductFacets> {
  const res = await t.get<ProductFacets>(`/api/product/list/facets${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A facet's counts by value. */
const counts = (choices: Array<{ value: string; count: number }>) =>
  Object.fromEntries(choices.map((choice) => [choice.value, choice.count]));

async function listed(query: string): Promise<{ names: string[]; count: number }> {
  const res = await t.get(`/api/product/list?${query}&limit=50`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    names: (res.body.products as Array<{ _id: string }>)
      .map((item) => Object.entries(p).find(([, row]) => row.id === item._id)?.[0] ?? '?')
      .sort(),
    count: res.body.count as number,
  };
}

describe('GET /api/product/list/facets', () => {
  it('counts only products in the shop, every size, brand, category and band', async () => {
    const answer = await facets();
    expect(answer.count).toBe(6);
    expect(counts(answer.sizes)).toEqual({ S: 2, M: 4, MT: 1, L: 2, XL: 2, XXL: 1 });
    expect(answer.sizes.map((s) => s.value)).toEqual([...PRODUCT_SIZES]);
    expect(answer.brands).toEqual([
      { value: 'alpha', label: 'Alpha', count: 3 },
      { value: 'bravo', label: 'Bravo', count: 3 },
    ]);
    expect(answer.categories).toEqual([
      { value: 'agbada', label: 'Agbada', count: 2 },
      { value: 'suits', label: 'Suits', count: 4 },
    ]);
    expect(answer.prices).toEqual([
      { value: 'under-100', label: 'Under $100', count: 2 },
      { value: '100-250', label: '$100 to $250', count: 1 },
      { value: '250-500', label: '$250 to $500', count: 2 },
      { value: '500-plus', label: '$500 and over', count: 1 },
    ]);
  });

  it("ORs a facet's choices, ANDs the facets, and leaves a facet's own choices out of its counts", async () => {
    const answer = await facets('size=M&size=L&brand=bravo');
    expect(answer.count).toBe(2);
    // Sizes under the brand only: p3 (none in stock), p4 (L, XL), p5 (M).
    expect(counts(answer.sizes)).toEqual({ S: 0, M: 1, MT: 0, L: 1, XL: 1, XXL: 0 });
    // Brands under the sizes only: alpha p1, p2, p8; bravo p4, p5.
    expect(counts(answer.brands)).toEqual({ alpha: 3, bravo: 2 });
    expect(counts(answer.categories)).toEqual({ agbada: 0, suits: 1 });
    expect(counts(answer.prices)).toEqual({
      'under-100': 1,
      '100-250': 0,
      '250-500': 0,
      '500-plus': 1,
    });
    expect(await listed('size=M&size=L&brand=bravo')).toEqual({ names: ['p4', 'p5'], count: 2 });
  });

  it('combines several categories and price bands', async () => {
    const query = 'category=agbada&category=suits&price=under-100&price=500-plus';
    const answer = await facets(query);
    expect(answer.count).toBe(2);
    expect(counts(answer.categories)).toEqual({ agbada: 1, suits: 1 });
    expect(counts(answer.prices)).toEqual({
      'under-100': 1,
      '100-250': 1,
      '250-500': 2,
      '500-plus': 1,
    });
    expect(counts(answer.sizes)).toEqual({ S: 0, M: 1, MT: 0, L: 1, XL: 1, XXL: 0 });
    expect(counts(answer.brands)).toEqual({ alpha: 1, bravo: 1 });
    expect(await listed(query)).toEqual({ names: ['p1', 'p4'], count: 2 });
    // One category alone: the list's kept totals give the same count as the facets.
    expect((await listed('category=suits')).count).toBe((await facets('category=suits')).count);
  });

  it('applies the name, the price range and the rating to every count', async () => {
    const answer = await facets('min=100&max=400');
    expect(answer.count).toBe(3); // p2, p3, p8
    expect(counts(answer.brands)).toEqual({ alpha: 2, bravo: 1 });
    expect(counts(answer.prices)).toEqual({
      'under-100': 0,
      '100-250': 1,
      '250-500': 2,
      '500-plus': 0,
    });
    const named = await facets(`name=${encodeURIComponent(p.p4!.name)}`);
    expect(named.count).toBe(1);
    expect(counts(named.sizes)).toEqual({ S: 0, M: 0, MT: 0, L: 1, XL: 1, XXL: 0 });
  });

  it('follows the stock: a size sold out, a shared stock run out, a size restocked', async () => {
    await t.db
      .update(productSizeStock)
      .set({ quantity: 0 })
      .where(and(eq(productSizeStock.productId, p.p1!.id), eq(productSizeStock.size, 'M')));
    await t.db.update(products).set({ inventory: 0 }).where(eq(products.id, p.p5!.id));
    expect(counts((await facets()).sizes)).toEqual({ S: 2, M: 2, MT: 1, L: 2, XL: 2, XXL: 1 });
    expect(await listed('size=M')).toEqual({ names: ['p2', 'p8'], count: 2 });

    await t.db
      .update(productSizeStock)
      .set({ quantity: 4 })
      .where(and(eq(productSizeStock.productId, p.p1!.id), eq(productSizeStock.size, 'L')));
    await t.db.update(products).set({ inventory: 4 }).where(eq(products.id, p.p5!.id));
    expect(counts((await facets()).sizes)).toEqual({ S: 2, M: 3, MT: 1, L: 3, XL: 2, XXL: 1 });
    expect(await listed('size=L')).toEqual({ names: ['p1', 'p4', 'p8'], count: 3 });
    // The column cannot be written around the stock: a write is computed again.
    await t.db
      .update(products)
      .set({ sizesInStock: ['XXL'] })
      .where(eq(products.id, p.p1!.id));
    const [row] = await t.db.select().from(products).where(eq(products.id, p.p1!.id));
    expect(row?.sizesInStock).toEqual(['L']);
  });

  it('refuses bad choices with 400 and a clear message', async () => {
    expectValidation(
      await t.get('/api/product/list/facets?size=XXXL'),
      'size.0',
      FACET_MESSAGES.sizeInvalid,
    );
    expectValidation(
      await t.get('/api/product/list?size=M&size=huge'),
      'size.1',
      FACET_MESSAGES.sizeInvalid,
    );
    expectValidation(
      await t.get('/api/product/list/facets?price=cheap'),
      'price.0',
      FACET_MESSAGES.priceInvalid,
    );
    const many = Array.from({ length: FACET_CHOICES_MAX + 1 }, (_, i) => `brand=b${i}`).join('&');
    expectValidation(
      await t.get(`/api/product/list/facets?${many}`),
      'brand',
      FACET_MESSAGES.tooMany('brands'),
    );
    expectValidation(
      await t.get(`/api/product/list?category=${'c'.repeat(121)}`),
      'category.0',
      FACET_MESSAGES.slugInvalid('categories'),
    );
  });
});

describe("GET /api/product/list keeps the original client's answers", () => {
  it('one brand or category, `all`, and an unknown slug read as before', async () => {
    expect(await listed('brand=alpha')).toEqual({ names: ['p1', 'p2', 'p8'], count: 3 });
    expect(await listed('category=agbada')).toEqual({ names: ['p1', 'p2'], count: 2 });
    expect(await listed('brand=all&category=all&name=all')).toMatchObject({ count: 6 });
    expect(await listed('brand=nobody')).toEqual({ names: [], count: 0 });
    expect(await listed('brand=xray')).toEqual({ names: [], count: 0 });
    const brandPage = await t.get('/api/product/list/brand/bravo?limit=50');
    expect(brandPage.body).toMatchObject({ totalProducts: 3, pages: 1, page: 1 });
  });
});

it("the migration's size list is PRODUCT_SIZES", async () => {
  const migration = await readFile(
    new URL('../../../../drizzle/0030_facets.sql', import.meta.url),
    'utf8',
  );
  const lists = [...migration.matchAll(/ARRAY\[([^\]]*)\]::text\[\]/g)].map((m) => m[1]);
  const expected = PRODUCT_SIZES.map((size) => `'${size}'`).join(',');
  expect(lists.filter((list) => list?.includes("'S'"))).toEqual([expected, expected]);
});
