import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCT_SIZES } from '#shared/common/constants';
import { IMAGE_WIDTHS, imagePath } from '#shared/product/images';
import { ProductAdminDtoSchema } from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import { DISABLED_MERCHANT_MESSAGE } from '../../http/auth';
import { imageVariants } from '../../storage/image-variant.table';
import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { editBody } from '../../test/product-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands, type BrandRow } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { reviews } from '../review/review.table';
import { wishlist } from '../wishlist/wishlist.table';
import { products, type ProductRow } from './product.table';

const ADDED = 'Product has been added successfully!';
const UPDATED = 'Product has been updated successfully!';
const DELETED = 'Product has been deleted successfully!';
const NOT_FOUND = 'No product found.';
const IMAGE_TYPE = 'Please upload files with jpg, jpeg, png format.';
const ADMIN_KEYS = Object.keys(ProductAdminDtoSchema.shape)
  .filter((key) => key !== 'sizeGuide')
  .sort();

let t: TestApp;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  // The public catalog cache is on, so a write that forgot to clear it shows in the shop tests.
  t = await createTestApp({ config: { catalogCacheSeconds: 600 } });
  png = await sharp({ create: { width: 80, height: 100, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#a8552e' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
function tag(): string {
  sequence += 1;
  return `t${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

/** A merchant with its own brand. */
async function seller(): Promise<{ merchant: TestUser; brand: BrandRow }> {
  const merchant = await t.factories.merchant();
  const brand = await t.factories.brand({ merchant });
  return { merchant, brand };
}

type Files = Partial<Record<string, { data: Buffer | string; name: string; type?: string }>>;

function fields(overrides: Record<string, string | string[] | undefined> = {}) {
  const sku = `SKU-${tag()}`;
  return {
    sku,
    name: `Indigo Agbada ${sku}`,
    description: 'A three-piece agbada in hand-dyed adire.',
    quantity: '12',
    price: '149.5',
    taxable: '1',
    isActive: 'true',
    ...overrides,
  };
}

function form(values: Record<string, string | string[] | undefined>, files: Files): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  for (const [key, file] of Object.entries(files)) {
    if (!file) continue;
    data.append(key, new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  }
  return data;
}

function add(
  token: string | undefined,
  values: Record<string, string | string[] | undefined>,
  files: Files = { image: { data: png, name: 'agbada.png' } },
) {
  return t.request('POST', '/api/product/add', { token, body: form(values, files) });
}

/** The stored variants, named as they are served: `<key>-<width>.webp`. */
async function storedImages(): Promise<string[]> {
  const rows = await t.db
    .select({ key: imageVariants.key, width: imageVariants.width })
    .from(imageVariants);
  return rows.map((row) => `${row.key}-${row.width}.webp`).sort();
}

async function row(id: string): Promise<ProductRow | undefined> {
  const [found] = await t.db.select().from(products).where(eq(products.id, id));
  return found;
}

async function rowsWithSku(sku: string): Promise<ProductRow[]> {
  return t.db.select().from(products).where(eq(products.sku, sku));
}

async function shopSlugs(query = ''): Promise<string[]> {
  const res = await t.get(`/api/product/list?limit=50${query}`);
  expect(res.status).toBe(200);
  return (res.body.products as { slug: string }[]).map((p) => p.slug);
}

describe('who may call the product administration', () => {
  const calls = [
    ['GET', '/api/product'],
    ['GET', '/api/product/:id'],
    ['POST', '/api/product/add'],
    ['PUT', '/api/product/:id'],
    ['PUT', '/api/product/:id/active'],
    ['DELETE', '/api/product/delete/:id'],
  ] as const;

  function bodyFor(method: string, path: string, product: ProductRow): unknown {
    if (path.endsWith('/add')) return form(fields(), { image: { data: png, name: 'a.png' } });
    if (path.endsWith('/active')) return { product: { isActive: false } };
    if (method === 'PUT') return editBody(product, { name: 'Changed by an intruder' });
    return undefined;
  }

  it.each(calls)('%s %s answers a guest 401 and changes nothing', async (method, path) => {
    const product = await t.factories.product();
    const before = (await t.db.select().from(products)).length;
    const res = await t.request(method, path.replace(':id', product.id), {
      body: bodyFor(method, path, product),
    });
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(await row(product.id)).toEqual(product);
    expect((await t.db.select().from(products)).length).toBe(before);
  });

  it.each(calls)('%s %s answers a member 403 and changes nothing', async (method, path) => {
    const member = await t.factories.member();
    const product = await t.factories.product();
    const before = (await t.db.select().from(products)).length;
    const res = await t.request(method, path.replace(':id', product.id), {
      token: member.token,
      body: bodyFor(method, path, product),
    });
    expectError(res, 403, 'FORBIDDEN', 'You are not allowed to make this request.');
    expect(await row(product.id)).toEqual(product);
    expect((await t.db.select().from(products)).length).toBe(before);
  });

  it.each(calls)('%s %s refuses a disabled merchant', async (method, path) => {
    const merchant = await t.factories.merchant({ merchantActive: false });
    const brand = await t.factories.brand({ merchant });
    const product = await t.factories.product({ brand });
    const res = await t.request(method, path.replace(':id', product.id), {
      token: merchant.token,
      body: bodyFor(method, path, product),
    });
    expectError(res, 403, 'FORBIDDEN', DISABLED_MERCHANT_MESSAGE);
    expect(await row(product.id)).toEqual(product);
  });
});

describe('GET /api/product', () => {
  it('gives an admin every product, newest first, whatever its or its brand state', async () => {
    const admin = await t.factories.admin();
    const { merchant, brand } = await seller();
    const hidden = await t.factories.brand({ isActive: false });
    const first = await t.factories.product({ brand, isActive: false });
    const second = await t.factories.product({ brand: hidden });
    const third = await t.factories.product({ brand: null });

    const res = await t.get('/api/product', admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['products']);
    const ids = (res.body.products as { _id: string }[]).map((p) => p._id);
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);

    const shown = (res.body.products as { _id: string }[]).find((p) => p._id === first.id);
    expect(Object.keys(shown!).sort()).toEqual(ADMIN_KEYS);
    expect(shown).toMatchObject({
      _id: first.id,
      sku: first.sku,
      name: first.name,
      slug: first.slug,
      quantity: first.inventory,
      price: first.priceCents / 100,
      isActive: false,
      brand: {
        _id: brand.id,
        name: brand.name,
        slug: brand.slug,
        isActive: true,
        merchant: { _id: merchant.user.merchantId, name: expect.any(String) },
      },
    });
    const orphan = (res.body.products as { _id: string; brand: unknown }[]).find(
      (p) => p._id === third.id,
    );
    expect(orphan?.brand).toBeNull();
  });

  it("gives a merchant only its own brand's products, and none without a brand", async () => {
    const { merchant, brand } = await seller();
    const other = await seller();
    const own = [
      await t.factories.product({ brand }),
      await t.factories.product({ brand, isActive: false }),
    ];
    await t.factories.product({ brand: other.brand });
    await t.factories.product();

    const res = await t.get('/api/product', merchant.token);
    expect(res.status).toBe(200);
    expect((res.body.products as { _id: string }[]).map((p) => p._id)).toEqual([
      own[1]!.id,
      own[0]!.id,
    ]);

    const brandless = await t.factories.merchant();
    const empty = await t.get('/api/product', brandless.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ products: [] });
  });
});

describe('GET /api/product/:id', () => {
  it('answers the own product to its merchant and any product to an admin', async () => {
    const admin = await t.factories.admin();
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand, imageKey: 'a'.repeat(32) });

    const own = await t.get(`/api/product/${product.id}`, merchant.token);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body)).toEqual(['product']);
    expect(Object.keys(own.body.product).sort()).toEqual(ADMIN_KEYS);
    expect(own.body.product).toMatchObject({
      _id: product.id,
      imageUrl: imagePath('a'.repeat(32)),
      brand: { _id: brand.id },
    });

    const byAdmin = await t.get(`/api/product/${product.id}`, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.product._id).toBe(product.id);
  });

  it("answers 404 for another merchant's product, an unknown id and a malformed id", async () => {
    const { merchant } = await seller();
    const other = await seller();
    const theirs = await t.factories.product({ brand: other.brand });
    for (const id of [theirs.id, uuidv7(), 'not-an-id']) {
      const res = await t.get(`/api/product/${id}`, merchant.token);
      expectError(res, 404, 'NOT_FOUND', NOT_FOUND);
    }
    const admin = await t.factories.admin();
    expectError(await t.get(`/api/product/${uuidv7()}`, admin.token), 404, 'NOT_FOUND', NOT_FOUND);
  });
});

describe('POST /api/product/add', () => {
  it('adds an admin product to the chosen brand, with its three images stored as variants', async () => {
    const admin = await t.factories.admin();
    const brand = await t.factories.brand();
    const values = fields({ brand: brand.id, taxable: '0', isActive: 'false', sizes: 'M,XL' });
    const res = await add(admin.token, values, {
      image: { data: png, name: 'main.png' },
      image2: { data: jpeg, name: 'back.jpg', type: 'image/jpeg' },
      image3: { data: jpeg, name: 'detail.jpeg', type: 'image/jpeg' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'message', 'product']);
    expect(res.body).toMatchObject({ success: true, message: ADDED });
    const product = res.body.product;
    expect(Object.keys(product).sort()).toEqual(ADMIN_KEYS);
    expect(product).toMatchObject({
      sku: values.sku,
      name: values.name,
      description: values.description,
      quantity: 12,
      price: 149.5,
      taxable: false,
      isActive: false,
      sizes: ['M', 'XL'],
      brand: { _id: brand.id, name: brand.name, isActive: true, merchant: null },
    });
    expect(product.slug).toBe(values.name.toLowerCase().replaceAll(' ', '-'));

    const stored = await row(product._id);
    expect(stored).toMatchObject({ priceCents: 14950, inventory: 12, brandId: brand.id });
    const keys = [stored!.imageKey, stored!.image2Key, stored!.image3Key];
    expect(keys.every((key) => typeof key === 'string' && /^[0-9a-f]{32}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(product.imageUrl).toBe(imagePath(keys[0]!));
    expect(product.imgs).toBe(imagePath(keys[1]!));
    expect(product.imgss).toBe(imagePath(keys[2]!));
    const files = await storedImages();
    for (const key of keys) {
      for (const width of IMAGE_WIDTHS) expect(files).toContain(`${key}-${width}.webp`);
    }
    const served = await t.app.inject({ method: 'GET', url: product.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('comes in every size, active, when the form leaves them out', async () => {
    const admin = await t.factories.admin();
    const brand = await t.factories.brand();
    const res = await add(admin.token, fields({ brand: brand.id, isActive: undefined }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product).toMatchObject({ sizes: [...PRODUCT_SIZES], isActive: true });
    expect(res.body.product.imgs).toBeNull();
  });

  it("puts a merchant's product in its own brand, whatever brand the form names", async () => {
    const { merchant, brand } = await seller();
    const other = await seller();
    for (const chosen of [other.brand.id, undefined, '0']) {
      const res = await add(merchant.token, fields({ brand: chosen }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.product.brand._id).toBe(brand.id);
      expect((await row(res.body.product._id))?.brandId).toBe(brand.id);
    }
    const theirs = await t.get('/api/product', other.merchant.token);
    expect(theirs.body.products).toEqual([]);
  });

  it('refuses a merchant without a brand, storing nothing', async () => {
    const merchant = await t.factories.merchant();
    const before = await storedImages();
    const values = fields();
    const res = await add(merchant.token, values);
    expectError(
      res,
      400,
      'BUSINESS_RULE',
      'Your merchant account has no brand yet. Please contact admin.',
    );
    expect(await rowsWithSku(values.sku)).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('needs an admin to choose a brand that exists', async () => {
    const admin = await t.factories.admin();
    for (const brand of [undefined, '', '0']) {
      const values = fields({ brand });
      expectValidation(await add(admin.token, values), 'brand', 'Brand is required.');
      expect(await rowsWithSku(values.sku)).toEqual([]);
    }
    for (const brand of [uuidv7(), 'agbada']) {
      const values = fields({ brand });
      const res = await add(admin.token, values);
      expectValidation(res, 'brand', 'Please select a brand from the list.');
      expect(await rowsWithSku(values.sku)).toEqual([]);
    }
  });

  const invalid: Array<[string, Record<string, string | undefined>, string, string]> = [
    ['no sku', { sku: undefined }, 'sku', 'Sku is required.'],
    ['a blank sku', { sku: '   ' }, 'sku', 'Sku is required.'],
    [
      'a sku with spaces',
      { sku: 'EKO 001' },
      'sku',
      'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
    ],
    [
      'a sku with a slash',
      { sku: 'EKO/001' },
      'sku',
      'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
    ],
    ['no name', { name: '' }, 'name', 'Name is required.'],
    ['no description', { description: undefined }, 'description', 'Description is required.'],
    [
      'a description of 201 characters',
      { description: 'a'.repeat(201) },
      'description',
      'Description may not be greater than 200 characters.',
    ],
    ['no quantity', { quantity: '' }, 'quantity', 'Quantity is required.'],
    ['a quantity in words', { quantity: 'ten' }, 'quantity', 'Quantity must be a number.'],
    ['a fractional quantity', { quantity: '2.5' }, 'quantity', 'Quantity must be an integer.'],
    ['a negative quantity', { quantity: '-1' }, 'quantity', 'Quantity must be at least 0.'],
    ['no price', { price: undefined }, 'price', 'Price is required.'],
    ['a price in words', { price: 'cheap' }, 'price', 'Price must be a number.'],
    ['a price under 1', { price: '0.99' }, 'price', 'Price must be at least 1.'],
    ['a price of 0', { price: '0' }, 'price', 'Price must be at least 1.'],
    [
      'a price with 3 decimals',
      { price: '10.999' },
      'price',
      'Price may have at most 2 decimal places.',
    ],
    ['no taxable', { taxable: undefined }, 'taxable', 'Taxable is required.'],
    ['a taxable of "maybe"', { taxable: 'maybe' }, 'taxable', 'Taxable is required.'],
    ['an unknown size', { sizes: 'M,XXXL' }, 'sizes', 'Sizes may only be S, M, MT, L, XL, XXL.'],
  ];

  it.each(invalid)('refuses %s with its message, storing nothing', async (_, change, path, msg) => {
    const admin = await t.factories.admin();
    const brand = await t.factories.brand();
    const before = await storedImages();
    const values = fields({ brand: brand.id, ...change });
    const res = await add(admin.token, values);
    expectValidation(res, path, msg);
    if (values.sku) expect(await rowsWithSku(values.sku.trim())).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('refuses a form without an image with the upload message', async () => {
    const admin = await t.factories.admin();
    const brand = await t.factories.brand();
    const values = fields({ brand: brand.id });
    expectValidation(await add(admin.token, values, {}), 'image', IMAGE_TYPE);
    // An empty file input, as a plain HTML form sends it, is no image either.
    const empty = await add(admin.token, values, { image: { data: '', name: '' } });
    expectValidation(empty, 'image', IMAGE_TYPE);
    expect(await rowsWithSku(values.sku)).toEqual([]);
  });

  it('lists every field with its first message when several are wrong', async () => {
    const admin = await t.factories.admin();
    const res = await add(admin.token, { sku: 'bad sku!', quantity: '1.5' }, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
    );
    expect(res.body.issues).toEqual([
      {
        path: 'sku',
        message: 'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
      },
      { path: 'name', message: 'Name is required.' },
      { path: 'description', message: 'Description is required.' },
      { path: 'quantity', message: 'Quantity must be an integer.' },
      { path: 'price', message: 'Price is required.' },
      { path: 'taxable', message: 'Taxable is required.' },
      { path: 'image', message: IMAGE_TYPE },
    ]);
  });

  it('refuses a text file named .png and stores nothing, neither row nor file', async () => {
    const { merchant } = await seller();
    const before = await storedImages();
    const values = fields();
    const res = await add(merchant.token, values, {
      image: { data: 'just some text, not a picture', name: 'photo.png', type: 'image/png' },
    });
    expectValidation(res, 'image', IMAGE_TYPE);
    expect(await rowsWithSku(values.sku)).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('refuses a GIF, and a bad gallery image, removing the images already stored', async () => {
    const { merchant } = await seller();
    const before = await storedImages();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const values = fields();
    expectValidation(
      await add(merchant.token, values, { image: { data: gif, name: 'a.gif', type: 'image/gif' } }),
      'image',
      IMAGE_TYPE,
    );
    const res = await add(merchant.token, values, {
      image: { data: png, name: 'good.png' },
      image2: { data: jpeg, name: 'good.jpg', type: 'image/jpeg' },
      image3: { data: 'not a picture', name: 'bad.jpg', type: 'image/jpeg' },
    });
    expectValidation(res, 'image3', IMAGE_TYPE);
    expect(await rowsWithSku(values.sku)).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('refuses an unexpected file field and a fourth image', async () => {
    const { merchant } = await seller();
    const values = fields();
    const res = await add(merchant.token, values, {
      image: { data: png, name: 'a.png' },
      avatar: { data: png, name: 'b.png' },
    });
    expectValidation(res, 'avatar', 'Unexpected file field "avatar".');

    const data = form(values, {
      image: { data: png, name: 'a.png' },
      image2: { data: png, name: 'b.png' },
      image3: { data: png, name: 'c.png' },
    });
    data.append('image', new Blob([png], { type: 'image/png' }), 'd.png');
    const four = await t.request('POST', '/api/product/add', { token: merchant.token, body: data });
    expectError(
      four,
      400,
      'VALIDATION_FAILED',
      'Please upload at most 3 images: the main image and two gallery images.',
    );
    expect(await rowsWithSku(values.sku)).toEqual([]);
  });

  // Found by the fuzz test: the parser's errors for such bodies answered 500.
  it.each([
    [
      'a truncated body',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="sku"\r\n\r\nEKO',
    ],
    ['a body that is no form', 'multipart/form-data; boundary=b', '\u0000'],
    ['no boundary', 'multipart/form-data', 'sku=EKO'],
  ])('answers a multipart form with %s with 400', async (_what, type, payload) => {
    const { merchant } = await seller();
    const res = await t.request('POST', '/api/product/add', {
      token: merchant.token,
      headers: { 'content-type': type },
      payload,
    });
    expectError(res, 400, 'VALIDATION_FAILED', PRODUCT_MESSAGES.formUnreadable);
  });

  it('refuses a sku already in use, in any letter case, and keeps no image of it', async () => {
    const { merchant, brand } = await seller();
    const existing = await t.factories.product({ brand, sku: `EKO-${tag()}` });
    const before = await storedImages();
    const res = await add(merchant.token, fields({ sku: existing.sku.toLowerCase() }));
    expectValidation(res, 'sku', 'This sku is already in use.');
    expect(await storedImages()).toEqual(before);
  });

  it('gives a second product of the same name a slug of its own', async () => {
    const { merchant } = await seller();
    const name = `Aso Oke Set ${tag()}`;
    const first = await add(merchant.token, fields({ name }));
    const second = await add(merchant.token, fields({ name }));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.product.slug).toBe(name.toLowerCase().replaceAll(' ', '-'));
    expect(second.body.product.slug).toMatch(
      new RegExp(`^${first.body.product.slug}-[a-z0-9]{4}$`),
    );
  });

  it('strips HTML from the name and description', async () => {
    const { merchant } = await seller();
    const res = await add(
      merchant.token,
      fields({ name: '<b>Bold</b> Kaftan', description: 'Soft <script>x()</script>cotton' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ name: 'Bold Kaftan', description: 'Soft x()cotton' });
  });

  it('answers a JSON body, which cannot carry an image, with the upload message', async () => {
    const { merchant } = await seller();
    const values = fields();
    const res = await t.post('/api/product/add', values, merchant.token);
    expectValidation(res, 'image', IMAGE_TYPE);
    expect(await rowsWithSku(values.sku)).toEqual([]);
  });
});

describe('a new product in the shop', () => {
  it('shows in /api/product/list only while it and its brand are active', async () => {
    const { merchant, brand } = await seller();
    const admin = await t.factories.admin();
    // Fill the cache first: each write below must clear it.
    expect(await shopSlugs()).not.toContain('anything');

    const res = await add(merchant.token, fields({ isActive: 'false' }));
    expect(res.status).toBe(200);
    const { _id: id, slug } = res.body.product as { _id: string; slug: string };
    expect(await shopSlugs()).not.toContain(slug);
    expect((await t.get(`/api/product/item/${slug}`)).status).toBe(404);

    const on = await t.put(
      `/api/product/${id}/active`,
      { product: { isActive: true } },
      merchant.token,
    );
    expect(on.status).toBe(200);
    expect(await shopSlugs()).toContain(slug);
    expect(await shopSlugs(`&brand=${brand.slug}`)).toEqual([slug]);
    expect((await t.get(`/api/product/item/${slug}`)).status).toBe(200);

    await t.db.update(brands).set({ isActive: false }).where(eq(brands.id, brand.id));
    t.services.catalogCache.clear();
    expect(await shopSlugs()).not.toContain(slug);
    expect((await t.get(`/api/product/item/${slug}`)).status).toBe(404);

    await t.db.update(brands).set({ isActive: true }).where(eq(brands.id, brand.id));
    t.services.catalogCache.clear();
    expect(await shopSlugs()).toContain(slug);

    const off = await t.put(
      `/api/product/${id}/active`,
      { product: { isActive: false } },
      admin.token,
    );
    expect(off.status).toBe(200);
    expect(await shopSlugs()).not.toContain(slug);
  });

  it('shows an edit and a delete at once, although the shop answers are cached', async () => {
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand });
    t.services.catalogCache.clear();
    expect(await shopSlugs(`&brand=${brand.slug}`)).toEqual([product.slug]);

    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { slug: `renamed-${tag()}` }),
      merchant.token,
    );
    expect(res.status).toBe(200);
    expect(await shopSlugs(`&brand=${brand.slug}`)).toEqual([res.body.product.slug]);

    expect((await t.del(`/api/product/delete/${product.id}`, merchant.token)).status).toBe(200);
    expect(await shopSlugs(`&brand=${brand.slug}`)).toEqual([]);
  });
});

describe('PUT /api/product/:id', () => {
  it("changes the merchant's own product and answers it", async () => {
    const { merchant, brand } = await seller();
    const other = await seller();
    const product = await t.factories.product({ brand, taxable: true });
    const sku = `NEW-${tag()}`;
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, {
        name: 'Senator Two-Piece',
        sku,
        slug: 'Senator_Two-Piece-' + sku,
        description: 'Cut to measure.',
        quantity: 3,
        price: 210.25,
        taxable: 0,
        sizes: ['XXL', 'S'],
        // A merchant cannot move its product to another brand.
        brand: other.brand.id,
      }),
      merchant.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: UPDATED });
    expect(res.body.product).toMatchObject({
      _id: product.id,
      name: 'Senator Two-Piece',
      sku,
      slug: `senator_two-piece-${sku.toLowerCase()}`,
      description: 'Cut to measure.',
      quantity: 3,
      price: 210.25,
      taxable: false,
      sizes: ['S', 'XXL'],
      brand: { _id: brand.id },
    });
    expect(await row(product.id)).toMatchObject({
      priceCents: 21025,
      inventory: 3,
      brandId: brand.id,
      isActive: product.isActive,
    });
  });

  it('keeps the sizes when they are left out', async () => {
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand, sizes: ['MT'] });
    const res = await t.put(`/api/product/${product.id}`, editBody(product), merchant.token);
    expect(res.status).toBe(200);
    expect(res.body.product.sizes).toEqual(['MT']);
  });

  it('lets an admin move a product to another brand, but not to an unknown one', async () => {
    const admin = await t.factories.admin();
    const product = await t.factories.product();
    const target = await t.factories.brand();
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { brand: target.id }),
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.product.brand._id).toBe(target.id);

    const unknown = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { brand: uuidv7(), name: 'Never saved' }),
      admin.token,
    );
    expectValidation(unknown, 'product.brand', 'Please select a brand from the list.');
    expect(await row(product.id)).toMatchObject({ brandId: target.id, name: product.name });
  });

  it("answers 404 for another merchant's product and leaves it alone", async () => {
    const { merchant } = await seller();
    const other = await seller();
    const theirs = await t.factories.product({ brand: other.brand });
    for (const id of [theirs.id, uuidv7(), 'nope']) {
      const res = await t.put(
        `/api/product/${id}`,
        editBody(theirs, { name: 'Taken over' }),
        merchant.token,
      );
      expectError(res, 404, 'NOT_FOUND', NOT_FOUND);
    }
    expect(await row(theirs.id)).toEqual(theirs);
  });

  it('refuses a sku or slug that another product has', async () => {
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand });
    const other = await t.factories.product();
    const sku = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { sku: other.sku.toLowerCase() }),
      merchant.token,
    );
    expectValidation(sku, 'product.sku', 'This sku is already in use.');
    const slug = await t.put(
      `/api/product/${product.id}`,
      editBody(product, { slug: other.slug }),
      merchant.token,
    );
    expectValidation(slug, 'product.slug', 'This slug is already in use.');
    expect(await row(product.id)).toEqual(product);
    // Its own sku and slug are fine.
    const same = await t.put(`/api/product/${product.id}`, editBody(product), merchant.token);
    expect(same.status).toBe(200);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['no slug', { slug: '' }, 'product.slug', 'Slug is required.'],
    ['a missing slug', { slug: undefined }, 'product.slug', 'Slug is required.'],
    [
      'a slug with spaces',
      { slug: 'two words' },
      'product.slug',
      'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
    ],
    [
      'a sku with a dot',
      { sku: 'EKO.1' },
      'product.sku',
      'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
    ],
    ['no name', { name: ' ' }, 'product.name', 'Name is required.'],
    [
      'a long description',
      { description: 'b'.repeat(201) },
      'product.description',
      'Description may not be greater than 200 characters.',
    ],
    [
      'a fractional quantity',
      { quantity: 1.5 },
      'product.quantity',
      'Quantity must be an integer.',
    ],
    ['a quantity of null', { quantity: null }, 'product.quantity', 'Quantity is required.'],
    ['a price under 1', { price: 0.5 }, 'product.price', 'Price must be at least 1.'],
    ['no taxable', { taxable: undefined }, 'product.taxable', 'Taxable is required.'],
  ];

  it.each(invalid)('refuses %s, changing nothing', async (_, change, path, message) => {
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand });
    const res = await t.put(
      `/api/product/${product.id}`,
      editBody(product, change),
      merchant.token,
    );
    expectValidation(res, path, message);
    expect(await row(product.id)).toEqual(product);
  });

  it('refuses a body without a product', async () => {
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand });
    const res = await t.put(`/api/product/${product.id}`, { name: 'x' }, merchant.token);
    expectValidation(res, 'product', 'Product details are required.');
  });
});

describe('PUT /api/product/:id/active', () => {
  it('switches the own product off and on for a merchant, any product for an admin', async () => {
    const admin = await t.factories.admin();
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand });

    const off = await t.put(
      `/api/product/${product.id}/active`,
      { product: { isActive: false } },
      merchant.token,
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      message: UPDATED,
      product: { isActive: false },
    });
    expect((await row(product.id))?.isActive).toBe(false);

    const on = await t.put(
      `/api/product/${product.id}/active`,
      { product: { isActive: true } },
      admin.token,
    );
    expect(on.status).toBe(200);
    expect((await row(product.id))?.isActive).toBe(true);
  });

  it("answers 404 for another merchant's product and leaves it on", async () => {
    const { merchant } = await seller();
    const other = await seller();
    const theirs = await t.factories.product({ brand: other.brand });
    const res = await t.put(
      `/api/product/${theirs.id}/active`,
      { product: { isActive: false } },
      merchant.token,
    );
    expectError(res, 404, 'NOT_FOUND', NOT_FOUND);
    expect((await row(theirs.id))?.isActive).toBe(true);
  });

  it('needs isActive as true or false', async () => {
    const { merchant, brand } = await seller();
    const product = await t.factories.product({ brand });
    const res = await t.put(
      `/api/product/${product.id}/active`,
      { product: { isActive: 'no' } },
      merchant.token,
    );
    expectValidation(res, 'product.isActive', 'Active must be true or false.');
    expect((await row(product.id))?.isActive).toBe(true);
  });
});

describe('DELETE /api/product/delete/:id', () => {
  it("answers 404 for another merchant's product and keeps it", async () => {
    const { merchant } = await seller();
    const other = await seller();
    const theirs = await t.factories.product({ brand: other.brand });
    for (const id of [theirs.id, uuidv7(), 'x']) {
      const res = await t.del(`/api/product/delete/${id}`, merchant.token);
      expectError(res, 404, 'NOT_FOUND', NOT_FOUND);
    }
    expect(await row(theirs.id)).toEqual(theirs);
  });

  it('removes the product, its category places, reviews, wishlist entries and image files', async () => {
    const { merchant } = await seller();
    const member = await t.factories.member();
    const added = await add(merchant.token, fields(), {
      image: { data: png, name: 'a.png' },
      image2: { data: jpeg, name: 'b.jpg', type: 'image/jpeg' },
    });
    expect(added.status).toBe(200);
    const id = added.body.product._id as string;
    const stored = (await row(id))!;
    const keep = await t.factories.product();
    const category = await t.factories.category({ products: [stored, keep] });
    await t.factories.review(stored, member);
    await t.db.insert(wishlist).values({ userId: member.user.id, productId: id, isLiked: true });
    const files = await storedImages();
    expect(files).toContain(`${stored.imageKey}-400.webp`);
    expect(files).toContain(`${stored.image2Key}-1200.webp`);

    const res = await t.del(`/api/product/delete/${id}`, merchant.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: DELETED });
    expect(await row(id)).toBeUndefined();
    expect(
      await t.db
        .select({ categoryId: categoryProducts.categoryId, productId: categoryProducts.productId })
        .from(categoryProducts)
        .where(eq(categoryProducts.categoryId, category.id)),
    ).toEqual([{ categoryId: category.id, productId: keep.id }]);
    expect(await t.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, id))).toEqual([]);
    expect(await t.db.select().from(wishlist).where(eq(wishlist.productId, id))).toEqual([]);
    const after = await storedImages();
    expect(after.filter((f) => f.startsWith(stored.imageKey!))).toEqual([]);
    expect(after.filter((f) => f.startsWith(stored.image2Key!))).toEqual([]);
    expectError(await t.get(`/api/product/${id}`, merchant.token), 404, 'NOT_FOUND', NOT_FOUND);
  });

  it('keeps an image file that another product still shows', async () => {
    const admin = await t.factories.admin();
    const brand = await t.factories.brand();
    const added = await add(admin.token, fields({ brand: brand.id }));
    const stored = (await row(added.body.product._id))!;
    // Benchmark products reuse the demo pictures' keys.
    await t.factories.product({ imageKey: stored.imageKey });
    expect((await t.del(`/api/product/delete/${stored.id}`, admin.token)).status).toBe(200);
    expect(await storedImages()).toContain(`${stored.imageKey}-800.webp`);
  });
});
