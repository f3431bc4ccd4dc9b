import type { ReactNode } from 'react';

import type { PublicReview } from '#shared/review/review.schemas';

import { ProductReviews } from './product-reviews';

interface ProductLowerSectionsProps {
  reviews: PublicReview[] | undefined;
  isLoadingReviews: boolean;
  /** The way to write a review, handed in by the page. */
  reviewForm?: ReactNode;
}

/**
 * Under the fold of a product page: the reviews and the way to write one (the Details tabs above
 * them are drawn with the page, on the server too).
 */
export function ProductLowerSections({
  reviews,
  isLoadingReviews,
  reviewForm,
}: ProductLowerSectionsProps) {
  return (
    <div className="mt-10">
      <ProductReviews reviews={reviews} isLoading={isLoadingReviews} form={reviewForm} />
    </div>
  );
}
