import { boolean, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { products } from '../product/product.table';
import { users } from '../user/user.table';

export const wishlist = pgTable(
  'wishlist',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    isLiked: boolean('is_liked').notNull().default(false),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [uniqueIndex('wishlist_user_product_unique').on(table.userId, table.productId)],
);
