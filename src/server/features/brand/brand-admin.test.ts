import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BrandDtoSchema, type BrandDto } from '#shared/brand/brand.schemas';
import type { ProductDto } from '#shared/product/product.schemas';

import { DISABLED_MERCHANT_MESSAGE } from '../../http/auth';
import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { merchants } from '../merchant/merchant.table';
import { products } from '../product/product.table';
import { brands, type BrandRow } from './brand.table';

const BRAND_KEYS = Object.keys(BrandDtoSchema.shape).sort();
const ADDED = 'Brand has been added successfully!';
const UPDATED = 'Brand has been updated successfully!';
const DELETED = 'Brand has been deleted successfully!';
const notFound = (id: string) => `Cannot find brand with the id: ${id}.`;

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  member = await t.factories.member();
});
afterAll(async () => {
  await t.close();
});

async function brandRow(id: string): Promise<BrandRow | undefined> {
  const [row] = await t.db.select().from(brands).where(eq(brands.id, id));
  return row;
}

async function merchantRow(merchant: TestUser) {
  const [row] = await t.db
    .select()
    .from(merchants)
    .where(eq(merchants.id, merchant.user.merchantId!));
  return row!;
}

async function brandCount(): Promise<number> {
  return (await t.db.select({ id: brands.id }).from(brands)).length;
}

/** A merchant with its own brand, and a rival merchant with another brand. */
async function twoMerchants() {
  const merchant = await t.factories.merchant();
  const own = await t.factories.brand({ name: 'Own Looms', merchant });
  const rival = await t.factories.merchant();
  const rivalBrand = await t.factories.brand({ name: 'Rival Looms', merchant: rival });
  return { merchant, own, rival, rivalBrand };
}

/** The names of the shop's products of a brand, through the public list. */
async function shopNames(brandSlug: string): Promise<string[]> {
  const res = await t.get<{ products: ProductDto[] }>(`/api/product/list?brand=${brandSlug}`);
  expect(res.status).toBe(200);
  return res.body.products.map((p) => p.name).sort();
}

const edit = (values: Partial<{ name: string; slug: string; description: string }> = {}) => ({
  brand: {
    name: 'Edited Name',
    slug: `edited-${Math.random().toString(36).slice(2, 8)}`,
    description: 'Edited description.',
    ...values,
  },
});

describe('GET /api/brand', () => {
  it('needs an admin or a merchant', async () => {
    expectError(await t.get('/api/brand'), 401, 'UNAUTHENTICATED');
    expectError(await t.get('/api/brand', member.token), 403, 'FORBIDDEN');
    const disabled = await t.factories.merchant({ merchantActive: false });
    await t.factories.brand({ merchant: disabled });
    expectError(
      await t.get('/api/brand', disabled.token),
      403,
      'FORBIDDEN',
      DISABLED_MERCHANT_MESSAGE,
    );
  });

  it('gives an admin every brand, inactive ones too, with its merchant', async () => {
    const { merchant, own } = await twoMerchants();
    const off = await t.factories.brand({ name: 'Closed House', isActive: false });

    const res = await t.get<{ brands: BrandDto[] }>('/api/brand', admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['brands']);
    for (const brand of res.body.brands) expect(Object.keys(brand).sort()).toEqual(BRAND_KEYS);
    expect(res.body.brands).toHaveLength(await brandCount());
    expect(res.body.brands.find((b) => b._id === off.id)?.isActive).toBe(false);
    expect(res.body.brands.find((b) => b._id === own.id)).toEqual({
      _id: own.id,
      name: 'Own Looms',
      slug: own.slug,
      description: 'A test brand.',
      isActive: true,
      merchant: { _id: merchant.user.merchantId, name: (await merchantRow(merchant)).name },
      created: own.created.toISOString(),
    });
    const names = res.body.brands.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives a merchant only its own brand', async () => {
    const { merchant, own } = await twoMerchants();
    const res = await t.get<{ brands: BrandDto[] }>('/api/brand', merchant.token);
    expect(res.status).toBe(200);
    expect(res.body.brands.map((b) => b._id)).toEqual([own.id]);
    expect(res.body.brands[0]?.merchant?._id).toBe(merchant.user.merchantId);
  });

  it('gives a merchant without a brand an empty list', async () => {
    const merchant = await t.factories.merchant();
    expect((await t.get('/api/brand', merchant.token)).body).toEqual({ brands: [] });
  });

  it('gives a merchant account without a merchant record no brand at all', async () => {
    const merchant = await t.factories.merchant();
    const brand = await t.factories.brand({ merchant });
    await t.db
      .update(merchants)
      .set({ userId: null })
      .where(eq(merchants.id, merchant.user.merchantId!));
    expect((await t.get('/api/brand', merchant.token)).body).toEqual({ brands: [] });
    expectError(
      await t.get(`/api/brand/${brand.id}`, merchant.token),
      404,
      'NOT_FOUND',
      notFound(brand.id),
    );
    expectError(
      await t.put(`/api/brand/${brand.id}/active`, { brand: { isActive: false } }, merchant.token),
      404,
      'NOT_FOUND',
      notFound(brand.id),
    );
    expect((await brandRow(brand.id))?.isActive).toBe(true);
  });
});

describe('GET /api/brand/:id', () => {
  it('needs an admin or a merchant', async () => {
    const brand = await t.factories.brand();
    expectError(await t.get(`/api/brand/${brand.id}`), 401, 'UNAUTHENTICATED');
    expectError(await t.get(`/api/brand/${brand.id}`, member.token), 403, 'FORBIDDEN');
  });

  it('gives an admin any brand', async () => {
    const { rivalBrand, rival } = await twoMerchants();
    const res = await t.get(`/api/brand/${rivalBrand.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      brand: {
        _id: rivalBrand.id,
        name: 'Rival Looms',
        slug: rivalBrand.slug,
        description: 'A test brand.',
        isActive: true,
        merchant: { _id: rival.user.merchantId, name: (await merchantRow(rival)).name },
        created: rivalBrand.created.toISOString(),
      },
    });
  });

  it("gives a merchant its own brand and not another merchant's or a house brand", async () => {
    const { merchant, own, rivalBrand } = await twoMerchants();
    const house = await t.factories.brand();
    const res = await t.get<{ brand: BrandDto }>(`/api/brand/${own.id}`, merchant.token);
    expect(res.status).toBe(200);
    expect(res.body.brand._id).toBe(own.id);
    for (const other of [rivalBrand, house]) {
      expectError(
        await t.get(`/api/brand/${other.id}`, merchant.token),
        404,
        'NOT_FOUND',
        notFound(other.id),
      );
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = uuidv7();
    expectError(
      await t.get(`/api/brand/${unknown}`, admin.token),
      404,
      'NOT_FOUND',
      notFound(unknown),
    );
    expectError(
      await t.get('/api/brand/not-an-id', admin.token),
      404,
      'NOT_FOUND',
      notFound('not-an-id'),
    );
  });
});

describe('POST /api/brand/add', () => {
  const body = { name: 'Àṣọ Òkè House', description: 'Hand-woven cloth.', isActive: true };

  it('is for admins only; nothing is added otherwise', async () => {
    const merchant = await t.factories.merchant();
    const before = await brandCount();
    expectError(await t.post('/api/brand/add', body), 401, 'UNAUTHENTICATED');
    expectError(await t.post('/api/brand/add', body, member.token), 403, 'FORBIDDEN');
    expectError(await t.post('/api/brand/add', body, merchant.token), 403, 'FORBIDDEN');
    // The role is checked before the body: a bad body still gets 403.
    expectError(await t.post('/api/brand/add', {}, merchant.token), 403, 'FORBIDDEN');
    expect(await brandCount()).toBe(before);
  });

  it('adds a brand with a slug made from its name, without a merchant', async () => {
    const res = await t.post<{ success: boolean; message: string; brand: BrandDto }>(
      '/api/brand/add',
      body,
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['brand', 'message', 'success']);
    expect(res.body).toMatchObject({ success: true, message: ADDED });
    const brand = res.body.brand;
    expect(brand).toEqual({
      _id: expect.any(String),
      name: 'Àṣọ Òkè House',
      slug: 'aso-oke-house',
      description: 'Hand-woven cloth.',
      isActive: true,
      merchant: null,
      created: expect.any(String),
    });
    const row = await brandRow(brand._id);
    expect(row).toMatchObject({ slug: 'aso-oke-house', merchantId: null, isActive: true });
    const listed = (await t.get<{ brands: BrandDto[] }>('/api/brand/list')).body.brands;
    expect(listed.map((b) => b._id)).toContain(brand._id);
  });

  it('gives a second brand of the same name its own slug', async () => {
    const first = await t.post('/api/brand/add', { ...body, name: 'Twin Looms' }, admin.token);
    const second = await t.post('/api/brand/add', { ...body, name: 'Twin Looms' }, admin.token);
    expect(first.body.brand.slug).toBe('twin-looms');
    expect(second.status).toBe(200);
    expect(second.body.brand.slug).toMatch(/^twin-looms-[a-z2-9]{4}$/);
  });

  it('keeps an inactive brand out of the shop and is active when not told', async () => {
    const off = await t.post(
      '/api/brand/add',
      { name: 'Quiet Label', description: 'Not yet open.', isActive: false },
      admin.token,
    );
    expect(off.body.brand.isActive).toBe(false);
    const listed = (await t.get<{ brands: BrandDto[] }>('/api/brand/list')).body.brands;
    expect(listed.map((b) => b._id)).not.toContain(off.body.brand._id);

    const on = await t.post(
      '/api/brand/add',
      { name: 'Open Label', description: 'Open.' },
      admin.token,
    );
    expect(on.body.brand.isActive).toBe(true);
  });

  it('strips HTML and trims the text it stores', async () => {
    const res = await t.post(
      '/api/brand/add',
      { name: '  <b>Bold</b> Threads ', description: '<script>x</script>Fine  ' },
      admin.token,
    );
    expect(res.body.brand).toMatchObject({
      name: 'Bold Threads',
      slug: 'bold-threads',
      description: 'xFine',
    });
  });

  it('says what is wrong with each field, and adds nothing', async () => {
    const before = await brandCount();
    const cases: Array<[object, string, string]> = [
      [{ description: 'Fine.' }, 'name', 'Name is required.'],
      [{ name: '   ', description: 'Fine.' }, 'name', 'Name is required.'],
      [{ name: 'Fine' }, 'description', 'Description is required.'],
      [{ name: 'Fine', description: '<i></i>' }, 'description', 'Description is required.'],
      [
        { name: 'Fine', description: 'x'.repeat(201) },
        'description',
        'Description may not be greater than 200 characters.',
      ],
      [
        { name: 'Fine', description: 'Fine.', isActive: 'yes' },
        'isActive',
        'Active must be true or false.',
      ],
    ];
    for (const [payload, path, message] of cases) {
      expectValidation(await t.post('/api/brand/add', payload, admin.token), path, message);
    }
    const longest = await t.post(
      '/api/brand/add',
      { name: 'Longest Words', description: 'x'.repeat(200) },
      admin.token,
    );
    expect(longest.status).toBe(200);
    expect(await brandCount()).toBe(before + 1);
  });
});

describe('PUT /api/brand/:id', () => {
  it('needs an admin or a merchant', async () => {
    const brand = await t.factories.brand();
    expectError(await t.put(`/api/brand/${brand.id}`, edit()), 401, 'UNAUTHENTICATED');
    expectError(await t.put(`/api/brand/${brand.id}`, edit(), member.token), 403, 'FORBIDDEN');
    expect(await brandRow(brand.id)).toEqual(brand);
  });

  it('lets a merchant change its own brand, and only that', async () => {
    const { merchant, own, rivalBrand } = await twoMerchants();
    const house = await t.factories.brand();
    const res = await t.put(
      `/api/brand/${own.id}`,
      edit({ name: 'Own Looms Renamed', slug: 'own-looms-renamed', description: 'New words.' }),
      merchant.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: UPDATED });
    expect(await brandRow(own.id)).toMatchObject({
      name: 'Own Looms Renamed',
      slug: 'own-looms-renamed',
      description: 'New words.',
      merchantId: merchant.user.merchantId,
    });

    for (const other of [rivalBrand, house]) {
      expectError(
        await t.put(`/api/brand/${other.id}`, edit(), merchant.token),
        404,
        'NOT_FOUND',
        notFound(other.id),
      );
      expect(await brandRow(other.id)).toEqual(other);
    }
  });

  it('lets an admin change any brand', async () => {
    const { rivalBrand, rival } = await twoMerchants();
    const res = await t.put(
      `/api/brand/${rivalBrand.id}`,
      edit({ slug: 'admin-chose-this' }),
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(await brandRow(rivalBrand.id)).toMatchObject({
      name: 'Edited Name',
      slug: 'admin-chose-this',
      merchantId: rival.user.merchantId,
    });
  });

  it('ignores every field but name, slug and description', async () => {
    const { merchant, own, rival } = await twoMerchants();
    const res = await t.put(
      `/api/brand/${own.id}`,
      {
        brand: {
          ...edit().brand,
          isActive: false,
          merchant: rival.user.merchantId,
          merchantId: rival.user.merchantId,
        },
      },
      merchant.token,
    );
    expect(res.status).toBe(200);
    expect(await brandRow(own.id)).toMatchObject({
      isActive: true,
      merchantId: merchant.user.merchantId,
    });
  });

  it('keeps slugs in lower case, so shop links find the brand under its new slug', async () => {
    const brand = await t.factories.brand();
    await t.factories.product({ name: 'Slug Moved Kaftan', brand });
    const res = await t.put(`/api/brand/${brand.id}`, edit({ slug: 'New_Slug-2' }), admin.token);
    expect(res.status).toBe(200);
    expect((await brandRow(brand.id))?.slug).toBe('new_slug-2');
    expect(await shopNames('new_slug-2')).toEqual(['Slug Moved Kaftan']);
    expect(await shopNames(brand.slug)).toEqual([]);
  });

  it("refuses another brand's slug and keeps its own", async () => {
    const brand = await t.factories.brand();
    const other = await t.factories.brand();
    expectValidation(
      await t.put(`/api/brand/${brand.id}`, edit({ slug: other.slug }), admin.token),
      'brand.slug',
      'Slug is already in use.',
    );
    expect(await brandRow(brand.id)).toEqual(brand);
    const same = await t.put(`/api/brand/${brand.id}`, edit({ slug: brand.slug }), admin.token);
    expect(same.status).toBe(200);
  });

  it('says what is wrong with each field, and changes nothing', async () => {
    const brand = await t.factories.brand();
    const cases: Array<[object, string, string]> = [
      [edit({ name: '' }), 'brand.name', 'Name is required.'],
      [edit({ description: ' ' }), 'brand.description', 'Description is required.'],
      [
        edit({ description: 'x'.repeat(201) }),
        'brand.description',
        'Description may not be greater than 200 characters.',
      ],
      [edit({ slug: '' }), 'brand.slug', 'Slug is required.'],
      [
        edit({ slug: 'has spaces' }),
        'brand.slug',
        'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
      ],
      [
        edit({ slug: 'ünïcode' }),
        'brand.slug',
        'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
      ],
      [
        edit({ slug: 'a'.repeat(121) }),
        'brand.slug',
        'Slug may not be greater than 120 characters.',
      ],
    ];
    for (const [payload, path, message] of cases) {
      expectValidation(await t.put(`/api/brand/${brand.id}`, payload, admin.token), path, message);
    }
    const noSlug = edit();
    delete (noSlug.brand as Partial<typeof noSlug.brand>).slug;
    expectValidation(
      await t.put(`/api/brand/${brand.id}`, noSlug, admin.token),
      'brand.slug',
      'Slug is required.',
    );
    expect(await brandRow(brand.id)).toEqual(brand);
  });

  it('answers 404 for an unknown brand', async () => {
    const unknown = uuidv7();
    expectError(
      await t.put(`/api/brand/${unknown}`, edit(), admin.token),
      404,
      'NOT_FOUND',
      notFound(unknown),
    );
  });
});

describe('PUT /api/brand/:id/active', () => {
  const off = { brand: { isActive: false } };
  const on = { brand: { isActive: true } };

  it('needs an admin or a merchant', async () => {
    const brand = await t.factories.brand();
    expectError(await t.put(`/api/brand/${brand.id}/active`, off), 401, 'UNAUTHENTICATED');
    expectError(await t.put(`/api/brand/${brand.id}/active`, off, member.token), 403, 'FORBIDDEN');
    expect((await brandRow(brand.id))?.isActive).toBe(true);
  });

  it("lets a merchant switch its own brand, not another merchant's", async () => {
    const { merchant, own, rivalBrand } = await twoMerchants();
    const res = await t.put(`/api/brand/${own.id}/active`, off, merchant.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: UPDATED });
    expect((await brandRow(own.id))?.isActive).toBe(false);
    expect((await t.put(`/api/brand/${own.id}/active`, on, merchant.token)).status).toBe(200);
    expect((await brandRow(own.id))?.isActive).toBe(true);

    expectError(
      await t.put(`/api/brand/${rivalBrand.id}/active`, off, merchant.token),
      404,
      'NOT_FOUND',
      notFound(rivalBrand.id),
    );
    expect((await brandRow(rivalBrand.id))?.isActive).toBe(true);
  });

  it('needs isActive as true or false', async () => {
    const brand = await t.factories.brand();
    for (const payload of [{ brand: {} }, { brand: { isActive: 'false' } }]) {
      expectValidation(
        await t.put(`/api/brand/${brand.id}/active`, payload, admin.token),
        'brand.isActive',
        'Active must be true or false.',
      );
    }
    expect((await brandRow(brand.id))?.isActive).toBe(true);
  });

  it('takes the products out of the shop and brings back exactly the active ones', async () => {
    const brand = await t.factories.brand();
    const shown = await t.factories.product({ name: 'Shown Agbada', brand });
    const hidden = await t.factories.product({ name: 'Hidden Agbada', brand, isActive: false });
    const item = (slug: string) => t.get(`/api/product/item/${slug}`);
    expect(await shopNames(brand.slug)).toEqual(['Shown Agbada']);

    expect((await t.put(`/api/brand/${brand.id}/active`, off, admin.token)).status).toBe(200);
    expect(await shopNames(brand.slug)).toEqual([]);
    expect((await item(shown.slug)).status).toBe(404);
    const flags = await t.db
      .select({ id: products.id, isActive: products.isActive })
      .from(products)
      .where(eq(products.brandId, brand.id));
    expect(Object.fromEntries(flags.map((f) => [f.id, f.isActive]))).toEqual({
      [shown.id]: true,
      [hidden.id]: false,
    });

    expect((await t.put(`/api/brand/${brand.id}/active`, on, admin.token)).status).toBe(200);
    expect(await shopNames(brand.slug)).toEqual(['Shown Agbada']);
    expect((await item(shown.slug)).status).toBe(200);
    expect((await item(hidden.slug)).status).toBe(404);
  });
});

describe('DELETE /api/brand/delete/:id', () => {
  it('is for admins only: a merchant cannot delete even its own brand', async () => {
    const { merchant, own } = await twoMerchants();
    expectError(await t.del(`/api/brand/delete/${own.id}`), 401, 'UNAUTHENTICATED');
    expectError(await t.del(`/api/brand/delete/${own.id}`, member.token), 403, 'FORBIDDEN');
    expectError(await t.del(`/api/brand/delete/${own.id}`, merchant.token), 403, 'FORBIDDEN');
    expect(await brandRow(own.id)).toEqual(own);
    expect((await merchantRow(merchant)).status).toBe('Approved');
  });

  it('keeps the products without a brand, out of the shop', async () => {
    const brand = await t.factories.brand();
    const product = await t.factories.product({ name: 'Orphan Senator', brand });
    const res = await t.del(`/api/brand/delete/${brand.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: DELETED });
    expect(await brandRow(brand.id)).toBeUndefined();

    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({ id: product.id, brandId: null, isActive: true });
    expect((await t.get(`/api/product/item/${product.slug}`)).status).toBe(404);
    const list = await t.get<{ products: ProductDto[] }>('/api/product/list?limit=50');
    expect(list.body.products.map((p) => p._id)).not.toContain(product.id);
  });

  it('sends its merchant back to the application queue, locked out until approved again', async () => {
    const { merchant, own, rival, rivalBrand } = await twoMerchants();
    expect((await t.del(`/api/brand/delete/${own.id}`, admin.token)).status).toBe(200);
    expect(await merchantRow(merchant)).toMatchObject({
      status: 'Waiting Approval',
      isActive: false,
    });
    expectError(
      await t.get('/api/brand', merchant.token),
      403,
      'FORBIDDEN',
      DISABLED_MERCHANT_MESSAGE,
    );
    // The other merchant and its brand are untouched.
    expect(await merchantRow(rival)).toMatchObject({ status: 'Approved', isActive: true });
    expect(await brandRow(rivalBrand.id)).toEqual(rivalBrand);
  });

  it('answers 404 for a brand that is not there', async () => {
    const brand = await t.factories.brand();
    expect((await t.del(`/api/brand/delete/${brand.id}`, admin.token)).status).toBe(200);
    expectError(
      await t.del(`/api/brand/delete/${brand.id}`, admin.token),
      404,
      'NOT_FOUND',
      notFound(brand.id),
    );
    expectError(
      await t.del('/api/brand/delete/nope', admin.token),
      404,
      'NOT_FOUND',
      notFound('nope'),
    );
  });
});

describe('with the catalog cache on', () => {
  let c: TestApp;
  let boss: TestUser;
  beforeAll(async () => {
    c = await createTestApp({ config: { catalogCacheSeconds: 60 } });
    boss = await c.factories.admin();
  });
  afterAll(async () => {
    await c.close();
  });

  const brandIds = async () =>
    ((await c.get<{ brands: BrandDto[] }>('/api/brand/list')).body.brands ?? []).map((b) => b._id);
  const productIds = async (slug: string) =>
    (
      (await c.get<{ products: ProductDto[] }>(`/api/product/list?brand=${slug}`)).body.products ??
      []
    ).map((p) => p._id);

  it('shows every brand write in the shop at once', async () => {
    const brand = await c.factories.brand();
    const product = await c.factories.product({ brand });
    expect(await brandIds()).toContain(brand.id);
    expect(await productIds(brand.slug)).toEqual([product.id]);

    await c.put(`/api/brand/${brand.id}/active`, { brand: { isActive: false } }, boss.token);
    expect(await brandIds()).not.toContain(brand.id);
    expect(await productIds(brand.slug)).toEqual([]);

    await c.put(`/api/brand/${brand.id}/active`, { brand: { isActive: true } }, boss.token);
    expect(await productIds(brand.slug)).toEqual([product.id]);

    await c.put(`/api/brand/${brand.id}`, edit({ slug: 'cached-new-slug' }), boss.token);
    expect(await productIds('cached-new-slug')).toEqual([product.id]);

    const added = await c.post(
      '/api/brand/add',
      { name: 'Cache Fresh', description: 'New.' },
      boss.token,
    );
    expect(await brandIds()).toContain(added.body.brand._id);

    await c.del(`/api/brand/delete/${brand.id}`, boss.token);
    expect(await brandIds()).not.toContain(brand.id);
    expect(await productIds('cached-new-slug')).toEqual([]);
  });
});
