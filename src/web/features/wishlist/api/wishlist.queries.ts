import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  WishlistListResponseSchema,
  WishlistSetResponseSchema,
} from '#shared/wishlist/wishlist.schemas';

import { api } from '../../../lib/api-client';
import { productKeys } from '../../product/api/product.keys';
import { wishlistKeys } from './wishlist.keys';

export { wishlistKeys };

/** GET /api/wishlist: the signed-in user's liked products, last change first. */
export function useWishlist() {
  return useQuery({
    queryKey: wishlistKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/wishlist', WishlistListResponseSchema, signal).then((r) => r.wishlist),
  });
}

/** POST /api/wishlist {isLiked: false}: on success the wishlist is loaded again. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      api.post('/wishlist', { isLiked: false, product: productId }, WishlistSetResponseSchema),
    onSuccess: async () => {
      // The shop's cached products carry isLiked: after a change here their hearts are stale.
      void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
  });
}
