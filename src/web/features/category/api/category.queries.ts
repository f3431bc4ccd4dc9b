import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CategoryDto } from '#shared/category/category.schemas';

import { api } from '../../../lib/api-client';

export const categoryKeys = {
  all: ['category'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

/** GET /api/category/list (read without runtime parsing, as the shop is). */
export function categoryListQuery() {
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) =>
      api
        .get<{ categories: CategoryDto[] }>('/category/list', undefined, signal)
        .then((r) => r.categories),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(isEnabled = true) {
  return useQuery({ ...categoryListQuery(), enabled: isEnabled });
}
