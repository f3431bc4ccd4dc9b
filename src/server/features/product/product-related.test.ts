import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RELATED_MESSAGES } from '#shared/product/product-related.schemas';
import { RECENTLY_VIEWED_MAX, RELATED_PRODUCTS_LIMIT } from '#shared/product/product-related';
import { ProductDtoSchema, type ProductDto } from '#shared/product/product.schemas';

import { expectError, expectValidation } from '../../test/assertions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands } from '../brand/brand.table';
import { categoryProducts } from '../category/category.table';
import { products, type ProductRow } from './product.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Picks {
  products: ProductDto[];
}

async function related(slug: string, token?: string) {
  return t.get<Picks>(`/api/product/item/${encodeURIComponent(slug)}/related`, token);
}

async function relatedNames(product: ProductRow, token?: string): Promise<string[]> {
  const res = await related(product.slug, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.products.map((p) => p.name);
}

/** A product with its own brand and category: what the related read chooses from is this test's. */
async function productInItsOwnCorner(name = 'Blue Agbada') {
  const brand = await t.factories.brand();
  const product = await t.factories.product({ name, brand });
  const category = await t.factories.category({ products: [product] });
  return { brand, product, category };
}

describe('GET /api/product/item/{slug}/related', () => {
  it('chooses the same category and brand first, then the category, then the brand, newest first in each, never the product itself', async () => {
    const { brand, product, category } = await productInItsOwnCorner();
    const otherBrand = await t.factories.brand();
    const sameBoth = await t.factories.product({ name: 'Same brand and category', brand });
    const categoryOnly = await t.factories.product({ name: 'Category only', brand: otherBrand });
    await t.factories.product({ name: 'Brand only', brand });
    const sameBothNewer = await t.factories.product({ name: 'Newer, both', brand });
    // Neither the brand nor the category: never chosen.
    await t.factories.product({ name: 'Unrelated' });
    await t.db.insert(categoryProducts).values(
      [sameBoth, categoryOnly, sameBothNewer].map((p) => ({
        categoryId: category.id,
        productId: p.id,
      })),
    );

    expect(await relatedNames(product)).toEqual([
      'Newer, both',
      'Same brand and category',
      'Category only',
      'Brand only',
    ]);
  });

  it(`answers at most ${RELATED_PRODUCTS_LIMIT}, keeping the best ranked`, async () => {
    const { brand, product } = await productInItsOwnCorner();
    const names: string[] = [];
    for (let n = 1; n <= RELATED_PRODUCTS_LIMIT + 2; n += 1) {
      names.push(`Brand piece ${n}`);
      await t.factories.product({ name: `Brand piece ${n}`, brand });
    }
    expect(await relatedNames(product)).toEqual(names.reverse().slice(0, RELATED_PRODUCTS_LIMIT));
  });

  it('leaves out what is out of stock, switched off, of a switched-off brand or only in a switched-off category', async () => {
    const { brand, product, category } = await productInItsOwnCorner();
    const offBrand = await t.factories.brand({ isActive: false });
    const hiddenCategory = await t.factories.category({ isActive: false });
    const shown = await t.factories.product({ name: 'In stock', brand });
    const soldOut = await t.factories.product({ name: 'Sold out', brand, inventory: 0 });
    const switchedOff = await t.factories.product({ name: 'Switched off', brand, isActive: false });
    const ofOffBrand = await t.factories.product({ name: 'Of an off brand', brand: offBrand });
    const viaHiddenCategory = await t.factories.product({ name: 'Hidden category' });
    await t.db.insert(categoryProducts).values([
      ...[shown, soldOut, switchedOff, ofOffBrand].map((p) => ({
        categoryId: category.id,
        productId: p.id,
      })),
      { categoryId: hiddenCategory.id, productId: product.id },
      { categoryId: hiddenCategory.id, productId: viaHiddenCategory.id },
    ]);

    expect(await relatedNames(product)).toEqual(['In stock']);

    // Switching the brand off hides the product itself: its related read is its 404.
    await t.db.update(brands).set({ isActive: false }).where(eq(brands.id, brand.id));
    expectError(await related(product.slug), 404, 'NOT_FOUND', 'No product found.');
  });

  it('answers every product field, as the shop does, and the caller’s own hearts', async () => {
    const { brand, product } = await productInItsOwnCorner();
    const other = await t.factories.product({ name: 'Liked', brand, price: 59.5 });
    const guest = await related(product.slug);
    expect(guest.status).toBe(200);
    const [first] = guest.body.products;
    expect(ProductDtoSchema.parse(first)).toMatchObject({
      _id: other.id,
      slug: other.slug,
      price: 59.5,
      brand: { _id: brand.id, name: brand.name, slug: brand.slug },
    });
    expect(first).not.toHaveProperty('isLiked');

    const member = await t.factories.member();
    const liked = await t.post('/api/wishlist', { isLiked: true, product: other.id }, member.token);
    expect(liked.status).toBe(200);
    expect((await related(product.slug, member.token)).body.products[0]?.isLiked).toBe(true);
    const someoneElse = await t.factories.member();
    expect((await related(product.slug, someoneElse.token)).body.products[0]?.isLiked).toBe(false);
  });

  it('finds the product by id too, and answers none when nothing is related', async () => {
    const { product } = await productInItsOwnCorner();
    const res = await related(product.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [] });
  });

  it('is the same 404 as the product read for an unknown or hidden product', async () => {
    const item = await t.get('/api/product/item/no-such-garment');
    expectError(item, 404, 'NOT_FOUND', 'No product found.');
    const res = await related('no-such-garment');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(item.body);

    const hidden = await t.factories.product({ isActive: false });
    expectError(await related(hidden.slug), 404, 'NOT_FOUND', 'No product found.');
  });
});

describe('GET /api/product/list/viewed', () => {
  const viewed = (ids: string, token?: string) =>
    t.get<Picks>(`/api/product/list/viewed?ids=${encodeURIComponent(ids)}`, token);

  it('answers the products still in the shop, in the order asked, leaving out the gone and the hidden', async () => {
    const brand = await t.factories.brand();
    const first = await t.factories.product({ name: 'First viewed', brand });
    const second = await t.factories.product({ name: 'Second viewed', brand, inventory: 0 });
    const hidden = await t.factories.product({ name: 'Hidden', brand, isActive: false });
    const offBrand = await t.factories.brand({ isActive: false });
    const ofOffBrand = await t.factories.product({ name: 'Of an off brand', brand: offBrand });
    const gone = await t.factories.product({ name: 'Deleted', brand });
    await t.db.delete(products).where(eq(products.id, gone.id));

    const res = await viewed(
      [second.id, hidden.id, gone.id, first.id, ofOffBrand.id, second.id.toUpperCase()].join(','),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Out of stock is still shown (the card says so); each product once.
    expect(res.body.products.map((p) => p.name)).toEqual(['Second viewed', 'First viewed']);
    expect(res.body.products[0]).toMatchObject({ _id: second.id, quantity: 0 });
  });

  it('answers none for no ids, and the caller’s own hearts', async () => {
    expect((await viewed('')).body).toEqual({ products: [] });
    const product = await t.factories.product();
    const member = await t.factories.member();
    await t.post('/api/wishlist', { isLiked: true, product: product.id }, member.token);
    expect((await viewed(product.id, member.token)).body.products[0]?.isLiked).toBe(true);
  });

  it(`refuses more than ${RECENTLY_VIEWED_MAX} ids, or anything that is not an id`, async () => {
    const ids = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, () => crypto.randomUUID());
    expectValidation(await viewed(ids.join(',')), 'ids', RELATED_MESSAGES.viewedIdsInvalid);
    expectValidation(await viewed('classic-agbada'), 'ids', RELATED_MESSAGES.viewedIdsInvalid);
    expectValidation(
      await viewed(`${ids[0]},' or 1=1 --`),
      'ids',
      RELATED_MESSAGES.viewedIdsInvalid,
    );
    expectValidation(await viewed('a'.repeat(10_000)), 'ids', RELATED_MESSAGES.viewedIdsInvalid);
    const missing = await t.get('/api/product/list/viewed');
    expectValidation(missing, 'ids', RELATED_MESSAGES.viewedIdsInvalid);
  });
});
