import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { LIMITS } from '#shared/common/constants';
import {
  ReviewActionResponseSchema,
  ReviewAddResponseSchema,
  ReviewListResponseSchema,
  type ReviewAddBody,
  type ReviewListResponse,
} from '#shared/review/review.schemas';

import { api } from '../../../lib/api-client';
import { productKeys } from '../../product/api/product.keys';
import { reviewKeys } from './review.keys';

export { reviewKeys };

/** POST /api/review/add: the new review waits for an admin's approval. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewAddBody) => api.post('/review/add', body, ReviewAddResponseSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}

/** GET /api/review (admin): every review, 20 a page, newest first. */
export function useReviews(page: number, filters = '') {
  return useQuery({
    queryKey: reviewKeys.list(page, filters),
    queryFn: ({ signal }) =>
      api.get(
        `/review?${filters ? `${filters}&` : ''}page=${page}&limit=${LIMITS.dashboardPageSize}`,
        ReviewListResponseSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

function useMarkShopStale() {
  const queryClient = useQueryClient();
  return () => {
    // The product pages' reviews and the shop's ratings load again when next shown.
    // The shop's cached products carry the average rating: after a moderation they are stale.
    void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
    void queryClient.invalidateQueries({
      queryKey: reviewKeys.all,
      predicate: (query) => query.queryKey[1] !== 'list',
      refetchType: 'none',
    });
  };
}

/** Approve or reject: on success the list is loaded again. */
export function useSetReviewStatus() {
  const queryClient = useQueryClient();
  const markShopStale = useMarkShopStale();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'reject' }) =>
      api.put(`/review/${action}/${encodeURIComponent(id)}`, undefined, ReviewActionResponseSchema),
    onSuccess: async () => {
      markShopStale();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}

/** Delete: on success the review leaves the page it was on; other pages load again. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  const markShopStale = useMarkShopStale();
  return useMutation({
    mutationFn: ({ id }: { id: string; page: number; filters?: string }) =>
      api.delete(`/review/delete/${encodeURIComponent(id)}`, ReviewActionResponseSchema),
    onSuccess: (_answer, { id, page, filters = '' }) => {
      markShopStale();
      queryClient.setQueryData<ReviewListResponse>(reviewKeys.list(page, filters), (data) =>
        data
          ? {
              ...data,
              reviews: data.reviews.filter((review) => review._id !== id),
              count: Math.max(0, data.count - 1),
            }
          : data,
      );
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.lists(),
        predicate: (query) => query.queryKey[2] !== page || query.queryKey[3] !== filters,
      });
    },
  });
}
