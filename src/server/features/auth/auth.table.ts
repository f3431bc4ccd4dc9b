import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn } from '../../db/columns';
import { users } from '../user/user.table';

export const TOKEN_PURPOSES = [
  'password_reset',
  'sign_in',
  'sign_in_link',
  'email_verification',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by email (`sign_in_link`: the link past the failed sign-in ceiling,
 * decision 0029), and the one-time codes that finish a social sign-in (`sign_in`). Only the
 * SHA-256 of the token is kept.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created: createdColumn(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId, table.purpose)],
);
