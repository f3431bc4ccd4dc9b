import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import type { LineSize } from '#shared/product/made-to-measure';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { products } from '../product/product.table';
import { users } from '../user/user.table';

/**
 * A signed-in shopper's server cart: what a checkout session is opened for. A guest's checkout
 * (decision 0056) gets a cart of its own with no user: no member's cart lookup ever finds it.
 */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [index('carts_user_idx').on(table.userId)],
);

/** One line per product and size, priced from the database when it was written. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<LineSize>().notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    created: createdColumn(),
  },
  (table) => [
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    uniqueIndex('cart_items_line_unique').on(table.cartId, table.productId, table.size),
    index('cart_items_product_idx').on(table.productId),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
