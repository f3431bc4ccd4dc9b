import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';

import type { ProductSize } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { products, productSizeStock } from './product.table';

/**
 * Takes `quantity` from a product's stock only if that much is there: the condition and the
 * decrement are one statement, so concurrent checkouts can never take the same unit twice. It
 * also takes the product's row lock, which every writer of its sizes' rows holds first.
 */
export async function takeStock(db: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ inventory: sql`${products.inventory} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.inventory, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Takes `quantity` from one size's stock only if that much is there (one statement, as above). */
export async function takeSizeStock(
  db: DbOrTx,
  productId: string,
  size: ProductSize,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(productSizeStock)
    .set({ quantity: sql`${productSizeStock.quantity} - ${quantity}` })
    .where(
      and(
        eq(productSizeStock.productId, productId),
        eq(productSizeStock.size, size),
        gte(productSizeStock.quantity, quantity),
      ),
    )
    .returning({ size: productSizeStock.size });
  return rows.length > 0;
}

/**
 * Puts units back on a product's stock (a negative `quantity` takes them off again); answers
 * the new stock, or null when the product was deleted meanwhile.
 */
export async function giveStock(
  db: DbOrTx,
  productId: string,
  quantity: number,
): Promise<number | null> {
  const rows = await db
    .update(products)
    .set({ inventory: sql`${products.inventory} + ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ inventory: products.inventory });
  return rows[0]?.inventory ?? null;
}

/** Puts units back on one size's stock; answers its new stock, or null when it has no row. */
export async function giveSizeStock(
  db: DbOrTx,
  productId: string,
  size: ProductSize,
  quantity: number,
): Promise<number | null> {
  const rows = await db
    .update(productSizeStock)
    .set({ quantity: sql`${productSizeStock.quantity} + ${quantity}` })
    .where(and(eq(productSizeStock.productId, productId), eq(productSizeStock.size, size)))
    .returning({ quantity: productSizeStock.quantity });
  return rows[0]?.quantity ?? null;
}

/** Holds the product's row and answers its stock; null when there is no such product. */
export async function lockStock(db: DbOrTx, productId: string): Promise<number | null> {
  const rows = await db
    .select({ inventory: products.inventory })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows[0]?.inventory ?? null;
}

/** Sets a product's total stock (its row is already held). */
export async function setStock(db: DbOrTx, productId: string, quantity: number): Promise<void> {
  await db.update(products).set({ inventory: quantity }).where(eq(products.id, productId));
}

/**
 * The sizes' rows of a product become exactly these (none: a shared stock); the caller holds
 * the product's row.
 */
export async function replaceSizeStock(
  db: DbOrTx,
  productId: string,
  rows: ReadonlyArray<{ size: ProductSize; quantity: number }>,
): Promise<void> {
  await db.delete(productSizeStock).where(
    and(
      eq(productSizeStock.productId, productId),
      rows.length > 0
        ? notInArray(
            productSizeStock.size,
            rows.map((row) => row.size),
          )
        : undefined,
    ),
  );
  if (rows.length === 0) return;
  await db
    .insert(productSizeStock)
    .values(rows.map((row) => ({ productId, size: row.size, quantity: row.quantity })))
    .onConflictDoUpdate({
      target: [productSizeStock.productId, productSizeStock.size],
      set: { quantity: sql`excluded.quantity` },
    });
}

/**
 * The stock per size of each of these products, one statement for all of them; a product
 * keeping one shared stock is absent.
 */
export async function sizeStockOf(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, Array<{ size: ProductSize; quantity: number }>>> {
  const result = new Map<string, Array<{ size: ProductSize; quantity: number }>>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select()
    .from(productSizeStock)
    .where(inArray(productSizeStock.productId, [...new Set(productIds)]))
    .orderBy(asc(productSizeStock.productId));
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push({ size: row.size, quantity: row.quantity });
    result.set(row.productId, list);
  }
  return result;
}

export async function stockOf(
  db: DbOrTx,
  productId: string,
): Promise<{ name: string; inventory: number } | null> {
  const rows = await db
    .select({ name: products.name, inventory: products.inventory })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0] ?? null;
}

/** The products of these ids that still exist, each with its brand (null for a house product). */
export async function brandsOfProducts(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, brandId: products.brandId })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.brandId]));
}
