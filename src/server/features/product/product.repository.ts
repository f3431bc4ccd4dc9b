import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

import type { ProductSize } from '#shared/common/constants';
import type { ProductListQuery } from '#shared/product/product.schemas';
import { dollarsToCents } from '#shared/common/money';
import { escapeLike } from '#shared/common/text';

import { PRICE_BANDS, type PriceBandId } from '#shared/product/facets';
import { inSizeOrder, type SizeQuantity } from '#shared/product/size-stock';

import type { DbOrTx, Tx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories, categoryCounts, categoryProducts } from '../category/category.table';
import { sizeStockOf } from './product-stock.repository';
import { isVisibleProduct, visibleProductAlone } from './product-visibility';
import { catalogVersion, productCounts, products, type ProductRow } from './product.table';

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

/**
 * Filters whose totals are not kept (the visibility, the brands and one category make a total a
 * sum over product_counts or category_counts; a product in two categories would count twice).
 */
function hasUncountedFilters(query: ProductListQuery): boolean {
  return Boolean(
    query.name ||
    query.min !== undefined ||
    query.max !== undefined ||
    query.rating ||
    query.sizes.length > 0 ||
    query.prices.length > 0 ||
    query.categories.length > 1,
  );
}

/** In one of these active categories (by slug). */
export function inCategories(slugs: readonly string[]): SQL {
  return sql`exists (select 1 from ${categoryProducts} join ${categories} on ${categories.id} = ${categoryProducts.categoryId}
        where ${categoryProducts.productId} = ${products.id} and ${inArray(categories.slug, [...slugs])} and ${categories.isActive})`;
}

/**
 * Has stock in one of these sizes: `sizes_in_stock` (drizzle/0030_facets.sql) is that size's own
 * stock above 0 for a product kept per size, else the shared stock above 0 and the size offered
 * (every size when it lists none), as decision 0039 has it.
 */
export function inStockInSizes(sizes: readonly ProductSize[]): SQL {
  return sql`${products.sizesInStock} && array[${sql.join(
    sizes.map((size) => sql`${size}`),
    sql`, `,
  )}]::text[]`;
}

/** In one of these price bands (decision 0052). */
export function inPriceBands(ids: readonly PriceBandId[]): SQL | undefined {
  return or(
    ...PRICE_BANDS.filter((band) => ids.includes(band.id)).map((band) =>
      and(
        gte(products.priceCents, band.fromCents),
        band.toCents === null ? undefined : lt(products.priceCents, band.toCents),
      ),
    ),
  );
}

/** The filters every facet applies: the shop's visibility, the name, the price range, the rating. */
export function baseFilters(query: ProductListQuery): Array<SQL | undefined> {
  const conditions: Array<SQL | undefined> = [];
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
  return conditions;
}

function listFilters(query: ProductListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    visibleProductAlone(query.brands),
    ...baseFilters(query),
  ];
  if (query.categories.length > 0) conditions.push(inCategories(query.categories));
  if (query.sizes.length > 0) conditions.push(inStockInSizes(query.sizes));
  if (query.prices.length > 0) conditions.push(inPriceBands(query.prices));
  return and(...conditions);
}

/** The sort of each order, and the same sort read backwards (for pages past the middle). */
function listOrder(order: ProductListQuery['order'], backwards = false) {
  const [first, second] = backwards ? [asc, desc] : [desc, asc];
  switch (order) {
    case 1:
      return [first(products.priceCents), first(products.id)];
    case 2:
      return [second(products.priceCents), first(products.id)];
    default:
      return [first(products.id)];
  }
}

/** The catalog's version (see catalogVersion), read in the statement that selects it. */
const versionNow = sql<string>`(select ${catalogVersion.value}::text from ${catalogVersion})`;

interface Counted {
  total: number;
  /** The catalog version the total was read at. */
  version: string;
}

/**
 * Active products of active brands (of one brand), from product_counts: exact, kept by triggers,
 * and a sum over a few brands however many products there are.
 */
async function countFromBrandTotals(
  db: DbOrTx,
  brandSlugs: readonly string[] = [],
): Promise<Counted> {
  const rows = await db
    .select({
      total: sql<number>`coalesce(sum(${productCounts.active}), 0)::int`,
      version: versionNow,
    })
    .from(productCounts)
    .innerJoin(brands, eq(brands.id, productCounts.brandId))
    .where(
      and(
        eq(brands.isActive, true),
        brandSlugs.length > 0 ? inArray(brands.slug, [...brandSlugs]) : undefined,
      ),
    );
  return { total: Number(rows[0]?.total ?? 0), version: String(rows[0]?.version) };
}

/**
 * Active products of active brands (of one brand) in an active category, from category_counts:
 * exact, kept by triggers, and a sum over a few brands however many products the category holds.
 */
async function countFromCategoryTotals(
  db: DbOrTx,
  categorySlug: string,
  brandSlugs: readonly string[],
): Promise<Counted> {
  const rows = await db
    .select({
      total: sql<number>`coalesce(sum(${categoryCounts.active}), 0)::int`,
      version: versionNow,
    })
    .from(categoryCounts)
    .innerJoin(categories, eq(categories.id, categoryCounts.categoryId))
    .innerJoin(brands, eq(brands.id, categoryCounts.brandId))
    .where(
      and(
        eq(categories.slug, categorySlug),
        eq(categories.isActive, true),
        eq(brands.isActive, true),
        brandSlugs.length > 0 ? inArray(brands.slug, [...brandSlugs]) : undefined,
      ),
    );
  return { total: Number(rows[0]?.total ?? 0), version: String(rows[0]?.version) };
}

/** Where a row sits in a list's order: its sort key. */
export interface ListKey {
  id: string;
  priceCents: number;
}

/** Known positions of one list at one catalog version: keys[j] is the row at (j + 1) × every − 1. */
export interface ListAnchors {
  version: string;
  every: number;
  keys: ListKey[];
}

/** Where listVisibleProducts finds anchors, and says which lists would need them. */
export interface ListPositions {
  /** Rows between anchors: a page walks at most half of it. */
  readonly every: number;
  /** The list's anchors read at `version`, if known. */
  anchors(query: ProductListQuery, version: string): ListAnchors | undefined;
  /** A page of this list had to walk more than `every` rows at `version`. */
  wanted(query: ProductListQuery, version: string): void;
}

/** Rows after (or before) `key` in the list's order. */
function beyond(order: ProductListQuery['order'], key: ListKey, side: 'after' | 'before'): SQL {
  const [further, nearer] = side === 'after' ? [sql`<`, sql`>`] : [sql`>`, sql`<`];
  switch (order) {
    case 1: // price, then id, both descending
      return sql`(${products.priceCents}, ${products.id}) ${further} (${key.priceCents}, ${key.id})`;
    case 2: // price ascending, then id descending
      return sql`(${products.priceCents} ${nearer} ${key.priceCents} or (${products.priceCents} = ${key.priceCents} and ${products.id} ${further} ${key.id}))`;
    default: // id descending
      return sql`${products.id} ${further} ${key.id}`;
  }
}

/**
 * How one page is read: from an end of the list or from an anchor, walking `skip` rows in the
 * list's order (backwards: from the far side, then put back in order).
 */
interface PagePlan {
  backwards: boolean;
  skip: number;
  from?: { key: ListKey; version: string };
}

/**
 * The cheapest way to read rows offset..offset+take−1 of a list of `total`: from the start, from
 * the end, or from the nearest anchor on either side.
 */
function planPage(offset: number, take: number, total: number, anchors?: ListAnchors): PagePlan {
  const plans: PagePlan[] = [
    { backwards: false, skip: offset },
    { backwards: true, skip: total - offset - take },
  ];
  if (anchors) {
    const { every, keys, version } = anchors;
    // The anchor at or before the page's first row, read forwards from just after it...
    const before = Math.floor(offset / every) - 1;
    const beforeKey = keys[before];
    if (beforeKey)
      plans.push({
        backwards: false,
        skip: offset - (before + 1) * every,
        from: { key: beforeKey, version },
      });
    // ...and the first anchor after its last row, read backwards from just before it.
    const after = Math.ceil((offset + take + 1) / every) - 1;
    const afterKey = keys[after];
    if (afterKey)
      plans.push({
        backwards: true,
        skip: (after + 1) * every - 1 - (offset + take),
        from: { key: afterKey, version },
      });
  }
  return plans.reduce((best, plan) => (plan.skip < best.skip ? plan : best));
}

/**
 * Every `every`-th row's key of a list (filtered by the brand and the category only), with the
 * catalog version it was read at: one walk of the list, in one statement.
 */
export async function readListAnchors(
  db: DbOrTx,
  query: ProductListQuery,
  every: number,
): Promise<ListAnchors> {
  const numbered = db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      position:
        sql<number>`row_number() over (order by ${sql.join(listOrder(query.order), sql`, `)})`.as(
          'position',
        ),
    })
    .from(products)
    .where(
      listFilters({
        ...query,
        name: undefined,
        min: undefined,
        max: undefined,
        rating: undefined,
        sizes: [],
        prices: [],
      }),
    )
    .as('numbered');
  const rows = await db
    .select({
      version: sql<string>`${catalogVersion.value}::text`,
      id: numbered.id,
      priceCents: numbered.priceCents,
    })
    .from(catalogVersion)
    .leftJoin(numbered, sql`${numbered.position} % ${every} = 0`)
    .orderBy(numbered.position);
  const keys: ListKey[] = [];
  for (const row of rows)
    if (row.id !== null && row.priceCents !== null)
      keys.push({ id: row.id, priceCents: row.priceCents });
  return { version: String(rows[0]?.version), every, keys };
}

/**
 * One page of the shop and the number of products matching the filters.
 *
 * The page's ids are chosen by a subquery that the (…, brand_id) WHERE is_active indexes answer
 * without reading rows (an OFFSET still walks the skipped index entries), then only those rows
 * are read. When the total is kept (no filter but the brand and the category) it is read first
 * with the catalog version, and the page is read from whichever is nearest: the start, the end,
 * or an anchor of `positions` read at that version. The page's statement reads the version
 * again; if the catalog changed in between, the page is read again without anchors, so the
 * answer is always the one an OFFSET would give.
 */
export async function listVisibleProducts(
  db: DbOrTx,
  query: ProductListQuery,
  positions?: ListPositions,
): Promise<{ rows: ProductWithBrand[]; total: number }> {
  const where = listFilters(query);
  const offset = (query.page - 1) * query.limit;
  const pageOf = (plan: PagePlan, take: number) => {
    const bound =
      plan.from && beyond(query.order, plan.from.key, plan.backwards ? 'before' : 'after');
    const ids = db
      .select({ id: products.id })
      .from(products)
      .where(and(where, bound))
      .orderBy(...listOrder(query.order, plan.backwards))
      .limit(take)
      .offset(plan.skip);
    return db
      .select({ product: products, brand: brandColumns, version: versionNow })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, ids))
      .orderBy(...listOrder(query.order));
  };
  const withoutVersion = (rows: Array<ProductWithBrand & { version: string }>) =>
    rows.map(({ product, brand }) => ({ product, brand }));

  if (!hasUncountedFilters(query)) {
    const [category] = query.categories;
    const { total, version } = category
      ? await countFromCategoryTotals(db, category, query.brands)
      : await countFromBrandTotals(db, query.brands);
    if (offset >= total) return { rows: [], total };
    const take = Math.min(query.limit, total - offset);
    const anchors = positions?.anchors(query, version);
    const plan = planPage(offset, take, total, anchors);
    if (!anchors && positions && plan.skip > positions.every) positions.wanted(query, version);
    const rows = await pageOf(plan, take);
    if (plan.from && (rows.length === 0 || rows.some((row) => row.version !== plan.from?.version)))
      return { rows: withoutVersion(await pageOf(planPage(offset, take, total), take)), total };
    return { rows: withoutVersion(rows), total };
  }

  const [rows, totals] = await Promise.all([
    pageOf({ backwards: false, skip: offset }, query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: withoutVersion(rows), total: totals[0]?.total ?? 0 };
}

/**
 * The rows with their stock per size (decision 0039), read for all of them in one statement:
 * a list costs one more query, never one per product.
 */
export async function withSizeStock<Row extends { product: ProductRow }>(
  db: DbOrTx,
  rows: readonly Row[],
): Promise<Array<Row & { sizeStock: SizeQuantity[] }>> {
  const found = await sizeStockOf(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map((row) => ({ ...row, sizeStock: inSizeOrder(found.get(row.product.id) ?? []) }));
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
    .where(and(match, isVisibleProduct))
    .limit(1);
  return rows[0] ?? null;
}

/** How close a word of a name must be to the search term (pg_trgm word similarity). */
const WORD_SIMILARITY = 0.45;

/**
 * How many matches of a pass are ranked: the newest this many. A common word can match a good
 * share of a large catalog; ranking them all by word similarity grows with the catalog, while
 * a window read newest first from an index stays the same size. Near misses cost more to find
 * (word similarity is computed on every name read), so their window is smaller.
 */
export const SEARCH_WINDOW = { contains: 200, near: 50 } as const;

export interface Suggestion {
  name: string;
  slug: string;
  imageKey: string | null;
  priceCents: number;
}

const suggestionColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  imageKey: products.imageKey,
  priceCents: products.priceCents,
};

/**
 * The newest `size` visible products matching `match`, ranked by word similarity to the
 * term (closest first, then newest), the first `limit`.
 */
function rankedWindow(
  db: DbOrTx,
  term: string,
  match: SQL | undefined,
  size: number,
  limit: number,
) {
  const window = db
    .select(suggestionColumns)
    .from(products)
    .where(and(visibleProductAlone(), match))
    .orderBy(desc(products.id))
    .limit(size)
    .as('search_window');
  return db
    .select({
      name: window.name,
      slug: window.slug,
      imageKey: window.imageKey,
      priceCents: window.priceCents,
    })
    .from(window)
    .orderBy(desc(sql`word_similarity(${term}, ${window.name})`), desc(window.id))
    .limit(limit);
}

/**
 * Up to `limit` visible products: first those whose name contains the term (case-insensitive,
 * through the trigram index), closest words first; then, only when fewer than `limit` contain
 * it, names with a word close to the term (pg_trgm word similarity), closest first. Each pass
 * ranks the newest of its matches (SEARCH_WINDOW).
 */
export async function searchVisibleProducts(
  db: DbOrTx,
  term: string,
  limit: number,
): Promise<Suggestion[]> {
  const contains = ilike(products.name, `%${escapeLike(term)}%`);
  const found = await rankedWindow(db, term, contains, SEARCH_WINDOW.contains, limit);
  if (found.length >= limit) return found;
  // Every name containing the term is in `found`; near misses fill the rest.
  const near = await db.transaction(async (tx) => {
    // A looser word-similarity threshold than the default 0.6 lets "agbda" find "Agbada".
    await tx.execute(
      sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY))}`,
    );
    return rankedWindow(
      tx,
      term,
      and(sql`${term} <% ${products.name}`, sql`not (${contains})`),
      SEARCH_WINDOW.near,
      limit - found.length,
    );
  });
  return [...found, ...near];
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
    .where(isVisibleProduct)
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many products are in the shop. */
export async function countVisible(db: DbOrTx): Promise<number> {
  return (await countFromBrandTotals(db)).total;
}

/** Holds the product's row until the transaction ends; false when there is no such product. */
export async function lockProduct(tx: Tx, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

export async function setRating(
  tx: Tx,
  productId: string,
  rating: { sum: number; count: number; fit: { small: number; true: number; large: number } },
): Promise<void> {
  await tx
    .update(products)
    .set({
      ratingSum: rating.sum,
      reviewCount: rating.count,
      fitSmall: rating.fit.small,
      fitTrue: rating.fit.true,
      fitLarge: rating.fit.large,
    })
    .where(eq(products.id, productId));
}
