import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BrandDto } from '#shared/brand/brand.schemas';

import { api } from '../../../lib/api-client';

export const brandKeys = {
  all: ['brand'] as const,
  list: () => [...brandKeys.all, 'list'] as const,
};

/** GET /api/brand/list: the active brands (read without runtime parsing, as the shop is). */
export function brandListQuery() {
  return queryOptions({
    queryKey: brandKeys.list(),
    queryFn: ({ signal }) =>
      api.get<{ brands: BrandDto[] }>('/brand/list', undefined, signal).then((r) => r.brands),
    staleTime: 5 * 60_000,
  });
}

export function useBrands() {
  return useQuery(brandListQuery());
}
