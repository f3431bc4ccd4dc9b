import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  /** Null while subscribed; set when the person unsubscribes. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  created: createdColumn(),
  updated: updatedColumn(),
});
