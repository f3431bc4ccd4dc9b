import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductFacets } from '#shared/product/facets';

import { api } from '../../../lib/api-client';
import { productListSearch } from '../../product/api/product.queries';
import { productKeys, type ProductListParams } from '../../product/api/product.keys';

/** The list's filters without its page and order: one facets answer serves every page. */
function facetParams(params: ProductListParams): ProductListParams {
  return { ...params, order: 0, page: 1 };
}

/**
 * GET /api/product/list/facets (decision 0052): each choice's count under the list's filters.
 * Under the product keys, so whatever refreshes the shop's lists refreshes these too.
 */
export function productFacetsQuery(params: ProductListParams) {
  const filters = facetParams(params);
  return queryOptions({
    queryKey: [...productKeys.all, 'facets', filters] as const,
    queryFn: ({ signal }) =>
      api.get<ProductFacets>(
        `/product/list/facets?${productListSearch(filters)}`,
        undefined,
        signal,
      ),
  });
}

export function useProductFacets(params: ProductListParams) {
  return useQuery({ ...productFacetsQuery(params), placeholderData: keepPreviousData });
}
