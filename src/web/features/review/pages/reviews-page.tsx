import { useState } from 'react';

import { MSG } from '#shared/common/messages';

import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader } from '../../../components/ui/spinner';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useDeleteReview, useReviews, useSetReviewStatus } from '../api/review.queries';
import { ReviewCard } from '../components/review-card';

function countText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** /dashboard/review (admins only): every review, 20 a page, to approve, reject or delete. */
export function ReviewsPage() {
  const [page, setPage] = useState(1);
  const list = useReviews(page);
  const setStatus = useSetReviewStatus();
  const deleteReview = useDeleteReview();
  useHandleQueryError(list.error);
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (id: string, call: () => Promise<{ message: string }>) => {
    setBusyId(id);
    try {
      const answer = await call();
      toast.success(answer.message);
    } catch (error) {
      handleError(error);
    } finally {
      setBusyId(null);
    }
  };

  const data = list.data;
  return (
    <div>
      <SectionTitle
        action={
          data ? (
            <p className="text-xs font-medium tracking-[0.16em] text-muted uppercase" role="status">
              {countText(data.count)}
            </p>
          ) : null
        }
      >
        Reviews
      </SectionTitle>

      {list.isPending ? (
        <PageLoader label="Loading reviews" />
      ) : data && data.reviews.length > 0 ? (
        <ul className="grid gap-5 xl:grid-cols-2">
          {data.reviews.map((review) => (
            <li key={review._id}>
              <ReviewCard
                review={review}
                isBusy={busyId === review._id}
                onApprove={() =>
                  void act(review._id, () =>
                    setStatus.mutateAsync({ id: review._id, action: 'approve' }),
                  )
                }
                onReject={() =>
                  void act(review._id, () =>
                    setStatus.mutateAsync({ id: review._id, action: 'reject' }),
                  )
                }
                onDelete={() =>
                  void act(review._id, async () => {
                    const answer = await deleteReview.mutateAsync({ id: review._id, page });
                    // The last review of a later page: show the page before it.
                    if (data.reviews.length === 1 && page > 1) setPage(page - 1);
                    return answer;
                  })
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{MSG.noReviews}</EmptyState>
      )}

      {data ? (
        <Pagination
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={setPage}
          label="Reviews pages"
        />
      ) : null}
    </div>
  );
}
