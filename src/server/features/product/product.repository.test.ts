// The catalog queries' shortcuts for large catalogs: totals from product_counts (kept by
// triggers), pages past the middle read from the other end, and search ranking a window of the
// newest matches with near misses only when too few names contain the term.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProductDto } from '#shared/product/product.schemas';

import { createTestApp, type TestApp } from '../../test/test-app';
import { brands, type BrandRow } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { SEARCH_WINDOW } from './product.repository';
import { productCounts, products } from './product.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let tags = 0;
/** A word only this test's names and slugs contain: the database is shared by the whole file. */
function uniqueTag(): string {
  tags += 1;
  return `r${tags}x${Math.random().toString(36).slice(2, 7)}`;
}

interface ListBody {
  products: ProductDto[];
  totalPages: number;
  currentPage: number;
  count: number;
}

async function list(query: Record<string, string | number>): Promise<ListBody> {
  const params = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  const res = await t.get<ListBody>(`/api/product/list?${params}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function suggest(term: string): Promise<string[]> {
  const res = await t.get<{ products: { name: string }[] }>(
    `/api/product/list/search/${encodeURIComponent(term)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.products.map((p) => p.name);
}

/** Many products of one brand in one insert, oldest first (ids are time-ordered). */
async function bulk(brand: BrandRow, names: string[], prices?: number[]) {
  const tag = uniqueTag();
  return t.db
    .insert(products)
    .values(
      names.map((name, i) => ({
        id: uuidv7(),
        sku: `${tag}-${i}`,
        name,
        slug: `${tag}-${i}`,
        priceCents: prices?.[i] ?? 5000,
        brandId: brand.id,
      })),
    )
    .returning();
}

async function brandTotal(brand: BrandRow): Promise<number | undefined> {
  const rows = await t.db
    .select({ active: productCounts.active })
    .from(productCounts)
    .where(eq(productCounts.brandId, brand.id));
  return rows[0]?.active;
}

describe('shop totals from product_counts', () => {
  it('stay exact through inserts, switching off, moving brand, deleting and brand changes', async () => {
    const tag = uniqueTag();
    const one = await t.factories.brand({ slug: `one-${tag}` });
    const two = await t.factories.brand({ slug: `two-${tag}` });
    const total = async (slug: string) => (await list({ brand: slug })).count;

    const made = await bulk(
      one,
      Array.from({ length: 7 }, (_, i) => `${tag} Kaftan ${i}`),
    );
    await t.factories.product({ brand: one, isActive: false });
    expect(await total(one.slug)).toBe(7);
    expect(await brandTotal(one)).toBe(7);

    // Switch two off, move two to the other brand, delete one: 2 stay on `one`.
    await t.db
      .update(products)
      .set({ isActive: false })
      .where(inArray(products.id, [made[0]!.id, made[1]!.id]));
    await t.db
      .update(products)
      .set({ brandId: two.id })
      .where(inArray(products.id, [made[2]!.id, made[3]!.id]));
    await t.db.delete(products).where(eq(products.id, made[4]!.id));
    // An update that changes neither activity nor brand leaves the totals alone.
    await t.db.update(products).set({ inventory: 3 }).where(eq(products.brandId, one.id));
    expect(await total(one.slug)).toBe(2);
    expect(await total(two.slug)).toBe(2);

    // Switching a product back on counts it again; a brand switched off hides its products.
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, made[0]!.id));
    expect(await total(one.slug)).toBe(3);
    await t.db.update(brands).set({ isActive: false }).where(eq(brands.id, two.id));
    expect(await total(two.slug)).toBe(0);
    expect((await list({ brand: two.slug })).products).toEqual([]);

    // Deleting a brand leaves its products brandless (out of the shop) and uncounted.
    const before = (await list({})).count;
    await t.db.delete(brands).where(eq(brands.id, one.id));
    expect((await list({})).count).toBe(before - 3);
  });

  it('the shop total matches a count of the visible products', async () => {
    const visible = await t.db
      .select({ id: products.id, brandActive: brands.isActive })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.isActive, true));
    expect(visible.length).toBeGreaterThan(0);
    expect((await list({})).count).toBe(visible.filter((row) => row.brandActive).length);
  });
});

/** The visible products of a category, counted row by row (what category_counts must equal). */
async function countedInCategory(categoryId: string): Promise<number> {
  const rows = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(categoryProducts)
    .innerJoin(categories, eq(categories.id, categoryProducts.categoryId))
    .innerJoin(products, eq(products.id, categoryProducts.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(categoryProducts.categoryId, categoryId),
        eq(categories.isActive, true),
        eq(products.isActive, true),
        eq(brands.isActive, true),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

describe('category totals from category_counts', () => {
  it('stay exact through links, switches, brand moves, deletes and category changes', async () => {
    const tag = uniqueTag();
    const one = await t.factories.brand({ slug: `cat-one-${tag}` });
    const two = await t.factories.brand({ slug: `cat-two-${tag}` });
    const made = await bulk(
      one,
      Array.from({ length: 8 }, (_, i) => `${tag} Senator ${i}`),
    );
    const off = await t.factories.product({ brand: two, isActive: false });
    const category = await t.factories.category({
      slug: `cat-${tag}`,
      products: [...made.slice(0, 6), off],
    });
    const total = async () => (await list({ category: category.slug })).count;
    const expectExact = async (expected: number) => {
      expect(await total()).toBe(expected);
      expect(await countedInCategory(category.id)).toBe(expected);
    };
    await expectExact(6);
    // With the brand too.
    expect((await list({ category: category.slug, brand: one.slug })).count).toBe(6);
    expect((await list({ category: category.slug, brand: two.slug })).count).toBe(0);

    // A link added and one removed.
    await t.db.insert(categoryProducts).values({ categoryId: category.id, productId: made[6]!.id });
    await t.db
      .delete(categoryProducts)
      .where(
        and(
          eq(categoryProducts.categoryId, category.id),
          eq(categoryProducts.productId, made[0]!.id),
        ),
      );
    await expectExact(6);

    // Products switched off and on, moved to another brand, an inactive one switched on.
    await t.db
      .update(products)
      .set({ isActive: false })
      .where(inArray(products.id, [made[1]!.id, made[2]!.id]));
    await expectExact(4);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, made[1]!.id));
    await t.db.update(products).set({ brandId: two.id }).where(eq(products.id, made[3]!.id));
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, off.id));
    await expectExact(6);
    expect((await list({ category: category.slug, brand: two.slug })).count).toBe(2);
    // An update that changes neither activity nor brand leaves the totals alone.
    await t.db.update(products).set({ inventory: 9 }).where(eq(products.brandId, one.id));
    await expectExact(6);

    // A brand switched off hides its products; a product without a brand is out of the shop.
    await t.db.update(brands).set({ isActive: false }).where(eq(brands.id, two.id));
    await expectExact(4);
    await t.db.update(products).set({ brandId: null }).where(eq(products.id, made[4]!.id));
    await expectExact(3);

    // A deleted product leaves the category with its links.
    await t.db.delete(products).where(eq(products.id, made[5]!.id));
    await expectExact(2);

    // The category switched off, then on; the brand on again.
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    expect(await total()).toBe(0);
    await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
    await t.db.update(brands).set({ isActive: true }).where(eq(brands.id, two.id));
    await expectExact(4);

    // Every product listed is one of the category's, and the pages hold them all.
    const page = await list({ category: category.slug, limit: 10 });
    expect(page.products.map((p) => p.name).sort()).toHaveLength(4);

    // A deleted category's links go with it; a new one with the same name starts from nothing.
    await t.db.delete(categories).where(eq(categories.id, category.id));
    const again = await t.factories.category({ slug: `cat-${tag}` });
    expect(await total()).toBe(0);
    expect(await countedInCategory(again.id)).toBe(0);
  });

  it('stay exact under concurrent writers (links added, products switched, in parallel)', async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand({ slug: `cat-race-${tag}` });
    const made = await bulk(
      brand,
      Array.from({ length: 20 }, (_, i) => `${tag} Buba ${i}`),
    );
    const category = await t.factories.category({ slug: `cat-race-${tag}` });
    // Twenty links, each in its own transaction, all at once (a pool on PostgreSQL).
    await Promise.all(
      made.map((product) =>
        t.db.insert(categoryProducts).values({ categoryId: category.id, productId: product.id }),
      ),
    );
    expect((await list({ category: category.slug })).count).toBe(20);
    // Ten switched off while five links are removed, at once.
    await Promise.all([
      ...made
        .slice(0, 10)
        .map((product) =>
          t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id)),
        ),
      ...made
        .slice(5, 10)
        .map((product) =>
          t.db
            .delete(categoryProducts)
            .where(
              and(
                eq(categoryProducts.categoryId, category.id),
                eq(categoryProducts.productId, product.id),
              ),
            ),
        ),
    ]);
    expect((await list({ category: category.slug })).count).toBe(10);
    expect(await countedInCategory(category.id)).toBe(10);
  });

  it('every category total in the shop matches a count of its visible products', async () => {
    const all = await t.db.select().from(categories).where(eq(categories.isActive, true));
    expect(all.length).toBeGreaterThan(0);
    for (const category of all) {
      expect((await list({ category: category.slug })).count, category.slug).toBe(
        await countedInCategory(category.id),
      );
    }
  });
});

describe('pages past the middle (read from the other end)', () => {
  it('every page of every order equals the same slice of the whole sorted list', async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand({ slug: `pages-${tag}` });
    // Repeated prices, so the newest-first tie-break shows in the price orders.
    const prices = [3000, 1500, 3000, 9900, 1500, 4200, 3000, 1500, 7700, 4200, 3000, 2500, 1500];
    const made = await bulk(
      brand,
      prices.map((_, i) => `${tag} Buba ${i}`),
      prices,
    );
    const newest = [...made].reverse();
    const byPrice = (dir: 1 | -1) =>
      [...newest].sort((a, b) => dir * (a.priceCents - b.priceCents)).map((p) => p.id);
    const expected: Record<number, string[]> = {
      0: newest.map((p) => p.id),
      1: byPrice(-1),
      2: byPrice(1),
    };

    for (const order of [0, 1, 2]) {
      for (const limit of [1, 4, 5, 13, 50]) {
        const pages = Math.ceil(prices.length / limit);
        for (let page = 1; page <= pages + 1; page += 1) {
          const body = await list({ brand: brand.slug, order, limit, page });
          expect(body.count).toBe(prices.length);
          expect(
            body.products.map((p) => p._id),
            `order ${order}, limit ${limit}, page ${page}`,
          ).toEqual(expected[order]!.slice((page - 1) * limit, page * limit));
        }
      }
    }
  });
});

describe('search windows', () => {
  it('ranks names containing the term by how closely a word matches, before newer ones', async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand();
    await bulk(brand, [`${tag} Dashiki Robe`, `${tag} Dashikis Set`, `${tag} Dashikiwear`]);
    // The oldest name holds the term as a whole word, so it comes first.
    expect((await suggest(`${tag} dashiki`))[0]).toBe(`${tag} Dashiki Robe`);
  });

  it('suggests near misses only when fewer than 10 names contain the term', async () => {
    const brand = await t.factories.brand();
    const scene = async (containing: number) => {
      const tag = uniqueTag();
      // The near miss is the oldest; the names containing the term are newer.
      await bulk(brand, [`Striped ${tag}kaftan`]);
      await bulk(
        brand,
        Array.from({ length: containing }, (_, i) => `${tag}kaftn Shirt ${i}`),
      );
      return { nearMiss: `Striped ${tag}kaftan`, found: await suggest(`${tag}kaftn`) };
    };

    const nine = await scene(9);
    expect(nine.found).toHaveLength(10);
    expect(nine.found[9]).toBe(nine.nearMiss);

    const ten = await scene(10);
    expect(ten.found).toHaveLength(10);
    expect(ten.found).not.toContain(ten.nearMiss);
  });

  it(`ranks the newest ${SEARCH_WINDOW.contains} names containing the term`, async () => {
    const tag = uniqueTag();
    const brand = await t.factories.brand();
    // The best match (the whole word) is older than the window of partial matches.
    await bulk(brand, [`${tag} Agbada`]);
    await bulk(
      brand,
      Array.from({ length: SEARCH_WINDOW.contains }, (_, i) => `${tag} Agbadas ${i}`),
    );
    const found = await suggest(`${tag} agbada`);
    expect(found).toHaveLength(10);
    expect(found).not.toContain(`${tag} Agbada`);

    // A whole-word match among the newest leads.
    await bulk(brand, [`${tag} Agbada Robe`]);
    expect((await suggest(`${tag} agbada`))[0]).toBe(`${tag} Agbada Robe`);
  });
});
