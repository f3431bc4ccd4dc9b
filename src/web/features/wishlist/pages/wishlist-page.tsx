import { MSG } from '#shared/common/messages';

import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useRowAction } from '../../../lib/use-row-action';
import { useRemoveFromWishlist, useWishlist } from '../api/wishlist.queries';
import { WishlistRow } from '../components/wishlist-row';

/** /dashboard/wishlist: the products the signed-in user liked; every role has one. */
export function WishlistPage() {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const { busyId: removingId, run: handleRemove } = useRowAction(remove.mutateAsync);
  useHandleQueryError(wishlist.error);

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
