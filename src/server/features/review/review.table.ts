import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { ApprovalStatus } from '#shared/common/constants';
import type { Fit } from '#shared/size-guide/size-guide.constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { products } from '../product/product.table';
import { users } from '../user/user.table';

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(true),
    /** How the garment fits, if the reviewer said (decision 0041). */
    fit: text('fit').$type<Fit>(),
    status: text('status').$type<ApprovalStatus>().notNull().default('Waiting Approval'),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_fit_known', sql`${table.fit} in ('small', 'true', 'large')`),
    uniqueIndex('reviews_one_per_user_product').on(table.userId, table.productId),
    index('reviews_product_status_idx').on(table.productId, table.status),
    // The overview's "reviews to moderate" (decision 0043).
    index('reviews_waiting_idx')
      .on(table.created)
      .where(sql`${table.status} = 'Waiting Approval'`),
    // The moderation table by status, newest first (decision 0044).
    index('reviews_status_id_idx').on(table.status, table.id.desc()),
    // The table's sort by stars (decision 0048).
    index('reviews_rating_sort_idx').on(table.rating, table.id),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
