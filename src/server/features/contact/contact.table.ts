import { pgTable, text } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn } from '../../db/columns';

export const contacts = pgTable('contacts', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  created: createdColumn(),
});
