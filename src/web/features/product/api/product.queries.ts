import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductDto, ProductListResponse } from '#shared/product/product.schemas';
import type { PublicReview } from '#shared/review/review.schemas';

import { api } from '../../../lib/api-client';
import { productKeys, type ProductListParams } from './product.keys';

/*
 * Storefront read paths: the answers are typed with the shared contracts but not parsed at
 * runtime, so zod stays out of the shop's and the product page's first load. Forms and the
 * dashboard keep parsing.
 */

/** The query string of GET /api/product/list: only the filters that are set. */
export function productListSearch(params: ProductListParams): string {
  const search = new URLSearchParams();
  if (params.name) search.set('name', params.name);
  // Facets (decision 0052): each choice a repeated parameter.
  for (const category of params.categories ?? []) search.append('category', category);
  for (const brand of params.brands ?? []) search.append('brand', brand);
  if (params.min !== undefined) search.set('min', String(params.min));
  if (params.max !== undefined) search.set('max', String(params.max));
  if (params.rating) search.set('rating', String(params.rating));
  for (const size of params.sizes ?? []) search.append('size', size);
  for (const price of params.prices ?? []) search.append('price', price);
  search.set('order', String(params.order));
  search.set('page', String(params.page));
  search.set('limit', String(params.limit));
  return search.toString();
}

/** GET /api/product/list: one page of active products. */
export function productListQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ProductListResponse>(`/product/list?${productListSearch(params)}`, undefined, signal),
  });
}

/** GET /api/product/item/{slug}; a 404 is "not found". */
export function productQuery(slug: string) {
  return queryOptions({
    queryKey: productKeys.item(slug),
    queryFn: ({ signal }) =>
      api
        .get<{ product: ProductDto }>(
          `/product/item/${encodeURIComponent(slug)}`,
          undefined,
          signal,
        )
        .then((answer) => answer.product),
  });
}

/** GET /api/review/{productSlug}: the approved reviews. */
export function productReviewsQuery(slug: string) {
  return queryOptions({
    queryKey: productKeys.reviews(slug),
    queryFn: ({ signal }) =>
      api
        .get<{ reviews: PublicReview[] }>(`/review/${encodeURIComponent(slug)}`, undefined, signal)
        .then((answer) => answer.reviews),
  });
}

/** One page of products; the previous page stays on screen while the next one loads. */
export function useProductList(params: ProductListParams) {
  return useQuery({ ...productListQuery(params), placeholderData: keepPreviousData });
}

/** A product; loads again whenever the slug changes. */
export function useProduct(slug: string) {
  return useQuery(productQuery(slug));
}

export function useProductReviews(slug: string) {
  return useQuery(productReviewsQuery(slug));
}
