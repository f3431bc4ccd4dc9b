import { Link } from 'react-router';

import type { ModerationReview } from '#shared/review/review.schemas';

import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/page';
import { formatDate } from '../../../lib/format';
import { ReviewAvatar } from './review-avatar';
import { ReviewStars } from './review-stars';

export const PRODUCT_NOT_AVAILABLE = 'Product is not available.';

interface ReviewCardProps {
  review: ModerationReview;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
  /** A call about this review is on its way: its buttons wait. */
  isBusy?: boolean;
}

/**
 * One review to moderate, with the actions of its status (dashboard spec section 4):
 * waiting → Approve, Reject, Delete; approved → 'Approved' and Delete; rejected →
 * 'Re Approve Review', Approve and Delete.
 */
export function ReviewCard({ review, onApprove, onReject, onDelete, isBusy }: ReviewCardProps) {
  const titleId = `review-${review._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col border border-line bg-white p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <ReviewAvatar name={review.user.firstName} colorKey={review._id} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl font-semibold break-words text-ink">
            {review.title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">by {review.user.firstName}</p>
        </div>
      </div>
      <p className="mt-4 text-[15px] leading-7 break-words whitespace-pre-line text-ink-soft">
        {review.review}
      </p>
      <dl className="mt-5 space-y-3 border-t border-line pt-5 text-sm">
        <div>
          <dt className="sr-only">Product</dt>
          <dd>
            {review.product ? (
              <Link
                to={`/product/${review.product.slug}`}
                className="font-medium text-ink underline underline-offset-4 hover:text-indigo"
              >
                {review.product.name}
              </Link>
            ) : (
              <span className="text-muted">{PRODUCT_NOT_AVAILABLE}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Rating</dt>
          <dd className="flex items-center gap-3">
            <ReviewStars rating={review.rating} />
            {review.isRecommended === 1 ? <Badge tone="success">Recommended</Badge> : null}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Added</dt>
          <dd className="text-xs text-muted">
            Review Added on <time dateTime={review.created}>{formatDate(review.created)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
        <StatusActions
          review={review}
          onApprove={onApprove}
          onReject={onReject}
          onDelete={onDelete}
          isBusy={isBusy}
        />
      </div>
    </article>
  );
}

function StatusActions({ review, onApprove, onReject, onDelete, isBusy }: ReviewCardProps) {
  const deleteButton = (
    <Button variant="danger" size="sm" onClick={onDelete} disabled={isBusy}>
      Delete
    </Button>
  );
  switch (review.status) {
    case 'Approved':
      return (
        <>
          <Badge tone="success">Approved</Badge>
          {deleteButton}
        </>
      );
    case 'Rejected':
      return (
        <>
          <span className="text-sm font-medium text-ink-soft">Re Approve Review</span>
          <Button size="sm" onClick={onApprove} disabled={isBusy}>
            Approve
          </Button>
          {deleteButton}
        </>
      );
    default:
      return (
        <>
          <Button size="sm" onClick={onApprove} disabled={isBusy}>
            Approve
          </Button>
          <Button variant="secondary" size="sm" onClick={onReject} disabled={isBusy}>
            Reject
          </Button>
          {deleteButton}
        </>
      );
  }
}
