import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { merchants } from '../merchant/merchant.table';

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** The merchant that owns the brand; null for the house brands. */
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [uniqueIndex('brands_merchant_unique').on(table.merchantId)],
);

export type BrandRow = typeof brands.$inferSelect;
