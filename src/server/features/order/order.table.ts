import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import type { OrderItemStatus } from '#shared/common/constants';
import type { LineSize } from '#shared/product/made-to-measure';
import type { MadeToMeasureSnapshot } from '#shared/order/order-line';
import { ORDER_NUMBER_PREFIX, ORDER_NUMBER_START } from '#shared/order/order-number';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { brands } from '../brand/brand.table';
import { carts } from '../cart/cart.table';
import { checkoutSessions, type ShippingAddress } from '../checkout/checkout.table';
import { products } from '../product/product.table';
import { users } from '../user/user.table';

/**
 * Where order numbers come from: one database sequence, so two servers never give the same
 * number and a number is never given twice (a rolled-back insert leaves a gap, never a repeat).
 */
export const orderNumberSequence = pgSequence('order_number_seq', {
  startWith: ORDER_NUMBER_START,
  minValue: ORDER_NUMBER_START,
});

/**
 * A paid order. The unique checkout session is what makes one payment give exactly one order.
 * Money is named as on checkout_sessions: subtotal = items, shipping = the shipping fee, total =
 * what was paid. The wire keeps the original client's names (total, totalTax, totalWithTax).
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /**
     * The order number people read and type ("EKO-10042", see #shared/order/order-number). The
     * database writes it: the migration that added it numbered every existing order, and each
     * new order takes the sequence's next value. The store never sets it itself.
     */
    number: text('number')
      .notNull()
      .unique('orders_number_unique')
      .default(sql.raw(`'${ORDER_NUMBER_PREFIX}' || nextval('order_number_seq')`)),
    /**
     * The member who placed it; null for a guest's order (decision 0056) until an account that
     * proved the guest's address claims it.
     */
    userId: uuid('user_id').references(() => users.id),
    /**
     * A guest's order: the address the guest gave (trimmed, lower case), kept after a claim so
     * the order still reads as bought as a guest; and the SHA-256 of its mailed link's token.
     */
    guestEmail: text('guest_email'),
    guestTokenHash: text('guest_token_hash'),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /**
     * The discount code used and what it took off the items (decision 0054); each item keeps
     * its part. total = subtotal - discount + shipping.
     */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProviderName>().notNull(),
    paymentReference: text('payment_reference'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress | null>(),
    /**
     * The shipping option it goes by, as it was when bought: its id (the option may be deleted
     * since), name and delivery estimate; the fee is shippingCents. Null on older orders.
     */
    shippingOptionId: text('shipping_option_id'),
    shippingOptionName: text('shipping_option_name'),
    shippingEstimate: text('shipping_estimate'),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    uniqueIndex('orders_checkout_session_unique').on(table.checkoutSessionId),
    uniqueIndex('orders_guest_token_unique').on(table.guestTokenHash),
    // The guest orders an account claims once its address is proven.
    index('orders_guest_unclaimed_idx')
      .on(table.guestEmail)
      .where(sql`${table.userId} is null`),
    check(
      'orders_has_customer',
      sql`${table.userId} is not null or ${table.guestEmail} is not null`,
    ),
    index('orders_user_idx').on(table.userId, table.id),
    index('orders_cart_idx').on(table.cartId),
    // The dashboard's order table (decision 0044): a date range, and the customer's name or
    // email by any part.
    index('orders_created_idx').on(table.created),
    index('orders_contact_name_trgm_idx').using('gin', sql`${table.contactName} gin_trgm_ops`),
    index('orders_contact_email_trgm_idx').using('gin', sql`${table.contactEmail} gin_trgm_ops`),
    // The table's sorts (decision 0048): a page of the first rows, never a sort of every order.
    index('orders_number_sort_idx').on(sql`length(${table.number})`, table.number, table.id),
    index('orders_contact_name_sort_idx').on(table.contactName, table.id),
    index('orders_total_sort_idx').on(table.totalCents, table.id),
    check(
      'orders_totals',
      sql`${table.subtotalCents} >= 0 and ${table.shippingCents} >= 0 and ${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents} and ${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents}`,
    ),
  ],
);

/** A line of an order with a snapshot of the product as it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product itself is deleted; the snapshot below stays. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * The brand that sold the item, as it was at purchase: the merchant of that brand sees the
     * item among its sales even if the product moves later. Null for a house product or once
     * the brand is deleted.
     */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    productImageKey: text('product_image_key'),
    productPriceCents: integer('product_price_cents').notNull(),
    size: text('size').$type<LineSize>().notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * A made-to-measure item's snapshot: the buyer's measurements when the order was placed and
     * the lead time (decision 0042); null for an item bought in a size. Later profile edits
     * change no past order.
     */
    madeToMeasure: jsonb('made_to_measure').$type<MadeToMeasureSnapshot>(),
    purchasePriceCents: integer('purchase_price_cents').notNull(),
    /**
     * The item's part of the order's discount (decision 0054). What was paid for the item is
     * totalPriceCents = purchase price × quantity - discountCents: what its merchant's sales,
     * the overview's rollup and its refunds count.
     */
    discountCents: integer('discount_cents').notNull().default(0),
    totalPriceCents: integer('total_price_cents').notNull(),
    status: text('status').$type<OrderItemStatus>().notNull().default('Not processed'),
    /** Set when a cancelled item's quantity went back to stock: it happens once. */
    restockedAt: timestamp('restocked_at', { withTimezone: true, mode: 'date' }),
    /** Who carries the shipped item and its tracking number, given when it was marked Shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the item first reached Shipped, then Delivered: set once, never moved afterwards. */
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_items_discount',
      sql`${table.discountCents} >= 0 and ${table.discountCents} <= ${table.purchasePriceCents} * ${table.quantity}`,
    ),
    check(
      'order_items_status_known',
      sql`${table.status} in ('Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    index('order_items_order_idx').on(table.orderId, table.id),
    index('order_items_product_idx').on(table.productId),
    index('order_items_brand_idx').on(table.brandId, table.orderId),
    // The overview's "items to ship", the store's or a brand's (decision 0043).
    index('order_items_to_ship_idx')
      .on(table.brandId)
      .where(sql`${table.status} in ('Not processed', 'Processing')`),
  ],
);

/** Every status an item has had, who set it and when (the first row is the order's creation). */
export const orderItemStatusHistory = pgTable(
  'order_item_status_history',
  {
    id: idColumn(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderItemStatus>().notNull(),
    /** Who changed it; null for the store itself (payment confirmed). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** True when the actor acted as the merchant whose brand sold the item. */
    bySeller: boolean('by_seller').notNull().default(false),
    created: createdColumn(),
  },
  (table) => [index('order_item_status_history_item_idx').on(table.orderItemId, table.id)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemStatusRow = typeof orderItemStatusHistory.$inferSelect;
