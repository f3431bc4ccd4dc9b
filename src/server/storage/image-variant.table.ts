import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdColumn } from '../db/columns';

/** PostgreSQL's bytea as a Buffer: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The webp variants of every uploaded or seeded image, shared by every server on the database
 * (decision 0021). A key is 16 random bytes in hex and never reused, so a row never changes.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    key: text('key').notNull(),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
    contentType: text('content_type').notNull(),
    created: createdColumn(),
  },
  (table) => [primaryKey({ columns: [table.key, table.width] })],
);

export type ImageVariantRow = typeof imageVariants.$inferSelect;
