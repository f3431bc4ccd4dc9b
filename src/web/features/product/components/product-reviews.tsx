import type { ReactNode } from 'react';

import { reviewSummary } from '#shared/review/review.rules';
import type { PublicReview } from '#shared/review/review.schemas';

import { Spinner } from '../../../components/ui/spinner';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

export const NO_REVIEWS_MESSAGE = 'Be the first to add a review.';

interface ProductReviewsProps {
  reviews: PublicReview[] | undefined;
  isLoading: boolean;
  /**
   * The place for the review form (writing reviews comes with the catalog administration
   * issue): the page hands it in, and it shows under the summary.
   */
  form?: ReactNode;
}

/** The summary, the approved reviews, and the way to write one. */
export function ProductReviews({ reviews, isLoading, form }: ProductReviewsProps) {
  const list = reviews ?? [];
  return (
    <section aria-labelledby="reviews-title" className="border-t border-line pt-14">
      <h2 id="reviews-title" className="text-3xl font-semibold text-ink sm:text-4xl">
        Reviews
      </h2>
      {isLoading ? (
        <div className="py-10 text-muted">
          <Spinner label="Loading reviews" />
        </div>
      ) : (
        <div className="mt-8 grid gap-12 lg:grid-cols-[18rem_1fr] lg:gap-16">
          <div className="space-y-8">
            {list.length > 0 ? <ReviewSummary summary={reviewSummary(list)} /> : null}
            {form}
          </div>
          {list.length > 0 ? (
            <ul className="divide-y divide-line self-start border-y border-line">
              {list.map((review) => (
                <li key={review._id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-[15px] text-muted lg:col-span-2 lg:row-start-1">
              {NO_REVIEWS_MESSAGE}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
