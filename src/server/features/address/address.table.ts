import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { users } from '../user/user.table';

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.id),
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
