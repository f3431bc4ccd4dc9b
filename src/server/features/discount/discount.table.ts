import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { DiscountType } from '#shared/discount/discount.constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { brands } from '../brand/brand.table';
import { users } from '../user/user.table';

/**
 * A discount code (decision 0054): store-wide (no brand, made by an admin) or a brand's (made by
 * its merchant, taking money off that brand's items only). `uses` counts the uses taken, held by
 * an open checkout or spent by a paid one; it only moves by conditional updates on this row, so
 * parallel checkouts are serialised on it and the check keeps it within `max_uses` whatever
 * happens.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: idColumn(),
    /** Trimmed and in capitals: what shoppers type is compared in that form. */
    code: text('code').notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    type: text('type').$type<DiscountType>().notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_unique').on(table.code),
    index('discount_codes_brand_idx').on(table.brandId, table.id),
    // The dashboard's search by any part of the code (decision 0044: never a scan to search).
    index('discount_codes_code_trgm_idx').using('gin', sql`${table.code} gin_trgm_ops`),
    check(
      'discount_codes_terms',
      sql`(${table.type} = 'percentage' and ${table.percentOff} between 1 and 100 and ${table.amountOffCents} is null)
        or (${table.type} = 'fixed' and ${table.amountOffCents} > 0 and ${table.percentOff} is null)`,
    ),
    check('discount_codes_minimum', sql`${table.minSubtotalCents} >= 0`),
    check(
      'discount_codes_uses',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
    check(
      'discount_codes_limits',
      sql`(${table.maxUses} is null or ${table.maxUses} >= 1) and (${table.maxUsesPerCustomer} is null or ${table.maxUsesPerCustomer} >= 1)`,
    ),
    check(
      'discount_codes_period',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

export const REDEMPTION_STATUSES = ['held', 'used', 'released'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * One use of a code by one checkout: `held` while the checkout is open, `used` once it is paid,
 * `released` when it was cancelled or expired (the use went back to the code). One row per
 * checkout session, so a use is taken and given back once; the session is checkout's (no
 * foreign key: the checkout feature's table knows nothing of discounts).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: idColumn(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** The member who took the use; null for a guest, who is counted by `guestEmail`. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address (lower case): a guest's uses per customer count by it (0056). */
    guestEmail: text('guest_email'),
    checkoutSessionId: uuid('checkout_session_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('held'),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_session_unique').on(table.checkoutSessionId),
    index('discount_redemptions_customer_idx').on(table.codeId, table.userId),
    index('discount_redemptions_guest_idx').on(table.codeId, table.guestEmail),
    check(
      'discount_redemptions_has_customer',
      sql`${table.userId} is not null or ${table.guestEmail} is not null`,
    ),
    check(
      'discount_redemptions_status_known',
      sql`${table.status} in ('held', 'used', 'released')`,
    ),
    check('discount_redemptions_amount', sql`${table.amountCents} >= 0`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;
export type DiscountRedemptionRow = typeof discountRedemptions.$inferSelect;
