import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { Provider, Role } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored trimmed and lower-cased; null only for a social account without an email. */
    email: text('email'),
    /**
     * When the owner proved the mailbox (a mailed link, a merchant invitation, a password reset
     * link, or a provider that vouches for the address); null until then (decision 0028).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    provider: text('provider').$type<Provider>().notNull().default('Email'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    avatar: text('avatar'),
    role: text('role').$type<Role>().notNull().default('ROLE MEMBER'),
    /** Bumped when the password, role or access changes, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    uniqueIndex('users_facebook_id_unique').on(table.facebookId),
    // The dashboard's user table (decision 0044): part of the name or email, one expression.
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName} || ' ' || coalesce(${table.email}, '')) gin_trgm_ops`,
    ),
    // The table's sorts (decision 0048); by email, users_email_unique serves.
    index('users_name_sort_idx').on(table.firstName, table.lastName, table.id),
    index('users_role_sort_idx').on(table.role, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
