import { inArray, sql, type SQL } from 'drizzle-orm';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { PRICE_BANDS } from '#shared/product/facets';
import type { ProductListQuery } from '#shared/product/product.schemas';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories } from '../category/category.table';
import { productFacetCounts } from './product.table';

/** A facet's counts as read: per value (a size, a band id, a brand's or category's slug). */
export interface FacetRows {
  /** Products matching every filter. */
  total: number;
  sizes: Record<ProductSize, number>;
  prices: Record<string, number>;
  brands: Array<{ slug: string; name: string; count: number }>;
  categories: Array<{ slug: string; name: string; count: number }>;
}

/** What both statements answer: json numbers (or numeric strings) by name. */
export interface RawFacetAnswer {
  totals: Record<string, number | string | null> | null;
  brands: Array<{ slug: string; name: string; count: number }> | null;
  categories: Array<{ slug: string; name: string; count: number }> | null;
}

/**
 * Whether the kept counts can answer this query: only facet choices (sizes, brands, categories,
 * price bands). A name, a price range or a rating is not kept, and is counted by a scan.
 */
export function answeredByRollup(query: ProductListQuery): boolean {
  return !query.name && query.min === undefined && query.max === undefined && !query.rating;
}

/** The bits of these sizes, as product_facet_keys.sizes keeps them (bit i: PRODUCT_SIZES[i]). */
export function sizeBits(sizes: readonly string[]): number {
  return PRODUCT_SIZES.reduce(
    (bits, size, index) => (sizes.includes(size) ? bits | (1 << index) : bits),
    0,
  );
}

/** The column of `products[]` of a size choice (arrays start at 1). */
const choiceColumn = (bits: number) => sql.raw(`products[${bits + 1}]`);

/**
 * Each facet's counts from the kept counts (decision 0052, drizzle/0032_facet_counts.sql): a sum
 * over product_facet_counts' rows of the active brands (one per brand, price band and set of
 * categories), whatever the catalog's size. A row's `products[s + 1]` counts its products with a
 * size of the choice `s` in stock (all of them for s = 0), so the sizes chosen are one column and
 * each size's own count another; a product counts once in its row however many sizes it has.
 * The same answers as the scan of product-facets.repository.ts, for the queries
 * `answeredByRollup` accepts (product-facets.rollup.test.ts compares them).
 */
export async function readFacetCountsFromRollup(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<FacetRows> {
  const chosen = choiceColumn(sizeBits(query.sizes));
  const bandIndexes = PRICE_BANDS.flatMap((band, index) =>
    query.prices.includes(band.id) ? [index] : [],
  );
  const ok = {
    brand:
      query.brands.length > 0
        ? sql`f.brand_id in (select ${brands.id} from ${brands} where ${inArray(brands.slug, [...query.brands])})`
        : sql`true`,
    category:
      query.categories.length > 0
        ? sql`f.category_ids && array(select ${categories.id} from ${categories}
            where ${categories.isActive} and ${inArray(categories.slug, [...query.categories])})`
        : sql`true`,
    price:
      query.prices.length > 0
        ? sql`f.band = any(array[${sql.join(
            bandIndexes.map((index) => sql`${index}`),
            sql`, `,
          )}]::smallint[])`
        : sql`true`,
  };
  const sizeColumns = PRODUCT_SIZES.map(
    (_, index) => sql`${choiceColumn(1 << index)} as ${sql.raw(`one_${index}`)}`,
  );
  const sizeCounts = PRODUCT_SIZES.map(
    (_, index) =>
      sql`sum(${sql.raw(`one_${index}`)}) filter (where b_ok and c_ok and p_ok) as ${sql.raw(`size_${index}`)}`,
  );
  const priceCounts = PRICE_BANDS.map(
    (_, index) =>
      sql`sum(n) filter (where b_ok and c_ok and band = ${index}) as ${sql.raw(`price_${index}`)}`,
  );

  const result = await db.execute(sql`
    with base as materialized (
      select f.brand_id, f.band, f.category_ids, ${chosen} as n, ${sql.join(sizeColumns, sql`, `)},
        (${ok.brand}) as b_ok, (${ok.category}) as c_ok, (${ok.price}) as p_ok
      from ${productFacetCounts} f
      where f.brand_id = any(array(select ${brands.id} from ${brands} where ${brands.isActive}))
    ),
    by_brand as (
      select brand_id,
        sum(n) filter (where c_ok and p_ok) as brand_count,
        sum(n) filter (where b_ok and c_ok and p_ok) as total,
        ${sql.join([...sizeCounts, ...priceCounts], sql`, `)}
      from base group by brand_id
    ),
    by_category as (
      select linked.category_id, sum(n) as n
      from base cross join lateral unnest(base.category_ids) as linked(category_id)
      where b_ok and p_ok
      group by linked.category_id
    )
    ${facetAnswer()}
  `);
  const [row] = (result as unknown as { rows: RawFacetAnswer[] }).rows;
  return toFacetRows(row ?? { totals: null, brands: null, categories: null });
}

/** The statement's answer (json numbers or numeric strings) as FacetRows. */
/**
 * The answer's last select, the same for the rollup and the scan: the sums of the `by_brand`
 * rows (total, each size, each band), every active brand with its `brand_count` and every active
 * category with its `by_category` count.
 */
export function facetAnswer(): SQL {
  const sumOf = (name: string) => sql`${sql.raw(`'${name}'`)}, coalesce(sum(${sql.raw(name)}), 0)`;
  return sql`
    select
      (select json_build_object(${sql.join(
        [
          'total',
          ...PRODUCT_SIZES.map((_, i) => `size_${i}`),
          ...PRICE_BANDS.map((_, i) => `price_${i}`),
        ].map(sumOf),
        sql`, `,
      )}) from by_brand) as totals,
      (select json_agg(json_build_object('slug', b.slug, 'name', b.name, 'count', coalesce(x.brand_count, 0))
          order by b.name, b.slug)
        from ${brands} b left join by_brand x on x.brand_id = b.id where b.is_active) as brands,
      (select json_agg(json_build_object('slug', c.slug, 'name', c.name, 'count', coalesce(x.n, 0))
          order by c.name, c.slug)
        from ${categories} c left join by_category x on x.category_id = c.id where c.is_active) as categories
  `;
}

export function toFacetRows(row: RawFacetAnswer): FacetRows {
  const totals = row.totals ?? {};
  const read = (name: string) => Number(totals[name] ?? 0);
  return {
    total: read('total'),
    sizes: Object.fromEntries(PRODUCT_SIZES.map((size, i) => [size, read(`size_${i}`)])) as Record<
      ProductSize,
      number
    >,
    prices: Object.fromEntries(PRICE_BANDS.map((band, i) => [band.id, read(`price_${i}`)])),
    brands: (row.brands ?? []).map((b) => ({ ...b, count: Number(b.count) })),
    categories: (row.categories ?? []).map((c) => ({ ...c, count: Number(c.count) })),
  };
}
