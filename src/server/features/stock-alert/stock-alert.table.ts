import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import type { ProductSize } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { products } from '../product/product.table';
import { users } from '../user/user.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * "Tell me when my size is back" (decision 0040): one row per product, size and address while it
 * is live (ended_at null). A member's alert is confirmed at once; a guest's once the mailed link
 * is opened. A restock marks live alerts due in its own transaction; the sender claims due ones
 * with a lease, mails each once and ends it.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<ProductSize>().notNull(),
    /** Trimmed and lower-cased: the account's for a member, the typed one for a guest. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the address is confirmed (a guest's mailed link); only confirmed alerts are sent. */
    confirmedAt: at('confirmed_at'),
    /**
     * SHA-256 of the token of the alert's links (confirm, stop): the token itself is only ever in
     * a mail. The sender sets a new one for the restock mail's link.
     */
    tokenHash: text('token_hash').notNull().unique(),
    /** Set when the size came back in stock: the alert waits for the sender. */
    dueAt: at('due_at'),
    /** A sender's claim on a due alert: no other sender takes it before this time. */
    leaseUntil: at('lease_until'),
    /** When the back-in-stock mail was handed to the mailer. */
    sentAt: at('sent_at'),
    /** When the alert ended (sent, or stopped by its owner); it is then only history. */
    endedAt: at('ended_at'),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    // One live alert per product, size and address: subscribing twice is one alert.
    uniqueIndex('stock_alerts_live_uniq')
      .on(table.productId, table.size, table.email)
      .where(sql`${table.endedAt} is null`),
    index('stock_alerts_due_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null and ${table.endedAt} is null`),
    index('stock_alerts_user_idx').on(table.userId),
  ],
);
export type StockAlertRow = typeof stockAlerts.$inferSelect;
