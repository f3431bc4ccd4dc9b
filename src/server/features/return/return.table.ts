import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import type { ReturnKind, ReturnStatus } from '#shared/return/return.constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { brands } from '../brand/brand.table';
import { orderItems, orders } from '../order/order.table';
import { users } from '../user/user.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A return of some units of an order item, or (kind 'cancellation') the refund of a cancelled
 * item that never shipped. Each row is refunded at most once: its status moves forward by
 * conditional updates only, its stock goes back when `restocked_at` is set from null, and the
 * provider is asked with an idempotency key made of its id, so a retry is never a second refund.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: idColumn(),
    kind: text('kind').$type<ReturnKind>().notNull().default('return'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /**
     * The shopper who bought the item; null for the refund of a cancelled item of a guest's
     * order (decision 0056), which an admin makes.
     */
    userId: uuid('user_id').references(() => users.id),
    /** The brand that sold the item (its merchant decides); null for a house product. */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    refusalNote: text('refusal_note').notNull().default(''),
    /** The price paid for these units (purchase price × quantity), in the order's currency. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProviderName>().notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: at('received_at'),
    /** Set when the units went back to stock: once, from null (never for a cancellation). */
    restockedAt: at('restocked_at'),
    /** When a server last began asking the provider: others wait out the lease before retrying. */
    refundAttemptAt: at('refund_attempt_at'),
    /** The provider's id of the refund, once it answered. */
    providerRefundId: text('provider_refund_id'),
    refundedAt: at('refunded_at'),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    index('order_returns_item_idx').on(table.orderItemId),
    index('order_returns_order_idx').on(table.orderId),
    index('order_returns_user_idx').on(table.userId, table.id),
    index('order_returns_brand_idx').on(table.brandId, table.id),
    // The overview's "returns to decide", the store's or a brand's (decision 0043).
    index('order_returns_requested_idx')
      .on(table.brandId)
      .where(sql`${table.status} = 'requested'`),
    index('order_returns_pending_idx')
      .on(table.refundAttemptAt)
      .where(sql`${table.status} = 'refunding'`),
    // A cancelled item is refunded by one row, however many admins click at once.
    uniqueIndex('order_returns_one_cancellation')
      .on(table.orderItemId)
      .where(sql`${table.kind} = 'cancellation'`),
    check('order_returns_quantity_positive', sql`${table.quantity} > 0`),
    check('order_returns_amount', sql`${table.amountCents} >= 0`),
    check(
      'order_returns_status_known',
      sql`${table.status} in ('requested', 'accepted', 'refused', 'refunding', 'refunded')`,
    ),
    check('order_returns_kind_known', sql`${table.kind} in ('return', 'cancellation')`),
  ],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type NewOrderReturn = typeof orderReturns.$inferInsert;
