import { and, asc, desc, eq, inArray, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';

import type { ProductSize } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
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

/** Every product in scope, newest first. */
export async function listScopedProducts(
  db: DbOrTx,
  scope: ProductScope,
): Promise<AdminProductRow[]> {
  return selectWithBrand(db).where(inScope(scope)).orderBy(desc(products.id));
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
