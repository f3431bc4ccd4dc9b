import { count, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imagePath } from '#shared/product/images';
import {
  ProductDtoSchema,
  ProductSuggestionSchema,
  type ProductDto,
} from '#shared/product/product.schemas';

import { DISABLED_MERCHANT_MESSAGE } from '../../http/auth';
import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { createTokenService } from '../auth/token.service';
import { brands } from '../brand/brand.table';
import { products, type ProductRow } from './product.table';

const NOT_FOUND = 'No product found.';
/** Every field of a list's product; the item read adds the size guide (decision 0041). */
const ALL_KEYS = Object.keys(ProductDtoSchema.shape)
  .filter((key) => key !== 'sizeGuide')
  .sort();
const GUEST_KEYS = ALL_KEYS.filter((key) => key !== 'isLiked');
const ITEM_KEYS = [...GUEST_KEYS, 'sizeGuide'].sort();
const SUGGESTION_KEYS = Object.keys(ProductSuggestionSchema.shape).sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let tags = 0;
/** A word only this test's product names contain: the database is shared by the whole file. */
function uniqueTag(): string {
  tags += 1;
  return `q${tags}x${Math.random().toString(36).slice(2, 7)}`;
}

interface ListBody {
  products: ProductDto[];
  totalPages: number;
  currentPage: number;
  count: number;
}

async function list(
  query: Record<string, string | number>,
  token?: string,
): Promise<TestResponse<ListBody>> {
  const params = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  const res = await t.get<ListBody>(`/api/product/list?${params}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

const namesOf = (res: TestResponse<{ products: { name: string }[] }>) =>
  res.body.products.map((p) => p.name);

async function like(product: ProductRow, by: TestUser, isLiked = true) {
  const res = await t.post('/api/wishlist', { isLiked, product: product.id }, by.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('GET /api/product/list', () => {
  it('answers every product field: price in dollars, brand as {_id, name, slug}, images as URLs', async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand({ name: 'Eko Tailors', slug: `eko-${tag}` });
    const product = await t.factories.product({
      name: `${tag} Senator Suit`,
      brand,
      price: 129.99,
      inventory: 7,
      sizes: ['S', 'M', 'XL'],
      taxable: false,
      description: 'Hand-finished senator suit.',
      imageKey: 'main-key',
      image2Key: 'gallery-key',
      image3Key: null,
    });
    await t.factories.review(product, await t.factories.member(), { rating: 4 });

    const res = await list({ name: tag });
    expect(Object.keys(res.body).sort()).toEqual([
      'count',
      'currentPage',
      'products',
      'totalPages',
    ]);
    expect(res.body.products).toEqual([
      {
        _id: product.id,
        sku: product.sku,
        name: `${tag} Senator Suit`,
        slug: product.slug,
        description: 'Hand-finished senator suit.',
        quantity: 7,
        inventory: 7,
        sizes: ['S', 'M', 'XL'],
        sizeStock: [],
        price: 129.99,
        taxable: false,
        isActive: true,
        brand: { _id: brand.id, name: 'Eko Tailors', slug: `eko-${tag}` },
        imageUrl: imagePath('main-key'),
        img: imagePath('main-key'),
        imgs: imagePath('gallery-key'),
        imgss: null,
        averageRating: 4,
        totalReviews: 1,
        fit: { small: 0, true: 0, large: 0 },
        created: product.created.toISOString(),
        madeToMeasure: null,
      },
    ]);
    expect(Object.keys(res.body.products[0]!).sort()).toEqual(GUEST_KEYS);
  });

  it('keeps the cents of every price', async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand();
    for (const price of [20, 1.1 + 2.2, 49.95, 899.99]) {
      await t.factories.product({ name: `${tag} Buba`, brand, price });
    }
    const res = await list({ name: tag, order: 2 });
    expect(res.body.products.map((p) => p.price)).toEqual([3.3, 20, 49.95, 899.99]);
  });

  it('tells a signed-in shopper which products they liked, and a guest nothing', async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand();
    const liked = await t.factories.product({ name: `${tag} Liked`, brand });
    const unliked = await t.factories.product({ name: `${tag} Unliked`, brand });
    const never = await t.factories.product({ name: `${tag} Never`, brand });
    const member = await t.factories.member();
    await like(liked, member);
    await like(unliked, member);
    await like(unliked, member, false);

    const mine = await list({ name: tag }, member.token);
    expect(mine.body.products.map((p) => [p._id, p.isLiked])).toEqual([
      [never.id, false],
      [unliked.id, false],
      [liked.id, true],
    ]);
    for (const product of mine.body.products) expect(Object.keys(product).sort()).toEqual(ALL_KEYS);

    const other = await list({ name: tag }, (await t.factories.member()).token);
    expect(other.body.products.map((p) => p.isLiked)).toEqual([false, false, false]);

    const guest = await list({ name: tag });
    expect(guest.body.products).toHaveLength(3);
    for (const product of guest.body.products) expect(product).not.toHaveProperty('isLiked');
  });

  it('refuses a forged token instead of reading likes from it', async () => {
    const member = await t.factories.member();
    const forged = await createTokenService('some-other-secret-that-is-long-enough-to-sign').sign({
      userId: member.user.id,
      tokenVersion: member.user.tokenVersion,
    });
    const res = await t.get('/api/product/list', forged);
    expectError(res, 401, 'UNAUTHENTICATED', 'Your session has expired. Please login again.');
  });

  describe('visibility', () => {
    it('shows only active products of active brands, and a brand switched back on brings its products back', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand();
      await t.factories.product({ name: `${tag} Shown`, brand });
      await t.factories.product({ name: `${tag} Switched Off`, brand, isActive: false });
      const offBrand = await t.factories.brand({ isActive: false });
      await t.factories.product({ name: `${tag} Of An Off Brand`, brand: offBrand });
      await t.factories.product({
        name: `${tag} Off In An Off Brand`,
        brand: offBrand,
        isActive: false,
      });
      await t.factories.product({ name: `${tag} Brandless`, brand: null });

      const before = await list({ name: tag });
      expect(namesOf(before)).toEqual([`${tag} Shown`]);
      expect(before.body.count).toBe(1);

      await t.db.update(brands).set({ isActive: true }).where(eq(brands.id, offBrand.id));
      const after = await list({ name: tag });
      expect(namesOf(after)).toEqual([`${tag} Of An Off Brand`, `${tag} Shown`]);
      expect(after.body.count).toBe(2);
    });
  });

  describe('filters', () => {
    it('name: contains, case-insensitive', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand();
      await t.factories.product({ name: `${tag} Royal Senator`, brand });
      await t.factories.product({ name: `${tag} Plain Buba`, brand });

      expect(namesOf(await list({ name: `${tag} ROYAL sen`.toUpperCase() }))).toEqual([
        `${tag} Royal Senator`,
      ]);
      expect(namesOf(await list({ name: `oyal senator` }))).toContain(`${tag} Royal Senator`);
      expect(namesOf(await list({ name: `  ${tag} plain  ` }))).toEqual([`${tag} Plain Buba`]);
      expect((await list({ name: `${tag} Dashiki` })).body).toEqual({
        products: [],
        totalPages: 0,
        currentPage: 1,
        count: 0,
      });
    });

    it('name: % and _ match themselves, not any text', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand();
      await t.factories.product({ name: `${tag}% Linen`, brand });
      await t.factories.product({ name: `${tag}0 Linen`, brand });
      await t.factories.product({ name: `${tag}_Fit`, brand });
      await t.factories.product({ name: `${tag}xFit`, brand });

      expect(namesOf(await list({ name: `${tag}%` }))).toEqual([`${tag}% Linen`]);
      expect(namesOf(await list({ name: `${tag}_` }))).toEqual([`${tag}_Fit`]);
      expect(namesOf(await list({ name: `${tag}\\` }))).toEqual([]);
    });

    it("name: 'all' means no filter", async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand({ slug: `b-${tag}` });
      await t.factories.product({ name: `${tag} One`, brand });
      await t.factories.product({ name: 'all', brand });
      expect(namesOf(await list({ name: 'all', brand: brand.slug }))).toEqual([
        'all',
        `${tag} One`,
      ]);
    });

    it('category: only the products of that active category; unknown or inactive gives an empty list', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand();
      const inCategory = await t.factories.product({ name: `${tag} In Category`, brand });
      const inOffCategory = await t.factories.product({ name: `${tag} In Off Category`, brand });
      await t.factories.product({ name: `${tag} Uncategorised`, brand });
      const category = await t.factories.category({ slug: `cat-${tag}`, products: [inCategory] });
      const offCategory = await t.factories.category({
        slug: `off-${tag}`,
        isActive: false,
        products: [inOffCategory, inCategory],
      });

      expect(namesOf(await list({ name: tag, category: category.slug }))).toEqual([
        `${tag} In Category`,
      ]);
      expect(namesOf(await list({ name: tag, category: category.slug.toUpperCase() }))).toEqual([
        `${tag} In Category`,
      ]);
      for (const slug of [offCategory.slug, 'no-such-category']) {
        const res = await list({ name: tag, category: slug });
        expect(res.body, slug).toEqual({ products: [], totalPages: 0, currentPage: 1, count: 0 });
      }
      expect(namesOf(await list({ name: tag, category: 'all' }))).toHaveLength(3);
    });

    it('brand: only that brand; an unknown brand gives an empty list', async () => {
      const tag = uniqueTag();
      const brandA = await t.factories.brand({ slug: `a-${tag}` });
      const brandB = await t.factories.brand({ slug: `b-${tag}` });
      await t.factories.product({ name: `${tag} A1`, brand: brandA });
      await t.factories.product({ name: `${tag} B1`, brand: brandB });
      await t.factories.product({ name: `${tag} A2`, brand: brandA });

      expect(namesOf(await list({ name: tag, brand: brandA.slug }))).toEqual([
        `${tag} A2`,
        `${tag} A1`,
      ]);
      expect(namesOf(await list({ name: tag, brand: brandB.slug }))).toEqual([`${tag} B1`]);
      expect((await list({ name: tag, brand: 'no-such-brand' })).body.count).toBe(0);
      expect(namesOf(await list({ name: tag, brand: 'all' }))).toHaveLength(3);
    });

    it('min and max: dollars, inclusive, each bound optional', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand();
      for (const price of [20, 50, 129.99, 900]) {
        await t.factories.product({ name: `${tag} ${price}`, brand, price });
      }
      const prices = async (query: Record<string, string | number>) =>
        (await list({ name: tag, order: 2, ...query })).body.products.map((p) => p.price);

      expect(await prices({ min: 50, max: 129.99 })).toEqual([50, 129.99]);
      expect(await prices({ min: 129.99, max: 129.99 })).toEqual([129.99]);
      expect(await prices({ min: 50.01, max: 129.98 })).toEqual([]);
      expect(await prices({ min: 50 })).toEqual([50, 129.99, 900]);
      expect(await prices({ max: 129.99 })).toEqual([20, 50, 129.99]);
      expect(await prices({ min: 0 })).toEqual([20, 50, 129.99, 900]);
      expect(await prices({ min: 0, max: 0 })).toEqual([]);
      expect(await prices({ min: 'all', max: 'all' })).toEqual([20, 50, 129.99, 900]);
      expect(await prices({ min: '', max: '' })).toEqual([20, 50, 129.99, 900]);
      expect(await prices({ min: 1, max: 2500 })).toEqual([20, 50, 129.99, 900]);
      expect(await prices({ min: 900, max: 20 })).toEqual([]);
    });

    it('rating: the average of approved reviews only', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand();
      const [ada, bola, chidi] = await Promise.all([
        t.factories.member(),
        t.factories.member(),
        t.factories.member(),
      ]);
      const fourAndHalf = await t.factories.product({ name: `${tag} Four And Half`, brand });
      await t.factories.review(fourAndHalf, ada, { rating: 4 });
      await t.factories.review(fourAndHalf, bola, { rating: 5 });
      await t.factories.review(fourAndHalf, chidi, { rating: 1, status: 'Rejected' });
      const three = await t.factories.product({ name: `${tag} Three`, brand });
      await t.factories.review(three, ada, { rating: 3 });
      await t.factories.review(three, bola, { rating: 5, status: 'Waiting Approval' });
      await t.factories.review(three, chidi, { rating: 5, status: 'Rejected' });
      const onlyPending = await t.factories.product({ name: `${tag} Only Pending`, brand });
      await t.factories.review(onlyPending, ada, { rating: 5, status: 'Waiting Approval' });
      await t.factories.product({ name: `${tag} Unreviewed`, brand });

      const all = await list({ name: tag });
      expect(all.body.products.map((p) => [p.name, p.averageRating, p.totalReviews])).toEqual([
        [`${tag} Unreviewed`, 0, 0],
        [`${tag} Only Pending`, 0, 0],
        [`${tag} Three`, 3, 1],
        [`${tag} Four And Half`, 4.5, 2],
      ]);

      const rated = async (rating: number | string) => namesOf(await list({ name: tag, rating }));
      expect(await rated(4)).toEqual([`${tag} Four And Half`]);
      expect(await rated(4.5)).toEqual([`${tag} Four And Half`]);
      expect(await rated(5)).toEqual([]);
      expect(await rated(3)).toEqual([`${tag} Three`, `${tag} Four And Half`]);
      expect(await rated(1)).toEqual([`${tag} Three`, `${tag} Four And Half`]);
      expect(await rated(0)).toHaveLength(4);
      expect(await rated('all')).toHaveLength(4);
    });

    it('all filters at once', async () => {
      const tag = uniqueTag();
      const brand = await t.factories.brand({ slug: `a-${tag}` });
      const otherBrand = await t.factories.brand({ slug: `b-${tag}` });
      const reviewer = await t.factories.member();
      const make = async (name: string, price: number, rating: number, owner = brand) => {
        const product = await t.factories.product({ name: `${tag} ${name}`, brand: owner, price });
        await t.factories.review(product, reviewer, { rating });
        return product;
      };
      const match1 = await make('Match 100', 100, 5);
      const match2 = await make('Match 200', 200, 4);
      const tooDear = await make('Too Dear', 300, 5);
      await make('Not In Category', 150, 5);
      const otherBrands = await make('Other Brand', 150, 5, otherBrand);
      const lowRated = await make('Low Rated', 120, 3);
      const tooCheap = await make('Too Cheap', 50, 5);
      await t.factories.category({
        slug: `cat-${tag}`,
        products: [match1, match2, tooDear, otherBrands, lowRated, tooCheap],
      });

      const query = { name: tag, brand: brand.slug, category: `cat-${tag}`, min: 60, max: 250 };
      const cheapFirst = await list({ ...query, rating: 4, order: 2 });
      expect(namesOf(cheapFirst)).toEqual([`${tag} Match 100`, `${tag} Match 200`]);
      expect(cheapFirst.body).toMatchObject({ count: 2, totalPages: 1, currentPage: 1 });
      expect(namesOf(await list({ ...query, rating: 4, order: 1 }))).toEqual([
        `${tag} Match 200`,
        `${tag} Match 100`,
      ]);
      expect(namesOf(await list({ ...query, name: `${tag} MATCH 1`, rating: 4 }))).toEqual([
        `${tag} Match 100`,
      ]);
      expect(namesOf(await list({ ...query, rating: 3, order: 2 }))).toEqual([
        `${tag} Match 100`,
        `${tag} Low Rated`,
        `${tag} Match 200`,
      ]);
    });
  });

  describe('sorting', () => {
    let tag: string;
    beforeAll(async () => {
      tag = uniqueTag();
      const brand = await t.factories.brand();
      for (const [name, price] of [
        ['A', 50],
        ['B', 900],
        ['C', 20],
        ['D', 129.99],
        ['E', 50],
      ] as const) {
        await t.factories.product({ name: `${tag} ${name}`, brand, price });
      }
    });
    const letters = async (query: Record<string, string | number>) =>
      namesOf(await list({ name: tag, ...query })).map((name) => name.slice(-1));

    it.each([
      ['nothing: newest first', {}, 'EDCBA'],
      ['order 0: newest first', { order: 0 }, 'EDCBA'],
      ['order 1: price high to low, newest first on a tie', { order: 1 }, 'BDEAC'],
      ['order 2: price low to high, newest first on a tie', { order: 2 }, 'CEADB'],
      ['sortOrder {"_id":-1}', { sortOrder: '{"_id":-1}' }, 'EDCBA'],
      ['sortOrder {"price":-1}', { sortOrder: '{"price":-1}' }, 'BDEAC'],
      ['sortOrder {"price":1}', { sortOrder: '{"price":1}' }, 'CEADB'],
      ['order over sortOrder', { order: 2, sortOrder: '{"price":-1}' }, 'CEADB'],
      ['an unreadable sortOrder: newest first', { sortOrder: '{nope' }, 'EDCBA'],
    ])('%s', async (_label, query, expected) => {
      expect((await letters(query)).join('')).toBe(expected);
    });
  });

  describe('pagination', () => {
    let tag: string;
    let newestFirst: string[];
    beforeAll(async () => {
      tag = uniqueTag();
      const brand = await t.factories.brand();
      const made: ProductRow[] = [];
      for (let i = 1; i <= 23; i += 1) {
        made.push(await t.factories.product({ name: `${tag} ${i}`, brand }));
      }
      newestFirst = made.map((p) => p.id).reverse();
    });
    const page = async (query: Record<string, string | number>) =>
      (await list({ name: tag, ...query })).body;
    const ids = (body: ListBody) => body.products.map((p) => p._id);

    it('pages by 10 by default: totalPages = ceil(count / limit)', async () => {
      const first = await page({});
      expect(first).toMatchObject({ totalPages: 3, currentPage: 1, count: 23 });
      expect(ids(first)).toEqual(newestFirst.slice(0, 10));
      const second = await page({ page: 2 });
      expect(second).toMatchObject({ totalPages: 3, currentPage: 2, count: 23 });
      expect(ids(second)).toEqual(newestFirst.slice(10, 20));
    });

    it('answers the last partial page and an empty page past the end', async () => {
      const last = await page({ page: 3 });
      expect(last).toMatchObject({ totalPages: 3, currentPage: 3, count: 23 });
      expect(ids(last)).toEqual(newestFirst.slice(20));
      expect(await page({ page: 4 })).toEqual({
        products: [],
        totalPages: 3,
        currentPage: 4,
        count: 23,
      });
    });

    it.each([
      [5, 5, 5],
      [7, 4, 7],
      [23, 1, 23],
      [50, 1, 23],
    ])('limit %i: %i pages, %i on the first', async (limit, totalPages, onFirst) => {
      const body = await page({ limit });
      expect(body).toMatchObject({ totalPages, currentPage: 1, count: 23 });
      expect(ids(body)).toEqual(newestFirst.slice(0, onFirst));
    });

    it('walks every product exactly once', async () => {
      const seen: string[] = [];
      for (let p = 1; p <= 5; p += 1) seen.push(...ids(await page({ page: p, limit: 5 })));
      expect(seen).toEqual(newestFirst);
    });

    it.each([['51'], ['1000']])('limit %s is capped at 50', async (limit) => {
      const body = await page({ limit });
      expect(body).toMatchObject({ totalPages: 1, currentPage: 1, count: 23 });
      expect(ids(body)).toEqual(newestFirst);
    });

    it.each([['0'], ['-3'], ['abc'], ['2.5']])(
      'limit %s falls back to the default 10',
      async (limit) => {
        const body = await page({ limit });
        expect(body).toMatchObject({ totalPages: 3, currentPage: 1, count: 23 });
        expect(ids(body)).toEqual(newestFirst.slice(0, 10));
      },
    );

    it.each([['0'], ['-1'], ['abc']])('page %s falls back to page 1', async (value) => {
      const body = await page({ page: value });
      expect(body.currentPage).toBe(1);
      expect(ids(body)).toEqual(newestFirst.slice(0, 10));
    });
  });

  describe('bad values', () => {
    it.each([
      ['min', 'abc', 'Must be a number from 0 to 1000000.'],
      ['min', '-1', 'Must be a number from 0 to 1000000.'],
      ['max', 'ten', 'Must be a number from 0 to 1000000.'],
      ['max', '1000001', 'Must be a number from 0 to 1000000.'],
      ['rating', '9', 'Must be a number from 0 to 5.'],
      ['rating', '-1', 'Must be a number from 0 to 5.'],
      ['rating', 'five', 'Must be a number from 0 to 5.'],
      ['order', '7', 'Must be a whole number from 0 to 2.'],
      ['order', '1.5', 'Must be a whole number from 0 to 2.'],
      ['order', 'newest', 'Must be a whole number from 0 to 2.'],
      ['name', 'x'.repeat(101), 'Name may not be greater than 100 characters.'],
    ])('%s=%s is refused with "%s"', async (field, value, message) => {
      const res = await t.get(`/api/product/list?${new URLSearchParams({ [field]: value })}`);
      expectValidation(res, field, message);
    });
  });
});

describe('GET /api/product/list/search/:term', () => {
  const search = async (term: string) => {
    const res = await t.get<{ products: { name: string; slug: string }[] }>(
      `/api/product/list/search/${encodeURIComponent(term)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  };
  const found = async (term: string) => namesOf(await search(term));

  it('suggests at most 10 products with exactly name, slug, imageUrl and price', async () => {
    const brand = await t.factories.brand();
    const first = await t.factories.product({
      name: 'Dashiki 1',
      brand,
      price: 45.5,
      imageKey: 'dashiki-key',
    });
    for (let i = 2; i <= 12; i += 1) await t.factories.product({ name: `Dashiki ${i}`, brand });

    const res = await search('dashiki');
    expect(Object.keys(res.body)).toEqual(['products']);
    expect(res.body.products).toHaveLength(10);
    for (const suggestion of res.body.products) {
      expect(Object.keys(suggestion).sort()).toEqual(SUGGESTION_KEYS);
    }
    const one = await search('dashiki 1');
    expect(one.body.products).toContainEqual({
      name: 'Dashiki 1',
      slug: first.slug,
      imageUrl: imagePath('dashiki-key'),
      price: 45.5,
    });
  });

  it('is case-insensitive', async () => {
    const brand = await t.factories.brand();
    await t.factories.product({ name: 'Indigo Adire Agbada', brand });
    expect(await found('INDIGO ADIRE')).toEqual(['Indigo Adire Agbada']);
    expect(await found('iNdIgO')).toEqual(['Indigo Adire Agbada']);
  });

  it('tolerates typos', async () => {
    const brand = await t.factories.brand();
    await t.factories.product({ name: 'Grand Agbada', brand });
    await t.factories.product({ name: 'Striped Kaftan', brand });
    await t.factories.product({ name: 'Linen Trousers', brand });
    expect(await found('agbda')).toContain('Grand Agbada');
    expect(await found('kaftn')).toContain('Striped Kaftan');
    expect(await found('Stripd')).toContain('Striped Kaftan');
    expect(await found('kaftn')).not.toContain('Linen Trousers');
  });

  it('suggests only products in the shop', async () => {
    const brand = await t.factories.brand();
    const offBrand = await t.factories.brand({ isActive: false });
    await t.factories.product({ name: 'Ankara Shown', brand });
    await t.factories.product({ name: 'Ankara Switched Off', brand, isActive: false });
    await t.factories.product({ name: 'Ankara Off Brand', brand: offBrand });
    await t.factories.product({ name: 'Ankara Brandless', brand: null });
    expect(await found('ankara')).toEqual(['Ankara Shown']);
  });

  it('ranks names that contain the term before near misses', async () => {
    const brand = await t.factories.brand();
    await t.factories.product({ name: 'Longboubouwear', brand });
    await t.factories.product({ name: 'Boubo Robe', brand });
    // Without the ranking the near miss would come first: it is the closer word.
    const closeness = await t.db.execute(
      sql`select word_similarity('boubou', 'Boubo Robe') as fuzzy,
                 word_similarity('boubou', 'Longboubouwear') as inside`,
    );
    const [{ fuzzy, inside }] = (
      closeness as unknown as { rows: [{ fuzzy: number; inside: number }] }
    ).rows;
    expect(Number(fuzzy)).toBeGreaterThan(Number(inside));

    expect(await found('boubou')).toEqual(['Longboubouwear', 'Boubo Robe']);
  });

  it.each([
    ["'; drop table products; --"],
    ['%'],
    ['_'],
    ['.*'],
    ['(a+)+$'],
    ['\\'],
    ['\\\\'],
    ['[a-z]'],
    ['ø̸͠ 👗 Àṣọ'],
    ['$1 or 1=1'],
  ])('treats %j as plain text', async (term) => {
    const brand = await t.factories.brand();
    await t.factories.product({ name: 'Plain Aso Oke', brand });
    const res = await search(term);
    expect(Object.keys(res.body)).toEqual(['products']);
    if (!/[\p{L}\p{N}]/u.test(term)) {
      // Without a letter there is nothing to be near: only names containing the very term match.
      for (const name of namesOf(res)) expect(name).toContain(term);
      expect(namesOf(res)).not.toContain('Plain Aso Oke');
    }
    const [{ total }] = (await t.db.select({ total: count() }).from(products)) as [
      { total: number },
    ];
    expect(total).toBeGreaterThan(0);
  });

  it('finds a name that contains the very characters of the term', async () => {
    const brand = await t.factories.brand();
    await t.factories.product({ name: 'Àṣọ 100% Cotton_Blend', brand });
    expect(await found('àṣọ')).toEqual(['Àṣọ 100% Cotton_Blend']);
    // Near misses may follow (other names with "100"), but the literal match leads.
    expect((await found('100%'))[0]).toBe('Àṣọ 100% Cotton_Blend');
    expect((await found('n_b'))[0]).toBe('Àṣọ 100% Cotton_Blend');
  });

  it('accepts 60 characters and refuses 61', async () => {
    await search('a'.repeat(60));
    const res = await t.get(`/api/product/list/search/${'a'.repeat(61)}`);
    expectValidation(res, 'name', 'Search may not be greater than 60 characters.');
  });

  it.each([
    ['/api/product/list/search/'],
    ['/api/product/list/search'],
    ['/api/product/list/search/%20%20%20'],
  ])('%s answers no suggestions', async (url) => {
    const res = await t.get(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [] });
  });
});

describe('GET /api/product/item/:slugOrId', () => {
  it('answers the product by slug and by id', async () => {
    const brand = await t.factories.brand({ name: 'Native House' });
    const product = await t.factories.product({ name: 'Royal Buba', brand, price: 75.25 });
    for (const key of [product.slug, product.id]) {
      const res = await t.get(`/api/product/item/${key}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['product']);
      expect(Object.keys(res.body.product).sort()).toEqual(ITEM_KEYS);
      expect(res.body.product).toMatchObject({
        _id: product.id,
        name: 'Royal Buba',
        slug: product.slug,
        price: 75.25,
        brand: { _id: brand.id, name: 'Native House', slug: brand.slug },
      });
    }
  });

  it('tells a signed-in shopper whether they liked it', async () => {
    const product = await t.factories.product();
    const member = await t.factories.member();
    const other = await t.factories.member();
    await like(product, member);
    expect(
      (await t.get(`/api/product/item/${product.slug}`, member.token)).body.product.isLiked,
    ).toBe(true);
    expect(
      (await t.get(`/api/product/item/${product.slug}`, other.token)).body.product.isLiked,
    ).toBe(false);
    await like(product, member, false);
    expect(
      (await t.get(`/api/product/item/${product.id}`, member.token)).body.product.isLiked,
    ).toBe(false);
  });

  it('answers 404 for a hidden or unknown product', async () => {
    const offBrand = await t.factories.brand({ isActive: false });
    const hidden = [
      await t.factories.product({ isActive: false }),
      await t.factories.product({ brand: offBrand }),
      await t.factories.product({ brand: null }),
    ];
    const keys = [
      ...hidden.flatMap((p) => [p.slug, p.id]),
      'no-such-product',
      uuidv7(),
      encodeURIComponent("x' or '1'='1"),
    ];
    for (const key of keys) {
      expectError(await t.get(`/api/product/item/${key}`), 404, 'NOT_FOUND', NOT_FOUND);
    }
  });
});

describe('GET /api/product/list/brand/:slug', () => {
  it('answers the active products of the brand with pages, page and totalProducts', async () => {
    const brand = await t.factories.brand();
    const made: ProductRow[] = [];
    for (let i = 1; i <= 5; i += 1) {
      made.push(await t.factories.product({ name: `Brand Page ${i}`, brand }));
    }
    await t.factories.product({ name: 'Brand Page Off', brand, isActive: false });
    await t.factories.product({ name: 'Another Brand' });

    const res = await t.get(`/api/product/list/brand/${brand.slug}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['page', 'pages', 'products', 'totalProducts']);
    expect(res.body).toMatchObject({ pages: 1, page: 1, totalProducts: 5 });
    expect(res.body.products.map((p: ProductDto) => p.name)).toEqual([
      'Brand Page 5',
      'Brand Page 4',
      'Brand Page 3',
      'Brand Page 2',
      'Brand Page 1',
    ]);
    expect(Object.keys(res.body.products[0]).sort()).toEqual(GUEST_KEYS);

    const second = await t.get(`/api/product/list/brand/${brand.slug}?page=2&limit=2`);
    expect(second.body).toMatchObject({ pages: 3, page: 2, totalProducts: 5 });
    expect(second.body.products.map((p: ProductDto) => p._id)).toEqual([made[2]!.id, made[1]!.id]);
  });

  it('adds isLiked for a signed-in shopper', async () => {
    const brand = await t.factories.brand();
    const product = await t.factories.product({ brand });
    const member = await t.factories.member();
    await like(product, member);
    const res = await t.get(`/api/product/list/brand/${brand.slug}`, member.token);
    expect(res.body.products.map((p: ProductDto) => p.isLiked)).toEqual([true]);
  });

  it('answers 404 for an unknown or inactive brand', async () => {
    const offBrand = await t.factories.brand({ isActive: false });
    await t.factories.product({ brand: offBrand });
    for (const slug of ['no-such-brand', offBrand.slug]) {
      expectError(
        await t.get(`/api/product/list/brand/${slug}`),
        404,
        'NOT_FOUND',
        `Cannot find brand with the slug: ${slug}.`,
      );
    }
  });
});

describe('GET /api/product/list/select', () => {
  it('needs an admin or a merchant', async () => {
    expectError(await t.get('/api/product/list/select'), 401, 'UNAUTHENTICATED');
    const member = await t.factories.member();
    expectError(await t.get('/api/product/list/select', member.token), 403, 'FORBIDDEN');
    const disabled = await t.factories.merchant({ merchantActive: false });
    await t.factories.brand({ merchant: disabled });
    expectError(
      await t.get('/api/product/list/select', disabled.token),
      403,
      'FORBIDDEN',
      DISABLED_MERCHANT_MESSAGE,
    );
  });

  it('gives an admin every product, hidden ones too, as {_id, name}', async () => {
    const offBrand = await t.factories.brand({ isActive: false });
    const every = [
      await t.factories.product({ name: 'Select Shown' }),
      await t.factories.product({ name: 'Select Off', isActive: false }),
      await t.factories.product({ name: 'Select Off Brand', brand: offBrand }),
      await t.factories.product({ name: 'Select Brandless', brand: null }),
    ];
    const admin = await t.factories.admin();
    const res = await t.get('/api/product/list/select', admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['products']);
    for (const option of res.body.products)
      expect(Object.keys(option).sort()).toEqual(['_id', 'name']);
    for (const product of every) {
      expect(res.body.products).toContainEqual({ _id: product.id, name: product.name });
    }
    const [{ total }] = (await t.db.select({ total: count() }).from(products)) as [
      { total: number },
    ];
    expect(res.body.products).toHaveLength(total);
  });

  it("gives a merchant only its own brand's products", async () => {
    const merchant = await t.factories.merchant();
    const own = await t.factories.brand({ merchant });
    const otherMerchant = await t.factories.merchant();
    const others = await t.factories.brand({ merchant: otherMerchant });
    const mine = [
      await t.factories.product({ name: 'Merchant B', brand: own }),
      await t.factories.product({ name: 'Merchant A Off', brand: own, isActive: false }),
    ];
    await t.factories.product({ name: 'Not Mine', brand: others });
    await t.factories.product({ name: 'House Product' });

    const res = await t.get('/api/product/list/select', merchant.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      products: [
        { _id: mine[1]!.id, name: 'Merchant A Off' },
        { _id: mine[0]!.id, name: 'Merchant B' },
      ],
    });
  });

  it('gives a merchant without a brand an empty list', async () => {
    const merchant = await t.factories.merchant();
    await t.factories.product();
    expect((await t.get('/api/product/list/select', merchant.token)).body).toEqual({
      products: [],
    });
  });
});

describe('with the catalog cache on', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ config: { catalogCacheSeconds: 60 } });
  });
  afterAll(async () => {
    await c.close();
  });

  const rename = (product: ProductRow, name: string) =>
    c.db.update(products).set({ name }).where(eq(products.id, product.id));

  it('answers a repeated list request from the cache until the cache is cleared', async () => {
    const brand = await c.factories.brand();
    const product = await c.factories.product({ name: 'Cached Senator', brand });
    const url = `/api/product/list?brand=${brand.slug}`;
    const first = await c.get(url);
    expect(namesOf(first)).toEqual(['Cached Senator']);

    await rename(product, 'Renamed Senator');
    const second = await c.get(url);
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
    // Another query is another entry: it reads the database.
    expect(namesOf(await c.get(`${url}&order=2`))).toEqual(['Renamed Senator']);

    c.services.catalogCache.clear();
    expect(namesOf(await c.get(url))).toEqual(['Renamed Senator']);
  });

  it('caches the item, brand page and suggestions too', async () => {
    const brand = await c.factories.brand();
    const product = await c.factories.product({ name: 'Cached Dashiki', brand });
    const urls = [
      `/api/product/item/${product.slug}`,
      `/api/product/list/brand/${brand.slug}`,
      '/api/product/list/search/dashiki',
    ];
    const before = await Promise.all(urls.map((url) => c.get(url)));
    await rename(product, 'Renamed Kaftan');
    for (const [i, url] of urls.entries()) {
      expect((await c.get(url)).body, url).toEqual(before[i]!.body);
    }
    c.services.catalogCache.clear();
    expect((await c.get(urls[0]!)).body.product.name).toBe('Renamed Kaftan');
    expect((await c.get(urls[2]!)).body).toEqual({ products: [] });
  });

  it("never shares a signed-in shopper's likes with a guest, or a guest's answer's lack of them", async () => {
    const brand = await c.factories.brand();
    const product = await c.factories.product({ brand });
    const member = await c.factories.member();
    const other = await c.factories.member();
    const liked = await c.post(
      '/api/wishlist',
      { isLiked: true, product: product.id },
      member.token,
    );
    expect(liked.status).toBe(200);

    // The member asks first: the guest after them sees no isLiked.
    const url = `/api/product/list?brand=${brand.slug}`;
    expect((await c.get(url, member.token)).body.products[0].isLiked).toBe(true);
    expect((await c.get(url)).body.products[0]).not.toHaveProperty('isLiked');
    expect((await c.get(url, other.token)).body.products[0].isLiked).toBe(false);

    // The guest asks first: the member after them still sees their like.
    const item = `/api/product/item/${product.slug}`;
    expect((await c.get(item)).body.product).not.toHaveProperty('isLiked');
    expect((await c.get(item, member.token)).body.product.isLiked).toBe(true);
    expect((await c.get(item)).body.product).not.toHaveProperty('isLiked');

    const brandPage = `/api/product/list/brand/${brand.slug}`;
    expect((await c.get(brandPage)).body.products[0]).not.toHaveProperty('isLiked');
    expect((await c.get(brandPage, member.token)).body.products[0].isLiked).toBe(true);

    // A like changes at once, even while the list itself is cached.
    await c.post('/api/wishlist', { isLiked: false, product: product.id }, member.token);
    expect((await c.get(url, member.token)).body.products[0].isLiked).toBe(false);
    expect((await c.get(item, member.token)).body.product.isLiked).toBe(false);
  });

  it('does not keep a 404', async () => {
    const item = '/api/product/item/arrives-later';
    expectError(await c.get(item), 404, 'NOT_FOUND', NOT_FOUND);
    const brandPage = '/api/product/list/brand/later-brand';
    expectError(
      await c.get(brandPage),
      404,
      'NOT_FOUND',
      'Cannot find brand with the slug: later-brand.',
    );

    const brand = await c.factories.brand({ slug: 'later-brand' });
    await c.factories.product({ slug: 'arrives-later', brand });
    expect((await c.get(item)).status).toBe(200);
    const res = await c.get(brandPage);
    expect(res.status).toBe(200);
    expect(res.body.totalProducts).toBe(1);
  });
});
