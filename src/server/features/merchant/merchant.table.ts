import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { ApprovalStatus } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';

export const merchants = pgTable(
  'merchants',
  {
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
  },
  // One open application per email and per brand name, even when two arrive at the same moment.
  (table) => [
    uniqueIndex('merchants_open_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'Waiting Approval'`),
    uniqueIndex('merchants_open_brand_name_unique')
      .on(sql`lower(${table.brandName})`)
      .where(sql`${table.status} = 'Waiting Approval'`),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;
