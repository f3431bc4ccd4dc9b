import { eq, inArray } from 'drizzle-orm';

import { brands } from '../features/brand/brand.table';
import { categories, categoryProducts } from '../features/category/category.table';
import { products, type NewProductRow } from '../features/product/product.table';
import { reviews } from '../features/review/review.table';
import { merchants } from '../features/merchant/merchant.table';
import { users } from '../features/user/user.table';
import type { DbOrTx } from '../db/client';

/**
 * The few queries the demo catalog seed needs. They live with the seed (not in the feature
 * repositories) because only the seed and the benchmarks write whole catalogs at once.
 */

export async function findBrandSlugs(db: DbOrTx, slugs: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(inArray(brands.slug, [...slugs]));
  return rows.map((row) => row.slug);
}

/** The merchant of an account, when the account exists and is a merchant's. */
export async function findMerchantIdOfUser(db: DbOrTx, email: string): Promise<string | null> {
  const rows = await db
    .select({ merchantId: merchants.id })
    .from(users)
    .innerJoin(merchants, eq(merchants.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return rows[0]?.merchantId ?? null;
}

export async function hasBrandOfMerchant(db: DbOrTx, merchantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.merchantId, merchantId))
    .limit(1);
  return rows.length > 0;
}

export async function findUserIdsByEmail(
  db: DbOrTx,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.flatMap((row) => (row.email ? [[row.email, row.id] as const] : [])));
}

export async function insertBrands(db: DbOrTx, values: (typeof brands.$inferInsert)[]) {
  return db.insert(brands).values(values).returning({ id: brands.id, slug: brands.slug });
}

export async function insertCategories(db: DbOrTx, values: (typeof categories.$inferInsert)[]) {
  return db
    .insert(categories)
    .values(values)
    .returning({ id: categories.id, slug: categories.slug });
}

/** One multi-row insert: ids are UUIDv7 made in the order of `values`. */
export async function insertProducts(db: DbOrTx, values: NewProductRow[]) {
  if (values.length === 0) return [];
  return db.insert(products).values(values).returning({ id: products.id, sku: products.sku });
}

export async function insertCategoryLinks(
  db: DbOrTx,
  links: { categoryId: string; productId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.insert(categoryProducts).values(links).onConflictDoNothing();
}

export async function insertReviews(
  db: DbOrTx,
  values: (typeof reviews.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(reviews).values(values);
}
