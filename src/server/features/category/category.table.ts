import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { products } from '../product/product.table';

export const categories = pgTable('categories', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  created: createdColumn(),
  updated: updatedColumn(),
});

/** Category membership lives with the category, as in the original store. */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.productId] }),
    index('category_products_product_idx').on(table.productId),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
