import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { ProductSize } from '#shared/common/constants';
import { escapeLike } from '#shared/common/text';
import type { ProductListQuery } from '#shared/product/product-list.schemas';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { merchants } from '../merchant/merchant.table';
import { products, productSizeStock, type NewProductRow, type ProductRow } from './product.table';

/** A product with its brand (and the brand's merchant), as the dashboard lists it. */
export interface AdminProductRow {
  product: ProductRow;
  brand: { id: string; name: string; slug: string; isActive: boolean } | null;
  merchant: { id: string; name: string } | null;
}

/** Which products an actor may see: every one (no brand), or one brand's. */
export interface ProductScope {
  brandId?: string;
}

const selection = {
  product: products,
  brand: { id: brands.id, name: brands.name, slug: brands.slug, isActive: brands.isActive },
  merchant: { id: merchants.id, name: merchants.name },
};

function inScope(scope: ProductScope, extra?: SQL): SQL | undefined {
  return and(scope.brandId ? eq(products.brandId, scope.brandId) : undefined, extra);
}

function selectWithBrand(db: DbOrTx) {
  return db
    .select(selection)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(merchants, eq(merchants.id, brands.merchantId));
}

const sizeRowsOf = (db: DbOrTx) =>
  db
    .select({ one: sql`1` })
    .from(productSizeStock)
    .where(eq(productSizeStock.productId, products.id));

/** The start of a sku in any letter case (the products_sku_lower_prefix_idx index). */
const skuStarts = (prefix: string) =>
  sql`lower(${products.sku}) like ${`${escapeLike(prefix.toLowerCase())}%`}`;

/** The table's filters (decision 0044), each on an index or a short subquery per row. */
function listFilter(
  db: DbOrTx,
  query: Partial<ProductListQuery>,
  lowMark: number,
): SQL | undefined {
  const { q, sku, brand, category, status, stock } = query;
  const lowSize = exists(
    db
      .select({ one: sql`1` })
      .from(productSizeStock)
      .where(
        and(eq(productSizeStock.productId, products.id), lte(productSizeStock.quantity, lowMark)),
      ),
  );
  return and(
    q ? or(ilike(products.name, `%${escapeLike(q)}%`), skuStarts(q)) : undefined,
    sku ? skuStarts(sku) : undefined,
    brand ? eq(products.brandId, brand) : undefined,
    category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(categoryProducts)
            .where(
              and(
                eq(categoryProducts.categoryId, category),
                eq(categoryProducts.productId, products.id),
              ),
            ),
        )
      : undefined,
    status ? eq(products.isActive, status === 'active') : undefined,
    stock === 'out' ? eq(products.inventory, 0) : undefined,
    stock === 'in' ? gt(products.inventory, 0) : undefined,
    // Some size at or below the mark, or a shared stock at or below it; not sold out altogether.
    stock === 'low'
      ? and(
          gt(products.inventory, 0),
          or(lowSize, and(lte(products.inventory, lowMark), notExists(sizeRowsOf(db)))),
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  created: products.created,
  name: products.name,
  sku: products.sku,
  price: products.priceCents,
  stock: products.inventory,
} as const;

/**
 * The dashboard's product table: the products in scope matching the filters, sorted (newest
 * first unless asked), a page of them (every one when `limit` is null), and how many matched.
 */
export async function pageScopedProducts(
  db: DbOrTx,
  scope: ProductScope,
  query: Partial<ProductListQuery>,
  page: { offset: number; limit: number | null },
  lowMark: number,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = inScope(scope, listFilter(db, query, lowMark));
  const sortBy = query.sort ?? 'created';
  // Newest first, and otherwise A to Z / lowest first, unless the order is given.
  const direction = (query.dir ?? (sortBy === 'created' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const order =
    sortBy === 'created'
      ? [direction(products.id)]
      : [direction(SORT_COLUMNS[sortBy]), direction(products.id)];
  const select = selectWithBrand(db)
    .where(where)
    .orderBy(...order)
    .offset(page.offset);
  const [rows, counted] = await Promise.all([
    page.limit === null ? select : select.limit(page.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findScopedProduct(
  db: DbOrTx,
  scope: ProductScope,
  id: string,
): Promise<AdminProductRow | null> {
  const rows = await selectWithBrand(db)
    .where(inScope(scope, eq(products.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function brandExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return rows.length > 0;
}

/** Whether another product has this sku, in any letter case. */
export async function isSkuTaken(db: DbOrTx, sku: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.sku}) = lower(${sku})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function isSlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertProduct(db: DbOrTx, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('The product insert returned no row.');
  return row;
}

export type ProductChanges = Partial<
  Pick<
    NewProductRow,
    | 'sku'
    | 'name'
    | 'slug'
    | 'description'
    | 'inventory'
    | 'priceCents'
    | 'taxable'
    | 'sizes'
    | 'brandId'
    | 'isActive'
    | 'madeToMeasure'
    | 'madeToMeasureSurchargeCents'
    | 'madeToMeasureLeadDays'
  >
>;

/** Changes a product in scope; null when there is none with that id. */
export async function updateScopedProduct(
  db: DbOrTx,
  scope: ProductScope,
  id: string,
  changes: ProductChanges,
): Promise<ProductRow | null> {
  const rows = await db
    .update(products)
    .set(changes)
    .where(inScope(scope, eq(products.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** The product in scope, its row held until the transaction ends; null when there is none. */
export async function lockScopedProduct(
  db: DbOrTx,
  scope: ProductScope,
  id: string,
): Promise<ProductRow | null> {
  const rows = await db
    .select()
    .from(products)
    .where(inScope(scope, eq(products.id, id)))
    .for('update');
  return rows[0] ?? null;
}

/** The image keys of a product's three slots (PUT /api/product/{id}/images). */
export async function setImageKeys(
  db: DbOrTx,
  id: string,
  keys: Pick<NewProductRow, 'imageKey' | 'image2Key' | 'image3Key'>,
): Promise<ProductRow | null> {
  const rows = await db.update(products).set(keys).where(eq(products.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * Deletes a product in scope; its category memberships, reviews and wishlist entries go with
 * it (ON DELETE CASCADE). Answers the deleted row, or null.
 */
export async function deleteScopedProduct(
  db: DbOrTx,
  scope: ProductScope,
  id: string,
): Promise<ProductRow | null> {
  const rows = await db
    .delete(products)
    .where(inScope(scope, eq(products.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** The image keys among `keys` that some product still shows. */
export async function imageKeysInUse(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ a: products.imageKey, b: products.image2Key, c: products.image3Key })
    .from(products)
    .where(
      or(
        inArray(products.imageKey, keys),
        inArray(products.image2Key, keys),
        inArray(products.image3Key, keys),
      ),
    );
  const used = new Set<string>();
  for (const row of rows) {
    for (const key of [row.a, row.b, row.c]) if (key && keys.includes(key)) used.add(key);
  }
  return used;
}

/** Switches off every product of the brand; answers how many were on. */
export async function switchOffProductsOfBrand(db: DbOrTx, brandId: string): Promise<number> {
  const rows = await db
    .update(products)
    .set({ isActive: false })
    .where(and(eq(products.brandId, brandId), eq(products.isActive, true)))
    .returning({ id: products.id });
  return rows.length;
}

/** A product, or one of its sizes, running low (see listLowStock). */
export interface LowStockRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  isActive: boolean;
  brand: { id: string; name: string } | null;
  size: ProductSize | null;
  quantity: number;
}

/**
 * The sizes of products kept per size with at most `threshold` units, and the products keeping
 * one shared stock with at most that many (size null), in scope: fewest first, at most `limit`.
 */
export async function listLowStock(
  db: DbOrTx,
  scope: ProductScope,
  threshold: number,
  limit: number,
): Promise<LowStockRow[]> {
  const columns = {
    id: products.id,
    name: products.name,
    slug: products.slug,
    sku: products.sku,
    isActive: products.isActive,
    brand: { id: brands.id, name: brands.name },
  };
  const [perSize, shared] = await Promise.all([
    db
      .select({ ...columns, size: productSizeStock.size, quantity: productSizeStock.quantity })
      .from(productSizeStock)
      .innerJoin(products, eq(products.id, productSizeStock.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inScope(scope, lte(productSizeStock.quantity, threshold)))
      .orderBy(asc(productSizeStock.quantity), asc(products.name))
      .limit(limit),
    db
      .select({ ...columns, size: sql<ProductSize | null>`null`, quantity: products.inventory })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(
        inScope(
          scope,
          and(
            lte(products.inventory, threshold),
            notExists(
              db
                .select({ one: sql`1` })
                .from(productSizeStock)
                .where(eq(productSizeStock.productId, products.id)),
            ),
          ),
        ),
      )
      .orderBy(asc(products.inventory), asc(products.name))
      .limit(limit),
  ]);
  return [...perSize, ...shared]
    .sort((a, b) => a.quantity - b.quantity || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The products of these ids in scope, their rows held until the transaction ends, in id order. */
export async function lockScopedProducts(
  db: DbOrTx,
  scope: ProductScope,
  ids: readonly string[],
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(inScope(scope, inArray(products.id, [...ids])))
    .orderBy(asc(products.id))
    .for('update');
}

/** The categories of each product, by product id. */
export async function categoriesOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ productId: categoryProducts.productId, categoryId: categoryProducts.categoryId })
    .from(categoryProducts)
    .where(inArray(categoryProducts.productId, [...ids]))
    .orderBy(asc(categoryProducts.categoryId));
  const result = new Map<string, string[]>();
  for (const row of rows)
    result.set(row.productId, [...(result.get(row.productId) ?? []), row.categoryId]);
  return result;
}

/** The products belong to this category alone from now on. */
export async function moveToCategory(
  db: DbOrTx,
  ids: readonly string[],
  categoryId: string,
): Promise<void> {
  await db
    .delete(categoryProducts)
    .where(
      and(
        inArray(categoryProducts.productId, [...ids]),
        ne(categoryProducts.categoryId, categoryId),
      ),
    );
  await db
    .insert(categoryProducts)
    .values(ids.map((productId) => ({ categoryId, productId })))
    .onConflictDoNothing();
}

export async function setActiveOf(db: DbOrTx, ids: readonly string[], isActive: boolean) {
  await db
    .update(products)
    .set({ isActive })
    .where(inArray(products.id, [...ids]));
}

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * The products whose sku is one of these, in any letter case, whatever their brand (the import
 * tells a merchant's own sku from another brand's); held until the transaction ends when
 * `lock`, in id order.
 */
export async function productsBySku(
  db: DbOrTx,
  skus: readonly string[],
  lock: boolean,
): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  const lowered = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  const query = db
    .select()
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, lowered))
    .orderBy(asc(products.id));
  return lock ? query.for('update') : query;
}

/** Every brand's id and name (the import finds brands by name). */
export function brandNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: brands.id, name: brands.name }).from(brands);
}

/** Every category's id and name (the import finds categories by name). */
export function categoryNames(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: categories.id, name: categories.name }).from(categories);
}

/** The product belongs to exactly these categories from now on. */
export async function setCategoriesOf(
  db: DbOrTx,
  productId: string,
  categoryIds: readonly string[],
): Promise<void> {
  await db
    .delete(categoryProducts)
    .where(
      and(
        eq(categoryProducts.productId, productId),
        categoryIds.length > 0
          ? notInArray(categoryProducts.categoryId, [...categoryIds])
          : undefined,
      ),
    );
  if (categoryIds.length === 0) return;
  await db
    .insert(categoryProducts)
    .values(categoryIds.map((categoryId) => ({ categoryId, productId })))
    .onConflictDoNothing();
}

/**
 * The CSV export's reads (decision 0046): the products in scope matching the table's filters,
 * up to the export's fence, a batch at a time in id order after the last id read.
 */
function exportWhere(
  db: DbOrTx,
  scope: ProductScope,
  query: Partial<ProductListQuery>,
  lowMark: number,
  fence: string,
): SQL | undefined {
  return inScope(scope, and(lt(products.id, fence), listFilter(db, query, lowMark)));
}

export async function countExportProducts(
  db: DbOrTx,
  scope: ProductScope,
  query: Partial<ProductListQuery>,
  lowMark: number,
  fence: string,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(products)
    .where(exportWhere(db, scope, query, lowMark, fence));
  return rows[0]?.total ?? 0;
}

export async function exportProductsAfter(
  db: DbOrTx,
  scope: ProductScope,
  query: Partial<ProductListQuery>,
  lowMark: number,
  page: { fence: string; after: string | null; limit: number },
): Promise<AdminProductRow[]> {
  return selectWithBrand(db)
    .where(
      and(
        exportWhere(db, scope, query, lowMark, page.fence),
        page.after ? gt(products.id, page.after) : undefined,
      ),
    )
    .orderBy(asc(products.id))
    .limit(page.limit);
}

/** The names of each product's categories, A to Z, by product id: one query for a batch. */
export async function categoryNamesOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ productId: categoryProducts.productId, name: categories.name })
    .from(categoryProducts)
    .innerJoin(categories, eq(categories.id, categoryProducts.categoryId))
    .where(inArray(categoryProducts.productId, [...ids]))
    .orderBy(asc(categories.name));
  for (const row of rows)
    result.set(row.productId, [...(result.get(row.productId) ?? []), row.name]);
  return result;
}
