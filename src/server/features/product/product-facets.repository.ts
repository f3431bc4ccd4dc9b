import { and, inArray, sql, type SQL } from 'drizzle-orm';

import { PRODUCT_SIZES } from '#shared/common/constants';
import { PRICE_BANDS } from '#shared/product/facets';
import type { ProductListQuery } from '#shared/product/product.schemas';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import {
  answeredByRollup,
  facetAnswer,
  readFacetCountsFromRollup,
  toFacetRows,
  type FacetRows,
  type RawFacetAnswer,
} from './product-facets.rollup';
import { visibleProductAlone } from './product-visibility';
import { baseFilters, inPriceBands, inStockInSizes } from './product.repository';
import { products } from './product.table';

const TRUE = sql`true`;

export type { FacetRows } from './product-facets.rollup';

/**
 * Each facet's counts under the current filters (decision 0052): from the kept counts when the
 * query has only facet choices, else by a scan of the shop's products under its filters.
 */
export async function readFacetCounts(db: DbOrTx, query: ProductListQuery): Promise<FacetRows> {
  return answeredByRollup(query)
    ? readFacetCountsFromRollup(db, query)
    : readFacetCountsByScan(db, query);
}

/**
 * Each facet's counts under the current filters, in one statement (decision 0052). The shop's
 * products under the filters every facet shares (visibility, name, price range, rating) are read
 * once, from the products_visible_facets_idx index where it can, each with whether it meets each
 * facet's choices; then every count is a filtered count over them, where a facet's own choices
 * are left out of its counts (a choice of a facet adds to it, OR; facets narrow each other, AND):
 * sizes and price bands in one pass, grouped by brand for the brands, joined to the category
 * links for the categories. Every active brand and category is answered, with 0 when none.
 */
export async function readFacetCountsByScan(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<FacetRows> {
  // Each a column of `base`; IN (subquery) is read once into a hash, not once per product.
  const ok = {
    size: query.sizes.length > 0 ? inStockInSizes(query.sizes) : TRUE,
    brand:
      query.brands.length > 0
        ? sql`${products.brandId} in (select ${brands.id} from ${brands} where ${inArray(brands.slug, [...query.brands])})`
        : TRUE,
    category:
      query.categories.length > 0
        ? sql`${products.id} in (select ${categoryProducts.productId} from ${categoryProducts}
            join ${categories} on ${categories.id} = ${categoryProducts.categoryId}
            where ${categories.isActive} and ${inArray(categories.slug, [...query.categories])})`
        : TRUE,
    price: query.prices.length > 0 ? (inPriceBands(query.prices) ?? TRUE) : TRUE,
  };
  const where: SQL | undefined = and(visibleProductAlone(), ...baseFilters(query));

  // Per size and per band: the products meeting every other facet and in that size or band.
  const sizeCounts = PRODUCT_SIZES.map(
    (size, index) =>
      sql`count(*) filter (where b_ok and c_ok and p_ok and ${size} = any(sizes))::int as ${sql.raw(`size_${index}`)}`,
  );
  const priceCounts = PRICE_BANDS.map(
    (band, index) =>
      sql`count(*) filter (where s_ok and b_ok and c_ok and price_cents >= ${band.fromCents}${
        band.toCents === null ? sql`` : sql` and price_cents < ${band.toCents}`
      })::int as ${sql.raw(`price_${index}`)}`,
  );

  const result = await db.execute(sql`
    with base as materialized (
      select ${products.id} as id, ${products.brandId} as brand_id, ${products.priceCents} as price_cents,
        ${products.sizesInStock} as sizes,
        (${ok.size}) as s_ok, (${ok.brand}) as b_ok, (${ok.category}) as c_ok, (${ok.price}) as p_ok
      from ${products}
      where ${where}
    ),
    by_brand as (
      select brand_id,
        count(*) filter (where s_ok and c_ok and p_ok)::int as brand_count,
        count(*) filter (where s_ok and b_ok and c_ok and p_ok)::int as total,
        ${sql.join([...sizeCounts, ...priceCounts], sql`, `)}
      from base group by brand_id
    ),
    by_category as (
      select ${categoryProducts.categoryId} as category_id, count(*)::int as n
      from base join ${categoryProducts} on ${categoryProducts.productId} = base.id
      where s_ok and b_ok and p_ok
      group by ${categoryProducts.categoryId}
    )
    ${facetAnswer()}
  `);
  const [row] = (result as unknown as { rows: RawFacetAnswer[] }).rows;
  return toFacetRows(row ?? { totals: null, brands: null, categories: null });
}
