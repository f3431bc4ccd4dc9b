import { inArray, sql, type SQL } from 'drizzle-orm';

import { brands } from '../brand/brand.table';
import { products } from './product.table';

/**
 * A product is in the shop when it and its brand are active. For a query that joins `brands`
 * on the product's brand (a left join too: a product without a brand is not in the shop), as a
 * condition or as a selected boolean.
 */
export const isVisibleProduct: SQL<boolean> = sql<boolean>`(${products.isActive} and coalesce(${brands.isActive}, false))`;

/**
 * The same rule on products alone: the active brands' ids are read once per query (an
 * InitPlan), so the index scans on (…, brand_id) WHERE is_active check a brand without a join.
 * `brandSlugs` narrow to those brands (none given: every brand).
 */
export function visibleProductAlone(brandSlugs: readonly string[] = []): SQL {
  const ofBrand =
    brandSlugs.length > 0 ? sql` and ${inArray(brands.slug, [...brandSlugs])}` : sql``;
  return sql`${products.isActive} and ${products.brandId} = any(array(select ${brands.id} from ${brands} where ${brands.isActive}${ofBrand}))`;
}
