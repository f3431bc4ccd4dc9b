import { and, desc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
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
