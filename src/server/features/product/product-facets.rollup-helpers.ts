import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { PRODUCT_SIZES } from '#shared/common/constants';
import { PRICE_BAND_IDS, PRICE_BANDS } from '#shared/product/facets';
import { ProductListQuerySchema, type ProductListQuery } from '#shared/product/product.schemas';

import type { DbOrTx } from '../../db/client';
import { readFacetCountsByScan } from './product-facets.repository';
import { readFacetCountsFromRollup, sizeBits } from './product-facets.rollup';

/*
 * For the tests of the kept facet counts (decision 0052): the counts worked out again from the
 * rows, the kept ones as read, and the comparison of the two readers over many queries.
 */

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;

const keyOf = (brandId: string, band: number, categoryIds: readonly string[]) =>
  `${brandId}|${band}|${[...categoryIds].sort().join(',')}`;

/** The band of a price in cents, from PRICE_BANDS. */
export const bandOf = (cents: number) =>
  PRICE_BANDS.findIndex(
    (band) => cents >= band.fromCents && (band.toCents === null || cents < band.toCents),
  );

/**
 * product_facet_counts as it should be, from products and category_products: per brand, band
 * and set of categories of the active products with a brand, for each size choice s (0 to 63)
 * the products with a size of s in stock (all of them for s = 0). Keys whose every count is 0
 * are left out.
 */
export async function recomputedFacetCounts(db: DbOrTx): Promise<Record<string, number[]>> {
  const products = rowsOf<{
    id: string;
    brand_id: string | null;
    is_active: boolean;
    price_cents: number;
    sizes_in_stock: string[] | string;
  }>(
    await db.execute(
      sql`select id, brand_id, is_active, price_cents, sizes_in_stock from products`,
    ),
  );
  const links = rowsOf<{ product_id: string; category_id: string }>(
    await db.execute(sql`select product_id, category_id from category_products`),
  );
  const categoriesOf = new Map<string, string[]>();
  for (const link of links) {
    categoriesOf.set(link.product_id, [
      ...(categoriesOf.get(link.product_id) ?? []),
      link.category_id,
    ]);
  }
  const counts: Record<string, number[]> = {};
  for (const product of products) {
    if (!product.is_active || product.brand_id === null) continue;
    const inStock = parseTextArray(product.sizes_in_stock);
    const bits = sizeBits(inStock);
    const key = keyOf(
      product.brand_id,
      bandOf(Number(product.price_cents)),
      categoriesOf.get(product.id) ?? [],
    );
    const vector = (counts[key] ??= Array.from({ length: 64 }, () => 0));
    for (let s = 0; s < 64; s += 1)
      if (s === 0 || (s & bits) !== 0) vector[s] = (vector[s] ?? 0) + 1;
  }
  return counts;
}

/** product_facet_counts as kept, without the keys whose every count came back to 0. */
export async function keptFacetCounts(db: DbOrTx): Promise<Record<string, number[]>> {
  const rows = rowsOf<{
    brand_id: string;
    band: number;
    category_ids: string[] | string;
    products: number[] | string;
  }>(
    await db.execute(sql`select brand_id, band, category_ids, products from product_facet_counts`),
  );
  const kept: Record<string, number[]> = {};
  for (const row of rows) {
    const vector = parseTextArray(row.products).map(Number);
    expect(vector).toHaveLength(64);
    if (vector.every((n) => n === 0)) continue;
    kept[keyOf(row.brand_id, Number(row.band), parseTextArray(row.category_ids))] = vector;
  }
  return kept;
}

/** A PostgreSQL array as a driver gives it: an array, or its text ('{a,b}'). */
function parseTextArray(value: unknown[] | string): string[] {
  if (Array.isArray(value)) return value.map(String);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}

/** The kept counts equal the ones worked out from the rows. */
export async function expectCountsKept(db: DbOrTx, when: string): Promise<void> {
  expect(await keptFacetCounts(db), `kept counts ${when}`).toEqual(await recomputedFacetCounts(db));
}

/** A list query of facet choices only, as the API reads it. */
export function facetQuery(choices: {
  sizes?: readonly string[];
  brands?: readonly string[];
  categories?: readonly string[];
  prices?: readonly string[];
}): ProductListQuery {
  return ProductListQuerySchema.parse({
    size: [...(choices.sizes ?? [])],
    brand: [...(choices.brands ?? [])],
    category: [...(choices.categories ?? [])],
    price: [...(choices.prices ?? [])],
  });
}

/** Some of `items`, each with the chance `p`. */
const someOf = <T>(random: () => number, items: readonly T[], p: number) =>
  items.filter(() => random() < p);

/**
 * Queries over these slugs: none, each choice alone, and `randomCount` random mixes of every
 * facet (several choices of one facet too, slugs of inactive or unknown brands and categories).
 */
export function facetQueries(
  random: () => number,
  slugs: { brands: readonly string[]; categories: readonly string[] },
  randomCount: number,
): ProductListQuery[] {
  const queries: ProductListQuery[] = [facetQuery({})];
  for (const size of PRODUCT_SIZES) queries.push(facetQuery({ sizes: [size] }));
  for (const brand of slugs.brands) queries.push(facetQuery({ brands: [brand] }));
  for (const category of slugs.categories) queries.push(facetQuery({ categories: [category] }));
  for (const price of PRICE_BAND_IDS) queries.push(facetQuery({ prices: [price] }));
  for (let i = 0; i < randomCount; i += 1) {
    queries.push(
      facetQuery({
        sizes: someOf(random, PRODUCT_SIZES, 0.3),
        brands: someOf(random, slugs.brands, 0.3),
        categories: someOf(random, slugs.categories, 0.3),
        prices: someOf(random, PRICE_BAND_IDS, 0.3),
      }),
    );
  }
  return queries;
}

/** For every query, the kept counts answer exactly what the scan answers. */
export async function expectRollupAnswersScan(
  db: DbOrTx,
  queries: readonly ProductListQuery[],
  when: string,
): Promise<void> {
  for (const query of queries) {
    const [kept, scanned] = await Promise.all([
      readFacetCountsFromRollup(db, query),
      readFacetCountsByScan(db, query),
    ]);
    const choices = JSON.stringify({
      sizes: query.sizes,
      brands: query.brands,
      categories: query.categories,
      prices: query.prices,
    });
    expect(kept, `${when}: ${choices}`).toEqual(scanned);
  }
}

/** A small deterministic generator (mulberry32): the same seed, the same catalog and writes. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
