import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import type { MerchantEventAction } from '#shared/merchant/merchant.schemas';

import { createdColumn, idColumn } from '../../db/columns';
import { users } from '../user/user.table';
import { merchants } from './merchant.table';

// Apart from merchant.table.ts because it points at users, and users.merchant_id points at
// merchants: in one file the two tables import each other (decision 0031).

/**
 * The merchant's lifecycle, one row per step: who did it, when, and what it changed. Kept after
 * the merchant is deleted (merchant_id then null, the name in details) as the store's record.
 */
export const merchantEvents = pgTable(
  'merchant_events',
  {
    id: idColumn(),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    action: text('action').$type<MerchantEventAction>().notNull(),
    /** Who did it; null for the applicant or the invited merchant acting on their own. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    created: createdColumn(),
  },
  (table) => [index('merchant_events_merchant_idx').on(table.merchantId, table.id)],
);

export type MerchantEventRow = typeof merchantEvents.$inferSelect;
