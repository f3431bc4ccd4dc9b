import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Category membership lives with the category, as in the original store. `brand_id` and
 * `product_active` mirror the product's, kept by triggers (drizzle/0011_category_counts.sql: set
 * on insert, followed on every product update), so that `category_counts` can be kept from this
 * table alone, deletes included (a product's links go with it, by cascade). Never written by the
 * application.
 */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id'),
    productActive: boolean('product_active').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.productId] }),
    index('category_products_product_idx').on(table.productId),
  ],
);

/**
 * Active products per category and brand, kept exact by statement-level triggers on
 * category_products (drizzle/0011_category_counts.sql) in the transaction that changes them, as
 * `product_counts` is per brand: a category's total is a sum over a few brands however many
 * products it holds. No foreign keys: rows of a deleted category or brand are never read (totals
 * join the active ones).
 */
export const categoryCounts = pgTable(
  'category_counts',
  {
    categoryId: uuid('category_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    active: integer('active').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.brandId] })],
);

export type CategoryRow = typeof categories.$inferSelect;
