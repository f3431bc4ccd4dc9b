import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

import type { ApprovalStatus } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';

export const merchants = pgTable('merchants', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number').notNull().default(''),
  brandName: text('brand_name').notNull().default(''),
  business: text('business').notNull().default(''),
  status: text('status').$type<ApprovalStatus>().notNull().default('Waiting Approval'),
  isActive: boolean('is_active').notNull().default(false),
  created: createdColumn(),
  updated: updatedColumn(),
});

export type MerchantRow = typeof merchants.$inferSelect;
