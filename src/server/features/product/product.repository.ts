import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { ProductListQuery } from '#shared/product/product.schemas';
import { dollarsToCents } from '#shared/common/money';
import { escapeLike } from '#shared/common/text';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { products, type ProductRow } from './product.table';

export interface ProductWithBrand {
  product: ProductRow;
  brand: { id: string; name: string; slug: string; isActive: boolean } | null;
}

const brandColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  isActive: brands.isActive,
};

/** A product is in the shop when it and its brand are active. */
const visible = and(eq(products.isActive, true), eq(brands.isActive, true));

function listFilters(query: ProductListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [visible];
  if (query.brand) conditions.push(eq(brands.slug, query.brand));
  if (query.category) {
    conditions.push(
      sql`exists (select 1 from ${categoryProducts} join ${categories} on ${categories.id} = ${categoryProducts.categoryId}
        where ${categoryProducts.productId} = ${products.id} and ${categories.slug} = ${query.category} and ${categories.isActive})`,
    );
  }
  if (query.name) conditions.push(ilike(products.name, `%${escapeLike(query.name)}%`));
  if (query.min !== undefined)
    conditions.push(sql`${products.priceCents} >= ${dollarsToCents(query.min)}`);
  if (query.max !== undefined)
    conditions.push(sql`${products.priceCents} <= ${dollarsToCents(query.max)}`);
  if (query.rating) {
    // Average of approved reviews at least `rating`, without dividing. The cast keeps a
    // fractional rating (4.5) from being read as an integer parameter.
    conditions.push(
      sql`${products.reviewCount} > 0 and ${products.ratingSum} >= cast(${query.rating} as numeric) * ${products.reviewCount}`,
    );
  }
  return and(...conditions);
}

function listOrder(order: ProductListQuery['order']) {
  switch (order) {
    case 1:
      return [desc(products.priceCents), desc(products.id)];
    case 2:
      return [asc(products.priceCents), desc(products.id)];
    default:
      return [desc(products.id)];
  }
}

/** One page of the shop and the number of products matching the filters. */
export async function listVisibleProducts(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<{ rows: ProductWithBrand[]; total: number }> {
  const where = listFilters(query);
  const [rows, totals] = await Promise.all([
    db
      .select({ product: products, brand: brandColumns })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(...listOrder(query.order))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A visible product by slug, or by id when the value is an id. */
export async function findVisibleProduct(
  db: DbOrTx,
  slugOrId: string,
  isId: boolean,
): Promise<ProductWithBrand | null> {
  const match = isId
    ? or(eq(products.slug, slugOrId), eq(products.id, slugOrId))
    : eq(products.slug, slugOrId);
  const rows = await db
    .select({ product: products, brand: brandColumns })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(match, visible))
    .limit(1);
  return rows[0] ?? null;
}

/** How close a word of a name must be to the search term (pg_trgm word similarity). */
const WORD_SIMILARITY = 0.45;

export interface Suggestion {
  name: string;
  slug: string;
  imageKey: string | null;
  priceCents: number;
}

/**
 * Up to `limit` visible products whose name contains the term, or contains a word close to it
 * (pg_trgm word similarity), best matches first.
 */
export async function searchVisibleProducts(
  db: DbOrTx,
  term: string,
  limit: number,
): Promise<Suggestion[]> {
  const contains = `%${escapeLike(term)}%`;
  return db.transaction(async (tx) => {
    // A looser word-similarity threshold than the default 0.6 lets "agbda" find "Agbada".
    await tx.execute(
      sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY))}`,
    );
    return tx
      .select({
        name: products.name,
        slug: products.slug,
        imageKey: products.imageKey,
        priceCents: products.priceCents,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(visible, or(ilike(products.name, contains), sql`${term} <% ${products.name}`)))
      .orderBy(
        desc(sql`${products.name} ilike ${contains}`),
        desc(sql`word_similarity(${term}, ${products.name})`),
        desc(products.id),
      )
      .limit(limit);
  });
}

/** Ids and names for select lists; `brandId` narrows to one brand. */
export async function listProductOptions(
  db: DbOrTx,
  brandId?: string,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(brandId ? eq(products.brandId, brandId) : undefined)
    .orderBy(asc(products.name));
}

/** Slugs and change dates of every product in the shop, for the sitemap. */
export async function listVisibleSlugs(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<Array<{ slug: string; updated: Date }>> {
  return db
    .select({ slug: products.slug, updated: products.updated })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(visible)
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countVisible(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(visible);
  return rows[0]?.total ?? 0;
}
