import type { QueryClient } from '@tanstack/react-query';

import type { ProductDto, ProductListResponse } from '#shared/product/product.schemas';

import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { wishlistKeys } from '../../wishlist/api/wishlist.keys';
import { productKeys } from './product.keys';

export interface WishlistBody {
  isLiked: boolean;
  /** The product's _id. */
  product: string;
}

/**
 * What is kept under the product lists' key: the shop's `{ products }` answers, and the plain
 * arrays of "You may also like" and "Recently viewed".
 */
type CachedProducts = ProductListResponse | ProductDto[];

function setLike(queryClient: QueryClient, id: string, isLiked: boolean) {
  const patch = (product: ProductDto) => (product._id === id ? { ...product, isLiked } : product);
  queryClient.setQueriesData<CachedProducts>({ queryKey: productKeys.lists() }, (data) => {
    if (Array.isArray(data)) return data.map(patch);
    return data ? { ...data, products: data.products.map(patch) } : data;
  });
  queryClient.setQueriesData<ProductDto>({ queryKey: productKeys.items() }, (data) =>
    data && data._id === id ? { ...data, isLiked } : data,
  );
}

/**
 * POST /api/wishlist (signed in). Optimistic: every cached list and product page shows the new
 * heart at once, and goes back if the call fails. A plain function rather than a mutation hook,
 * loaded when a heart is first pressed: cards are in the first load, this is not.
 */
export async function toggleWishlist(queryClient: QueryClient, body: WishlistBody) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: productKeys.lists() }),
    queryClient.cancelQueries({ queryKey: productKeys.items() }),
  ]);
  setLike(queryClient, body.product, body.isLiked);
  try {
    const answer = await api.post<{ success: boolean; message: string }>('/wishlist', body);
    if (answer.message) toast.success(answer.message);
    // The dashboard's wishlist (its own feature's key) loads again when next shown.
    void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  } catch (error) {
    setLike(queryClient, body.product, !body.isLiked);
    handleError(error);
  }
}
