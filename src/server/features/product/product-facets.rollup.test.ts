import { readFile } from 'node:fs/promises';

import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { PRICE_BANDS } from '#shared/product/facets';

import type { DbOrTx } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands, type BrandRow } from '../brand/brand.table';
import { categories, categoryProducts, type CategoryRow } from '../category/category.table';
import {
  bandOf,
  expectCountsKept,
  expectRollupAnswersScan,
  facetQueries,
  generator,
} from './product-facets.rollup-helpers';
import { answeredByRollup } from './product-facets.rollup';
import { products, productSizeStock, type ProductRow } from './product.table';

// The kept facet counts (decision 0052, drizzle/0032_facet_counts.sql) against the scan, over a
// random catalog through many writes: sales, restocks, stock per size, prices, products, brands
// and categories switched off and on, moved, deleted, links. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL, where the concurrent part really runs side by side.

const SEED = Number(process.env.FACETS_SEED ?? 26);
const random = generator(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;

/** Prices on and around every band's edges, and in between. */
const PRICES_CENTS = [
  100, 2_500, 9_999, 10_000, 17_500, 24_999, 25_000, 40_000, 49_999, 50_000, 90_000,
];

let t: TestApp;
const brandRows: BrandRow[] = [];
const categoryRows: CategoryRow[] = [];
let productRows: ProductRow[] = [];

async function newProduct(db: DbOrTx = t.db): Promise<ProductRow> {
  const perSize = chance(0.5);
  const offered = PRODUCT_SIZES.filter(() => chance(0.5));
  const [row] = await db
    .insert(products)
    .values({
      name: `Random ${Math.floor(random() * 1e9)}`,
      slug: `random-${Math.floor(random() * 1e12)}`,
      sku: `RND-${Math.floor(random() * 1e12)}`,
      priceCents: pick(PRICES_CENTS),
      inventory: chance(0.2) ? 0 : 1 + Math.floor(random() * 5),
      sizes: offered,
      isActive: chance(0.9),
      brandId: chance(0.05) ? null : pick(brandRows).id,
    })
    .returning();
  if (perSize) {
    const stock = (offered.length > 0 ? offered : ['M' as ProductSize]).map((size) => ({
      productId: row!.id,
      size,
      quantity: chance(0.3) ? 0 : 1 + Math.floor(random() * 3),
    }));
    await db.insert(productSizeStock).values(stock);
    await db
      .update(products)
      .set({
        inventory: stock.reduce((sum, s) => sum + s.quantity, 0),
        sizes: stock.map((s) => s.size),
      })
      .where(eq(products.id, row!.id));
  }
  const linked = categoryRows.filter(() => chance(0.3));
  if (linked.length > 0) {
    await db
      .insert(categoryProducts)
      .values(linked.map((category) => ({ categoryId: category.id, productId: row!.id })));
  }
  return row!;
}

const slugs = () => ({
  brands: [...brandRows.map((b) => b.slug), 'nobody'],
  categories: [...categoryRows.map((c) => c.slug), 'nowhere'],
});

async function expectExact(when: string) {
  await expectCountsKept(t.db, when);
  await expectRollupAnswersScan(t.db, facetQueries(random, slugs(), 25), when);
}

/** One sale of one unit, as the stock service writes it: the product first, then its size. */
async function sell(db: DbOrTx, product: ProductRow) {
  const [size] = await db
    .select()
    .from(productSizeStock)
    .where(and(eq(productSizeStock.productId, product.id), sql`${productSizeStock.quantity} > 0`))
    .limit(1);
  if (size) {
    await db
      .update(products)
      .set({ inventory: sql`greatest(${products.inventory} - 1, 0)` })
      .where(eq(products.id, product.id));
    await db
      .update(productSizeStock)
      .set({ quantity: sql`${productSizeStock.quantity} - 1` })
      .where(
        and(
          eq(productSizeStock.productId, product.id),
          eq(productSizeStock.size, size.size),
          sql`${productSizeStock.quantity} > 0`,
        ),
      );
    return;
  }
  await db
    .update(products)
    .set({ inventory: sql`greatest(${products.inventory} - 1, 0)` })
    .where(eq(products.id, product.id));
}

async function restock(db: DbOrTx, product: ProductRow, quantity: number) {
  const sizes = await db
    .select()
    .from(productSizeStock)
    .where(eq(productSizeStock.productId, product.id));
  await db
    .update(products)
    .set({ inventory: sql`${products.inventory} + ${quantity}` })
    .where(eq(products.id, product.id));
  if (sizes.length > 0) {
    await db
      .update(productSizeStock)
      .set({ quantity: sql`${productSizeStock.quantity} + ${quantity}` })
      .where(
        and(
          eq(productSizeStock.productId, product.id),
          eq(productSizeStock.size, pick(sizes).size),
        ),
      );
  }
}

/**
 * A random write: of one product's stock (a sale, a restock, its stock per size, the sizes it
 * offers), of the catalog's shape (the product's price, switch, brand or links), or of a brand's
 * or category's switch. `kind` narrows it to the first or the second: the store's writers of the
 * shape take the catalog version's lock before any row (drizzle/0012), so a transaction that
 * writes stock and then the shape would deadlock with them, with or without the kept counts.
 */
async function randomWrite(
  db: DbOrTx,
  product: ProductRow,
  kind: 'any' | 'stock' | 'shape' = 'any',
): Promise<void> {
  const roll =
    kind === 'stock' ? random() * 0.44 : kind === 'shape' ? 0.44 + random() * 0.44 : random();
  if (roll < 0.2) return sell(db, product);
  if (roll < 0.3) return restock(db, product, 1 + Math.floor(random() * 3));
  if (roll < 0.38) {
    // Stock per size: a size's row added at 0 or more, or every row removed (shared stock again).
    if (chance(0.5)) {
      await db
        .update(products)
        .set({ inventory: sql`${products.inventory}` })
        .where(eq(products.id, product.id));
      await db
        .insert(productSizeStock)
        .values({
          productId: product.id,
          size: pick(PRODUCT_SIZES),
          quantity: Math.floor(random() * 2),
        })
        .onConflictDoNothing();
    } else {
      await db.update(products).set({ inventory: 0 }).where(eq(products.id, product.id));
      await db.delete(productSizeStock).where(eq(productSizeStock.productId, product.id));
    }
    return;
  }
  if (roll < 0.44) {
    await db
      .update(products)
      .set({ sizes: PRODUCT_SIZES.filter(() => chance(0.5)) })
      .where(eq(products.id, product.id));
    return;
  }
  if (roll < 0.5) {
    await db
      .update(products)
      .set({ priceCents: pick(PRICES_CENTS) })
      .where(eq(products.id, product.id));
    return;
  }
  if (roll < 0.56) {
    await db
      .update(products)
      .set({ isActive: sql`not ${products.isActive}` })
      .where(eq(products.id, product.id));
    return;
  }
  if (roll < 0.62) {
    await db
      .update(products)
      .set({ brandId: chance(0.2) ? null : pick(brandRows).id })
      .where(eq(products.id, product.id));
    return;
  }
  if (roll < 0.74) {
    await db
      .insert(categoryProducts)
      .values({ categoryId: pick(categoryRows).id, productId: product.id })
      .onConflictDoNothing();
    return;
  }
  if (roll < 0.84) {
    await db
      .delete(categoryProducts)
      .where(
        and(
          eq(categoryProducts.productId, product.id),
          eq(categoryProducts.categoryId, pick(categoryRows).id),
        ),
      );
    return;
  }
  if (roll < 0.88) {
    // A link moved from one category to another by an update (unless it is there already).
    const [from, to] = [pick(categoryRows).id, pick(categoryRows).id];
    await db.execute(sql`
      update category_products set category_id = ${to}
      where product_id = ${product.id} and category_id = ${from}
        and not exists (select 1 from category_products
          where product_id = ${product.id} and category_id = ${to})`);
    return;
  }
  if (roll < 0.94) {
    await db
      .update(brands)
      .set({ isActive: sql`not ${brands.isActive}` })
      .where(eq(brands.id, pick(brandRows).id));
    return;
  }
  await db
    .update(categories)
    .set({ isActive: sql`not ${categories.isActive}` })
    .where(eq(categories.id, pick(categoryRows).id));
}

async function currentProducts(): Promise<ProductRow[]> {
  return t.db.select().from(products);
}

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i += 1) {
    brandRows.push(await t.factories.brand({ isActive: i < 3 }));
    categoryRows.push(await t.factories.category({ isActive: i < 3 }));
  }
  for (let i = 0; i < 40; i += 1) productRows.push(await newProduct());
  productRows = await currentProducts();
});
afterAll(async () => {
  await t?.close();
});

describe('the kept facet counts', () => {
  it("keep the migration's price bands and sizes", async () => {
    const migration = await readFile(
      new URL('../../../../drizzle/0032_facet_counts.sql', import.meta.url),
      'utf8',
    );
    const sizeLists = [...migration.matchAll(/ARRAY\[([^\]]*)\]::text\[\]/g)].map((m) => m[1]);
    expect(sizeLists).toEqual(
      Array.from({ length: 2 }, () => PRODUCT_SIZES.map((size) => `'${size}'`).join(',')),
    );
    for (const cents of [...PRICES_CENTS, 1, 2 ** 31 - 1]) {
      const result = await t.db.execute(sql`select product_price_band(${cents}::integer) as band`);
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      expect(Number((rows[0] as { band: number }).band), `${cents} cents`).toBe(bandOf(cents));
    }
    expect(PRICE_BANDS).toHaveLength(4);
  });

  it('answer only queries of facet choices; a name, a range or a rating is scanned', () => {
    const base = facetQueries(random, slugs(), 0)[0]!;
    expect(answeredByRollup(base)).toBe(true);
    expect(answeredByRollup({ ...base, name: 'agbada' })).toBe(false);
    expect(answeredByRollup({ ...base, min: 0 })).toBe(false);
    expect(answeredByRollup({ ...base, max: 100 })).toBe(false);
    expect(answeredByRollup({ ...base, rating: 4 })).toBe(false);
  });

  it('equal the scan after each of many random writes', async () => {
    await expectExact('at the start');
    for (let round = 0; round < 12; round += 1) {
      for (let i = 0; i < 15; i += 1) {
        const product = pick(productRows);
        // Some writes together in one transaction, as the services make them.
        if (chance(0.3)) {
          await t.db.transaction(async (tx) => {
            await randomWrite(tx, product);
            await randomWrite(tx, product);
          });
        } else {
          await randomWrite(t.db, product);
        }
      }
      if (round % 3 === 1) {
        // A product deleted (its links and stock go with it), a new one made.
        const gone = pick(productRows);
        await t.db.delete(products).where(eq(products.id, gone.id));
        await newProduct();
      }
      if (round === 5) {
        // A category's products replaced, as the category admin does.
        const category = pick(categoryRows);
        await t.db.transaction(async (tx) => {
          await tx.delete(categoryProducts).where(eq(categoryProducts.categoryId, category.id));
          await tx
            .insert(categoryProducts)
            .values(
              productRows
                .filter(() => chance(0.3))
                .map((p) => ({ categoryId: category.id, productId: p.id })),
            )
            .onConflictDoNothing();
        });
      }
      if (round === 8) {
        // A brand's products switched off together (a merchant disabled), then a brand and a
        // category deleted (products left without a brand, links gone).
        const brand = pick(brandRows);
        await t.db.update(products).set({ isActive: false }).where(eq(products.brandId, brand.id));
        const [deletedBrand] = brandRows.splice(3, 1);
        await t.db.delete(brands).where(eq(brands.id, deletedBrand!.id));
        const [deletedCategory] = categoryRows.splice(3, 1);
        await t.db.delete(categories).where(eq(categories.id, deletedCategory!.id));
        brandRows.push(await t.factories.brand());
        categoryRows.push(await t.factories.category());
      }
      productRows = await currentProducts();
      await expectExact(`after round ${round + 1} (seed ${SEED})`);
    }
  });

  it('stay exact with writers side by side', { timeout: 120_000 }, async () => {
    // Few products, so that writers meet on the same products, keys and count rows. Each
    // transaction writes its products in id order, as the store's writers lock them.
    const shared = productRows.slice(0, 8);
    const worker = async () => {
      for (let i = 0; i < 12; i += 1) {
        const chosen = shared
          .filter(() => chance(0.3))
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        if (chosen.length === 0) chosen.push(pick(shared));
        const kind = chance(0.6) ? 'stock' : 'shape';
        await t.db.transaction(async (tx) => {
          for (const product of chosen) await randomWrite(tx, product, kind);
        });
      }
    };
    // Brands and categories switched off and on meanwhile, each in its own statement.
    const switcher = async () => {
      for (let i = 0; i < 12; i += 1) {
        await t.db
          .update(brands)
          .set({ isActive: sql`not ${brands.isActive}` })
          .where(eq(brands.id, pick(brandRows).id));
        await t.db
          .update(categories)
          .set({ isActive: sql`not ${categories.isActive}` })
          .where(eq(categories.id, pick(categoryRows).id));
      }
    };
    await Promise.all([...Array.from({ length: 8 }, worker), switcher()]);
    await expectExact(`after concurrent writers (seed ${SEED})`);
    // Links of one product added and removed from many connections at once.
    const [target] = shared;
    await Promise.all(
      categoryRows.map((category) =>
        t.db
          .insert(categoryProducts)
          .values({ categoryId: category.id, productId: target!.id })
          .onConflictDoNothing(),
      ),
    );
    await expectExact('after links added at once');
    await Promise.all(
      categoryRows.map((category) =>
        t.db
          .delete(categoryProducts)
          .where(
            and(
              eq(categoryProducts.categoryId, category.id),
              inArray(categoryProducts.productId, [target!.id]),
            ),
          ),
      ),
    );
    await expectExact('after links removed at once');
  });
});
