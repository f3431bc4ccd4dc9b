import { bigint, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * The overview's daily rollup (decision 0050), kept exactly right by triggers on order_items
 * and order_returns (drizzle/*_order_sales_rollup.sql) in the same transaction as every write.
 * The application never writes these tables; it only reads them.
 */

/** The nil uuid: the key of an item without a brand (house product) or whose product is gone. */
export const NO_KEY = '00000000-0000-0000-0000-000000000000';
/** The scope key of the whole store's orders count in order_orders_daily. */
export const STORE_SCOPE = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * What sold per UTC day of the order, brand and product: units and cents of the items that count
 * (not cancelled), less their refunded returns (decision 0043's definition).
 */
export const orderSalesDaily = pgTable(
  'order_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    brandKey: uuid('brand_key').notNull(),
    productKey: uuid('product_key').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.brandKey, table.productKey] }),
    // A merchant's rows: its brand over a period.
    index('order_sales_daily_brand_idx').on(table.brandKey, table.day),
  ],
);

/** Orders per UTC day with at least one counted item in the scope (the store, or a brand). */
export const orderOrdersDaily = pgTable(
  'order_orders_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scopeKey: uuid('scope_key').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeKey, table.day] })],
);

/**
 * How many counted items each order has in each scope: its 0→1 and 1→0 moves add or take an
 * order off order_orders_daily. `day` is the order's day, kept so a deleted order's items still
 * find it.
 */
export const orderScopeLive = pgTable(
  'order_scope_live',
  {
    orderId: uuid('order_id').notNull(),
    scopeKey: uuid('scope_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    liveItems: integer('live_items').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.scopeKey] })],
);

/**
 * A transaction's changes to the rollup, written by the row triggers and applied once, at
 * commit, in key order by a deferred trigger (so that two writers never wait on each other's
 * rollup rows in opposite orders). Empty outside a transaction.
 */
export const orderSalesPending = pgTable('order_sales_pending', {
  day: date('day', { mode: 'string' }).notNull(),
  brandKey: uuid('brand_key').notNull(),
  productKey: uuid('product_key').notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});

export const orderLivePending = pgTable('order_live_pending', {
  orderId: uuid('order_id').notNull(),
  scopeKey: uuid('scope_key').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  live: integer('live').notNull(),
});
