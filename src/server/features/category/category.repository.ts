import { asc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { categories, type CategoryRow } from './category.table';

export async function listActiveCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}
