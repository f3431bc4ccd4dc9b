import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { products } from '../product/product.table';
import { categories, categoryProducts, type CategoryRow } from './category.table';

export interface CategoryValues {
  name: string;
  slug: string;
  description: string;
}

export async function listActiveCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

export async function findActiveCategoryBySlug(
  db: DbOrTx,
  slug: string,
): Promise<CategoryRow | null> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every category by name, each with the ids of its products. */
export async function listCategoriesWithProductIds(
  db: DbOrTx,
): Promise<Array<{ category: CategoryRow; productIds: string[] }>> {
  const [rows, links] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({ categoryId: categoryProducts.categoryId, productId: categoryProducts.productId })
      .from(categoryProducts)
      .orderBy(asc(categoryProducts.productId)),
  ]);
  const byCategory = new Map<string, string[]>();
  for (const link of links) {
    const ids = byCategory.get(link.categoryId) ?? [];
    ids.push(link.productId);
    byCategory.set(link.categoryId, ids);
  }
  return rows.map((category) => ({ category, productIds: byCategory.get(category.id) ?? [] }));
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow | null> {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The products of a category, by name, as ids and names. */
export async function listCategoryProducts(
  db: DbOrTx,
  categoryId: string,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: products.id, name: products.name })
    .from(categoryProducts)
    .innerJoin(products, eq(products.id, categoryProducts.productId))
    .where(eq(categoryProducts.categoryId, categoryId))
    .orderBy(asc(products.name), asc(products.id));
}

/** How many of the given (distinct, well-formed) product ids exist. */
export async function countExistingProducts(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ total: count() }).from(products).where(inArray(products.id, ids));
  return rows[0]?.total ?? 0;
}

/** Whether a category other than `exceptId` already uses the slug. */
export async function isCategorySlugTaken(
  db: DbOrTx,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(
  db: DbOrTx,
  values: CategoryValues & { isActive: boolean },
): Promise<CategoryRow> {
  return one(await db.insert(categories).values(values).returning());
}

export async function updateCategory(
  db: DbOrTx,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | null> {
  const rows = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return rows[0] ?? null;
}

/** Makes the category list exactly these products. */
export async function replaceCategoryProducts(
  db: DbOrTx,
  categoryId: string,
  productIds: string[],
): Promise<void> {
  await db.delete(categoryProducts).where(eq(categoryProducts.categoryId, categoryId));
  if (productIds.length === 0) return;
  await db
    .insert(categoryProducts)
    .values(productIds.map((productId) => ({ categoryId, productId })));
}

/** Switches a category on or off; its products are not touched. False when no such category. */
export async function setCategoryActive(
  db: DbOrTx,
  id: string,
  isActive: boolean,
): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({ isActive })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Deletes a category and its product links (not the products). False when no such category. */
export async function deleteCategory(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}
