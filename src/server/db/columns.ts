import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Primary key: UUIDv7, so id order is creation order. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdColumn = () =>
  timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedColumn = () =>
  timestamp('updated', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
