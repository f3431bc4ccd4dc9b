import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CategoryAdminDtoSchema,
  type CategoryAdminDto,
  type CategoryDto,
} from '#shared/category/category.schemas';
import type { ProductDto } from '#shared/product/product.schemas';

import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, type ProductRow } from '../product/product.table';
import { categories, categoryProducts, type CategoryRow } from './category.table';

const ADMIN_KEYS = Object.keys(CategoryAdminDtoSchema.shape).sort();
const ADDED = 'Category has been added successfully!';
const UPDATED = 'Category has been updated successfully!';
const DELETED = 'Category has been deleted successfully!';
const NOT_FOUND = 'No Category found.';
const UNKNOWN_PRODUCTS = 'Some of the selected products could not be found.';
const SLUG_PATTERN =
  'Slug may have alpha-numeric characters, as well as dashes and underscores only.';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let merchant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  member = await t.factories.member();
  merchant = await t.factories.merchant();
  await t.factories.brand({ merchant });
});
afterAll(async () => {
  await t.close();
});

async function categoryRow(id: string): Promise<CategoryRow | undefined> {
  const [row] = await t.db.select().from(categories).where(eq(categories.id, id));
  return row;
}

async function productIdsOf(categoryId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: categoryProducts.productId })
    .from(categoryProducts)
    .where(eq(categoryProducts.categoryId, categoryId));
  return rows.map((row) => row.id).sort();
}

async function categoryCount(): Promise<number> {
  return (await t.db.select({ id: categories.id }).from(categories)).length;
}

/** The names of the shop's products in a category, through the public list. */
async function shopNames(categorySlug: string): Promise<string[]> {
  const res = await t.get<{ products: ProductDto[] }>(
    `/api/product/list?category=${categorySlug}&limit=50`,
  );
  expect(res.status).toBe(200);
  return res.body.products.map((p) => p.name).sort();
}

const ids = (...rows: ProductRow[]) => rows.map((row) => row.id);

/** Each non-admin actor, with the status it must get. */
function outsiders(): Array<[string | undefined, number, 'UNAUTHENTICATED' | 'FORBIDDEN']> {
  return [
    [undefined, 401, 'UNAUTHENTICATED'],
    [member.token, 403, 'FORBIDDEN'],
    [merchant.token, 403, 'FORBIDDEN'],
  ];
}

describe('GET /api/category', () => {
  it('is for admins only', async () => {
    for (const [token, status, code] of outsiders()) {
      expectError(await t.get('/api/category', token), status, code);
    }
  });

  it('gives an admin every category, inactive ones too, with its product ids', async () => {
    const [a, b] = [await t.factories.product(), await t.factories.product()];
    const full = await t.factories.category({ name: 'Aso Ebi', products: [b, a] });
    const off = await t.factories.category({ name: 'Archived', isActive: false });

    const res = await t.get<{ categories: CategoryAdminDto[] }>('/api/category', admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['categories']);
    for (const c of res.body.categories) expect(Object.keys(c).sort()).toEqual(ADMIN_KEYS);
    expect(res.body.categories).toHaveLength(await categoryCount());
    expect(res.body.categories.find((c) => c._id === off.id)).toMatchObject({
      isActive: false,
      products: [],
    });
    expect(res.body.categories.find((c) => c._id === full.id)).toEqual({
      _id: full.id,
      name: 'Aso Ebi',
      slug: full.slug,
      description: 'A test category.',
      isActive: true,
      products: ids(a, b).sort(),
      created: full.created.toISOString(),
    });
  });
});

describe('GET /api/category/:id', () => {
  it('is for admins only', async () => {
    const category = await t.factories.category();
    for (const [token, status, code] of outsiders()) {
      expectError(await t.get(`/api/category/${category.id}`, token), status, code);
    }
  });

  it('gives the category with its products, ids and names by name', async () => {
    const brand = await t.factories.brand({ isActive: false });
    const zulu = await t.factories.product({ name: 'Zulu Kaftan', brand });
    const alpha = await t.factories.product({ name: 'Alpha Agbada', isActive: false });
    const category = await t.factories.category({ name: 'Mixed', products: [zulu, alpha] });

    const res = await t.get(`/api/category/${category.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      category: {
        _id: category.id,
        name: 'Mixed',
        slug: category.slug,
        description: 'A test category.',
        isActive: true,
        products: [
          { _id: alpha.id, name: 'Alpha Agbada' },
          { _id: zulu.id, name: 'Zulu Kaftan' },
        ],
        created: category.created.toISOString(),
      },
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [uuidv7(), 'nope']) {
      expectError(await t.get(`/api/category/${id}`, admin.token), 404, 'NOT_FOUND', NOT_FOUND);
    }
  });
});

describe('POST /api/category/add', () => {
  async function body(values: object = {}) {
    const [a, b] = [await t.factories.product(), await t.factories.product()];
    return {
      name: 'Wedding Guests',
      description: 'What to wear to a wedding.',
      products: ids(a, b),
      isActive: true,
      ...values,
    };
  }

  it('is for admins only; nothing is added otherwise', async () => {
    const before = await categoryCount();
    const payload = await body();
    for (const [token, status, code] of outsiders()) {
      expectError(await t.post('/api/category/add', payload, token), status, code);
      expectError(await t.post('/api/category/add', {}, token), status, code);
    }
    expect(await categoryCount()).toBe(before);
  });

  it('adds a category with its products and a slug made from the name', async () => {
    const a = await t.factories.product({ name: 'Category Pick One' });
    const b = await t.factories.product({ name: 'Category Pick Two' });
    const res = await t.post<{ success: boolean; message: string; category: CategoryAdminDto }>(
      '/api/category/add',
      {
        name: 'Owambe Ready',
        description: 'Party best.',
        products: [b.id, a.id, b.id],
        isActive: true,
      },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['category', 'message', 'success']);
    expect(res.body).toMatchObject({ success: true, message: ADDED });
    const category = res.body.category;
    expect(category).toEqual({
      _id: expect.any(String),
      name: 'Owambe Ready',
      slug: 'owambe-ready',
      description: 'Party best.',
      isActive: true,
      products: ids(a, b).sort(),
      created: expect.any(String),
    });
    expect(await productIdsOf(category._id)).toEqual(ids(a, b).sort());

    const listed = (await t.get<{ categories: CategoryDto[] }>('/api/category/list')).body;
    expect(listed.categories.map((c) => c._id)).toContain(category._id);
    expect(await shopNames('owambe-ready')).toEqual(['Category Pick One', 'Category Pick Two']);
  });

  it('gives a second category of the same name its own slug, and stays inactive when told', async () => {
    const first = await t.post('/api/category/add', await body({ name: 'Twin Pick' }), admin.token);
    const second = await t.post(
      '/api/category/add',
      await body({ name: 'Twin Pick', isActive: false }),
      admin.token,
    );
    expect(first.body.category.slug).toBe('twin-pick');
    expect(second.body.category.slug).toMatch(/^twin-pick-[a-z2-9]{4}$/);
    expect(second.body.category.isActive).toBe(false);
    const listed = (await t.get<{ categories: CategoryDto[] }>('/api/category/list')).body;
    expect(listed.categories.map((c) => c._id)).not.toContain(second.body.category._id);

    const { isActive: _omitted, ...withoutFlag } = await body({ name: 'Default Flag' });
    const third = await t.post('/api/category/add', withoutFlag, admin.token);
    expect(third.body.category.isActive).toBe(true);
  });

  it('refuses unknown product ids and adds nothing', async () => {
    const before = await categoryCount();
    const real = await t.factories.product();
    for (const products of [[real.id, uuidv7()], ['not-an-id']]) {
      expectValidation(
        await t.post('/api/category/add', await body({ products }), admin.token),
        'products',
        UNKNOWN_PRODUCTS,
      );
    }
    expect(await categoryCount()).toBe(before);
  });

  it('says what is wrong with each field, and adds nothing', async () => {
    const before = await categoryCount();
    const cases: Array<[object, string, string]> = [
      [{ name: '' }, 'name', 'Name is required.'],
      [{ name: '<p> </p>' }, 'name', 'Name is required.'],
      [{ description: undefined }, 'description', 'Description is required.'],
      [
        { description: 'x'.repeat(201) },
        'description',
        'Description may not be greater than 200 characters.',
      ],
      [{ products: undefined }, 'products', 'Products are required.'],
      [{ products: [] }, 'products', 'Products are required.'],
      [{ products: 'abc' }, 'products', 'Products are required.'],
      [{ isActive: 1 }, 'isActive', 'Active must be true or false.'],
    ];
    for (const [values, path, message] of cases) {
      expectValidation(
        await t.post('/api/category/add', await body(values), admin.token),
        path,
        message,
      );
    }
    expect(await categoryCount()).toBe(before);
  });
});

describe('PUT /api/category/:id', () => {
  async function edit(values: object = {}) {
    const product = await t.factories.product();
    return {
      category: {
        name: 'Edited Category',
        slug: `edited-${Math.random().toString(36).slice(2, 8)}`,
        description: 'Edited words.',
        products: [product.id],
        ...values,
      },
    };
  }

  it('is for admins only; nothing changes otherwise', async () => {
    const category = await t.factories.category({ products: [await t.factories.product()] });
    const links = await productIdsOf(category.id);
    for (const [token, status, code] of outsiders()) {
      expectError(await t.put(`/api/category/${category.id}`, await edit(), token), status, code);
    }
    expect(await categoryRow(category.id)).toEqual(category);
    expect(await productIdsOf(category.id)).toEqual(links);
  });

  it('changes name, slug, description and the exact list of products', async () => {
    const [kept, dropped, added] = [
      await t.factories.product({ name: 'Kept Buba' }),
      await t.factories.product({ name: 'Dropped Buba' }),
      await t.factories.product({ name: 'Added Buba' }),
    ];
    const category = await t.factories.category({ products: [kept, dropped] });
    const res = await t.put(
      `/api/category/${category.id}`,
      {
        category: {
          name: 'Buba Season',
          slug: 'Buba_Season',
          description: 'Light tops.',
          products: [kept.id, added.id],
          isActive: false,
        },
      },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: UPDATED });
    expect(await categoryRow(category.id)).toMatchObject({
      name: 'Buba Season',
      slug: 'buba_season',
      description: 'Light tops.',
      // The active flag has its own endpoint.
      isActive: true,
    });
    expect(await productIdsOf(category.id)).toEqual(ids(kept, added).sort());
    expect(await shopNames('buba_season')).toEqual(['Added Buba', 'Kept Buba']);
    expect(await shopNames(category.slug)).toEqual([]);
  });

  it("refuses another category's slug, or an unknown product, and changes nothing", async () => {
    const product = await t.factories.product();
    const category = await t.factories.category({ products: [product] });
    const other = await t.factories.category();
    expectValidation(
      await t.put(`/api/category/${category.id}`, await edit({ slug: other.slug }), admin.token),
      'category.slug',
      'Slug is already in use.',
    );
    expectValidation(
      await t.put(
        `/api/category/${category.id}`,
        await edit({ products: [product.id, uuidv7()] }),
        admin.token,
      ),
      'category.products',
      UNKNOWN_PRODUCTS,
    );
    expect(await categoryRow(category.id)).toEqual(category);
    expect(await productIdsOf(category.id)).toEqual([product.id]);

    const same = await t.put(
      `/api/category/${category.id}`,
      await edit({ slug: category.slug }),
      admin.token,
    );
    expect(same.status).toBe(200);
  });

  it('says what is wrong with each field, and changes nothing', async () => {
    const category = await t.factories.category();
    const cases: Array<[object, string, string]> = [
      [{ name: ' ' }, 'category.name', 'Name is required.'],
      [{ description: '' }, 'category.description', 'Description is required.'],
      [
        { description: 'y'.repeat(201) },
        'category.description',
        'Description may not be greater than 200 characters.',
      ],
      [{ slug: '' }, 'category.slug', 'Slug is required.'],
      [{ slug: undefined }, 'category.slug', 'Slug is required.'],
      [{ slug: 'no/slashes' }, 'category.slug', SLUG_PATTERN],
      [{ products: [] }, 'category.products', 'Products are required.'],
      [{ products: undefined }, 'category.products', 'Products are required.'],
    ];
    for (const [values, path, message] of cases) {
      expectValidation(
        await t.put(`/api/category/${category.id}`, await edit(values), admin.token),
        path,
        message,
      );
    }
    expect(await categoryRow(category.id)).toEqual(category);
  });

  it('answers 404 for an unknown category', async () => {
    expectError(
      await t.put(`/api/category/${uuidv7()}`, await edit(), admin.token),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});

describe('PUT /api/category/:id/active', () => {
  it('is for admins only', async () => {
    const category = await t.factories.category();
    for (const [token, status, code] of outsiders()) {
      expectError(
        await t.put(
          `/api/category/${category.id}/active`,
          { category: { isActive: false } },
          token,
        ),
        status,
        code,
      );
    }
    expect((await categoryRow(category.id))?.isActive).toBe(true);
  });

  it('takes the category out of the shop and back, leaving its products alone', async () => {
    const product = await t.factories.product({ name: 'Switch Senator' });
    const category = await t.factories.category({ products: [product] });
    const toggle = (isActive: boolean) =>
      t.put(`/api/category/${category.id}/active`, { category: { isActive } }, admin.token);
    const menu = async () =>
      (await t.get<{ categories: CategoryDto[] }>('/api/category/list')).body.categories.map(
        (c) => c._id,
      );

    const off = await toggle(false);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true, message: UPDATED });
    expect(await menu()).not.toContain(category.id);
    expect(await shopNames(category.slug)).toEqual([]);
    // The product is still in the shop, outside this category.
    expect((await t.get(`/api/product/item/${product.slug}`)).status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.isActive).toBe(true);

    // Switching off twice is fine (the original answered 400).
    expect((await toggle(false)).status).toBe(200);
    expect((await toggle(true)).status).toBe(200);
    expect(await menu()).toContain(category.id);
    expect(await shopNames(category.slug)).toEqual(['Switch Senator']);
  });

  it('needs isActive as true or false, and a category that exists', async () => {
    const category = await t.factories.category();
    expectValidation(
      await t.put(`/api/category/${category.id}/active`, { category: {} }, admin.token),
      'category.isActive',
      'Active must be true or false.',
    );
    expectError(
      await t.put(
        `/api/category/${uuidv7()}/active`,
        { category: { isActive: true } },
        admin.token,
      ),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});

describe('DELETE /api/category/delete/:id', () => {
  it('is for admins only', async () => {
    const category = await t.factories.category();
    for (const [token, status, code] of outsiders()) {
      expectError(await t.del(`/api/category/delete/${category.id}`, token), status, code);
    }
    expect(await categoryRow(category.id)).toEqual(category);
  });

  it('deletes the category and its links; the products stay in the shop', async () => {
    const product = await t.factories.product();
    const category = await t.factories.category({ products: [product] });
    const res = await t.del(`/api/category/delete/${category.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: DELETED });
    expect(await categoryRow(category.id)).toBeUndefined();
    expect(await productIdsOf(category.id)).toEqual([]);
    expect((await t.get(`/api/product/item/${product.slug}`)).status).toBe(200);
    expectError(
      await t.del(`/api/category/delete/${category.id}`, admin.token),
      404,
      'NOT_FOUND',
      NOT_FOUND,
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

  const menu = async () =>
    (await c.get<{ categories: CategoryDto[] }>('/api/category/list')).body.categories.map(
      (x) => x.slug,
    );
  const inShop = async (slug: string) =>
    (
      await c.get<{ products: ProductDto[] }>(`/api/product/list?category=${slug}`)
    ).body.products.map((p) => p._id);

  it('shows every category write in the shop at once', async () => {
    const [a, b] = [await c.factories.product(), await c.factories.product()];
    expect(await menu()).not.toContain('cache-pick');
    const added = await c.post(
      '/api/category/add',
      { name: 'Cache Pick', description: 'Fresh.', products: [a.id] },
      boss.token,
    );
    const id: string = added.body.category._id;
    expect(await menu()).toContain('cache-pick');
    expect(await inShop('cache-pick')).toEqual([a.id]);

    await c.put(
      `/api/category/${id}`,
      {
        category: {
          name: 'Cache Pick',
          slug: 'cache-pick',
          description: 'Fresh.',
          products: [b.id],
        },
      },
      boss.token,
    );
    expect(await inShop('cache-pick')).toEqual([b.id]);

    await c.put(`/api/category/${id}/active`, { category: { isActive: false } }, boss.token);
    expect(await menu()).not.toContain('cache-pick');
    await c.put(`/api/category/${id}/active`, { category: { isActive: true } }, boss.token);
    expect(await menu()).toContain('cache-pick');

    await c.del(`/api/category/delete/${id}`, boss.token);
    expect(await menu()).not.toContain('cache-pick');
    expect(await inShop('cache-pick')).toEqual([]);
  });
});
