import type { PublicReview } from '#shared/review/review.schemas';

import type { Db } from '../../db/client';
import * as repo from './review.repository';

export function createReviewService(deps: {
  db: Db;
  /** The visible product behind a slug (404 otherwise). */
  productIdOf: (slug: string) => Promise<string>;
}) {
  return {
    /** Approved reviews of a product in the shop, newest first. */
    async approvedFor(productSlug: string): Promise<PublicReview[]> {
      const productId = await deps.productIdOf(productSlug);
      const rows = await repo.listApprovedReviews(deps.db, productId);
      return rows.map(({ review, firstName }) => ({
        _id: review.id,
        title: review.title,
        review: review.review,
        rating: review.rating,
        isRecommended: review.isRecommended ? 1 : 0,
        created: review.created.toISOString(),
        user: { firstName },
      }));
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
