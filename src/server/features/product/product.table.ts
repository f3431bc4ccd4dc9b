import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import type { ProductSize } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { brands } from '../brand/brand.table';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    /** Units in stock ("quantity" on the wire). */
    inventory: integer('inventory').notNull().default(0),
    sizes: text('sizes')
      .array()
      .$type<ProductSize[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    taxable: boolean('taxable').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** Storage keys of the main image and the two gallery images (see storage/images.ts). */
    imageKey: text('image_key'),
    image2Key: text('image2_key'),
    image3Key: text('image3_key'),
    /** Sum and count of the ratings of approved reviews, kept by the review service. */
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check('products_inventory_not_negative', sql`${table.inventory} >= 0`),
    check('products_price_positive', sql`${table.priceCents} >= 100`),
    index('products_brand_idx').on(table.brandId),
    index('products_active_id_idx')
      .on(table.id.desc())
      .where(sql`${table.isActive}`),
    index('products_active_price_idx')
      .on(table.priceCents, table.id)
      .where(sql`${table.isActive}`),
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
