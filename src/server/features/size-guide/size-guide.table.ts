import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import type { SizeGuideRow } from '#shared/size-guide/size-guide.constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { brands } from '../brand/brand.table';
import { categories } from '../category/category.table';

/**
 * A size guide: a brand's or a category's (exactly one of the two, one guide each), with its
 * measurements per size in centimetres and how to measure. A product shows its brand's guide,
 * else one of its categories', else the store's chart (size-guide.service.ts, decision 0041).
 */
export const sizeGuides = pgTable(
  'size_guides',
  {
    id: idColumn(),
    brandId: uuid('brand_id')
      .unique()
      .references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .unique()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** One row per size, in the store's size order. */
    rows: jsonb('rows').$type<SizeGuideRow[]>().notNull(),
    howToMeasure: text('how_to_measure').notNull(),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check('size_guides_one_target', sql`num_nonnulls(${table.brandId}, ${table.categoryId}) = 1`),
  ],
);

export type SizeGuideTableRow = typeof sizeGuides.$inferSelect;
