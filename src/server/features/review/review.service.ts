import { LIMITS, type ApprovalStatus } from '#shared/common/constants';
import { sortDirOf } from '#shared/common/list-query';
import { offsetOf, paging } from '#shared/common/pagination';
import { isUuid } from '#shared/common/text';
import {
  type PublicReview,
  type ReviewAdd,
  type ReviewAddResponse,
  type ReviewListQuery,
  type ReviewListResponse,
} from '#shared/review/review.schemas';
import { REVIEW_MESSAGES } from '#shared/review/review.messages';

import type { Db } from '../../db/client';
import { withUniqueMessage } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import { requireRole, type Actor } from '../../kernel/actor';
import { changeRating } from '../product/product.service';
import { presentModerationReview, presentNewReview, presentPublicReview } from './review.presenter';
import * as repo from './review.repository';
import { rowChange, type AuditRecorder } from '../audit/audit.service';

export function createReviewService(deps: {
  db: Db;
  /** The visible product behind a slug or id (404 otherwise). */
  productIdOf: (slugOrId: string) => Promise<string>;
  /** Called after every change the shop shows (ratings): the catalog-changed signal. */
  onCatalogChange: () => void;
  /** Who did what (decision 0045): each moderation records its entry in its transaction. */
  audit: AuditRecorder;
}) {
  const { db } = deps;

  /**
   * Changes one review and recounts its product's rating in the same transaction, holding the
   * product's row lock so that concurrent moderation of the same product cannot drift.
   */
  async function moderate(
    actor: Actor | null,
    reviewId: string,
    /** The status it moves to; null: deleted. */
    status: ApprovalStatus | null,
  ): Promise<void> {
    const admin = requireRole(actor, 'ROLE ADMIN');
    const notFound = AppError.notFound(REVIEW_MESSAGES.notFound);
    if (!isUuid(reviewId)) throw notFound;
    await db.transaction(async (tx) => {
      const productId = await repo.productIdOfReview(tx, reviewId);
      const found =
        productId !== null &&
        (await changeRating(tx, productId, async () => {
          // Deleted by someone else while this one waited for the lock.
          const review = await repo.lockReview(tx, reviewId);
          if (!review) throw notFound;
          if (status) await repo.setStatus(tx, reviewId, status);
          else await repo.deleteReview(tx, reviewId);
          await deps.audit.record(tx, {
            actor: admin,
            kind: status ? 'review.moderate' : 'review.delete',
            subject: { id: review.id, label: review.title },
            ...rowChange(review, status ? { ...review, status } : null, ['status', 'rating']),
          });
          return repo.approvedRating(tx, productId);
        }));
      if (!found) throw notFound;
    });
    deps.onCatalogChange();
  }

  const setStatus = (actor: Actor | null, reviewId: string, status: ApprovalStatus) =>
    moderate(actor, reviewId, status);

  return {
    /** How many reviews wait for an admin (the overview checks the caller). */
    waitingCount: () => repo.countWaitingReviews(db),

    /** Approved reviews of a product in the shop, newest first. */
    async approvedFor(productSlug: string): Promise<PublicReview[]> {
      const productId = await deps.productIdOf(productSlug);
      const rows = await repo.listApprovedReviews(db, productId);
      return rows.map(({ review, firstName }) => presentPublicReview(review, firstName));
    },

    /**
     * A signed-in user reviews a product of the shop, once. The review waits for approval
     * whatever the body says; it counts in the rating only once an admin approves it.
     */
    async add(actor: Actor | null, body: ReviewAdd): Promise<ReviewAddResponse> {
      if (!actor) throw AppError.unauthenticated();
      const productId = await deps.productIdOf(body.product);
      const row = await withUniqueMessage(REVIEW_MESSAGES.duplicate, () =>
        repo.insertReview(db, {
          productId,
          userId: actor.id,
          title: body.title,
          review: body.review,
          rating: body.rating,
          isRecommended: body.isRecommended,
          fit: body.fit,
        }),
      );
      return { success: true, message: REVIEW_MESSAGES.added, review: presentNewReview(row) };
    },

    /** Every review for moderation (admin), newest first. */
    async list(
      actor: Actor | null,
      query: { page: number; limit: number } & Partial<ReviewListQuery>,
    ): Promise<ReviewListResponse> {
      requireRole(actor, 'ROLE ADMIN');
      const limit = query.limit || LIMITS.dashboardPageSize;
      const { rows, total } = await repo.listReviews(
        db,
        { offset: offsetOf(query.page, limit), limit },
        { status: query.status, productId: query.product, rating: query.rating },
        query.sort || query.dir
          ? { by: query.sort ?? 'created', dir: sortDirOf(query.sort, query.dir) }
          : undefined,
      );
      return { reviews: rows.map(presentModerationReview), ...paging(total, query.page, limit) };
    },

    approve: (actor: Actor | null, reviewId: string) => setStatus(actor, reviewId, 'Approved'),
    reject: (actor: Actor | null, reviewId: string) => setStatus(actor, reviewId, 'Rejected'),
    remove: (actor: Actor | null, reviewId: string) => moderate(actor, reviewId, null),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
