import { Link } from 'react-router';

import { PLACEHOLDER_IMAGE, srcSetFor } from '#shared/product/images';
import type { WishlistItem } from '#shared/wishlist/wishlist.schemas';

import { Button } from '../../../components/ui/button';
import { formatDate, formatMoney } from '../../../lib/format';

interface WishlistRowProps {
  item: WishlistItem;
  onRemove: () => void;
  isRemoving?: boolean;
}

/** A liked product: a link to its page with image, name, price and date, and a remove button. */
export function WishlistRow({ item, onRemove, isRemoving }: WishlistRowProps) {
  const { product } = item;
  return (
    <div className="flex items-center gap-3 border border-line bg-white p-3 sm:gap-6 sm:p-4">
      <Link
        to={`/product/${product.slug}`}
        className="group flex min-w-0 flex-1 items-center gap-3 sm:gap-6"
      >
        <img
          src={product.imageUrl ?? PLACEHOLDER_IMAGE}
          srcSet={srcSetFor(product.imageUrl)}
          sizes="96px"
          alt=""
          width={80}
          height={100}
          loading="lazy"
          className="h-20 w-16 shrink-0 bg-sand object-cover sm:h-[100px] sm:w-20"
        />
        <span className="min-w-0">
          <span className="line-clamp-2 font-display text-lg leading-snug font-semibold break-words text-ink group-hover:underline group-hover:underline-offset-4 sm:text-xl">
            {product.name}
          </span>
          <span className="mt-1 block text-sm font-medium text-ink tabular-nums">
            {formatMoney(product.price)}
          </span>
          <span className="mt-1 block text-xs text-muted">
            Wishlist Added on <time dateTime={item.created}>{formatDate(item.created)}</time>
          </span>
        </span>
      </Link>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRemove}
        isLoading={isRemoving}
        aria-label={`Remove ${product.name} from your wishlist`}
        className="shrink-0"
      >
        Remove
      </Button>
    </div>
  );
}
