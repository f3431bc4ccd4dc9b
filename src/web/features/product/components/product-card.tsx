import { Link } from 'react-router';

import type { ProductDto } from '#shared/product/product.schemas';

import { formatMoney } from '../../../lib/format';
import { ProductImage } from '../../../components/ui/product-image';
import { StarRating } from './star-rating';
import { WishlistButton } from './wishlist-button';

interface ProductCardProps {
  product: ProductDto;
  /** How wide the card is drawn, for the image's srcset. */
  sizes: string;
  headingLevel?: 2 | 3;
  /** The first cards of a page: their images load at once. */
  isPriority?: boolean;
}

/** A garment in a grid: photo, brand, name, price and rating, linking to its page. */
export function ProductCard({ product, sizes, headingLevel = 2, isPriority }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isOutOfStock = product.quantity <= 0;
  return (
    <article className="group relative flex h-full flex-col">
      <Link
        to={`/product/${product.slug}`}
        className="flex flex-1 flex-col focus-visible:outline-offset-4"
      >
        <div className="relative overflow-hidden bg-sand">
          <ProductImage
            src={product.imageUrl}
            alt={product.name}
            sizes={sizes}
            isPriority={isPriority}
            className="w-full transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
          {isOutOfStock ? (
            <span className="absolute bottom-3 left-3 bg-white px-2.5 py-1 text-[11px] font-semibold tracking-[0.14em] text-ink uppercase">
              Out of stock
            </span>
          ) : null}
        </div>
        <div className="mt-3 flex flex-1 flex-col gap-1">
          {product.brand ? (
            <p className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">
              {product.brand.name}
            </p>
          ) : null}
          <Heading className="font-display text-lg leading-snug font-semibold text-ink group-hover:underline group-hover:underline-offset-4 sm:text-xl">
            {product.name}
          </Heading>
          <p className="text-sm font-medium text-ink tabular-nums">{formatMoney(product.price)}</p>
          {product.totalReviews > 0 ? (
            <p className="flex items-center gap-2 text-xs text-muted">
              <StarRating rating={product.averageRating} />
              <span>
                ({product.totalReviews}
                <span className="sr-only">
                  {' '}
                  {product.totalReviews === 1 ? 'review' : 'reviews'}
                </span>
                )
              </span>
            </p>
          ) : null}
        </div>
      </Link>
      <WishlistButton
        productId={product._id}
        productName={product.name}
        isLiked={product.isLiked ?? false}
        className="absolute top-3 right-3"
      />
    </article>
  );
}
