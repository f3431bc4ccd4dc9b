import { useState } from 'react';

import { APPROVAL_STATUSES } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';
import type { ReviewListSort } from '#shared/review/review.schemas';

import { SortableHeader, type SortColumn } from '../../../components/admin/sortable-header';
import { FilterBar, type FilterField } from '../../../components/admin/table-filters';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader } from '../../../components/ui/spinner';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useDeleteReview, useReviews, useSetReviewStatus } from '../api/review.queries';
import { ProductPicker } from '../components/product-picker';
import { ReviewCard } from '../components/review-card';

function countText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** `product` is the picker's (or a link from a product); cleared with the others. */
const FILTERS = ['status', 'rating', 'product', 'sort', 'dir'] as const;
/** The columns the reviews sort by (decision 0048). */
const SORTS: ReadonlyArray<SortColumn<ReviewListSort>> = [
  { sort: 'created', label: 'Date', kind: 'date' },
  { sort: 'rating', label: 'Rating', kind: 'number' },
  { sort: 'product', label: 'Product', kind: 'text' },
];
const FIELDS: ReadonlyArray<FilterField<(typeof FILTERS)[number]>> = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    anyLabel: 'Any status',
    options: APPROVAL_STATUSES.map((status) => ({ value: status, label: status })),
  },
  {
    name: 'rating',
    label: 'Rating',
    type: 'select',
    anyLabel: 'Any rating',
    options: [5, 4, 3, 2, 1].map((stars) => ({
      value: String(stars),
      label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
    })),
  },
];

/**
 * /dashboard/review (admins only): every review, 20 a page, to approve, reject or delete;
 * filtered by status, rating and product by the URL (decision 0044).
 */
export function ReviewsPage() {
  const filters = useUrlFilters(FILTERS);
  const list = useReviews(filters.page, filters.filterQuery);
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
      <FilterBar label="Filter reviews" filters={filters} fields={FIELDS}>
        <div className="sm:col-span-2">
          <ProductPicker
            value={filters.values.product}
            onChange={(product) => filters.set({ product })}
          />
        </div>
      </FilterBar>
      <SortableHeader label="Sort reviews" columns={SORTS} filters={filters} />

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
                    const answer = await deleteReview.mutateAsync({
                      id: review._id,
                      page: filters.page,
                      filters: filters.filterQuery,
                    });
                    // The last review of a later page: show the page before it.
                    if (data.reviews.length === 1 && filters.page > 1) {
                      filters.setPage(filters.page - 1);
                    }
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
          onPageChange={filters.setPage}
          label="Reviews pages"
        />
      ) : null}
    </div>
  );
}
