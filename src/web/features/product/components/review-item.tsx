import type { PublicReview } from '#shared/review/review.schemas';

import { Badge } from '../../../components/ui/page';
import { formatDate } from '../../../lib/format';
import { StarRating } from './star-rating';

/** One approved review: title, stars, text, who wrote it and when. */
export function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <article className="py-7">
      <div className="flex flex-wrap items-center gap-3">
        <StarRating rating={review.rating} />
        {review.isRecommended === 1 ? <Badge tone="success">Recommended</Badge> : null}
      </div>
      <h3 className="mt-3 text-xl font-semibold text-ink">{review.title}</h3>
      <p className="mt-2 text-[15px] leading-7 whitespace-pre-line text-ink-soft">
        {review.review}
      </p>
      <p className="mt-3 text-xs text-muted">
        by {review.user.firstName} ·{' '}
        <time dateTime={review.created}>{formatDate(review.created)}</time>
      </p>
    </article>
  );
}
