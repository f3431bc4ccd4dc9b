import { imagePath } from '#shared/product/images';
import type {
  ModerationReview,
  PublicReview,
  ReviewAddResponse,
} from '#shared/review/review.schemas';

import type { ModerationRow } from './review.repository';
import type { ReviewRow } from './review.table';

/** An approved review as the shop shows it: only the author's first name. */
export function presentPublicReview(review: ReviewRow, firstName: string): PublicReview {
  return {
    _id: review.id,
    title: review.title,
    review: review.review,
    rating: review.rating,
    isRecommended: review.isRecommended ? 1 : 0,
    created: review.created.toISOString(),
    user: { firstName },
  };
}

/** A review for the moderation list; the product is null once it is out of the shop. */
export function presentModerationReview({
  review,
  firstName,
  product,
}: ModerationRow): ModerationReview {
  return {
    ...presentPublicReview(review, firstName),
    status: review.status,
    product: product.isVisible
      ? {
          slug: product.slug,
          name: product.name,
          imageUrl: product.imageKey ? imagePath(product.imageKey) : null,
        }
      : null,
  };
}

/** The review just written, for its author. */
export function presentNewReview(review: ReviewRow): ReviewAddResponse['review'] {
  return {
    _id: review.id,
    product: review.productId,
    title: review.title,
    review: review.review,
    rating: review.rating,
    isRecommended: review.isRecommended ? 1 : 0,
    status: review.status,
    created: review.created.toISOString(),
  };
}
