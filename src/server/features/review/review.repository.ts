import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { ApprovalStatus } from '#shared/common/constants';
import type { SortDir } from '#shared/common/list-query';
import type { ReviewListSort } from '#shared/review/review.schemas';
import type { Fit } from '#shared/size-guide/size-guide.constants';

import type { DbOrTx, Tx } from '../../db/client';
import { one } from '../../db/rows';
import { sortKeys } from '../../db/sort';
import { brands } from '../brand/brand.table';
import { isVisibleProduct } from '../product/product-visibility';
import { products } from '../product/product.table';
import { users } from '../user/user.table';
import { reviews, type ReviewRow } from './review.table';

export async function listApprovedReviews(
  db: DbOrTx,
  productId: string,
): Promise<Array<{ review: ReviewRow; firstName: string }>> {
  return db
    .select({ review: reviews, firstName: users.firstName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'Approved')))
    .orderBy(desc(reviews.id));
}

export async function insertReview(
  db: DbOrTx,
  values: {
    productId: string;
    userId: string;
    title: string;
    review: string;
    rating: number;
    isRecommended: boolean;
    fit: Fit | null;
  },
): Promise<ReviewRow> {
  return one(
    await db
      .insert(reviews)
      .values({ ...values, status: 'Waiting Approval' })
      .returning(),
  );
}

export interface ModerationRow {
  review: ReviewRow;
  firstName: string;
  product: { slug: string; name: string; imageKey: string | null; isVisible: boolean };
}

/** The table's sort (decision 0048): written is the id's order (UUIDv7), the id breaks ties. */
export interface ReviewSort {
  by: ReviewListSort;
  dir: SortDir;
}

const REVIEW_SORT_KEYS = {
  created: [],
  rating: [reviews.rating],
  product: [products.name],
} as const;

/** Every review, newest first unless sorted, with its author's first name and its product. */
export async function listReviews(
  db: DbOrTx,
  page: { offset: number; limit: number },
  filter: { status?: ApprovalStatus; productId?: string; rating?: number } = {},
  sort?: ReviewSort,
): Promise<{ rows: ModerationRow[]; total: number }> {
  const where = and(
    filter.status ? eq(reviews.status, filter.status) : undefined,
    filter.productId ? eq(reviews.productId, filter.productId) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        review: reviews,
        firstName: users.firstName,
        product: {
          slug: products.slug,
          name: products.name,
          imageKey: products.imageKey,
          isVisible: isVisibleProduct,
        },
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(
        ...(sort
          ? sortKeys(sort.dir, [...REVIEW_SORT_KEYS[sort.by], reviews.id])
          : [desc(reviews.id)]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The product a review is about (a review never changes product). */
export async function productIdOfReview(db: DbOrTx, reviewId: string): Promise<string | null> {
  const rows = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return rows[0]?.productId ?? null;
}

export async function lockReview(tx: Tx, reviewId: string): Promise<ReviewRow | null> {
  const rows = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return rows[0] ?? null;
}

export async function setStatus(tx: Tx, reviewId: string, status: ApprovalStatus): Promise<void> {
  await tx
    .update(reviews)
    .set({ status, updated: sql`now()` })
    .where(eq(reviews.id, reviewId));
}

export async function deleteReview(tx: Tx, reviewId: string): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, reviewId));
}

const fitCount = (fit: Fit) => sql<number>`(count(*) filter (where ${reviews.fit} = ${fit}))::int`;

/**
 * The sum and count of the product's approved ratings and how many of them gave each fit, read
 * by a new statement (snapshot).
 */
export async function approvedRating(
  tx: Tx,
  productId: string,
): Promise<{ sum: number; count: number; fit: Record<Fit, number> }> {
  const rows = await tx
    .select({
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      count: sql<number>`count(*)::int`,
      small: fitCount('small'),
      true: fitCount('true'),
      large: fitCount('large'),
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'Approved')));
  const row = rows[0];
  return {
    sum: Number(row?.sum ?? 0),
    count: Number(row?.count ?? 0),
    fit: {
      small: Number(row?.small ?? 0),
      true: Number(row?.true ?? 0),
      large: Number(row?.large ?? 0),
    },
  };
}

/** How many reviews wait for moderation (the partial index reviews_waiting_idx). */
export async function countWaitingReviews(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(reviews)
    .where(eq(reviews.status, 'Waiting Approval'));
  return Number(rows[0]?.n ?? 0);
}
