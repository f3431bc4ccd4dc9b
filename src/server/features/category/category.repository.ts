import { and, asc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { categories, type CategoryRow } from './category.table';

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
