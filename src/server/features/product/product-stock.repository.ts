import { and, eq, gte, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { products } from './product.table';

/**
 * Takes `quantity` from a product's stock only if that much is there: the condition and the
 * decrement are one statement, so concurrent checkouts can never take the same unit twice.
 */
export async function takeStock(db: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ inventory: sql`${products.inventory} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.inventory, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Puts units back on a product's stock; a product deleted meanwhile is simply not there. */
export async function giveStock(db: DbOrTx, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ inventory: sql`${products.inventory} + ${quantity}` })
    .where(eq(products.id, productId));
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
