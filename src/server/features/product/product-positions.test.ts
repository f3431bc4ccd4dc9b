// Deep pages read from anchors: the same answers as an OFFSET, at any page, order and filter,
// and never from anchors read before a change to the list.
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ProductListQuerySchema } from '#shared/product/product.schemas';

import { createTestApp, type TestApp } from '../../test/test-app';
import { brands, type BrandRow } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { createListPositions } from './product-positions';
import { takeStock } from './product-stock.repository';
import {
  listVisibleProducts,
  readListAnchors,
  setRating,
  type ListPositions,
} from './product.repository';
import { catalogVersion, products } from './product.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EVERY = 3;

function query(fields: Record<string, string | number>) {
  return ProductListQuerySchema.parse(fields);
}

/** Positions every EVERY rows, counting the pages that were read from an anchor. */
function countingPositions() {
  const positions = createListPositions({
    read: (q, every) => readListAnchors(t.db, q, every),
    every: EVERY,
    onError: (error) => {
      throw error;
    },
  });
  const counting: ListPositions & { used: number; settled(): Promise<void> } = {
    every: EVERY,
    used: 0,
    anchors(q, version) {
      const anchors = positions.anchors(q, version);
      if (anchors) counting.used += 1;
      return anchors;
    },
    wanted: (q, version) => positions.wanted(q, version),
    settled: () => positions.settled(),
  };
  return counting;
}

async function ids(fields: Record<string, string | number>, positions?: ListPositions) {
  const { rows, total } = await listVisibleProducts(t.db, query(fields), positions);
  return { ids: rows.map((row) => row.product.id), total };
}

async function version(): Promise<string> {
  const rows = await t.db.select({ value: catalogVersion.value }).from(catalogVersion);
  return String(rows[0]?.value);
}

/** `count` products of one brand in one insert, with repeated prices. */
async function bulk(brand: BrandRow, count: number, tag: string) {
  const prices = [3000, 1500, 3000, 9900, 1500, 4200, 3000, 1500, 7700];
  return t.db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: uuidv7(),
        sku: `${tag}-${i}`,
        name: `${tag} Kaftan ${i}`,
        slug: `${tag}-${i}`,
        priceCents: prices[i % prices.length]!,
        inventory: 5,
        brandId: brand.id,
      })),
    )
    .returning();
}

/** Every page of the list, once to want its anchors and once read from them, against OFFSET. */
async function expectEveryPageAsOffset(
  fields: Record<string, string | number>,
  positions: ReturnType<typeof countingPositions>,
) {
  for (const order of [0, 1, 2]) {
    for (const limit of [1, 2, 4, 7]) {
      const total = (await ids({ ...fields, order, limit })).total;
      for (let page = 1; page <= Math.ceil(total / limit) + 1; page += 1) {
        const asked = { ...fields, order, limit, page };
        const expected = await ids(asked);
        for (let round = 0; round < 2; round += 1) {
          expect(await ids(asked, positions), JSON.stringify({ asked, round })).toEqual(expected);
          await positions.settled();
        }
      }
    }
  }
}

describe('deep pages from anchors', () => {
  it('every page of every order, of the shop, a brand and a category, equals an OFFSET', async () => {
    const tag = `pos${Math.random().toString(36).slice(2, 7)}`;
    const brand = await t.factories.brand({ slug: `pos-${tag}` });
    const made = await bulk(brand, 23, tag);
    const category = await t.factories.category({
      slug: `pos-cat-${tag}`,
      products: made.filter((_, i) => i % 3 !== 1),
    });
    const positions = countingPositions();

    await expectEveryPageAsOffset({ brand: brand.slug }, positions);
    await expectEveryPageAsOffset({ category: category.slug }, positions);
    await expectEveryPageAsOffset({ category: category.slug, brand: brand.slug }, positions);
    // Deep pages were read from anchors.
    expect(positions.used).toBeGreaterThan(50);
  });

  it('anchors read before a change are not used: repricing, switching, moving, linking', async () => {
    const tag = `chg${Math.random().toString(36).slice(2, 7)}`;
    const brand = await t.factories.brand({ slug: `chg-${tag}` });
    const other = await t.factories.brand({ slug: `chg-other-${tag}` });
    const made = await bulk(brand, 20, tag);
    const category = await t.factories.category({
      slug: `chg-cat-${tag}`,
      products: made.slice(0, 15),
    });
    const positions = countingPositions();
    const deep: Array<Record<string, string | number>> = [
      { brand: brand.slug, order: 1, limit: 2, page: 6 },
      { brand: brand.slug, order: 2, limit: 2, page: 5 },
      { brand: brand.slug, order: 0, limit: 1, page: 9 },
      { category: category.slug, order: 1, limit: 2, page: 4 },
    ];
    /** Reads each deep page until its anchors are used, and checks it against an OFFSET. */
    const expectFreshAnswers = async () => {
      for (const asked of deep) {
        const expected = await ids(asked);
        expect(await ids(asked, positions)).toEqual(expected);
        await positions.settled();
        const before = positions.used;
        expect(await ids(asked, positions), JSON.stringify(asked)).toEqual(expected);
        expect(positions.used, JSON.stringify(asked)).toBe(before + 1);
      }
    };
    await expectFreshAnswers();

    const changes = [
      () => t.db.update(products).set({ priceCents: 100 }).where(eq(products.id, made[3]!.id)),
      () => t.db.update(products).set({ isActive: false }).where(eq(products.id, made[8]!.id)),
      () => t.db.update(products).set({ brandId: other.id }).where(eq(products.id, made[11]!.id)),
      () => t.db.delete(categoryProducts).where(eq(categoryProducts.productId, made[2]!.id)),
      () =>
        t.db.insert(categoryProducts).values({ categoryId: category.id, productId: made[17]!.id }),
      () => t.db.update(brands).set({ isActive: false }).where(eq(brands.id, other.id)),
      // Switched off (its pages are empty) and on again.
      async () => {
        await t.db
          .update(categories)
          .set({ isActive: false })
          .where(eq(categories.id, category.id));
        expect(await ids(deep[3]!, positions)).toEqual({ ids: [], total: 0 });
        await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
      },
      () => t.db.delete(products).where(eq(products.id, made[5]!.id)),
      () => bulk(brand, 4, `${tag}b`),
    ];
    for (const change of changes) {
      const was = await version();
      await change();
      expect(await version(), String(change)).not.toBe(was);
      // The anchors of the version before are there, but the answers are the new ones.
      for (const asked of deep) expect(await ids(asked, positions)).toEqual(await ids(asked));
      await positions.settled();
      await expectFreshAnswers();
    }
  });

  it('restocking, ratings, renames and writes that change no row leave the version as it was', async () => {
    const tag = `keep${Math.random().toString(36).slice(2, 7)}`;
    const brand = await t.factories.brand({ slug: `keep-${tag}` });
    const [product] = await bulk(brand, 1, tag);
    // Linked to a category: a product's update is followed into its links (to no change here).
    await t.factories.category({ slug: `keep-cat-${tag}`, products: [product!] });
    const was = await version();
    expect(await takeStock(t.db, product!.id, 1)).toBe(true);
    await t.db.transaction((tx) =>
      setRating(tx, product!.id, { sum: 5, count: 1, fit: { small: 0, true: 1, large: 0 } }),
    );
    await t.db
      .update(products)
      .set({ name: `${tag} Renamed` })
      .where(eq(products.id, product!.id));
    // Statements that change no list: a delete of no row, a price written again as it was.
    await t.db.delete(products).where(eq(products.id, uuidv7()));
    await t.db
      .update(products)
      .set({ priceCents: product!.priceCents })
      .where(eq(products.id, product!.id));
    expect(await version()).toBe(was);
  });

  it('a page whose statement sees another version than its anchors is read again without them', async () => {
    const tag = `race${Math.random().toString(36).slice(2, 7)}`;
    const brand = await t.factories.brand({ slug: `race-${tag}` });
    await bulk(brand, 12, tag);
    const asked = { brand: brand.slug, order: 0, limit: 2, page: 4 };
    const real = await readListAnchors(t.db, query(asked), EVERY);
    // Anchors shifted by one row and read "at another version": used, they would give a wrong page.
    const wrong = { ...real, version: `${real.version}-before`, keys: real.keys.slice(1) };
    const stale: ListPositions = { every: EVERY, anchors: () => wrong, wanted: () => undefined };
    expect(await ids(asked, stale)).toEqual(await ids(asked));
  });
});

describe('list positions', () => {
  const shop = query({});
  const brand = query({ brand: 'agbada' });

  it('hands out anchors only at the version they were read at', async () => {
    let version = '7';
    const positions = createListPositions({
      read: async (_q, every) => ({ version, every, keys: [{ id: 'a', priceCents: 1 }] }),
      every: 2,
    });
    positions.wanted(shop, '7');
    await positions.settled();
    expect(positions.anchors(shop, '7')?.keys).toEqual([{ id: 'a', priceCents: 1 }]);
    expect(positions.anchors(shop, '8')).toBeUndefined();
    expect(positions.anchors(brand, '7')).toBeUndefined();
    version = '8';
    positions.wanted(shop, '8');
    await positions.settled();
    expect(positions.anchors(shop, '8')?.version).toBe('8');
  });

  it('reads one list at a time and keeps going after a failed read', async () => {
    const reads: string[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const positions = createListPositions({
      read: async (q, every) => {
        reads.push(q.brands[0] ?? 'shop');
        if (fail) throw new Error('connection lost');
        return { version: '1', every, keys: [] };
      },
      every: 2,
      onError: (error) => errors.push(error),
    });
    positions.wanted(shop, '1');
    positions.wanted(brand, '1');
    await positions.settled();
    expect(reads).toEqual(['shop']);
    expect(errors).toHaveLength(1);
    fail = false;
    positions.wanted(brand, '1');
    await positions.settled();
    expect(positions.anchors(brand, '1')).toBeDefined();
  });
});
