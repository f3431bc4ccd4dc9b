import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import type { ApprovalStatus } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { users } from '../user/user.table';

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
    /**
     * True while the merchant is disabled and disabling switched its brand off: enabling switches
     * the brand back on, and only then (a brand the merchant had switched off itself stays off).
     */
    brandPausedByDisable: boolean('brand_paused_by_disable').notNull().default(false),
    /**
     * The account that stands for the merchant, once its owner signed up through the invitation
     * (or the store made it): one account per merchant, one merchant per account. The account
     * knows nothing of it; the merchant feature asks here.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  // One open application per email and per brand name, even when two arrive at the same moment.
  (table) => [
    uniqueIndex('merchants_user_unique').on(table.userId),
    uniqueIndex('merchants_open_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'Waiting Approval'`),
    uniqueIndex('merchants_open_brand_name_unique')
      .on(sql`lower(${table.brandName})`)
      .where(sql`${table.status} = 'Waiting Approval'`),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;

/**
 * The invitation an approval mails when no account has the merchant's email. Only the SHA-256
 * of the token is kept; a new approval replaces the open one.
 */
export const merchantInvitations = pgTable(
  'merchant_invitations',
  {
    id: idColumn(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Set when a newer approval sent a fresh invitation. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    created: createdColumn(),
  },
  (table) => [index('merchant_invitations_merchant_idx').on(table.merchantId)],
);

export type MerchantInvitationRow = typeof merchantInvitations.$inferSelect;
