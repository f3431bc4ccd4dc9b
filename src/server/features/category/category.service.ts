import type { CategoryDto } from '#shared/category/category.schemas';

import type { Db } from '../../db/client';
import * as repo from './category.repository';
import type { CategoryRow } from './category.table';

export function presentCategory(row: CategoryRow): CategoryDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    created: row.created.toISOString(),
  };
}

export function createCategoryService({ db }: { db: Db }) {
  return {
    async listActive(): Promise<CategoryDto[]> {
      return (await repo.listActiveCategories(db)).map(presentCategory);
    },

    async findActiveBySlug(slug: string): Promise<CategoryDto | null> {
      const row = await repo.findActiveCategoryBySlug(db, slug);
      return row ? presentCategory(row) : null;
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
