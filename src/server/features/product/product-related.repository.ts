import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { isVisibleProduct, visibleProductAlone } from './product-visibility';
import type { ProductWithBrand } from './product.repository';
import { products } from './product.table';

/*
 * The reads of "You may also like" and "Recently viewed" (decision 0053). Both answer only
 * visible products (product-visibility.ts: the product and its brand active).
 */

const brandColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  isActive: brands.isActive,
};

/** The ids of the active categories holding the product. */
async function activeCategoriesOf(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: categoryProducts.categoryId })
    .from(categoryProducts)
    .innerJoin(categories, eq(categories.id, categoryProducts.categoryId))
    .where(and(eq(categoryProducts.productId, productId), eq(categories.isActive, true)));
  return rows.map((row) => row.id);
}

/** The product is in one of these categories. */
function inOneOf(categoryIds: readonly string[]): SQL {
  return sql`exists (select 1 from ${categoryProducts} where ${categoryProducts.productId} = ${products.id} and ${inArray(categoryProducts.categoryId, [...categoryIds])})`;
}

/**
 * The ids of up to `limit` visible products in stock related to the product, best first: those
 * sharing a category and the brand, then a category only, then the brand only; within each,
 * newest first. Never the product itself. Each pass is a small read in id order (the
 * products_visible_* indexes) that stops at `limit`; a later pass runs only when the earlier
 * ones found fewer.
 */
export async function relatedProductIds(
  db: DbOrTx,
  product: { id: string; brandId: string | null },
  limit: number,
): Promise<string[]> {
  const categoryIds = await activeCategoriesOf(db, product.id);
  const sameBrand = product.brandId ? eq(products.brandId, product.brandId) : undefined;
  const otherBrand = product.brandId ? ne(products.brandId, product.brandId) : undefined;
  const passes: SQL[] = [];
  if (categoryIds.length > 0) {
    if (sameBrand) passes.push(and(sameBrand, inOneOf(categoryIds)) as SQL);
    passes.push(otherBrand ? (and(otherBrand, inOneOf(categoryIds)) as SQL) : inOneOf(categoryIds));
  }
  if (sameBrand) {
    passes.push(
      categoryIds.length > 0
        ? (and(sameBrand, sql`not ${inOneOf(categoryIds)}`) as SQL)
        : sameBrand,
    );
  }

  const found: string[] = [];
  for (const pass of passes) {
    if (found.length >= limit) break;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(visibleProductAlone(), ne(products.id, product.id), gt(products.inventory, 0), pass),
      )
      .orderBy(desc(products.id))
      .limit(limit - found.length);
    found.push(...rows.map((row) => row.id));
  }
  return found;
}

/** The visible products among the ids, with their brands, in the order of `ids`. */
export async function visibleProductsIn(
  db: DbOrTx,
  ids: readonly string[],
): Promise<ProductWithBrand[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, brand: brandColumns })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, [...ids]), isVisibleProduct));
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
