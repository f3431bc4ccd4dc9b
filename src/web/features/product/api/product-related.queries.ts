import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductPicksResponse } from '#shared/product/product-related.schemas';
import type { ProductDto } from '#shared/product/product.schemas';

import { api } from '../../../lib/api-client';
import { productKeys } from './product.keys';

/*
 * "You may also like" and "Recently viewed" (decision 0053). Their keys are under the product
 * lists' (they hold plain arrays of products), so a heart pressed anywhere fills in here too, and
 * whatever reloads the lists reloads these. Typed, not parsed: zod stays out of the product page.
 */
export const relatedKeys = {
  related: (slug: string) => [...productKeys.lists(), 'related', slug] as const,
  viewed: (ids: readonly string[]) => [...productKeys.lists(), 'viewed', ids.join(',')] as const,
};

/** GET /api/product/item/{slug}/related: drawn by the server with the product page. */
export function relatedProductsQuery(slug: string) {
  return queryOptions({
    queryKey: relatedKeys.related(slug),
    queryFn: ({ signal }) =>
      api
        .get<ProductPicksResponse>(
          `/product/item/${encodeURIComponent(slug)}/related`,
          undefined,
          signal,
        )
        .then((answer) => answer.products),
  });
}

export function useRelatedProducts(slug: string) {
  return useQuery(relatedProductsQuery(slug));
}

/** GET /api/product/list/viewed?ids=…: those of the browser's recently viewed still in the shop. */
export function useViewedProducts(ids: readonly string[] | null) {
  return useQuery<ProductDto[]>({
    queryKey: relatedKeys.viewed(ids ?? []),
    queryFn: ({ signal }) =>
      api
        .get<ProductPicksResponse>(
          `/product/list/viewed?ids=${(ids ?? []).join(',')}`,
          undefined,
          signal,
        )
        .then((answer) => answer.products),
    enabled: ids !== null && ids.length > 0,
    // When the list changes (a product forgotten, another page), the cards stay until the new answer.
    placeholderData: keepPreviousData,
  });
}
