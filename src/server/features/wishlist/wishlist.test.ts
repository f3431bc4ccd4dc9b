import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imagePath } from '#shared/product/images';

import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands } from '../brand/brand.table';
import { products, type ProductRow } from '../product/product.table';
import { wishlist } from './wishlist.table';

const ADDED = 'Added to your Wishlist successfully!';
const UPDATED = 'Your Wishlist has been updated successfully!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setLiked = (product: ProductRow | string, isLiked: boolean, by: TestUser) =>
  t.post(
    '/api/wishlist',
    { isLiked, product: typeof product === 'string' ? product : product.id },
    by.token,
  );

async function rowsOf(member: TestUser, product: ProductRow) {
  return t.db
    .select()
    .from(wishlist)
    .where(and(eq(wishlist.userId, member.user.id), eq(wishlist.productId, product.id)));
}

async function likedIds(member: TestUser): Promise<string[]> {
  const res = await t.get('/api/wishlist', member.token);
  expect(res.status).toBe(200);
  return res.body.wishlist.map((item: { product: { _id: string } }) => item.product._id);
}

describe('the wishlist needs a signed-in user', () => {
  it('answers a guest 401 for a like and for the list', async () => {
    const product = await t.factories.product();
    expectError(
      await t.post('/api/wishlist', { isLiked: true, product: product.id }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await t.post('/api/wishlist', {}), 401, 'UNAUTHENTICATED');
    expectError(await t.get('/api/wishlist'), 401, 'UNAUTHENTICATED');
    expect(await t.db.select().from(wishlist).where(eq(wishlist.productId, product.id))).toEqual(
      [],
    );
  });
});

describe('POST /api/wishlist', () => {
  it('adds the first like, then updates the same row', async () => {
    const product = await t.factories.product();
    const member = await t.factories.member();

    const first = await setLiked(product, true, member);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: ADDED,
      wishlist: {
        _id: expect.any(String),
        product: product.id,
        isLiked: true,
        created: expect.any(String),
        updated: expect.any(String),
      },
    });

    const unliked = await setLiked(product, false, member);
    expect(unliked.status).toBe(200);
    expect(unliked.body).toMatchObject({
      success: true,
      message: UPDATED,
      wishlist: { _id: first.body.wishlist._id, product: product.id, isLiked: false },
    });
    const rows = await rowsOf(member, product);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.wishlist._id, isLiked: false });

    const again = await setLiked(product, true, member);
    expect(again.body).toMatchObject({ message: UPDATED, wishlist: { isLiked: true } });
    const sameAgain = await setLiked(product, true, member);
    expect(sameAgain.body).toMatchObject({ message: UPDATED, wishlist: { isLiked: true } });
    expect(await rowsOf(member, product)).toHaveLength(1);
  });

  it("keeps each member's likes apart", async () => {
    const product = await t.factories.product();
    const ada = await t.factories.member();
    const bola = await t.factories.member();
    expect((await setLiked(product, true, ada)).body.message).toBe(ADDED);
    expect((await setLiked(product, false, bola)).body.message).toBe(ADDED);
    expect(await rowsOf(ada, product)).toMatchObject([{ isLiked: true }]);
    expect(await rowsOf(bola, product)).toMatchObject([{ isLiked: false }]);
  });

  it('answers 404 for a product not in the shop or unknown', async () => {
    const member = await t.factories.member();
    const offBrand = await t.factories.brand({ isActive: false });
    const hidden = [
      await t.factories.product({ isActive: false }),
      await t.factories.product({ brand: offBrand }),
      await t.factories.product({ brand: null }),
    ];
    for (const product of [...hidden.map((p) => p.id), uuidv7(), 'not-an-id', hidden[0]!.slug]) {
      expectError(await setLiked(product, true, member), 404, 'NOT_FOUND', 'No product found.');
    }
    expect(await t.db.select().from(wishlist).where(eq(wishlist.userId, member.user.id))).toEqual(
      [],
    );
  });

  it.each([
    ['isLiked', 'missing', (id: string) => ({ product: id }), 'isLiked must be true or false.'],
    [
      'isLiked',
      '"yes"',
      (id: string) => ({ isLiked: 'yes', product: id }),
      'isLiked must be true or false.',
    ],
    [
      'isLiked',
      'null',
      (id: string) => ({ isLiked: null, product: id }),
      'isLiked must be true or false.',
    ],
    ['product', 'missing', () => ({ isLiked: true }), 'Product is required.'],
    ['product', 'blank', () => ({ isLiked: true, product: '   ' }), 'Product is required.'],
    ['product', 'a number', () => ({ isLiked: true, product: 42 }), 'Product is required.'],
  ])('refuses %s when it is %s', async (path, _label, body, message) => {
    const product = await t.factories.product();
    const member = await t.factories.member();
    expectValidation(await t.post('/api/wishlist', body(product.id), member.token), path, message);
    expect(await rowsOf(member, product)).toEqual([]);
  });

  it('names the first problem when both fields are missing', async () => {
    const member = await t.factories.member();
    const res = await t.post('/api/wishlist', {}, member.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'isLiked must be true or false.',
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'isLiked', message: 'isLiked must be true or false.' },
        { path: 'product', message: 'Product is required.' },
      ],
    });
  });
});

describe('GET /api/wishlist', () => {
  it('lists only what the caller likes, last change first, with the product fields', async () => {
    const brand = await t.factories.brand();
    const first = await t.factories.product({
      name: 'Liked First',
      brand,
      price: 129.99,
      imageKey: 'liked-key',
    });
    const second = await t.factories.product({ name: 'Liked Second', brand });
    const dropped = await t.factories.product({ name: 'Liked Then Dropped', brand });
    const neverLiked = await t.factories.product({ name: 'Unliked From The Start', brand });
    const member = await t.factories.member();
    const other = await t.factories.member();

    await setLiked(first, true, member);
    await setLiked(second, true, member);
    await setLiked(dropped, true, member);
    await setLiked(neverLiked, false, member);
    await setLiked(dropped, false, member);
    await setLiked(neverLiked, true, other);

    const res = await t.get('/api/wishlist', member.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['wishlist']);
    expect(
      res.body.wishlist.map((item: { product: { name: string } }) => item.product.name),
    ).toEqual(['Liked Second', 'Liked First']);
    const [, firstItem] = res.body.wishlist;
    const [row] = await rowsOf(member, first);
    expect(firstItem).toEqual({
      _id: row!.id,
      product: {
        _id: first.id,
        slug: first.slug,
        name: 'Liked First',
        price: 129.99,
        imageUrl: imagePath('liked-key'),
      },
      isLiked: true,
      created: row!.created.toISOString(),
      updated: row!.updated.toISOString(),
    });

    // Liking an older entry again moves it to the top.
    await setLiked(first, false, member);
    await setLiked(first, true, member);
    expect(await likedIds(member)).toEqual([first.id, second.id]);

    expect(await likedIds(other)).toEqual([neverLiked.id]);
    expect(await likedIds(await t.factories.member())).toEqual([]);
  });

  it('leaves out products that left the shop, and shows them again when they come back', async () => {
    const brand = await t.factories.brand();
    const kept = await t.factories.product({ name: 'Still In The Shop', brand });
    const retired = await t.factories.product({ name: 'Taken Off Sale', brand });
    const otherBrand = await t.factories.brand();
    const offBrand = await t.factories.product({ name: 'Brand Disabled', brand: otherBrand });
    const member = await t.factories.member();
    for (const product of [kept, retired, offBrand]) await setLiked(product, true, member);
    expect(await likedIds(member)).toEqual([offBrand.id, retired.id, kept.id]);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
    await t.db.update(brands).set({ isActive: false }).where(eq(brands.id, otherBrand.id));
    expect(await likedIds(member)).toEqual([kept.id]);

    await t.db.update(products).set({ isActive: true }).where(eq(products.id, retired.id));
    await t.db.update(brands).set({ isActive: true }).where(eq(brands.id, otherBrand.id));
    expect(await likedIds(member)).toEqual([offBrand.id, retired.id, kept.id]);
  });
});
