import type { ProductListQuery } from '#shared/product/product.schemas';

import { reviewKeys } from '../../review/api/review.keys';

/*
 * The product cache keys, apart from their hooks: review, wishlist and the shell invalidate or
 * patch product answers and import only these, never the product queries.
 */

/** The list query as the shared contract has it, with the filters left out when not set. */
export type ProductListParams = Pick<ProductListQuery, 'order' | 'page' | 'limit'> &
  Partial<Omit<ProductListQuery, 'order' | 'page' | 'limit'>>;

export const productKeys = {
  all: ['product'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  items: () => [...productKeys.all, 'item'] as const,
  item: (slug: string) => [...productKeys.items(), slug] as const,
  reviews: reviewKeys.product,
  search: (term: string) => [...productKeys.all, 'search', term] as const,
};
