import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { isVisibleProduct } from '../product/product-visibility';
import { products, type ProductRow } from '../product/product.table';
import { wishlist } from './wishlist.table';

/** Which of these products the user has liked. */
export async function likedAmong(
  db: DbOrTx,
  userId: string,
  productIds: string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: wishlist.productId })
    .from(wishlist)
    .where(
      and(
        eq(wishlist.userId, userId),
        eq(wishlist.isLiked, true),
        inArray(wishlist.productId, productIds),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

/** Likes or unlikes; returns whether the row was new. */
export async function upsertLike(
  db: DbOrTx,
  userId: string,
  productId: string,
  isLiked: boolean,
): Promise<{ id: string; isNew: boolean; isLiked: boolean; created: Date; updated: Date }> {
  const rows = await db
    .insert(wishlist)
    .values({ userId, productId, isLiked })
    .onConflictDoUpdate({
      target: [wishlist.userId, wishlist.productId],
      set: { isLiked, updated: sql`now()` },
    })
    .returning({
      id: wishlist.id,
      isLiked: wishlist.isLiked,
      created: wishlist.created,
      updated: wishlist.updated,
      // xmax is 0 for a freshly inserted row.
      isNew: sql<boolean>`(xmax = 0)`,
    });
  const row = rows[0];
  if (!row) throw new Error('The wishlist write returned no row.');
  return row;
}

/**
 * The user's liked products that are in the shop (active, of an active brand), last change
 * first. A product that leaves the shop leaves the list, and comes back with it.
 */
export async function listLiked(
  db: DbOrTx,
  userId: string,
): Promise<Array<{ id: string; created: Date; updated: Date; product: ProductRow }>> {
  return db
    .select({
      id: wishlist.id,
      created: wishlist.created,
      updated: wishlist.updated,
      product: products,
    })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(wishlist.userId, userId), eq(wishlist.isLiked, true), isVisibleProduct))
    .orderBy(desc(wishlist.updated), desc(wishlist.id));
}
