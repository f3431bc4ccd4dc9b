import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from '../user/user.table';

/**
 * Failed password sign-ins of an account in its current window, from every address together
 * (decision 0029). `link_mailed_at` is when the one-time sign-in link was last mailed for it.
 * A row goes when the window ends, the link is used or the password is reset.
 */
export const signInFailures = pgTable('sign_in_failures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  linkMailedAt: timestamp('link_mailed_at', { withTimezone: true, mode: 'date' }),
});
