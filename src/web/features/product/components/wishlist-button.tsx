import { useQueryClient } from '@tanstack/react-query';

import { MSG } from '#shared/common/messages';

import { HeartIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useIsSignedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';

interface WishlistButtonProps {
  productId: string;
  productName: string;
  isLiked: boolean;
  className?: string;
}

/**
 * The heart. Guests see it disabled with 'Please login to wishlist a product' (as its title, and
 * as a notice when they press it anyway); signed in, it toggles the product in the wishlist.
 */
export function WishlistButton({
  productId,
  productName,
  isLiked,
  className,
}: WishlistButtonProps) {
  const isSignedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const base = cn(
    'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-black/5 transition-colors hover:bg-white',
    className,
  );

  if (!isSignedIn) {
    return (
      <button
        type="button"
        // aria-disabled (not disabled) so that pressing it can still say why.
        aria-disabled="true"
        aria-label={`Add ${productName} to wishlist`}
        title={MSG.loginToWishlist}
        className={cn(base, 'cursor-not-allowed text-stone-400')}
        onClick={() => toast.info(MSG.loginToWishlist)}
      >
        <HeartIcon className="size-5" />
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={`Add ${productName} to wishlist`}
      className={base}
      onClick={() => {
        void import('../api/wishlist.queries').then(({ toggleWishlist }) =>
          toggleWishlist(queryClient, { isLiked: !isLiked, product: productId }),
        );
      }}
    >
      <HeartIcon className={cn('size-5', isLiked && 'fill-[#6e1f2f] text-[#6e1f2f]')} />
    </button>
  );
}
