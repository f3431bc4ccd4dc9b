import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { STORE_NAME, type ProductSize } from '#shared/common/constants';
import { isSizeSoldOut } from '#shared/stock-alert/stock-alert.rules';
import type { ProductDto } from '#shared/product/product.schemas';
import { MADE_TO_MEASURE_SIZE } from '#shared/product/made-to-measure';
import { stockInSize } from '#shared/product/size-stock';
import type { PublicReview } from '#shared/review/review.schemas';
import { STORE_SIZE_GUIDE } from '#shared/size-guide/size-guide.defaults';

import { WhenNear } from '../../../components/ui/when-near';
import { cn } from '../../../lib/cn';
import { useIsSignedIn } from '../../../lib/session';
import { formatMoney } from '../../../lib/format';
import { useSiteOrigin } from '../../../lib/site-origin';
import { cart, useCartItems } from '../../../features/cart/api/cart-store';
import { ProductGallery } from '../../../features/product/components/product-gallery';
import { ProductInfoTabs } from '../../../features/product/components/product-info-tabs';
import { bagLineTerms } from '../../../features/product/components/made-to-measure-choice';
import { ProductPurchase } from '../../../features/product/components/product-purchase';
import { RecentlyViewed } from '../../../features/product/components/recently-viewed';
import { RelatedProducts } from '../../../features/product/components/related-products';
import { ShareLinks } from '../../../features/product/components/share-links';
import { StarRating } from '../../../features/product/components/star-rating';
import { WishlistButton } from '../../../features/product/components/wishlist-button';
import { FitSummary } from '../../../features/review/components/fit-summary';
import { SizeGuidePanel } from '../../../features/size-guide/components/size-guide-panel';

/** The tabs and the reviews are under the fold: their code comes as the shopper nears them. */
const ProductLowerSections = lazy(() =>
  import('../../../features/product/components/product-lower-sections').then((m) => ({
    default: m.ProductLowerSections,
  })),
);

/**
 * The review form brings zod and react-hook-form: it loads with the reviews, not before. The
 * schema (and zod with it) runs a task before the form's own modules: as one task they were
 * over 50 ms on a phone's CPU.
 */
const ReviewForm = lazy(async () => {
  await import('#shared/review/review.schemas');
  await new Promise((resolve) => setTimeout(resolve));
  const { ReviewForm: Form } = await import('../../../features/review/components/review-form');
  return { default: Form };
});

/** "Ask a tailor" reads the profile (and zod with it): it comes for a signed-in shopper only. */
const AskTailor = lazy(() =>
  import('../../../features/product/components/ask-tailor').then((m) => ({
    default: m.AskTailor,
  })),
);

/** "Notify me" (and zod with it) comes only when a chosen size is sold out. */
const NotifyMe = lazy(() =>
  import('../../../features/stock-alert/components/notify-me').then((m) => ({
    default: m.NotifyMe,
  })),
);

function excerpt(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function absoluteUrl(path: string, origin: string): string {
  return origin ? new URL(path, origin).href : path;
}

interface ProductDetailProps {
  product: ProductDto;
  reviews: PublicReview[] | undefined;
  isLoadingReviews: boolean;
}

/** A product: gallery, name, brand, price, stock, size, quantity, the bag button and sharing. */
export function ProductDetail({ product, reviews, isLoadingReviews }: ProductDetailProps) {
  const items = useCartItems();
  const origin = useSiteOrigin();
  const isSignedIn = useIsSignedIn();
  const bagLines = items.filter((item) => item._id === product._id);
  const isOutOfStock = product.inventory <= 0;

  return (
    <div className="container-page pt-6 pb-4 sm:pt-10">
      <title>{`${product.name} | ${STORE_NAME}`}</title>
      <meta name="description" content={excerpt(product.description)} />
      <nav aria-label="Breadcrumb" className="mb-6 text-xs tracking-[0.12em] text-muted uppercase">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/shop" className="hover:text-ink">
              Shop
            </Link>
          </li>
          {product.brand ? (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <Link to={`/shop/brand/${product.brand.slug}`} className="hover:text-ink">
                {product.brand.name}
              </Link>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="text-ink-soft">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16">
        <ProductGallery
          images={[product.imageUrl, product.imgs, product.imgss]}
          name={product.name}
        />

        <div className="lg:pt-4">
          {product.brand ? (
            <Link
              to={`/shop/brand/${product.brand.slug}`}
              className="text-xs font-medium tracking-[0.2em] text-gold uppercase hover:text-ink"
            >
              {product.brand.name}
            </Link>
          ) : null}
          <h1 className="mt-3 text-4xl leading-tight font-semibold text-balance text-ink sm:text-5xl">
            {product.name}
          </h1>
          <p className="mt-4 text-2xl text-ink tabular-nums">{formatMoney(product.price)}</p>
          {product.totalReviews > 0 ? (
            <a href="#reviews-title" className="mt-3 flex items-center gap-2 text-sm text-muted">
              <StarRating rating={product.averageRating} />
              <span className="underline underline-offset-4">
                {product.totalReviews} {product.totalReviews === 1 ? 'review' : 'reviews'}
              </span>
            </a>
          ) : null}
          <p
            className={cn(
              'mt-5 inline-flex items-center gap-2 text-sm font-medium',
              isOutOfStock ? 'text-danger' : 'text-success',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('size-2 rounded-full', isOutOfStock ? 'bg-danger' : 'bg-success')}
            />
            {isOutOfStock
              ? product.madeToMeasure
                ? 'Out of stock: made to measure only'
                : 'Out of stock'
              : 'In stock'}
          </p>

          <div className="mt-8 border-t border-line pt-8">
            <FitSummary fit={product.fit} />
            <ProductPurchase
              key={product._id}
              product={product}
              bagLines={bagLines}
              onAdd={(size, quantity) =>
                cart.add({
                  _id: product._id,
                  name: product.name,
                  slug: product.slug,
                  img: product.imageUrl,
                  quantity,
                  size,
                  taxable: product.taxable,
                  // The price and stock of this size: made to measure costs the surcharge
                  // and takes no stock (decision 0042), a size its own stock (decision 0039).
                  ...bagLineTerms(product, size),
                  ...(size !== MADE_TO_MEASURE_SIZE && {
                    inventory: stockInSize(product, size as ProductSize),
                  }),
                })
              }
              onRemove={(size) => cart.remove(product._id, size)}
              onBagQuantity={(size, quantity) => cart.setQuantity(product._id, size, quantity)}
              sizeNote={(size) =>
                isSizeSoldOut(product, size) ? (
                  <Suspense fallback={null}>
                    <NotifyMe key={size} productId={product._id} size={size} />
                  </Suspense>
                ) : null
              }
              aside={
                <WishlistButton
                  productId={product._id}
                  productName={product.name}
                  isLiked={product.isLiked ?? false}
                  className="size-12 shrink-0 rounded-none border border-stone-300 shadow-none ring-0"
                />
              }
            />
          </div>

          <ul className="mt-8 space-y-1.5 text-sm text-ink-soft">
            <li>Delivered in 3-5 working days.</li>
            <li>Free shipping from $120, and always to Nigeria and the United Kingdom.</li>
          </ul>
          <div className="mt-8">
            <ShareLinks
              url={absoluteUrl(`/product/${product.slug}`, origin)}
              name={product.name}
              image={product.imageUrl ? absoluteUrl(product.imageUrl, origin) : null}
            />
          </div>
          {/* Its place is kept for everyone: a member's button comes after hydration, moving nothing. */}
          <div className="mt-6 min-h-11">
            {isSignedIn ? (
              <Suspense fallback={null}>
                <AskTailor slug={product.slug} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>

      <div className="mt-16">
        <ProductInfoTabs
          product={product}
          sizeChart={
            <SizeGuidePanel
              guide={product.sizeGuide ?? { ...STORE_SIZE_GUIDE, name: STORE_NAME }}
            />
          }
        />
      </div>
      <RelatedProducts slug={product.slug} />
      <WhenNear placeholder={<div aria-hidden="true" className="min-h-[40vh]" />}>
        <ProductLowerSections
          reviews={reviews}
          isLoadingReviews={isLoadingReviews}
          reviewForm={
            <Suspense fallback={null}>
              <ReviewForm key={product._id} productId={product._id} />
            </Suspense>
          }
        />
      </WhenNear>
      <RecentlyViewed key={product._id} productId={product._id} />
    </div>
  );
}
