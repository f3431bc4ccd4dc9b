import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NO_MEASUREMENTS } from '#shared/size-guide/size-guide.constants';
import { STORE_SIZE_GUIDE } from '#shared/size-guide/size-guide.defaults';
import { SIZE_GUIDE_MESSAGES } from '#shared/size-guide/size-guide.messages';

import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import type { ProductRow } from '../product/product.table';

// The catalog cache is on, as in production: a saved guide must reach the product page at once.
let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let otherMerchant: TestUser;
let member: TestUser;
let ownBrand: BrandRow;
let otherBrand: BrandRow;
beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheSeconds: 60 } });
  [admin, merchant, otherMerchant, member] = await Promise.all([
    t.factories.admin(),
    t.factories.merchant(),
    t.factories.merchant(),
    t.factories.member(),
  ]);
  ownBrand = await t.factories.brand({ merchant });
  otherBrand = await t.factories.brand({ merchant: otherMerchant });
});
afterAll(async () => {
  await t?.close();
});

const EMPTY = NO_MEASUREMENTS;

function guide(chest: number, howToMeasure = 'Measure over a shirt, tape level.') {
  return {
    rows: [
      { size: 'L', chest: chest + 5, waist: 90 },
      { size: 'M', chest, waist: 85.04, sleeve: 63 },
    ],
    howToMeasure,
  };
}

/** The guide the product page gets with the product. */
async function shownGuide(product: ProductRow) {
  const res = await t.get(`/api/product/item/${product.slug}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.product.sizeGuide;
}

describe('size guides kept on the dashboard', () => {
  it('lets a merchant save, read, list and delete its own brand’s guide, in sizes order', async () => {
    const url = `/api/size-guide/brand/${ownBrand.id}`;
    expect((await t.get(url, merchant.token)).body).toEqual({ guide: null });

    const saved = await t.put(url, guide(100), merchant.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: SIZE_GUIDE_MESSAGES.saved,
      guide: {
        brand: { _id: ownBrand.id, name: ownBrand.name },
        category: null,
        howToMeasure: 'Measure over a shirt, tape level.',
        rows: [
          { ...EMPTY, size: 'M', chest: 100, waist: 85, sleeve: 63 },
          { ...EMPTY, size: 'L', chest: 105, waist: 90 },
        ],
      },
    });

    // Saving again replaces it: still one guide for the brand.
    await t.put(url, guide(101), merchant.token);
    const read = await t.get(url, merchant.token);
    expect(read.body.guide.rows[0].chest).toBe(101);
    const listed = await t.get('/api/size-guide', merchant.token);
    expect(listed.body.guides.map((g: { _id: string }) => g._id)).toEqual([read.body.guide._id]);

    const deleted = await t.del(url, merchant.token);
    expect(deleted.body).toEqual({ success: true, message: SIZE_GUIDE_MESSAGES.deleted });
    expect((await t.get(url, merchant.token)).body).toEqual({ guide: null });
    expectError(await t.del(url, merchant.token), 404, 'NOT_FOUND', SIZE_GUIDE_MESSAGES.notFound);
  });

  it('keeps another brand’s guide from a merchant (404) and every guide from shoppers', async () => {
    const url = `/api/size-guide/brand/${otherBrand.id}`;
    expect((await t.put(url, guide(110), otherMerchant.token)).status).toBe(200);

    const notFound = SIZE_GUIDE_MESSAGES.brandNotFound;
    expectError(await t.get(url, merchant.token), 404, 'NOT_FOUND', notFound);
    expectError(await t.put(url, guide(90), merchant.token), 404, 'NOT_FOUND', notFound);
    expectError(await t.del(url, merchant.token), 404, 'NOT_FOUND', notFound);
    expect((await t.get(url, otherMerchant.token)).body.guide.rows[0].chest).toBe(110);
    // The merchant's list holds only its own brand's guides; the admin's all of them.
    expect((await t.get('/api/size-guide', merchant.token)).body.guides).toEqual([]);
    const all = await t.get('/api/size-guide', admin.token);
    expect(all.body.guides.map((g: { brand: { _id: string } }) => g.brand._id)).toContain(
      otherBrand.id,
    );

    expect((await t.get(url, member.token)).status).toBe(403);
    expect((await t.put(url, guide(90), member.token)).status).toBe(403);
    expect((await t.get('/api/size-guide', member.token)).status).toBe(403);
    expect((await t.get(url)).status).toBe(401);
    expect((await t.put(url, guide(90))).status).toBe(401);
    expect((await t.get(url, otherMerchant.token)).body.guide.rows[0].chest).toBe(110);
  });

  it('leaves categories’ guides to admins, and answers 404 for what does not exist', async () => {
    const category = await t.factories.category();
    const url = `/api/size-guide/category/${category.id}`;
    expect((await t.put(url, guide(96), merchant.token)).status).toBe(403);
    const saved = await t.put(url, guide(96), admin.token);
    expect(saved.body.guide).toMatchObject({ brand: null, category: { _id: category.id } });
    expect(
      (await t.put(`/api/size-guide/brand/${ownBrand.id}`, guide(97), admin.token)).status,
    ).toBe(200);

    const missing = '0190a0a0-0000-7000-8000-000000000000';
    expectError(
      await t.put(`/api/size-guide/category/${missing}`, guide(96), admin.token),
      404,
      'NOT_FOUND',
      SIZE_GUIDE_MESSAGES.categoryNotFound,
    );
    expectError(
      await t.get(`/api/size-guide/brand/not-an-id`, admin.token),
      404,
      'NOT_FOUND',
      SIZE_GUIDE_MESSAGES.brandNotFound,
    );
  });

  it('refuses measurements outside 0-300 cm, repeated sizes and an empty text', async () => {
    const url = `/api/size-guide/brand/${ownBrand.id}`;
    const row = (values: Record<string, unknown>) => ({
      rows: [{ size: 'M', ...values }],
      howToMeasure: 'Tape level.',
    });
    expectValidation(
      await t.put(url, row({ chest: 0 }), merchant.token),
      'rows.0.chest',
      SIZE_GUIDE_MESSAGES.measurementInvalid,
    );
    expectValidation(
      await t.put(url, row({ chest: 301 }), merchant.token),
      'rows.0.chest',
      SIZE_GUIDE_MESSAGES.measurementInvalid,
    );
    expectValidation(
      await t.put(url, row({ chest: '90' }), merchant.token),
      'rows.0.chest',
      SIZE_GUIDE_MESSAGES.measurementInvalid,
    );
    expectValidation(
      await t.put(url, row({}), merchant.token),
      'rows.0.size',
      SIZE_GUIDE_MESSAGES.rowEmpty('M'),
    );
    expectValidation(
      await t.put(
        url,
        {
          rows: [
            { size: 'M', chest: 90 },
            { size: 'M', chest: 91 },
          ],
          howToMeasure: 'x',
        },
        merchant.token,
      ),
      'rows.1.size',
      SIZE_GUIDE_MESSAGES.sizeTwice('M'),
    );
    expectValidation(
      await t.put(url, { rows: [{ size: 'XS', chest: 90 }], howToMeasure: 'x' }, merchant.token),
      'rows.0.size',
      SIZE_GUIDE_MESSAGES.sizeInvalid,
    );
    expectValidation(
      await t.put(url, { rows: [], howToMeasure: 'x' }, merchant.token),
      'rows',
      SIZE_GUIDE_MESSAGES.rowsRequired,
    );
    expectValidation(
      await t.put(url, { rows: [{ size: 'M', chest: 90 }], howToMeasure: '  ' }, merchant.token),
      'howToMeasure',
      SIZE_GUIDE_MESSAGES.howToMeasureRequired,
    );
    const long = await t.put(
      url,
      { rows: [{ size: 'M', chest: 90 }], howToMeasure: 'a'.repeat(2001) },
      merchant.token,
    );
    expect(long.status).toBe(400);
  });
});

describe('the guide a product shows', () => {
  it('is the brand’s, else its first category’s by name, else the store’s chart', async () => {
    const brand = await t.factories.brand({ name: 'Resolution House' });
    const product = await t.factories.product({ brand });
    // No guide anywhere: the store's own chart.
    expect(await shownGuide(product)).toEqual({ ...STORE_SIZE_GUIDE, name: 'Eko Thread' });

    const zulu = await t.factories.category({ name: 'Zulu Kaftans', products: [product] });
    const alpha = await t.factories.category({ name: 'Alpha Agbada', products: [product] });
    const hidden = await t.factories.category({
      name: 'Aaa Hidden',
      isActive: false,
      products: [product],
    });
    await t.put(`/api/size-guide/category/${zulu.id}`, guide(120, 'Zulu way.'), admin.token);
    await t.put(`/api/size-guide/category/${hidden.id}`, guide(121, 'Hidden way.'), admin.token);
    expect(await shownGuide(product)).toMatchObject({
      source: 'category',
      name: 'Zulu Kaftans',
      howToMeasure: 'Zulu way.',
    });
    await t.put(`/api/size-guide/category/${alpha.id}`, guide(122, 'Alpha way.'), admin.token);
    expect(await shownGuide(product)).toMatchObject({ source: 'category', name: 'Alpha Agbada' });

    await t.put(`/api/size-guide/brand/${brand.id}`, guide(123, 'Brand way.'), admin.token);
    expect(await shownGuide(product)).toEqual({
      source: 'brand',
      name: 'Resolution House',
      howToMeasure: 'Brand way.',
      rows: [
        { ...EMPTY, size: 'M', chest: 123, waist: 85, sleeve: 63 },
        { ...EMPTY, size: 'L', chest: 128, waist: 90 },
      ],
    });

    // Deleting the brand's guide falls back to the category's.
    await t.del(`/api/size-guide/brand/${brand.id}`, admin.token);
    expect(await shownGuide(product)).toMatchObject({ source: 'category', name: 'Alpha Agbada' });
    // Another product of no category with a guide still gets the store's chart.
    const plain = await t.factories.product({ brand });
    expect((await shownGuide(plain)).source).toBe('store');
    // The shop's lists carry no guide.
    const list = await t.get(`/api/product/list?brand=${brand.slug}`);
    expect(list.body.products[0]).not.toHaveProperty('sizeGuide');
  });
});
