import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { CheckoutStatus, PaymentProviderName } from '#shared/checkout/checkout.constants';
import type { StoredShippingAddress } from '#shared/checkout/shipping-address';
import type { ProductSize } from '#shared/common/constants';
import type { OrderLine } from '#shared/order/order-line';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { carts } from '../cart/cart.table';
import { products } from '../product/product.table';
import { users } from '../user/user.table';

/**
 * Where the order goes, as it was when the checkout started (later changes to the address book
 * change no checkout or order). Rows from before the checkout asked for an address hold no name
 * or phone: the contact's are shown for them.
 */
export type ShippingAddress = StoredShippingAddress;

/**
 * One attempt to pay for a cart: the amounts the server computed, the items as priced, the
 * payment page the provider opened, and where it stands (open, paid, cancelled, expired).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: idColumn(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Null for a guest's checkout (decision 0056): the guest is `contactEmail`. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's id for the payment page (Stripe session id, Paystack or test reference). */
    providerSessionId: text('provider_session_id'),
    /** Where the shopper pays (null for Paystack's in-browser payment). */
    providerUrl: text('provider_url'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /**
     * The discount code the checkout took a use of and what it takes off the items (decision
     * 0054); each line's part is in `items`. total = subtotal - discount + shipping.
     */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    items: jsonb('items').$type<OrderLine[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress | null>(),
    /** The shipping option chosen (null on sessions older than shipping options). */
    shippingOptionId: text('shipping_option_id'),
    shippingOptionName: text('shipping_option_name'),
    shippingEstimate: text('shipping_estimate'),
    /** Sent with the provider call that opens the payment page, so a retry opens no second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The provider's reference of the confirmed payment (payment intent, transaction...). */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** Set when a payment was confirmed but no order could be placed (stock gone, wrong amount). */
    problem: text('problem'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check(
      'checkout_sessions_status_known',
      sql`${table.status} in ('open', 'paid', 'cancelled', 'expired')`,
    ),
    check(
      'checkout_sessions_amounts',
      sql`${table.subtotalCents} >= 0 and ${table.shippingCents} >= 0 and ${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents} and ${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents}`,
    ),
    uniqueIndex('checkout_sessions_idempotency_unique').on(table.idempotencyKey),
    uniqueIndex('checkout_sessions_provider_ref_unique').on(
      table.provider,
      table.providerSessionId,
    ),
    index('checkout_sessions_cart_idx').on(table.cartId, table.id),
    // A guest's open checkouts, by the email that serialises them (decision 0056).
    index('checkout_sessions_guest_open_idx')
      .on(table.contactEmail)
      .where(sql`${table.userId} is null and ${table.status} = 'open'`),
    index('checkout_sessions_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Stock taken from a product for a checkout. Exactly one of released_at (given back: cancelled
 * or expired) and ordered_at (turned into an order) is set once the session is settled.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: idColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The size the units were taken from (decision 0039); null on reservations made before
     * stock was kept per size, which were taken from the shared stock.
     */
    size: text('size').$type<ProductSize>(),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    orderedAt: timestamp('ordered_at', { withTimezone: true, mode: 'date' }),
    created: createdColumn(),
  },
  (table) => [
    check('stock_reservations_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'stock_reservations_settled_once',
      sql`${table.releasedAt} is null or ${table.orderedAt} is null`,
    ),
    index('stock_reservations_session_idx').on(table.sessionId),
    index('stock_reservations_product_idx').on(table.productId),
  ],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type StockReservationRow = typeof stockReservations.$inferSelect;
