import type {
  CategoryAdminDto,
  CategoryDetailDto,
  CategoryDto,
} from '#shared/category/category.schemas';

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

/** A category for the administration: with the ids of its products. */
export function presentCategoryForAdmin(row: CategoryRow, productIds: string[]): CategoryAdminDto {
  return { ...presentCategory(row), products: productIds };
}

/** One category with its products' ids and names. */
export function presentCategoryDetail(
  row: CategoryRow,
  items: Array<{ id: string; name: string }>,
): CategoryDetailDto {
  return {
    ...presentCategory(row),
    products: items.map((item) => ({ _id: item.id, name: item.name })),
  };
}
