import { useState } from 'react';

import { MSG } from '#shared/common/messages';

import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useRemoveFromWishlist, useWishlist } from '../api/wishlist.queries';
import { WishlistRow } from '../components/wishlist-row';

/** /dashboard/wishlist: the products the signed-in user liked; every role has one. */
export function WishlistPage() {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const [removingId, setRemovingId] = useState<string | null>(null);
  useHandleQueryError(wishlist.error);

  const handleRemove = async (productId: string) => {
    setRemovingId(productId);
    try {
      const answer = await remove.mutateAsync(productId);
      toast.success(answer.message);
    } catch (error) {
      handleError(error);
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <div>
      <SectionTitle>Your Wishlist</SectionTitle>
      {wishlist.isPending ? (
        <PageLoader label="Loading your wishlist" />
      ) : wishlist.data && wishlist.data.length > 0 ? (
        <ul className="space-y-3">
          {wishlist.data.map((item) => (
            <li key={item._id}>
              <WishlistRow
                item={item}
                isRemoving={removingId === item.product._id}
                onRemove={() => void handleRemove(item.product._id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{MSG.noWishlist}</EmptyState>
      )}
    </div>
  );
}
