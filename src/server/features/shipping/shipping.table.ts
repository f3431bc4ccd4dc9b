import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';

/**
 * Where the store delivers: a zone lists its countries (names as in the address book's list).
 * A zone with no countries is the rest of the world: every country no other zone lists.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: idColumn(),
  name: text('name').notNull(),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  created: createdColumn(),
  updated: updatedColumn(),
});

/**
 * A way to deliver to a zone, with its rate in cents: a flat fee plus an amount per item, free
 * from a subtotal (none when null). The shopper sees the active ones, in position order; the
 * first is the zone's default.
 */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: idColumn(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** In words for the shopper, e.g. "3-5 working days". */
    estimate: text('estimate').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    flatCents: integer('flat_cents').notNull().default(0),
    perItemCents: integer('per_item_cents').notNull().default(0),
    freeFromCents: integer('free_from_cents'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check(
      'shipping_options_amounts',
      sql`${table.flatCents} >= 0 and ${table.perItemCents} >= 0 and (${table.freeFromCents} is null or ${table.freeFromCents} >= 0)`,
    ),
    check(
      'shipping_options_days',
      sql`${table.minDays} >= 0 and ${table.maxDays} >= ${table.minDays}`,
    ),
    index('shipping_options_zone_idx').on(table.zoneId, table.position),
  ],
);

export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingOptionRow = typeof shippingOptions.$inferSelect;
export type NewShippingOption = typeof shippingOptions.$inferInsert;
