import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { ApprovalStatus } from '#shared/common/constants';

import type { DbOrTx, Tx } from '../../db/client';
import { one } from '../../db/rows';
import { brands } from '../brand/brand.table';
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

/** Every review, newest first, with its author's first name and its product. */
export async function listReviews(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        review: reviews,
        firstName: users.firstName,
        product: {
          slug: products.slug,
          name: products.name,
          imageKey: products.imageKey,
          isVisible: sql<boolean>`(${products.isActive} and coalesce(${brands.isActive}, false))`,
        },
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .orderBy(desc(reviews.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(reviews),
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

/**
 * Locks the product row until the transaction ends. Every moderation of a product's reviews
 * takes this lock first, so they run one after the other and each one's recount (a new
 * statement, so a new snapshot) sees what the one before it committed.
 */
export async function lockProduct(tx: Tx, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
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

/** Sets the product's rating sum and count from its approved reviews, recounted in SQL. */
export async function recountRating(tx: Tx, productId: string): Promise<void> {
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, 'Approved'));
  await tx
    .update(products)
    .set({
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${approved})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${approved})`,
    })
    .where(eq(products.id, productId));
}
